import CorridorCore
@testable import CorridorLogFormats
import Testing

@Suite("Request times read from log bytes")
struct LogTimestampTests {
    static func read(_ text: String, _ reader: (UnsafePointer<UInt8>, Int, Int) -> Int64?) -> Int64? {
        var bytes = Array(text.utf8)
        bytes.append(0)  // never read: every reader stays within `to`
        return bytes.withUnsafeBufferPointer { reader($0.baseAddress!, 0, $0.count - 1) }
    }

    static func accessLog(_ text: String) -> Int64? { read(text) { LogTimestamp.accessLog($0, from: $1, to: $2) } }
    static func iso(_ text: String) -> Int64? { read(text) { LogTimestamp.iso8601($0, from: $1, to: $2) } }
    static func epoch(_ text: String) -> Int64? { read(text) { LogTimestamp.epoch($0, from: $1, to: $2) } }

    /// 2026-11-21T03:06:37Z.
    static let instant: Int64 = 1_795_230_397

    @Test(
        "Common/Combined and nginx $time_local at any UTC offset",
        arguments: [
            ("21/Nov/2026:03:06:37 +0000", instant),
            ("21/Nov/2026:05:06:37 +0200", instant),
            ("20/Nov/2026:22:06:37 -0500", instant),
            ("21/Nov/2026:08:36:37 +0530", instant),
            ("21/Nov/2026:17:06:37 +1400", instant),
            ("20/Nov/2026:15:06:37 -1200", instant),
            ("21/Nov/2026:06:51:37 +0345", instant),
            ("21/nov/2026:03:06:37 +0000", instant),
            ("21/NOV/2026:03:06:37 -0000", instant),
            ("01/Jan/1970:00:00:00 +0000", 0),
            ("31/Dec/1969:23:59:59 +0000", -1),
            ("29/Feb/2024:12:00:00 +0000", 1_709_208_000),
            ("01/Mar/2000:00:00:00 +0000", 951_868_800),
        ] as [(String, Int64)])
    func accessLogTimes(text: String, seconds: Int64) {
        #expect(Self.accessLog(text) == seconds)
    }

    @Test(
        "unreadable access-log times",
        arguments: [
            "", "21/Nov/2026:03:06:37", "21/Nov/2026:03:06:37 +000", "21/Nov/2026:03:06:37 +00000",
            "21/Nox/2026:03:06:37 +0000", "30/Feb/2026:03:06:37 +0000", "29/Feb/2025:03:06:37 +0000",
            "31/Apr/2026:03:06:37 +0000", "00/Nov/2026:03:06:37 +0000", "21/Nov/2026:24:06:37 +0000",
            "21/Nov/2026:03:60:37 +0000", "21/Nov/2026:03:06:61 +0000", "21/Nov/2026:03:06:37 +2400",
            "21/Nov/2026:03:06:37 +0060", "21/Nov/2026:03:06:37 *0000", "21-Nov-2026:03:06:37 +0000",
            "2x/Nov/2026:03:06:37 +0000", "21/Nov/2026 03:06:37 +0000", "21/Nov/2026:03:06:37x+0000",
        ])
    func badAccessLogTimes(text: String) {
        #expect(Self.accessLog(text) == nil)
    }

