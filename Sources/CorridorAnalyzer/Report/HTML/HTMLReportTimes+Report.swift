extension HTMLReportTimes {
    /// The time and callers data of `report` as the page draws it: the data's span, the requests outside the
    /// window, the stale cutoff, and per route its first/last seen, stale mark and top user agents (at most
    /// ``CallerOptions/shown``). No per-bucket hits yet (`axis` nil). Nil when no route has a time or callers.
    init?(report: AnalysisReport) {
        let hasTimes = report.routes.contains { $0.seen != nil }
        guard hasTimes || report.routes.contains(where: { $0.agents != nil }) else { return nil }
        var earliest = report.routes.compactMap { $0.seen?.first }.min()
        for path in report.unmatched.paths { if let first = path.seen?.first { earliest = min(earliest ?? first, first) } }
        if let earliest, let latest = report.latestSeen {
            span = CivilCalendar.isoInstant(earliest) + " – " + CivilCalendar.isoInstant(latest)
        }
        outsideWindow = report.window.isBounded ? report.totals.outsideWindow : nil
        let cutoff = report.staleCutoff
        staleCutoff = cutoff.map(CivilCalendar.isoInstant)
        axis = nil
        routes = report.routes.map { route in
            RouteTimeline(
                firstSeen: route.seen.map { CivilCalendar.isoInstant($0.first) },
                lastSeen: route.seen.map { CivilCalendar.isoInstant($0.last) }, buckets: nil,
                callers: (route.agents?.top(CallerOptions.shown) ?? []).map { ($0.key, $0.count) },
                stale: cutoff.map { cutoff in route.seen.map { $0.last < cutoff } ?? false } ?? false)
        }
    }
}
