@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
@testable import CorridorReportHTML
import Foundation
import Testing
import CorridorTestSupport

@Suite("Report renderings")
struct RenderingTests {
    /// The shop report with the input named `shop.log` (not its absolute path), so goldens are portable.
    static func shopReport() throws -> AnalysisReport { try ReportFixtures.shopReport() }

    static func golden(_ name: String) throws -> String { try ReportFixtures.golden(name) }

    /// Compares each rendering with its golden file. With `CORRIDOR_WRITE_GOLDENS=DIRECTORY` (the
    /// source folder `Tests/CorridorTestSupport/Fixtures/reports`), a rendering that differs is written there and the test still
    /// fails, saying so: check the diff, rebuild and re-run without the variable.
    @Test("renderings match the golden files", arguments: [ReportFormat.json, .csv, .text, .html])
    func goldens(format: ReportFormat) throws {
        let rendered = try Self.shopReport().render(format)
        let name = "shop.\(format == .text ? "txt" : format.rawValue)"
        let golden = try? Self.golden(name)
        if rendered == golden { return }
        if let directory = ProcessInfo.processInfo.environment["CORRIDOR_WRITE_GOLDENS"] {
            try rendered.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
            Issue.record("golden \(name) differed and was written to \(directory): check the diff, then re-run")
            return
        }
        #expect(rendered == golden, "\(name) differs from its golden (CORRIDOR_WRITE_GOLDENS=DIR rewrites it)")
    }

    @Test("JSON round-trips and renders byte-identically")
    func jsonRoundTrip() throws {
        let report = try Self.shopReport()
        let text = report.jsonText()
        let decoded = try AnalysisReport(json: text)
        #expect(decoded == report)
        #expect(decoded.jsonText() == text)
        #expect(text.hasPrefix("{\n  \"schema\": \"corridor.analyze/1\",\n  \"complete\": true,"))
    }

    @Test("latency histograms survive the JSON round trip")
    func latencyRoundTrip() throws {
        let report = PipelineFixtures.analyze(
            [PipelineFixtures.path("shop-timed.log")], table: try PipelineFixtures.shop(),
            format: .combinedWithRequestTime)
        let decoded = try AnalysisReport(json: report.jsonText())
        #expect(decoded == report)
        let product = try #require(decoded.routes.first { $0.name == "product" }?.latency)
        #expect(product.count == 10 && product.maxMicros == 10_000)
        #expect(report.textReport().contains("P99 MS"))
        #expect(report.csvText().contains(",10.000,20"))  // max_ms, then first_seen
    }

    @Test(
        "bad JSON is refused with a position or a path",
        arguments: [
            (
                "{\"schema\": \"corridor.analyze/1\",",
                "line 1, column 33: not JSON: unexpected end of file during JSON parse"
            ),
            ("[1, 2", "line 1, column 6: not JSON: unexpected end of file during JSON parse"),
            ("[1, 2]", "$: expected an object"),
            (
                "{\"schema\": \"corridor.analyze/9\"}",
                "schema: unsupported schema 'corridor.analyze/9', expected 'corridor.analyze/1'"
            ),
            ("{\"schema\": \"corridor.analyze/1\", \"inputs\": 3}", "inputs: expected an array"),
            ("{\"schema\": \"corridor.analyze/1\", \"inputs\": []}", "$: missing member 'totals'"),
            (
                #"{"schema": "corridor.analyze/1", "inputs": [{"path": "a", "encoding": "brotli", "bytes": 0, "#
                    + #""lines": 0}]}"#,
                "inputs[0].encoding: expected one of 'zstd', 'gzip', 'xz', 'bzip2', 'lz4', 'plain', found 'brotli'"
            ),
        ])
    func badJSON(text: String, message: String) {
        #expect(throws: (any Error).self) { try AnalysisReport(json: text) }
        do {
            _ = try AnalysisReport(json: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("CSV quotes fields that need it and has one row per route")
    func csv() throws {
        #expect(AnalysisReport.csvField("plain") == "plain")
        #expect(AnalysisReport.csvField("a,b") == "\"a,b\"")
        #expect(AnalysisReport.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(AnalysisReport.csvField("two\r\nlines") == "\"two\r\nlines\"")
        let report = try Self.shopReport()
        let rows = report.csvText().split(separator: "\n")
        #expect(rows.count == 1 + report.routes.count)
        #expect(rows[0] == Substring(AnalysisReport.csvColumns.joined(separator: ",")))
        #expect(
            rows.allSatisfy {
                $0.split(separator: ",", omittingEmptySubsequences: false).count == AnalysisReport.csvColumns.count
            })
    }

    @Test("text tables align columns")
    func textTable() {
        var table = TextTable([("NAME", .left), ("HITS", .right)])
        table.append(["a", "1"])
        table.append(["longer", "1234"])
        #expect(table.render() == "  NAME    HITS\n  a          1\n  longer  1234\n")
    }

    @Test(
        "percentages and fixed decimals render stably",
        arguments: [(1, 3, "33.3%"), (2, 3, "66.7%"), (0, 0, "0.0%"), (5, 5, "100.0%"), (1, 2000, "0.1%")])
    func percent(part: Int, total: Int, text: String) {
        #expect(AnalysisReport.percent(part, of: total) == text)
    }

    @Test("fixed decimals", arguments: [(7389, "0.7389"), (10_000, "1.0"), (5000, "0.5"), (0, "0.0"), (1, "0.0001")])
    func decimals(value: Int, text: String) {
        #expect(AnalysisReport.decimal(tenThousandths: value) == text)
    }

    @Test(
        "milliseconds", arguments: [(0 as UInt64, "0.000"), (5, "0.005"), (12_345, "12.345"), (1_250_000, "1250.000")])
    func milliseconds(micros: UInt64, text: String) {
        #expect(LatencySummary.milliseconds(micros) == text)
    }

    @Test("report format from an output file's extension")
    func formatFromExtension() {
        #expect(ReportFormat(pathExtension: "JSON") == .json)
        #expect(ReportFormat(pathExtension: "htm") == .html)
        #expect(ReportFormat(pathExtension: "csv") == .csv)
        #expect(ReportFormat(pathExtension: "txt") == .text)
        #expect(ReportFormat(pathExtension: "xml") == nil)
    }
}
