@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Reading JSON reports back")
struct ReportReadingTests {
    /// A report with every part the JSON carries: request times (latency histograms), traffic buckets, the time
    /// span, callers (agents and client networks), a window, a stale list from `--now`, unmatched paths and
    /// suggestions, malformed samples, and an input that failed (incomplete).
    static func fullReport() throws -> AnalysisReport {
        let table = try PipelineFixtures.shop()
        let callers = CallerOptions(clients: true, prefix: AddressPrefix(ipv4: 24, ipv6: 48))
        let log = try PipelineFixtures.generatedLog(table: table, lines: 3_000, seed: 61)
        defer { PipelineFixtures.remove(log.path) }
        let timed = PipelineFixtures.analyze(
            [PipelineFixtures.path("shop-timed.log")], table: table, format: .combinedWithRequestTime, callers: callers)
        let generated = PipelineFixtures.analyze([log.path, "/nonexistent/x.log"], table: table, callers: callers)
        var report = try timed.merged(with: generated)
        report.window = TimeWindow(since: 1_700_000_000, until: nil)
        return report
    }

    /// The full report's render options: a stale list from `--now`, and a top 20.
    static let fullOptions = ReportRenderOptions(staleAfter: .age(86_400), staleNow: 1_800_000_000)

    @Test("the full report has every part, reads back equal and renders to the same bytes, pretty and compact")
    func fullRoundTrip() throws {
        let report = try Self.fullReport()
        #expect(!report.complete && report.timeSpan != nil && report.window.since != nil)
        #expect(report.routes.contains { $0.latency != nil && !$0.traffic.isEmpty && $0.agents != nil })
        #expect(report.routes.contains { $0.clients?.prefix != nil && $0.clients?.rows.isEmpty == false })
        #expect(!report.unmatched.paths.isEmpty && !report.unmatched.suggestions.isEmpty)
        #expect(!report.malformed.samples.isEmpty && !report.staleRoutes(Self.fullOptions).isEmpty)
        for compact in [false, true] {
            let text = report.jsonText(options: Self.fullOptions, compact: compact)
            let read = try AnalysisReport.read(json: text)
            #expect(read.report == report && read.options == Self.fullOptions)
            #expect(read.report.jsonText(options: read.options, compact: compact) == text)
        }
    }

    @Test("the JSON golden reads back and renders to the same bytes")
    func goldenRoundTrip() throws {
        let golden = try RenderingTests.golden("shop.json")
        let read = try AnalysisReport.read(json: golden)
        #expect(read.report.jsonText(options: read.options) == golden)
        let compact = try AnalysisReport.read(json: read.report.jsonText(options: read.options, compact: true))
        #expect(compact.report.jsonText(options: compact.options) == golden)
    }

