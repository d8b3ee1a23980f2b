import CorridorCore
import Testing

/// One row: routes (in order), a target, an optional method, the expected route index
/// (nil: unmatched; -1: not a URL).
struct MatchCase: CustomStringConvertible, Sendable {
    let routes: [String]
    let target: String
    let method: String?
    let expected: Int?

    init(_ routes: [String], _ target: String, method: String? = nil, _ expected: Int?) {
        self.routes = routes
        self.target = target
        self.method = method
        self.expected = expected
    }

    var description: String { "\(target) against \(routes)" }

    /// The expected outcome: a route's index, unmatched (nil) or not a URL (-1).
    var outcome: MatchOutcome { expected.map { $0 == -1 ? .notAURL : .matched($0) } ?? .unmatched }
}

@Suite("Matching (docs/format-language.md, Matching)")
struct MatchingTests {
    static func table(_ lines: [String]) throws -> RouteTable {
        var types = TypeRegistry.standard
        try types.registerExtra(named: "uint")
        let parser = FormatParser(types: types, globalParams: ["sourceUserId"])
        let routes = try lines.map { line -> Route in
            let parts = line.split(separator: " ", maxSplits: 1)
            let hasMethod = parts.count == 2 && parts[0].allSatisfy { $0.isUppercase }
            return hasMethod
                ? Route(method: String(parts[0]), format: try parser.parse(String(parts[1])))
                : Route(format: try parser.parse(line))
        }
        return try RouteTable(routes: routes, types: types, globalParams: ["sourceUserId"])
    }

