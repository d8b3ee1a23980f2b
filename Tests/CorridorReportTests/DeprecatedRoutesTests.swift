import CorridorCore
import Testing

@testable import CorridorAnalyzer
import CorridorTestSupport

@Suite("Deprecated routes in reports")
struct DeprecatedRoutesTests {
    /// The shop table with `product` and `adminReport` deprecated.
    static func shopWithDeprecated() throws -> RouteTable {
        let shop = try PipelineFixtures.shop()
        let routes = shop.routes.map { route in
            Route(
                name: route.name, method: route.method, format: route.format, sources: route.sources, line: route.line,
                deprecated: route.name == "product" || route.name == "adminReport")
        }
        return try RouteTable(routes: routes, types: shop.types, globalParams: shop.globalParams)
    }

    static func report() throws -> AnalysisReport {
        PipelineFixtures.analyze(
            [PipelineFixtures.path("shop-timed.log")], table: try shopWithDeprecated(),
            format: .combinedWithRequestTime)
    }

    @Test("assembly copies Route.deprecated; JSON carries it and reads it back")
    func jsonRoundTrip() throws {
        let report = try Self.report()
        #expect(report.routes.filter(\.deprecated).map(\.name) == ["product", "adminReport"])
        let text = report.jsonText()
        #expect(text.contains(#""name": "product","#))
        #expect(text.components(separatedBy: #""deprecated": true"#).count == 3)
        #expect(text.components(separatedBy: #""deprecated": false"#).count == report.routes.count - 2 + 1)
        let read = try AnalysisReport(json: text)
        #expect(read == report)
        #expect(read.deprecatedRoutes.map(\.name) == ["product", "adminReport"])
    }

    @Test("a report without the member reads as not deprecated; a non-boolean is a located error")
    func absentAndIllTyped() throws {
        let text = try Self.report().jsonText()
        let without = text.replacing(#""deprecated": true,"#, with: "").replacing(#""deprecated": false,"#, with: "")
        let read = try AnalysisReport(json: without)
        #expect(read.deprecatedRoutes.isEmpty)
        let bad = text.replacingFirst(#""deprecated": true"#, with: #""deprecated": "yes""#)
        #expect(throws: ReportDecodingError(path: "routes[1].deprecated", offset: nil, message: "expected true or false")) {
            try AnalysisReport(json: bad)
        }
    }

    @Test("deprecated survives a merge (either report marking it is enough)")
    func merge() throws {
        let deprecated = try Self.report()
        let plain = PipelineFixtures.analyze(
            [PipelineFixtures.path("shop-timed.log")], table: try PipelineFixtures.shop(),
            format: .combinedWithRequestTime)
        let merged = try plain.merged(with: deprecated)
        #expect(merged.deprecatedRoutes.map(\.name) == ["product", "adminReport"])
        let read = try AnalysisReport(json: merged.jsonText())
        #expect(read.deprecatedRoutes.map(\.name) == ["product", "adminReport"])
        #expect(read.deprecatedCalls == 2 * deprecated.deprecatedCalls)
    }

    @Test("the CSV has a deprecated column; the text report a 'Deprecated but still called' section")
    func csvAndText() throws {
        let report = try Self.report()
        let csv = report.csvText().split(separator: "\n")
        let header = csv[0].split(separator: ",", omittingEmptySubsequences: false)
        let column = try #require(header.firstIndex(of: "deprecated"))
        let product = try #require(csv.first { $0.hasPrefix("product,") }).split(separator: ",", omittingEmptySubsequences: false)
        let home = try #require(csv.first { $0.hasPrefix("home,") }).split(separator: ",", omittingEmptySubsequences: false)
        #expect(product[column] == "true" && home[column] == "false")

        let productHits = try #require(report.routes.first { $0.name == "product" }).hits
        #expect(productHits > 0)
        let text = report.textReport()
        let deprecatedCalls = report.deprecatedCalls
        #expect(text.contains("Deprecated but still called: 1 of 2 deprecated routes, \(deprecatedCalls) hits"))
        let section = try #require(text.components(separatedBy: "Deprecated but still called").last)
        #expect(section.contains("product"))
        #expect(section.contains("curl/8.5.0"))  // its top caller
        #expect(section.contains("2024-01-31T"))  // its last seen
        #expect(!section.prefix(while: { $0 != "\n" }).isEmpty)
    }

    @Test("no deprecated route: no section and the gate figures are zero")
    func none() throws {
        let report = PipelineFixtures.analyze([PipelineFixtures.path("shop.log")], table: try PipelineFixtures.shop())
        #expect(!report.textReport().contains("Deprecated"))
        #expect(report.deprecatedCalls == 0 && report.deprecatedCalledRoutes.isEmpty)
    }

    @Test("the HTML page badges deprecated routes and offers a filter for them")
    func html() throws {
        let page = try Self.report().render(.html)
        #expect(page.contains(#"<option value="deprecated">deprecated (2)</option>"#))
        #expect(page.components(separatedBy: #"<span class="badge b-dep">deprecated</span>"#).count == 3)
        #expect(page.contains(" deprecated\"><th scope=\"row\">"))
    }
}
