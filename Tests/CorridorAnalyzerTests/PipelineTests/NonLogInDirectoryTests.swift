@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Foundation
import Synchronization
import Testing
import CorridorTestSupport

/// A file found under a directory that is not a log (a README, a binary) is passed over
/// — listed with why, not counted, not an error — with a warning, when another file found under that directory is a
/// log; named inputs, and directories of nothing but such files, stay errors of the report.
@Suite("Files under a directory that are not logs")
struct NonLogInDirectoryTests {
    static let logLine = #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl/8.5""#
    static let notALog = "Access logs of the shop's load balancer, synced nightly.\n"
    static let binary: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0, count: 600)

    /// Runs the analyzer over `inputs` (path and the directory each was found under); returns the report and the
    /// warnings.
    static func analyze(_ inputs: [(String, String?)]) throws -> (AnalysisReport, [String]) {
        let table = try PipelineFixtures.shop()
        let warnings = Mutex<[String]>([])
        var options = AnalyzerOptions(routes: table, logFormat: .auto, jobs: 2)
        options.inputDirectories = inputs.map(\.1)
        options.warning = { warning in warnings.withLock { $0.append(warning) } }
        let report = Analyzer.run(inputs: inputs.map(\.0), options: options)
        return (report, warnings.withLock { $0 })
    }

    @Test("passed over beside a log of the same directory, said in a warning; the log's counts are the whole report")
    func passedOverBesideALog() throws {
        let log = try PipelineFixtures.temporaryFile(Array((Self.logLine + "\n").utf8), name: "a.log")
        let test = try PipelineFixtures.temporaryFile(Array(Self.notALog.utf8), name: "README")
        let binary = try PipelineFixtures.temporaryFile(Self.binary, name: "tool")
        defer { [log, test, binary].forEach(PipelineFixtures.remove) }
        let (report, warnings) = try Self.analyze([(test, "logs"), (log, "logs"), (binary, "logs")])
        #expect(report.inputs.map(\.path) == [test, log, binary])
        #expect(
            report.inputs.map(\.passedOver) == [
                "text no known log format reads, first line "
                    + "\"Access logs of the shop's load balancer, synced nightly.\"", nil,
                "not a text log (an ELF executable)",
            ])
        #expect(report.inputs.allSatisfy { $0.error == nil })
        #expect(report.complete)
        // Listed in the JSON report with why, and read back.
        let decoded = try AnalysisReport(json: report.jsonText())
        #expect(decoded.inputs.map(\.passedOver) == report.inputs.map(\.passedOver))
        let text = report.textReport()
        #expect(text.contains("3 inputs, 1 lines (2 passed over: not logs)"), "\(text)")
        #expect(text.contains("passed over: not a text log (an ELF executable)"))
        #expect(report.totals.lines == 1 && report.totals.matched + report.totals.unmatched == 1)
        #expect(
            warnings.sorted()
                == [
                    "\(binary): passed over (found under logs): not a text log (an ELF executable)",
                    "\(test): passed over (found under logs): text no known log format reads, first line "
                        + "\"Access logs of the shop's load balancer, synced nightly.\"",
                ].sorted())
    }

    @Test("kept as errors when named, when no file of the directory is a log, or when the log is under another one")
    func keptAsErrors() throws {
        let log = try PipelineFixtures.temporaryFile(Array((Self.logLine + "\n").utf8), name: "a.log")
        let test = try PipelineFixtures.temporaryFile(Array(Self.notALog.utf8), name: "README")
        defer { [log, test].forEach(PipelineFixtures.remove) }
        for inputs in [[(test, nil), (log, nil)], [(test, "other"), (log, "logs")], [(test, "logs")]]
            as [[(String, String?)]]
        {
            let (report, warnings) = try Self.analyze(inputs)
            #expect(report.inputs.map(\.path) == inputs.map(\.0))
            #expect(report.inputs.allSatisfy { $0.passedOver == nil })
            #expect(!report.complete)
            #expect(report.failedInputs.map(\.path) == [test])
            #expect(!warnings.contains { $0.contains("passed over") })
        }
    }

    @Test(
        "a log that breaks (a truncated gzip) under a directory stays an error: only what is not a log is passed over")
    func brokenLogStaysAnError() throws {
        let log = try PipelineFixtures.temporaryFile(Array((Self.logLine + "\n").utf8), name: "a.log")
        let good = PipelineFixtures.path("generated.log.gz")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: good)))
        let cut = try PipelineFixtures.temporaryFile(Array(bytes[..<(bytes.count / 2)]), name: "cut.log.gz")
        defer { [log, cut].forEach(PipelineFixtures.remove) }
        let (report, _) = try Self.analyze([(log, "logs"), (cut, "logs")])
        #expect(report.inputs.map(\.path) == [log, cut])
        #expect(report.failedInputs.map(\.path) == [cut])
    }
}
