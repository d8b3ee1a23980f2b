import CorridorReport

extension HTMLReportPage {
    /// The page for `report`; `times` carries the time data when the log had request times.
    init(report: AnalysisReport, times: HTMLReportTimes?) {
        let timelines = times?.routes ?? []
        let totals = report.totals
        let routeCoverage = report.coverage
        let percent = AnalysisReport.percent
        let inputRows = report.inputs.map {
            InputRow(
                path: StringEscaping.printable($0.path), encoding: $0.encoding?.rawValue ?? "-",
                bytes: String($0.bytes), lines: String($0.lines),
                error: $0.error.map { StringEscaping.printable($0.description) })
        }
        let staleCount = timelines.count { $0?.stale == true }
        incomplete = inputRows.filter { $0.error != nil }
        timeSpan = times?.span
        outsideWindow = times?.outsideWindow.map(String.init)
        staleCutoff = times?.staleCutoff.map(HTMLReportPage.readableInstant)
        cards = [
            Card(title: "Lines", value: String(totals.lines), detail: "\(report.inputs.count) input(s)", tone: ""),
            Card(
                title: "Coverage", value: percent(routeCoverage.hit, routeCoverage.routes),
                detail: "\(routeCoverage.hit) of \(routeCoverage.routes) routes hit", tone: routeCoverage.unhit > 0 ? "warn" : "ok"),
            Card(
                title: "Matched", value: String(totals.matched), detail: percent(totals.matched, totals.lines),
                tone: ""),
            Card(
                title: "Unmatched", value: String(totals.unmatched), detail: percent(totals.unmatched, totals.lines),
                tone: ""),
            Card(
                title: "Malformed", value: String(totals.malformed), detail: percent(totals.malformed, totals.lines),
                tone: totals.malformed > 0 ? "warn" : ""),
            Card(
                title: "Invalid requests", value: String(totals.invalidRequests),
                detail: percent(totals.invalidRequests, totals.lines), tone: ""),
        ]
        shares = HTMLReportPage.shares(
            [
                ("Matched", totals.matched, "c-ok"), ("Unmatched", totals.unmatched, "c-un"),
                ("Malformed", totals.malformed, "c-bad"), ("Invalid", totals.invalidRequests, "c-inv"),
            ], total: totals.lines)
        self.coverage = HTMLReportPage.shares(
            [
                ("Hit", routeCoverage.hit - staleCount, "c-ok"), ("Stale", staleCount, "c-stale"),
                ("Never hit", routeCoverage.unhit, "c-bad"),
            ], total: routeCoverage.routes
        ).filter { $0.label != "Stale" || times?.staleCutoff != nil }
        inputs = inputRows
        routeCount = String(report.routes.count)
        neverHitCount = String(routeCoverage.unhit)
        self.staleCount = String(staleCount)
        let deprecatedCount = report.routes.count(where: \.deprecated)
        self.deprecatedCount = deprecatedCount > 0 ? String(deprecatedCount) : nil
        timed = report.routes.contains { $0.latency != nil }
        hasTimes = timelines.contains { $0?.lastSeen != nil }
        hasBuckets = times?.axis != nil
        let matched = max(1, report.routes.reduce(0) { $0 + $1.hits })
        let order = report.routes.indices.sorted {
            report.routes[$0].hits != report.routes[$1].hits ? report.routes[$0].hits > report.routes[$1].hits : $0 < $1
        }
        routes = order.map { index in
            HTMLReportPage.routeRow(
                report.routes[index], index: index, matched: matched,
                timeline: index < timelines.count ? timelines[index] : nil)
        }

        let unmatched = report.unmatched
        let triage = UnmatchedTriage(unmatched)
        unmatchedTotal = String(unmatched.total)
        unmatchedNote =
            unmatched.exact
            ? "Counts are exact."
            : "Counts come from a Space-Saving summary of \(unmatched.capacity) counters: each overestimates by at "
                + "most \(unmatched.errorBound), and any path not listed was seen at most \(unmatched.errorBound) times."
        paths = unmatched.topPaths(report.topN).map {
            PathRow(count: String($0.count), path: StringEscaping.printable($0.path), probe: ProbePaths.contains($0.path))
        }
        probeRequests = String(triage.probeRequests)
        probePathCount = String(triage.probePaths.count)
        probes = triage.probePaths.prefix(report.topN).map {
            PathRow(count: String($0.count), path: StringEscaping.printable($0.path), probe: true)
        }
        directive = triage.directive
        suggestions = triage.generalizing.prefix(report.topN).map {
            SuggestionRow(hits: String($0.hits), format: $0.format, examples: $0.examples.map(StringEscaping.printable))
        }
        let skipped = triage.singlePath.count + triage.probes.count
        notProposed =
            skipped == 0
            ? nil
            : "\(skipped) more shape(s) not proposed: \(triage.singlePath.count) only repeat one literal path "
                + "(listed above), \(triage.probes.count) are probe traffic."

        let malformedSummary = report.malformed
        malformedCount = String(malformedSummary.count)
        malformedReasons = malformedSummary.reasons.sorted { $0.key < $1.key }
            .map { "\($0.key): \($0.value)" }.joined(separator: " · ")
        malformed = malformedSummary.samples.map {
            MalformedRow(
                place: "\(StringEscaping.printable($0.input)):\($0.line)", reason: $0.reason,
                text: StringEscaping.printable($0.text))
        }
        schema = AnalysisReport.schema
        style = HTMLReportTemplate.style
        script = HTMLReportTemplate.script
        dataJSON = HTMLReportPage.scriptSafe(
            JSONWriter.render(
                HTMLReportPage.chartData(report: report, axis: times?.axis, timelines: timelines), compact: true))
    }

    private static func routeRow(_ route: RouteHits, index: Int, matched: Int, timeline: RouteTimeline?) -> RouteRow {
        let status = route.status
        let latency = route.latency
        return RouteRow(
            // A route from an OpenAPI description shows its path template before its format.
            index: String(index), name: route.name, method: route.method ?? "*",
            format: route.template.map { "\($0)  (\(route.format))" } ?? route.format,
            hits: String(route.hits), share: AnalysisReport.percent(route.hits, of: matched),
            success: String(status.success), redirection: String(status.redirection),
            clientError: String(status.clientError), serverError: String(status.serverError),
            p50: latency.map { LatencySummary.milliseconds($0.p50Micros) } ?? "–",
            p90: latency.map { LatencySummary.milliseconds($0.p90Micros) } ?? "–",
            p99: latency.map { LatencySummary.milliseconds($0.p99Micros) } ?? "–",
            lastSeen: timeline?.lastSeen.map(HTMLReportPage.readableInstant) ?? "never",
            lastSeenSort: timeline?.lastSeen ?? "",
            neverHit: route.hits == 0, stale: timeline?.stale ?? false, deprecated: route.deprecated)
    }

    /// An ISO 8601 UTC instant for a table cell: `2024-01-31T10:00:00Z` → `2024-01-31 10:00:00`.
    static func readableInstant(_ iso: String) -> String {
        var text = iso.replacing("T", with: " ")
        if text.hasSuffix("Z") { text.removeLast() }
        return text
    }

    /// Parts of a stacked bar: each count with its percentage of `total` and a CSS width.
    private static func shares(_ parts: [(String, Int, String)], total: Int) -> [Share] {
        parts.map { label, count, tone in
            let width = total == 0 ? 0 : Double(count) * 100 / Double(total)
            return Share(
                label: label, count: String(count), percent: AnalysisReport.percent(count, of: total),
                width: String(Double(Int(width * 10)) / 10) + "%", tone: tone)
        }
    }
}
