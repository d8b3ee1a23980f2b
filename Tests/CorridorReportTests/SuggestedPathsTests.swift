import CorridorCore
import Testing

@testable import CorridorAnalyzer

@Suite("Suggested formats as OpenAPI paths")
struct SuggestedPathsTests {
    static func report(_ suggestions: [FormatSuggestion], routes: [RouteHits] = []) -> AnalysisReport {
        AnalysisReport(
            inputs: [], totals: ReportTotals(lines: 0, matched: 0, unmatched: 0, malformed: 0, invalidRequests: 0),
            routes: routes,
            unmatched: UnmatchedSummary(
                total: suggestions.reduce(0) { $0 + $1.hits }, capacity: 100, exact: true, errorBound: 0, paths: [],
                suggestionsExact: true, suggestionsErrorBound: 0, suggestions: suggestions),
            malformed: MalformedSummary(count: 0, reasons: [:], samples: [], sampleLimit: 0))
    }

    static func route(_ name: String, format: String, template: String?) -> RouteHits {
        RouteHits(
            name: name, method: "GET", format: format, line: nil, hits: 0, methods: [:],
            status: StatusCounts(ordered: [0, 0, 0, 0, 0, 0]), latency: nil, operation: name, template: template)
    }

    @Test("parameters typed from the suggester: int, uuid, hex, date (from the examples), else string")
    func types() throws {
        let paths = Self.report([
            FormatSuggestion(format: "/widgets/:widgetId{int}", hits: 9, error: 0, examples: ["/widgets/1", "/widgets/2"]),
            FormatSuggestion(
                format: "/s/:sId{uuid}/h/:hId{hex}", hits: 5, error: 0,
                examples: ["/s/0e24cbc7-e96f-4841-9a2e-28d8ca2fe02d/h/deadbeef01", "/s/4a90f112-3a7e-4bbe-8cb3-2bf7932474a0/h/cafe0123ab"]),
            FormatSuggestion(
                format: "/reports/:reportDate", hits: 7, error: 0, examples: ["/reports/2024-01-30", "/reports/2024-01-31"]),
            FormatSuggestion(format: "/tags/:tag", hits: 3, error: 0, examples: ["/tags/a%2Fb", "/tags/c%2Fd"]),
        ]).suggestedPaths()
        #expect(paths.map(\.template) == ["/widgets/{widgetId}", "/reports/{reportDate}", "/s/{sId}/h/{hId}", "/tags/{tag}"])
        #expect(paths.map { $0.parameters.map(\.type) } == [[.integer], [.date], [.uuid, .hex], [.string]])
        #expect(paths[0].example == "/widgets/1" && paths[0].hits == 9)
    }

    @Test("probe traffic and one-path shapes are left out")
    func triage() {
        let paths = Self.report([
            FormatSuggestion(format: "/wp-login.php", hits: 50, error: 0, examples: ["/wp-login.php"]),
            FormatSuggestion(format: "/health", hits: 40, error: 0, examples: ["/health"]),
            FormatSuggestion(format: "/items/:itemId{int}", hits: 2, error: 0, examples: ["/items/1", "/items/2"]),
        ]).suggestedPaths()
        #expect(paths.map(\.template) == ["/items/{itemId}"])
    }

    @Test("from a description: its server prefix is kept out of the paths; paths outside it are marked")
    func serverPrefix() {
        let routes = [
            Self.route("listPets", format: "/v2/pets", template: "/pets"),
            Self.route("showPet", format: "/v2/pets/:petId{int}", template: "/pets/{petId}"),
        ]
        let report = Self.report(
            [
                FormatSuggestion(format: "/v2/widgets/:widgetId{int}", hits: 4, error: 0, examples: ["/v2/widgets/1", "/v2/widgets/2"]),
                FormatSuggestion(format: "/other/:otherId{int}", hits: 3, error: 0, examples: ["/other/1", "/other/2"]),
            ], routes: routes)
        #expect(report.isFromOpenAPIDescription)
        #expect(report.descriptionServerPrefixes == ["/v2"])
        let paths = report.suggestedPaths()
        #expect(paths.map(\.template) == ["/widgets/{widgetId}", "/other/{otherId}"])
        #expect(paths.map(\.outsideServerPrefix) == [false, true])
        #expect(!Self.report([], routes: [Self.route("a", format: "/a", template: nil)]).isFromOpenAPIDescription)
    }

    @Test("shapes of one template with other types merge into one path with a string parameter")
    func sameTemplate() throws {
        let paths = Self.report([
            FormatSuggestion(format: "/users/:userId{int}", hits: 3, error: 0, examples: ["/users/1", "/users/2"]),
            FormatSuggestion(
                format: "/users/:userId{uuid}", hits: 2, error: 0,
                examples: ["/users/0e24cbc7-e96f-4841-9a2e-28d8ca2fe02d", "/users/4a90f112-3a7e-4bbe-8cb3-2bf7932474a0"]),
        ]).suggestedPaths()
        let path = try #require(paths.first)
        #expect(paths.count == 1 && path.hits == 5 && path.parameters == [.init(name: "userId", type: .string)])
        #expect(path.format == "/users/:userId{int} | /users/:userId{uuid}")
    }
}
