/// When a route was hit, as the HTML report draws it: first and last seen, hits per time bucket, top
/// callers and whether the route went stale. Absent (nil) when the log has no request times.
struct RouteTimeline {
    /// First and last hit, ISO 8601 UTC (`2024-01-31T10:00:00Z`).
    var firstSeen: String?
    var lastSeen: String?
    /// Hits per bucket, oldest first, buckets of ``HTMLReportTimeAxis/bucketSeconds``.
    var buckets: [Int]
    /// The most frequent callers (user agents) with their hits, most first.
    var callers: [(caller: String, hits: Int)]
    /// Hit once, but not lately (the report's stale-routes list).
    var stale: Bool
}

/// The common time axis of every route's buckets.
struct HTMLReportTimeAxis {
    /// The start of the first bucket, seconds since 1970 (UTC).
    var start: Int64
    /// The width of a bucket in seconds.
    var bucketSeconds: Int64
    /// The time span of the data, for the page header (`2024-01-31 10:00 – 2024-02-01 09:59 UTC`).
    var span: String
    /// Requests outside `--since`/`--until`, counted apart; nil when no window was given.
    var outsideWindow: Int?
}
