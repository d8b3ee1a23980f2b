import CorridorCore
import CorridorReport

extension HTMLReportPage {
    /// The page for `report`; `times` carries the time and callers data when the log had them, `context` what the
    /// header says of the run.
    init(report: AnalysisReport, times: HTMLReportTimes?, context: HTMLReportContext, options: ReportRenderOptions) {
        let timelines = times?.routes ?? []
        let totals = report.totals
        let routeCoverage = report.coverage
        let percent = AnalysisReport.percent
        let count = HTMLNumbers.count
        let inputRows = report.inputs.map {
            InputRow(
                path: StringEscaping.printable($0.path), logFormat: $0.logFormat ?? "-",
                encoding: $0.encoding?.rawValue ?? "-", bytes: count(Int($0.bytes)), lines: count($0.lines),
                error: $0.error.map { StringEscaping.printable($0.description) },
                passedOver: $0.passedOver.map(StringEscaping.printable))
        }
        // One definition of stale for every rendering: the report's stale list (never hit, or not since the cutoff).
        let staleIndices = Set(report.staleRouteIndices(options))
        let staleHit = staleIndices.count { report.routes[$0].hits > 0 }
        incomplete = inputRows.filter { $0.error != nil }
        staleCutoff = times?.staleCutoff.map(HTMLReportPage.readableInstant)
        self.context = HTMLReportPage.contextRows(report: report, context: context, options: options)
        cards = [
            Card(title: "Lines", value: count(totals.lines), detail: "\(count(report.inputs.count)) input(s)", tone: ""),
            Card(
                title: "Coverage", value: percent(routeCoverage.hit, routeCoverage.routes),
                detail: "\(count(routeCoverage.hit)) of \(count(routeCoverage.routes)) routes hit",
                tone: routeCoverage.unhit > 0 ? "warn" : "ok"),
            Card(
                title: "Matched", value: count(totals.matched), detail: percent(totals.matched, totals.lines), tone: ""),
            Card(
                title: "Unmatched", value: count(totals.unmatched), detail: percent(totals.unmatched, totals.lines),
                tone: ""),
            Card(
                title: "Malformed", value: count(totals.malformed), detail: percent(totals.malformed, totals.lines),
                tone: totals.malformed > 0 ? "warn" : ""),
            Card(
                title: "Invalid requests", value: count(totals.invalidRequests),
                detail: percent(totals.invalidRequests, totals.lines), tone: ""),
        ]
        shares = HTMLReportPage.shares(
            [
                ("Matched", totals.matched, "c-ok"), ("Unmatched", totals.unmatched, "c-un"),
                ("Malformed", totals.malformed, "c-bad"), ("Invalid", totals.invalidRequests, "c-inv"),
            ], total: totals.lines)
        let hasCutoff = times?.staleCutoff != nil
        self.coverage = HTMLReportPage.shares(
            [
                (hasCutoff ? "Hit since the cutoff" : "Hit", routeCoverage.hit - staleHit, "c-ok"),
                ("Last hit before the cutoff (stale)", staleHit, "c-stale"),
                (hasCutoff ? "Never hit (stale)" : "Never hit", routeCoverage.unhit, "c-bad"),
            ], total: routeCoverage.routes
        ).filter { !$0.label.hasPrefix("Last hit") || hasCutoff }
        inputs = inputRows
        routeCount = count(report.routes.count)
        neverHitCount = count(routeCoverage.unhit)
        staleCount = count(staleIndices.count)
        let deprecatedCount = report.routes.count(where: \.deprecated)
        self.deprecatedCount = deprecatedCount > 0 ? count(deprecatedCount) : nil
        timed = report.routes.contains { $0.latency != nil }
        hasTimes = timelines.contains { $0?.lastSeen != nil }
        hasBuckets = times?.axis != nil
        bucketText = times?.axis.map { HTMLNumbers.duration(seconds: $0.bucketSeconds) }
        axisStart = times?.axis.map { HTMLReportPage.readableMinute(CivilCalendar.isoInstant($0.start)) }
        let matched = max(1, report.routes.reduce(0) { $0 + $1.hits })
        let order = report.routes.indices.sorted {
            report.routes[$0].hits != report.routes[$1].hits ? report.routes[$0].hits > report.routes[$1].hits : $0 < $1
        }
        let columnCount = String(HTMLReportPage.routeColumns(timed: timed, hasTimes: hasTimes, hasBuckets: hasBuckets))
        let clientPrefix = report.routes.lazy.compactMap { $0.clients?.prefix?.text }.first
        let clientsHeading =
            clientPrefix.map { "Top client networks (IPv4,IPv6 prefix \($0))" } ?? "Top client addresses"
        routes = order.enumerated().map { position, index in
            var row = HTMLReportPage.routeRow(
                report.routes[index], index: index, matched: matched,
                timeline: index < timelines.count ? timelines[index] : nil, stale: staleIndices.contains(index),
                columnCount: columnCount, clientsHeading: clientsHeading)
            row.offPage = position >= HTMLReportPage.pageSize
            return row
        }

        let unmatched = report.unmatched
        let triage = UnmatchedTriage(unmatched)
        unmatchedTotal = count(unmatched.total)
        unmatchedNote =
            unmatched.exact
            ? "Counts are exact."
            : "Counts come from a Space-Saving summary of \(count(unmatched.capacity)) counters: each overestimates by "
                + "at most \(count(unmatched.errorBound)), and any path not listed was seen at most "
                + "\(count(unmatched.errorBound)) times."
        paths = unmatched.paths.enumerated().map { position, path in
            PathRow(
                offPage: position >= HTMLReportPage.pageSize, count: count(path.count),
                path: StringEscaping.printable(path.path), probe: ProbePaths.contains(path.path),
                firstSeen: path.seen.map { HTMLReportPage.readableInstant(CivilCalendar.isoInstant($0.first)) } ?? "–",
                lastSeen: path.seen.map { HTMLReportPage.readableInstant(CivilCalendar.isoInstant($0.last)) } ?? "–")
        }
        pathsHaveTimes = unmatched.paths.contains { $0.seen != nil }
        probeRequests = count(triage.probeRequests)
        probePathCount = count(triage.probePaths.count)
        directive = triage.directive
        suggestions = triage.generalizing.enumerated().map { position, suggestion in
            SuggestionRow(
                offPage: position >= HTMLReportPage.pageSize / 2, hits: count(suggestion.hits), format: suggestion.format,
                examples: suggestion.examples.map(StringEscaping.printable))
        }
        let skipped = triage.singlePath.count + triage.probes.count
        notProposed =
            skipped == 0
            ? nil
            : "\(count(skipped)) more shape(s) not proposed: \(count(triage.singlePath.count)) only repeat one literal "
                + "path (in the table above), \(count(triage.probes.count)) are probe traffic."

        let malformedSummary = report.malformed
        malformedCount = count(malformedSummary.count)
        malformedReasons = malformedSummary.reasons.sorted { $0.key < $1.key }
            .map { "\($0.key): \(count($0.value))" }.joined(separator: " · ")
        malformed = malformedSummary.samples.map {
            MalformedRow(
                place: "\(StringEscaping.printable($0.input)):\($0.line)", reason: $0.reason,
                text: StringEscaping.printable($0.text))
        }
        trafficRows = HTMLReportPage.trafficRows(axis: times?.axis, timelines: timelines)
        statusRows = HTMLReportPage.statusRows(report.routes)
        latencyRows = order.lazy.filter { report.routes[$0].latency != nil }.prefix(8).map { index in
            let latency = report.routes[index].latency!
            return ChartRow(
                label: report.routes[index].name,
                values: latency.percentileRow.prefix(3).map(HTMLNumbers.milliseconds))
        }
        schema = AnalysisReport.schema
        style = HTMLReportTemplate.style
        script = HTMLReportTemplate.script
        dataJSON = HTMLReportPage.scriptSafe(
            JSONWriter.render(
                HTMLReportPage.chartData(report: report, axis: times?.axis, timelines: timelines),
                compact: true))
    }

