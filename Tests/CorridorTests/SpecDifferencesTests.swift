import Corridor
import Foundation
import Testing

private struct Named: CorridorRoute {
    let name: String
}

private struct Settings: CorridorRoute {}

private struct Identified: CorridorRoute {
    let id: String
}

private struct ViewUser: CorridorRoute {
    let userId: Int
}

/// docs/format-language.md, Matching, "Where we differ from the original Corridor", row by row, through the public API.
@Suite("docs/format-language.md, Matching: where we differ from Corridor")
struct SpecDifferencesTests {
    @Test(
        "A path param value outside [A-Za-z0-9_.-~] matches",
        arguments: [
            ("https://example.com/user/Bob%20Jones", "Bob Jones"),
            ("https://example.com/user/caf%C3%A9", "café"),
            ("https://example.com/user/a+b", "a+b"),
        ])
    func paramValueCharacters(text: String, expected: String) throws {
        let router = CorridorRouter()
        try router.add("/user/:name", as: Named.self)
        let route = try #require(router.attemptMatch(url: URL(string: text)!)?.route as? Named)
        #expect(route.name == expected)
    }

    @Test(
        "`/settings/*` is a catch-all, not a regex star",
        arguments: [
            "https://example.com/settings",
            "https://example.com/settings/",
            "https://example.com/settings/privacy",
            "https://example.com/settings/privacy/blocked",
        ])
    func catchAll(text: String) throws {
        let router = CorridorRouter()
        try router.add("/settings/*", as: Settings.self)
        #expect(router.attemptMatch(url: URL(string: text)!)?.route is Settings)
        #expect(router.attemptMatch(url: URL(string: "https://example.com/settingsx")!) == nil)
    }

    @Test("`%2F` stays inside its segment")
    func encodedSlash() throws {
        let router = CorridorRouter()
        try router.add("/files/:name", as: Named.self)
        let route = try #require(
            router.attemptMatch(url: URL(string: "https://example.com/files/a%2Fb")!)?.route as? Named)
        #expect(route.name == "a/b")
        #expect(router.attemptMatch(url: URL(string: "https://example.com/files/a/b")!) == nil)
    }

    @Test("`?id=%2531` is decoded once, to `%31`")
    func decodedOnce() throws {
        let router = CorridorRouter()
        try router.add("/item/?:id{string}", as: Identified.self)
        let route = try #require(
            router.attemptMatch(url: URL(string: "https://example.com/item?id=%2531")!)?.route as? Identified)
        #expect(route.id == "%31")
    }

    @Test("A query item without `=` is present with the value \"\"")
    func itemWithoutEquals() throws {
        let router = CorridorRouter()
        try router.add("/item/?:id{string}", as: Identified.self)
        let route = try #require(
            router.attemptMatch(url: URL(string: "https://example.com/item?id")!)?.route as? Identified)
        #expect(route.id == "")
    }

    @Test("A query item with a bad escape is kept as written")
    func badEscape() throws {
        let router = CorridorRouter()
        try router.add("/item/?:id{string}", as: Identified.self)
        let route = try #require(
            router.attemptMatch(url: URL(string: "https://example.com/item?id=%zz")!)?.route as? Identified)
        #expect(route.id == "%zz")
    }

    @Test(
        "`/user//15` is the same as `/user/15`",
        arguments: [
            "https://example.com/user//15", "https://example.com//user/15/", "https://example.com/user/15//",
        ])
    func doubledSlashes(text: String) throws {
        let router = CorridorRouter()
        try router.add("/user/:userId{int}", as: ViewUser.self)
        let route = try #require(router.attemptMatch(url: URL(string: text)!)?.route as? ViewUser)
        #expect(route.userId == 15)
    }

    @Test("A malformed format is an error with its column, never a silently dropped param")
    func malformedFormat() throws {
        let router = CorridorRouter()
        let error = try #require(throws: FormatError.self) {
            try router.add("/post/:postIdstring}", as: Identified.self)
        }
        #expect(error.format == "/post/:postIdstring}")
        #expect(error.column == 20)
        #expect(error.reason == .unexpectedCharacter("}"))
        #expect(error.description.contains("column 20"))
        #expect(router.formats.isEmpty)
    }
}
