extension FormatSuggester {
    /// Writes the shape of a raw (undecoded, query-free) path as bytes into `key` (emptied first): per
    /// non-empty segment a `/`, a tag (`l` literal, `i` int, `u` uuid, `h` hex, `d` date, `o` not
    /// writable as a literal, `p` a route template's `{name}`, `c` its `{name+}`) and, for a literal, its
    /// decoded text, for a template's segment its name. Paths with the same key get the
    /// same suggested format, so the analyzer counts shapes by key and names params only once per
    /// kept key (``shapes(ofKey:)``, ``render(_:)``). Plain ASCII segments are classified in one pass
    /// over their bytes without allocating (as ``shape(ofRaw:)`` would classify them); segments with
    /// percent-escapes or non-ASCII bytes are decoded.
    package static func shapeKey(ofPath path: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) {
        var isPlain = false
        let plain = [UInt8](unsafeUninitializedCapacity: plainKeyCapacity(forPathLength: path.count)) { buffer, count in
            let length = plainShapeKey(ofPath: path, into: buffer.baseAddress!)
            isPlain = length != nil
            count = length ?? 0
        }
        if isPlain {
            key = plain
        } else {
            decodingShapeKey(ofPath: path, into: &key)
        }
    }

    /// The shape key of a path with escapes or non-ASCII bytes (where ``plainShapeKey(ofPath:into:)``
    /// gives nil), written into `key` (emptied first).
    package static func decodingShapeKey(ofPath path: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        byteClasses.withUnsafeBufferPointer { classes in decodingShapeKey(ofPath: path, classes: classes, into: &key) }
    }

    /// The room ``plainShapeKey(ofPath:into:)`` needs for a path of `length` bytes: per segment of n
    /// bytes at most n + 2 (`/`, the tag, the literal or name), and segments are separated by at least one
    /// byte.
    package static func plainKeyCapacity(forPathLength length: Int) -> Int { 2 * length + 2 }

    /// The shape key of a path none of whose segments needs decoding (no `%`, ASCII only), written at
    /// `key` (room for ``plainKeyCapacity(forPathLength:)`` bytes; nil: only classify); returns its
    /// length, or nil when a segment needs decoding (then ``shapeKey(ofPath:into:)`` decodes). One pass
    /// over the bytes with one table look-up each, no allocation: the analyzer runs it once per
    /// distinct unmatched path of every chunk.
    package static func plainShapeKey(ofPath path: UnsafeBufferPointer<UInt8>, into key: UnsafeMutablePointer<UInt8>?)
        -> Int?
    {
        guard let base = path.baseAddress else { return 0 }
        let classes = byteClassTable
        let count = path.count
        var written = 0
        var start = 0
        while start < count {
            var end = start
            var digits = 0
            var hexLetters = 0
            var seen: UInt8 = 0
            while end < count {
                let byte = base[end]
                if byte == UInt8(ascii: "/") { break }
                let byteClass = classes[Int(byte)]
                digits &+= Int(byteClass & ByteClass.digit)
                hexLetters &+= Int((byteClass & ByteClass.hexLetter) >> 1)
                seen |= byteClass
                end &+= 1
            }
            let length = end &- start
            let segmentStart = start
            start = end &+ 1
            guard length > 0 else { continue }
            if seen & ByteClass.needsDecoding != 0 { return nil }
            let segment = UnsafeBufferPointer(start: base + segmentStart, count: length)
            var tag: UInt8
            var named = 0..<0  // the bytes of the segment written after its tag
            if digits == length && length <= 18 {
                tag = UInt8(ascii: "i")
            } else if length == 36 && ByteScanning.isUUID(segment) {
                tag = UInt8(ascii: "u")
            } else if length == 10 && isDate(segment) {
                tag = UInt8(ascii: "d")
            } else if length >= 8 && digits > 0 && digits &+ hexLetters == length {
                tag = UInt8(ascii: "h")
            } else if seen & ByteClass.unwritable != 0 || segment[0] == UInt8(ascii: ":")
                || (length == 1 && segment[0] == UInt8(ascii: "*"))
                || (length == 2 && segment[0] == UInt8(ascii: ".") && segment[1] == UInt8(ascii: "*"))
            {
                tag = UInt8(ascii: "o")
                switch templateShape(segment) {
                case .templateParameter?:
                    tag = UInt8(ascii: "p")
                    named = 1..<(length &- 1)
                case .templateCatchAll?:
                    tag = UInt8(ascii: "c")
                    named = 1..<(length &- 2)
                default: break
                }
            } else {
                tag = UInt8(ascii: "l")
                named = 0..<length
            }
            if let key {
                key[written] = UInt8(ascii: "/")
                key[written &+ 1] = tag
                (key + (written &+ 2)).update(from: base + segmentStart + named.lowerBound, count: named.count)
            }
            written &+= 2 &+ named.count
        }
        return written
    }

    /// The shape key of any path, segments with escapes or non-ASCII bytes decoded first (rare: the
    /// plain pass above handles the rest).
    private static func decodingShapeKey(
        ofPath path: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, into key: inout [UInt8]
    ) {
        var start = 0
        while start < path.count {
            var end = start
            var seen: UInt8 = 0
            while end < path.count && path[end] != UInt8(ascii: "/") {
                seen |= classes[Int(path[end])]
                end &+= 1
            }
            defer { start = end + 1 }
            guard end > start else { continue }
            let segment = UnsafeBufferPointer(rebasing: path[start..<end])
            if seen & ByteClass.needsDecoding != 0 {
                key.append(UInt8(ascii: "/"))
                appendTag(of: shape(ofRaw: segment), to: &key)
            } else {
                // A plain segment: the plain pass gives its two or more key bytes.
                let room = plainKeyCapacity(forPathLength: segment.count)
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
                    let length = plainShapeKey(ofPath: segment, into: buffer.baseAddress!) ?? 0
                    key.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<length]))
                }
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

    /// ``byteClasses`` in memory that lives as long as the process, read without a bounds check.
    nonisolated(unsafe) private static let byteClassTable: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(from: byteClasses, count: 256)
        return UnsafePointer(table)
    }()

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
    package static func shapes(ofKey key: String) -> [SegmentShape] {
        key.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst().map { part in
            switch part.first {
            case UInt8(ascii: "l"): .literal(String(decoding: part.dropFirst(), as: UTF8.self))
            case UInt8(ascii: "i"): .int
            case UInt8(ascii: "u"): .uuid
            case UInt8(ascii: "h"): .hex
            case UInt8(ascii: "d"): .date
            case UInt8(ascii: "p"): .templateParameter(String(decoding: part.dropFirst(), as: UTF8.self))
            case UInt8(ascii: "c"): .templateCatchAll(String(decoding: part.dropFirst(), as: UTF8.self))
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
        case .templateParameter(let name):
            key.append(UInt8(ascii: "p"))
            key.append(contentsOf: name.utf8)
        case .templateCatchAll(let name):
            key.append(UInt8(ascii: "c"))
            key.append(contentsOf: name.utf8)
        }
    }
}
