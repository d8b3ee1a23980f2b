import Histogram
@testable import CorridorReport
import Testing

@Suite("Latency histograms grow without the library's slow path, and count the same")
struct LatencyHistogramTests {
    /// Values from sub-millisecond to minutes, in a scrambled order (so the range grows many times).
    static func values(seed: UInt64, count: Int) -> [Int64] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = Int64((state >> 33) % 9)  // 10^0 … 10^8 µs
            var value: Int64 = 1
            for _ in 0..<magnitude { value *= 10 }
            return value + Int64((state >> 13) % 997)
        }
    }

    @Test(
        "recording, merging and reading back give the library's own counts and percentiles",
        arguments: [1, 2, 3, 4, 5] as [UInt64])
    func sameCounts(seed: UInt64) {
        // Few values too: the percentiles' rounding matters most when the count is small.
        let values = Self.values(seed: seed, count: seed == 4 ? 1 : seed == 5 ? 7 : 5_000)
        var ours = LatencyHistogram()
        var reference = Histogram<UInt64>(numberOfSignificantValueDigits: .two)
        for value in values {
            ours.record(micros: value)
            reference.record(UInt64(value))
        }
        #expect(ours.count == reference.totalCount)
        #expect(ours.buckets.map(\.value) == reference.recordedValues().map(\.value))
        #expect(ours.buckets.map(\.count) == reference.recordedValues().map(\.count))
        let percentiles = [0.0, 0.1, 1, 25, 50, 90, 99, 99.9, 99.99, 100]
        let fromBuckets = ours.micros(atPercentiles: percentiles, buckets: ours.buckets)
        for (percentile, value) in zip(percentiles, fromBuckets) {
            #expect(
                ours.micros(atPercentile: percentile) == min(reference.valueAtPercentile(percentile), ours.maxMicros))
            #expect(value == ours.micros(atPercentile: percentile), "p\(percentile)")
        }
        // Split in two (the small values first, so the merge must grow the receiving histogram) and merged back.
        var small = LatencyHistogram()
        var large = LatencyHistogram()
        for value in values { if value < 10_000 { small.record(micros: value) } else { large.record(micros: value) } }
        small.merge(large)
        #expect(small == ours)
        #expect(LatencyHistogram(buckets: ours.buckets, maxMicros: ours.maxMicros) == ours)
    }

    @Test(
        "zero, bucket edges and clamped values land where the library puts them",
        arguments: [
            [0], [0, 0, 5], [127, 128, 255, 256, 257, 511, 512, 1_023, 1_024], [1 << 40, (1 << 40) + 1, Int64.max],
            [-5, 0, 1], [65_535, 65_536, 65_537, 131_071, 131_072],
        ] as [[Int64]])
    func edges(values: [Int64]) {
        var ours = LatencyHistogram()
        var reference = Histogram<UInt64>(numberOfSignificantValueDigits: .two)
        for value in values {
            ours.record(micros: value)
            reference.record(value > 0 ? min(UInt64(value), LatencyHistogram.largestValue) : 0)
        }
        #expect(ours.buckets.map(\.value) == reference.recordedValues().map(\.value))
        #expect(ours.buckets.map(\.count) == reference.recordedValues().map(\.count))
        for percentile in [0.0, 50, 99, 100] {
            #expect(
                ours.micros(atPercentile: percentile) == min(reference.valueAtPercentile(percentile), ours.maxMicros))
        }
        #expect(LatencyHistogram(buckets: ours.buckets, maxMicros: ours.maxMicros) == ours)
    }
}
