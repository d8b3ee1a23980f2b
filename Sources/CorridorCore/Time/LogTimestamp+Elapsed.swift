extension LogTimestamp {
    /// The microseconds from the instant at `base[start]` to the one at `base[end]`, each an epoch number (any unit,
    /// told apart by magnitude as ``epoch(_:from:to:)`` does) or an ISO 8601 time (``iso8601(_:from:to:)``). Nil when
    /// either can't be read, when either is in whole seconds (an epoch in seconds without a fraction, an ISO time
    /// without one: `end − start` would be whole seconds, most often a false 0), or when the end is before the start.
    package static func elapsedMicros(_ base: UnsafePointer<UInt8>, start: Range<Int>, end: Range<Int>) -> Int64? {
        guard let from = preciseMicros(base, start.lowerBound, start.upperBound),
            let to = preciseMicros(base, end.lowerBound, end.upperBound), to >= from
        else { return nil }
        return to - from
    }

    /// The instant at `base[from..<to]` in microseconds since the epoch, when it is written with a finer unit than the
    /// second (a fraction, or an epoch in milliseconds or finer); nil otherwise.
    static func preciseMicros(_ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int) -> Int64? {
        guard to > from else { return nil }
        if to - from >= 10 && base[from + 4] == ByteScanning.dash {
            // ISO 8601: the seconds as `iso8601` reads them, plus the fraction's first six digits.
            guard to - from > 20, base[from + 19] == dot || base[from + 19] == comma,
                let seconds = iso8601(base, from: from, to: to)
            else { return nil }
            return seconds * 1_000_000 + fractionMicros(base, from + 20, to)
        }
        guard let number = epochNumber(base, from: from, to: to),
            representable.contains(number.value / number.unitsPerSecond)
        else { return nil }
        switch number.unitsPerSecond {
        case 1:
            // Seconds: precise only with a fraction.
            guard let fraction = number.fraction else { return nil }
            return number.value * 1_000_000 + fractionMicros(base, fraction, to)
        case 1000: return number.value * 1000
        case 1_000_000: return number.value
        default: return number.value / 1000
        }
    }

    /// The first six digits of a fraction of a second at `base[from...]` (fewer padded with zeros), in microseconds.
    static func fractionMicros(_ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int) -> Int64 {
        var micros: Int64 = 0
        var position = from
        for _ in 0..<6 {
            var digit: Int64 = 0
            if position < to && ByteScanning.isDigit(base[position]) {
                digit = Int64(base[position] &- zero)
                position += 1
            }
            micros = micros * 10 + digit
        }
        return micros
    }
}