    /// The number of columns of the routes table (the details row spans them).
    static func routeColumns(timed: Bool, hasTimes: Bool, hasBuckets: Bool) -> Int {
        11 + (timed ? 3 : 0) + (hasTimes ? 1 : 0) + (hasBuckets ? 1 : 0)
    }

    private static func routeRow(
        _ route: RouteHits, index: Int, matched: Int, timeline: RouteTimeline?, stale: Bool, columnCount: String,
        clientsHeading: String
    ) -> RouteRow {
        let status = route.status
        let latency = route.latency
        let percentiles = latency?.percentileRow  // p50, p90, p99, max
        let count = HTMLNumbers.count
        let ms = HTMLNumbers.milliseconds
        let names = ["1xx", "2xx", "3xx", "4xx", "5xx", "other"]
        let tones = ["c-inv", "c-ok", "c-3xx", "c-4xx", "c-bad", "c-inv"]
        let ordered = status.ordered
        let total = ordered.reduce(0, +)
        let mix = ordered.indices.filter { ordered[$0] > 0 }.map { slot in
            Share(
                label: names[slot], count: count(ordered[slot]), percent: AnalysisReport.percent(ordered[slot], of: total),
                width: String(Double(Int(Double(ordered[slot]) * 1000 / Double(max(1, total)))) / 10) + "%",
                tone: tones[slot])
        }
        return RouteRow(
            // A route from an OpenAPI description shows its path template before its format.
            index: String(index), name: route.name, method: route.method ?? "*",
            format: route.template.map { "\($0)  (\(route.format))" } ?? route.format,
            hits: count(route.hits), share: AnalysisReport.percent(route.hits, of: matched),
            success: count(status.success), redirection: count(status.redirection),
            clientError: count(status.clientError), serverError: count(status.serverError),
            p50: percentiles.map { ms($0[0]) } ?? "–",
            p90: percentiles.map { ms($0[1]) } ?? "–",
            p99: percentiles.map { ms($0[2]) } ?? "–",
            lastSeen: timeline?.lastSeen.map(HTMLReportPage.readableMinute) ?? "never",
            lastSeenSort: timeline?.lastSeen ?? "",
            neverHit: route.hits == 0, stale: stale, staleBadge: stale && route.hits > 0, deprecated: route.deprecated,
            mix: mix, mixLabel: mix.map { "\($0.label) \($0.count)" }.joined(separator: " · "),
            columnCount: columnCount,
            statusLine: ordered.indices.filter { ordered[$0] > 0 || (1...4).contains($0) }
                .map { "\(names[$0]) \(count(ordered[$0]))" }.joined(separator: " · "),
            latencyLine: latency.flatMap { latency in
                percentiles.map {
                    "p50 \(ms($0[0])) · p90 \(ms($0[1])) · p99 \(ms($0[2])) · max \(ms($0[3])) "
                        + "(\(count(latency.count)) timed requests)"
                }
            },
            firstSeen: timeline?.firstSeen.map(HTMLReportPage.readableInstant),
            lastSeenFull: timeline?.lastSeen.map(HTMLReportPage.readableInstant),
            series: timeline?.buckets.map { $0.map(count).joined(separator: " · ") },
            callers: (timeline?.callers ?? []).map { CallerRow(text: StringEscaping.printable($0.caller), hits: count($0.hits)) },
            clients: (timeline?.clients ?? []).map { CallerRow(text: StringEscaping.printable($0.caller), hits: count($0.hits)) },
            clientsHeading: clientsHeading)
    }

