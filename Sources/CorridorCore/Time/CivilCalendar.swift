/// The proleptic Gregorian calendar in UTC, on integers only (no Foundation, no time zones, no DST): day counts
/// since 1970-01-01 to and from year, month, day (Howard Hinnant's `days_from_civil` / `civil_from_days`), and the
/// ISO 8601 rendering of Unix times.
///
/// Public with no public member: its `package` members are `@inlinable`, and only members of a public type inline
/// into the package's other modules (the parsers' and the analyzer's hot paths).
public enum CivilCalendar {
    /// Seconds in a day.
    @inlinable package static var secondsPerDay: Int64 { 86_400 }

    /// The day count since 1970-01-01 of `year`-`month`-`day` (month 1…12, day 1…31, not checked here).
    @inlinable @inline(__always)
    package static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Year, month, day of a day count since 1970-01-01.
    @inlinable
    package static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    /// The number of days of `month` in `year`.
    @inlinable @inline(__always)
    package static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `floor(value / divisor)` for a positive divisor.
    @inlinable @inline(__always)
    package static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    /// `2026-11-21T03:06:37Z` for `seconds` since 1970-01-01T00:00:00Z.
    package static func isoInstant(_ seconds: Int64) -> String {
        let days = floorDivide(seconds, secondsPerDay)
        let secondOfDay = Int(seconds - days * secondsPerDay)
        return isoDate(days: days) + "T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }

    /// `yyyy-mm-dd` for a day count since 1970-01-01.
    package static func isoDate(days: Int64) -> String {
        let (year, month, day) = civil(fromDays: days)
        let yearText = String(abs(year))
        let padded = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        return (year < 0 ? "-" : "") + "\(padded)-\(two(month))-\(two(day))"
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
