import CorridorCore
import Testing

/// Line endings and the `@deprecated` route marker of routes files.
@Suite("Routes file: line endings and @deprecated")
struct RoutesFileLineTests {
    static let routes = ["@use uuid", "# a comment", "user GET /user/:id{int}", "item GET /items/:id{uuid}", "/feed"]

    @Test("LF, CRLF and CR-only files read alike", arguments: ["\n", "\r\n", "\r"])
    func lineEndings(ending: String) throws {
        let text = Self.routes.joined(separator: ending) + ending
        let table = try RoutesFile.parse(text, path: "routes.txt")
        #expect(table.routes.map(\.name) == ["user", "item", "/feed"])
        #expect(table.routes.map(\.line) == [3, 4, 5])
        #expect(RoutesFile.check(text, path: "routes.txt").isEmpty)
        #expect(table.match("/items/123e4567-e89b-12d3-a456-426614174000", method: "GET") == .matched(1))
    }

    @Test("a CRLF file's errors keep their columns")
    func crlfErrorColumns() {
        let diagnostics = RoutesFile.check("a GET /x\r\nb GET /user/:id{integer}\r\n", path: "r")
        #expect(diagnostics.map(\.description) == ["r:2:17: error: unknown type 'integer' in format '/user/:id{integer}'"])
    }

    @Test("@deprecated at the end of a route line marks the route")
    func deprecatedMarker() throws {
        let text = """
            legacyUser GET /v1/user/:id{int} @deprecated
            user GET /v2/user/:id{int}
            POST /v1/user   @deprecated   # still accepted, going away
            /v1/feed @deprecated
            """
        let table = try RoutesFile.parse(text, path: "routes.txt")
        #expect(table.routes.map(\.name) == ["legacyUser", "user", "POST /v1/user", "/v1/feed"])
        #expect(table.routes.map(\.deprecated) == [true, false, true, true])
        #expect(table.routes.map(\.method) == ["GET", "GET", "POST", nil])
        #expect(table.match("/v1/user/3", method: "GET") == .matched(0))
    }

    @Test(
        "markers anywhere else are located errors",
        arguments: [
            ("user GET /x @deprecate", "r:1:13: error: unknown route marker '@deprecate' (expected @deprecated at the end of a route line)"),
            ("user @deprecated GET /x", "r:1:6: error: '@deprecated' must be the last word of a route line"),
            ("@deprecated", "r:1:1: error: '@deprecated' marks a route: put it at the end of the route's line"),
        ])
    func misplacedMarkers(text: String, expected: String) {
        #expect(RoutesFile.check(text, path: "r").map(\.description) == [expected])
    }
}
