import CorridorCore
@testable import CorridorLogFormats
import Testing

@Suite("UTC calendar arithmetic without Foundation")
struct CivilCalendarTests {
    @Test("days from civil and back agree over ±2,000 years")
    func roundTrip() {
        var days: Int64 = -730_000
        while days <= 730_000 {
            let (year, month, day) = CivilCalendar.civil(fromDays: days)
            #expect(CivilCalendar.days(year: Int64(year), month: Int64(month), day: Int64(day)) == days)
            #expect(day >= 1 && Int64(day) <= CivilCalendar.daysInMonth(year: Int64(year), month: Int64(month)))
            days += 997
        }
    }

    @Test(
        "known days",
        arguments: [
            (1970, 1, 1, 0), (2000, 3, 1, 11_017), (2026, 11, 21, 20_778), (1969, 12, 31, -1),
            (1600, 2, 29, -135_081), (2400, 2, 29, 157_113),
        ] as [(Int64, Int64, Int64, Int64)])
    func knownDays(year: Int64, month: Int64, day: Int64, days: Int64) {
        #expect(CivilCalendar.days(year: year, month: month, day: day) == days)
    }

    @Test("leap years: every 4th, not every 100th, every 400th")
    func leapYears() {
        #expect(CivilCalendar.daysInMonth(year: 2024, month: 2) == 29)
        #expect(CivilCalendar.daysInMonth(year: 2026, month: 2) == 28)
        #expect(CivilCalendar.daysInMonth(year: 1900, month: 2) == 28)
        #expect(CivilCalendar.daysInMonth(year: 2000, month: 2) == 29)
    }

    @Test("DST-free: a local time an hour apart across a European DST change is an hour apart in UTC")
    func noDaylightSaving() {
        let before = LogTimestampTests.accessLog("29/Mar/2026:01:30:00 +0100")
        let after = LogTimestampTests.accessLog("29/Mar/2026:03:30:00 +0200")
        #expect(before.map { $0 + 3600 } == after)
        let autumnFirst = LogTimestampTests.accessLog("25/Oct/2026:02:30:00 +0200")
        let autumnSecond = LogTimestampTests.accessLog("25/Oct/2026:02:30:00 +0100")
        #expect(autumnFirst.map { $0 + 3600 } == autumnSecond)
    }

    @Test(
        "ISO 8601 rendering in UTC",
        arguments: [
            (1_795_230_397, "2026-11-21T03:06:37Z"), (0, "1970-01-01T00:00:00Z"), (-1, "1969-12-31T23:59:59Z"),
            (951_868_800, "2000-03-01T00:00:00Z"),
        ] as [(Int64, String)])
    func isoRendering(seconds: Int64, text: String) {
        #expect(CivilCalendar.isoInstant(seconds) == text)
        #expect(LogTimestampTests.iso(text) == seconds)
    }
}
