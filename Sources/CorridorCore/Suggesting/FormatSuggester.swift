/// Turns an unmatched path into a suggested Corridor format by its shape: segments that look like
/// integers, UUIDs, long hex strings or dates become params named after the preceding literal
/// segment (`/api/v9/items/123` → `/api/v9/items/:itemId{int}`); other segments stay literal.
///
/// Naming rule: the preceding literal segment's ASCII words, singularized and camel-cased, plus `Id`
/// for ids (`int`, `uuid`, `hex`) or `Date` for dates (`/reports/2024-01-31` → `:reportDate`, a
/// string param: there is no built-in date type); `id`/`date` when there is no preceding literal;
/// repeated names get a number (`id2`). A segment that can't be written as a literal (it decodes to
/// `/`, `?`, `{`, … or to invalid UTF-8) becomes a string param named after the preceding segment —
/// but a route template's segment (a gateway's `{widgetId}`, in a log that holds its resources) keeps
/// its name (`:widgetId`), and a greedy last one (`{proxy+}`) becomes a catch-all.
/// Every suggestion is checked with ``FormatParser`` (with `uuid` and `hex` registered, which a
/// routes file gets with `@use uuid hex`).
package struct FormatSuggester: Sendable {
    /// The shape of one decoded path segment.
    package enum SegmentShape: Hashable, Sendable {
        case literal(String)
        case int, uuid, hex, date
        /// Not writable as a literal.
        case opaque
        /// A route template's parameter segment, `{name}`: a parameter of that name.
        case templateParameter(String)
        /// A route template's greedy segment, `{name+}`: a catch-all when it ends the path.
        case templateCatchAll(String)
    }

    private let parser: FormatParser
    private let reservedNames: Set<String>

    /// A suggester whose param names avoid the table's global params.
    package init(globalParams: [String] = []) {
        var types = TypeRegistry.standard
        try? types.register(.uuid)
        try? types.register(.hex)
        parser = FormatParser(types: types, globalParams: globalParams)
        reservedNames = Set(globalParams)
    }

    /// The suggested format for a raw (undecoded, query-free) path, or nil when none parses.
    package func suggestion(forPath path: UnsafeBufferPointer<UInt8>) -> String? {
        let format = candidate(forPath: path)
        return isValid(format) ? format : nil
    }

    /// The format for a path by its shape, not yet checked with the parser (callers that see the same
    /// format often cache ``isValid(_:)``).
    package func candidate(forPath path: UnsafeBufferPointer<UInt8>) -> String {
        render(shapes(ofPath: path))
    }

    /// ``candidate(forPath:)`` memoized by shape: paths that differ only in their values (`/items/17`,
    /// `/items/42`) share one rendering, so naming the params is done once per shape. The cache holds
    /// at most `cacheLimit` shapes (it is emptied when full); results are the same with or without it.
    package func candidate(
        forPath path: UnsafeBufferPointer<UInt8>, cache: inout [[SegmentShape]: String], cacheLimit: Int = 4096
    ) -> String {
        let segments = shapes(ofPath: path)
        if let rendered = cache[segments] { return rendered }
        let rendered = render(segments)
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[segments] = rendered
        return rendered
    }

    /// The shape of each non-empty segment of a raw path.
    package func shapes(ofPath path: UnsafeBufferPointer<UInt8>) -> [SegmentShape] {
        var segments: [SegmentShape] = []
        var start = 0
        for index in 0...path.count where index == path.count || path[index] == UInt8(ascii: "/") {
            if index > start {
                segments.append(FormatSuggester.shape(ofRaw: UnsafeBufferPointer(rebasing: path[start..<index])))
            }
            start = index + 1
        }
        return segments
    }

    /// Whether `format` parses (with `uuid` and `hex` registered and the global params reserved).
    package func isValid(_ format: String) -> Bool {
        (try? parser.parse(format)) != nil
    }

    /// Classifies one raw segment, decoding it only when it holds a percent-escape or non-ASCII bytes.
    package static func shape(ofRaw raw: UnsafeBufferPointer<UInt8>) -> SegmentShape {
        if raw.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) {
            return shape(of: PercentDecoding.decode(raw))
        }
        if let typed = typedShape(raw) { return typed }
        let text = String(decoding: raw, as: UTF8.self)
        return isWritableLiteral(text, raw) ? .literal(text) : templateShape(raw) ?? .opaque
    }

    /// `{name}` or `{name+}` (a route template's segment as ``RouteTemplateSegment`` reads it) whose name a format
    /// can hold: letters, digits and `_`. Greedy wherever it stands: ``render(_:)`` makes it a catch-all only last.
    package static func templateShape(_ bytes: UnsafeBufferPointer<UInt8>) -> SegmentShape? {
        let greedy: Bool
        switch RouteTemplateSegment(bytes, isLast: true) {
        case .literal: return nil
        case .placeholder: greedy = false
        case .greedy: greedy = true
        }
        let name = bytes[1..<(bytes.count - (greedy ? 2 : 1))]
        guard name.count <= 64, name.allSatisfy(ByteScanning.isNameByte) else { return nil }
        let text = String(decoding: name, as: UTF8.self)
        return greedy ? .templateCatchAll(text) : .templateParameter(text)
    }

    /// The suggested format for a path given as text.
    package func suggestion(forPath path: String) -> String? {
        var copy = path
        return copy.withUTF8 { suggestion(forPath: $0) }
    }

    /// Writes segments as a format, naming the params.
    package func render(_ segments: [SegmentShape]) -> String {
        var used = reservedNames
        var parts: [String] = []
        var previousLiteral: String?
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .literal(let text):
                parts.append(text)
                previousLiteral = text
                continue
            case .int, .uuid, .hex:
                let name = used.insertUnique(FormatSuggester.baseName(previousLiteral, suffix: "Id"))
                let type = segment == .int ? "int" : segment == .uuid ? "uuid" : "hex"
                parts.append(":\(name){\(type)}")
            case .date:
                parts.append(
                    ":" + used.insertUnique(FormatSuggester.baseName(previousLiteral, suffix: "Date")))
            case .opaque:
                parts.append(
                    ":" + used.insertUnique(FormatSuggester.baseName(previousLiteral, suffix: "")))
            case .templateParameter(let name):
                parts.append(":" + used.insertUnique(name))
            case .templateCatchAll(let name):
                // Greedy only at the end of a template; anywhere else a parameter of its name.
                parts.append(index == segments.count - 1 ? "*" : ":" + used.insertUnique(name))
            }
            previousLiteral = nil
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Classifies one decoded segment.
    package static func shape(of segment: String) -> SegmentShape {
        var copy = segment
        return copy.withUTF8 { bytes in
            if let typed = typedShape(bytes) { return typed }
            return isWritableLiteral(segment, bytes) ? .literal(segment) : templateShape(bytes) ?? .opaque
        }
    }

    /// `int`, `uuid`, `date` or `hex` when the bytes look like one.
    package static func typedShape(_ bytes: UnsafeBufferPointer<UInt8>) -> SegmentShape? {
        if bytes.count <= 18 && bytes.allSatisfy(ByteScanning.isDigit) { return .int }
        if ByteScanning.isUUID(bytes) { return .uuid }
        if isDate(bytes) { return .date }
        if bytes.count >= 8 && bytes.allSatisfy(ByteScanning.isHexDigit) && bytes.contains(where: ByteScanning.isDigit)
        {
            return .hex
        }
        return nil
    }

    /// `YYYY-MM-DD` with a month 01…12 and a day 01…31.
    package static func isDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        for index in 0..<10 where index != 4 && index != 7 && !ByteScanning.isDigit(bytes[index]) { return false }
        let month = Int(bytes[5] - 0x30) * 10 + Int(bytes[6] - 0x30)
        let day = Int(bytes[8] - 0x30) * 10 + Int(bytes[9] - 0x30)
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Whether a decoded segment can stand in a format as a literal that compares equal to it.
    package static func isWritableLiteral(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if text == "*" || text == ".*" || bytes.first == UInt8(ascii: ":") { return false }
        if text.unicodeScalars.contains("\u{FFFD}") { return false }
        return !bytes.contains { byte in
            byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
                || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        }
    }

    /// The camel-cased, singularized ASCII words of `previous` followed by `suffix`.
    package static func baseName(_ previous: String?, suffix: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in (previous ?? "").unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else {
            return suffix.isEmpty ? "segment" : suffix.lowercased()
        }
        words[words.count - 1] = singular(words[words.count - 1])
        var name = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                name += word.prefix(1).lowercased() + word.dropFirst()
            } else {
                name += word.prefix(1).uppercased() + word.dropFirst()
            }
            if name.count >= 32 { break }
        }
        return String(name.prefix(32)) + suffix
    }

    /// A simple English singular: `categories` → `category`, `boxes` → `box`, `items` → `item`.
    package static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.count > 3 && lower.hasSuffix("ies") { return word.dropLast(3) + "y" }
        for ending in ["sses", "xes", "ches", "shes", "zes"] where lower.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return word }
        if lower.count > 1 && lower.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }

}
