/// Reads the time a log line was written, on its bytes, into seconds since 1970-01-01T00:00:00Z (UTC). Every reader
/// takes `base[from..<to]`, allocates nothing and returns nil for text that is not a valid time of its syntax (a
/// wrong length, a month or day out of range, `30/Feb`, an offset beyond ±23:59). Fractions of a second are cut.
///
/// Public with no public member: its `package` members are `@inlinable`, and only members of a public type inline
/// into the package's other modules (the parsers' and the analyzer's hot paths).
public enum LogTimestamp {
    @inlinable static var dot: UInt8 { 0x2E }  // .
    @inlinable static var comma: UInt8 { 0x2C }  // ,
    @inlinable static var plus: UInt8 { 0x2B }  // +
    @inlinable package static var zero: UInt8 { 0x30 }  // 0

    /// Common/Combined Log Format and nginx `$time_local`: `21/Nov/2026:05:06:37 +0200` (any UTC offset; the
    /// month name in any letter case).
    @inlinable
    package static func accessLog(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from == 26, base[from + 2] == ByteScanning.slash, base[from + 6] == ByteScanning.slash,
            base[from + 11] == ByteScanning.colon, base[from + 14] == ByteScanning.colon,
            base[from + 17] == ByteScanning.colon,
            base[from + 20] == ByteScanning.space,
            let day = digits(base, from, 2), let month = monthNumber(base, from + 3),
            let year = digits(base, from + 7, 4), let hour = digits(base, from + 12, 2),
            let minute = digits(base, from + 15, 2), let second = digits(base, from + 18, 2),
            let offset = compactOffset(base, from: from + 21, to: to)
        else { return nil }
        return instant(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: offset)
    }

    /// An access-log time without a zone or with a fraction of a second, as HAProxy writes it:
    /// `21/Nov/2026:05:06:37.123` (read as UTC), `21/Nov/2026:05:06:37.123 +0100`; also with a blank between the
    /// date and the time, as Python's `http.server` and Werkzeug (Flask's development server) write it:
    /// `21/Nov/2026 05:06:37` (a local time without a zone: read as UTC).
    @inlinable
    package static func accessLogLoose(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 20, base[from + 2] == ByteScanning.slash, base[from + 6] == ByteScanning.slash,
            base[from + 11] == ByteScanning.colon || base[from + 11] == ByteScanning.space,
            base[from + 14] == ByteScanning.colon,
            base[from + 17] == ByteScanning.colon,
            let day = digits(base, from, 2), let month = monthNumber(base, from + 3),
            let year = digits(base, from + 7, 4), let hour = digits(base, from + 12, 2),
            let minute = digits(base, from + 15, 2), let second = digits(base, from + 18, 2),
            let position = fractionEnd(base, from: from + 20, to: to),
            let offset = optionalZone(base, from: position, to: to)
        else { return nil }
        return instant(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: offset)
    }

    /// The zone that may end an access-log time at `base[from..<to]`: none (UTC, 0), or a blank and a compact offset
    /// (`+0100`: seconds east of UTC) or a zone's name (`UTC`, `CET`: WEBrick's `%Z`, see ``namedZone(_:from:to:)``);
    /// nil for other text.
    @inlinable @inline(__always)
    static func optionalZone(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard from < to else { return 0 }
        guard base[from] == ByteScanning.space else { return nil }
        return compactOffset(base, from: from + 1, to: to) ?? namedZone(base, from: from + 1, to: to)
    }

    /// The offset (seconds east of UTC) of a zone written by its name at `base[from..<to]`, in any letter case: `Z`,
    /// `UT`, `UTC`, `GMT` and RFC 822's North American zones (`EST`, `EDT`, `CST`, `CDT`, `MST`, `MDT`, `PST`,
    /// `PDT`: RFC 822 reads `CST` as Central Standard Time), and the unambiguous names `strftime`'s `%Z` writes for
    /// the most used other zones (`CET`, `CEST`, `EET`, `EEST`, `WET`, `WEST`, `BST`, `MSK`, `JST`, `KST`, `HKT`,
    /// `SGT`, `AEST`, `AEDT`, `NZST`, `NZDT`). Nil for other names (`IST` stands for three zones).
    @usableFromInline
    static func namedZone(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 1, to - from <= 4 else { return nil }
        var name: UInt32 = 0
        for position in from..<to {
            let letter = base[position] | 0x20
            guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z") else { return nil }
            name = name << 8 | UInt32(letter)
        }
        let hours: Int64
        switch name {
        case 0x7A, 0x75_74, 0x75_7463, 0x67_6D74, 0x77_6574: hours = 0  // z, ut, utc, gmt, wet
        case 0x65_7374: hours = -5  // est
        case 0x65_6474: hours = -4  // edt
        case 0x63_7374: hours = -6  // cst
        case 0x63_6474: hours = -5  // cdt
        case 0x6D_7374: hours = -7  // mst
        case 0x6D_6474: hours = -6  // mdt
        case 0x70_7374: hours = -8  // pst
        case 0x70_6474: hours = -7  // pdt
        case 0x77_6573_74, 0x62_7374, 0x63_6574: hours = 1  // west, bst, cet
        case 0x63_6573_74, 0x65_6574: hours = 2  // cest, eet
        case 0x65_6573_74, 0x6D_736B: hours = 3  // eest, msk
        case 0x68_6B74, 0x73_6774: hours = 8  // hkt, sgt
        case 0x6A_7374, 0x6B_7374: hours = 9  // jst, kst
        case 0x61_6573_74: hours = 10  // aest
        case 0x61_6564_74: hours = 11  // aedt
        case 0x6E_7A73_74: hours = 12  // nzst
        case 0x6E_7A64_74: hours = 13  // nzdt
        default: return nil
        }
        return hours * 3600
    }