    /// The header's lines: routes file, inputs, request span, window, stale age, options and generator.
    private static func contextRows(
        report: AnalysisReport, context: HTMLReportContext, options: ReportRenderOptions
    ) -> [ContextRow] {
        var rows: [ContextRow] = []
        let count = HTMLNumbers.count
        let routeText = "\(count(report.routes.count)) route(s)"
        if let file = context.routesFile {
            rows.append(ContextRow(label: "Routes", value: StringEscaping.printable(file) + " · " + routeText, code: false))
        } else {
            rows.append(ContextRow(label: "Routes", value: routeText, code: false))
        }
        let names = report.inputs.prefix(3).map { StringEscaping.printable($0.path) }.joined(separator: ", ")
        let more = report.inputs.count > 3 ? " and \(count(report.inputs.count - 3)) more" : ""
        rows.append(
            ContextRow(
                label: "Inputs",
                value: "\(count(report.inputs.count)) · \(names)\(more) · \(count(report.totals.lines)) lines", code: false))
        if let span = HTMLReportTimes.spanText(of: report) {
            rows.append(ContextRow(label: "Requests from", value: span + " (UTC)", code: false))
        }
        rows.append(
            ContextRow(
                label: "Window",
                value: report.window.isBounded
                    ? report.window.mergeText + " · \(count(report.totals.outsideWindow)) request(s) outside, not counted"
                    : "every request (no --since/--until)",
                code: false))
        if let after = options.staleAfter, let cutoff = report.staleCutoff(options) {
            rows.append(
                ContextRow(
                    label: "Stale",
                    value: "not hit in the \(after.text) before "
                        + (options.staleNow == nil ? "the last request" : "--now")
                        + ": before \(readableInstant(CivilCalendar.isoInstant(cutoff))) (never-hit routes included)",
                    code: false))
        }
        if !context.options.isEmpty {
            rows.append(
                ContextRow(
                    label: "Options", value: context.options.map(StringEscaping.shellQuoted).joined(separator: " "),
                    code: true))
        }
        rows.append(
            ContextRow(
                label: "Generated by", value: (context.generator.map { $0 + " · " } ?? "") + "schema \(AnalysisReport.schema)",
                code: false))
        return rows
    }

