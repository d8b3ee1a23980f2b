/// Request times of one route in microseconds: counts in HdrHistogram's layout with two significant digits (so a
/// route costs a few KiB however wide its range, and every percentile is within 1 % of the true value), plus the
/// exact maximum. Merging is bucket-wise addition: associative and commutative.
///
/// The layout is HdrHistogram's (lowest discernible value 1, 256 sub-buckets of which the upper 128 repeat per
/// power of two), kept here rather than in the library's generic `Histogram` because reading a report's buckets
/// through the library's iterators cost ~300,000 instructions a route, and growing through its auto-resize about
/// 2,000 a counter. The serialized buckets, percentiles and their rounding are the library's to the value (the
/// tests compare both on the same values).
///
/// Public, with no public member, so that recording a time (a `package` member) inlines into the analyzer.
public struct LatencyHistogram: Sendable {
    /// The precision of every latency histogram (all must share a layout to merge), as written in JSON reports.
    package static let significantDigits = 2

    /// The largest request time recorded as itself (2^40 µs, about 12.7 days); larger ones are clamped.
    @inlinable package static var largestValue: UInt64 { 1 << 40 }

    /// log2 of half the sub-buckets per bucket: 2 × 10^2 values need 256 sub-buckets at unit resolution.
    @usableFromInline static var halfCountMagnitude: Int { 7 }

    /// Counts per index (see ``index(of:)``); grows to cover the largest value recorded.
    @usableFromInline var counts: [UInt64]
    @usableFromInline var total: UInt64
    /// The largest and smallest non-zero value recorded as such (a bucket read back records its top value).
    @usableFromInline var highestRecorded: UInt64
    @usableFromInline var lowestNonZero: UInt64
    /// The largest recorded value, exact (the buckets only know it to their precision).
    @usableFromInline var largest: UInt64

    /// The largest recorded value, exact.
    package var maxMicros: UInt64 { largest }

    /// An empty histogram.
    package init() {
        counts = []
        total = 0
        highestRecorded = 0
        lowestNonZero = .max
        largest = 0
    }

    /// The number of recorded values.
    package var count: UInt64 { total }

    /// The counts index of `value`: bucket `b` (values below 2^(8+b)) holds sub-buckets 128…255 of width 2^b;
    /// bucket 0 also holds 0…127 at unit width.
    @inlinable @inline(__always)
    package static func index(of value: UInt64) -> Int {
        let bucket = 56 &- (value | 255).leadingZeroBitCount
        let subBucket = Int(truncatingIfNeeded: value &>> UInt64(bucket))
        return ((bucket &+ 1) &<< halfCountMagnitude) &+ subBucket &- 128
    }

    /// The highest value counted at `index`: a bucket's value as serialized.
    static func highestValue(atIndex index: Int) -> UInt64 {
        var bucket = (index >> halfCountMagnitude) - 1
        var subBucket = (index & 127) + 128
        if bucket < 0 {
            subBucket -= 128
            bucket = 0
        }
        return (UInt64(subBucket) << UInt64(bucket)) + (1 << UInt64(bucket)) - 1
    }

    /// Records one request time; negative times count as zero.
    @inlinable @inline(__always)
    package mutating func record(micros: Int64) {
        let value = micros > 0 ? min(UInt64(micros), LatencyHistogram.largestValue) : 0
        record(value, count: 1)
        if value > largest { largest = value }
    }

    @inlinable @inline(__always)
    mutating func record(_ value: UInt64, count: UInt64) {
        let index = Self.index(of: value)
        if index >= counts.count { grow(toCover: index) }
        counts.withUnsafeMutableBufferPointer { $0[index] &+= count }
        total &+= count
        if value > highestRecorded { highestRecorded = value }
        if value != 0 && value < lowestNonZero { lowestNonZero = value }
    }