    static let cases: [MatchCase] = [
        // The Corridor README examples.
        MatchCase(["/user/:userId{int}"], "/user/15127128", 0),
        MatchCase(["/user/:userId{int}"], "https://example.com/user/15127128", 0),
        MatchCase(["/user/:userId{int}"], "/user/abc", nil),
        MatchCase(["/user/:userId"], "/user/abc", 0),
        MatchCase(["/user/?:userId{int}"], "/user?userId=12891", 0),
        MatchCase(["/user/?:userId{int}"], "/user", nil),
        MatchCase(["/user/?:userId{int}"], "/user?userId=abc", nil),
        MatchCase(["/user/?:userId{int?}"], "/user", 0),
        MatchCase(["/user/?:userId{int?}"], "/user?userId=12891", 0),
        MatchCase(["/user/?:userId{int?}"], "/user?userId=x", nil),
        MatchCase(["/user/?:userId{int}&:sourceType{'email'}"], "/user?userId=1&sourceType=email", 0),
        MatchCase(["/user/?:userId{int}&:sourceType{'email'}"], "/user?userId=1&sourceType=sms", nil),
        MatchCase(["/user/?:userId{int}&:sourceType{'email'}"], "/user?userId=1", nil),
        MatchCase(["/user/:userId{uint}?:nickname{string}"], "/user/8971?nickname=Bob", 0),
        MatchCase(["/user/:userId{uint}?:nickname{string}"], "/user/-8971?nickname=Bob", nil),
        MatchCase(["/feed/?:postIds{[int]}"], "/feed?postIds=981,215,91", 0),
        MatchCase(["/feed/?:postIds{[int]}"], "/feed?postIds=981,,91", nil),
        MatchCase(["/feed/?:postIds{[int]}"], "/feed?postIds=981%2C215", 0),
        // Path rules: empty segments dropped, decoding once, %2F stays inside its segment.
        MatchCase(["/user/:id{int}"], "/user//15", 0),
        MatchCase(["/user/:id{int}"], "/user/15/", 0),
        MatchCase(["/user/:id{int}"], "//user///15//", 0),
        MatchCase(["/files/:name", "/files/:a/:b"], "/files/a%2Fb", 0),
        MatchCase(["/files/a/b"], "/files/a%2Fb", nil),
        MatchCase(["/user/:name"], "/user/Bob%20Jones", 0),
        MatchCase(["/user/:name"], "/user/café", 0),
        MatchCase(["/café"], "/caf%C3%A9", 0),
        MatchCase(["/caf%C3%A9"], "/caf%C3%A9", nil),
        MatchCase(["/caf%C3%A9"], "/caf%25C3%25A9", 0),
        MatchCase(["/a+b"], "/a+b", 0),
        MatchCase(["/a b"], "/a+b", nil),
        MatchCase(["/x/:v{int}"], "/x/%31", 0),
        MatchCase(["/x/:v{int}"], "/x/%2531", nil),
        MatchCase(["/x/%zz"], "/x/%zz", 0),
        MatchCase(["/Users"], "/users", nil),
        // Query rules.
        MatchCase(["/a?:id{int}"], "/a?id=%31", 0),
        MatchCase(["/a?:id{string}"], "/a?id=%2531", 0),
        MatchCase(["/a?:q{string}"], "/a?q", 0),
        MatchCase(["/a?:q{'%zz'}"], "/a?q=%zz", 0),
        MatchCase(["/a?:q{'a b'}"], "/a?q=a+b", nil),
        MatchCase(["/a?:q{'a b'}"], "/a?q=a%20b", 0),
        MatchCase(["/a?:id{int}"], "/a?ID=1", nil),
        MatchCase(["/a?:id{int}"], "/a?id=x&id=1", 0),
        MatchCase(["/a?:id{int}"], "/a?id=1&id=x", nil),
        MatchCase(["/a?:id{int}"], "/a?other=1&id=2&more", 0),
        MatchCase(["/a?:i%64{int}"], "/a", -2),
        MatchCase(["/a?:id{int}"], "/a?i%64=5", 0),
        MatchCase(["/a?:id{int}"], "/a?id=5#frag", 0),
        MatchCase(["/a?:id{int}"], "/a#?id=5", nil),
        MatchCase(["/a?:b{bool}"], "/a?b=yes", 0),
        // Catch-all.
        MatchCase(["/settings/*"], "/settings", 0),
        MatchCase(["/settings/*"], "/settings/a/b/c", 0),
        MatchCase(["/settings/.*"], "/settings/x", 0),
        MatchCase(["/settings/*"], "/other", nil),
        MatchCase(["/*"], "/", 0),
        MatchCase(["/a/*?:x{int}"], "/a/b?x=1", 0),
        MatchCase(["/a/*?:x{int}"], "/a/b", nil),
        // Precedence: first registered wins.
        MatchCase(["/a/:x", "/a/b"], "/a/b", 0),
        MatchCase(["/a/b", "/a/:x"], "/a/b", 0),
        MatchCase(["/a/:x{int}", "/a/:y"], "/a/5", 0),
        MatchCase(["/a/:y", "/a/:x{int}"], "/a/5", 0),
        MatchCase(["/a/*", "/a/b/c"], "/a/b/c", 0),
        MatchCase(["/a/b/c", "/a/*"], "/a/b/c", 0),
        MatchCase(["/a/b/c", "/a/*"], "/a/b/d", 1),
        MatchCase(["/a/:x{int}/c", "/a/:y/:z", "/a/1/c"], "/a/1/c", 0),
        MatchCase(["/a/:y/:z", "/a/:x{int}/c"], "/a/1/c", 0),
        MatchCase(["/a?:q{int}", "/a"], "/a", 1),
        MatchCase(["/a?:q{int}", "/a"], "/a?q=1", 0),
        // Methods.
        MatchCase(["GET /a", "POST /a"], "/a", method: "POST", 1),
        MatchCase(["GET /a"], "/a", method: "get", nil),
        MatchCase(["GET /a"], "/a", nil),
        MatchCase(["/a"], "/a", method: "DELETE", 0),
        // Link sources.
        MatchCase(["pokedex://pokemons/:id{int}"], "pokedex://pokemons/25", 0),
        MatchCase(["pokedex://pokemons/:id{int}"], "POKEDEX://pokemons/25", 0),
        MatchCase(["pokedex://pokemons/:id{int}"], "/pokemons/25", nil),
        MatchCase(["pokedex://pokemons/:id{int}"], "other://pokemons/25", nil),
        MatchCase(["/pokemons/:id{int}"], "pokedex://pokemons/25", 0),
        MatchCase(["https://example.com/a"], "https://EXAMPLE.com:443/a", 0),
        MatchCase(["https://example.com/a"], "https://user@example.com/a", 0),
        MatchCase(["https://example.com/a"], "https://other.com/a", nil),
        MatchCase(["https://example.com/a"], "http://example.com/a", nil),
        MatchCase(["/"], "https://example.com", 0),
        MatchCase(["/"], "https://example.com?x=1", 0),
        // Fuzzer regressions: a combining mark after '/' is its own segment byte; literals compare
        // byte for byte, not by canonical equivalence.
        MatchCase(["/:a{int}/b", "/:c/:d", "/*"], "/\u{31E}:d\u{1}/*", 1),
        MatchCase(["/caf\u{E9}"], "/cafe\u{301}", nil),
        MatchCase(["/a?:q{'caf\u{E9}'}"], "/a?q=cafe%CC%81", nil),
        // Not URLs.
        MatchCase(["/*"], "*", -1),
        MatchCase(["/*"], "-", -1),
        MatchCase(["/*"], "example.com:443", -1),
        MatchCase(["/*"], "", -1),
        MatchCase(["/*"], "\u{16}\u{03}\u{01}", -1),
    ]