    /// An ISO 8601 UTC instant for a table cell: `2024-01-31T10:00:00Z` → `2024-01-31 10:00:00`.
    static func readableInstant(_ iso: String) -> String {
        var text = iso.replacing("T", with: " ")
        if text.hasSuffix("Z") { text.removeLast() }
        return text
    }

    /// An ISO 8601 UTC instant to the minute, for narrow cells: `2024-01-31T10:00:59Z` → `2024-01-31 10:00`.
    static func readableMinute(_ iso: String) -> String {
        String(readableInstant(iso).prefix(16))
    }

    /// Parts of a stacked bar: each count with its percentage of `total` and a CSS width.
    private static func shares(_ parts: [(String, Int, String)], total: Int) -> [Share] {
        parts.map { label, count, tone in
            let width = total == 0 ? 0 : Double(count) * 100 / Double(total)
            return Share(
                label: label, count: HTMLNumbers.count(count), percent: AnalysisReport.percent(count, of: total),
                width: String(Double(Int(width * 10)) / 10) + "%", tone: tone)
        }
    }

    /// The traffic chart's numbers: hits of every route per point of the axis.
    private static func trafficRows(axis: HTMLReportTimes.Axis?, timelines: [RouteTimeline?]) -> [ChartRow] {
        guard let axis else { return [] }
        var totals = Array(repeating: 0, count: axis.points)
        for timeline in timelines {
            guard let buckets = timeline?.buckets else { continue }
            for (point, hits) in buckets.enumerated() where point < totals.count { totals[point] &+= hits }
        }
        return totals.indices.map { point in
            ChartRow(
                label: readableMinute(CivilCalendar.isoInstant(axis.start + Int64(point) * axis.bucketSeconds)),
                values: [HTMLNumbers.count(totals[point])])
        }
    }

    /// The status chart's numbers: matched requests per status class.
    private static func statusRows(_ routes: [RouteHits]) -> [ChartRow] {
        var totals = [0, 0, 0, 0, 0, 0]
        for route in routes { for (slot, value) in route.status.ordered.enumerated() { totals[slot] &+= value } }
        let all = totals.reduce(0, +)
        let names = ["1xx", "2xx", "3xx", "4xx", "5xx", "other"]
        return totals.indices.filter { totals[$0] > 0 || (1...4).contains($0) }.map {
            ChartRow(label: names[$0], values: [HTMLNumbers.count(totals[$0]), AnalysisReport.percent(totals[$0], of: all)])
        }
    }
}
