import CorridorCore

/// Reading the numeric fields of a log line: the status and the request time.
enum LogFieldValues {
    /// Whether `base[from..<to]` holds a value: not empty and not `-`, which logs write for none.
    @inline(__always)
    static func hasValue(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        to > from && !(to - from == 1 && base[from] == ByteScanning.dash)
    }

    /// A three-digit status, or nil.
    @inline(__always)
    static func status(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard to - from == 3 else { return nil }
        let a = base[from] &- 0x30
        let b = base[from + 1] &- 0x30
        let c = base[from + 2] &- 0x30
        guard a < 10, b < 10, c < 10 else { return nil }
        return Int(a) * 100 + Int(b) * 10 + Int(c)
    }

    /// True for a status field of a request that got no response: empty, `-` (an empty W3C or proxy field), `0`
    /// (Envoy's, for a TCP connection or a client gone before the response) or `-1` (HAProxy's, for a request
    /// aborted before its response). Such a request counts with status 0 (other).
    @inline(__always)
    static func isNoStatus(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        switch to - from {
        case 0: true
        case 1: base[from] == ByteScanning.dash || base[from] == UInt8(ascii: "0")
        case 2: base[from] == ByteScanning.dash && base[from + 1] == UInt8(ascii: "1")
        default: false
        }
    }

    /// The result of reading a duration field.
    enum Duration: Equatable {
        /// Microseconds.
        case micros(Int64)
        /// `-` or empty: the server had no value for this request.
        case absent
        /// Not a number.
        case invalid
    }

    /// Reads a non-negative decimal number (`0.123`, `12`, `1.5e-3`) in a unit of 10^`unitExponent` microseconds —
    /// 6 for seconds, 3 for milliseconds, 0 for microseconds, -3 for nanoseconds — as whole microseconds (truncated).
    /// Several values separated by `,` or `:` (nginx's `$upstream_response_time` after retries) are added up; `-`
    /// items are skipped, and a field of only `-` is absent.
    @inline(__always)
    static func duration(_ base: UnsafePointer<UInt8>, from: Int, to: Int, unitExponent: Int) -> Duration {
        // `0.123`, seconds with milliseconds as nginx's $request_time and AWS load balancers write them: in the
        // caller, without a call.
        if to - from == 5 && unitExponent == 6 && base[from + 1] == 0x2E {
            let d0 = base[from] &- 0x30
            let d2 = base[from + 2] &- 0x30
            let d3 = base[from + 3] &- 0x30
            let d4 = base[from + 4] &- 0x30
            if d0 < 10 && d2 < 10 && d3 < 10 && d4 < 10 {
                return .micros((Int64(d0) &* 1000 &+ Int64(d2) &* 100 &+ Int64(d3) &* 10 &+ Int64(d4)) &* 1000)
            }
        }
        return anyDuration(base, from: from, to: to, unitExponent: unitExponent)
    }

    /// ``duration(_:from:to:unitExponent:)`` for any field but `0.123` in seconds.
    @inline(never)
    static func anyDuration(_ base: UnsafePointer<UInt8>, from: Int, to: Int, unitExponent: Int) -> Duration {
        if let micros = plainDuration(base, from: from, to: to, unitExponent: unitExponent) { return .micros(micros) }
        if let micros = clockDuration(base, from: from, to: to) { return .micros(micros) }
        var total: Int64 = 0
        var sawValue = false
        var itemStart = from
        while itemStart <= to {
            var itemEnd = itemStart
            while itemEnd < to && base[itemEnd] != 0x2C && base[itemEnd] != ByteScanning.colon { itemEnd += 1 }
            var start = itemStart
            var end = itemEnd
            while start < end && base[start] == ByteScanning.space { start += 1 }
            while end > start && base[end - 1] == ByteScanning.space { end -= 1 }
            if !(end - start == 1 && base[start] == ByteScanning.dash) && end > start {
                // A negative value (`-1`: AWS load balancers when no target answered) is no measurement.
                if base[start] == ByteScanning.dash {
                    guard decimal(base, from: start + 1, to: end, unitExponent: unitExponent) != nil else {
                        return .invalid
                    }
                    itemStart = itemEnd + 1
                    continue
                }
                // A unit suffix (`12ms`, `0.051s`, `1.5µs`, `250ns`) says the unit itself; Go's durations of a
                // minute or more (`2m0.773s`, `1h0m0s`) have several.
                let itemEnd = end
                var exponent = unitExponent
                if let (suffixStart, suffixExponent) = unitSuffix(base, from: start, to: end) {
                    end = suffixStart
                    exponent = suffixExponent
                }
                guard
                    let value = decimal(base, from: start, to: end, unitExponent: exponent)
                        ?? goDuration(base, from: start, to: itemEnd) ?? isoDuration(base, from: start, to: itemEnd)
                else {
                    return .invalid
                }
                let (sum, overflow) = total.addingReportingOverflow(value)
                total = overflow ? Int64.max : sum
                sawValue = true
            } else if end == start && (itemStart != from || itemEnd != to) {
                return .invalid  // an empty item between separators
            }
            itemStart = itemEnd + 1
        }
        return sawValue ? .micros(total) : .absent
    }

