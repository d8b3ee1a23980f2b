import CorridorCore
@testable import CorridorLogFormats
import Testing

@Suite("The parser's minute cache reads times as a full read does")
struct MinuteCacheTests {
    /// Reads `texts` in order through one cache; each result must be the full read's.
    private static func expectSameAsFullReads(_ texts: [String]) {
        let cache = MinuteCache()
        for text in texts {
            let cached = LogTimestampTests.read(text) { cache.accessLog($0, from: $1, to: $2) }
            #expect(cached == LogTimestampTests.accessLog(text), "\(text)")
        }
    }

    @Test(
        "sequences of lines",
        arguments: [
            // The same minute, then the next ones (a leap second 60 reads as the next minute's 0).
            [
                "21/Nov/2026:05:06:37 +0200", "21/Nov/2026:05:06:38 +0200", "21/Nov/2026:05:06:00 +0200",
                "21/Nov/2026:05:06:59 +0200", "21/Nov/2026:05:06:60 +0200", "21/Nov/2026:05:07:00 +0200",
            ],
            // Texts that differ only in their offset.
            [
                "21/Nov/2026:05:06:37 +0200", "21/Nov/2026:05:06:37 +0000", "21/Nov/2026:05:06:37 -0200",
                "21/Nov/2026:05:06:38 +0230", "21/Nov/2026:05:06:38 +0200",
            ],
            // Day, month and year rollovers.
            [
                "31/Dec/2026:23:59:59 +0000", "01/Jan/2027:00:00:00 +0000", "31/Dec/2026:23:59:58 +0000",
                "28/Feb/2027:23:59:59 +0000", "01/Mar/2027:00:00:01 +0000",
            ],
            // Unreadable seconds after a valid text of the same minute, then valid again.
            [
                "21/Nov/2026:05:06:37 +0200", "21/Nov/2026:05:06:61 +0200", "21/Nov/2026:05:06:3a +0200",
                "21/Nov/2026:05:06::7 +0200", "21/Nov/2026:05:06:99 +0200", "21/Nov/2026:05:06:39 +0200",
            ],
            // Unreadable texts of other shapes in between, and the letter case of the month.
            [
                "21/Nov/2026:05:06:37 +0200", "21/Nov/2026:05:06:37 +02000", "21/Nov/2026:05:06:37", "",
                "21/NOV/2026:05:06:37 +0200", "21/nov/2026:05:06:38 +0200", "31/Nov/2026:05:06:38 +0200",
                "21/Nov/2026:05:06:38 +2400", "21/Nov/2026:05:06:38 +0200",
            ],
            // Never a valid text: nothing is cached.
            [
                "21/Nov/2026:05:06:60 +9999", "21/Nov/2026:05:06:59 +9999", "30/Feb/2026:05:06:37 +0200",
                "30/Feb/2026:05:06:38 +0200",
            ],
        ])
    func sequences(texts: [String]) {
        Self.expectSameAsFullReads(texts)
    }

