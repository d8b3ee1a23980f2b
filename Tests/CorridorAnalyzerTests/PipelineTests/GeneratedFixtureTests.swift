@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

@Suite("Bundled generated logs are what the generator makes")
struct GeneratedFixtureTests {
    @Test("the demo logs decode to the generator's output", arguments: GeneratedFixtures.demo.map(\.file))
    func demoLogsAreFresh(file: String) throws {
        if try GeneratedFixtures.writeIfRequested() { return }
        let log = try #require(GeneratedFixtures.demo.first { $0.file == file })
        let decoded = try GeneratedFixtures.decode(GeneratedFixtures.demoPath(file))
        #expect(decoded.error == nil)
        #expect(decoded.text == log.text(table: try GeneratedFixtures.demoTable()))
    }

    @Test("the shop logs decode to the generator's output", arguments: GeneratedFixtures.shop.map(\.file))
    func shopLogsAreFresh(file: String) throws {
        let log = try #require(GeneratedFixtures.shop.first { $0.file == file })
        let decoded = try GeneratedFixtures.decode(PipelineFixtures.path(file))
        #expect(decoded.error == nil)
        #expect(decoded.text == log.text(table: try PipelineFixtures.shop()))
    }

    @Test("the demo run: three inputs, every line accounted for, dead routes never hit")
    func demoRun() throws {
        let table = try GeneratedFixtures.demoTable()
        let report = PipelineFixtures.analyze(
            GeneratedFixtures.demo.map { GeneratedFixtures.demoPath($0.file) }, table: table)
        #expect(report.complete)
        #expect(report.inputs.map(\.encoding) == [.plain, .zstd, .gzip])
        #expect(report.totals.lines == 3 * 700)
        let totals = report.totals
        #expect(totals.matched + totals.unmatched + totals.malformed + totals.invalidRequests == totals.lines)
        #expect(Set(report.coverage.unhitRoutes) == GeneratedFixtures.idle)
        #expect(report.unmatched.suggestions.contains { $0.format == "/api/v9/items/:itemId{int}" })
        #expect(report.unmatched.directive == "@use uuid")
    }

    @Test("the demo files stay small")
    func demoSize() throws {
        var total: Int64 = 0
        for file in GeneratedFixtures.demo.map(\.file) + ["demo.routes"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: GeneratedFixtures.demoPath(file))
            total += (attributes[.size] as? NSNumber)?.int64Value ?? 0
        }
        #expect(total < 300_000)
    }
}