    /// A duration written the way nearly every log writes it — digits, at most one `.` among them, nothing else, at
    /// most 18 bytes (`0.136`, `12`) — read in one pass to what the general reading (``decimal(_:from:to:unitExponent:)``)
    /// gives; nil for anything else (a sign, blanks, a list, a unit suffix, an exponent), which the general reading
    /// takes.
    @inline(__always)
    static func plainDuration(_ base: UnsafePointer<UInt8>, from: Int, to: Int, unitExponent: Int) -> Int64? {
        guard to > from, to - from <= 18 else { return nil }
        var mantissa: Int64 = 0
        var exponent = unitExponent
        var index = from
        while index < to, ByteScanning.isDigit(base[index]) {
            mantissa = mantissa &* 10 &+ Int64(base[index] &- 0x30)
            index &+= 1
        }
        guard index > from else { return nil }
        if index < to {
            guard base[index] == 0x2E else { return nil }
            index &+= 1
            while index < to, ByteScanning.isDigit(base[index]) {
                mantissa = mantissa &* 10 &+ Int64(base[index] &- 0x30)
                exponent &-= 1
                index &+= 1
            }
            guard index == to else { return nil }
        }
        if mantissa == 0 { return 0 }
        if exponent >= 0 {
            // At most 18 digits: 10^exponent beyond 10^18 overflows any non-zero mantissa.
            guard exponent <= 18 else { return Int64.max }
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: powerOfTen(exponent))
            return overflow ? Int64.max : product
        }
        // Truncated toward zero, as dividing by ten once per place would.
        return -exponent <= 18 ? mantissa / powerOfTen(-exponent) : 0
    }

    /// A duration written as a clock, `H:MM:SS` with an optional fraction of a second (Dart's `Duration.toString()`,
    /// `0:00:00.001234`, as shelf's `logRequests` writes it), in microseconds whatever the field's unit; nil for
    /// anything else (nginx's `0.012 : 0.004` after an internal redirect has blanks and no two-digit minutes).
    static func clockDuration(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        var index = from
        var hours: Int64 = 0
        while index < to, ByteScanning.isDigit(base[index]), index - from < 9 {
            hours = hours * 10 + Int64(base[index] &- 0x30)
            index += 1
        }
        guard index > from, to - index >= 6, base[index] == ByteScanning.colon, base[index + 3] == ByteScanning.colon
        else { return nil }
        let m0 = base[index + 1] &- 0x30
        let m1 = base[index + 2] &- 0x30
        guard m0 < 6, m1 < 10, let seconds = decimal(base, from: index + 4, to: to, unitExponent: 6),
            ByteScanning.isDigit(base[index + 4]), ByteScanning.isDigit(base[index + 5]),
            index + 6 == to || base[index + 6] == 0x2E && to > index + 7, seconds < 60_000_000
        else { return nil }
        return (hours * 3600 + Int64(m0) * 600 + Int64(m1) * 60) * 1_000_000 + seconds
    }

    /// 10^power for 0…18 (a switch the compiler makes a constant table: no lazily made global to check per call).
    @inline(__always)
    private static func powerOfTen(_ power: Int) -> Int64 {
        switch power {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        default: 1_000_000_000_000_000_000
        }
    }

    /// A duration as Go's `time.Duration.String()` writes one of a minute or more (Caddy's `duration_format
    /// string`): numbers, each with its unit — `h`, `m`, `s`, `ms`, `us`, `µs` or `ns` — as in `1h2m3.5s` or
    /// `2m0.773s`; in microseconds, nil for anything else.
    static func goDuration(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        var index = from
        var total: Int64 = 0
        while index < to {
            let numberStart = index
            while index < to && (ByteScanning.isDigit(base[index]) || base[index] == 0x2E) { index += 1 }
            let numberEnd = index
            while index < to && (ByteScanning.isAlpha(base[index]) || base[index] == 0xC2 || base[index] == 0xB5) {
                index += 1
            }
            guard numberEnd > numberStart, index > numberEnd else { return nil }
            // The unit: one of seconds and their fractions (``unitSuffix(_:from:to:)``, all of it), or minutes and hours
            // as seconds times 60 and 3600.
            var exponent = 6
            var multiplier: Int64 = 1
            if let (suffixStart, suffixExponent) = unitSuffix(base, from: numberEnd, to: index),
                suffixStart == numberEnd
            {
                exponent = suffixExponent
            } else if index - numberEnd == 1 && base[numberEnd] == UInt8(ascii: "h") {
                multiplier = 3600
            } else if index - numberEnd == 1 && base[numberEnd] == UInt8(ascii: "m") {
                multiplier = 60
            } else {
                return nil
            }
            let value = decimal(base, from: numberStart, to: numberEnd, unitExponent: exponent).map { amount in
                let (product, overflow) = amount.multipliedReportingOverflow(by: multiplier)
                return overflow ? Int64.max : product
            }
            guard let value else { return nil }
            let (sum, overflow) = total.addingReportingOverflow(value)
            total = overflow ? Int64.max : sum
        }
        return index > from ? total : nil
    }

    /// A duration as ISO 8601 writes one — `P`, then days (or weeks), then `T` and hours, minutes and seconds, each
    /// number before its designator: `PT0.023S`, `PT1M2.5S`, `P1DT2H` — as Java's `Duration.toString()` gives Spring
    /// Boot's HTTP exchanges their `timeTaken`; in microseconds, nil for anything else (years and months, of no fixed
    /// length, a sign, a designator out of its place).
    static func isoDuration(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int64? {
        guard to - from >= 3, base[from] | 0x20 == UInt8(ascii: "p") else { return nil }
        var index = from + 1
        var inTime = false
        var total: Int64 = 0
        var sawValue = false
        while index < to {
            if base[index] | 0x20 == UInt8(ascii: "t") {
                guard !inTime else { return nil }
                inTime = true
                index += 1
                continue
            }
            let numberStart = index
            while index < to && (ByteScanning.isDigit(base[index]) || base[index] == 0x2E) { index += 1 }
            guard index > numberStart, index < to else { return nil }
            let seconds: Int64
            switch (base[index] | 0x20, inTime) {
            case (UInt8(ascii: "w"), false): seconds = 604_800
            case (UInt8(ascii: "d"), false): seconds = 86_400
            case (UInt8(ascii: "h"), true): seconds = 3_600
            case (UInt8(ascii: "m"), true): seconds = 60
            case (UInt8(ascii: "s"), true): seconds = 1
            default: return nil
            }
            guard let amount = decimal(base, from: numberStart, to: index, unitExponent: 6) else { return nil }
            let (product, productOverflow) = amount.multipliedReportingOverflow(by: seconds)
            let (sum, sumOverflow) = total.addingReportingOverflow(productOverflow ? Int64.max : product)
            total = productOverflow || sumOverflow ? Int64.max : sum
            sawValue = true
            index += 1
        }
        return sawValue ? total : nil
    }

    /// A duration's unit suffix (`s`, `ms`, `us`, `µs`, `ns`, `m`, `h`) at the end of `base[from..<to]`: where it
    /// starts and its unit as a power of ten of microseconds (minutes and hours as seconds × 60 and × 3600 are
    /// not powers of ten: they are not accepted).
    @inline(__always)
    static func unitSuffix(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> (Int, Int)? {
        guard to > from, ByteScanning.isAlpha(base[to - 1]) else { return nil }
        let last = base[to - 1] | 0x20
        guard last == UInt8(ascii: "s") else { return nil }
        if to - from >= 2 {
            let before = base[to - 2] | 0x20
            if before == UInt8(ascii: "m") { return (to - 2, 3) }
            if before == UInt8(ascii: "u") { return (to - 2, 0) }
            if before == UInt8(ascii: "n") { return (to - 2, -3) }
            if to - from >= 3 && base[to - 3] == 0xC2 && base[to - 2] == 0xB5 { return (to - 3, 0) }  // µs
        }
        return (to - 1, 6)
    }

    /// One non-negative decimal number scaled to microseconds, or nil when it is not a number.
    static func decimal(_ base: UnsafePointer<UInt8>, from: Int, to: Int, unitExponent: Int) -> Int64? {
        var index = from
        if index < to && base[index] == 0x2B { index += 1 }  // leading +
        var mantissa: Int64 = 0
        var exponent = unitExponent
        var digits = 0
        while index < to && ByteScanning.isDigit(base[index]) {
            if mantissa < 100_000_000_000_000_000 {
                mantissa = mantissa * 10 + Int64(base[index] - 0x30)
            } else {
                exponent += 1
            }
            digits += 1
            index += 1
        }
        if index < to && base[index] == 0x2E {
            index += 1
            while index < to && ByteScanning.isDigit(base[index]) {
                if mantissa < 100_000_000_000_000_000 {
                    mantissa = mantissa * 10 + Int64(base[index] - 0x30)
                    exponent -= 1
                }
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return nil }
        if index < to && (base[index] | 0x20) == 0x65 {  // e / E
            index += 1
            var negative = false
            if index < to && (base[index] == 0x2B || base[index] == ByteScanning.dash) {
                negative = base[index] == ByteScanning.dash
                index += 1
            }
            var value = 0
            var expDigits = 0
            while index < to && ByteScanning.isDigit(base[index]) {
                if value < 10_000 { value = value * 10 + Int(base[index] - 0x30) }
                expDigits += 1
                index += 1
            }
            guard expDigits > 0 else { return nil }
            exponent += negative ? -value : value
        }
        guard index == to else { return nil }
        if mantissa == 0 { return 0 }
        if exponent >= 0 {
            var result = mantissa
            for _ in 0..<exponent {
                let (product, overflow) = result.multipliedReportingOverflow(by: 10)
                if overflow { return Int64.max }
                result = product
            }
            return result
        }
        var result = mantissa
        for _ in 0..<(-exponent) {
            result /= 10
            if result == 0 { return 0 }
        }
        return result
    }

    /// Whether `client` can be a client's address: an IP address (hex digits, `.`, `:`, brackets, a `%` zone) or a
    /// host name (letters, digits, `-`, `.`, `_`) — not, say, the instant a `--timestamps` line starts with, which a
    /// lenient Combined reading would take for one, nor a word ending in a single `:`, nor a log level's name.
    package static func isPlausibleAddress(_ client: UnsafeBufferPointer<UInt8>) -> Bool {
        // A word ending in one `:` is no address, however its bytes look (`05:06:37.123:`, a time before a colon).
        if client.count >= 2, client[client.count - 1] == 0x3A, client[client.count - 2] != 0x3A { return false }
        let isHost = client.allSatisfy { byte in
            ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F
        }
        return isIPAddressBytes(client) || isHost && !isLogLevel(client)
    }

    /// Whether every byte of `word` may be an IP address's: hex digits, `.`, `:`, brackets and a `%` zone.
    package static func isIPAddressBytes(_ word: some Sequence<UInt8>) -> Bool {
        word.allSatisfy { byte in
            ByteScanning.hexValue(byte) != nil || byte == 0x2E || byte == 0x3A || byte == 0x5B || byte == 0x5D
                || byte == 0x25
        }
    }

    /// Whether `word` is a log level's name (`INFO`, `debug`, …): a logger's word a loose layout would take for a
    /// client's host name.
    private static func isLogLevel(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (4...7).contains(word.count) else { return false }
        let upper = word.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        return logLevels.contains(upper)
    }

    private static let logLevels: Set<[UInt8]> = Set(
        ["INFO", "DEBUG", "WARN", "WARNING", "ERROR", "TRACE", "FATAL", "NOTICE"].map { Array($0.utf8) })
}
