extension AnalysisReport {
    /// The report as JSON (schema ``schema``): keys in a fixed order, numbers in fixed formats, so the
    /// same report always renders to the same bytes. Besides what a reader wants (`totals`, `coverage`,
    /// `routes`, `unmatched.top`, `unmatched.suggestions`, `malformed`), it carries what merging needs:
    /// each route's latency histogram and the whole heavy-hitter tables (`unmatched.table`, and each route's
    /// `topAgents` and `topClients` when callers were counted).
    /// `unmatched.top` marks probe traffic (``ProbePaths``) with `"probe": true`; `unmatched.suggestions`
    /// lists only the formats that generalize (``UnmatchedTriage``), `unmatched.probes` and
    /// `unmatched.notProposed` count the rest; `unmatched.table` keeps every counter for merging.
    ///
    /// `compact` writes it on one line without blanks (a partial report meant for ``merged(with:)``
    /// rather than for reading: about 40 % smaller), followed by a newline, so that several compact
    /// reports make a stream of JSON lines.
    public func jsonText(compact: Bool = false) -> String {
        JSONWriter.render(jsonValue, compact: compact)
    }

    /// Reads a report back from its JSON rendering.
    ///
    /// - Throws: ``ReportDecodingError`` for text that is not JSON (with the byte offset), a missing or
    ///   ill-typed field (with its path), or another schema.
    public init(json text: String) throws(ReportDecodingError) {
        let root: JSONValue
        do {
            root = try JSONReader.parse(text)
        } catch {
            throw ReportDecodingError(path: "$", offset: error.offset, message: error.message)
        }
        try self.init(field: JSONField(root: root))
    }

    /// Reads every report of a stream of JSON reports (`corridor merge -` reads partial reports so):
    /// reports one after another, separated by blanks or newlines or nothing (JSON lines, or
    /// concatenated documents), each handed to `body` as soon as it is read, so only one report is
    /// decoded at a time. Text with nothing but blanks holds no report.
    ///
    /// - Throws: ``ReportDecodingError`` for the first document that is not a report (a syntax error
    ///   with its offset from the start of `text`; a content error with its field path and the number
    ///   of the report in the stream), or whatever `body` throws.
    public static func forEachReport(inJSONStream text: String, _ body: (AnalysisReport) throws -> Void) throws {
        var reader = JSONReader(text: text)
        var number = 0
        while true {
            let root: JSONValue?
            do {
                root = try reader.nextDocument()
            } catch {
                throw ReportDecodingError(path: "$", offset: error.offset, message: error.message)
            }
            guard let root else { return }
            number += 1
            let report: AnalysisReport
            do {
                report = try AnalysisReport(field: JSONField(root: root))
            } catch {
                throw ReportDecodingError(
                    path: error.path, offset: error.offset, message: "\(error.message) (report \(number) of the stream)")
            }
            try body(report)
        }
    }

    package var jsonValue: JSONValue {
        let coverage = coverage
        return .object([
            JSONMember("schema", .string(AnalysisReport.schema)),
            JSONMember("complete", .bool(complete)),
            JSONMember("topN", .int(topN)),
            JSONMember("inputs", .array(inputs.map(\.jsonValue))),
            JSONMember(
                "totals",
                .object([
                    JSONMember("lines", .int(totals.lines)),
                    JSONMember("matched", .int(totals.matched)),
                    JSONMember("unmatched", .int(totals.unmatched)),
                    JSONMember("malformed", .int(totals.malformed)),
                    JSONMember("invalidRequests", .int(totals.invalidRequests)),
                    JSONMember("untimed", .int(totals.untimed)),
                    JSONMember("outsideWindow", .int(totals.outsideWindow)),
                ])),
            JSONMember("window", window.jsonValue),
            JSONMember("timeSpan", timeSpan.map { .object(TimeRange.jsonMembers($0)) } ?? .null),
            JSONMember("trafficBucketSeconds", .optionalInt(trafficBucketSeconds)),
            JSONMember(
                "coverage",
                .object([
                    JSONMember("routes", .int(coverage.routes)),
                    JSONMember("hit", .int(coverage.hit)),
                    JSONMember("unhit", .int(coverage.unhit)),
                    JSONMember("ratio", .number(AnalysisReport.decimal(tenThousandths: coverage.ratioTenThousandths))),
                    JSONMember("unhitRoutes", .array(coverage.unhitRoutes.map(JSONValue.string))),
                ])),
            JSONMember("routes", .array(routes.map(\.jsonValue))),
            JSONMember("stale", staleJSON),
            JSONMember("unmatched", unmatchedJSON),
            JSONMember("malformed", malformedJSON),
        ])
    }

