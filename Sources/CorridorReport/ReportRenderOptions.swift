import CorridorCore

/// How a report is rendered — what the renderings list and how they date "stale" — apart from what was
/// counted (``AnalysisReport``): the same counts render with other options (`corridor merge --top 50`) without
/// the report changing. Every renderer takes them (``AnalysisReport/jsonText(options:compact:)``,
/// ``AnalysisReport/textReport(style:options:)``, ``AnalysisReport/csvText(options:)``, the HTML page); the JSON
/// rendering records them (`topN`, `stale`), and reading a JSON report gives them back beside the report
/// (``AnalysisReport/read(json:)``), so a merged report renders as its parts did.
public struct ReportRenderOptions: Sendable, Equatable {
    /// How many unmatched paths and suggested formats the renderings list (`--top`).
    public var topN: Int
    /// The age after which a route counts as stale (``AnalysisReport/staleRoutes(_:)``, `--stale-after`); nil lists
    /// none.
    public var staleAfter: TimeSpec?
    /// The instant ``staleAfter`` counts back from when given (`--now`); nil: the latest request in the data.
    public var staleNow: Int64?

    /// The number of unmatched paths and suggestions listed by default.
    public static let defaultTopN = 20

    /// Options; by default the top 20 and no stale list. A negative `topN` lists nothing.
    public init(topN: Int = ReportRenderOptions.defaultTopN, staleAfter: TimeSpec? = nil, staleNow: Int64? = nil) {
        self.topN = max(0, topN)
        self.staleAfter = staleAfter
        self.staleNow = staleNow
    }

    /// The options of two reports merged: the longer list, and the first stale age and reference given.
    public func merged(with other: ReportRenderOptions) -> ReportRenderOptions {
        ReportRenderOptions(
            topN: max(topN, other.topN), staleAfter: staleAfter ?? other.staleAfter, staleNow: staleNow ?? other.staleNow)
    }
}
