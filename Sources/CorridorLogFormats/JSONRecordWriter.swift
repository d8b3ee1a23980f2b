import CorridorCore

/// Writes one JSON object of string members into a buffer, as a line's pairs are read (a logfmt line's, an LTSV
/// line's): `{"name":"value",…}`, each byte JSON needs escaped written as its escape. The buffer must hold
/// ``LogWrapper/bufferCapacity(forLine:)`` bytes for the line.
struct JSONRecordWriter {
    let buffer: UnsafeMutablePointer<UInt8>
    private(set) var length = 0
    /// The members written (each closed by ``endValue()``).
    private(set) var memberCount = 0

    /// A writer of an object that starts at `buffer`.
    init(into buffer: UnsafeMutablePointer<UInt8>) {
        self.buffer = buffer
        put(UInt8(ascii: "{"))
    }

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        buffer[length] = byte
        length += 1
    }

    /// Opens a member's name (after a `,` for every member but the first).
    mutating func beginName() {
        if memberCount > 0 { put(UInt8(ascii: ",")) }
        put(ByteScanning.quote)
    }

    /// Closes the member's name and opens its value.
    mutating func beginValue() {
        put(ByteScanning.quote)
        put(ByteScanning.colon)
        put(ByteScanning.quote)
    }

    /// Closes the member's value.
    mutating func endValue() {
        put(ByteScanning.quote)
        memberCount += 1
    }

    /// `name`, a name of the code's own (no byte in it needs an escape).
    mutating func putName(_ name: String) {
        for byte in name.utf8 { put(byte) }
    }

    /// `base[from..<to]` as a JSON string's content; with `unescaping`, a backslash's escape read first (`\n`,
    /// `\t`, `\r`; any other byte stands for itself), as a quoted logfmt value writes them.
    mutating func putString(_ base: UnsafePointer<UInt8>, from: Int, to: Int, unescaping: Bool = false) {
        var index = from
        while index < to {
            var byte = base[index]
            if unescaping && byte == ByteScanning.backslash && index + 1 < to {
                index += 1
                byte = base[index]
                switch byte {
                case UInt8(ascii: "n"): byte = 0x0A
                case UInt8(ascii: "t"): byte = 0x09
                case UInt8(ascii: "r"): byte = 0x0D
                default: break
                }
            }
            if JSONEscaping.needsEscape(byte) {
                length += JSONEscaping.writeEscape(of: byte, to: buffer + length)
            } else {
                put(byte)
            }
            index += 1
        }
    }

    /// The object, closed.
    mutating func finished() -> UnsafeBufferPointer<UInt8> {
        put(UInt8(ascii: "}"))
        return UnsafeBufferPointer(start: buffer, count: length)
    }
}
