/// A worker's hits per route, counted in flat cells (``RouteCounters``' layout: hits, by method slot, by status class;
/// the first and last time seen) and added to the worker's ``RouteCounters`` once, when it is done (``fold(into:)``).
///
/// Counting into ``RouteCounters`` directly costs a copy-on-write check of each of its arrays a line; these cells are
/// the worker's alone, so a hit is three increments and two compares. The totals are the same sums, minimums and
/// maximums.
final class HitCells {
    private let routeCount: Int
    private let cells: UnsafeMutablePointer<Int>
    private let firstSeen: UnsafeMutablePointer<Int64>
    private let lastSeen: UnsafeMutablePointer<Int64>

    /// Zero cells for a table of `routeCount` routes.
    init(routeCount: Int) {
        self.routeCount = routeCount
        let count = max(1, routeCount)
        cells = .allocate(count: count * RouteCounters.stride, filledWith: 0)
        firstSeen = .allocate(count: count, filledWith: .max)
        lastSeen = .allocate(count: count, filledWith: .min)
    }

    deinit {
        cells.deallocate()
        firstSeen.deallocate()
        lastSeen.deallocate()
    }

    /// The cells' recorder, for a worker's loop over a chunk: raw pointers, nothing to retain per line. Valid while
    /// these cells are alive.
    var recorder: Recorder { Recorder(cells: cells, firstSeen: firstSeen, lastSeen: lastSeen) }

    /// Records into ``HitCells`` (see ``HitCells/recorder``).
    struct Recorder {
        fileprivate let cells: UnsafeMutablePointer<Int>
        fileprivate let firstSeen: UnsafeMutablePointer<Int64>
        fileprivate let lastSeen: UnsafeMutablePointer<Int64>

        /// Counts one hit of `route` (made at `seconds`, when the line has a time).
        @inline(__always)
        func record(route: Int, method: MethodSlot, status: Int, seconds: Int64?) {
            let base = cells + route &* RouteCounters.stride
            base[0] &+= 1
            base[RouteCounters.methodBase &+ method.rawValue] &+= 1
            base[RouteCounters.statusBase &+ StatusClass.of(status).rawValue] &+= 1
            if let seconds {
                if seconds < firstSeen[route] { firstSeen[route] = seconds }
                if seconds > lastSeen[route] { lastSeen[route] = seconds }
            }
        }
    }

    /// Adds every hit counted to `counters` and clears the cells.
    func fold(into counters: inout RouteCounters) {
        counters.add(
            cells: UnsafeBufferPointer(start: cells, count: routeCount * RouteCounters.stride),
            firstSeen: UnsafeBufferPointer(start: firstSeen, count: routeCount),
            lastSeen: UnsafeBufferPointer(start: lastSeen, count: routeCount))
        cells.update(repeating: 0, count: routeCount * RouteCounters.stride)
        firstSeen.update(repeating: .max, count: routeCount)
        lastSeen.update(repeating: .min, count: routeCount)
    }
}
