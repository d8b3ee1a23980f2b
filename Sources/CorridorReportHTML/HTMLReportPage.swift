import CorridorReport

/// What the HTML report template shows, as plain values: every string is the text to display (the
/// template escapes it), every number already formatted. Built from an ``AnalysisReport`` by
/// ``init(report:)``; rendered by ``HTMLReportTemplate``.
///
/// The tables carry every number, so the page reads without JavaScript; the charts (traffic over
/// time, status classes, latency percentiles, per-route sparklines and details) are drawn by the
/// page's script from ``dataJSON``.
struct HTMLReportPage {
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
        let encoding: String
        let bytes: String
        let lines: String
        let error: String?
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
        let stale: Bool
        /// The route is deprecated (a badge, and the "deprecated" filter).
        let deprecated: Bool
    }

    struct PathRow {
        let count: String
        let path: String
        let probe: Bool
    }

    struct SuggestionRow {
        let hits: String
        let format: String
        let examples: [String]
    }

    struct MalformedRow {
        let place: String
        let reason: String
        let text: String
    }

    let incomplete: [InputRow]
    let timeSpan: String?
    let outsideWindow: String?
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
    let routes: [RouteRow]
    let unmatchedTotal: String
    let unmatchedNote: String
    let paths: [PathRow]
    let probeRequests: String
    let probePathCount: String
    let probes: [PathRow]
    let directive: String?
    let suggestions: [SuggestionRow]
    let notProposed: String?
    let malformedCount: String
    let malformedReasons: String
    let malformed: [MalformedRow]
    let schema: String
    let style: String
    let script: String
    /// The chart data, made safe to sit inside a `<script>` element (see ``scriptSafe(_:)``).
    let dataJSON: String
}