    /// `7389` → `0.7389`, `10000` → `1.0`.
    package static func decimal(tenThousandths value: Int) -> String {
        if value >= 10_000 && value % 10_000 == 0 { return "\(value / 10_000).0" }
        let fraction = String(value % 10_000)
        var digits = String(repeating: "0", count: 4 - fraction.count) + fraction
        while digits.count > 1 && digits.hasSuffix("0") { digits.removeLast() }
        return "\(value / 10_000).\(digits)"
    }

    private var unmatchedJSON: JSONValue {
        let triage = UnmatchedTriage(unmatched)
        return .object([
            JSONMember("total", .int(unmatched.total)),
            JSONMember("exact", .bool(unmatched.exact)),
            JSONMember("errorBound", .int(unmatched.errorBound)),
            JSONMember("capacity", .int(unmatched.capacity)),
            JSONMember(
                "top",
                .array(
                    unmatched.topPaths(topN).map {
                        var members = [JSONMember("path", .string($0.path)), JSONMember("count", .int($0.count))]
                        members += TimeRange.jsonMembers($0.seen)
                        if ProbePaths.contains($0.path) { members.append(JSONMember("probe", .bool(true))) }
                        return .object(members)
                    })),
            JSONMember(
                "probes",
                .object([
                    JSONMember("requests", .int(triage.probeRequests)),
                    JSONMember("paths", .int(triage.probePaths.count)),
                ])),
            JSONMember(
                "notProposed",
                .object([
                    JSONMember("singlePath", .int(triage.singlePath.count)),
                    JSONMember("probe", .int(triage.probes.count)),
                ])),
            JSONMember(
                "suggestions",
                .array(
                    triage.generalizing.prefix(max(0, topN)).map {
                        .object([
                            JSONMember("format", .string($0.format)),
                            JSONMember("hits", .int($0.hits)),
                            JSONMember("examples", .array($0.examples.map(JSONValue.string))),
                        ] + TimeRange.jsonMembers($0.seen))
                    })),
            JSONMember("directive", .optionalString(triage.directive)),
            JSONMember(
                "table",
                .object([
                    JSONMember(
                        "paths",
                        .array(
                            unmatched.paths.map {
                                .object([
                                    JSONMember("path", .string($0.path)), JSONMember("count", .int($0.count)),
                                    JSONMember("error", .int($0.error)),
                                ] + TimeRange.jsonMembers($0.seen))
                            })),
                    JSONMember("suggestionsExact", .bool(unmatched.suggestionsExact)),
                    JSONMember("suggestionsErrorBound", .int(unmatched.suggestionsErrorBound)),
                    JSONMember(
                        "suggestions",
                        .array(
                            unmatched.suggestions.map {
                                .object([
                                    JSONMember("format", .string($0.format)), JSONMember("hits", .int($0.hits)),
                                    JSONMember("error", .int($0.error)),
                                    JSONMember("examples", .array($0.examples.map(JSONValue.string))),
                                ] + TimeRange.jsonMembers($0.seen))
                            })),
                ])),
        ])
    }

    private var malformedJSON: JSONValue {
        .object([
            JSONMember("count", .int(malformed.count)),
            JSONMember(
                "reasons",
                .object(malformed.reasons.sorted { $0.key < $1.key }.map { JSONMember($0.key, .int($0.value)) })),
            JSONMember("sampleLimit", .int(malformed.sampleLimit)),
            JSONMember(
                "samples",
                .array(
                    malformed.samples.map {
                        .object([
                            JSONMember("input", .string($0.input)), JSONMember("line", .int($0.line)),
                            JSONMember("reason", .string($0.reason)), JSONMember("text", .string($0.text)),
                        ])
                    })),
        ])
    }

