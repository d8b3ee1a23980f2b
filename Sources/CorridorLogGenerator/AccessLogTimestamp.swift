import CorridorCore


/// Formats Unix times as access-log timestamps (`31/Jan/2024:10:15:32 +0000`, UTC), without Foundation.
package enum AccessLogTimestamp {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `dd/Mon/yyyy:HH:MM:SS ±hhmm` for `seconds` since 1970-01-01T00:00:00Z, written in the local time of a UTC
    /// offset of `offsetMinutes` (`+0000` by default): the same instant whatever the offset.
    package static func format(_ seconds: Int64, offsetMinutes: Int = 0) -> String {
        let sign = offsetMinutes < 0 ? "-" : "+"
        let offset = abs(offsetMinutes)
        return format(local: seconds + Int64(offsetMinutes) * 60) + " \(sign)\(two(offset / 60))\(two(offset % 60))"
    }

    private static func format(local seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = CivilCalendar.civil(fromDays: days)
        return "\(two(day))/\(months[month - 1])/\(year):\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60))"
            + ":\(two(secondOfDay % 60))"
    }

    /// `yyyy-mm-dd` for a day count since 1970-01-01.
    package static func isoDate(days: Int64) -> String {
        let (year, month, day) = CivilCalendar.civil(fromDays: days)
        return "\(year)-\(two(month))-\(two(day))"
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
