import Corridor
import Foundation
import Testing

/// Crossroad's ContextParser: one URL against one pattern, without a router.
@Suite("ContextParser")
struct ContextParserTests {
    @Test(
        "A pattern with a custom scheme",
        arguments: [
            "pokedex://pokemons/25", "pokedex:/pokemons/25", "POKEDEX://POKEMONS/25", "pokedex://pokemons/25?shiny=1",
        ])
    func customScheme(text: String) throws {
        let context = try ContextParser().parse(URL(string: text)!, with: "pokedex://pokemons/:id")
        #expect(try context.argument(named: "id", as: Int.self) == 25)
        #expect(context.url == URL(string: text)!)
    }

    @Test("A pattern with a universal link")
    func universalLink() throws {
        let parser = ContextParser()
        let context = try parser.parse(
            URL(string: "https://Example.com/pokemons/25?type=fire")!, with: "https://example.com/pokemons/:id{int}",
            userInfo: 7)
        #expect(context.userInfo == 7)
        #expect(context.queryParameter(named: "type") == "fire")
        let error = try #require(throws: ContextParseError.self) {
            try parser.parse(
                URL(string: "https://other.example/pokemons/25")!, with: "https://example.com/pokemons/:id")
        }
        #expect(error.reason == .sourceMismatch(expected: .universalLink("https://example.com")))
    }

    @Test("A pattern without a source matches the path of any URL")
    func pathOnly() throws {
        let parser = ContextParser()
        for text in ["pokedex://pokemons/1", "https://example.com/pokemons/1", "/pokemons/1"] {
            let context = try parser.parse(URL(string: text)!, with: "/pokemons/:id")
            #expect(try context.argument(named: "id") == "1")
        }
    }

    @Test("Mismatches and invalid patterns")
    func failures() throws {
        let parser = ContextParser()
        let scheme = try #require(throws: ContextParseError.self) {
            try parser.parse(URL(string: "other://pokemons/25")!, with: "pokedex://pokemons/:id")
        }
        #expect(scheme.reason == .sourceMismatch(expected: .customURLScheme("pokedex")))
        let path = try #require(throws: ContextParseError.self) {
            try parser.parse(URL(string: "pokedex://items/25")!, with: "pokedex://pokemons/:id")
        }
        #expect(path.reason == .noMatch)
        #expect(path.description == "\"pokedex://items/25\" does not match \"pokedex://pokemons/:id\"")
        let typed = try #require(throws: ContextParseError.self) {
            try parser.parse(URL(string: "pokedex://pokemons/pikachu")!, with: "pokedex://pokemons/:id{int}")
        }
        #expect(typed.reason == .noMatch)
        let invalid = try #require(throws: ContextParseError.self) {
            try parser.parse(URL(string: "pokedex://pokemons/25")!, with: "/pokemons/:id{")
        }
        guard case .invalidPattern(let formatError) = invalid.reason else {
            Issue.record("expected an invalid pattern, got \(invalid)")
            return
        }
        #expect(formatError.reason == .unterminatedBrace)
        let wellKnown = try #require(throws: ContextParseError.self) {
            try parser.parse(URL(string: "tel://123")!, with: "tel://:number")
        }
        #expect(wellKnown.reason == .invalidSource(.customURLScheme("tel"), .wellKnownScheme))
    }
}