    @Test("integers keep every digit up to the largest of their type")
    func exactNumbers() throws {
        let golden = try RenderingTests.golden("shop.json")
        let text = golden.replacingFirst(#""topN": 20"#, with: #""topN": 9223372036854775807"#)
            .replacingFirst(#""bytes": 2593"#, with: #""bytes": 9223372036854775807"#)
        let read = try AnalysisReport.read(json: text)
        #expect(read.options.topN == Int.max && read.report.inputs[0].bytes == Int64.max)
        #expect(read.report.jsonText(options: read.options) == text)
        let latency = try #require(try AnalysisReport(json: Self.fullReport().jsonText()).routes.compactMap(\.latency).first)
        #expect(latency.histogram.buckets.allSatisfy { $0.count > 0 })
    }

    @Test("members the schema doesn't know are ignored; optional ones may be null")
    func lenientMembers() throws {
        let golden = try RenderingTests.golden("shop.json")
        let extra = golden.replacingFirst(#""complete": true,"#, with: #""complete": true, "extra": {"x": [1, null]},"#)
        #expect(try AnalysisReport(json: extra).jsonText() == golden)
        let nulls = golden.replacingFirst(#""window": {"#, with: #""window": null, "old": {"#)
            .replacingFirst(#""method": "GET","#, with: #""method": null,"#)
        let read = try AnalysisReport(json: nulls)
        #expect(read.window == .all && read.routes[0].method == nil)
    }

    @Test(
        "a missing, ill-typed or out-of-range member is an error naming its path",
        arguments: [
            (#""hits": 3"#, #""hits": -3"#, "routes[1].hits: expected a non-negative integer"),
            (#""hits": 3"#, #""hits": 1.5"#, "routes[1].hits: expected a non-negative integer"),
            (#""hits": 3"#, #""hits": null"#, "routes[1].hits: expected a non-negative integer"),
            (#""hits": 3"#, #""hits": "3""#, "routes[1].hits: expected a non-negative integer"),
            (#""hits": 3"#, #""hitz": 3"#, "routes[1]: missing member 'hits'"),
            (#""matched": 11"#, #""matched": 9223372036854775808"#, "totals.matched: expected a non-negative integer"),
            (#""GET": 1"#, #""GET": -1"#, "routes[0].methods.GET: expected a non-negative integer"),
            (#""exact": true"#, #""exact": 1"#, "routes[0].topAgents.exact: expected true or false"),
            (#""since": null"#, #""since": 5"#, "window.since: expected a string"),
            (#""routes": ["#, #""routes": {}, "x": ["#, "routes: expected an array"),
            (#""totals": {"#, #""totals": [], "x": {"#, "totals: expected an object"),
            (#""input": "shop.log""#, #""input": ["shop.log"]"#, "malformed.samples[0].input: expected a string"),
            (
                #""firstSeen": "2024-01-31T10:00:00Z""#, #""firstSeen": "yesterday""#,
                "timeSpan.firstSeen: expected an ISO 8601 instant (2026-11-21T03:06:37Z), found 'yesterday'"
            ),
            (#""firstSeen": "2024-01-31T10:00:00Z","#, "", "timeSpan: expected both firstSeen and lastSeen, or neither"),
            (
                #""firstSeen": "2024-01-31T10:00:00Z""#, #""firstSeen": "2024-02-01T00:00:00Z""#,
                "timeSpan.lastSeen: lastSeen is before firstSeen"
            ),
            (#""capacity": 32"#, #""capacity": 0"#, "routes[0].topAgents: capacity must be at least 1"),
            (#""significantDigits": 2"#, #""significantDigits": 3"#, "latency.histogram: expected a histogram in us with 2 significant digits"),
        ])
    func contentErrors(original: String, replacement: String, message: String) throws {
        let golden = original.contains("significantDigits")
            ? try Self.fullReport().jsonText() : try RenderingTests.golden("shop.json")
        #expect(golden.contains(original))
        let error = #expect(throws: ReportDecodingError.self) {
            try AnalysisReport(json: golden.replacingFirst(original, with: replacement))
        }
        #expect(error?.description.hasSuffix(message) == true, "\(error?.description ?? "")")
        #expect(error?.offset == nil && error?.line == nil)
    }

    @Test(
        "text that is not JSON is an error naming the line and column",
        arguments: [
            ("", 1, 1, "unexpected end of file during JSON parse"),
            ("{\n  \"schema\": x\n}", 2, 13, "invalid value"),
            ("{\"schema\": \"é€\\q\"}", 1, 18, "invalid escape sequence"),
            ("{\"schema\": \"corridor.analyze/1\",\n\"inputs\": [}", 2, 12, "invalid value"),
            ("{\"a\": 1} x", 1, 10, "invalid value"),
        ])
    func syntaxErrors(text: String, line: Int, column: Int, reason: String) {
        let error = #expect(throws: ReportDecodingError.self) { try AnalysisReport(json: text) }
        #expect(error?.description == "line \(line), column \(column): not JSON: \(reason)")
        #expect(error?.path == "$" && error?.offset != nil)
    }

    @Test("deep nesting is refused, not a stack overflow")
    func depth() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: ReportDecodingError.self) { try AnalysisReport(json: text) }
    }

    @Test("a stream splits into its documents: JSON lines, concatenated, blank-separated; brackets in strings skipped")
    func documentRanges() {
        let text = "{\"a\":1}\n[2]{}  \n 3\n\n{\"b\": \"}{\\\"]\"} \"s\" } {\"open\": [1"
        let bytes = Array(text.utf8)
        let documents = JSONDocumentRanges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(documents == ["{\"a\":1}", "[2]", "{}", "3", "{\"b\": \"}{\\\"]\"}", "\"s\"", "}", "{\"open\": [1"])
        #expect(Array(JSONDocumentRanges(Array(" \n\t ".utf8))).isEmpty)
    }

    @Test("a syntax error in a stream names its line and column in the stream")
    func streamSyntaxError() throws {
        let report = try RenderingTests.golden("shop.json")
        var count = 0
        let error = #expect(throws: ReportDecodingError.self) {
            try AnalysisReport.forEachReport(inJSONStream: report + "{\"schema\" 1}\n") { _ in count += 1 }
        }
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(count == 1)
        #expect(error?.description == "line \(lines), column 11: not JSON: invalid value")
    }
}
