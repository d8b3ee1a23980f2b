/// The traffic of one route.
public struct RouteHits: Sendable, Equatable {
    /// The route's name (unnamed routes are named by their line, `GET /a/:b`).
    public var name: String
    /// The method the route is restricted to; nil for any.
    public var method: String?
    /// The route's format as written.
    public var format: String
    /// The route's line in the routes file, when it came from one.
    public var line: Int?
    /// Requests that matched the route.
    public var hits: Int
    /// Hits by request method (`GET`, `POST`…, `other`, `none` when the log has no method); zero
    /// counts left out.
    public var methods: [String: Int]
    /// Hits by status class.
    public var status: StatusCounts
    /// Request-time percentiles; nil when the log format has no request time or the route had no hit.
    public var latency: LatencySummary?
    /// The OpenAPI `operationId`, when the routes came from a description and the operation has one.
    public var operation: String?
    /// The OpenAPI path template (`/users/{id}`), when the routes came from a description.
    public var template: String?
    /// When the route was first and last hit (UTC); nil when it was never hit by a request with a time.
    public var seen: TimeRange?
    /// The route's hits per time bucket of ``AnalysisReport/trafficBucketSeconds``, non-empty buckets only, in time
    /// order; empty when never hit with a time.
    public var traffic: [TrafficBucket] = []
    /// The route's top user agents; nil when they were not counted (the log format has none, or `--callers none`).
    public var agents: TopCallers?
    /// The route's top client addresses; nil when they were not counted (only with `--callers ip…`).
    public var clients: TopCallers?
    /// Whether the route is deprecated (``CorridorCore/Route/deprecated``: OpenAPI `deprecated: true`, or
    /// `@deprecated` in a routes file): a deprecated route with hits is a "zombie", still called.
    public var deprecated: Bool = false

    /// Creates route hits.
    public init(
        name: String, method: String?, format: String, line: Int?, hits: Int, methods: [String: Int],
        status: StatusCounts, latency: LatencySummary?, operation: String? = nil, template: String? = nil,
        seen: TimeRange? = nil, agents: TopCallers? = nil, clients: TopCallers? = nil, deprecated: Bool = false
    ) {
        self.name = name
        self.method = method
        self.format = format
        self.line = line
        self.hits = hits
        self.methods = methods
        self.status = status
        self.latency = latency
        self.operation = operation
        self.template = template
        self.seen = seen
        self.agents = agents
        self.clients = clients
        self.deprecated = deprecated
    }

    /// `GET /users/{id}` for a route from an OpenAPI description, else nil.
    public var templatedPath: String? {
        template.map { template in method.map { "\($0) \(template)" } ?? template }
    }

    /// The route's identity for merging: name, method and format.
    package var identity: String { "\(name)\u{0}\(method ?? "")\u{0}\(format)" }
}

/// Hits by HTTP status class.
public struct StatusCounts: Sendable, Equatable {
    /// `1xx`.
    public var informational: Int
    /// `2xx`.
    public var success: Int
    /// `3xx`.
    public var redirection: Int
    /// `4xx`.
    public var clientError: Int
    /// `5xx`.
    public var serverError: Int
    /// Absent or outside 100…599.
    public var other: Int

    /// Creates status counts.
    public init(informational: Int, success: Int, redirection: Int, clientError: Int, serverError: Int, other: Int) {
        self.informational = informational
        self.success = success
        self.redirection = redirection
        self.clientError = clientError
        self.serverError = serverError
        self.other = other
    }

    /// The counts in ``StatusClass`` order.
    package var ordered: [Int] { [informational, success, redirection, clientError, serverError, other] }

    /// Counts from ``StatusClass`` order.
    package init(ordered counts: [Int]) {
        self.init(
            informational: counts[0], success: counts[1], redirection: counts[2], clientError: counts[3],
            serverError: counts[4], other: counts[5])
    }

    /// The sum of two counts.
    package static func + (lhs: StatusCounts, rhs: StatusCounts) -> StatusCounts {
        StatusCounts(ordered: zip(lhs.ordered, rhs.ordered).map { $0 &+ $1 })
    }
}

/// Request-time percentiles of a route, from its HdrHistogram (two significant digits).
public struct LatencySummary: Sendable, Equatable {
    package var histogram: LatencyHistogram

    package init(histogram: LatencyHistogram) {
        self.histogram = histogram
    }

    /// The number of timed requests.
    public var count: Int { Int(histogram.count) }
    /// Median, in microseconds.
    public var p50Micros: UInt64 { histogram.micros(atPercentile: 50) }
    /// 90th percentile, in microseconds.
    public var p90Micros: UInt64 { histogram.micros(atPercentile: 90) }
    /// 99th percentile, in microseconds.
    public var p99Micros: UInt64 { histogram.micros(atPercentile: 99) }
    /// The largest request time, exact, in microseconds.
    public var maxMicros: UInt64 { histogram.maxMicros }

    /// p50, p90, p99 and the maximum in microseconds, read in one pass (what a table row shows).
    package var percentileRow: [UInt64] {
        histogram.micros(atPercentiles: [50, 90, 99], buckets: histogram.buckets) + [maxMicros]
    }

    /// Merges two summaries (bucket-wise).
    package func merged(with other: LatencySummary) -> LatencySummary {
        var histogram = self.histogram
        histogram.merge(other.histogram)
        return LatencySummary(histogram: histogram)
    }

    /// Microseconds as milliseconds with three decimals (`12345` → `12.345`), for stable rendering.
    package static func milliseconds(_ micros: UInt64) -> String {
        let fraction = String(micros % 1000)
        return "\(micros / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
