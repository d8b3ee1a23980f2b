/// The one rule for writing bytes inside a JSON string literal, shared by every layer that writes JSON: the reports
/// (``StringEscaping`` in CorridorReport), the YAML documents the input layer turns into JSON lines, and the logfmt
/// lines the log formats read as JSON. `"` and `\` are escaped with a backslash, the usual control characters by
/// name (`\n`, `\r`, `\t`, `\b`, `\f`), the others and DEL as `\u00XX`; every other byte (UTF-8 included) is copied.
package enum JSONEscaping {
    /// The longest escape of one byte (`\u00XX`).
    package static let longestEscape = 6

    /// Whether `byte` is written escaped.
    @inlinable @inline(__always)
    package static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C
    }

    /// Writes the escape of `byte` at `destination`, which has room for ``longestEscape`` bytes — its name for `"`,
    /// `\` and the usual control characters, else `\u00XX` (the escape ``needsEscape(_:)`` asks for, or any other byte
    /// written by its code point) — and returns how many it wrote.
    package static func writeEscape(of byte: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        destination[0] = 0x5C
        let named: UInt8? =
            switch byte {
            case 0x22: 0x22
            case 0x5C: 0x5C
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            default: nil
            }
        if let named {
            destination[1] = named
            return 2
        }
        destination[1] = UInt8(ascii: "u")
        destination[2] = UInt8(ascii: "0")
        destination[3] = UInt8(ascii: "0")
        destination[4] = hexDigit(byte >> 4)
        destination[5] = hexDigit(byte & 0x0F)
        return 6
    }

    /// Appends `bytes` escaped (without quotes around them), copied in runs between the bytes that need escaping.
    package static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        var escape: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
        for index in 0..<bytes.count where needsEscape(bytes[index]) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            withUnsafeMutableBytes(of: &escape) { raw in
                let start = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let count = writeEscape(of: bytes[index], to: start)
                output.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
}
