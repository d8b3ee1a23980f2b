/// Parses format strings (docs/format-language.md) into ``RouteFormat`` values, checking types against a
/// ``TypeRegistry`` and names against the global params. Never drops a malformed part: every
/// violation is a ``FormatError`` with its column.
public struct FormatParser: Sendable {
    /// The types formats may name.
    public let types: TypeRegistry
    /// Names reserved by global params (a format may not reuse them).
    public let globalParams: Set<String>

    /// Creates a parser over `types`, reserving `globalParams`.
    public init(types: TypeRegistry = .standard, globalParams: [String] = []) {
        self.types = types
        self.globalParams = Set(globalParams)
    }

    /// Parses one format.
    ///
    /// - Throws: ``FormatError`` naming the format, the column and the reason.
    public func parse(_ format: String) throws(FormatError) -> RouteFormat {
        var scanner = FormatScanner(format: format, parser: self)
        return try scanner.parse()
    }
}

/// The state of one parse: a cursor over the format's UTF-8 bytes.
private struct FormatScanner {
    let format: String
    let bytes: [UInt8]
    let parser: FormatParser
    var index = 0
    var names: Set<String> = []

    init(format: String, parser: FormatParser) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.parser = parser
    }

    func fail(_ reason: FormatError.Reason, at position: Int) -> FormatError {
        FormatError(format: format, column: position + 1, reason: reason)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The character starting at `position`, for messages.
    func character(at position: Int) -> String {
        var end = position + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return text(position..<end)
    }

    mutating func parse() throws(FormatError) -> RouteFormat {
        guard !bytes.isEmpty else { throw fail(.empty, at: 0) }
        let source = try parseSource()
        let segments = try parsePath(customScheme: source.map { !$0.isUniversalLink } ?? false)
        var query: [QueryConstraint] = []
        if current == UInt8(ascii: "?") {
            index += 1
            query = try parseQuery()
        }
        if current != nil {
            throw fail(.unexpectedCharacter(character(at: index)), at: index)
        }
        return RouteFormat(text: format, source: source, segments: segments, query: query)
    }

    /// `scheme "://" [host]`, when the format does not start with `/`.
    mutating func parseSource() throws(FormatError) -> LinkSource? {
        if bytes[0] == UInt8(ascii: "/") { return nil }
        guard let separator = find("://") else { throw fail(.missingLeadingSlash, at: 0) }
        let scheme = text(0..<separator)
        let schemeBytes = bytes[0..<separator]
        guard let first = schemeBytes.first, ByteScanning.isAlpha(first),
            schemeBytes.allSatisfy({
                ByteScanning.isAlpha($0) || ByteScanning.isDigit($0) || $0 == UInt8(ascii: "+")
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else {
            throw fail(.badScheme(scheme), at: 0)
        }
        index = separator + 3
        guard LinkSource.schemeHasHost(scheme) else {
            return LinkSource(scheme: scheme, host: nil)
        }
        let hostStart = index
        while let byte = current, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?") {
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte <= 0x20 {
                throw fail(.unexpectedCharacter(character(at: index)), at: index)
            }
            index += 1
        }
        let host = text(hostStart..<index)
        return LinkSource(scheme: scheme, host: host.isEmpty ? nil : host)
    }

    func find(_ needle: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if Array(bytes[start..<(start + pattern.count)]) == pattern { return start }
            if bytes[start] == UInt8(ascii: "/") || bytes[start] == UInt8(ascii: "?") { return nil }
        }
        return nil
    }

    /// `"/" [segment *("/" segment)] ["/"]`. For a custom scheme the path starts right after `://`.
    mutating func parsePath(customScheme: Bool) throws(FormatError) -> [FormatSegment] {
        var segments: [FormatSegment] = []
        var catchAllStart = 0
        if customScheme {
            // `pokedex://pokemons/:id`: the first component is a path segment; `pokedex://` alone is the root.
            if current == nil || current == UInt8(ascii: "?") { return segments }
            if current != UInt8(ascii: "/") {
                catchAllStart = index
                try segments.append(parseSegment())
            }
        } else if current == nil || current == UInt8(ascii: "?") {
            // A universal link with no path (`https://example.com`) is the root.
            if index > 0 { return segments }
            throw fail(.missingLeadingSlash, at: index)
        } else if current != UInt8(ascii: "/") {
            throw fail(.missingLeadingSlash, at: index)
        }
        while current == UInt8(ascii: "/") {
            let slash = index
            index += 1
            guard let byte = current, byte != UInt8(ascii: "?") else { break }  // trailing slash
            if byte == UInt8(ascii: "/") { throw fail(.emptySegment, at: slash) }
            if case .catchAll = segments.last { throw fail(.catchAllNotLast, at: catchAllStart) }
            catchAllStart = index
            try segments.append(parseSegment())
        }
        return segments
    }

    mutating func parseSegment() throws(FormatError) -> FormatSegment {
        let start = index
        if current == UInt8(ascii: ":") {
            index += 1
            let name = try parseName()
            var type = TypeReference(base: "string")
            if current == UInt8(ascii: "{") {
                let (reference, optional) = try parseTypeSpec()
                if optional { throw fail(.optionalPathParam(name), at: start) }
                type = reference
            }
            try expectSegmentEnd()
            return .param(name: name, type: type)
        }
        while let byte = current, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?") {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "#") {
                throw fail(.unexpectedCharacter(character(at: index)), at: index)
            }
            index += 1
        }
        let literal = text(start..<index)
        if literal == "*" || literal == ".*" {
            return .catchAll
        }
        return .literal(literal)
    }

    mutating func expectSegmentEnd() throws(FormatError) {
        if let byte = current, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?") {
            throw fail(.unexpectedCharacter(character(at: index)), at: index)
        }
    }

    /// `1*(ALPHA / DIGIT / "_")`, unique within the format and not a global param.
    mutating func parseName() throws(FormatError) -> String {
        let start = index
        while let byte = current, ByteScanning.isNameByte(byte) { index += 1 }
        if index == start {
            if let byte = current, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?"), byte != UInt8(ascii: "{"),
                byte != UInt8(ascii: "&")
            {
                var end = index
                while end < bytes.count && ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "&")]
                    .contains(bytes[end])
                {
                    end += 1
                }
                throw fail(.badName(text(start..<end)), at: start)
            }
            throw fail(.badName(""), at: start)
        }
        // A name followed by a character that can't follow a name is a bad name (`:user-id`).
        if let byte = current, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?"), byte != UInt8(ascii: "{"),
            byte != UInt8(ascii: "&"), byte != UInt8(ascii: "}")
        {
            var end = index
            while end < bytes.count && ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "&")]
                .contains(bytes[end])
            {
                end += 1
            }
            throw fail(.badName(text(start..<end)), at: start)
        }
        let name = text(start..<index)
        if parser.globalParams.contains(name) { throw fail(.globalParamName(name), at: start) }
        guard names.insert(name).inserted else { throw fail(.duplicateName(name), at: start) }
        return name
    }

    /// `"{" type ["?"] "}"`; returns the type and whether it is optional.
    mutating func parseTypeSpec() throws(FormatError) -> (TypeReference, Bool) {
        let brace = index
        index += 1
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
            throw fail(.unterminatedBrace, at: brace)
        }
        if index == close { throw fail(.emptyType, at: brace) }
        var isList = false
        var baseStart = index
        var baseEnd = close
        var optional = false
        if bytes[baseEnd - 1] == UInt8(ascii: "?") {
            optional = true
            baseEnd -= 1
        }
        if bytes[baseStart] == UInt8(ascii: "[") {
            guard baseEnd - 1 > baseStart, bytes[baseEnd - 1] == UInt8(ascii: "]") else {
                throw fail(.unterminatedBracket, at: baseStart)
            }
            isList = true
            baseStart += 1
            baseEnd -= 1
        }
        if baseStart == baseEnd { throw fail(.emptyType, at: brace) }
        for position in baseStart..<baseEnd where !ByteScanning.isNameByte(bytes[position]) {
            throw fail(.unexpectedCharacter(character(at: position)), at: position)
        }
        let base = text(baseStart..<baseEnd)
        guard parser.types[base] != nil else { throw fail(.unknownType(base), at: baseStart) }
        index = close + 1
        return (TypeReference(base: base, isList: isList), optional)
    }

    /// `qitem *("&" qitem)`.
    mutating func parseQuery() throws(FormatError) -> [QueryConstraint] {
        var constraints: [QueryConstraint] = []
        while true {
            let start = index
            guard let byte = current, byte != UInt8(ascii: "&") else {
                throw fail(.emptyQueryItem, at: start)
            }
            guard byte == UInt8(ascii: ":") else {
                var end = index
                while end < bytes.count && bytes[end] != UInt8(ascii: "&") { end += 1 }
                throw fail(.queryItemNotParam(text(start..<end)), at: start)
            }
            index += 1
            let name = try parseName()
            var rule = QueryRule.required(TypeReference(base: "string"))
            if current == UInt8(ascii: "{") {
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "'") {
                    rule = .literal(try parseLiteralValue())
                } else {
                    let (type, optional) = try parseTypeSpec()
                    rule = optional ? .optional(type) : .required(type)
                }
            }
            constraints.append(QueryConstraint(name: name, rule: rule))
            guard let next = current else { return constraints }
            guard next == UInt8(ascii: "&") else {
                throw fail(.unexpectedCharacter(character(at: index)), at: index)
            }
            index += 1
        }
    }

    /// `"{'" value "'}"`.
    mutating func parseLiteralValue() throws(FormatError) -> String {
        let brace = index
        index += 2
        let valueStart = index
        while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "'") && bytes[index + 1] == UInt8(ascii: "}")) {
            index += 1
        }
        guard index + 1 < bytes.count else {
            if bytes[brace...].contains(UInt8(ascii: "}")) { throw fail(.unterminatedQuote, at: brace + 1) }
            throw fail(.unterminatedBrace, at: brace)
        }
        let value = text(valueStart..<index)
        if value.isEmpty { throw fail(.emptyLiteral, at: brace + 1) }
        index += 2
        return value
    }
}
