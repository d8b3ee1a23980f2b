/// A regular expression matched in time linear in the text (a Thompson NFA run as a Pike VM over
/// Unicode scalars): the whole-value matcher of pattern types (`@type slug regex [a-z0-9-]+`).
///
/// A backtracking engine takes exponential time on patterns like `([a-z0-9]+-?)+` against a long
/// value that almost matches; one hostile request line could stall a batch job. Here every match
/// costs at most (value length × program size) steps, whatever the pattern.
///
/// Syntax: literals, `.`, classes `[a-z_]` and `[^…]`, `\d \w \s \D \W \S`, escapes (`\.`, `\t`,
/// `\n`, `\r`, `\xHH`), groups `( )`, `(?: )` and `(?<name> )`, alternation `|`, quantifiers `*`
/// `+` `?` `{n}` `{n,}` `{n,m}` (lazy forms accepted: for a whole-value match they are the same),
/// `^` at the start and `$` at the end. What needs backtracking to mean anything (backreferences,
/// lookaround, atomic groups, possessive quantifiers, inline flags) is refused with the reason.
package struct LinearRegex: Sendable {
    /// One instruction of the program.
    enum Instruction: Sendable {
        /// Consume one scalar of the class at `classes[index]`.
        case consume(Int)
        /// Continue at both targets.
        case split(Int, Int)
        /// Continue at the target.
        case jump(Int)
        /// The whole value matched.
        case accept
    }

    let program: [Instruction]
    let classes: [ScalarClass]

    /// The largest repetition count `{n,m}` may give, and the largest program: bounds the work a
    /// pattern can ask for per scalar.
    static let repetitionLimit = 1_000
    static let programLimit = 20_000

    /// Compiles `pattern`.
    ///
    /// - Throws: ``LinearRegexError`` with the column and the reason.
    package init(_ pattern: String) throws(LinearRegexError) {
        var parser = LinearRegexParser(pattern)
        let tree = try parser.parse()
        var compiler = LinearRegexCompiler()
        try compiler.emit(tree)
        compiler.program.append(.accept)
        guard compiler.program.count <= Self.programLimit else {
            throw LinearRegexError(column: 1, reason: "the pattern is too large once its repetitions are expanded")
        }
        program = compiler.program
        classes = compiler.classes
    }

    /// Whether the whole of `bytes` (UTF-8; an invalid sequence is one U+FFFD) matches.
    package func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = program.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count * 5 + 1) { storage in
            // Two thread lists (dense arrays of program counters), the generation each pc was last
            // added in, and a stack for following splits without recursion.
            let base = storage.baseAddress!
            var current = UnsafeMutableBufferPointer(start: base, count: count)
            var next = UnsafeMutableBufferPointer(start: base + count, count: count)
            let marks = UnsafeMutableBufferPointer(start: base + 2 * count, count: count)
            let stack = UnsafeMutableBufferPointer(start: base + 3 * count, count: 2 * count + 1)
            marks.initialize(repeating: -1)
            var currentCount = 0
            var nextCount = 0
            var generation: Int32 = 0
            add(0, to: &current, count: &currentCount, marks: marks, generation: generation, stack: stack)
            var index = 0
            while index < bytes.count {
                guard currentCount > 0 else { return false }
                let scalar = Self.decodeScalar(bytes, at: &index)
                generation += 1
                nextCount = 0
                for slot in 0..<currentCount {
                    let pc = Int(current[slot])
                    if case .consume(let set) = program[pc], classes[set].contains(scalar) {
                        add(pc + 1, to: &next, count: &nextCount, marks: marks, generation: generation, stack: stack)
                    }
                }
                swap(&current, &next)
                currentCount = nextCount
            }
            for slot in 0..<currentCount {
                if case .accept = program[Int(current[slot])] { return true }
            }
            return false
        }
    }

    /// Adds the thread at `start` and every thread its splits and jumps lead to, once per generation.
    private func add(
        _ start: Int, to list: inout UnsafeMutableBufferPointer<Int32>, count: inout Int,
        marks: UnsafeMutableBufferPointer<Int32>, generation: Int32, stack: UnsafeMutableBufferPointer<Int32>
    ) {
        var depth = 0
        stack[0] = Int32(start)
        depth = 1
        while depth > 0 {
            depth -= 1
            let pc = Int(stack[depth])
            if marks[pc] == generation { continue }
            marks[pc] = generation
            switch program[pc] {
            case .jump(let target):
                stack[depth] = Int32(target)
                depth += 1
            case .split(let first, let second):
                // A split pushes at most two pcs and is expanded once per generation: depth ≤ 2 × count + 1.
                if marks[second] != generation {
                    stack[depth] = Int32(second)
                    depth += 1
                }
                if marks[first] != generation {
                    stack[depth] = Int32(first)
                    depth += 1
                }
            case .consume, .accept:
                list[count] = Int32(pc)
                count += 1
            }
        }
    }

    /// The scalar at `index` (advancing past it); an invalid sequence is U+FFFD, one byte long.
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            return UInt32(lead)
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, index + length <= bytes.count else {
            index += 1
            return 0xFFFD
        }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else {
                index += 1
                return 0xFFFD
            }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        index += length
        return scalar
    }
}

/// A set of scalars: ranges, possibly negated.
struct ScalarClass: Sendable, Equatable {
    var ranges: [ClosedRange<UInt32>]
    var negated: Bool

    static let any = ScalarClass(ranges: [], negated: true)
    static let digit = ScalarClass(ranges: [0x30...0x39], negated: false)
    static let word = ScalarClass(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A], negated: false)
    static let space = ScalarClass(ranges: [0x09...0x0D, 0x20...0x20], negated: false)

    func contains(_ scalar: UInt32) -> Bool {
        var found = false
        for range in ranges where range.contains(scalar) {
            found = true
            break
        }
        return found != negated
    }
}

/// Why a pattern is refused, with the 1-based column (in characters) where the parser stopped.
package struct LinearRegexError: Error, Equatable, CustomStringConvertible, Sendable {
    package let column: Int
    package let reason: String

    package var description: String { "column \(column): \(reason)" }
}
