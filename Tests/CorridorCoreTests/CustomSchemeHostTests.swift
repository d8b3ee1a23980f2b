import CorridorCore
import Testing

/// docs/format-language.md, Link sources: a custom scheme's host — the URL's first path component — compares case-insensitively
/// for routes that accept that scheme; later segments, and routes without a custom-scheme source,
/// stay case-sensitive. Checked on the trie and on the reference scan.
@Suite("Custom-scheme hosts (docs/format-language.md, Link sources)")
struct CustomSchemeHostTests {
    static let routes = [
        "pokedex://pokemons/:id{int}",  // 0
        "pokedex://Moves/:name",  // 1: a capital in the format folds too
        "/items/:id{int}",  // 2: no source: its first literal folds against a custom scheme's host only
        "pokedex://pokemons/Fire",  // 3
        "other://pokemons/:id{int}",  // 4
        "https://example.com/pokemons/:id{int}",  // 5: universal links: paths are case-sensitive
        "pokedex://:keyword",  // 6
    ]

    static let cases: [(String, Int?)] = [
        ("pokedex://pokemons/25", 0),
        ("POKEDEX://Pokemons/25", 0),
        ("pokedex://POKEMONS/25", 0),
        ("pokedex:///PoKeMoNs/25?x=1", 0),
        ("pokedex://moves/surf", 1),
        ("pokedex://MOVES/surf", 1),
        ("pokedex://items/1", 2),  // a route without a source matches the path of any URL
        ("pokedex://Items/1", 2),  // a custom scheme's host is case-insensitive for a route without a source too
        ("/items/1", 2),
        ("/Items/1", nil),
        ("pokedex://POKEMONS/Fire", 3),
        ("pokedex://POKEMONS/fire", nil),
        ("other://POKEMONS/4", 4),
        ("https://example.com/pokemons/5", 5),
        ("https://example.com/POKEMONS/5", nil),
        ("pokedex://Anything", 6),
        ("pokedex://%50okemons/25", nil),
        ("pokedex://items/1/", 2),
    ]

    @Test("the held-out case: /Pokemons/:id matches pokedex://pokemons/25")
    func capitalizedRouteWithoutSource() throws {
        let table = try RouteTable(formats: ["/Pokemons/:id"])
        #expect(table.match("pokedex://pokemons/25") == .matched(0))
        #expect(table.match("pokedex://POKEMONS/25") == .matched(0))
        #expect(table.match("/pokemons/25") == .unmatched)
        #expect(table.match("https://example.com/pokemons/25") == .unmatched)
        #expect(ReferenceMatcher(table: table).match("pokedex://pokemons/25") == .matched(0))
    }

    @Test("Trie and reference agree", arguments: cases)
    func match(target: String, expected: Int?) throws {
        let table = try RouteTable(formats: Self.routes)
        let outcome = table.match(target)
        #expect(outcome.routeIndex == expected)
        #expect(ReferenceMatcher(table: table).match(target) == outcome)
    }

    @Test("The first registered route still wins when a later one matches only case-sensitively")
    func precedence() throws {
        let table = try RouteTable(formats: ["pokedex://Pokemons/:id", "/Pokemons/:id", "pokedex://pokemons/:id"])
        for target in ["pokedex://Pokemons/1", "pokedex://pokemons/1", "pokedex://POKEMONS/1"] {
            #expect(table.match(target) == .matched(0), "\(target)")
            #expect(ReferenceMatcher(table: table).match(target) == .matched(0))
        }
    }

    @Test("Fallthrough from a lower bound reaches the folded-host routes after it")
    func lowerBound() throws {
        let table = try RouteTable(formats: ["pokedex://Pokemons/:id", "/Pokemons/:id", "pokedex://pokemons/:id"])
        let reference = ReferenceMatcher(table: table)
        let scratch = MatchScratch()
        for target in ["pokedex://Pokemons/1", "pokedex://pokemons/1", "pokedex://POKEMONS/1"] {
            for bound in 0...3 {
                let outcome = table.match(target, from: bound, scratch: scratch)
                #expect(outcome == reference.match(target, from: bound), "\(target) from \(bound)")
            }
        }
        // `/Pokemons/:id` (any source) folds against a custom scheme's host too.
        #expect(table.match("pokedex://POKEMONS/1", from: 1, scratch: scratch) == .matched(1))
        #expect(table.match("pokedex://POKEMONS/1", from: 2, scratch: scratch) == .matched(2))
        #expect(table.match("pokedex://POKEMONS/1", from: 3, scratch: scratch) == .unmatched)
    }

    @Test("Lint: a route without sources does not shadow a custom-scheme route's cased host")
    func lint() throws {
        let open = try RouteTable(formats: ["/users/:id", "app://users/:id"])
        #expect(RouteLinter.findings(in: open).isEmpty)
        #expect(open.match("app://USERS/1") == .matched(0))  // the first route folds the host too
        let twice = try RouteTable(formats: ["app://users/:id", "app://users/:x", "/:any/:id"])
        #expect(RouteLinter.findings(in: twice).map(\.route) == [1])
    }

    @Test("A universal link with a port matches only that port; without one, any port")
    func ports() throws {
        let table = try RouteTable(formats: ["http://localhost:3000/:id", "http://localhost/:id"])
        let cases: [(String, Int?)] = [
            ("http://localhost:3000/1", 0), ("http://LOCALHOST:3000/1", 0), ("http://user@localhost:3000/1", 0),
            ("http://localhost:4000/1", 1), ("http://localhost/1", 1),
        ]
        for (target, expected) in cases {
            #expect(table.match(target).routeIndex == expected, "\(target)")
            #expect(ReferenceMatcher(table: table).match(target).routeIndex == expected, "\(target)")
        }
    }

    @Test("Matching a custom-scheme URL reuses the scratch space")
    func scratchReuse() throws {
        let table = try RouteTable(formats: Self.routes)
        let scratch = MatchScratch()
        for _ in 0..<3 {
            #expect(table.match("POKEDEX://Pokemons/25", scratch: scratch) == .matched(0))
            #expect(table.match("pokedex://" + String(repeating: "A", count: 600), scratch: scratch) == .matched(6))
        }
    }
}
