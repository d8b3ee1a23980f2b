import CorridorReport

/// A worker's request times per route, counted in flat cells in ``LatencyHistogram``'s layout and added to the
/// routes' histograms once, when the worker is done (``fold(into:)``).
///
/// Recording a time into a route's histogram directly costs two copy-on-write checks (the array of histograms, the
/// histogram's counts) and their calls; here it is an index computed, a cell incremented and two compares. A route's
/// cells come in segments of 128 counts, one per power of two of the values (the layout's buckets), each allocated at
/// its first time: memory follows the values a route had, as the histograms' own does. The histograms end up exactly
/// as if each time had been recorded into them: counts add, and the largest and smallest values are a maximum and a
/// minimum.
final class LatencyCells {
    /// Counts per segment: one bucket of the layout (bucket 0's lower half, which counts 0…127, is segment 0).
    fileprivate static let segmentLength = 128
    /// Segments per route: enough for ``LatencyHistogram/largestValue``.
    fileprivate static let segmentsPerRoute =
        LatencyHistogram.index(of: LatencyHistogram.largestValue) / segmentLength + 1

    private let routeCount: Int
    /// Route `r`'s segment `s` at `segments[r × segmentsPerRoute + s]` (nil until its first count).
    private let segments: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>?>
    /// Per route: the largest value counted, and the smallest non-zero one (`.max` while none).
    private let highest: UnsafeMutablePointer<UInt64>
    private let lowestNonZero: UnsafeMutablePointer<UInt64>

    /// Cells for a table of `routeCount` routes.
    init(routeCount: Int) {
        self.routeCount = routeCount
        let count = max(1, routeCount)
        segments = .allocate(count: count * LatencyCells.segmentsPerRoute, filledWith: nil)
        highest = .allocate(count: count, filledWith: 0)
        lowestNonZero = .allocate(count: count, filledWith: .max)
    }

    deinit {
        for slot in 0..<(max(1, routeCount) * LatencyCells.segmentsPerRoute) { segments[slot]?.deallocate() }
        segments.deallocate()
        highest.deallocate()
        lowestNonZero.deallocate()
    }

    /// The cells' recorder, for a worker's loop over a chunk: raw pointers, nothing to retain per line. Valid while
    /// these cells are alive.
    var recorder: Recorder { Recorder(segments: segments, highest: highest, lowestNonZero: lowestNonZero) }

    /// Records into ``LatencyCells`` (see ``LatencyCells/recorder``).
    struct Recorder {
        fileprivate let segments: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>?>
        fileprivate let highest: UnsafeMutablePointer<UInt64>
        fileprivate let lowestNonZero: UnsafeMutablePointer<UInt64>

        /// Counts one request time of `route` (negative times count as zero, larger ones than the layout's largest
        /// as that, as ``LatencyHistogram`` records them).
        @inline(__always)
        func record(route: Int, micros: Int64) {
            let value = micros > 0 ? min(UInt64(micros), LatencyHistogram.largestValue) : 0
            let index = LatencyHistogram.index(of: value)
            let slot = segments + (route &* LatencyCells.segmentsPerRoute &+ index &>> 7)
            let segment = slot.pointee ?? Recorder.addSegment(at: slot)
            segment[index & (LatencyCells.segmentLength - 1)] &+= 1
            if value > highest[route] { highest[route] = value }
            if value != 0 && value < lowestNonZero[route] { lowestNonZero[route] = value }
        }

        /// Allocates the segment of `slot`, zeroed, and returns it.
        @inline(never)
        private static func addSegment(
            at slot: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>?>
        ) -> UnsafeMutablePointer<UInt64> {
            let segment = UnsafeMutablePointer<UInt64>.allocate(capacity: LatencyCells.segmentLength)
            segment.initialize(repeating: 0, count: LatencyCells.segmentLength)
            slot.pointee = segment
            return segment
        }
    }

    /// Adds every time counted to `counters`' histograms and clears the cells.
    func fold(into counters: inout RouteCounters) {
        for route in 0..<routeCount {
            let routeSegments = segments + route * LatencyCells.segmentsPerRoute
            // The highest segment first: the histogram grows once to cover it, not once per segment.
            for index in (0..<LatencyCells.segmentsPerRoute).reversed() {
                guard let segment = routeSegments[index] else { continue }
                counters.addLatencies(
                    route: route, counts: UnsafeBufferPointer(start: segment, count: LatencyCells.segmentLength),
                    firstIndex: index * LatencyCells.segmentLength, highest: highest[route],
                    lowestNonZero: lowestNonZero[route])
                segment.deallocate()
                routeSegments[index] = nil
            }
            highest[route] = 0
            lowestNonZero[route] = .max
        }
    }
}
