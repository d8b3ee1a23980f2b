import CorridorLogInput
import Foundation

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
    /// `options` are recorded beside the counts (`topN`, `stale`) and shape the lists (`unmatched.top`,
    /// `unmatched.suggestions`, `stale.routes`).
    public func jsonText(options: ReportRenderOptions = ReportRenderOptions(), compact: Bool = false) -> String {
        JSONWriter.render(jsonValue(options), compact: compact)
    }

    /// Reads a report back from its JSON rendering (with `JSONDecoder`). Members the schema doesn't know are
    /// ignored; optional ones may be absent or null.
    ///
    /// - Throws: ``ReportDecodingError`` for text that is not JSON (with its line and column), a missing,
    ///   ill-typed or out-of-range field (with its path, `routes[3].hits`), or another schema.
    public init(json text: String) throws(ReportDecodingError) {
        self = try AnalysisReport.read(json: text).report
    }

    /// Reads a report and the options it was rendered with (`topN`, `stale`) back from its JSON rendering, as
    /// ``init(json:)`` does.
    ///
    /// - Throws: ``ReportDecodingError``, as ``init(json:)``.
    public static func read(json text: String) throws(ReportDecodingError) -> (
        report: AnalysisReport, options: ReportRenderOptions
    ) {
        let bytes = Array(text.utf8)
        return try AnalysisReport.decode(Data(bytes), at: 0, of: bytes)
    }

    /// Reads every report of a stream of JSON reports (`corridor merge -` reads partial reports so):
    /// reports one after another, separated by blanks or newlines or nothing (JSON lines, or
    /// concatenated documents), each handed to `body` as soon as it is read, so only one report is
    /// decoded at a time. Text with nothing but blanks holds no report.
    ///
    /// - Throws: ``ReportDecodingError`` for the first document that is not a report (a syntax error
    ///   with its line and column in `text`; a content error with its field path and the number of the
    ///   report in the stream), or whatever `body` throws.
    public static func forEachReport(inJSONStream text: String, _ body: (AnalysisReport) throws -> Void) throws {
        try forEachReport(inJSONStream: text) { (report: AnalysisReport, _: ReportRenderOptions) in try body(report) }
    }

    /// Reads every report of a stream of JSON reports, as ``forEachReport(inJSONStream:_:)-(_,(AnalysisReport)->Void)``
    /// does, handing `body` each report with the options it was rendered with.
    public static func forEachReport(
        inJSONStream text: String, _ body: (AnalysisReport, ReportRenderOptions) throws -> Void
    ) throws {
        let bytes = Array(text.utf8)
        for (number, range) in JSONDocumentRanges(bytes).enumerated() {
            let report: (report: AnalysisReport, options: ReportRenderOptions)
            do {
                report = try decode(Data(bytes[range]), at: range.lowerBound, of: bytes)
            } catch {
                guard error.offset == nil else { throw error }
                throw ReportDecodingError(
                    path: error.path, offset: nil, message: "\(error.message) (report \(number + 1) of the stream)")
            }
            try body(report.report, report.options)
        }
    }

    /// The report `document`, which starts at byte `start` of `text` (for the place of a syntax error).
    private static func decode(_ document: Data, at start: Int, of text: [UInt8]) throws(ReportDecodingError)
        -> (report: AnalysisReport, options: ReportRenderOptions)
    {
        let read: ReportDocument
        do {
            read = try JSONDecoder().decode(ReportDocument.self, from: document)
        } catch let error as DecodingError {
            throw ReportDecodingError(error, document: document, at: start, of: text)
        } catch {
            // `JSONDecoder` checks a string's escapes when the string is read, and says so without a place.
            throw ReportDecodingError(syntaxIn: document, at: start, of: text, decoderSays: String(describing: error))
        }
        try read.report.checkConsistency()
        return (read.report, read.options)
    }

    /// What `JSONDecoder` decodes: a report read from its root object.
    private struct ReportDocument: Decodable {
        let report: AnalysisReport
        let options: ReportRenderOptions

        init(from decoder: any Decoder) throws {
            var options = ReportRenderOptions()
            report = try AnalysisReport(reading: try decoder.container(keyedBy: ReportKey.self), options: &options)
            self.options = options
        }
    }

    package func jsonValue(_ options: ReportRenderOptions) -> JSONValue {
        let coverage = coverage
        return .object([
            JSONMember("schema", .string(AnalysisReport.schema)),
            JSONMember("complete", .bool(complete)),
            JSONMember("topN", .int(options.topN)),
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
                ] + (totals.directives > 0 ? [JSONMember("directives", .int(totals.directives))] : []))),
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
            JSONMember("stale", staleJSON(options)),
            JSONMember("unmatched", unmatchedJSON(options)),
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

    private func unmatchedJSON(_ options: ReportRenderOptions) -> JSONValue {
        let triage = UnmatchedTriage(unmatched)
        return .object([
            JSONMember("total", .int(unmatched.total)),
            JSONMember("exact", .bool(unmatched.exact)),
            JSONMember("errorBound", .int(unmatched.errorBound)),
            JSONMember("capacity", .int(unmatched.capacity)),
            JSONMember(
                "top",
                .array(
                    unmatched.topPaths(options.topN).map {
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
                    triage.generalizing.prefix(max(0, options.topN)).map {
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

    private init(reading root: ReportObject, options: inout ReportRenderOptions) throws {
        let schema = try root.string("schema")
        guard schema == AnalysisReport.schema else {
            throw root.failure("schema", "unsupported schema '\(schema)', expected '\(AnalysisReport.schema)'")
        }
        let inputs = try root.objects("inputs", InputSummary.init(reading:))
        let totals = try root.object("totals")
        let trafficBucketSeconds = try TrafficLadder.trafficBucketSeconds(in: root)
        let routes = try root.objects("routes") { route in
            var read = try RouteHits(reading: route)
            read.traffic = try TrafficBucket.buckets(in: route, width: trafficBucketSeconds)
            return read
        }
        let unmatched = try root.object("unmatched")
        let table = try unmatched.object("table")
        let paths = try table.objects("paths") { path in
            PathCount(
                path: try path.string("path"), count: try path.count("count"), error: try path.count("error"),
                seen: try TimeRange(seenIn: path))
        }
        let suggestions = try table.objects("suggestions") { suggestion in
            FormatSuggestion(
                format: try suggestion.string("format"), hits: try suggestion.count("hits"),
                error: try suggestion.count("error"), examples: try suggestion.decode([String].self, forKey: "examples"),
                seen: try TimeRange(seenIn: suggestion))
        }
        let malformed = try root.object("malformed")
        let reasons = try malformed.object("reasons")
        var reasonCounts: [String: Int] = [:]
        for key in reasons.allKeys { reasonCounts[key.stringValue] = try reasons.count(key) }
        let samples = try malformed.objects("samples") { sample in
            MalformedSample(
                input: try sample.string("input"), line: try sample.count("line"), reason: try sample.string("reason"),
                text: try sample.string("text"))
        }
        self.init(
            inputs: inputs,
            totals: ReportTotals(
                lines: try totals.count("lines"), matched: try totals.count("matched"),
                unmatched: try totals.count("unmatched"), malformed: try totals.count("malformed"),
                invalidRequests: try totals.count("invalidRequests"),
                outsideWindow: try totals.optionalCount("outsideWindow") ?? 0,
                untimed: try totals.optionalCount("untimed") ?? 0,
                directives: try totals.optionalCount("directives") ?? 0),
            routes: routes,
            unmatched: UnmatchedSummary(
                total: try unmatched.count("total"), capacity: try unmatched.count("capacity"),
                exact: try unmatched.bool("exact"), errorBound: try unmatched.count("errorBound"),
                paths: paths, suggestionsExact: try table.bool("suggestionsExact"),
                suggestionsErrorBound: try table.count("suggestionsErrorBound"), suggestions: suggestions),
            malformed: MalformedSummary(
                count: try malformed.count("count"), reasons: reasonCounts, samples: samples,
                sampleLimit: try malformed.count("sampleLimit")))
        options.topN = try root.count("topN")
        window = try root.optionalObject("window").map(TimeWindow.init(reading:)) ?? .all
        try options.readStale(try root.optionalObject("stale"))
        self.trafficBucketSeconds = trafficBucketSeconds
        timeSpan = try root.optionalObject("timeSpan").flatMap(TimeRange.init(seenIn:))
    }
}

extension InputSummary {
    package var jsonValue: JSONValue {
        .object([
            JSONMember("path", .string(path)),
            JSONMember("encoding", .optionalString(encoding?.rawValue)),
        ] + (logFormat.map { [JSONMember("logFormat", .string($0))] } ?? []) + [
            JSONMember("bytes", .int(bytes)),
            JSONMember("lines", .int(lines)),
        ] + (passedOver.map { [JSONMember("passedOver", .string($0))] } ?? []) + [
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

    init(reading input: ReportObject) throws {
        let path = try input.string("path")
        var error: InputError?
        if let failure = try input.optionalObject("error") {
            error = InputError(
                path: path, offset: try failure.optionalInteger("offset"), reason: try failure.string("reason"))
        }
        self.init(
            path: path, encoding: try input.optionalCaseName("encoding", of: InputEncoding.self),
            bytes: Int64(try input.count("bytes")), lines: try input.count("lines"), error: error)
        logFormat = try input.optionalString("logFormat")
        passedOver = try input.optionalString("passedOver")
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
            JSONMember("deprecated", .bool(deprecated)),
            JSONMember("hits", .int(hits)),
            JSONMember("methods", .object(orderedMethods.map { JSONMember($0.method, .int($0.count)) })),
            JSONMember(
                "status",
                .object(zip(StatusClass.allCases, status.ordered).map { JSONMember($0.label, .int($1)) })),
            JSONMember("latency", latency?.jsonValue ?? .null),
        ] + TimeRange.jsonMembers(seen) + [JSONMember("traffic", TrafficBucket.jsonValue(traffic))] + described
            + callersJSON)
    }

    init(reading route: ReportObject) throws {
        let methodCounts = try route.object("methods")
        var methods: [String: Int] = [:]
        for key in methodCounts.allKeys { methods[key.stringValue] = try methodCounts.count(key) }
        let status = try route.object("status")
        var statusCounts: [Int] = []
        for statusClass in StatusClass.allCases { statusCounts.append(try status.count(ReportKey(statusClass.label))) }
        self.init(
            name: try route.string("name"), method: try route.optionalString("method"),
            format: try route.string("format"), line: try route.optionalInteger("line"),
            hits: try route.count("hits"), methods: methods, status: StatusCounts(ordered: statusCounts),
            latency: try route.optionalObject("latency").map(LatencySummary.init(reading:)),
            operation: try route.optionalString("operation"), template: try route.optionalString("template"),
            seen: try TimeRange(seenIn: route),
            agents: try route.optionalObject("topAgents").map { try TopCallers(reading: $0, key: "agent") },
            clients: try route.optionalObject("topClients").map { try TopCallers(reading: $0, key: "client") },
            deprecated: try route.optionalBool("deprecated") ?? false)
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
        let buckets = histogram.buckets
        let percentiles = histogram.micros(atPercentiles: [50, 90, 99], buckets: buckets)
        return .object([
            JSONMember("count", .int(count)),
            JSONMember("p50", .number(LatencySummary.milliseconds(percentiles[0]))),
            JSONMember("p90", .number(LatencySummary.milliseconds(percentiles[1]))),
            JSONMember("p99", .number(LatencySummary.milliseconds(percentiles[2]))),
            JSONMember("max", .number(LatencySummary.milliseconds(maxMicros))),
            JSONMember(
                "histogram",
                .object([
                    JSONMember("unit", .string("us")),
                    JSONMember("significantDigits", .int(LatencyHistogram.significantDigits)),
                    JSONMember("maxMicros", .int(maxMicros)),
                    JSONMember(
                        "buckets", .pairs(buckets, { Int64($0.value) }, { Int64(truncatingIfNeeded: $0.count) })),
                ])),
        ])
    }

    init(reading latency: ReportObject) throws {
        let histogram = try latency.object("histogram")
        let digits: Int = try histogram.integer("significantDigits", expected: "expected an integer")
        guard digits == LatencyHistogram.significantDigits, try histogram.string("unit") == "us" else {
            throw histogram.failure(
                "expected a histogram in us with \(LatencyHistogram.significantDigits) significant digits")
        }
        let buckets = try histogram.arrays("buckets") { list in
            var pair = try list.nestedUnkeyedContainer()
            guard pair.count == 2 else { throw pair.failure("expected [value, count]") }
            let value: (value: UInt64, index: Int) = try pair.integer(expected: "expected a non-negative integer")
            guard value.value <= LatencyHistogram.largestValue else {
                throw pair.failure(at: value.index, "latency above \(LatencyHistogram.largestValue) us")
            }
            let count: (value: UInt64, index: Int) = try pair.integer(expected: "expected a non-negative integer")
            return LatencyHistogram.Bucket(value: value.value, count: count.value)
        }
        // The counts must add up within a count (the route's hits are checked against them later).
        var total: UInt64 = 0
        for bucket in buckets {
            let (sum, overflow) = total.addingReportingOverflow(bucket.count)
            guard !overflow, sum <= UInt64(Int.max) else {
                throw histogram.failure("buckets", "the bucket counts add up past \(Int.max)")
            }
            total = sum
        }
        self.init(
            histogram: LatencyHistogram(
                buckets: buckets,
                maxMicros: try histogram.integer("maxMicros", expected: "expected a non-negative integer")))
    }
}
