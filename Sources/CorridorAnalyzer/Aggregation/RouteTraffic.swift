/// A worker's exact hits per route per time bucket (``TrafficLadder``), counted at the finest width its own requests
/// allow: it widens (adding adjacent buckets up) only when its span of hits would need more than
/// ``TrafficLadder/maximumBuckets``. Memory is bounded by that maximum times the routes hit.
///
/// Counting a request is, in the usual case of a log in time order, a comparison against the cached current
/// bucket and an increment of the route's last bucket.
package struct RouteTraffic: Sendable, Equatable {
    /// Hits in the bucket at `index` (at ``width``).
    struct IndexedHits: Sendable, Equatable {
        var index: Int64
        var hits: Int
    }

    /// The current bucket width, in seconds.
    package private(set) var width: Int64
    /// Per route, its non-empty buckets in index order.
    private var series: [[IndexedHits]]
    /// The first and last bucket index holding a hit (`Int64.max` / `Int64.min`: none yet).
    private var firstIndex: Int64 = .max
    private var lastIndex: Int64 = .min
    /// The bucket of the last time counted: `start ..< end` (empty until the first) and its index.
    private var cachedStart: Int64 = .max
    private var cachedEnd: Int64 = .min
    private var cachedIndex: Int64 = 0

    /// No hits yet, for `routeCount` routes, counting in buckets of at least `minimumWidth` (a ladder width).
    package init(routeCount: Int, minimumWidth: Int64) {
        precondition(TrafficLadder.isWidth(minimumWidth), "bucket width \(minimumWidth) s is not on the ladder")
        width = minimumWidth
        series = Array(repeating: [], count: routeCount)
    }

    /// Counts a hit of `route` at `seconds`.
    @inline(__always)
    package mutating func record(route: Int, seconds: Int64) {
        if seconds < cachedStart || seconds >= cachedEnd { enterBucket(of: seconds) }
        RouteTraffic.add(cachedIndex, to: &series[route])
    }

    @inline(__always)
    private static func add(_ index: Int64, to buckets: inout [IndexedHits]) {
        let count = buckets.count
        if count > 0 && buckets[count - 1].index == index {
            buckets[count - 1].hits &+= 1
        } else if count == 0 || buckets[count - 1].index < index {
            buckets.append(IndexedHits(index: index, hits: 1))
        } else {
            insert(index, into: &buckets)
        }
    }

    /// A time out of order: the bucket is found (or inserted) by binary search.
    private static func insert(_ index: Int64, into buckets: inout [IndexedHits]) {
        var (low, high) = (0, buckets.count)
        while low < high {
            let middle = (low + high) / 2
            if buckets[middle].index < index { low = middle + 1 } else { high = middle }
        }
        if low < buckets.count && buckets[low].index == index {
            buckets[low].hits &+= 1
        } else {
            buckets.insert(IndexedHits(index: index, hits: 1), at: low)
        }
    }

    /// Makes the bucket of `seconds` the cached one, widening first when the span would not fit.
    private mutating func enterBucket(of seconds: Int64) {
        var index = TrafficLadder.index(of: seconds, width: width)
        if index < firstIndex || index > lastIndex {
            firstIndex = min(firstIndex, index)
            lastIndex = max(lastIndex, index)
            if lastIndex - firstIndex + 1 > TrafficLadder.maximumBuckets {
                widen(to: TrafficLadder.width(covering: firstIndex * width, lastIndex * width, atLeast: width))
                index = TrafficLadder.index(of: seconds, width: width)
            }
        }
        cachedIndex = index
        cachedStart = index * width
        cachedEnd = cachedStart + width
    }

    /// Adds the buckets up into buckets of `newWidth` (a ladder width ≥ ``width``).
    private mutating func widen(to newWidth: Int64) {
        guard newWidth != width else { return }
        let factor = newWidth / width
        for route in series.indices where !series[route].isEmpty {
            var widened: [IndexedHits] = []
            widened.reserveCapacity(series[route].count)
            for bucket in series[route] {
                let index = TrafficLadder.index(of: bucket.index, width: factor)
                if let last = widened.last, last.index == index {
                    widened[widened.count - 1].hits &+= bucket.hits
                } else {
                    widened.append(IndexedHits(index: index, hits: bucket.hits))
                }
            }
            series[route] = widened
        }
        if firstIndex <= lastIndex {
            firstIndex = TrafficLadder.index(of: firstIndex, width: factor)
            lastIndex = TrafficLadder.index(of: lastIndex, width: factor)
        }
        width = newWidth
        cachedStart = .max
        cachedEnd = .min
    }

    /// Adds `other` (over the same routes) in: both at the larger width, then wider until the combined span fits.
    package mutating func merge(_ other: RouteTraffic) {
        precondition(other.series.count == series.count, "merging traffic of different route tables")
        var other = other
        let common = max(width, other.width)
        widen(to: common)
        other.widen(to: common)
        for route in series.indices where !other.series[route].isEmpty {
            series[route] = RouteTraffic.sum(series[route], other.series[route])
        }
        firstIndex = min(firstIndex, other.firstIndex)
        lastIndex = max(lastIndex, other.lastIndex)
        if firstIndex <= lastIndex {
            widen(to: TrafficLadder.width(covering: firstIndex * width, lastIndex * width, atLeast: width))
        }
        cachedStart = .max
        cachedEnd = .min
    }

    private static func sum(_ lhs: [IndexedHits], _ rhs: [IndexedHits]) -> [IndexedHits] {
        TrafficBucket.sum(
            lhs.map { TrafficBucket(start: $0.index, hits: $0.hits) },
            rhs.map { TrafficBucket(start: $0.index, hits: $0.hits) }
        ).map { IndexedHits(index: $0.start, hits: $0.hits) }
    }

    /// The non-empty buckets of `route`, in time order.
    package func buckets(route: Int) -> [TrafficBucket] {
        series[route].map { TrafficBucket(start: $0.index * width, hits: $0.hits) }
    }

    /// The cache is not part of the value.
    package static func == (lhs: RouteTraffic, rhs: RouteTraffic) -> Bool {
        lhs.width == rhs.width && lhs.series == rhs.series && lhs.firstIndex == rhs.firstIndex
            && lhs.lastIndex == rhs.lastIndex
    }
}
