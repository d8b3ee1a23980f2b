@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Reports of separate runs merge into the report of one run")
struct MergeTests {
    @Test("merge(report(A), report(B)) == report(A, B), also through JSON")
    func mergeEqualsOneRun() throws {
        let table = try PipelineFixtures.shop()
        let a = try PipelineFixtures.generatedLog(table: table, lines: 1500, seed: 31)
        let b = try PipelineFixtures.generatedLog(table: table, lines: 1200, seed: 32)
        defer {
            PipelineFixtures.remove(a.path)
            PipelineFixtures.remove(b.path)
        }
        let reportA = PipelineFixtures.analyze([a.path], table: table, jobs: 1)
        let reportB = PipelineFixtures.analyze([b.path], table: table, jobs: 2)
        let both = PipelineFixtures.analyze([a.path, b.path], table: table, jobs: 2)
        let merged = try reportA.merged(with: reportB)
        #expect(merged == both)
        #expect(merged.jsonText() == both.jsonText())

        let decodedA = try AnalysisReport(json: reportA.jsonText())
        let decodedB = try AnalysisReport(json: reportB.jsonText())
        #expect(decodedA == reportA)
        #expect(try decodedA.merged(with: decodedB).jsonText() == both.jsonText())
    }

    @Test("a stream of compact reports read one by one merges to the one-run report")
    func compactStream() throws {
        let table = try PipelineFixtures.shop()
        var paths: [String] = []
        defer { paths.forEach(PipelineFixtures.remove) }
        var stream = ""
        for seed in [51, 52, 53] as [UInt64] {
            let log = try PipelineFixtures.generatedLog(table: table, lines: 700, seed: seed)
            paths.append(log.path)
            stream += PipelineFixtures.analyze([log.path], table: table, jobs: 1).jsonText(compact: true)
        }
        var merged: AnalysisReport?
        var count = 0
        try AnalysisReport.forEachReport(inJSONStream: stream) { report in
            count += 1
            merged = try merged.map { try $0.merged(with: report) } ?? report
        }
        #expect(count == 3)
        #expect(merged?.jsonText() == PipelineFixtures.analyze(paths, table: table, jobs: 2).jsonText())
        #expect(throws: ReportDecodingError(path: "schema", offset: nil, message: "expected a string (report 4 of the stream)")) {
            try AnalysisReport.forEachReport(inJSONStream: stream + #"{"schema": 2}"#) { _ in }
        }
    }

    @Test("renaming an input renames it in inputs, its error and the malformed samples, and nowhere else")
    func renamingInput() throws {
        let table = try PipelineFixtures.shop()
        let path = PipelineFixtures.path("shop.log")
        let report = PipelineFixtures.analyze([path, "/nonexistent/x.log"], table: table)
        try #require(!report.malformed.samples.isEmpty)
        let renamed = report.renamingInput(path, to: "hdfs://logs/shop.log").renamingInput(
            "/nonexistent/x.log", to: "gone.log")
        #expect(renamed.inputs.map(\.path) == ["hdfs://logs/shop.log", "gone.log"])
        #expect(renamed.inputs[1].error?.path == "gone.log")
        #expect(renamed.inputs[1].error?.reason == report.inputs[1].error?.reason)
        #expect(renamed.malformed.samples.allSatisfy { $0.input == "hdfs://logs/shop.log" })
        #expect(renamed.malformed.samples.map(\.line) == report.malformed.samples.map(\.line))
        #expect(renamed.totals == report.totals)
        #expect(renamed.routes == report.routes)
    }

    @Test("merging is commutative and associative for counts, latencies included")
    func algebra() throws {
        let table = try PipelineFixtures.shop()
        var reports: [AnalysisReport] = []
        var paths: [String] = []
        defer { paths.forEach(PipelineFixtures.remove) }
        for seed in [41, 42, 43] as [UInt64] {
            let log = try PipelineFixtures.generatedLog(
                table: table, lines: 600, seed: seed, configuration: .init(seed: seed, includesRequestTime: true))
            paths.append(log.path)
            reports.append(
                PipelineFixtures.analyze([log.path], table: table, format: .combinedWithRequestTime, jobs: 2))
        }
        let (x, y, z) = (reports[0], reports[1], reports[2])
        let xy = try x.merged(with: y)
        let yx = try y.merged(with: x)
        #expect(xy.routes == yx.routes)
        #expect(xy.totals == yx.totals)
        #expect(xy.unmatched == yx.unmatched)
        #expect(xy.malformed.reasons == yx.malformed.reasons)
        let left = try xy.merged(with: z)
        let right = try x.merged(with: try y.merged(with: z))
        #expect(left == right)
        #expect(left.routes.contains { $0.latency != nil })
        let one = PipelineFixtures.analyze(paths, table: table, format: .combinedWithRequestTime, jobs: 2)
        #expect(left == one)
    }

    @Test("reports of different route tables do not merge")
    func differentTables() throws {
        let shop = PipelineFixtures.analyze([PipelineFixtures.path("shop.log")], table: try PipelineFixtures.shop())
        let other = PipelineFixtures.analyze(
            [PipelineFixtures.path("shop.log")], table: try RouteTable(formats: ["/", "/products/:id{int}"]))
        #expect(throws: ReportMergeError(routeIndex: 0, left: "home (GET /)", right: "/")) {
            try shop.merged(with: other)
        }
    }

    @Test("overflowing tables merge to sound bounds")
    func inexactMerge() throws {
        let left = UnmatchedSummary(
            total: 10, capacity: 2, exact: false, errorBound: 2,
            paths: [PathCount(path: "/a", count: 5, error: 0), PathCount(path: "/b", count: 3, error: 2)],
            suggestionsExact: true, suggestionsErrorBound: 0, suggestions: [])
        let right = UnmatchedSummary(
            total: 4, capacity: 2, exact: true, errorBound: 0,
            paths: [PathCount(path: "/c", count: 3, error: 0), PathCount(path: "/a", count: 1, error: 0)],
            suggestionsExact: true, suggestionsErrorBound: 0, suggestions: [])
        let merged = try left.merged(with: right)
        #expect(merged.total == 14)
        #expect(!merged.exact)
        // "/a": 5 + 1; "/c": absent from the inexact left table, so it may have had up to 2 there: 3 + 2.
        #expect(merged.paths == [PathCount(path: "/a", count: 6, error: 0), PathCount(path: "/c", count: 5, error: 2)])
        #expect(merged.errorBound == 3)
    }
}