    /// A date and a time of day in separate fields, as W3C extended logs (IIS, CloudFront) write them:
    /// `2026-11-21` (or Go's `2026/11/21`, Tornado's `261121`, Drogon's `20261121`, IIS's own format's `11/21/26`)
    /// and `05:06:37` (an optional fraction), UTC.
    @inlinable
    package static func dateAndTime(
        _ base: UnsafePointer<UInt8>, dateFrom: Int, dateTo: Int, timeFrom: Int, timeTo: Int
    ) -> Int64? {
        if dateTo - dateFrom >= 6
            && (base[dateFrom + 1] == ByteScanning.slash || base[dateFrom + 2] == ByteScanning.slash)
        {
            return monthFirstDateAndTime(base, dateFrom: dateFrom, dateTo: dateTo, timeFrom: timeFrom, timeTo: timeTo)
        }
        if dateTo - dateFrom == 6 {
            return compactDateAndTime(base, dateFrom: dateFrom, timeFrom: timeFrom, timeTo: timeTo)
        }
        if dateTo - dateFrom == 8 {
            return basicDateAndTime(base, dateFrom: dateFrom, timeFrom: timeFrom, timeTo: timeTo)
        }
        guard dateTo - dateFrom == 10,
            base[dateFrom + 4] == ByteScanning.dash && base[dateFrom + 7] == ByteScanning.dash
                || base[dateFrom + 4] == ByteScanning.slash && base[dateFrom + 7] == ByteScanning.slash,
            timeTo - timeFrom >= 8, base[timeFrom + 2] == ByteScanning.colon, base[timeFrom + 5] == ByteScanning.colon,
            let year = digits(base, dateFrom, 4), let month = digits(base, dateFrom + 5, 2),
            let day = digits(base, dateFrom + 8, 2), let hour = digits(base, timeFrom, 2),
            let minute = digits(base, timeFrom + 3, 2), let second = digits(base, timeFrom + 6, 2),
            fractionEnd(base, from: timeFrom + 8, to: timeTo) == timeTo
        else { return nil }
        return instant(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: 0)
    }

    /// ``dateAndTime(_:dateFrom:dateTo:timeFrom:timeTo:)`` for a six-digit `yymmdd` date (Tornado's log prefix,
    /// `%y%m%d`), in this century.
    @usableFromInline
    static func compactDateAndTime(_ base: UnsafePointer<UInt8>, dateFrom: Int, timeFrom: Int, timeTo: Int) -> Int64? {
        guard let year = digits(base, dateFrom, 2), let month = digits(base, dateFrom + 2, 2),
            let day = digits(base, dateFrom + 4, 2), let seconds = timeOfDay(base, from: timeFrom, to: timeTo),
            let midnight = instant(
                year: 2000 + year, month: month, day: day, hour: 0, minute: 0, second: 0, offsetSeconds: 0)
        else { return nil }
        return midnight + seconds
    }

    /// ``dateAndTime(_:dateFrom:dateTo:timeFrom:timeTo:)`` for an eight-digit `yyyymmdd` date (ISO 8601's basic
    /// form, as Drogon's trantor writes it: `20261121 05:06:37.123456`).
    @usableFromInline
    static func basicDateAndTime(_ base: UnsafePointer<UInt8>, dateFrom: Int, timeFrom: Int, timeTo: Int) -> Int64? {
        guard let year = digits(base, dateFrom, 4), let month = digits(base, dateFrom + 4, 2),
            let day = digits(base, dateFrom + 6, 2), let seconds = timeOfDay(base, from: timeFrom, to: timeTo),
            let midnight = instant(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, offsetSeconds: 0)
        else { return nil }
        return midnight + seconds
    }

    /// ``dateAndTime(_:dateFrom:dateTo:timeFrom:timeTo:)`` for a month-first date, as IIS's own log format writes
    /// it: `3/20/01` or `03/20/2001` (one or two digits for the month and the day; a two-digit year is 1970–2069),
    /// and a time of day whose hour may have one digit (`7:55:20`).
    @usableFromInline
    static func monthFirstDateAndTime(
        _ base: UnsafePointer<UInt8>, dateFrom: Int, dateTo: Int, timeFrom: Int, timeTo: Int
    ) -> Int64? {
        var position = dateFrom
        guard let month = shortNumber(base, &position, to: dateTo), position < dateTo,
            base[position] == ByteScanning.slash
        else { return nil }
        position += 1
        guard let day = shortNumber(base, &position, to: dateTo), position < dateTo,
            base[position] == ByteScanning.slash
        else { return nil }
        position += 1
        let yearDigits = dateTo - position
        guard yearDigits == 2 || yearDigits == 4, var year = digits(base, position, yearDigits) else { return nil }
        if yearDigits == 2 { year += year < 70 ? 2000 : 1900 }
        // A one-digit hour is read as if written with its leading zero.
        let hourDigits = timeTo - timeFrom >= 2 && base[timeFrom + 1] == ByteScanning.colon ? 1 : 2
        guard timeTo - timeFrom >= 6 + hourDigits, let hour = digits(base, timeFrom, hourDigits),
            base[timeFrom + hourDigits] == ByteScanning.colon, base[timeFrom + hourDigits + 3] == ByteScanning.colon,
            let minute = digits(base, timeFrom + hourDigits + 1, 2),
            let second = digits(base, timeFrom + hourDigits + 4, 2),
            fractionEnd(base, from: timeFrom + hourDigits + 6, to: timeTo) == timeTo
        else { return nil }
        return instant(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: 0)
    }

