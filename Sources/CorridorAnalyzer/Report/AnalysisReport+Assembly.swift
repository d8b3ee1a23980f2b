import CorridorCore

extension AnalysisReport {
    /// The report of a run, assembled from the workers' merged counts and the run's heavy-hitter summaries of
    /// unmatched paths and of their suggested formats (`capacity` counters each) and first malformed lines.
    package init(
        table: RouteTable, inputs: [InputSummary], counts: WorkerAggregate, paths pathSummary: SpaceSavingSummary,
        shapes shapeSummary: SpaceSavingSummary, samples malformedSamples: [MalformedLineSample], capacity: Int,
        sampleLimit: Int, topN: Int
    ) {
        var routes: [RouteHits] = []
        routes.reserveCapacity(table.count)
        for (index, route) in table.routes.enumerated() {
            var methods: [String: Int] = [:]
            for slot in MethodSlot.allCases {
                let hits = counts.routes.hits(route: index, method: slot)
                if hits > 0 { methods[slot.label] = hits }
            }
            let status = StatusCounts(
                ordered: StatusClass.allCases.map { counts.routes.hits(route: index, status: $0) })
            let latency = counts.routes.tracksLatency ? counts.routes.latencies[index].map(LatencySummary.init) : nil
            routes.append(
                RouteHits(
                    name: route.name, method: route.method, format: route.format.text, line: route.line,
                    hits: counts.routes.hits(route: index), methods: methods, status: status, latency: latency))
        }
        let paths = pathSummary.sortedEntries().map { PathCount(path: $0.key, count: $0.count, error: $0.error) }
        let suggestions = shapeSummary.sortedEntries().map {
            FormatSuggestion(format: $0.key, hits: $0.count, error: $0.error, examples: $0.examples)
        }
        let unmatched = UnmatchedSummary(
            total: counts.unmatched, capacity: capacity, exact: pathSummary.isExact, errorBound: pathSummary.errorBound,
            paths: paths, suggestionsExact: shapeSummary.isExact, suggestionsErrorBound: shapeSummary.errorBound,
            suggestions: suggestions)
        let samples = malformedSamples.map {
            MalformedSample(input: inputs[$0.inputIndex].path, line: $0.line, reason: $0.reason, text: $0.text)
        }
        let malformed = MalformedSummary(
            count: counts.malformedCount, reasons: counts.malformed, samples: samples, sampleLimit: sampleLimit)
        let totals = ReportTotals(
            lines: inputs.reduce(0) { $0 + $1.lines }, matched: counts.routes.totalHits, unmatched: counts.unmatched,
            malformed: counts.malformedCount, invalidRequests: counts.invalidRequests)
        self.init(
            inputs: inputs, totals: totals, routes: routes, unmatched: unmatched, malformed: malformed, topN: topN)
    }
}
