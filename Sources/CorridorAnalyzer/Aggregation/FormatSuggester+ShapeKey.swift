extension FormatSuggester {
    /// Writes the shape of a raw (undecoded, query-free) path as bytes into `key` (emptied first): per
    /// non-empty segment a `/`, a tag (`l` literal, `i` int, `u` uuid, `h` hex, `d` date, `o` not
    /// writable as a literal) and, for a literal, its decoded text. Paths with the same key get the
    /// same suggested format, so the analyzer counts shapes by key and names params only once per
    /// kept key (``shapes(ofKey:)``, ``render(_:)``). Plain ASCII segments are classified on their
    /// bytes without allocating; segments with percent-escapes or non-ASCII bytes are decoded.
    static func shapeKey(ofPath path: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        var start = 0
        for index in 0...path.count where index == path.count || path[index] == UInt8(ascii: "/") {
            defer { start = index + 1 }
            guard index > start else { continue }
            let segment = UnsafeBufferPointer(rebasing: path[start..<index])
            key.append(UInt8(ascii: "/"))
            if segment.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) {
                appendTag(of: shape(ofRaw: segment), raw: segment, to: &key)
            } else if let typed = typedShape(segment) {
                appendTag(of: typed, raw: segment, to: &key)
            } else if isWritableASCIILiteral(segment) {
                key.append(UInt8(ascii: "l"))
                key.append(contentsOf: segment)
            } else {
                key.append(UInt8(ascii: "o"))
            }
        }
    }

    /// The segment shapes a key of ``shapeKey(ofPath:into:)`` stands for.
    static func shapes(ofKey key: String) -> [SegmentShape] {
        key.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst().map { part in
            switch part.first {
            case UInt8(ascii: "l"): .literal(String(decoding: part.dropFirst(), as: UTF8.self))
            case UInt8(ascii: "i"): .int
            case UInt8(ascii: "u"): .uuid
            case UInt8(ascii: "h"): .hex
            case UInt8(ascii: "d"): .date
            default: .opaque
            }
        }
    }

    /// The suggested format of a shape key, or nil when it does not parse.
    package func suggestion(forShapeKey key: String) -> String? {
        let format = render(FormatSuggester.shapes(ofKey: key))
        return isValid(format) ? format : nil
    }

    private static func appendTag(of shape: SegmentShape, raw: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        switch shape {
        case .literal(let text):
            key.append(UInt8(ascii: "l"))
            key.append(contentsOf: text.utf8)
        case .int: key.append(UInt8(ascii: "i"))
        case .uuid: key.append(UInt8(ascii: "u"))
        case .hex: key.append(UInt8(ascii: "h"))
        case .date: key.append(UInt8(ascii: "d"))
        case .opaque: key.append(UInt8(ascii: "o"))
        }
    }

    /// ``isWritableLiteral(_:_:)`` for a segment of ASCII bytes without percent-escapes.
    private static func isWritableASCIILiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.first == UInt8(ascii: ":") { return false }
        if bytes.count == 1 && bytes[0] == UInt8(ascii: "*") { return false }
        if bytes.count == 2 && bytes[0] == UInt8(ascii: ".") && bytes[1] == UInt8(ascii: "*") { return false }
        return !bytes.contains { byte in
            byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
                || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        }
    }
}
