@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Analyzer over the hand-written shop log")
struct AnalyzerFixtureTests {
    let table: RouteTable
    let report: AnalysisReport

    init() throws {
        table = try PipelineFixtures.shop()
        report = PipelineFixtures.analyze([PipelineFixtures.path("shop.log")], table: table)
    }

    func route(_ name: String) throws -> RouteHits {
        try #require(report.routes.first { $0.name == name })
    }

    @Test("totals add up to every line")
    func totals() {
        #expect(report.complete)
        #expect(report.totals == ReportTotals(lines: 28, matched: 11, unmatched: 11, malformed: 3, invalidRequests: 3))
        #expect(report.inputs.count == 1)
        #expect(report.inputs[0].lines == 28)
        #expect(report.inputs[0].encoding == .plain)
        #expect(report.inputs[0].error == nil)
    }

    @Test(
        "per-route hits",
        arguments: [
            ("home", 1), ("product", 3), ("productEdit", 1), ("search", 2), ("user", 1), ("files", 2), ("orders", 1),
            ("adminReport", 0),
        ])
    func hits(name: String, hits: Int) throws {
        #expect(try route(name).hits == hits)
    }

    @Test("methods and status classes of a route")
    func breakdown() throws {
        let search = try route("search")
        #expect(search.methods == ["GET": 1, "POST": 1])
        #expect(search.status.success == 2)
        let product = try route("product")
        #expect(product.methods == ["GET": 3])
        #expect(
            product.status
                == StatusCounts(informational: 0, success: 2, redirection: 1, clientError: 0, serverError: 0, other: 0))
        #expect(try route("productEdit").status.serverError == 1)
        #expect(try route("files").status.redirection == 1)
        #expect(report.routes.allSatisfy { $0.latency == nil })
    }

    @Test("coverage names the route never hit")
    func coverage() {
        let coverage = report.coverage
        #expect(coverage.routes == 8)
        #expect(coverage.hit == 7)
        #expect(coverage.unhitRoutes == ["adminReport"])
        #expect(coverage.ratio == 0.875)
    }

    @Test("unmatched paths: query dropped, absolute form reduced to its path, exact counts")
    func unmatched() {
        #expect(report.unmatched.exact)
        #expect(report.unmatched.errorBound == 0)
        #expect(
            report.unmatched.paths.map(\.path) == [
                "/wp-login.php", "/.env", "/api/v9/items/123", "/api/v9/items/5", "/api/v9/items/77", "/orders",
                "/products/16", "/products/abc", "/reports/2024-01-31", "/search",
            ])
        #expect(report.unmatched.paths.map(\.count) == [2, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    }

    @Test("suggested formats group paths by shape")
    func suggestions() {
        let suggestions = report.unmatched.suggestions
        #expect(
            suggestions.first
                == FormatSuggestion(
                    format: "/api/v9/items/:itemId{int}", hits: 3, error: 0,
                    examples: ["/api/v9/items/123", "/api/v9/items/5", "/api/v9/items/77"],
                    seen: TimeRange(first: 1_706_695_209, last: 1_706_695_210)))  // 2024-01-31T10:00:09Z…10Z
        #expect(suggestions.contains { $0.format == "/reports/:reportDate" && $0.hits == 1 })
        #expect(suggestions.contains { $0.format == "/products/:productId{int}" && $0.examples == ["/products/16"] })
        #expect(suggestions.map(\.hits).reduce(0, +) == report.unmatched.total)
        #expect(report.unmatched.directive == nil)
    }

    @Test("malformed lines by reason, first samples with line numbers")
    func malformed() {
        #expect(report.malformed.count == 3)
        #expect(report.malformed.reasons == ["empty": 1, "noTimestamp": 1, "badStatus": 1])
        #expect(report.malformed.samples.map(\.line) == [11, 26, 27])
        #expect(report.malformed.samples.map(\.reason) == ["empty", "noTimestamp", "badStatus"])
        #expect(report.malformed.samples[1].text == "GET /index.html HTTP/1.1")
        #expect(report.malformed.samples.allSatisfy { $0.input == PipelineFixtures.path("shop.log") })
    }

    @Test("request times give latency percentiles per route")
    func latency() throws {
        let timed = PipelineFixtures.analyze(
            [PipelineFixtures.path("shop-timed.log")], table: table, format: .combinedWithRequestTime)
        #expect(timed.totals.matched == 12)
        let product = try #require(timed.routes.first { $0.name == "product" }?.latency)
        #expect(product.count == 10)
        #expect(product.maxMicros == 10_000)
        // Two significant digits: within 1% of the true value.
        #expect((4_950...5_050).contains(product.p50Micros))
        #expect((8_910...9_090).contains(product.p90Micros))
        #expect(product.p99Micros == 10_000)
        let home = try #require(timed.routes.first { $0.name == "home" }?.latency)
        #expect(home.maxMicros == 1_250_000)
        #expect(timed.routes.first { $0.name == "orders" }?.latency == nil)
    }
}
