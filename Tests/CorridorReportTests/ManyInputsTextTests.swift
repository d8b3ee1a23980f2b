@testable import CorridorAnalyzer
import CorridorLogInput
@testable import CorridorReport
import Testing
import CorridorTestSupport

/// The text report of a run over many inputs (a directory of them): each log format named once with its count of
/// inputs, the inputs table cut to its first rows with every failed input kept and the rest summed.
@Suite("Text report: many inputs")
struct ManyInputsTextTests {
    /// The shop report with `count` inputs of 10 lines and 100 bytes each, formats alternating ALB and Combined,
    /// the inputs at `failed` with an error.
    static func report(inputs count: Int, failed: Set<Int> = []) throws -> AnalysisReport {
        var report = try ReportFixtures.shopReport()
        report.inputs = (0..<count).map { index in
            var input = InputSummary(
                path: "logs/\(index).log.gz", encoding: .gzip, bytes: 100, lines: 10,
                error: failed.contains(index)
                    ? InputError(path: "logs/\(index).log.gz", offset: 40, reason: "gzip: truncated") : nil)
            input.logFormat = index % 2 == 0 ? "aws-alb" : "combined"
            return input
        }
        return report
    }

    @Test("past 8 inputs, each format is named once with its count")
    func formatsCounted() throws {
        let many = try Self.report(inputs: 9).textReport()
        #expect(many.contains("  log formats: aws-alb (5 inputs), combined (4 inputs) (JSON: inputs[].logFormat)\n"))
        let few = try Self.report(inputs: 2).textReport()
        #expect(few.contains("  log formats: logs/0.log.gz aws-alb, logs/1.log.gz combined\n"))
    }

    @Test("the inputs table lists the first 20 read to their end and every failed one; the rest are summed")
    func inputRowsCut() throws {
        let text = try Self.report(inputs: 30, failed: [3, 27]).textReport()
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  logs/") }
        #expect(rows.count == 22)
        #expect(
            rows.contains {
                $0.hasPrefix("  logs/27.log.gz") && $0.contains("error: logs/27.log.gz: byte 40: gzip: truncated")
            })
        #expect(rows.contains { $0.hasPrefix("  logs/20.log.gz ") })
        #expect(!rows.contains { $0.hasPrefix("  logs/21.log.gz ") })
        #expect(
            text.contains("  … 8 more inputs, each read to its end: 800 bytes, 80 lines (JSON and HTML: every input)\n")
        )
        let all = try Self.report(inputs: 20).textReport()
        #expect(!all.contains("more input"))
    }
}
