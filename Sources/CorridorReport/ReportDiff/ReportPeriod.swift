/// The period a report counts requests over, for rates per day: from its window's `--since`, else its first
/// request, to its window's `--until`, else one second after its last request (``AnalysisReport/timeSpan``), in
/// seconds since 1970-01-01T00:00:00Z. A window's bounds are the period the user asked for, so a report of
/// `--since 2026-11-01 --until 2026-11-08` is 7 days long however quiet its first and last hours were; without
/// them the period runs from the first to the last request (a log that starts at 10:00 on day 1 and ends at
/// 10:00 on day 8 is 7 days long).
public struct ReportPeriod: Sendable, Equatable {
    /// The first second of the period.
    public var start: Int64
    /// The first second after it.
    public var end: Int64

    /// The period of `report`; nil when it has neither a request with a time nor a window bounded on both sides.
    public init?(_ report: AnalysisReport) {
        let span = report.timeSpan.flatMap { $0.last < .max ? $0 : nil }
        guard let start = report.window.since ?? span?.first, let end = report.window.until ?? span.map({ $0.last + 1 }),
            end > start
        else { return nil }
        self.start = start
        self.end = end
    }

    /// The length in seconds (at least 1).
    public var seconds: Int64 { end &- start }

    /// The length in days (fractional).
    public var days: Double { Double(end) / 86_400 - Double(start) / 86_400 }

    /// `hits` per day of the period.
    public func perDay(_ hits: Int) -> Double { Double(hits) / days }
}
