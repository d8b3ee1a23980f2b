/// The widths traffic over time is counted in: one hour, one day, then days doubling (2 d, 4 d, 8 d, …), every
/// bucket aligned to the Unix epoch in UTC. Each width divides the next, so hits counted at a finer width add up
/// exactly into a coarser one.
///
/// A report uses one width for all its routes: the smallest on the ladder, at least the requested minimum
/// (`--bucket`), with which the time span of the routes' hits needs at most ``maximumBuckets`` buckets. A part of
/// the data (a worker's chunks, a shard) never needs a wider bucket than the whole, and the bucket count only falls
/// as the width grows; so combining two parts at the larger of their widths, then widening until the combined span
/// fits, gives exactly the width — and the counts — of one run over everything.
package enum TrafficLadder {
    /// One hour, the finest width.
    package static let hour: Int64 = 3600
    /// One day.
    package static let day: Int64 = 86_400
    /// The most buckets a report's span takes: 400 (16 days of hours, 13 months of days, 3 years of 4-day buckets).
    package static let maximumBuckets: Int64 = 400

    /// Whether `seconds` is a width of the ladder (1 h, or a power-of-two number of days).
    package static func isWidth(_ seconds: Int64) -> Bool {
        if seconds == hour { return true }
        guard seconds >= day, seconds % day == 0 else { return false }
        let days = seconds / day
        return days & (days - 1) == 0
    }

    /// The smallest ladder width of at least `seconds`.
    package static func width(atLeast seconds: Int64) -> Int64 {
        var width = hour
        while width < seconds { width = next(after: width) }
        return width
    }

    /// The width after `width` on the ladder.
    package static func next(after width: Int64) -> Int64 {
        width < day ? day : width * 2
    }

    /// The index of the bucket of `width` holding `seconds` (floor division, so times before 1970 work too).
    @inline(__always)
    package static func index(of seconds: Int64, width: Int64) -> Int64 {
        let quotient = seconds / width
        return seconds % width < 0 ? quotient - 1 : quotient
    }

    /// The buckets of `width` from the one holding `first` to the one holding `last`.
    package static func bucketCount(first: Int64, last: Int64, width: Int64) -> Int64 {
        index(of: last, width: width) - index(of: first, width: width) + 1
    }

    /// The smallest ladder width, at least `width`, with which `first…last` takes at most ``maximumBuckets``.
    package static func width(covering first: Int64, _ last: Int64, atLeast width: Int64) -> Int64 {
        var width = width
        while bucketCount(first: first, last: last, width: width) > maximumBuckets { width = next(after: width) }
        return width
    }

    /// `1h`, `1d`, `4d`: the width as `--bucket` takes it.
    package static func text(_ width: Int64) -> String {
        width < day ? "\(width / hour)h" : "\(width / day)d"
    }
}