    @Test(
        "access-log times with a fraction, no zone, or a blank before the time (HAProxy, Python's http.server)",
        arguments: [
            ("21/Nov/2026:03:06:37.123", instant), ("21/Nov/2026:05:06:37.123 +0200", instant),
            ("21/Nov/2026:03:06:37", instant), ("21/Nov/2026 03:06:37", instant),
            ("21/Nov/2026 05:06:37 +0200", instant), ("21/Nov/2026 03:06:37.5", instant),
            ("21/Nov/2026-03:06:37", nil), ("21/Nov/2026  03:06:37", nil), ("30/Feb/2026 03:06:37", nil),
            // WEBrick's `%Z`: the zone's name.
            ("21/Nov/2026:03:06:37 UTC", instant), ("21/Nov/2026:03:06:37 GMT", instant),
            ("21/Nov/2026:04:06:37 CET", instant), ("21/Nov/2026:12:06:37 JST", instant),
            ("20/Nov/2026:22:06:37 EST", instant), ("20/Nov/2026:20:06:37 PDT", instant),
            ("21/Nov/2026:14:06:37 AEDT", instant), ("21/Nov/2026:03:06:37 IST", nil),
            ("21/Nov/2026:03:06:37 UTCX", nil), ("21/Nov/2026:03:06:37 U1C", nil),
        ] as [(String, Int64?)])
    func looseAccessLogTimes(text: String, seconds: Int64?) {
        #expect(Self.read(text) { LogTimestamp.accessLogLoose($0, from: $1, to: $2) } == seconds)
    }

    @Test(
        "ISO 8601 (nginx $time_iso8601, JSON) with every zone spelling",
        arguments: [
            ("2026-11-21T03:06:37Z", instant),
            ("2026-11-21T03:06:37z", instant),
            ("2026-11-21t03:06:37Z", instant),
            ("2026-11-21 03:06:37Z", instant),
            // F5 Telemetry Streaming's request logs: a colon between the date and the time.
            ("2026-11-21:03:06:37.000Z", instant),
            ("2026-11-21T03:06:37", instant),
            ("2026-11-21T05:06:37+02:00", instant),
            ("2026-11-21T05:06:37+0200", instant),
            ("2026-11-21T05:06:37+02", instant),
            ("2026-11-20T22:06:37-05:00", instant),
            ("2026-11-21T08:36:37+05:30", instant),
            ("2026-11-21T03:06:37.999Z", instant),
            ("2026-11-21T03:06:37,5+00:00", instant),
            ("2026-11-21T05:06:37.123456+02:00", instant),
            ("2026-11-21", instant - 3 * 3600 - 6 * 60 - 37),
            ("1970-01-01T00:00:00Z", 0),
            // Ruby's `Time#to_s` (Rails' `Started … at`), Go's `Time.String`: the offset after a blank.
            ("2026-11-21 05:06:37 +0200", instant),
            ("2026-11-21T05:06:37 +02:00", instant),
            ("2026-11-21 03:06:37.123456789 +0000 UTC", instant),
            ("2026-11-20 20:06:37 -0700 MST", instant),
            // Go's `Z07:00` after a blank, UTC (Mattermost's log).
            ("2026-11-21 03:06:37.000 Z", instant),
        ] as [(String, Int64)])
    func isoTimes(text: String, seconds: Int64) {
        #expect(Self.iso(text) == seconds)
    }

    @Test(
        "unreadable ISO 8601 times",
        arguments: [
            "", "2026-11", "2026-11-2", "2026-13-01", "2026-02-29T00:00:00Z", "2026-11-21T", "2026-11-21T03:06Z",
            "2026-11-21T03:06:37.Z", "2026-11-21T03:06:37+2", "2026-11-21T03:06:37+02:0", "2026-11-21T03:06:37+24:00",
            "2026-11-21T03:06:37ZZ", "2026-11-21X03:06:37Z", "2026/11/21T03:06:37Z", "2026-11-21 03:06:37  +0000",
            "2026-11-21 03:06:37 +0000 ", "2026-11-21 03:06:37 +0000 UTC1", "2026-11-21 03:06:37 +0000 TOOLONG",
            "2026-11-21 03:06:37 UTC +0000", "2026-11-21 03:06:37  Z", "2026-11-21 03:06:37 ZZ",
        ])
    func badISOTimes(text: String) {
        #expect(Self.iso(text) == nil)
    }

    @Test(
        "epoch seconds and milliseconds (nginx $msec, JSON numbers)",
        arguments: [
            ("1795230397", instant), ("1795230397.123", instant), ("1795230397123", instant),
            ("1795230397999.5", instant), ("100000000", 100_000_000), ("99999999999", 99_999_999_999),
            ("100000000000", 100_000_000),
        ] as [(String, Int64)])
    func epochTimes(text: String, seconds: Int64) {
        #expect(Self.epoch(text) == seconds)
    }

