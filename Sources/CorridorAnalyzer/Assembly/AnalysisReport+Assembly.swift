import CorridorCore

extension AnalysisReport {
    /// The report of a run, assembled from the workers' merged counts and the combined summary of the chunks
    /// (unmatched paths and their shapes, `capacity` counters each, and the first malformed lines); every route gets
    /// a (maybe empty) callers table for each kind `callers` says was counted.
    package init(
        table: RouteTable, inputs: [InputSummary], counts: WorkerAggregate, summary: ChunkSummary, capacity: Int,
        sampleLimit: Int, callers: CallerOptions = CallerOptions(agents: false)
    ) {
        var routes: [RouteHits] = []
        routes.reserveCapacity(table.count)
        let traffic = counts.routes.traffic
        for (index, route) in table.routes.enumerated() {
            var methods: [String: Int] = [:]
            for slot in MethodSlot.allCases {
                let hits = counts.routes.hits(route: index, method: slot)
                if hits > 0 { methods[slot.label] = hits }
            }
            let status = StatusCounts(
                ordered: StatusClass.allCases.map { counts.routes.hits(route: index, status: $0) })
            let latency = counts.routes.tracksLatency ? counts.routes.latencies[index].map(LatencySummary.init) : nil
            var routeHits = RouteHits(
                name: route.name, method: route.method, format: route.format.text, line: route.line,
                hits: counts.routes.hits(route: index), methods: methods, status: status, latency: latency,
                seen: counts.routes.seen(route: index),
                agents: callers.agents ? TopCallers(run: summary.agents.table(index)) : nil,
                clients: callers.clients ? TopCallers(run: summary.clients.table(index), prefix: callers.prefix) : nil,
                deprecated: route.deprecated)
            routeHits.traffic = traffic.buckets(route: index)
            routes.append(routeHits)
        }
        let suggestions = AnalysisReport.suggestions(
            summary.shapes, suggester: FormatSuggester(globalParams: table.globalParams))
        let unmatched = UnmatchedSummary(
            total: counts.unmatched, capacity: capacity, paths: summary.pathTable, suggestions: suggestions)
        let samples = summary.samples.map {
            MalformedSample(input: inputs[$0.inputIndex].path, line: $0.line, reason: $0.reason, text: $0.text)
        }
        let malformed = MalformedSummary(
            count: counts.malformedCount, reasons: counts.malformed.byName, samples: samples, sampleLimit: sampleLimit)
        let totals = ReportTotals(
            lines: inputs.reduce(0) { $0 + $1.lines }, matched: counts.routes.totalHits, unmatched: counts.unmatched,
            malformed: counts.malformedCount, invalidRequests: counts.invalidRequests,
            outsideWindow: counts.outsideWindow, untimed: counts.untimed, directives: counts.directives)
        self.init(
            inputs: inputs, totals: totals, routes: routes, unmatched: unmatched, malformed: malformed)
        trafficBucketSeconds = traffic.width
        timeSpan = counts.timeSpan
    }

    /// The shape table as suggested formats: each kept shape rendered once (shapes whose format does
    /// not parse are left out; shapes that render alike are added up).
    static func suggestions(_ shapes: HeavyHitters, suggester: FormatSuggester) -> HeavyHitters {
        var rows: [String: HeavyHitter] = [:]
        for shape in shapes.rows {
            guard let format = suggester.suggestion(forShapeKey: shape.key) else { continue }
            if var existing = rows[format] {
                existing.count &+= shape.count
                existing.error &+= shape.error
                existing.examples = HeavyHitters.mergeExamples(
                    existing.examples, shape.examples, limit: shapes.exampleLimit)
                existing.mergeSeen(shape)
                rows[format] = existing
            } else {
                rows[format] = HeavyHitter(
                    key: format, count: shape.count, error: shape.error, examples: shape.examples,
                    firstSeen: shape.firstSeen, lastSeen: shape.lastSeen)
            }
        }
        return HeavyHitters(
            rows: Array(rows.values), exact: shapes.isExact, errorBound: shapes.errorBound,
            capacity: shapes.capacity, exampleLimit: shapes.exampleLimit)
    }
}
