extension AnalysisReport {
    /// Combines this report with `other`, a report over the same route table (shards of one log, or
    /// days of a service): inputs are concatenated; every count is a sum (so merging is associative
    /// and commutative for counts, and `merge(report(A), report(B))` counts exactly what one run over
    /// A then B counts); latency histograms add bucket by bucket; malformed samples keep the first
    /// ones in input order; the heavy-hitter tables (unmatched paths, suggestions, each route's callers) merge as
    /// mergeable Space-Saving summaries (exact sums while both are exact). A route's callers table is left out when
    /// either report lacks it or the two truncated client addresses differently.
    ///
    /// Every count is added with an overflow check. The time windows must be the same, or both bounded on both sides
    /// and meeting or overlapping (the merged window is then their union): a filtered and an unfiltered report, or
    /// two windows with a gap, are refused rather than merged under a window that would misstate what was counted.
    ///
    /// - Throws: ``ReportMergeError`` when the route tables differ (name, method or format), a count would pass
    ///   `Int.max` (naming the field), or the windows don't make one window.
    public func merged(with other: AnalysisReport) throws(ReportMergeError) -> AnalysisReport {
        for index in 0..<max(routes.count, other.routes.count) {
            let left = index < routes.count ? routes[index] : nil
            let right = index < other.routes.count ? other.routes[index] : nil
            if left?.identity != right?.identity {
                throw ReportMergeError(routeIndex: index, left: left?.displayName, right: right?.displayName)
            }
        }
        let window = try AnalysisReport.mergedWindow(self.window, other.window)
        var routes: [RouteHits] = []
        routes.reserveCapacity(self.routes.count)
        for index in self.routes.indices {
            routes.append(try self.routes[index].merged(with: other.routes[index], place: "routes[\(index)]"))
        }
        let add = ReportCountSum.add as (Int, Int, @autoclosure () -> String) throws(ReportMergeError) -> Int
        let totals = ReportTotals(
            lines: try add(self.totals.lines, other.totals.lines, "totals.lines"),
            matched: try add(self.totals.matched, other.totals.matched, "totals.matched"),
            unmatched: try add(self.totals.unmatched, other.totals.unmatched, "totals.unmatched"),
            malformed: try add(self.totals.malformed, other.totals.malformed, "totals.malformed"),
            invalidRequests: try add(self.totals.invalidRequests, other.totals.invalidRequests, "totals.invalidRequests"),
            outsideWindow: try add(self.totals.outsideWindow, other.totals.outsideWindow, "totals.outsideWindow"),
            untimed: try add(self.totals.untimed, other.totals.untimed, "totals.untimed"),
            directives: try add(self.totals.directives, other.totals.directives, "totals.directives"))
        let sampleLimit = max(malformed.sampleLimit, other.malformed.sampleLimit)
        let malformed = MalformedSummary(
            count: try add(self.malformed.count, other.malformed.count, "malformed.count"),
            reasons: try ReportCountSum.add(self.malformed.reasons, other.malformed.reasons, "malformed.reasons"),
            samples: Array((self.malformed.samples + other.malformed.samples).prefix(sampleLimit)),
            sampleLimit: sampleLimit)
        var merged = AnalysisReport(
            inputs: inputs + other.inputs, totals: totals, routes: routes,
            unmatched: try unmatched.merged(with: other.unmatched), malformed: malformed)
        merged.window = window
        merged.mergeTraffic(self, other)
        merged.timeSpan = TimeRange.union(timeSpan, other.timeSpan)
        return merged
    }

    /// The window of a merge: the same window, or the union of two windows bounded on both sides that meet or
    /// overlap.
    ///
    /// - Throws: ``ReportMergeError`` (`.differentWindows`) otherwise.
    package static func mergedWindow(_ left: TimeWindow, _ right: TimeWindow) throws(ReportMergeError) -> TimeWindow {
        if left == right { return left }
        if let a = left.since, let b = left.until, let c = right.since, let d = right.until, a <= d, c <= b {
            return TimeWindow(since: min(a, c), until: max(b, d))
        }
        throw ReportMergeError(.differentWindows(left: left.mergeText, right: right.mergeText))
    }

