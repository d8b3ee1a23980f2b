/// Exact per-route counts: hits, hits by method slot, hits by status class, first and last seen, hits per time
/// bucket, and (when the log has a request time) a latency histogram per route.
///
/// The counts live in one flat array, ``stride`` cells per route, so that counting a matched line is
/// three increments in one cache line and never allocates. Merging adds cell by cell: associative and
/// commutative, so the per-worker tables combine into the same totals whatever the worker count.
package struct RouteCounters: Sendable, Equatable {
    /// Cells per route: hits, then one per ``MethodSlot``, then one per ``StatusClass``.
    package static var stride: Int { 1 + MethodSlot.count + StatusClass.count }
    static var methodBase: Int { 1 }
    static var statusBase: Int { 1 + MethodSlot.count }

    /// The number of routes.
    package let routeCount: Int
    /// Whether request times are recorded.
    package let tracksLatency: Bool
    private(set) var cells: [Int]
    /// A histogram per route (nil until the route's first timed hit).
    package private(set) var latencies: [LatencyHistogram?]
    /// The earliest and latest request time per route (`Int64.max` / `Int64.min` while none was seen).
    private(set) var firstSeen: [Int64]
    private(set) var lastSeen: [Int64]
    /// Hits per route per time bucket.
    package private(set) var traffic: RouteTraffic

    /// Zero counts for `routeCount` routes, traffic counted in buckets of at least `minimumBucketWidth` seconds (a
    /// ``TrafficLadder`` width).
    package init(routeCount: Int, tracksLatency: Bool, minimumBucketWidth: Int64 = TrafficLadder.hour) {
        self.routeCount = routeCount
        self.tracksLatency = tracksLatency
        cells = Array(repeating: 0, count: routeCount * RouteCounters.stride)
        latencies = tracksLatency ? Array(repeating: nil, count: routeCount) : []
        firstSeen = Array(repeating: .max, count: routeCount)
        lastSeen = Array(repeating: .min, count: routeCount)
        traffic = RouteTraffic(routeCount: routeCount, minimumWidth: minimumBucketWidth)
    }

    /// Counts `route`'s hit at `seconds` in its traffic over time (a worker's hits and times go to ``HitCells`` and
    /// ``LatencyCells``).
    @inline(__always)
    package mutating func recordTraffic(route: Int, seconds: Int64) {
        traffic.record(route: route, seconds: seconds)
    }

    /// Adds hits counted elsewhere, in this table's layout (another table's, ``HitCells``'): `cells` added cell by
    /// cell, and the first and last times seen per route.
    package mutating func add(
        cells added: some Collection<Int>, firstSeen earliest: some Collection<Int64>,
        lastSeen latest: some Collection<Int64>
    ) {
        cells.withUnsafeMutableBufferPointer { cells in
            for (index, count) in zip(cells.indices, added) { cells[index] &+= count }
        }
        for (route, (first, last)) in zip(0..<routeCount, zip(earliest, latest)) {
            firstSeen[route] = min(firstSeen[route], first)
            lastSeen[route] = max(lastSeen[route], last)
        }
    }

    /// Adds request times of `route` counted elsewhere (``LatencyHistogram/add(counts:firstIndex:highest:lowestNonZero:)``),
    /// when times are tracked.
    package mutating func addLatencies(
        route: Int, counts: UnsafeBufferPointer<UInt64>, firstIndex: Int, highest: UInt64, lowestNonZero: UInt64
    ) {
        guard tracksLatency else { return }
        latencies.withUnsafeMutableBufferPointer { histograms in
            let slot = histograms.baseAddress! + route
            if slot.pointee == nil { slot.pointee = LatencyHistogram() }
            slot.pointee!.add(counts: counts, firstIndex: firstIndex, highest: highest, lowestNonZero: lowestNonZero)
        }
    }

    /// Adds `other` (a table over the same routes) into this one.
    package mutating func merge(_ other: RouteCounters) {
        precondition(other.routeCount == routeCount, "merging counters of different route tables")
        add(cells: other.cells, firstSeen: other.firstSeen, lastSeen: other.lastSeen)
        traffic.merge(other.traffic)
        guard tracksLatency && other.tracksLatency else { return }
        for route in 0..<routeCount {
            guard let theirs = other.latencies[route] else { continue }
            if latencies[route] == nil {
                latencies[route] = theirs
            } else {
                latencies[route]!.merge(theirs)
            }
        }
    }

    /// Hits of `route`.
    package func hits(route: Int) -> Int { cells[route * RouteCounters.stride] }

    /// When `route` was first and last hit by a request with a time; nil when never.
    package func seen(route: Int) -> TimeRange? {
        TimeRange(first: firstSeen[route], orNoneBefore: lastSeen[route])
    }

    /// Hits of `route` with a method in `slot`.
    package func hits(route: Int, method slot: MethodSlot) -> Int {
        cells[route * RouteCounters.stride + RouteCounters.methodBase + slot.rawValue]
    }

    /// Hits of `route` whose status is in `statusClass`.
    package func hits(route: Int, status statusClass: StatusClass) -> Int {
        cells[route * RouteCounters.stride + RouteCounters.statusBase + statusClass.rawValue]
    }

    /// The sum of all hits.
    package var totalHits: Int {
        var total = 0
        for route in 0..<routeCount { total &+= cells[route * RouteCounters.stride] }
        return total
    }
}
