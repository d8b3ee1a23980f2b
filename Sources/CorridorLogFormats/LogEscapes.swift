import CorridorCore

/// Decoding of the escapes that web servers and JSON put into logged fields.
///
/// Handles Apache's and nginx's `\"`, `\\`, `\xHH` and the C-style `\b \f \n \r \t \v`, and JSON's `\/` and
/// `\uXXXX` (surrogate pairs joined; a lone surrogate becomes U+FFFD). An unknown or incomplete escape is kept as
/// written. The output is never longer than the input.
enum LogEscapes {
    /// Decodes `source` into `destination` (room for `source.count` bytes); returns the number of bytes written.
    static func decode(_ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = source.baseAddress else { return 0 }
        let end = source.count
        var read = 0
        var written = 0
        while read < end {
            guard let slash = ByteScanning.firstIndex(of: ByteScanning.backslash, in: base, from: read, to: end) else {
                (destination + written).update(from: base + read, count: end - read)
                written += end - read
                break
            }
            if slash > read {
                (destination + written).update(from: base + read, count: slash - read)
                written += slash - read
            }
            read = slash
            let (consumed, produced) = decodeEscape(base, at: slash, end: end, into: destination + written)
            read += consumed
            written += produced
        }
        return written
    }

    /// Decodes the escape starting with the backslash at `base[at]`; returns bytes consumed and bytes written.
    @inline(__always)
    private static func decodeEscape(
        _ base: UnsafePointer<UInt8>, at: Int, end: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> (consumed: Int, produced: Int) {
        guard at + 1 < end else {
            out[0] = ByteScanning.backslash
            return (1, 1)
        }
        let simple: UInt8?
        switch base[at + 1] {
        case 0x22: simple = 0x22  // \"
        case 0x5C: simple = 0x5C  // \\
        case 0x2F: simple = 0x2F  // \/
        case 0x62: simple = 0x08  // \b
        case 0x66: simple = 0x0C  // \f
        case 0x6E: simple = 0x0A  // \n
        case 0x72: simple = 0x0D  // \r
        case 0x74: simple = 0x09  // \t
        case 0x76: simple = 0x0B  // \v
        case 0x78:  // \xHH
            if at + 3 < end, let high = ByteScanning.hexValue(base[at + 2]),
                let low = ByteScanning.hexValue(base[at + 3])
            {
                out[0] = UInt8(high << 4 | low)
                return (4, 1)
            }
            simple = nil
        case 0x75:  // \uXXXX
            if let unit = hex4(base, at: at + 2, end: end) {
                return decodeUnicode(unit, base, at: at, end: end, into: out)
            }
            simple = nil
        default:
            simple = nil
        }
        if let simple {
            out[0] = simple
            return (2, 1)
        }
        out[0] = ByteScanning.backslash
        return (1, 1)
    }

    private static func decodeUnicode(
        _ unit: UInt32, _ base: UnsafePointer<UInt8>, at: Int, end: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> (consumed: Int, produced: Int) {
        var scalar = unit
        var consumed = 6
        if unit >= 0xD800 && unit <= 0xDBFF {
            if at + 12 <= end, base[at + 6] == ByteScanning.backslash, base[at + 7] == 0x75,
                let low = hex4(base, at: at + 8, end: end), low >= 0xDC00 && low <= 0xDFFF
            {
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                consumed = 12
            } else {
                scalar = 0xFFFD
            }
        } else if unit >= 0xDC00 && unit <= 0xDFFF {
            scalar = 0xFFFD
        }
        return (consumed, encodeUTF8(scalar, into: out))
    }

    @inline(__always)
    private static func hex4(_ base: UnsafePointer<UInt8>, at: Int, end: Int) -> UInt32? {
        guard at + 4 <= end,
            let a = ByteScanning.hexValue(base[at]), let b = ByteScanning.hexValue(base[at + 1]),
            let c = ByteScanning.hexValue(base[at + 2]), let d = ByteScanning.hexValue(base[at + 3])
        else { return nil }
        return UInt32(a) << 12 | UInt32(b) << 8 | UInt32(c) << 4 | UInt32(d)
    }

    private static func encodeUTF8(_ scalar: UInt32, into out: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            out[0] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            out[0] = UInt8(0xC0 | scalar >> 6)
            out[1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            out[0] = UInt8(0xE0 | scalar >> 12)
            out[1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            out[2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            out[0] = UInt8(0xF0 | scalar >> 18)
            out[1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            out[2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            out[3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }

    /// True when `raw` (an escaped JSON key, say) decodes to exactly `expected[from..<from + n]` for some `n`, and
    /// returns the index in `expected` after it; nil when it does not.
    static func decodedPrefixMatch(
        _ raw: UnsafeBufferPointer<UInt8>, expected: UnsafeBufferPointer<UInt8>, from: Int
    ) -> Int? {
        guard let base = raw.baseAddress else { return from }
        var read = 0
        var position = from
        var decoded: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        while read < raw.count {
            if base[read] != ByteScanning.backslash {
                guard position < expected.count, expected[position] == base[read] else { return nil }
                read += 1
                position += 1
                continue
            }
            let (consumed, produced) = withUnsafeMutableBytes(of: &decoded) { bytes in
                decodeEscape(
                    base, at: read, end: raw.count, into: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
            read += consumed
            guard position + produced <= expected.count else { return nil }
            let matches = withUnsafeBytes(of: &decoded) { bytes in
                (0..<produced).allSatisfy { expected[position + $0] == bytes[$0] }
            }
            guard matches else { return nil }
            position += produced
        }
        return position
    }
}
