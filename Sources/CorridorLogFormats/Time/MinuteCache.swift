import CorridorCore
/// The last timestamp read by a parser, down to the minute: its text but for the seconds (and an ISO 8601 fraction),
/// and the instant of its second 0. Logs are written in time order, so most lines fall in the minute of the line
/// before; such a line's time costs a compare of its other bytes and two digits (``LogTimestamp`` reads the others).
/// The text compared covers the date, hour, minute and UTC offset, so the result is the same as a full read for every
/// timestamp, valid or not: a cached text was valid, and the seconds (and a fraction) are checked as a full read would
/// (two digits, at most 60). One cache serves one syntax: a parser reads one format.
final class MinuteCache {
    /// Access log: bytes 0..<8, 8..<16, 16..<24 (the seconds at 18 and 19 masked out) and 24..<26 of the cached text.
    /// ISO 8601: bytes 0..<8, 8..<16 and 16 (`:`), then the zone after the seconds and fraction
    /// (up to 7 bytes, its length in the top byte).
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
        return time(words: words, seconds: base + from + 18) { LogTimestamp.accessLog(base, from: from, to: to) }
    }

    /// The time of `2026-11-21T05:06:37.123+02:00` at `base[from..<to]`, as ``LogTimestamp/iso8601(_:from:to:)``
    /// reads it.
    @inline(__always)
    func iso8601(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 19 else { return LogTimestamp.iso8601(base, from: from, to: to) }
        let text = UnsafeRawPointer(base + from)
        // The zone starts after the seconds and an optional fraction.
        guard let zoneStart = LogTimestamp.fractionEnd(base, from: from + 19, to: to) else { return nil }
        guard to - zoneStart <= 7 else { return LogTimestamp.iso8601(base, from: from, to: to) }
        var zone = UInt64(truncatingIfNeeded: to - zoneStart) << 56
        for index in zoneStart..<to { zone |= UInt64(base[index]) << (UInt64(truncatingIfNeeded: index - zoneStart) &* 8) }
        let words = (
            UInt64(littleEndian: text.loadUnaligned(as: UInt64.self)),
            UInt64(littleEndian: text.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
            UInt64(base[from + 16]),
            zone
        )
        return time(words: words, seconds: base + from + 17) { LogTimestamp.iso8601(base, from: from, to: to) }
    }

    /// The time of W3C's split columns, `2026-11-21` at `base[dateFrom..<dateTo]` and `05:06:37` at
    /// `base[timeFrom..<timeTo]`, as ``LogTimestamp/dateAndTime(_:dateFrom:dateTo:timeFrom:timeTo:)`` reads them.
    @inline(__always)
    func dateAndTime(_ base: UnsafePointer<UInt8>, dateFrom: Int, dateTo: Int, timeFrom: Int, timeTo: Int) -> Int64? {
        guard dateTo - dateFrom == 10, timeTo - timeFrom == 8 else {
            return LogTimestamp.dateAndTime(base, dateFrom: dateFrom, dateTo: dateTo, timeFrom: timeFrom, timeTo: timeTo)
        }
        let date = UnsafeRawPointer(base + dateFrom)
        let time = UnsafeRawPointer(base + timeFrom)
        let words = (
            UInt64(littleEndian: date.loadUnaligned(as: UInt64.self)),
            UInt64(UInt16(littleEndian: date.loadUnaligned(fromByteOffset: 8, as: UInt16.self))),
            // `05:06:` — the hour, the minute and the colon before the seconds.
            UInt64(UInt32(littleEndian: time.loadUnaligned(as: UInt32.self)))
                | UInt64(UInt16(littleEndian: time.loadUnaligned(fromByteOffset: 4, as: UInt16.self))) << 32,
            UInt64(0xFF) << 56
        )
        return self.time(words: words, seconds: base + timeFrom + 6) {
            LogTimestamp.dateAndTime(base, dateFrom: dateFrom, dateTo: dateTo, timeFrom: timeFrom, timeTo: timeTo)
        }
    }

    /// The time of a text whose words but for the seconds are `words`, its seconds' two digits at `seconds`: from the
    /// cached minute when the words are the cached ones, else from `fullRead` (whose valid result is then cached).
    @inline(__always)
    private func time(
        words: (UInt64, UInt64, UInt64, UInt64), seconds: UnsafePointer<UInt8>, fullRead: () -> Int64?
    ) -> Int64? {
        let tens = seconds[0] &- LogTimestamp.zero
        let ones = seconds[1] &- LogTimestamp.zero
        if let minuteStart, words == self.words {
            guard tens <= 9, ones <= 9 else { return nil }
            let second = Int64(tens) * 10 + Int64(ones)
            return second <= 60 ? minuteStart + second : nil
        }
        guard let time = fullRead() else { return nil }
        self.words = words
        minuteStart = time - (Int64(tens) * 10 + Int64(ones))
        return time
    }

    /// A JSON timestamp, as ``LogTimestamp/isoOrEpoch(_:from:to:)`` reads it (ISO 8601 through the cache).
    @inline(__always)
    func isoOrEpoch(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        if to - from >= 10 && base[from + 4] == ByteScanning.dash { return iso8601(base, from: from, to: to) }
        return LogTimestamp.epoch(base, from: from, to: to)
    }
}
