import CorridorReport

/// What the HTML report template shows, as plain values: every string is the text to display (the
/// template escapes it), every number already formatted (``HTMLNumbers``). Built from an ``AnalysisReport``
/// by ``init(report:times:context:)``; rendered by ``HTMLReportTemplate``.
///
/// Every number is in the served HTML, so the page reads without JavaScript: the tables, each route's
/// details (a `<details>` row: status counts, latency, first and last seen, hits per time bucket, top
/// callers) and a data table behind every chart. The script adds the drawn charts, sparklines, sorting,
/// filtering, paging and the view's state in the URL fragment, from the served HTML and ``dataJSON``.
struct HTMLReportPage {
    /// One line of the page header: what the report covers and how it was made.
    struct ContextRow {
        let label: String
        let value: String
        /// The value is code (a file name, command-line options) and is set in monospace.
        let code: Bool
    }

    struct Card {
        let title: String
        let value: String
        let detail: String
        let tone: String
    }

    /// One part of a stacked share bar (with its legend entry).
    struct Share {
        let label: String
        let count: String
        let percent: String
        /// CSS width, `12.345%`.
        let width: String
        /// CSS class of the colour.
        let tone: String
    }

    struct InputRow {
        let path: String
        let logFormat: String
        let encoding: String
        let bytes: String
        let lines: String
        let error: String?
        /// Why the input was passed over (found under a directory, not a log); nil otherwise.
        let passedOver: String?
    }

    /// One caller (user agent, client address or network) of a route, with its hits.
    struct CallerRow {
        let text: String
        let hits: String
    }

    struct RouteRow {
        let index: String
        let name: String
        let method: String
        let format: String
        let hits: String
        let share: String
        let success: String
        let redirection: String
        let clientError: String
        let serverError: String
        let p50: String
        let p90: String
        let p99: String
        let lastSeen: String
        let lastSeenSort: String
        let neverHit: Bool
        /// In the report's stale list (``AnalysisReport/staleRoutes``: never hit, or not since the cutoff).
        let stale: Bool
        /// Hit, but not since the stale cutoff (the "stale" badge; never-hit routes have their own).
        let staleBadge: Bool
        /// The route is deprecated (a badge, and the "deprecated" filter).
        let deprecated: Bool
        /// Past the first page of rows: laid out only when the reader pages to it (with the script; without it,
        /// every row shows).
        var offPage = false
        /// The status-mix bar's parts and its text.
        let mix: [Share]
        let mixLabel: String
        /// The details row.
        let columnCount: String
        let statusLine: String
        let latencyLine: String?
        let firstSeen: String?
        let lastSeenFull: String?
        /// Hits per point of the page's time axis, `0 · 12 · 3`; nil without times.
        let series: String?
        let callers: [CallerRow]
        let clients: [CallerRow]
        let clientsHeading: String
    }

    struct PathRow {
        var offPage = false
        let count: String
        let path: String
        let probe: Bool
        let firstSeen: String
        let lastSeen: String
    }

    struct SuggestionRow {
        var offPage = false
        let hits: String
        let format: String
        let examples: [String]
    }

    struct MalformedRow {
        let place: String
        let reason: String
        let text: String
    }

    /// One row of a chart's data table (what the chart draws, as numbers).
    struct ChartRow {
        let label: String
        let values: [String]
    }

    let incomplete: [InputRow]
    let context: [ContextRow]
    let staleCutoff: String?
    let cards: [Card]
    let shares: [Share]
    let coverage: [Share]
    let inputs: [InputRow]
    let routeCount: String
    let neverHitCount: String
    let staleCount: String
    /// The number of deprecated routes; nil when there are none (no "deprecated" filter then).
    let deprecatedCount: String?
    let timed: Bool
    /// Whether routes have a last-seen time (the "Last seen" column).
    let hasTimes: Bool
    /// Whether routes have hits per time bucket (sparklines, traffic chart).
    let hasBuckets: Bool
    /// The width of one point of the time axis, `9 h`; nil without buckets.
    let bucketText: String?
    /// The first point's start, `2024-01-24 00:00` (UTC); nil without buckets.
    let axisStart: String?
    let routes: [RouteRow]
    let unmatchedTotal: String
    let unmatchedNote: String
    let paths: [PathRow]
    let pathsHaveTimes: Bool
    let probeRequests: String
    let probePathCount: String
    let directive: String?
    let suggestions: [SuggestionRow]
    let notProposed: String?
    let malformedCount: String
    let malformedReasons: String
    let malformed: [MalformedRow]
    /// The charts' data tables.
    let trafficRows: [ChartRow]
    let statusRows: [ChartRow]
    let latencyRows: [ChartRow]
    /// Rows per page of the routes and paths tables (suggestions: half as many), as the script pages them.
    static let pageSize = 100

    let schema: String
    let style: String
    let script: String
    /// The chart data, made safe to sit inside a `<script>` element (see ``scriptSafe(_:)``).
    let dataJSON: String
}
