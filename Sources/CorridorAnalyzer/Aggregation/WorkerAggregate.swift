/// The order-free counts of a worker (or of a whole run): exact sums that merge associatively and
/// commutatively, so that any split of the lines over workers adds up to the same totals.
package struct WorkerAggregate: Sendable, Equatable {
    /// Per-route hits, methods, statuses and latencies.
    package var routes: RouteCounters
    /// Requests that matched no route.
    package var unmatched = 0
    /// Requests that are not URLs (`-`, `CONNECT host:443`, TLS bytes; or a target the matcher calls
    /// `notAURL`).
    package var invalidRequests = 0
    /// Requests (matched or not) whose line carries no readable time.
    package var untimed = 0
    /// Requests outside the run's time window (counted in no route).
    package var outsideWindow = 0
    /// Directive and header lines of the format (W3C `#Fields:`, a CSV header row).
    package var directives = 0
    /// Malformed lines by reason.
    package var malformed = MalformedCounts()
    /// The earliest and latest time of any request inside the window (matched, unmatched or not a URL;
    /// `Int64.max` / `Int64.min` while none had a time).
    package var firstTime: Int64 = .max
    package var lastTime: Int64 = .min

    /// Zero counts for a table of `routeCount` routes, traffic in buckets of at least `minimumBucketWidth` seconds.
    package init(routeCount: Int, tracksLatency: Bool, minimumBucketWidth: Int64 = TrafficLadder.hour) {
        routes = RouteCounters(
            routeCount: routeCount, tracksLatency: tracksLatency, minimumBucketWidth: minimumBucketWidth)
    }

    /// Adds `other` into this aggregate.
    package mutating func merge(_ other: WorkerAggregate) {
        routes.merge(other.routes)
        unmatched &+= other.unmatched
        invalidRequests &+= other.invalidRequests
        untimed &+= other.untimed
        outsideWindow &+= other.outsideWindow
        directives &+= other.directives
        malformed.merge(other.malformed)
        firstTime = min(firstTime, other.firstTime)
        lastTime = max(lastTime, other.lastTime)
    }

    /// Widens the time span to `seconds`.
    @inline(__always)
    package mutating func noteTime(_ seconds: Int64) {
        if seconds < firstTime { firstTime = seconds }
        if seconds > lastTime { lastTime = seconds }
    }

    /// When the requests counted were made; nil when none had a time.
    package var timeSpan: TimeRange? { TimeRange(first: firstTime, orNoneBefore: lastTime) }

    /// The number of malformed lines.
    package var malformedCount: Int { malformed.total }
}
