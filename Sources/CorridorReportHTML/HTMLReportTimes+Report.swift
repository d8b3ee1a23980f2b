import CorridorCore
import CorridorReport

extension HTMLReportTimes {
    /// The time and callers data of `report` as the page draws it: the data's span, the requests outside the
    /// window, the stale cutoff, and per route its first/last seen, top user agents (at most
    /// ``CallersShown/pagePerRoute``) and hits over time (``RouteHits/traffic`` added up into at most ``maximumPoints``
    /// points on one axis). Nil when no route has a time or callers.
    init?(report: AnalysisReport, options: ReportRenderOptions) {
        let hasTimes = report.routes.contains { $0.seen != nil }
        guard hasTimes || report.routes.contains(where: { $0.agents != nil || $0.clients != nil }) else { return nil }
        let cutoff = report.staleCutoff(options)
        staleCutoff = cutoff.map(CivilCalendar.isoInstant)
        let axis = HTMLReportTimes.axis(of: report)
        self.axis = axis
        routes = report.routes.map { route in
            RouteTimeline(
                firstSeen: route.seen.map { CivilCalendar.isoInstant($0.first) },
                lastSeen: route.seen.map { CivilCalendar.isoInstant($0.last) },
                buckets: axis.flatMap { HTMLReportTimes.points(route.traffic, on: $0) },
                callers: (route.agents?.top(CallersShown.pagePerRoute) ?? []).map { ($0.key, $0.count) },
                clients: (route.clients?.top(CallersShown.pagePerRoute) ?? []).map { ($0.key, $0.count) })
        }
    }
}

extension HTMLReportTimes {
    /// The span of the report's request times, `2024-01-31 10:00:00 – 2024-02-01 09:59:59` (UTC); nil without times.
    static func spanText(of report: AnalysisReport) -> String? {
        var earliest = report.timeSpan?.first ?? report.routes.compactMap { $0.seen?.first }.min()
        if report.timeSpan == nil {
            for path in report.unmatched.paths { if let first = path.seen?.first { earliest = min(earliest ?? first, first) } }
        }
        guard let earliest, let latest = report.latestSeen else { return nil }
        return HTMLReportPage.readableInstant(CivilCalendar.isoInstant(earliest)) + " – "
            + HTMLReportPage.readableInstant(CivilCalendar.isoInstant(latest))
    }

    /// The most points a traffic chart draws: the report's buckets (up to 400) are added up in runs of equal length so
    /// that a 1,000-route page stays small; the totals stay exact.
    static let maximumPoints: Int64 = 48

    /// The common axis of the routes' charts: from the first bucket with a hit, each point `k` report buckets wide
    /// (the smallest `k` that needs at most ``maximumPoints`` points); nil when the report has no traffic.
    static func axis(of report: AnalysisReport) -> Axis? {
        guard let width = report.trafficBucketSeconds, let span = report.trafficSpan else { return nil }
        let buckets = TrafficLadder.bucketCount(first: span.first, last: span.last, width: width)
        let perPoint = (buckets + maximumPoints - 1) / maximumPoints
        return Axis(
            start: TrafficLadder.index(of: span.first, width: width) * width, bucketSeconds: width * perPoint,
            points: Int((buckets + perPoint - 1) / perPoint))
    }

    /// `traffic` as hits per point of `axis`, oldest first; nil when the route has no traffic.
    static func points(_ traffic: [TrafficBucket], on axis: Axis) -> [Int]? {
        guard !traffic.isEmpty else { return nil }
        var points = Array(repeating: 0, count: axis.points)
        for bucket in traffic {
            let point = Int((bucket.start - axis.start) / axis.bucketSeconds)
            points[point] &+= bucket.hits
        }
        return points
    }
}
