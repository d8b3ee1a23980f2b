import CorridorReport

/// When a route was hit, as the HTML report draws it: first and last seen, hits per time bucket and top
/// callers.
struct RouteTimeline {
    /// First and last hit, ISO 8601 UTC (`2024-01-31T10:00:00Z`); nil when never hit with a time.
    var firstSeen: String?
    var lastSeen: String?
    /// Hits per bucket of ``HTMLReportTimes/axis``, oldest first; nil without buckets.
    var buckets: [Int]?
    /// The most frequent callers (user agents) with their hits, most first.
    var callers: [(caller: String, hits: Int)]
    /// The most frequent client addresses (or networks, when truncated) with their hits, most first; empty when
    /// not counted (`--callers ip` only).
    var clients: [(caller: String, hits: Int)] = []
}

/// The time data of a report, for the HTML page: absent when the log had no request times.
struct HTMLReportTimes {
    /// The common time axis of every route's buckets.
    struct Axis {
        /// The start of the first bucket, seconds since 1970 (UTC).
        var start: Int64
        /// The width of a bucket in seconds.
        var bucketSeconds: Int64
        /// The number of buckets.
        var points: Int
    }

    /// Routes hit but not since this instant (ISO 8601 UTC) are stale; nil when the run set no stale age.
    var staleCutoff: String?
    /// The bucket axis; nil when the report has no per-bucket hits.
    var axis: Axis?
    /// One per route, in table order.
    var routes: [RouteTimeline?]
}
