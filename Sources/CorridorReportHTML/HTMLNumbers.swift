/// The one number format of the HTML page: counts with thousands separators (`163,441`, as the charts
/// write them), latencies with three significant digits (`15.0`, `0.152`, `1,250`: the percentiles come
/// from a histogram good to about 1 %, so more digits would only show its bucket edges), time-bucket widths
/// in the largest whole unit (`9 h`, `2 d`).
enum HTMLNumbers {
    /// `163441` → `163,441`; negative numbers keep their sign.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        grouped.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// Microseconds as milliseconds to three significant digits: `15039` → `15.0`, `152` → `0.152`,
    /// `1250000` → `1,250`, `0` → `0`.
    static func milliseconds(_ micros: UInt64) -> String {
        if micros == 0 { return "0" }
        if micros >= 100_000 {
            return count(Int((micros + 500) / 1000))
        }
        // Below 100 ms: keep three significant digits, as a fixed-point number of the right scale.
        let decimals = micros >= 10_000 ? 1 : micros >= 1_000 ? 2 : 3
        let divisor: UInt64 = decimals == 1 ? 100 : decimals == 2 ? 10 : 1
        let scaled = (micros + divisor / 2) / divisor
        let unit: UInt64 = decimals == 1 ? 10 : decimals == 2 ? 100 : 1000
        let fraction = String(scaled % unit)
        return "\(scaled / unit)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A bucket width in seconds in its largest whole unit: `32400` → `9 h`, `172800` → `2 d`, `900` → `15 min`.
    static func duration(seconds: Int64) -> String {
        if seconds > 0 && seconds % 86_400 == 0 { return "\(seconds / 86_400) d" }
        if seconds > 0 && seconds % 3_600 == 0 { return "\(seconds / 3_600) h" }
        if seconds > 0 && seconds % 60 == 0 { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }
}
