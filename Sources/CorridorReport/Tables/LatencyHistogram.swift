import Histogram

/// Request times of one route in microseconds: an HdrHistogram (two significant digits, auto-resizing,
/// so a route costs a few KiB however wide its range) plus the exact maximum.
///
/// Two significant digits keep every percentile within 1% of the true value while a table of a few
/// hundred routes per worker stays well inside the memory budget (three digits would cost ~8× more).
/// Merging is bucket-wise addition: associative and commutative.
///
/// Public, with no public member, so that recording a time (a `package` member) inlines into the analyzer.
public struct LatencyHistogram: Sendable {
    /// The precision of every latency histogram (all must share a layout to merge).
    package static let significantDigits: SignificantDigits = .two

    /// The largest request time recorded as itself (2^40 µs, about 12.7 days); larger ones are clamped.
    @inlinable package static var largestValue: UInt64 { 1 << 40 }

    @usableFromInline var histogram: Histogram<UInt64>
    /// The largest recorded value, exact (the histogram only knows it to its precision).
    package var maxMicros: UInt64 { largest }
    @usableFromInline var largest: UInt64

    /// An empty histogram.
    package init() {
        histogram = Histogram<UInt64>(numberOfSignificantValueDigits: LatencyHistogram.significantDigits)
        largest = 0
    }

    /// The number of recorded values.
    package var count: UInt64 { histogram.totalCount }

    /// Records one request time; negative times count as zero.
    @inlinable @inline(__always)
    package mutating func record(micros: Int64) {
        let value = micros > 0 ? min(UInt64(micros), LatencyHistogram.largestValue) : 0
        if value > histogram.highestTrackableValue { grow(toCover: value) }
        histogram.record(value)
        if value > largest { largest = value }
    }

    /// Adds `other`'s values to this histogram.
    package mutating func merge(_ other: LatencyHistogram) {
        let otherRange = other.histogram.highestTrackableValue
        if otherRange > histogram.highestTrackableValue { grow(toCover: otherRange) }
        histogram.add(other.histogram)
        if other.largest > largest { largest = other.largest }
    }

    /// Makes room for values up to `value` (and 8× beyond, so that growing stays rare): a new histogram of that
    /// range, zero-filled in one allocation, with the counts so far added in. The library's own auto-resize grows
    /// by appending zeros through unspecialized generic code — about 2,000 instructions a counter, which made
    /// every route's first seconds of latencies cost more than all its parsing.
    @usableFromInline
    mutating func grow(toCover value: UInt64) {
        let range = min(max(value, 1).multipliedReportingOverflow(by: 8).partialValue, LatencyHistogram.largestValue)
        var grown = Histogram<UInt64>(
            lowestDiscernibleValue: 1, highestTrackableValue: max(range, value, 2),
            numberOfSignificantValueDigits: LatencyHistogram.significantDigits)
        grown.autoResize = true
        grown.add(histogram)
        histogram = grown
    }

    /// The value at `percentile` (0…100) in microseconds, never above the exact maximum.
    package func micros(atPercentile percentile: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        return min(histogram.valueAtPercentile(percentile), maxMicros)
    }

    /// The values at `percentiles` (each 0…100) in microseconds, as ``micros(atPercentile:)`` gives each, read from
    /// `buckets` (this histogram's ``buckets``) in one pass: the library reads a percentile by walking every
    /// counter of the histogram, thousands of them, once per percentile — which made rendering the latencies of a
    /// few hundred routes cost as much as parsing a hundred thousand lines.
    package func micros(atPercentiles percentiles: [Double], buckets: [Bucket]) -> [UInt64] {
        guard count > 0 else { return percentiles.map { _ in 0 } }
        let total = histogram.totalCount
        let lowest = histogram.min
        let highest = histogram.maxRecorded
        return percentiles.map { percentile in
            guard percentile != 0 else { return min(lowest, maxMicros) }
            guard percentile < 100 else { return min(highest, maxMicros) }
            // The library's rounding: one ulp below the percentile, the count rounded up, at least the first value.
            let requested = Swift.min(Swift.max(percentile.nextDown, 0), 100)
            let wanted = Swift.max(1, UInt64(((requested * Double(total)) / 100).rounded(.up)))
            var seen: UInt64 = 0
            for bucket in buckets {
                seen += bucket.count
                if seen >= wanted { return min(Swift.max(Swift.min(bucket.value, highest), lowest), maxMicros) }
            }
            return 0
        }
    }

    /// The non-empty buckets as (highest equivalent value, count), ascending: the serialized form.
    package var buckets: [Bucket] {
        histogram.recordedValues().map { Bucket(value: $0.value, count: $0.count) }
    }

    /// One non-empty bucket.
    package struct Bucket: Sendable, Equatable {
        /// The highest value equivalent to the bucket (re-recording it lands in the same bucket).
        package var value: UInt64
        /// The number of values in the bucket.
        package var count: UInt64
    }

    /// Rebuilds a histogram from its serialized buckets and exact maximum.
    package init(buckets: [Bucket], maxMicros: UInt64) {
        self.init()
        if let top = buckets.last(where: { $0.count > 0 }) { grow(toCover: min(top.value, LatencyHistogram.largestValue)) }
        for bucket in buckets where bucket.count > 0 {
            histogram.record(min(bucket.value, LatencyHistogram.largestValue), count: bucket.count)
        }
        largest = min(maxMicros, LatencyHistogram.largestValue)
    }
}

extension LatencyHistogram: Equatable {
    /// Equal when they hold the same counts per bucket and the same exact maximum (independent of the
    /// internal array sizes that resizing left behind).
    public static func == (lhs: LatencyHistogram, rhs: LatencyHistogram) -> Bool {
        lhs.maxMicros == rhs.maxMicros && lhs.count == rhs.count && lhs.buckets == rhs.buckets
    }
}