    @Test("every rule of docs/format-language.md, Matching", arguments: cases)
    func matches(_ row: MatchCase) throws {
        let table: RouteTable
        do {
            table = try Self.table(row.routes)
        } catch {
            #expect(row.expected == -2, "routes should parse: \(error)")
            return
        }
        let expected = row.outcome
        #expect(table.match(row.target, method: row.method) == expected)
        #expect(ReferenceMatcher(table: table).match(row.target, method: row.method) == expected)
    }

    /// Route templates (``RouteTable/match(template:method:)``): routes, the template, a method, the expected route.
    static let templateCases: [MatchCase] = [
        // A placeholder stands for any value of any parameter, whatever its type…
        MatchCase(["/users/:id{int}", "/users/me"], "/users/{id}", 0),
        MatchCase(["/users/me", "/users/:id{int}"], "/users/{userId}", 1),
        MatchCase(["/feed/:ids{[int]}"], "/feed/{ids}", 0),
        MatchCase(["/a/:x{bool}/b", "/a/:y/c"], "/a/{v}/c", 1),
        // …and a catch-all, not a literal (a resource of its own is written as it is).
        MatchCase(["/users/me"], "/users/{id}", nil),
        MatchCase(["/files/*"], "/files/{name}", 0),
        MatchCase(["/users/me", "/users/:id{int}"], "/users/me", 0),
        // A last `{name+}` is one or more segments: only a catch-all covers it.
        MatchCase(["/files/:name", "/files/*"], "/files/{proxy+}", 1),
        MatchCase(["/:page"], "/{proxy+}", nil),
        MatchCase(["/*"], "/{proxy+}", 0),
        // Not last, it is one segment; `{+}` is a plain placeholder.
        MatchCase(["/a/:x/b"], "/a/{p+}/b", 0),
        MatchCase(["/a/:x"], "/a/{+}", 0),
        // Near-misses are segments as written.
        MatchCase(["/a/:x{int}"], "/a/{}", nil),
        MatchCase(["/a/:x{int}"], "/a/{x", nil),
        MatchCase(["/a/:x{int}"], "/a/{a{b}", nil),
        MatchCase(["/a/:x"], "/a/{}", 0),
        // An escaped brace is the same segment once decoded.
        MatchCase(["/a/:x{int}"], "/a/%7Bid%7D", 0),
        // Methods, counts of segments and query rules as for a URL.
        MatchCase(["POST /orders/:id{int}", "/orders/:id{int}/items"], "/orders/{id}", method: "GET", nil),
        MatchCase(["POST /orders/:id{int}"], "/orders/{id}", method: "POST", 0),
        MatchCase(["/orders/:id{int}"], "/orders/{id}/items", nil),
        MatchCase(["/user/?:userId{int}", "/user/:x{int}?:on{bool?}"], "/user/{id}", 1),
        MatchCase(["/user/:x{int}?:on{bool}"], "/user/{id}?on=maybe", nil),
        MatchCase(["/user/:x{int}?:on{bool}"], "/user/{id}?on=yes", 0),
        MatchCase(["/*"], "-", -1),
    ]