    @Test(
        "access-log times with the month abbreviated in the JVM's language (Jetty's request log), or as a number",
        arguments: [
            // fail2ban's openHAB fixtures (a French JVM).
            ("02/sept./2015:00:11:31 +0200", 1_441_145_491 as Int64?), ("17/oct./2015:07:02:12 +0200", 1_445_058_132),
            ("03/janv./2026:10:00:00 +0000", 1_767_434_400), ("05/févr./2026:10:00:00 +0000", 1_770_285_600),
            ("15/août/2026:10:00:00 +0000", 1_786_788_000), ("01/déc./2026:10:00:00 +0000", 1_796_119_200),
            // German: Java's locale data, and the JRE's older.
            ("03/März/2026:10:00:00 +0100", 1_772_528_400), ("03/Mär/2026:10:00:00 +0100", 1_772_528_400),
            ("17/Okt./2026:10:00:00 +0200", 1_792_224_000), ("24/Dez/2026:10:00:00 +0100", 1_798_102_800),
            // Spanish, Italian, Portuguese, Dutch, Polish, Russian.
            ("09/ene./2026:10:00:00 +0000", 1_767_952_800), ("09/ago/2026:10:00:00 +0000", 1_786_269_600),
            ("09/gen/2026:10:00:00 +0000", 1_767_952_800), ("09/out./2026:10:00:00 +0000", 1_791_540_000),
            ("09/mrt/2026:10:00:00 +0000", 1_773_050_400), ("09/paź/2026:10:00:00 +0000", 1_791_540_000),
            ("09/mrt/2026:10:00:00", 1_773_050_400), ("09/Okt/2026 10:00:00", 1_791_540_000),
            ("09/мая/2026:10:00:00 +0000", 1_778_320_800),
            // Korean, Japanese, Chinese: the month's number and its word (SonarQube's access log on a Korean JVM).
            ("03/9월/2020:14:09:41 +0900", 1_599_109_781), ("03/12月/2020:14:09:41 +0900", 1_606_972_181),
            ("03/09月/2020:14:09:41 +0900", 1_599_109_781), ("03/13월/2020:14:09:41 +0900", nil),
            ("03/월/2020:14:09:41 +0900", nil), ("03/123月/2020:14:09:41 +0900", nil),
            // A numeric month: cPanel's before the day (a colon before the time); after it with a blank (Olfeo's
            // gateway); either when the other order cannot be.
            ("11/21/2026:05:06:37 -0000", 1_795_237_597), ("02/07/2024 07:51:20", 1_719_906_680),
            ("15/04/2024 12:50:04", 1_713_185_404), ("04/15/2024 12:50:04", 1_713_185_404),
            ("21/11/2026:05:06:37 -0000", 1_795_237_597), ("13/13/2026 05:06:37", nil),
            // Words that are no month.
            ("09/foo./2026:10:00:00 +0000", nil), ("09/septembre/2026:10:00:00 +0000", nil),
        ] as [(String, Int64?)])
    func localizedMonths(text: String, seconds: Int64?) {
        #expect(Self.read(text) { LogTimestamp.anyTime($0, from: $1, to: $2) } == seconds)
    }

    @Test(
        "an epoch number before 1973 is no log's time (a process id where a time was looked for, another duration)",
        arguments: ["0", "1571", "14887", "0.00008", "99999999", "1.571e+03"])
    func implausibleEpochs(text: String) {
        #expect(Self.epoch(text) == nil)
        #expect(Self.read(text) { LogTimestamp.anyTime($0, from: $1, to: $2) } == nil)
    }

