@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogGenerator
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Per-route counts agree with the reference matcher on generated logs")
struct ReferenceMatcherTests {
    @Test("per-route hits, unmatched, invalid and malformed counts", arguments: ["shop.routes", "github.routes"])
    func countsMatchReference(routes: String) throws {
        let table = try PipelineFixtures.table(routes)
        let log = try PipelineFixtures.generatedLog(table: table, lines: 3000, seed: 2024)
        defer { PipelineFixtures.remove(log.path) }
        let reference = ReferenceMatcher(table: table)
        var expected = Array(repeating: 0, count: table.count)
        var unmatched = 0
        var invalid = 0
        var malformed = 0
        for line in log.lines {
            switch line.kind {
            case .request(let method, let target, _):
                switch reference.match(target, method: method) {
                case .matched(let route): expected[route] += 1
                case .unmatched: unmatched += 1
                case .notAURL: invalid += 1
                }
            case .invalidRequest: invalid += 1
            case .malformed: malformed += 1
            }
        }
        let report = PipelineFixtures.analyze([log.path], table: table, jobs: 2, chunkSize: 16 << 10)
        #expect(report.routes.map(\.hits) == expected)
        #expect(report.totals.unmatched == unmatched)
        #expect(report.totals.invalidRequests == invalid)
        #expect(report.totals.malformed == malformed)
        #expect(report.totals.lines == 3000)
        #expect(expected.reduce(0, +) > 2000, "most generated requests match a route")
        #expect(unmatched > 0 && invalid > 0 && malformed > 0)
    }

    @Test("the generator's requests mostly match the route they were made for")
    func generatorTargetsItsRoutes() throws {
        let table = try PipelineFixtures.shop()
        var generator = LogGenerator(routes: table, configuration: .init(seed: 5))
        let reference = ReferenceMatcher(table: table)
        var made = 0
        var hit = 0
        for line in generator.lines(2000) {
            guard case .request(let method, let target, let route?) = line.kind else { continue }
            made += 1
            if reference.match(target, method: method) == .matched(route) { hit += 1 }
        }
        #expect(made > 1500)
        #expect(hit == made, "no shop route shadows another, so every generated request matches its route")
    }
}
