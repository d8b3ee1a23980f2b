extension LogTimestamp {
    /// A time written without its year — the BSD syslog stamp and Go's `time.Stamp`, `Nov 21 05:06:37` (the day may be
    /// padded with a blank, `Nov  1 05:06:37`, and the seconds may have a fraction) — read in UTC in the year that puts
    /// it at most a day after `reference` (the instant its log was last written: a file's modification time): the
    /// reference's year, or the year before for a time that would be later (December's lines of a log last written in
    /// January). A reference outside the instants a time may be (``representable``: a file dated by a stray clock) is
    /// taken as the nearest of them. Nil for other text.
    package static func yearless(_ base: UnsafePointer<UInt8>, from: Int, to: Int, reference given: Int64) -> Int64? {
        let reference = min(max(given, representable.lowerBound), representable.upperBound)
        guard let (month, day, clock, end) = monthDayClock(base, from: from, to: to), end == to else { return nil }
        let referenceDays = CivilCalendar.floorDivide(reference, CivilCalendar.secondsPerDay)
        let year = Int64(CivilCalendar.civil(fromDays: referenceDays).year)
        let (hour, minute, second) = (clock / 3600, clock / 60 % 60, clock % 60)
        if let seconds = instant(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: 0),
            seconds <= reference + CivilCalendar.secondsPerDay
        {
            return seconds
        }
        // Later than the reference (or February 29 of a common year): the year before.
        return instant(
            year: year - 1, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: 0)
    }
}
