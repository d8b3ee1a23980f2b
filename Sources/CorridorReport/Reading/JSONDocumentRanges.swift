/// The byte ranges of the documents in a stream of JSON documents one after another (separated by whitespace or
/// not at all: JSON lines, concatenated documents), found without parsing them: an object or array ends at the
/// bracket that closes it (brackets inside strings skipped), a string at its closing quote, anything else at the
/// next whitespace or bracket. What a range holds is for the decoder to check; an unclosed document runs to the end.
struct JSONDocumentRanges: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var index = 0

    /// The documents of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next document's range; nil when only whitespace is left.
    mutating func next() -> Range<Int>? {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["): skipNested()
        case UInt8(ascii: "\""): skipString()
        default:
            while index < bytes.count, !Self.isWhitespace(bytes[index]), !Self.isBracket(bytes[index]),
                bytes[index] != UInt8(ascii: "\"")
            {
                index += 1
            }
            if index == start { index += 1 }  // a stray closing bracket
        }
        return start..<index
    }

    /// Moves past the object or array at `index`.
    private mutating func skipNested() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                skipString()
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            default: break
            }
            index += 1
        }
    }

    /// Moves past the string at `index` (its escapes included).
    private mutating func skipString() {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        index = bytes.count
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func isBracket(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }
}
