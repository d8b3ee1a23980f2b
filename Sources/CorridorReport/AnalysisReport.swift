import CorridorLogInput

/// The result of an analyzer run (or of merging several runs): per-route hits, coverage, unmatched
/// requests with suggested formats, malformed lines and what happened to each input.
///
/// Render it with `render(_:options:)` (terminal table, JSON, CSV, HTML; ``ReportRenderOptions`` say what the
/// lists hold and how "stale" is dated — they are not part of the counts); read a JSON rendering back with
/// ``init(json:)``; combine reports of shards with ``merged(with:)``.
public struct AnalysisReport: Sendable, Equatable {
    /// The JSON schema identifier, versioned: `corridor.analyze/1`.
    public static let schema = "corridor.analyze/1"

    /// Every input, in the order given, with its size, line count and error.
    public var inputs: [InputSummary]
    /// Line counts over all inputs.
    public var totals: ReportTotals
    /// Every route of the table, in table order.
    public var routes: [RouteHits]
    /// Requests that matched no route.
    public var unmatched: UnmatchedSummary
    /// Lines that are not log lines of the format.
    public var malformed: MalformedSummary
    /// The time window the run counted (requests outside it are in ``ReportTotals/outsideWindow``).
    public var window: TimeWindow = .all
    /// When the requests counted (inside the window: matched, unmatched, or not a URL) were made, first and last;
    /// nil when none had a time (or the report was written before it was recorded).
    public var timeSpan: TimeRange?
    /// The width of every route's ``RouteHits/traffic`` buckets, in seconds (a ``TrafficLadder`` width: 1 h, 1 d, 2 d,
    /// 4 d, …, the smallest at least the run's minimum with which the span of the hits takes at most 400 buckets); nil
    /// when the report carries no traffic over time (read from a report written before it did).
    public var trafficBucketSeconds: Int64? = TrafficLadder.hour

    /// Creates a report from its parts.
    public init(
        inputs: [InputSummary], totals: ReportTotals, routes: [RouteHits], unmatched: UnmatchedSummary,
        malformed: MalformedSummary
    ) {
        self.inputs = inputs
        self.totals = totals
        self.routes = routes
        self.unmatched = unmatched
        self.malformed = malformed
    }

    /// Whether every input was read to its end (false when one could not be opened or broke).
    public var complete: Bool { inputs.allSatisfy { $0.error == nil } }

    /// The inputs that failed, with their errors.
    public var failedInputs: [InputSummary] { inputs.filter { $0.error != nil } }

    /// Routes hit and never hit.
    public var coverage: Coverage { Coverage(routes: routes) }
}

/// One input of a run.
public struct InputSummary: Sendable, Equatable {
    /// The path as given (`-` for standard input).
    public var path: String
    /// `zstd`, `gzip` or `plain` (detected from the first bytes); nil when the input could not be opened.
    public var encoding: InputEncoding?
    /// Raw (compressed) bytes read.
    public var bytes: Int64
    /// Lines read (every line: empty and malformed ones too).
    public var lines: Int
    /// Why the input could not be read to its end; nil when it was.
    public var error: InputError?
    /// The log format its lines were read as (a preset's name, or the specification given); nil when unknown.
    public var logFormat: String?
    /// Found under a directory given for its files and not a log (a binary, or text no format reads): what it is, in
    /// a few words — the input was passed over, not counted and not an error. Nil for every other input.
    public var passedOver: String?

    /// Creates an input summary.
    public init(path: String, encoding: InputEncoding?, bytes: Int64, lines: Int, error: InputError?) {
        self.path = path
        self.encoding = encoding
        self.bytes = bytes
        self.lines = lines
        self.error = error
    }
}

/// Line counts: `lines = matched + unmatched + malformed + invalidRequests + outsideWindow + directives`.
public struct ReportTotals: Sendable, Equatable {
    /// Every line read, empty and malformed ones included.
    public var lines: Int
    /// Requests that matched a route.
    public var matched: Int
    /// Requests that matched no route.
    public var unmatched: Int
    /// Lines without the structure of the log format (empty lines included).
    public var malformed: Int
    /// Requests whose target is not a URL (`-`, `CONNECT host:443`, TLS bytes).
    public var invalidRequests: Int
    /// Requests (matched or unmatched) whose line has no readable time: the format has none, or the line's time
    /// field is missing or not a valid time. They are counted like any other request but have no place in time.
    public var untimed: Int
    /// Requests outside the run's time window (``AnalysisReport/window``; with a bound set, untimed requests are
    /// outside too), counted in no route.
    public var outsideWindow: Int
    /// Lines that are directives or header rows of their format (W3C's `#Version`/`#Fields`, a CSV header):
    /// neither requests nor malformed.
    public var directives: Int

    /// Creates totals.
    public init(
        lines: Int, matched: Int, unmatched: Int, malformed: Int, invalidRequests: Int, outsideWindow: Int = 0,
        untimed: Int = 0, directives: Int = 0
    ) {
        self.directives = directives
        self.lines = lines
        self.matched = matched
        self.unmatched = unmatched
        self.malformed = malformed
        self.invalidRequests = invalidRequests
        self.untimed = untimed
        self.outsideWindow = outsideWindow
    }
}

/// Route coverage: how many routes were hit at least once.
public struct Coverage: Sendable, Equatable {
    /// The number of routes.
    public var routes: Int
    /// Routes hit at least once.
    public var hit: Int
    /// Names of the routes never hit, in table order.
    public var unhitRoutes: [String]

    /// The coverage of `routes`.
    public init(routes: [RouteHits]) {
        self.routes = routes.count
        hit = routes.count(where: { $0.hits > 0 })
        unhitRoutes = routes.filter { $0.hits == 0 }.map(\.name)
    }

    /// Routes never hit.
    public var unhit: Int { routes - hit }

    /// `hit / routes` (1 for an empty table: no route is left uncovered).
    public var ratio: Double { routes == 0 ? 1 : Double(hit) / Double(routes) }

    /// The ratio in ten-thousandths, rounded half up (for stable rendering: 7389 → `0.7389`).
    package var ratioTenThousandths: Int { routes == 0 ? 10_000 : (hit * 20_000 + routes) / (2 * routes) }
}
