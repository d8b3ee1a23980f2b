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
        histogram.record(value)
        if value > largest { largest = value }
    }

    /// Adds `other`'s values to this histogram.
    package mutating func merge(_ other: LatencyHistogram) {
        histogram.add(other.histogram)
        if other.largest > largest { largest = other.largest }
    }

    /// The value at `percentile` (0…100) in microseconds, never above the exact maximum.
    package func micros(atPercentile percentile: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        return min(histogram.valueAtPercentile(percentile), maxMicros)
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