    /// The routes' traffic of `lhs` and `rhs` added up at one width: the larger of the two, widened until the span of
    /// the merged routes' hits fits (``TrafficLadder``), which is the width one run over both would have chosen. No
    /// traffic when either report has none.
    private mutating func mergeTraffic(_ lhs: AnalysisReport, _ rhs: AnalysisReport) {
        guard let left = lhs.trafficBucketSeconds, let right = rhs.trafficBucketSeconds else {
            trafficBucketSeconds = nil
            for index in routes.indices { routes[index].traffic = [] }
            return
        }
        var width = max(left, right)
        if let span = trafficSpan { width = TrafficLadder.width(covering: span.first, span.last, atLeast: width) }
        trafficBucketSeconds = width
        for index in routes.indices {
            routes[index].traffic = TrafficBucket.sum(
                TrafficBucket.coarsened(lhs.routes[index].traffic, to: width),
                TrafficBucket.coarsened(rhs.routes[index].traffic, to: width))
        }
    }

    /// The first and last hit of any route with a time: the span the traffic buckets cover; nil when none.
    package var trafficSpan: TimeRange? {
        let spans = routes.compactMap(\.seen)
        guard let first = spans.map(\.first).min(), let last = spans.map(\.last).max() else { return nil }
        return TimeRange(first: first, last: last)
    }

    /// Merges reports left to right (see ``merged(with:)``); nil for an empty list.
    public static func merge(_ reports: [AnalysisReport]) throws(ReportMergeError) -> AnalysisReport? {
        guard var result = reports.first else { return nil }
        for report in reports.dropFirst() { result = try result.merged(with: report) }
        return result
    }
}

extension RouteHits {
    /// `name (METHOD format)` for messages.
    package var displayName: String {
        let spelled = method.map { "\($0) \(format)" } ?? format
        return name == spelled ? name : "\(name) (\(spelled))"
    }

    /// This route's counts plus `other`'s; `place` (`routes[3]`) names the fields in an overflow error.
    func merged(with other: RouteHits, place: String) throws(ReportMergeError) -> RouteHits {
        var merged = self
        merged.hits = try ReportCountSum.add(hits, other.hits, "\(place).hits")
        merged.methods = try ReportCountSum.add(methods, other.methods, "\(place).methods")
        var status: [Int] = []
        for (index, statusClass) in StatusClass.allCases.enumerated() {
            status.append(
                try ReportCountSum.add(
                    self.status.ordered[index], other.status.ordered[index], "\(place).status.\(statusClass.label)"))
        }
        merged.status = StatusCounts(ordered: status)
        merged.seen = TimeRange.union(seen, other.seen)
        // A route deprecated in either report (its routes file marked it since) is deprecated in the merge.
        merged.deprecated = deprecated || other.deprecated
        switch (latency, other.latency) {
        case (let mine?, let theirs?): merged.latency = mine.merged(with: theirs)
        case (nil, let theirs?): merged.latency = theirs
        default: break
        }
        if let mine = agents?.table, let theirs = other.agents?.table {
            try ReportCountSum.checkHeadroom(mine, theirs, "\(place).topAgents")
        }
        if let mine = clients?.table, let theirs = other.clients?.table {
            try ReportCountSum.checkHeadroom(mine, theirs, "\(place).topClients")
        }
        merged.agents = TopCallers.merged(agents, other.agents)
        merged.clients = TopCallers.merged(clients, other.clients)
        return merged
    }
}

extension UnmatchedSummary {
    /// Merges two summaries with ``HeavyHitters/merged(with:)``, the merge the analyzer combines chunk
    /// summaries with: a key missing from a table that dropped keys is assumed to have that table's
    /// error bound there (so counts stay overestimates); the union is cut back to the larger capacity.
    func merged(with other: UnmatchedSummary) throws(ReportMergeError) -> UnmatchedSummary {
        try ReportCountSum.checkHeadroom(pathTable, other.pathTable, "unmatched.table.paths")
        try ReportCountSum.checkHeadroom(suggestionTable, other.suggestionTable, "unmatched.table.suggestions")
        return UnmatchedSummary(
            total: try ReportCountSum.add(total, other.total, "unmatched.total"), capacity: max(capacity, other.capacity),
            paths: pathTable.merged(with: other.pathTable), suggestions: suggestionTable.merged(with: other.suggestionTable))
    }
}
