/// The syntax tree of a ``LinearRegex`` pattern.
indirect enum LinearRegexNode: Sendable {
    case empty
    case scalarClass(ScalarClass)
    case sequence([LinearRegexNode])
    case alternation([LinearRegexNode])
    /// `node{minimum,maximum}`; `maximum` nil: unbounded.
    case repetition(LinearRegexNode, minimum: Int, maximum: Int?)
}

/// Parses a pattern into a ``LinearRegexNode``, refusing what a linear-time matcher can't honour.
struct LinearRegexParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    private var column: Int { index + 1 }

    private func failure(_ reason: String) -> LinearRegexError {
        LinearRegexError(column: column, reason: reason)
    }

    mutating func parse() throws(LinearRegexError) -> LinearRegexNode {
        if index < scalars.count, scalars[index] == "^" { index += 1 }
        let node = try alternation()
        guard index == scalars.count else { throw failure("unbalanced ')'") }
        return node
    }

    private mutating func alternation() throws(LinearRegexError) -> LinearRegexNode {
        var branches = [try sequence()]
        while index < scalars.count, scalars[index] == "|" {
            index += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(LinearRegexError) -> LinearRegexNode {
        var items: [LinearRegexNode] = []
        while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
            if scalars[index] == "$" {
                guard index == scalars.count - 1 else { throw failure("'$' is only accepted at the end of the pattern") }
                index += 1
                break
            }
            var atom = try self.atom()
            atom = try quantified(atom)
            items.append(atom)
        }
        return items.isEmpty ? .empty : items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func quantified(_ atom: LinearRegexNode) throws(LinearRegexError) -> LinearRegexNode {
        var node = atom
        while index < scalars.count {
            let bounds: (Int, Int?)
            switch scalars[index] {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{":
                guard let parsed = try repetitionBounds() else { return node }
                bounds = parsed
                node = .repetition(node, minimum: bounds.0, maximum: bounds.1)
                try skipLazyOrPossessive()
                continue
            default: return node
            }
            index += 1
            node = .repetition(node, minimum: bounds.0, maximum: bounds.1)
            try skipLazyOrPossessive()
        }
        return node
    }

    private mutating func skipLazyOrPossessive() throws(LinearRegexError) {
        guard index < scalars.count else { return }
        if scalars[index] == "?" {
            index += 1
        } else if scalars[index] == "+" {
            throw failure("possessive quantifiers ('*+', '++', …) are not supported: they only mean something to a backtracking matcher")
        }
    }

    /// `{n}`, `{n,}`, `{n,m}` at `index`; `nil` (nothing consumed) when the brace is a literal.
    private mutating func repetitionBounds() throws(LinearRegexError) -> (Int, Int?)? {
        let start = index
        index += 1
        func number(_ parser: inout LinearRegexParser) -> Int? {
            var value = 0
            var digits = 0
            while parser.index < parser.scalars.count, let digit = parser.scalars[parser.index].properties.numericType != nil
                ? Int(String(parser.scalars[parser.index])) : nil
            {
                value = min(value * 10 + digit, Int(Int32.max))
                digits += 1
                parser.index += 1
            }
            return digits > 0 ? value : nil
        }
        guard let minimum = number(&self) else {
            index = start
            return nil
        }
        var maximum: Int? = minimum
        if index < scalars.count, scalars[index] == "," {
            index += 1
            maximum = number(&self)
        }
        guard index < scalars.count, scalars[index] == "}" else {
            index = start
            return nil
        }
        index += 1
        if let maximum, maximum < minimum { throw failure("repetition {\(minimum),\(maximum)}: the maximum is below the minimum") }
        if minimum > LinearRegex.repetitionLimit || (maximum ?? 0) > LinearRegex.repetitionLimit {
            throw failure("repetition counts above \(LinearRegex.repetitionLimit) are not supported")
        }
        return (minimum, maximum)
    }

    private mutating func atom() throws(LinearRegexError) -> LinearRegexNode {
        let scalar = scalars[index]
        switch scalar {
        case "(":
            index += 1
            if index < scalars.count, scalars[index] == "?" {
                index += 1
                guard index < scalars.count else { throw failure("unterminated group") }
                switch scalars[index] {
                case ":":
                    index += 1
                case "<" where index + 1 < scalars.count && scalars[index + 1] != "=" && scalars[index + 1] != "!",
                    "P" where index + 1 < scalars.count && scalars[index + 1] == "<":
                    // A named group: the name is irrelevant to a whole-value match.
                    while index < scalars.count, scalars[index] != ">" { index += 1 }
                    guard index < scalars.count else { throw failure("unterminated group name") }
                    index += 1
                case "=", "!", "<":
                    throw failure("lookaround is not supported: regex types are matched in linear time, without backtracking")
                case ">":
                    throw failure("atomic groups are not supported: they only mean something to a backtracking matcher")
                default:
                    throw failure("inline flags and other '(?' groups are not supported")
                }
            }
            let inner = try alternation()
            guard index < scalars.count, scalars[index] == ")" else { throw failure("missing ')'") }
            index += 1
            return inner
        case ")":
            throw failure("unbalanced ')'")
        case "*", "+", "?":
            throw failure("'\(scalar)' has nothing to repeat")
        case "[":
            return .scalarClass(try bracketClass())
        case ".":
            index += 1
            return .scalarClass(.any)
        case "\\":
            return .scalarClass(try escape(inClass: false))
        default:
            index += 1
            return .scalarClass(ScalarClass(ranges: [scalar.value...scalar.value], negated: false))
        }
    }

    /// An escape at `index` (the backslash), as a class.
    private mutating func escape(inClass: Bool) throws(LinearRegexError) -> ScalarClass {
        index += 1
        guard index < scalars.count else { throw failure("the pattern ends with a lone '\\'") }
        let scalar = scalars[index]
        index += 1
        func single(_ value: UInt32) -> ScalarClass { ScalarClass(ranges: [value...value], negated: false) }
        switch scalar {
        case "d": return .digit
        case "D": return ScalarClass(ranges: ScalarClass.digit.ranges, negated: true)
        case "w": return .word
        case "W": return ScalarClass(ranges: ScalarClass.word.ranges, negated: true)
        case "s": return .space
        case "S": return ScalarClass(ranges: ScalarClass.space.ranges, negated: true)
        case "t": return single(0x09)
        case "n": return single(0x0A)
        case "r": return single(0x0D)
        case "f": return single(0x0C)
        case "v": return single(0x0B)
        case "x":
            var value: UInt32 = 0
            for _ in 0..<2 {
                guard index < scalars.count, let digit = scalars[index].properties.numericType != nil
                    ? UInt32(String(scalars[index])) : UInt32(String(scalars[index]), radix: 16)
                else { throw failure("'\\x' needs two hexadecimal digits") }
                value = value * 16 + digit
                index += 1
            }
            return single(value)
        case "1"..."9":
            throw failure("backreferences are not supported: regex types are matched in linear time, without backtracking")
        case "b", "B", "A", "z", "Z", "G":
            throw failure("the anchor '\\\(scalar)' is not supported (a regex type matches the whole value)")
        default:
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                throw failure("unknown escape '\\\(scalar)'")
            }
            return single(scalar.value)
        }
    }

    /// A bracket class at `index` (the `[`).
    private mutating func bracketClass() throws(LinearRegexError) -> ScalarClass {
        index += 1
        var negated = false
        if index < scalars.count, scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard index < scalars.count else { throw failure("missing ']'") }
            let scalar = scalars[index]
            if scalar == "]" && !first {
                index += 1
                break
            }
            first = false
            if scalar == "[" && index + 1 < scalars.count && (scalars[index + 1] == ":" || scalars[index + 1] == "=") {
                throw failure("POSIX classes ('[:alpha:]') are not supported: use ranges such as a-z")
            }
            var low: UInt32
            if scalar == "\\" {
                let escaped = try escape(inClass: true)
                guard !escaped.negated, escaped.ranges.count == 1, escaped.ranges[0].count == 1 else {
                    guard !escaped.negated else { throw failure("negated escapes ('\\D', '\\W', '\\S') inside a class are not supported") }
                    ranges += escaped.ranges
                    continue
                }
                low = escaped.ranges[0].lowerBound
            } else {
                low = scalar.value
                index += 1
            }
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                index += 1
                var high: UInt32
                if scalars[index] == "\\" {
                    let escaped = try escape(inClass: true)
                    guard !escaped.negated, escaped.ranges.count == 1, escaped.ranges[0].count == 1 else {
                        throw failure("a range must end with a single character")
                    }
                    high = escaped.ranges[0].lowerBound
                } else {
                    high = scalars[index].value
                    index += 1
                }
                guard low <= high else { throw failure("range out of order") }
                ranges.append(low...high)
                low = 0
                high = 0
                continue
            }
            ranges.append(low...low)
        }
        return ScalarClass(ranges: ranges, negated: negated)
    }
}

/// Compiles a ``LinearRegexNode`` into ``LinearRegex`` instructions.
struct LinearRegexCompiler {
    var program: [LinearRegex.Instruction] = []
    var classes: [ScalarClass] = []

    mutating func emit(_ node: LinearRegexNode) throws(LinearRegexError) {
        guard program.count <= LinearRegex.programLimit else {
            throw LinearRegexError(column: 1, reason: "the pattern is too large once its repetitions are expanded")
        }
        switch node {
        case .empty:
            break
        case .scalarClass(let scalarClass):
            let index: Int
            if let existing = classes.firstIndex(of: scalarClass) {
                index = existing
            } else {
                index = classes.count
                classes.append(scalarClass)
            }
            program.append(.consume(index))
        case .sequence(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (offset, branch) in branches.enumerated() {
                if offset < branches.count - 1 {
                    let split = program.count
                    program.append(.split(0, 0))
                    try emit(branch)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repetition(let inner, let minimum, let maximum):
            for _ in 0..<minimum { try emit(inner) }
            if let maximum {
                // Optional copies, each skipping to the end.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    program.append(.split(0, 0))
                    try emit(inner)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let loop = program.count
                program.append(.split(0, 0))
                try emit(inner)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }
}