    /// A number of one or two digits at `position`, which is moved past them; nil when no digit is there.
    private static func shortNumber(_ base: UnsafePointer<UInt8>, _ position: inout Int, to: Int) -> Int64? {
        guard position < to, ByteScanning.isDigit(base[position]) else { return nil }
        var value = Int64(base[position] &- zero)
        position += 1
        if position < to && ByteScanning.isDigit(base[position]) {
            value = value * 10 + Int64(base[position] &- zero)
            position += 1
        }
        return value
    }

    /// A time of day, `05:06:37` with an optional fraction, as seconds since midnight; nil for other text.
    package static func timeOfDay(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 8, base[from + 2] == ByteScanning.colon, base[from + 5] == ByteScanning.colon,
            let hour = digits(base, from, 2), let minute = digits(base, from + 3, 2),
            let second = digits(base, from + 6, 2), hour <= 23, minute <= 59, second <= 60,
            fractionEnd(base, from: from + 8, to: to) == to
        else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// The midnight (UTC) of a date written `2026-11-21` or `21-Nov-2026` at the start of `base[from..<to]` (what
    /// follows it, such as a time, is not read); nil for other text.
    package static func dayStart(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 10 else { return nil }
        if base[from + 4] == ByteScanning.dash, base[from + 7] == ByteScanning.dash {
            guard let year = digits(base, from, 4), let month = digits(base, from + 5, 2),
                let day = digits(base, from + 8, 2)
            else { return nil }
            return instant(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, offsetSeconds: 0)
        }
        guard to - from >= 11, base[from + 2] == ByteScanning.dash, base[from + 6] == ByteScanning.dash,
            let day = digits(base, from, 2), let month = monthNumber(base, from + 3),
            let year = digits(base, from + 7, 4)
        else { return nil }
        return instant(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, offsetSeconds: 0)
    }

    /// ISO 8601 / RFC 3339 (nginx `$time_iso8601`, JSON logs): `2026-11-21T05:06:37+02:00`, with `T`, `t`, a
    /// space or an `_` (runit's svlogd `-tt`: `2026-11-21_05:06:37.12345`) between date and time, an optional
    /// fraction (`.123456`), and `Z`, `±HH:MM`, `±HHMM` or `±HH` (maybe after a blank); a time without a zone is read
    /// as UTC. A date alone (`2026-11-21`) is its midnight, UTC.
    @inlinable
    package static func iso8601(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 10, base[from + 4] == ByteScanning.dash, base[from + 7] == ByteScanning.dash,
            let year = digits(base, from, 4), let month = digits(base, from + 5, 2), let day = digits(base, from + 8, 2)
        else { return nil }
        if to - from == 10 {
            return instant(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, offsetSeconds: 0)
        }
        let separator = base[from + 10]
        // `T`, a blank, `_`, or a colon (F5 Telemetry Streaming's request logs: `2019-01-01:06:54:30.000Z`).
        guard to - from >= 19,
            separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
                || separator == ByteScanning.space || separator == UInt8(ascii: "_") || separator == ByteScanning.colon,
            base[from + 13] == ByteScanning.colon, base[from + 16] == ByteScanning.colon,
            let hour = digits(base, from + 11, 2), let minute = digits(base, from + 14, 2),
            let second = digits(base, from + 17, 2)
        else { return nil }
        guard let position = fractionEnd(base, from: from + 19, to: to) else { return nil }
        let offset: Int64
        if position == to {
            offset = 0
        } else if to - position == 1 && (base[position] | 0x20) == UInt8(ascii: "z") {
            offset = 0
        } else if to - position == 2 && base[position] == ByteScanning.space && (base[position + 1] | 0x20) == 0x7A {
            // `Z` after a blank: Go's layout `2006-01-02 15:04:05.000 Z07:00` for UTC (Mattermost's log).
            offset = 0
        } else if isUTCName(base, from: position, to: to) {
            // `GMT` or `UTC` after the time (Fastly's `%{begin:%Y-%m-%dT%H:%M:%S%Z}t`), maybe after a blank.
            offset = 0
        } else if let zone = isoOffset(base, from: position, to: to) {
            offset = zone
        } else if let zone = blankSeparatedOffset(base, from: position, to: to) {
            offset = zone
        } else {
            return nil
        }
        return instant(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: offset)
    }

    /// An offset after a blank, maybe followed by a blank and the zone's abbreviation: Ruby's `Time#to_s`
    /// (`2026-11-21 05:06:37 +0000`, Rails' `Started … at`) and Go's `Time.String` (`… +0000 UTC`). Seconds east of
    /// UTC; nil for other text.
    @inlinable
    package static func blankSeparatedOffset(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard from < to, base[from] == ByteScanning.space else { return nil }
        var end = from + 1
        while end < to && base[end] != ByteScanning.space { end += 1 }
        if end < to {
            // The abbreviation: one to five letters.
            let name = end + 1
            guard to - name >= 1 && to - name <= 5, (name..<to).allSatisfy({ ByteScanning.isAlpha(base[$0]) }) else {
                return nil
            }
        }
        return isoOffset(base, from: from + 1, to: end)
    }

    /// Whether `base[from..<to]` is `GMT` or `UTC` (any case), maybe after a blank.
    @inlinable
    static func isUTCName(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        let start = to - from == 4 && base[from] == ByteScanning.space ? from + 1 : from
        guard to - start == 3 else { return false }
        let name =
            (UInt32(base[start] | 0x20) << 16) | (UInt32(base[start + 1] | 0x20) << 8) | UInt32(base[start + 2] | 0x20)
        return name == 0x67_6D74 || name == 0x75_7463  // gmt, utc
    }

    /// Where an ISO 8601 time's optional fraction of a second (`.123456` or `,5`) that may start at `from` ends: `from`
    /// when there is none; nil for a `.` or `,` without a digit.
    @inlinable @inline(__always)
    package static func fractionEnd(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to && (base[from] == Self.dot || base[from] == Self.comma) else { return from }
        var position = from + 1
        while position < to && ByteScanning.isDigit(base[position]) { position += 1 }
        return position > from + 1 ? position : nil
    }

    /// A Unix time as a decimal number, optionally with a fraction: nginx `$msec` (`1763694397.123`), JSON epoch
    /// times, Cloud Storage's `time_micros`, Cloudflare's `unixnano`. The unit follows from the magnitude (10^11
    /// seconds is in the year 5138): below 10^11 seconds, below 10^14 milliseconds, below 10^17 microseconds,
    /// else nanoseconds — so every epoch unit reads right without a setting. Nil for a time before 1973
    /// (``plausibleEpochs``).
    @inlinable
    package static func epoch(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard let number = epochNumber(base, from: from, to: to) else { return nil }
        // Seconds, the common unit, without a division.
        let seconds = number.unitsPerSecond == 1 ? number.value : number.value / number.unitsPerSecond
        return plausibleEpochs.contains(seconds) ? seconds : nil
    }

    /// The epoch times read as a log's: from 1973-03-03 (10⁸ seconds) on, as far as ``representable`` goes. A smaller
    /// number where a time is looked for is some other number — a process id in brackets (`[14887]`, where an
    /// access-log time was looked for), another layout's duration (`0.00008`) — not a request's time.
    @usableFromInline
    static let plausibleEpochs: ClosedRange<Int64> = 100_000_000...representable.upperBound

    /// The number an epoch time is written as at `base[from..<to]` — digits, then maybe `.` and more digits — as its
    /// whole part, how many of its units make a second (by magnitude, as ``epoch(_:from:to:)`` tells them), and where
    /// its fraction starts (nil: none); nil for any other text.
    @inlinable @inline(__always)
    static func epochNumber(_ base: UnsafePointer<UInt8>, from: Int, to: Int)
        -> (value: Int64, unitsPerSecond: Int64, fraction: Int?)?
    {
        var position = from
        var value: Int64 = 0
        while position < to && ByteScanning.isDigit(base[position]) {
            guard position - from < 19 else { return nil }
            // Nineteen digits may be past `Int64.max` (`9999999999999999999`): no epoch then.
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) = tens.addingReportingOverflow(Int64(base[position] &- Self.zero))
            guard !overflow && !carry else { return nil }
            value = next
            position += 1
        }
        guard position > from else { return nil }
        var fraction: Int?
        if position < to {
            guard base[position] == Self.dot else { return nil }
            position += 1
            fraction = position
            while position < to && ByteScanning.isDigit(base[position]) { position += 1 }
            guard position == to else { return nil }
        }
        return (value, unitsPerSecond(of: value), fraction)
    }

