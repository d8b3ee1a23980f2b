import CorridorCore
import Testing

@testable import CorridorAnalyzer

@Suite("Results do not depend on the number of workers")
struct DeterminismTests {
    @Test("jobs 1, 2 and 8 give byte-identical JSON (small chunks, a table that overflows)")
    func jobsGiveIdenticalJSON() throws {
        let table = try PipelineFixtures.table("github.routes")
        let log = try PipelineFixtures.generatedLog(table: table, lines: 4000, seed: 7)
        defer { PipelineFixtures.remove(log.path) }
        // 8 KiB chunks: ~100 chunks in flight over the workers; 16 counters: the heavy-hitter tables evict.
        let renderings = [1, 2, 8, 2].map { jobs in
            PipelineFixtures.analyze([log.path], table: table, jobs: jobs, chunkSize: 8 << 10, capacity: 16).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(!report.unmatched.exact)
        #expect(report.totals.lines == 4000)
    }

    @Test("the chunk size changes nothing while the heavy-hitter tables stay exact")
    func chunkSizeIrrelevantWhenExact() throws {
        let table = try PipelineFixtures.shop()
        let log = try PipelineFixtures.generatedLog(table: table, lines: 3000, seed: 11)
        defer { PipelineFixtures.remove(log.path) }
        let small = PipelineFixtures.analyze([log.path], table: table, jobs: 2, chunkSize: 1000)
        let large = PipelineFixtures.analyze([log.path], table: table, jobs: 2)
        #expect(small.unmatched.exact)
        #expect(small == large)
    }

    @Test("a line longer than the chunk size is still one line")
    func longLine() throws {
        let table = try PipelineFixtures.shop()
        let long =
            "203.0.113.7 - - [31/Jan/2024:10:00:00 +0000] \"GET /search?q=" + String(repeating: "a", count: 50_000)
            + " HTTP/1.1\" 200 1 \"-\" \"-\"\n"
        let text = long + long + "203.0.113.7 - - [31/Jan/2024:10:00:00 +0000] \"GET / HTTP/1.1\" 200 1 \"-\" \"-\"\n"
        let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: "long.log")
        defer { PipelineFixtures.remove(path) }
        let report = PipelineFixtures.analyze([path], table: table, jobs: 2, chunkSize: 4096)
        #expect(report.totals.lines == 3)
        #expect(report.routes.first { $0.name == "search" }?.hits == 2)
        #expect(report.routes.first { $0.name == "home" }?.hits == 1)
    }
}
