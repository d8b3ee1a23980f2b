extension FormatSuggester {
    /// Writes the shape of a raw (undecoded, query-free) path as bytes into `key` (emptied first): per
    /// non-empty segment a `/`, a tag (`l` literal, `i` int, `u` uuid, `h` hex, `d` date, `o` not
    /// writable as a literal) and, for a literal, its decoded text. Paths with the same key get the
    /// same suggested format, so the analyzer counts shapes by key and names params only once per
    /// kept key (``shapes(ofKey:)``, ``render(_:)``). Plain ASCII segments are classified in one pass
    /// over their bytes without allocating (as ``shape(ofRaw:)`` would classify them); segments with
    /// percent-escapes or non-ASCII bytes are decoded.
    static func shapeKey(ofPath path: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        byteClasses.withUnsafeBufferPointer { classes in shapeKey(ofPath: path, classes: classes, into: &key) }
    }

    private static func shapeKey(
        ofPath path: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]
    ) {
        var start = 0
        while start < path.count {
            var end = start
            // One pass over the segment: where it ends and what its bytes are (one table look-up a byte).
            var digits = 0
            var hexLetters = 0
            var seen: UInt8 = 0
            while end < path.count {
                let byte = path[end]
                if byte == UInt8(ascii: "/") { break }
                let byteClass = classes[Int(byte)]
                digits &+= Int(byteClass & ByteClass.digit)
                hexLetters &+= Int((byteClass & ByteClass.hexLetter) >> 1)
                seen |= byteClass
                end &+= 1
            }
            let needsDecoding = seen & ByteClass.needsDecoding != 0
            let unwritable = seen & ByteClass.unwritable != 0
            defer { start = end + 1 }
            let count = end - start
            guard count > 0 else { continue }
            let segment = UnsafeBufferPointer(rebasing: path[start..<end])
            key.append(UInt8(ascii: "/"))
            if needsDecoding {
                appendTag(of: shape(ofRaw: segment), to: &key)
            } else if digits == count && count <= 18 {
                key.append(UInt8(ascii: "i"))
            } else if count == 36 && isUUID(segment) {
                key.append(UInt8(ascii: "u"))
            } else if count == 10 && isDate(segment) {
                key.append(UInt8(ascii: "d"))
            } else if count >= 8 && digits > 0 && digits + hexLetters == count {
                key.append(UInt8(ascii: "h"))
            } else if unwritable || segment[0] == UInt8(ascii: ":")
                || (count == 1 && segment[0] == UInt8(ascii: "*"))
                || (count == 2 && segment[0] == UInt8(ascii: ".") && segment[1] == UInt8(ascii: "*"))
            {
                key.append(UInt8(ascii: "o"))
            } else {
                key.append(UInt8(ascii: "l"))
                key.append(contentsOf: segment)
            }
        }
    }

    /// What ``shapeKey(ofPath:into:)`` needs to know of a byte, as bits.
    private enum ByteClass {
        static let digit: UInt8 = 1
        static let hexLetter: UInt8 = 2
        /// `%` or not ASCII: the segment is decoded before it is classified.
        static let needsDecoding: UInt8 = 4
        /// A control byte, `?`, `#`, `{` or `}`: the segment cannot be written as a literal.
        static let unwritable: UInt8 = 8
    }

    /// The ``ByteClass`` bits of every byte value.
    private static let byteClasses: [UInt8] = (0...255).map { (byte: Int) -> UInt8 in
        let byte = UInt8(byte)
        if byte &- 0x30 < 10 { return ByteClass.digit }
        if (byte | 0x20) &- 0x61 < 6 { return ByteClass.hexLetter }
        if byte == UInt8(ascii: "%") || byte >= 0x80 { return ByteClass.needsDecoding }
        if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        {
            return ByteClass.unwritable
        }
        return 0
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

    private static func appendTag(of shape: SegmentShape, to key: inout [UInt8]) {
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
}