    /// Makes room up to counts index `index`, whole buckets at a time and eight times the value beyond, so that
    /// growing stays rare.
    @usableFromInline
    mutating func grow(toCover index: Int) {
        let wanted = max(
            index, Self.index(of: min(Self.highestValue(atIndex: index) &* 8, LatencyHistogram.largestValue)))
        let length = ((wanted >> Self.halfCountMagnitude) + 1) << Self.halfCountMagnitude
        counts.append(contentsOf: repeatElement(0, count: length - counts.count))
    }

    /// Adds values counted elsewhere in this layout, as recording each of them would: `counts[i]` values at counts
    /// index `firstIndex + i` (``index(of:)``), of which the largest is `highest` and the smallest non-zero
    /// `lowestNonZero` (`.max` when all are zero).
    package mutating func add(
        counts added: UnsafeBufferPointer<UInt64>, firstIndex: Int, highest: UInt64, lowestNonZero: UInt64
    ) {
        guard let lastCounted = added.lastIndex(where: { $0 != 0 }) else { return }
        if firstIndex + lastCounted >= counts.count { grow(toCover: firstIndex + lastCounted) }
        var sum: UInt64 = 0
        counts.withUnsafeMutableBufferPointer { counts in
            for offset in 0...lastCounted {
                counts[firstIndex + offset] &+= added[offset]
                sum &+= added[offset]
            }
        }
        total &+= sum
        if highest > highestRecorded { highestRecorded = highest }
        if lowestNonZero < self.lowestNonZero { self.lowestNonZero = lowestNonZero }
        if highest > largest { largest = highest }
    }

    /// Adds `other`'s values to this histogram.
    package mutating func merge(_ other: LatencyHistogram) {
        if other.counts.count > counts.count {
            counts.append(contentsOf: repeatElement(0, count: other.counts.count - counts.count))
        }
        counts.withUnsafeMutableBufferPointer { mine in
            other.counts.withUnsafeBufferPointer { theirs in
                for index in theirs.indices { mine[index] &+= theirs[index] }
            }
        }
        total &+= other.total
        highestRecorded = max(highestRecorded, other.highestRecorded)
        lowestNonZero = min(lowestNonZero, other.lowestNonZero)
        largest = max(largest, other.largest)
    }

    /// The smallest value recorded, as HdrHistogram reports it (0 when a zero was recorded).
    private var lowest: UInt64 { (counts.first ?? 0) > 0 || total == 0 ? 0 : lowestNonZero }

    /// The value at `percentile` (0…100) in microseconds, never above the exact maximum.
    package func micros(atPercentile percentile: Double) -> UInt64 {
        micros(atPercentiles: [percentile], buckets: buckets)[0]
    }

    /// The values at `percentiles` (each 0…100) in microseconds, read from `buckets` (this histogram's ``buckets``)
    /// in one pass each: HdrHistogram's rule — the top of the first bucket whose running count reaches the
    /// percentile's share (one ulp below the percentile, rounded up, at least the first value), kept between the
    /// lowest and highest recorded value — and never above the exact maximum.
    package func micros(atPercentiles percentiles: [Double], buckets: [Bucket]) -> [UInt64] {
        guard total > 0 else { return percentiles.map { _ in 0 } }
        let lowest = lowest
        let highest = highestRecorded
        return percentiles.map { percentile in
            guard percentile != 0 else { return min(lowest, maxMicros) }
            guard percentile < 100 else { return min(highest, maxMicros) }
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
        var buckets: [Bucket] = []
        counts.withUnsafeBufferPointer { counts in
            for index in counts.indices where counts[index] != 0 {
                buckets.append(Bucket(value: Self.highestValue(atIndex: index), count: counts[index]))
            }
        }
        return buckets
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
            record(min(bucket.value, LatencyHistogram.largestValue), count: bucket.count)
        }
        largest = min(maxMicros, LatencyHistogram.largestValue)
    }
}

extension LatencyHistogram: Equatable {
    /// Equal when they hold the same counts per bucket and the same exact maximum (independent of how far the
    /// counts array has grown).
    public static func == (lhs: LatencyHistogram, rhs: LatencyHistogram) -> Bool {
        lhs.maxMicros == rhs.maxMicros && lhs.count == rhs.count && lhs.buckets == rhs.buckets
    }
}
