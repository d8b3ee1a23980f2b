import CorridorCore

extension AnalysisReport {
    /// Up to how many inputs the `log formats:` line names each with its format; past that, each format is named once
    /// with its count of inputs.
    static let inputsNamedByFormat = 8

    /// Up to how many inputs read to their end the text report's inputs table lists (every failed or passed-over
    /// input is listed); the others are summed in one line.
    static let inputRowLimit = 20

    /// The report as aligned plain text for a terminal: totals, inputs, the hit routes by hits, the
    /// routes never hit, the top callers of the least-hit routes (when counted), the top unmatched paths, suggested formats and malformed samples.
    public func textReport(options: ReportRenderOptions = ReportRenderOptions()) -> String {
        textReport(style: TextReportStyle(), options: options)
    }

    /// The text report laid out in `style`: fitted to its width, the routes table cut to its top rows in its
    /// order, headings in bold when it allows colour.
    public func textReport(style: TextReportStyle, options: ReportRenderOptions = ReportRenderOptions()) -> String {
        var text = TextTable.$maximumWidth.withValue(style.width) { plainText(style: style, options: options) }
        if let width = style.width { text = Self.fitted(text, width: width) }
        guard style.color else { return text }
        // Section headings (lines that start in column 1, after the first) in bold.
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index > 0 && !line.isEmpty && !line.hasPrefix(" ") ? "\u{1B}[1m\(line)\u{1B}[0m" : String(line)
        }.joined(separator: "\n")
    }

    /// `text` with no line wider than `width`: prose lines wrapped at blanks (continued with a deeper indent),
    /// a table row that still doesn't fit (its number columns can't shrink) cut with `…`.
    static func fitted(_ text: String, width: Int) -> String {
        var output: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.count > width else {
                output.append(String(line))
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            let isTableRow = line.dropFirst(indent).contains("  ")
            if isTableRow || width < 20 {
                output.append(String(line.prefix(width - 1)) + "…")
                continue
            }
            var current = String(line.prefix(indent))
            let continuation = String(repeating: " ", count: indent + 4)
            for word in line.dropFirst(indent).split(separator: " ") {
                let separator = current.count > indent && !current.hasSuffix(" ") ? " " : ""
                if current.count + separator.count + word.count > width && current.trimmingCharacters(in: [" "]).count > 0 {
                    output.append(current)
                    current = continuation
                }
                let piece = current.hasSuffix(" ") || current.isEmpty ? String(word) : " " + word
                current += current.count + piece.count > width ? String(piece.prefix(max(1, width - current.count - 1))) + "…" : piece
            }
            output.append(current)
        }
        return output.joined(separator: "\n")
    }

    private func plainText(style: TextReportStyle, options: ReportRenderOptions) -> String {
        var output = ""
        let inputWord = inputs.count == 1 ? "input" : "inputs"
        output += "Corridor analysis: \(inputs.count) \(inputWord), \(totals.lines) lines"
        let passedOver = inputs.count { $0.passedOver != nil }
        if passedOver > 0 { output += " (\(passedOver) passed over: not logs)" }
        output += complete ? "\n" : " (INCOMPLETE: \(failedInputs.count) input(s) failed)\n"
        output += "  matched \(totals.matched) (\(AnalysisReport.percent(totals.matched, of: totals.lines)))"
        output += "  unmatched \(totals.unmatched) (\(AnalysisReport.percent(totals.unmatched, of: totals.lines)))"
        output += "  malformed \(totals.malformed) (\(AnalysisReport.percent(totals.malformed, of: totals.lines)))"
        output += "  invalid requests \(totals.invalidRequests)"
        output += " (\(AnalysisReport.percent(totals.invalidRequests, of: totals.lines)))"
        if window.isBounded {
            output += "  outside window \(totals.outsideWindow)"
            output += " (\(AnalysisReport.percent(totals.outsideWindow, of: totals.lines)))"
        }
        if totals.directives > 0 {
            // W3C directives, CSV headers, a split container line's parts, a program's other lines about a request:
            // neither requests nor malformed (JSON `totals.directives`).
            output += "  non-request lines \(totals.directives)"
            output += " (\(AnalysisReport.percent(totals.directives, of: totals.lines)))"
        }
        output += "\n"
        let formats = inputs.compactMap { input in input.logFormat.map { (input.path, $0) } }
        if !formats.isEmpty {
            let distinct = Set(formats.map(\.1))
            if distinct.count == 1, let only = distinct.first {
                output += "  log format: \(only)\n"
            } else if formats.count <= Self.inputsNamedByFormat {
                output += "  log formats: " + formats.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + "\n"
            } else {
                // Many inputs (a directory of them): each format once, with how many inputs were read so.
                var order: [String] = []
                var counts: [String: Int] = [:]
                for (_, format) in formats {
                    if counts[format] == nil { order.append(format) }
                    counts[format, default: 0] += 1
                }
                let named = order.map { format in
                    let count = counts[format] ?? 0
                    return "\(format) (\(count) input\(count == 1 ? "" : "s"))"
                }
                output += "  log formats: " + named.joined(separator: ", ") + " (JSON: inputs[].logFormat)\n"
            }
        }
        if window.isBounded {
            output += "  window: since \(window.since.map(CivilCalendar.isoInstant) ?? "the start")"
            output += ", until \(window.until.map(CivilCalendar.isoInstant) ?? "the end") (exclusive)\n"
        }
        if totals.untimed > 0 {
            output += "  requests without a readable time: \(totals.untimed)\n"
        }
        if let width = trafficBucketSeconds, let span = trafficSpan {
            let count = TrafficLadder.bucketCount(first: span.first, last: span.last, width: width)
            output += "  traffic over time: \(CivilCalendar.isoInstant(span.first)) to \(CivilCalendar.isoInstant(span.last))"
            output += ", \(count) bucket\(count == 1 ? "" : "s") of \(TrafficLadder.text(width)) per route (JSON: routes[].traffic)\n"
        }

        output += "\nInputs\n"
        var inputTable = TextTable([
            ("PATH", .left), ("ENCODING", .left), ("BYTES", .right), ("LINES", .right), ("STATUS", .left),
        ])
        // Every input that failed or was passed over, and the first of the others: a run over a directory has
        // thousands.
        var shown = 0
        var more = (inputs: 0, bytes: Int64(0), lines: 0)
        for input in inputs {
            let isNoted = input.error != nil || input.passedOver != nil
            guard isNoted || shown < Self.inputRowLimit else {
                more = (more.inputs + 1, more.bytes + input.bytes, more.lines + input.lines)
                continue
            }
            if !isNoted { shown += 1 }
            inputTable.append([
                input.path, input.encoding?.rawValue ?? "-", String(input.bytes), String(input.lines),
                input.error.map { "error: \($0.description)" } ?? input.passedOver.map { "passed over: \($0)" } ?? "ok",
            ])
        }
        output += inputTable.render()
        if more.inputs > 0 {
            output += "  … \(more.inputs) more input\(more.inputs == 1 ? "" : "s"), each read to its end: "
            output += "\(more.bytes) bytes, \(more.lines) lines (JSON and HTML: every input)\n"
        }

        let coverage = coverage
        output += "\nRoutes: \(coverage.hit) of \(coverage.routes) hit"
        output += " (coverage \(AnalysisReport.percent(coverage.hit, of: coverage.routes)))\n"
        output += routeTable(style: style)
        if !coverage.unhitRoutes.isEmpty {
            output += "\nNever hit (\(coverage.unhit))\n"
            if routes.contains(where: { $0.template != nil }) {
                // Routes from an OpenAPI description: the operation and its templated path.
                var table = TextTable([("OPERATION", .left), ("TEMPLATE", .left)])
                for route in routes where route.hits == 0 { table.append([route.name, route.templatedPath ?? route.format]) }
                output += table.render()
            } else {
                for name in coverage.unhitRoutes { output += "  \(name)\n" }
            }
        }
        output += staleText(options)
        output += deprecatedText()

        output += callersText()

        output += "\nUnmatched: \(unmatched.total) requests"
        if unmatched.total > 0 {
            output += ", \(unmatched.paths.count) distinct paths kept"
            output +=
                unmatched.exact
                ? " (exact)\n" : " (counts overestimate by at most \(unmatched.errorBound))\n"
            var paths = TextTable([("COUNT", .right), ("PATH", .left), ("", .left)])
            for path in unmatched.topPaths(options.topN) {
                let probe = ProbePaths.contains(path.path) ? "probe" : ""
                paths.append([String(path.count), StringEscaping.printable(path.path), probe])
            }
            output += paths.render()
        } else {
            output += "\n"
        }
        let triage = UnmatchedTriage(unmatched)
        if !triage.probePaths.isEmpty {
            output += "\nProbe traffic: \(triage.probeRequests) requests to \(triage.probePaths.count) well-known scanner "
            output += "paths (/.env, /wp-login.php, /.git/HEAD…), not missing routes\n"
        }
        if !triage.generalizing.isEmpty {
            output += "\nSuggested formats"
            output += triage.directive.map { " (the routes file needs `\($0)`)" } ?? ""
            output += "\n"
            var suggestions = TextTable([("HITS", .right), ("FORMAT", .left), ("EXAMPLE", .left)])
            for suggestion in triage.generalizing.prefix(max(0, options.topN)) {
                let example = suggestion.examples.first.map { $0.count > 60 ? $0.prefix(59) + "…" : $0 } ?? ""
                suggestions.append([String(suggestion.hits), suggestion.format, StringEscaping.printable(example)])
            }
            output += suggestions.render()
        }
        if !triage.singlePath.isEmpty || !triage.probes.isEmpty {
            output += "Not proposed: \(triage.singlePath.count) shapes that repeat one literal path, "
            output += "\(triage.probes.count) of probe traffic\n"
        }

        output += "\nMalformed lines: \(malformed.count)\n"
        if malformed.count > 0 {
            let reasons = malformed.reasons.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            output += "  reasons: " + reasons.joined(separator: ", ") + "\n"
            var samples = TextTable([("LINE", .left), ("REASON", .left), ("TEXT", .left)])
            for sample in malformed.samples {
                samples.append(["\(sample.input):\(sample.line)", sample.reason, StringEscaping.printable(sample.text)])
            }
            output += samples.render()
        }
        output += "Invalid requests (not URLs): \(totals.invalidRequests)\n"
        return output
    }

    /// The hit routes, most hits first (then table order).
    private func routeTable(style: TextReportStyle) -> String {
        let timed = routes.contains { $0.latency != nil }
        var columns: [(header: String, alignment: TextTable.Alignment)] = [
            ("ROUTE", .left), ("METHOD", .left), ("HITS", .right), ("SHARE", .right), ("2XX", .right),
            ("3XX", .right), ("4XX", .right), ("5XX", .right),
        ]
        if timed { columns += [("P50 MS", .right), ("P90 MS", .right), ("P99 MS", .right), ("MAX MS", .right)] }
        let dated = routes.contains { $0.seen != nil }
        if dated { columns.append(("LAST SEEN", .left)) }
        let described = routes.contains { $0.template != nil }
        if described { columns.insert(("TEMPLATE", .left), at: 2) }
        var table = TextTable(columns)
        var order = routes.indices.filter { routes[$0].hits > 0 }.sorted {
            routes[$0].hits != routes[$1].hits ? routes[$0].hits > routes[$1].hits : $0 < $1
        }
        switch style.routesOrder {
        case .hits: break
        case .name: order.sort { routes[$0].name < routes[$1].name }
        case .lastSeen: order.sort { (routes[$0].seen?.last ?? .min) > (routes[$1].seen?.last ?? .min) }
        case .p99:
            // Each route's p99 read once (a read walks the histogram), not once per comparison.
            var p99 = [Int: Int64]()
            for index in order { p99[index] = routes[index].latency.map { Int64($0.p99Micros) } ?? -1 }
            order.sort { p99[$0]! > p99[$1]! }
        }
        var left = 0
        if let top = style.routesTop, order.count > top {
            left = order.count - top
            order = Array(order.prefix(top))
        }
        for index in order {
            let route = routes[index]
            var row = [
                route.name, route.method ?? "*", String(route.hits),
                AnalysisReport.percent(route.hits, of: totals.matched), String(route.status.success),
                String(route.status.redirection), String(route.status.clientError), String(route.status.serverError),
            ]
            if described { row.insert(route.template ?? route.format, at: 2) }
            if timed {
                if let latency = route.latency {
                    row += latency.percentileRow.map(
                        LatencySummary.milliseconds)
                } else {
                    row += ["-", "-", "-", "-"]
                }
            }
            if dated { row.append(route.seen.map { CivilCalendar.isoInstant($0.last) } ?? "-") }
            table.append(row)
        }
        return table.render() + (left > 0 ? "  … \(left) more hit routes (--routes-top)\n" : "")
    }
}
