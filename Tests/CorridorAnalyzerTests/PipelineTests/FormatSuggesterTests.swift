@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Suggested formats")
struct FormatSuggesterTests {
    @Test(
        "paths become formats by shape",
        arguments: [
            ("/api/v9/items/123", "/api/v9/items/:itemId{int}"),
            ("/users/7c9e6679-7425-40de-944b-e07fc1f90ae7/orders/42", "/users/:userId{uuid}/orders/:orderId{int}"),
            ("/assets/3fa85f6457", "/assets/:assetId{hex}"),
            ("/reports/2024-01-31", "/reports/:reportDate"),
            ("/categories/5/boxes/6", "/categories/:categoryId{int}/boxes/:boxId{int}"),
            ("/received_events/1", "/received_events/:receivedEventId{int}"),
            ("/1/2", "/:id{int}/:id2{int}"),
            ("/a/1/2", "/a/:aId{int}/:id{int}"),
            ("/wp-login.php", "/wp-login.php"),
            ("//double//slash/", "/double/slash"),
            ("/", "/"),
            ("/deadbeef", "/deadbeef"),
            ("/files/a%2Fb", "/files/:file"),
            ("/caf%C3%A9/7", "/café/:cafId{int}"),
            ("/x/%3Aname", "/x/:x"),
            ("/status/*", "/status/:status"),
            ("/big/12345678901234567890", "/big/:bigId{hex}"),
            ("/bad/%FF", "/bad/:bad"),
            // Route templates (a gateway's resources): their names kept, a greedy last segment a catch-all.
            ("/widgets/{widgetId}", "/widgets/:widgetId"),
            ("/widgets/%7BwidgetId%7D/parts/{part_no}", "/widgets/:widgetId/parts/:part_no"),
            ("/{id}/{id}", "/:id/:id2"),
            ("/files/{proxy+}", "/files/*"),
            ("/{proxy+}/x", "/:proxy/x"),
            ("/users/{id}/orders/12", "/users/:id/orders/:orderId{int}"),
            ("/a/{a-b}", "/a/:a"),
            ("/a/{}", "/a/:a"),
        ])
    func shapes(path: String, format: String) throws {
        let suggester = FormatSuggester()
        #expect(suggester.suggestion(forPath: path) == format)
        #expect(suggester.suggestion(forShapeKey: Self.shapeKey(path)) == format, "the byte-level shape key agrees")
    }

    static func shapeKey(_ path: String) -> String {
        var copy = path
        var key: [UInt8] = []
        copy.withUTF8 { FormatSuggester.shapeKey(ofPath: $0, into: &key) }
        return String(decoding: key, as: UTF8.self)
    }

    @Test("every suggestion parses as a format (uuid and hex registered)")
    func suggestionsParse() throws {
        var types = TypeRegistry.standard
        try types.register(.uuid)
        try types.register(.hex)
        let parser = FormatParser(types: types)
        let suggester = FormatSuggester()
        var random = SplitMix64(seed: 3)
        let pieces = [
            "a", "v1", "%7B", "}", ":", "*", ".*", "?", "#", "%00", "12", "2024-02-30", "ff00ff00", "é", "%25", "x y",
            "{", "{id}", "+}",
        ]
        for _ in 0..<2000 {
            let path =
                "/"
                + (0..<random.next(in: 0...5)).map { _ in random.pick(pieces) + random.pick(pieces) }
                .joined(separator: "/")
            let suggestion = try #require(suggester.suggestion(forPath: path))
            #expect(throws: Never.self) { try parser.parse(suggestion) }
            #expect(suggester.suggestion(forShapeKey: Self.shapeKey(path)) == suggestion)
        }
    }

    @Test("param names avoid global params")
    func globalParams() {
        let suggester = FormatSuggester(globalParams: ["itemId"])
        #expect(suggester.suggestion(forPath: "/items/4") == "/items/:itemId2{int}")
        #expect(suggester.suggestion(forPath: "/items/{itemId}") == "/items/:itemId2")
    }

    @Test(
        "singular forms",
        arguments: [
            ("items", "item"), ("categories", "category"), ("boxes", "box"), ("status", "status"), ("news", "new"),
            ("s", "s"), ("data", "data"),
        ])
    func singular(word: String, singular: String) {
        #expect(FormatSuggester.singular(word) == singular)
    }
}