    private init(field root: JSONField) throws(ReportDecodingError) {
        let schema = try root.member("schema").string()
        guard schema == AnalysisReport.schema else {
            throw ReportDecodingError(
                path: "schema", offset: nil,
                message: "unsupported schema '\(schema)', expected '\(AnalysisReport.schema)'")
        }
        var inputs: [InputSummary] = []
        for field in try root.member("inputs").elements() { inputs.append(try InputSummary(field: field)) }
        let totals = try root.member("totals")
        var routes: [RouteHits] = []
        let trafficBucketSeconds = try AnalysisReport.trafficBucketSeconds(
            field: try root.optionalMember("trafficBucketSeconds"))
        for field in try root.member("routes").elements() {
            var route = try RouteHits(field: field)
            route.traffic = try TrafficBucket.buckets(
                field: try field.optionalMember("traffic"), width: trafficBucketSeconds)
            routes.append(route)
        }
        let unmatched = try root.member("unmatched")
        let table = try unmatched.member("table")
        var paths: [PathCount] = []
        for field in try table.member("paths").elements() {
            paths.append(
                PathCount(
                    path: try field.member("path").string(), count: try field.member("count").count(),
                    error: try field.member("error").count(), seen: try TimeRange(field: field)))
        }
        var suggestions: [FormatSuggestion] = []
        for field in try table.member("suggestions").elements() {
            var examples: [String] = []
            for example in try field.member("examples").elements() { examples.append(try example.string()) }
            suggestions.append(
                FormatSuggestion(
                    format: try field.member("format").string(), hits: try field.member("hits").count(),
                    error: try field.member("error").count(), examples: examples, seen: try TimeRange(field: field)))
        }
        let malformed = try root.member("malformed")
        var reasons: [String: Int] = [:]
        for (key, field) in try malformed.member("reasons").members() { reasons[key] = try field.count() }
        var samples: [MalformedSample] = []
        for field in try malformed.member("samples").elements() {
            samples.append(
                MalformedSample(
                    input: try field.member("input").string(), line: try field.member("line").count(),
                    reason: try field.member("reason").string(), text: try field.member("text").string()))
        }
        self.init(
            inputs: inputs,
            totals: ReportTotals(
                lines: try totals.member("lines").count(), matched: try totals.member("matched").count(),
                unmatched: try totals.member("unmatched").count(), malformed: try totals.member("malformed").count(),
                invalidRequests: try totals.member("invalidRequests").count(),
                outsideWindow: try totals.optionalMember("outsideWindow")?.count() ?? 0,
                untimed: try totals.optionalMember("untimed")?.count() ?? 0),
            routes: routes,
            unmatched: UnmatchedSummary(
                total: try unmatched.member("total").count(), capacity: try unmatched.member("capacity").count(),
                exact: try unmatched.member("exact").bool(), errorBound: try unmatched.member("errorBound").count(),
                paths: paths, suggestionsExact: try table.member("suggestionsExact").bool(),
                suggestionsErrorBound: try table.member("suggestionsErrorBound").count(), suggestions: suggestions),
            malformed: MalformedSummary(
                count: try malformed.member("count").count(), reasons: reasons, samples: samples,
                sampleLimit: try malformed.member("sampleLimit").count()),
            topN: try root.member("topN").count())
        window = try root.optionalMember("window").map { (field) throws(ReportDecodingError) in
            try TimeWindow(field: field)
        } ?? .all
        try readStale(try root.optionalMember("stale"))
        self.trafficBucketSeconds = trafficBucketSeconds
        timeSpan = try root.optionalMember("timeSpan").flatMap { (field) throws(ReportDecodingError) in
            try TimeRange(field: field)
        }
    }
}

extension InputSummary {
    package var jsonValue: JSONValue {
        .object([
            JSONMember("path", .string(path)),
            JSONMember("encoding", .optionalString(encoding?.rawValue)),
            JSONMember("bytes", .int(bytes)),
            JSONMember("lines", .int(lines)),
            JSONMember(
                "error",
                error.map { error in
                    .object([
                        JSONMember("message", .string(error.description)),
                        JSONMember("offset", .optionalInt(error.offset)),
                        JSONMember("reason", .string(error.reason)),
                    ])
                } ?? .null),
        ])
    }

    init(field: JSONField) throws(ReportDecodingError) {
        let path = try field.member("path").string()
        var error: InputError?
        if let failure = try field.optionalMember("error") {
            error = InputError(
                path: path,
                offset: try failure.optionalMember("offset").map { (offset) throws(ReportDecodingError) in
                    Int64(try offset.int())
                }, reason: try failure.member("reason").string())
        }
        self.init(
            path: path, encoding: try field.optionalMember("encoding")?.caseName(of: InputEncoding.self),
            bytes: Int64(try field.member("bytes").count()), lines: try field.member("lines").count(), error: error)
    }
}

