/// Percent-decoding as docs/format-language.md, Matching defines it: `%XX` with two hex digits becomes one byte; an invalid
/// escape is kept as written; `+` is not a space. Decoding happens once (`%2531` → `%31`).
public enum PercentDecoding {
    /// The decoded text of `bytes` (invalid UTF-8 after decoding is repaired with U+FFFD).
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        let decoded = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = decode(bytes, into: buffer.baseAddress!)
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The decoded text of `text`.
    public static func decode(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { decode($0) }
    }

    /// Decodes `bytes` into `output` (room for `bytes.count` bytes); returns the decoded length.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        let count = bytes.count
        while read < count {
            let byte = bytes[read]
            if byte == UInt8(ascii: "%") && read + 2 < count,
                let high = ByteScanning.hexValue(bytes[read + 1]), let low = ByteScanning.hexValue(bytes[read + 2])
            {
                output[written] = high << 4 | low
                read += 3
            } else {
                output[written] = byte
                read += 1
            }
            written += 1
        }
        return written
    }

    /// Whether `raw`, once decoded, equals `expected` (no buffer needed).
    package static func decodedEquals(_ raw: UnsafeBufferPointer<UInt8>, _ expected: UnsafeBufferPointer<UInt8>) -> Bool {
        var read = 0
        var position = 0
        let count = raw.count
        while read < count {
            var byte = raw[read]
            if byte == UInt8(ascii: "%") && read + 2 < count,
                let high = ByteScanning.hexValue(raw[read + 1]), let low = ByteScanning.hexValue(raw[read + 2])
            {
                byte = high << 4 | low
                read += 3
            } else {
                read += 1
            }
            guard position < expected.count, expected[position] == byte else { return false }
            position += 1
        }
        return position == expected.count
    }
}
