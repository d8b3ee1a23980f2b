/// Line boundaries in raw bytes.
enum LineBytes {
    /// The ASCII line feed.
    static let newline: UInt8 = 0x0A
    /// The ASCII carriage return.
    static let carriageReturn: UInt8 = 0x0D

    /// Number of lines in `bytes`: one per line feed, plus one for a last line without a line feed.
    static func countLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
        var count = 0
        var index = 0
        while let found = LogBytes.firstIndex(of: newline, in: base, from: index, to: bytes.count) {
            count += 1
            index = found + 1
        }
        return index < bytes.count ? count + 1 : count
    }
}
