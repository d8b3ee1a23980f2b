import Glibc

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
        while let found = firstIndex(of: newline, in: base, from: index, to: bytes.count) {
            count += 1
            index = found + 1
        }
        return index < bytes.count ? count + 1 : count
    }

    /// Index of the first `byte` in `base[from..<to]`, or nil.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Index of the last `byte` in `base[from..<to]`, or nil.
    static func lastIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var index = to - 1
        while index >= from {
            if base[index] == byte { return index }
            index -= 1
        }
        return nil
    }
}
