@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Requests without a readable time are counted, not dropped")
struct UntimedCountTests {
    static let log = """
        1.2.3.4 - - [21/Nov/2026:05:06:37 +0200] "GET /users/1 HTTP/1.1" 200 5
        1.2.3.4 - - [yesterday] "GET /users/2 HTTP/1.1" 200 5
        1.2.3.4 - - [30/Feb/2026:05:06:37 +0200] "GET /nowhere HTTP/1.1" 404 5
        1.2.3.4 - - [21/Nov/2026:08:36:37 +0530] "GET /nowhere HTTP/1.1" 404 5
        1.2.3.4 - - [21/Nov/2026:05:06:37 +0200] "-" 400 5
        not a log line

        """

    static func report(jobs: Int) throws -> AnalysisReport {
        let table = try RoutesFile.parse("GET /users/:id{int}\n", path: "untimed.routes")
        let path = try PipelineFixtures.temporaryFile(Array(log.utf8), name: "untimed.log")
        defer { PipelineFixtures.remove(path) }
        return PipelineFixtures.analyze([path], table: table, jobs: jobs, chunkSize: 64)
    }

    @Test("untimed counts matched and unmatched requests whose time can't be read", arguments: [1, 2])
    func untimed(jobs: Int) throws {
        let report = try Self.report(jobs: jobs)
        #expect(
            report.totals
                == ReportTotals(lines: 6, matched: 2, unmatched: 2, malformed: 1, invalidRequests: 1, untimed: 2))
        #expect(report.textReport().contains("requests without a readable time: 2"))
    }

    @Test("untimed survives JSON and adds up in a merge")
    func mergeAndJSON() throws {
        let report = try Self.report(jobs: 1)
        let readBack = try AnalysisReport(json: report.jsonText())
        #expect(readBack.totals.untimed == 2)
        #expect(try readBack.merged(with: report).totals.untimed == 4)
    }
}
