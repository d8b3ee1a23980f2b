@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogGenerator
@testable import CorridorReport
import Testing
import CorridorTestSupport

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

    @Test(
        "jobs 1, 2 and 8 give byte-identical JSON on a realistic high-cardinality mix",
        arguments: [16, AnalyzerOptions.defaultHeavyHitterCapacity])
    func jobsGiveIdenticalJSONOnRealisticMix(capacity: Int) throws {
        let table = try PipelineFixtures.table("github.routes")
        let configuration = LogGenerator.Configuration(seed: 23, unmatchedShare: 0.6, unmatchedMix: .realistic)
        let log = try PipelineFixtures.generatedLog(table: table, lines: 6000, seed: 23, configuration: configuration)
        defer { PipelineFixtures.remove(log.path) }
        let renderings = [1, 2, 8, 2].map { jobs in
            PipelineFixtures.analyze([log.path], table: table, jobs: jobs, chunkSize: 16 << 10, capacity: capacity)
                .jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(!report.unmatched.exact)
        #expect(report.unmatched.total > 3000)
        #expect(report.unmatched.paths.count == capacity)
        if capacity == AnalyzerOptions.defaultHeavyHitterCapacity {
            // Retired-API ids collapse into suggested formats.
            #expect(report.unmatched.suggestions.contains { $0.format == "/api/v1/orders/:orderId{int}" && $0.hits > 10 })
        }
    }

    @Test("several inputs read in parallel give the report of reading them one by one")
    func parallelInputs() throws {
        let table = try PipelineFixtures.table("github.routes")
        var paths: [String] = []
        defer { paths.forEach(PipelineFixtures.remove) }
        for seed in [51, 52, 53, 54] as [UInt64] {
            let configuration = LogGenerator.Configuration(seed: seed, unmatchedShare: 0.3, unmatchedMix: .realistic)
            paths.append(
                try PipelineFixtures.generatedLog(table: table, lines: 1500, seed: seed, configuration: configuration)
                    .path)
        }
        let renderings = [1, 4, 3].map { jobs in
            PipelineFixtures.analyze(paths, table: table, jobs: jobs, chunkSize: 8 << 10, capacity: 32).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(report.inputs.map(\.path) == paths)
        #expect(report.inputs.allSatisfy { $0.lines == 1500 })
        // Each input's tables are combined first, so the run's path table is the merge of the inputs' reports.
        let merged = try AnalysisReport.merge(
            paths.map { PipelineFixtures.analyze([$0], table: table, jobs: 2, chunkSize: 8 << 10, capacity: 32) })
        #expect(merged?.unmatched.paths == report.unmatched.paths)
        #expect(merged?.unmatched.errorBound == report.unmatched.errorBound)
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