    @Test(
        "epoch numbers in scientific notation, as zap's console encoder writes them",
        arguments: [
            ("1.795230397e+09", instant), ("1.795230397123e+09", instant), ("1.795230397E9", instant),
            ("1.795230397123e+12", instant), ("17.95230397e+08", instant), ("1.7e+09", 1_700_000_000),
            ("1.795230397e-09", nil), ("e+09", nil), ("1.2.3e+09", nil), ("1.795230397e+099", nil),
            ("9999999999999999999e+00", nil), ("9.999999999999999999e+18", nil),
        ] as [(String, Int64?)])
    func scientificEpochs(text: String, seconds: Int64?) {
        #expect(Self.read(text) { LogTimestamp.anyTime($0, from: $1, to: $2) } == seconds)
    }

    @Test(
        "American times with a 12-hour clock, as the Azure portal's CSV exports write them (UTC)",
        arguments: [
            ("11/21/2026, 3:06:37.000 AM", instant), ("11/21/2026 3:06:37 AM", instant),
            ("11/21/2026, 3:06:37 am", instant), ("11/21/2026, 12:06:37.5 PM", instant + 9 * 3600),
            ("11/21/2026, 12:06:37 AM", instant - 3 * 3600), ("11/21/2026, 3:06:37.000 PM", instant + 12 * 3600),
            ("1/5/2026, 1:02:03 AM", 1_767_574_923), ("13/21/2026, 3:06:37 AM", nil), ("11/21/2026, 13:06:37 PM", nil),
            ("11/21/2026, 0:06:37 AM", nil), ("11/21/2026, 3:06 AM", nil), ("11/21/2026, 3:06:37 XM", nil),
        ] as [(String, Int64?)])
    func twelveHourTimes(text: String, seconds: Int64?) {
        #expect(Self.read(text) { LogTimestamp.anyTime($0, from: $1, to: $2) } == seconds)
    }

    @Test(
        "Kibana's default date format (its CSV reports: MMM D, YYYY @ HH:mm:ss.SSS), read as UTC",
        arguments: [
            ("Nov 21, 2026 @ 03:06:37.000", instant), ("Nov 21, 2026 @ 03:06:37", instant),
            ("Jan 5, 2026 @ 01:02:03.123", 1_767_574_923), ("Nov 32, 2026 @ 03:06:37.000", nil),
            ("Nov 21, 2026 03:06:37.000", nil), ("Nov 21, 2026 @ 3:06:37.000", nil), ("Xyz 21, 2026 @ 03:06:37", nil),
            ("Nov 21, 2026 @ 03:06:37.000 extra", nil),
        ] as [(String, Int64?)])
    func kibanaTimes(text: String, seconds: Int64?) {
        #expect(Self.read(text) { LogTimestamp.anyTime($0, from: $1, to: $2) } == seconds)
    }

    @Test(
        "ArcSight's CEF times (F5's ASM: MMM dd yyyy HH:mm:ss), with a fraction and a zone or without",
        arguments: [
            ("Sep 19 2012 13:53:33", 1_348_062_813), ("Sep 02 2009 17:09:25", 1_251_911_365),
            ("Sep 19 2012 13:53:33.250", 1_348_062_813), ("Sep 19 2012 13:53:33.250 UTC", 1_348_062_813),
            ("Sep 19 2012 15:53:33 +0200", 1_348_062_813), ("Sep 19 2012 13:53:33 Mars", nil),
            ("Sep 32 2012 13:53:33", nil), ("Sep 1 2012 13:53:33", nil),
        ] as [(String, Int64?)])
    func cefTimes(text: String, seconds: Int64?) {
        #expect(Self.read(text) { LogTimestamp.anyTime($0, from: $1, to: $2) } == seconds)
    }

    @Test(
        "unreadable epoch times (nineteen digits past Int64.max among them: no overflow)",
        arguments: [
            "", "-", ".5", "17957487.9.7", "1795230397x", "-1795230397", "1e9", "9999999999999999999",
            "9223372036854775808",
        ])
    func badEpochTimes(text: String) {
        #expect(Self.epoch(text) == nil)
    }

