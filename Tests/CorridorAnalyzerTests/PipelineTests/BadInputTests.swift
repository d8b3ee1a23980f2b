@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

@Suite("Bad input: the error is reported, the counts made before it are kept")
struct BadInputTests {
    /// Per-route hits of the first `lines` generated lines, by the reference matcher.
    static func referenceHits(_ log: GeneratedFixtures.Log, lines: Int, table: RouteTable) -> [Int] {
        let reference = ReferenceMatcher(table: table)
        var hits = Array(repeating: 0, count: table.count)
        for line in log.generatedLines(table: table).prefix(lines) {
            if case .request(let method, let target, _) = line.kind,
                case .matched(let route) = reference.match(target, method: method)
            {
                hits[route] += 1
            }
        }
        return hits
    }

    @Test("a truncated stream keeps the lines before the break", arguments: GeneratedFixtures.shop.map(\.file))
    func truncated(file: String) throws {
        let table = try PipelineFixtures.shop()
        let log = try #require(GeneratedFixtures.shop.first { $0.file == file })
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: PipelineFixtures.path(file))))
        let cut = bytes.count * 3 / 5
        let broken = try PipelineFixtures.temporaryFile(Array(bytes[..<cut]), name: "cut-" + file)
        defer { PipelineFixtures.remove(broken) }
        let good = PipelineFixtures.path("shop.log")

        let report = PipelineFixtures.analyze([broken, good], table: table, jobs: 2, chunkSize: 8 << 10)
        #expect(!report.complete)
        let failed = report.inputs[0]
        let error = try #require(failed.error)
        #expect(error.path == broken)
        let offset = try #require(error.offset)
        #expect(offset > 0 && offset <= Int64(cut))
        #expect(error.description.contains(broken))
        #expect(error.description.contains("byte \(offset)"))
        #expect(failed.lines > 0 && failed.lines < log.lines)
        #expect(report.inputs[1].error == nil)
        #expect(report.inputs[1].lines == 28)
        #expect(report.totals.lines == failed.lines + 28)

        // What was counted for the broken input is exactly its first `lines` lines.
        let alone = PipelineFixtures.analyze([broken], table: table, jobs: 2, chunkSize: 8 << 10)
        #expect(alone.routes.map(\.hits) == Self.referenceHits(log, lines: alone.inputs[0].lines, table: table))
        #expect(
            alone.totals.matched + alone.totals.unmatched + alone.totals.malformed + alone.totals.invalidRequests
                == alone.totals.lines)
        #expect(alone.jsonText().contains("\"complete\": false"))
    }

    @Test("unreadable inputs are recorded and the others still analyzed")
    func unreadable() throws {
        let table = try PipelineFixtures.shop()
        let directory = try PipelineFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.log").path
        let report = PipelineFixtures.analyze(
            [missing, PipelineFixtures.path("shop.log"), directory.path], table: table)
        #expect(!report.complete)
        #expect(report.inputs.map { $0.error != nil } == [true, false, true])
        #expect(report.inputs[0].encoding == nil)
        #expect(report.inputs[0].lines == 0)
        #expect(report.inputs[0].error?.description.hasPrefix(missing) == true)
        #expect(report.inputs[2].error?.path == directory.path)
        #expect(report.totals.lines == 28)
        #expect(report.totals.matched == 11)
        #expect(report.failedInputs.count == 2)
        #expect(report.textReport().contains("INCOMPLETE"))
    }

    @Test("no inputs: an empty, complete report")
    func noInputs() throws {
        let report = PipelineFixtures.analyze([], table: try PipelineFixtures.shop())
        #expect(report.complete)
        #expect(report.totals.lines == 0)
        #expect(report.coverage.hit == 0)
    }
}