    /// How many units of an epoch number whose whole part is `value` make a second, told by its magnitude: seconds
    /// below 10¹¹ (until the year 5138), then milliseconds, microseconds and nanoseconds.
    @inlinable @inline(__always)
    static func unitsPerSecond(of value: Int64) -> Int64 {
        value >= 100_000_000_000_000_000
            ? 1_000_000_000 : value >= 100_000_000_000_000 ? 1_000_000 : value >= 100_000_000_000 ? 1000 : 1
    }

    /// Any time a log writes, tried one syntax after another (for a field whose usual syntax failed — the reading is
    /// not the fastest): ISO 8601, the same with `/` between the date's parts (`2026/11/21 05:06:37.123`, Go's and
    /// Caddy's `wall` times; Gin's `2026/11/21 - 05:06:37`), the access-log time (`21/Nov/2026:05:06:37 +0000`, also
    /// with a fraction or no zone, or a day of one digit, or cPanel's numeric month `11/21/2026:05:06:37 -0000`), C's
    /// `ctime` (`Sat Nov 21 05:06:37 2026`, PHP's built-in server, uWSGI), ArcSight's CEF time (`Nov 21 2026
    /// 05:06:37`, see ``cefTime(_:from:to:)``), the HTTP date (`Sat, 21 Nov 2026 05:06:37
    /// GMT`), Kibana's (`Nov 21, 2026 @ 05:06:37.000`), or an epoch number in any unit (also in scientific notation,
    /// `1.630318886e+09`). Nil for anything else.
    package static func anyTime(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        let count = to - from
        guard count > 0 else { return nil }
        if count >= 16 && base[to - 3] == ByteScanning.space && base[to - 1] | 0x20 == UInt8(ascii: "m")
            && (base[to - 2] | 0x20 == UInt8(ascii: "a") || base[to - 2] | 0x20 == UInt8(ascii: "p"))
        {
            return twelveHourUS(base, from: from, to: to)
        }
        if count >= 10 && base[from + 4] == ByteScanning.dash { return iso8601(base, from: from, to: to) }
        if count >= 10 && count <= 64 && base[from + 4] == ByteScanning.slash && base[from + 7] == ByteScanning.slash {
            // Gin's ` - ` between the date and the time: read as one blank.
            let gin =
                count >= 13 && base[from + 10] == ByteScanning.space && base[from + 11] == ByteScanning.dash
                && base[from + 12] == ByteScanning.space
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                let copy = buffer.baseAddress!
                copy.update(from: base + from, count: 10)
                copy[4] = ByteScanning.dash
                copy[7] = ByteScanning.dash
                let skipped = gin ? 2 : 0
                (copy + 10).update(from: base + from + 10 + skipped, count: count - 10 - skipped)
                return iso8601(UnsafePointer(copy), from: 0, to: count - skipped)
            }
        }
        if count >= 22 && base[from + 3] == ByteScanning.space
            && (base[from + 5] == Self.comma || base[from + 6] == Self.comma)
        {
            return kibanaTime(base, from: from, to: to)
        }
        if count >= 24 && base[from + 3] == ByteScanning.space && base[from + 7] == ByteScanning.space {
            return ctime(base, from: from, to: to)
        }
        if count >= 20 && base[from + 3] == ByteScanning.space && base[from + 6] == ByteScanning.space
            && base[from + 11] == ByteScanning.space
        {
            return cefTime(base, from: from, to: to)
        }
        if count >= 24 && base[from + 3] == Self.comma { return httpDate(base, from: from, to: to) }
        if count >= 19 && base[from + 2] == ByteScanning.slash {
            if let seconds = accessLog(base, from: from, to: to) ?? accessLogLoose(base, from: from, to: to) {
                return seconds
            }
            if let seconds = localizedAccessLog(base, from: from, to: to) { return seconds }
            // A numeric month: before the day, as cPanel & WHM's own access log writes it (documented as
            // `MM/DD/YYYY:HH:MM:SS -ZZZZ`), read as the access-log time it stands for, `11/21/2026:05:06:37 -0000` as
            // `21/Nov/2026:05:06:37 -0000`; after the day when a blank parts the date from the time, as European
            // dates are written (Olfeo's web gateway, `[02/07/2024 07:51:20]` for 2 July). Either order when the
            // other cannot be (a first number over 12, a second).
            guard count <= 64, base[from + 5] == ByteScanning.slash, let first = digits(base, from, 2),
                let second = digits(base, from + 3, 2)
            else { return nil }
            let dayFirst = base[from + 10] == ByteScanning.space ? second <= 12 || first > 12 : first > 12
            let (day, month) = dayFirst ? (from, second) : (from + 3, first)
            guard month >= 1, month <= 12 else { return nil }
            return accessLog(base, dayAt: day, month: month, restFrom: from + 5, to: to)
        }
        if count >= 19 && count <= 64 && base[from + 1] == ByteScanning.slash {
            // The day of the month unpadded, as Alibaba Cloud CDN writes it: `9/Jun/2015:01:58:09 +0800`.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 1) { buffer in
                let copy = buffer.baseAddress!
                copy[0] = zero
                (copy + 1).update(from: base + from, count: count)
                return accessLog(UnsafePointer(copy), from: 0, to: count + 1)
                    ?? accessLogLoose(UnsafePointer(copy), from: 0, to: count + 1)
            }
        }
        return epoch(base, from: from, to: to) ?? scientificEpoch(base, from: from, to: to)
    }

    /// The access-log time with the month's abbreviation in another language, as Java writes `dd/MMM/yyyy` in the
    /// JVM's default locale (Jetty's request log: `02/sept./2015:00:11:31 +0200`, `17/Okt/2015…`, `03/März/2026…`):
    /// read as the English abbreviation it stands for. French, German, Spanish, Italian, Portuguese, Dutch, the
    /// Scandinavian languages, Polish and Russian, as Java's locale data (and its older JRE data) write them, with or
    /// without their abbreviating dot; Korean's, Japanese's and Chinese's month numbers (`03/9월/2020…`,
    /// `03/9月/2020…`). Nil for other text.
    static func localizedAccessLog(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        let wordStart = from + 3
        guard to - from <= 64, to - from >= 20, base[from + 2] == ByteScanning.slash else { return nil }
        var slash = wordStart
        while slash < to && slash - wordStart <= 12 && base[slash] != ByteScanning.slash { slash += 1 }
        guard slash < to, base[slash] == ByteScanning.slash,
            let month = localizedMonth(base, from: wordStart, to: slash)
        else { return nil }
        return accessLog(base, dayAt: from, month: month, restFrom: slash, to: to)
    }

    /// The access-log time whose month is written otherwise (a number, another language's word), read as the one it
    /// stands for: the two digits of the day at `base[day...]`, `/`, `month`'s English abbreviation, then
    /// `base[rest..<to]` (the `/` before the year and what follows).
    private static func accessLog(
        _ base: UnsafePointer<UInt8>, dayAt day: Int, month: Int64, restFrom rest: Int, to: Int
    ) -> Int64? {
        let count = 6 + (to - rest)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            let copy = buffer.baseAddress!
            copy[0] = base[day]
            copy[1] = base[day + 1]
            copy[2] = ByteScanning.slash
            for index in 0..<3 { copy[3 + index] = monthAbbreviations[Int(month - 1) * 3 + index] }
            (copy + 6).update(from: base + rest, count: to - rest)
            return accessLog(UnsafePointer(copy), from: 0, to: count)
                ?? accessLogLoose(UnsafePointer(copy), from: 0, to: count)
        }
    }

    /// The month (1–12) a month's abbreviation in another language than English at `base[from..<to]` names (see
    /// ``localizedAccessLog(_:from:to:)``; ASCII letters in any case, a final `.` not part of it, English's spelling
    /// with that dot too); nil for other text.
    static func localizedMonth(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        var end = to
        if end > from && base[end - 1] == dot { end -= 1 }
        guard end - from >= 3, end - from <= 10 else { return nil }
        // English's spelling with the dot of another language's (French `oct.`, `nov.`).
        if end - from == 3, let month = monthNumber(base, from) { return month }
        // Korean's, Japanese's and Chinese's: the month's number, then `월` or `月` (`9월`, `12月`).
        let digits = end - from - 3
        if digits == 1 || digits == 2, ByteScanning.isDigit(base[from]), ByteScanning.isDigit(base[end - 4]) {
            let suffix = (base[end - 3], base[end - 2], base[end - 1])
            if suffix == (0xEC, 0x9B, 0x94) || suffix == (0xE6, 0x9C, 0x88) {
                let month = Int64(digits == 1 ? base[from] - 0x30 : (base[from] - 0x30) * 10 + base[from + 1] - 0x30)
                return (1...12).contains(month) ? month : nil
            }
        }
        for (name, month) in localizedMonthNames where name.count == end - from {
            var same = true
            for index in 0..<name.count {
                var byte = base[from + index]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                if byte != name[index] {
                    same = false
                    break
                }
            }
            if same { return month }
        }
        return nil
    }

    /// Months' abbreviations in other languages than English, lowercase, without their dots (the English ones and
    /// those spelled as English's — `mar`, `jun` — are read by ``monthNumber(_:_:)``).
    static let localizedMonthNames: [([UInt8], Int64)] = [
        // French
        ("janv", 1), ("févr", 2), ("fevr", 2), ("mars", 3), ("avr", 4), ("mai", 5), ("juin", 6), ("juil", 7),
        ("août", 8), ("aout", 8), ("sept", 9), ("déc", 12),
        // German
        ("märz", 3), ("mär", 3), ("mrz", 3), ("juni", 6), ("juli", 7), ("okt", 10), ("dez", 12),
        // Spanish, Italian, Portuguese
        ("ene", 1), ("abr", 4), ("ago", 8), ("dic", 12), ("gen", 1), ("mag", 5), ("giu", 6), ("lug", 7), ("set", 9),
        ("ott", 10), ("fev", 2), ("out", 10),
        // Dutch, Danish, Norwegian, Swedish
        ("mrt", 3), ("mei", 5), ("maj", 5), ("des", 12),
        // Polish
        ("sty", 1), ("lut", 2), ("kwi", 4), ("cze", 6), ("lip", 7), ("sie", 8), ("wrz", 9), ("paź", 10), ("lis", 11),
        ("gru", 12),
        // Russian (the genitive Java writes in a date)
        ("янв", 1), ("февр", 2), ("фев", 2), ("мар", 3), ("апр", 4), ("мая", 5), ("июн", 6), ("июня", 6), ("июл", 7),
        ("июля", 7), ("авг", 8), ("сент", 9), ("сен", 9), ("окт", 10), ("нояб", 11), ("ноя", 11), ("дек", 12),
    ].map { (Array($0.0.utf8), $0.1) }

    /// A time written the American way with a 12-hour clock, UTC: `11/21/2026, 5:06:37.000 AM` (the Azure portal's
    /// CSV exports of Log Analytics rows, `TimeGenerated [UTC]`), `1/5/2026 12:06:37 PM` — the month, the day, the
    /// year, a comma maybe, the hour (1–12), minutes, seconds and a fraction maybe, `AM` or `PM`. Nil for anything else.
    static func twelveHourUS(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        var index = from
        func number(maxDigits: Int) -> Int64? {
            var value: Int64 = 0
            let start = index
            while index < to - 3, index - start < maxDigits, ByteScanning.isDigit(base[index]) {
                value = value * 10 + Int64(base[index] &- 0x30)
                index += 1
            }
            return index > start ? value : nil
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < to, base[index] == byte else { return false }
            index += 1
            return true
        }
        guard let month = number(maxDigits: 2), (1...12).contains(month), skip(ByteScanning.slash),
            let day = number(maxDigits: 2), (1...31).contains(day), skip(ByteScanning.slash),
            let year = number(maxDigits: 4), year >= 1970
        else { return nil }
        _ = skip(Self.comma)
        guard skip(ByteScanning.space), let hour = number(maxDigits: 2), (1...12).contains(hour),
            skip(ByteScanning.colon), let minute = number(maxDigits: 2), minute < 60, skip(ByteScanning.colon),
            let second = number(maxDigits: 2), second < 61
        else { return nil }
        if skip(UInt8(ascii: ".")) { while index < to - 3 && ByteScanning.isDigit(base[index]) { index += 1 } }
        guard index == to - 3 else { return nil }
        let afternoon = base[to - 2] | 0x20 == UInt8(ascii: "p")
        let hours = hour % 12 + (afternoon ? 12 : 0)
        return CivilCalendar.days(year: year, month: month, day: day) * CivilCalendar.secondsPerDay + hours * 3600
            + minute * 60 + second
    }

    /// An epoch number in scientific notation, as Go's `%g` and zap's console encoder write a float of seconds
    /// (`1.630318886106265e+09`, Caddy's console lines): its whole units, then its unit told by magnitude as
    /// ``epoch(_:from:to:)`` tells it. Nil for other text.
    package static func scientificEpoch(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from <= 40,
            let mark = ByteScanning.firstIndex(of: UInt8(ascii: "e"), in: base, from: from, to: to)
                ?? ByteScanning.firstIndex(of: UInt8(ascii: "E"), in: base, from: from, to: to)
        else { return nil }
        // The exponent: `+09`, `09`.
        var position = mark + 1
        if position < to && base[position] == Self.plus { position += 1 }
        guard position < to, to - position <= 2, let exponent = digits(base, position, to - position) else {
            return nil
        }
        // The digits of the mantissa, the point moved `exponent` places right: the whole part.
        var value: Int64 = 0
        var whole = 0  // digits of the whole part read
        var afterPoint = false
        var placesLeft = Int(exponent)
        var sawDigit = false
        for index in from..<mark {
            let byte = base[index]
            if byte == Self.dot {
                guard !afterPoint else { return nil }
                afterPoint = true
                continue
            }
            guard ByteScanning.isDigit(byte) else { return nil }
            sawDigit = true
            if afterPoint {
                guard placesLeft > 0 else { continue }
                placesLeft -= 1
            }
            guard whole < 19 else { return nil }
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) = tens.addingReportingOverflow(Int64(byte &- Self.zero))
            guard !overflow && !carry else { return nil }
            value = next
            whole += 1
        }
        guard sawDigit else { return nil }
        for _ in 0..<placesLeft {
            guard whole < 19 else { return nil }
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = tens
            whole += 1
        }
        let seconds = value / unitsPerSecond(of: value)
        return plausibleEpochs.contains(seconds) ? seconds : nil
    }

    /// The HTTP date (RFC 1123, as JavaScript's `toUTCString` and Java's `DateTimeFormatter.RFC_1123_DATE_TIME` write
    /// it): `Sat, 21 Nov 2026 05:06:37 GMT`, the day of the month also of one digit (`Sat, 1 Nov 2026 …`, Java's);
    /// `GMT`, `UTC`, `Z`, another zone's name (see ``namedZone(_:from:to:)``) or a numeric offset (`+0100`). Nil for
    /// other text.
    static func httpDate(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 24, base[from + 3] == Self.comma, base[from + 4] == ByteScanning.space else {
            return nil
        }
        // The day: one digit or two.
        let dayStart = from + 5
        let dayEnd = base[dayStart + 1] == ByteScanning.space ? dayStart + 1 : dayStart + 2
        guard let day = digits(base, dayStart, dayEnd - dayStart), base[dayEnd] == ByteScanning.space,
            to - dayEnd >= 18, let month = monthNumber(base, dayEnd + 1), base[dayEnd + 4] == ByteScanning.space,
            let year = digits(base, dayEnd + 5, 4), base[dayEnd + 9] == ByteScanning.space,
            let clock = timeOfDay(base, from: dayEnd + 10, to: dayEnd + 18)
        else { return nil }
        var offset: Int64 = 0
        let zone = dayEnd + 18
        if zone < to {
            guard base[zone] == ByteScanning.space else { return nil }
            if let numeric = compactOffset(base, from: zone + 1, to: to) ?? namedZone(base, from: zone + 1, to: to) {
                offset = numeric
            } else {
                return nil
            }
        }
        return instant(
            year: year, month: month, day: day, hour: clock / 3600, minute: clock / 60 % 60, second: clock % 60,
            offsetSeconds: offset)
    }

    /// ArcSight's CEF time, `MMM dd yyyy HH:mm:ss` (`Sep 19 2012 13:53:33`, F5's ASM), maybe with a fraction and a
    /// zone (`.123 UTC`, ` +0200`); in UTC without one. Nil for other text.
    static func cefTime(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 20, base[from + 3] == ByteScanning.space, base[from + 6] == ByteScanning.space,
            base[from + 11] == ByteScanning.space, let month = monthNumber(base, from),
            let day = digits(base, from + 4, 2), let year = digits(base, from + 7, 4),
            let clock = timeOfDay(base, from: from + 12, to: from + 20),
            let end = fractionEnd(base, from: from + 20, to: to), let offset = optionalZone(base, from: end, to: to)
        else { return nil }
        return instant(
            year: year, month: month, day: day, hour: clock / 3600, minute: clock / 60 % 60, second: clock % 60,
            offsetSeconds: offset)
    }

    /// Kibana's default date format, `MMM D, YYYY @ HH:mm:ss.SSS` (`Nov 29, 2026 @ 10:00:01.000`,
    /// `Nov 9, 2026 @ …`), as its CSV reports (Discover's exports) write every time, read as UTC: the report says no
    /// zone (Kibana writes the times in the zone of its `dateFormat:tz` setting, the browser's by default). Nil for
    /// other text.
    static func kibanaTime(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard let month = monthNumber(base, from) else { return nil }
        let oneDigitDay = base[from + 5] == Self.comma
        let yearStart = from + (oneDigitDay ? 7 : 8)
        guard let day = digits(base, from + 4, oneDigitDay ? 1 : 2), day >= 1,
            base[yearStart - 1] == ByteScanning.space, yearStart + 15 <= to, let year = digits(base, yearStart, 4),
            base[yearStart + 4] == ByteScanning.space, base[yearStart + 5] == UInt8(ascii: "@"),
            base[yearStart + 6] == ByteScanning.space,
            let clock = timeOfDay(base, from: yearStart + 7, to: yearStart + 15),
            let end = fractionEnd(base, from: yearStart + 15, to: to), end == to
        else { return nil }
        return instant(
            year: year, month: month, day: day, hour: clock / 3600, minute: clock / 60 % 60, second: clock % 60,
            offsetSeconds: 0)
    }

    /// The months' abbreviations, three bytes each, January's first.
    static let monthAbbreviations = Array("JanFebMarAprMayJunJulAugSepOctNovDec".utf8)

    /// C's `ctime` layout, `Sat Nov 21 05:06:37 2026` (the day of the month may be padded with a blank, the seconds
    /// may have a fraction, as Apache's error log writes them), in UTC; nil for other text.
    package static func ctime(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 24, base[from + 3] == ByteScanning.space,
            let (month, day, clock, end) = monthDayClock(base, from: from + 4, to: to)
        else { return nil }
        let yearStart = end + 1
        guard yearStart + 4 == to, base[yearStart - 1] == ByteScanning.space, let year = digits(base, yearStart, 4)
        else { return nil }
        return instant(
            year: year, month: month, day: day, hour: clock / 3600, minute: clock / 60 % 60, second: clock % 60,
            offsetSeconds: 0)
    }

    /// A month's abbreviation, the day of the month (maybe padded with a blank) and a time of day, as C's `ctime` and
    /// a BSD syslog stamp write them (`Nov 21 05:06:37`, `Nov  1 05:06:37.123`), at `base[from...]`: the month, the
    /// day, the seconds since midnight, and where the seconds (with any fraction) end; nil for other text.
    static func monthDayClock(
        _ base: UnsafePointer<UInt8>, from: Int, to: Int
    ) -> (month: Int64, day: Int64, clock: Int64, end: Int)? {
        guard to - from >= 15, base[from + 3] == ByteScanning.space, base[from + 6] == ByteScanning.space,
            let month = monthNumber(base, from)
        else { return nil }
        let dayTens = base[from + 4] == ByteScanning.space ? 0 : digits(base, from + 4, 1)
        guard let dayTens, let dayOnes = digits(base, from + 5, 1),
            let clock = timeOfDay(base, from: from + 7, to: from + 15),
            let end = fractionEnd(base, from: from + 15, to: to)
        else { return nil }
        return (month, dayTens * 10 + dayOnes, clock, end)
    }

    /// A timestamp of either kind a JSON field may hold: ISO 8601 when it has a `-` after four digits, else epoch
    /// seconds or milliseconds.
    @inlinable
    package static func isoOrEpoch(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        if to - from >= 10 && base[from + 4] == ByteScanning.dash { return iso8601(base, from: from, to: to) }
        return epoch(base, from: from, to: to)
    }

    /// Seconds since the epoch of a civil time at a UTC offset, nil when a field is out of range.
    @inlinable @inline(__always)
    static func instant(
        year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64, offsetSeconds: Int64
    ) -> Int64? {
        guard month >= 1 && month <= 12, day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        let seconds = days * CivilCalendar.secondsPerDay + hour * 3600 + minute * 60 + second - offsetSeconds
        return representable.contains(seconds) ? seconds : nil
    }

    /// The instants a time may be, in seconds since the epoch: 0000-01-01T00:00:00Z through 9999-12-31T23:59:59Z,
    /// the years ISO 8601 writes with four digits. One rule for the writer and the reader: a log time outside (such
    /// as `[31/Dec/9999:23:59:59 -1400]`, which is in the year 10000 in UTC) is not a valid time (its request is
    /// counted as untimed), so every instant a report writes (``CivilCalendar/isoInstant(_:)``) reads back.
    @usableFromInline package static let representable: ClosedRange<Int64> = -62_167_219_200...253_402_300_799

    /// `count` ASCII digits at `base[at...]` as a number.
    @inlinable @inline(__always)
    static func digits(_ base: UnsafePointer<UInt8>, _ at: Int, _ count: Int) -> Int64? {
        var value: Int64 = 0
        for index in at..<(at + count) {
            let digit = base[index] &- Self.zero
            guard digit <= 9 else { return nil }
            value = value * 10 + Int64(digit)
        }
        return value
    }

    /// `+0200` / `-0530`: seconds east of UTC.
    @inlinable @inline(__always)
    static func compactOffset(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from == 5, let sign = offsetSign(base[from]), let hours = digits(base, from + 1, 2),
            let minutes = digits(base, from + 3, 2), hours <= 23, minutes <= 59
        else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// `+02:00`, `+0200` or `+02`: seconds east of UTC.
    @inlinable @inline(__always)
    package static func isoOffset(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 3, let sign = offsetSign(base[from]), let hours = digits(base, from + 1, 2), hours <= 23
        else { return nil }
        var minutes: Int64 = 0
        switch to - from {
        case 3: break
        case 5: guard let value = digits(base, from + 3, 2) else { return nil }; minutes = value
        case 6:
            guard base[from + 3] == ByteScanning.colon, let value = digits(base, from + 4, 2) else { return nil }
            minutes = value
        default: return nil
        }
        guard minutes <= 59 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    @inlinable @inline(__always)
    static func offsetSign(_ byte: UInt8) -> Int64? {
        byte == Self.plus ? 1 : byte == ByteScanning.dash ? -1 : nil
    }

    /// The month number of a three-letter English abbreviation at `base[at..<at+3]`, in any letter case.
    @inlinable @inline(__always)
    package static func monthNumber(_ base: UnsafePointer<UInt8>, _ at: Int) -> Int64? {
        let key = UInt32(base[at] | 0x20) << 16 | UInt32(base[at + 1] | 0x20) << 8 | UInt32(base[at + 2] | 0x20)
        switch key {
        case 0x6A_616E: return 1  // jan
        case 0x66_6562: return 2  // feb
        case 0x6D_6172: return 3  // mar
        case 0x61_7072: return 4  // apr
        case 0x6D_6179: return 5  // may
        case 0x6A_756E: return 6  // jun
        case 0x6A_756C: return 7  // jul
        case 0x61_7567: return 8  // aug
        case 0x73_6570: return 9  // sep
        case 0x6F_6374: return 10  // oct
        case 0x6E_6F76: return 11  // nov
        case 0x64_6563: return 12  // dec
        default: return nil
        }
    }
}