    @Test(
        "route templates: `{name}` stands for any parameter's value, a last `{name+}` for a catch-all's",
        arguments: templateCases)
    func matchesTemplates(_ row: MatchCase) throws {
        let table = try Self.table(row.routes)
        let expected = row.outcome
        #expect(table.match(template: row.target, method: row.method) == expected)
        #expect(ReferenceMatcher(table: table).match(row.target, method: row.method, isTemplate: true) == expected)
    }

    @Test("captures carry typed values")
    func captures() throws {
        let table = try Self.table(["/user/:userId{int}/:tags{[string]}/*?:ids{[int]?}&:src{'email'}&:on{bool?}"])
        let target = "/user/15/a,b/x/y%2Fz?ids=1,2&src=email&sourceUserId=abc"
        #expect(table.match(target) == .matched(0))
        #expect(
            table.captures(route: 0, target: target) == [
                Capture(name: "userId", raw: "15", value: .int(15)),
                Capture(name: "tags", raw: "a,b", value: .list([.string("a"), .string("b")])),
                Capture(name: "*", raw: "x/y/z", value: .string("x/y/z")),
                Capture(name: "ids", raw: "1,2", value: .list([.int(1), .int(2)])),
                Capture(name: "src", raw: "email", value: .string("email")),
            ])
        #expect(table.globalParamValues(target: target) == ["sourceUserId": "abc"])
    }

    @Test("the byte matcher reuses scratch and agrees with the String entry point")
    func scratchReuse() throws {
        let table = try Self.table(["/a/:x{int}", "/b/*", "GET /c"])
        let scratch = MatchScratch()
        for (target, method, expected) in [
            ("/a/1", nil, MatchOutcome.matched(0)), ("/b/" + String(repeating: "x/", count: 500), nil, .matched(1)),
            ("/c", "GET", .matched(2)), ("/c", nil, .unmatched), ("/a/1", nil, .matched(0)),
        ] as [(String, String?, MatchOutcome)] {
            #expect(table.match(target, method: method, scratch: scratch) == expected)
        }
    }
}

@Suite("MatchScratch.lastPath: the path the match scanned")
struct LastPathTests {
    @Test(
        "equals RequestTarget.path(of:) after a match or a miss",
        arguments: [
            "/users/7", "/users/7?x=1#f", "/nothing/here?q", "/a%2Fb/c", "https://example.com/users/7?x=1",
            "https://example.com", "myapp://host/users/7", "//double//slashes/", "/#fragment", "/",
        ])
    func lastPath(target: String) throws {
        let table = try MatchingTests.table(["/users/:id{int}", "/a/:b"])
        let scratch = MatchScratch()
        var copy = target
        copy.withUTF8 { bytes in
            _ = table.match(target: bytes, method: nil, scratch: scratch)
            let expected = RequestTarget.path(of: bytes)
            #expect(expected != nil)
            let scanned = UnsafeBufferPointer(rebasing: bytes[scratch.lastPath])
            #expect(Array(scanned) == expected.map(Array.init))
        }
    }
}