    /// W3C's split `date` and `time` columns (`2026-11-21` `05:06:37`) through one cache, each as the full read.
    @Test(
        "split date and time columns",
        arguments: [
            [
                ("2026-11-21", "05:06:37"), ("2026-11-21", "05:06:38"), ("2026-11-21", "05:06:60"),
                ("2026-11-21", "05:07:00"),
                ("2026-11-22", "05:07:00"), ("2026-11-21", "05:07:01"),
            ],
            [
                ("2026-11-21", "05:06:37"), ("2026-11-21", "05:06:61"), ("2026-11-21", "05:06:3a"),
                ("2026-11-21", "05:06:37.5"),
                ("2026-11-21", "05:06:37Z"), ("2026-11-31", "05:06:37"), ("2026-11-21", "25:06:37"),
                ("2026-11-21", "05:06:39"),
            ],
            [("2026-02-30", "05:06:37"), ("2026-02-30", "05:06:38"), ("2026/11/21", "05:06:38"), ("", "")],
        ])
    func splitColumns(pairs: [(String, String)]) {
        let cache = MinuteCache()
        for (date, time) in pairs {
            let line = Array((date + "\t" + time).utf8) + [0]
            let dateTo = date.utf8.count
            let read = line.withUnsafeBufferPointer { buffer in
                (
                    cache.dateAndTime(
                        buffer.baseAddress!, dateFrom: 0, dateTo: dateTo, timeFrom: dateTo + 1, timeTo: buffer.count - 1
                    ),
                    LogTimestamp.dateAndTime(
                        buffer.baseAddress!, dateFrom: 0, dateTo: dateTo, timeFrom: dateTo + 1, timeTo: buffer.count - 1
                    )
                )
            }
            #expect(read.0 == read.1, "\(date) \(time)")
        }
        #expect(
            LogTimestampTests.read("2026-11-21\t05:06:37") { base, _, _ in
                MinuteCache().dateAndTime(base, dateFrom: 0, dateTo: 10, timeFrom: 11, timeTo: 19)
            } == 1_795_237_597)
    }

    @Test("two days of time-ordered lines, the offset changing line after line")
    func ordered() {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var texts: [String] = []
        for step in stride(from: 0, to: 86_400 * 2, by: 7) {
            let offset = [0, 120, -300, 345][step / 7 % 4]  // minutes east of UTC
            let local = 1_795_230_397 + step + offset * 60  // from 2026-11-21T03:06:37Z
            let day = 21 + local / 86_400 - 1_795_230_397 / 86_400
            let time = local % 86_400
            let zone = (offset < 0 ? "-" : "+") + two(abs(offset) / 60) + two(abs(offset) % 60)
            texts.append("\(two(day))/Nov/2026:\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60)) \(zone)")
        }
        let second: Int64? = LogTimestampTests.accessLog(texts[1])
        #expect(second == Int64(1_795_230_404))
        Self.expectSameAsFullReads(texts)
    }

    @Test(
        "ISO 8601 sequences (JSON and nginx $time_iso8601)",
        arguments: [
            // The same minute with and without fractions, then a leap second and the next minute.
            [
                "2026-11-21T05:06:37+02:00", "2026-11-21T05:06:38.5+02:00", "2026-11-21T05:06:39,123456+02:00",
                "2026-11-21T05:06:60+02:00", "2026-11-21T05:07:00+02:00",
            ],
            // Zones that differ only in their spelling or offset, and none.
            [
                "2026-11-21T05:06:37+02:00", "2026-11-21T05:06:37+0200", "2026-11-21T05:06:37+02",
                "2026-11-21T05:06:37-02:00", "2026-11-21T05:06:37Z", "2026-11-21T05:06:37z", "2026-11-21T05:06:37",
                "2026-11-21T05:06:38.25", "2026-11-21T05:06:38+02:30",
            ],
            // Separators and rollovers.
            [
                "2026-12-31T23:59:59Z", "2026-12-31 23:59:59Z", "2026-12-31t23:59:58Z", "2027-01-01T00:00:00Z",
                "2027-01-01",
            ],
            // Unreadable after a valid text of the same minute, then valid again.
            [
                "2026-11-21T05:06:37Z", "2026-11-21T05:06:61Z", "2026-11-21T05:06:3aZ", "2026-11-21T05:06:37.Z",
                "2026-11-21T05:06:37xZ", "2026-11-21T05:06:37+24:00", "2026-11-21T05:06:37+02:00:00",
                "2026-11-21T05:06:37.123456789012Z", "2026-11-21T05:06:38Z",
            ],
            // Never a valid text.
            ["2026-02-30T05:06:37Z", "2026-02-30T05:06:38Z", "2026-11-21X05:06:37Z"],
        ])
    func isoSequences(texts: [String]) {
        let cache = MinuteCache()
        for text in texts {
            let cached = LogTimestampTests.read(text) { cache.iso8601($0, from: $1, to: $2) }
            #expect(cached == LogTimestampTests.iso(text), "\(text)")
        }
    }

    @Test("JSON timestamps: ISO 8601 through the cache, epoch times as they are")
    func isoOrEpoch() {
        let cache = MinuteCache()
        for text in ["2026-11-21T05:06:37Z", "1795230397", "2026-11-21T05:06:38Z", "1795230397123", "2026-11-21"] {
            let cached = LogTimestampTests.read(text) { cache.isoOrEpoch($0, from: $1, to: $2) }
            let full = LogTimestampTests.read(text) { LogTimestamp.isoOrEpoch($0, from: $1, to: $2) }
            #expect(cached == full, "\(text)")
        }
    }
}
