import CorridorAnalyzer
import CorridorCore
import Foundation
import Testing

@Suite("Lines without a method")
struct ImpliedMethodTests {
    @Test("a bare URL is taken as GET: GET routes match it, POST routes don't")
    func bareURLsAreGET() throws {
        let table = try RoutesFile.parse("read GET /items/:id{int}\nwrite POST /items\n", path: "r")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("implied-\(UUID().uuidString).log")
        try "/items/5\nPOST /items\n/items\n".write(to: log, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: log) }
        let report = Analyzer.run(
            inputs: [log.path], options: AnalyzerOptions(routes: table, logFormat: try LogFormatSpec("url"), jobs: 1))
        #expect(report.routes.map(\.hits) == [1, 1])
        #expect(report.totals.unmatched == 1)
    }
}