    @Test("a JSON time is ISO 8601 or epoch, told apart by its shape")
    func isoOrEpoch() {
        #expect(
            Self.read("2026-11-21T05:06:37+02:00") { LogTimestamp.isoOrEpoch($0, from: $1, to: $2) } == Self.instant)
        #expect(Self.read("1795230397123") { LogTimestamp.isoOrEpoch($0, from: $1, to: $2) } == Self.instant)
        #expect(Self.read("yesterday") { LogTimestamp.isoOrEpoch($0, from: $1, to: $2) } == nil)
    }

    @Test(
        "a W3C time of day (seconds since midnight) and a directive's day (its midnight)",
        arguments: [
            ("05:06:37", 18_397), ("05:06:37.123", 18_397), ("23:59:60", 86_400), ("00:00:00", 0), ("24:00:00", nil),
            ("05:06", nil), ("05:06:37Z", nil), ("5:06:37", nil),
        ] as [(String, Int64?)])
    func timeOfDay(text: String, seconds: Int64?) {
        #expect(Self.read(text, LogTimestamp.timeOfDay) == seconds)
    }

    @Test(
        "the day a W3C #Date directive gives, in either spelling",
        arguments: [
            ("#Date: 2026-11-21 05:06:30", 1_795_219_200), ("#Date: 21-Nov-2026 05:06:30", 1_795_219_200),
            ("#Date:   12-Jan-1996 00:00:00", 821_404_800), ("#Date: 2026-02-30 00:00:00", nil),
            ("#Date: yesterday", nil), ("#Fields: date time", nil),
        ] as [(String, Int64?)])
    func directiveDay(line: String, day: Int64?) {
        #expect(LogFormatPreset.w3cDay(dateDirective: Array(line.utf8)) == day)
    }

    @Test(
        "the zone a W3C #GMT-Offset directive gives, in seconds east of UTC",
        arguments: [
            ("#GMT-Offset: -0800", -28_800), ("#GMT-Offset: +05:30", 19_800), ("#GMT-Offset:+0000 ", 0),
            ("#GMT-Offset: PST", nil), ("#Date: 2026-11-21", nil),
        ] as [(String, Int64?)])
    func directiveOffset(line: String, offset: Int64?) {
        #expect(LogFormatPreset.w3cUTCOffset(offsetDirective: Array(line.utf8)) == offset)
    }

    @Test(
        "the time between two instants, when both are finer than the second",
        arguments: [
            // Cloudflare's unixnano, and epochs in µs and ms.
            ("1795237597123000000", "1795237597135500000", 12_500),
            ("1795237597123000", "1795237597135000", 12_000),
            ("1795237597123", "1795237597135", 12_000),
            // Seconds with a fraction; ISO 8601 with fractions of any length and a zone.
            ("1795237597.1", "1795237597.25", 150_000),
            ("2026-11-21T05:06:37.100Z", "2026-11-21T05:06:37.3Z", 200_000),
            ("2026-11-21T05:06:59.999999+02:00", "2026-11-21T05:07:00.000001+02:00", 2),
            // Whole seconds say nothing below a second: no duration rather than a false 0.
            ("1795237597", "1795237598", nil),
            ("2026-11-21T05:06:37Z", "2026-11-21T05:06:38Z", nil),
            ("2026-11-21T05:06:37.100Z", "2026-11-21T05:06:38Z", nil),
            // An end before the start, or text that is no time.
            ("1795237597135000000", "1795237597123000000", nil),
            ("-", "1795237597135000000", nil),
            ("1795237597.1x", "1795237597.2", nil),
        ] as [(String, String, Int64?)])
    func elapsed(start: String, end: String, micros: Int64?) {
        let text = Array((start + " " + end).utf8)
        let split = start.utf8.count
        let elapsed = text.withUnsafeBufferPointer {
            LogTimestamp.elapsedMicros($0.baseAddress!, start: 0..<split, end: (split + 1)..<text.count)
        }
        #expect(elapsed == micros)
    }
}
