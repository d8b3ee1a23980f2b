/// The last access-log timestamp read by a parser, down to the minute: its text but for the seconds, and the instant
/// of its second 0. Logs are written in time order, so most lines fall in the minute of the line before; such a
/// line's time costs a compare of its 24 other bytes and two digits (``LogTimestamp/accessLog(_:from:to:)`` reads
/// the others). The text compared covers the date, hour, minute and UTC offset, so the result is the same as a full
/// read for every timestamp, valid or not: a cached text was valid, and the seconds are checked as a full read would
/// (two digits, at most 60).
final class MinuteCache {
    /// Bytes 0..<8, 8..<16, 16..<24 (the seconds at 18 and 19 masked out) and 24..<26 of the cached text.
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The instant of the cached minute's second 0; nil before a valid text was read.
    private var minuteStart: Int64?

    /// Bytes 18 and 19 (the seconds) of the third word, read little-endian.
    private static let secondsMask: UInt64 = 0xFFFF_FFFF_0000_FFFF

    /// The time of `21/Nov/2026:05:06:37 +0200` at `base[from..<to]`, as ``LogTimestamp/accessLog(_:from:to:)``
    /// reads it.
    @inline(__always)
    func accessLog(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from == 26 else { return nil }
        let text = UnsafeRawPointer(base + from)
        let words = (
            UInt64(littleEndian: text.loadUnaligned(as: UInt64.self)),
            UInt64(littleEndian: text.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
            UInt64(littleEndian: text.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) & MinuteCache.secondsMask,
            UInt64(UInt16(littleEndian: text.loadUnaligned(fromByteOffset: 24, as: UInt16.self)))
        )
        let tens = base[from + 18] &- LogTimestamp.zero
        let ones = base[from + 19] &- LogTimestamp.zero
        if let minuteStart, words == self.words {
            guard tens <= 9, ones <= 9 else { return nil }
            let second = Int64(tens) * 10 + Int64(ones)
            return second <= 60 ? minuteStart + second : nil
        }
        guard let seconds = LogTimestamp.accessLog(base, from: from, to: to) else { return nil }
        self.words = words
        minuteStart = seconds - (Int64(tens) * 10 + Int64(ones))
        return seconds
    }
}