extension RouteHits {
    /// Method labels in report order: the fixed slots, then any others alphabetically.
    package var orderedMethods: [(method: String, count: Int)] {
        let known = MethodSlot.allCases.map(\.label)
        let fixed = known.compactMap { label in methods[label].map { (label, $0) } }
        let others = methods.filter { !known.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return (fixed + others).filter { $0.1 != 0 }
    }

    package var jsonValue: JSONValue {
        // `operation` and `template` only for routes from an OpenAPI description; `topAgents` and `topClients`
        // only when counted.
        var described: [JSONMember] = []
        if let template {
            described = [JSONMember("operation", .optionalString(operation)), JSONMember("template", .string(template))]
        }
        return .object([
            JSONMember("name", .string(name)),
            JSONMember("method", .optionalString(method)),
            JSONMember("format", .string(format)),
            JSONMember("line", .optionalInt(line)),
            JSONMember("hits", .int(hits)),
            JSONMember("methods", .object(orderedMethods.map { JSONMember($0.method, .int($0.count)) })),
            JSONMember(
                "status",
                .object(zip(StatusClass.allCases, status.ordered).map { JSONMember($0.label, .int($1)) })),
            JSONMember("latency", latency?.jsonValue ?? .null),
        ] + TimeRange.jsonMembers(seen) + [JSONMember("traffic", TrafficBucket.jsonValue(traffic))] + described
            + callersJSON)
    }

    init(field: JSONField) throws(ReportDecodingError) {
        var methods: [String: Int] = [:]
        for (key, value) in try field.member("methods").members() { methods[key] = try value.count() }
        let status = try field.member("status")
        var statusCounts: [Int] = []
        for statusClass in StatusClass.allCases { statusCounts.append(try status.member(statusClass.label).count()) }
        self.init(
            name: try field.member("name").string(), method: try field.optionalMember("method")?.string(),
            format: try field.member("format").string(), line: try field.optionalMember("line")?.int(),
            hits: try field.member("hits").count(), methods: methods, status: StatusCounts(ordered: statusCounts),
            latency: try field.optionalMember("latency").map { (latency) throws(ReportDecodingError) in
                try LatencySummary(field: latency)
            },
            operation: try field.optionalMember("operation")?.string(),
            template: try field.optionalMember("template")?.string(), seen: try TimeRange(field: field),
            agents: try field.optionalMember("topAgents").map { (table) throws(ReportDecodingError) in
                try TopCallers(field: table, key: "agent")
            },
            clients: try field.optionalMember("topClients").map { (table) throws(ReportDecodingError) in
                try TopCallers(field: table, key: "client")
            })
    }

    private var callersJSON: [JSONMember] {
        var members: [JSONMember] = []
        if let agents { members.append(JSONMember("topAgents", agents.jsonValue(key: "agent"))) }
        if let clients { members.append(JSONMember("topClients", clients.jsonValue(key: "client"))) }
        return members
    }
}

extension LatencySummary {
    package var jsonValue: JSONValue {
        .object([
            JSONMember("count", .int(count)),
            JSONMember("p50", .number(LatencySummary.milliseconds(p50Micros))),
            JSONMember("p90", .number(LatencySummary.milliseconds(p90Micros))),
            JSONMember("p99", .number(LatencySummary.milliseconds(p99Micros))),
            JSONMember("max", .number(LatencySummary.milliseconds(maxMicros))),
            JSONMember(
                "histogram",
                .object([
                    JSONMember("unit", .string("us")),
                    JSONMember("significantDigits", .int(LatencyHistogram.significantDigits.rawValue)),
                    JSONMember("maxMicros", .int(maxMicros)),
                    JSONMember(
                        "buckets", .array(histogram.buckets.map { .array([.int($0.value), .int($0.count)]) })),
                ])),
        ])
    }

    init(field: JSONField) throws(ReportDecodingError) {
        let histogram = try field.member("histogram")
        let digits = try histogram.member("significantDigits").int()
        guard digits == Int(LatencyHistogram.significantDigits.rawValue), try histogram.member("unit").string() == "us"
        else {
            throw ReportDecodingError(
                path: histogram.path, offset: nil,
                message:
                    "expected a histogram in us with \(LatencyHistogram.significantDigits.rawValue) significant digits")
        }
        var buckets: [LatencyHistogram.Bucket] = []
        for pair in try histogram.member("buckets").elements() {
            let values = try pair.elements()
            guard values.count == 2 else {
                throw ReportDecodingError(path: pair.path, offset: nil, message: "expected [value, count]")
            }
            let value = try values[0].uint64()
            guard value <= LatencyHistogram.largestValue else {
                throw ReportDecodingError(
                    path: values[0].path, offset: nil, message: "latency above \(LatencyHistogram.largestValue) us")
            }
            buckets.append(LatencyHistogram.Bucket(value: value, count: try values[1].uint64()))
        }
        self.init(histogram: LatencyHistogram(buckets: buckets, maxMicros: try histogram.member("maxMicros").uint64()))
    }
}
