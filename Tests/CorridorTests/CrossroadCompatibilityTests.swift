import Corridor
import Foundation
import Testing

/// Crossroad behaviours a drop-in replacement keeps: relative patterns, pattern rules, ports,
/// well-known schemes, its error types and its names.
@Suite("Crossroad compatibility")
struct CrossroadCompatibilityTests {
    private static let scheme = LinkSource.customURLScheme("foobar")
    private static let site = LinkSource.universalLink(URL(string: "https://example.com")!)

    @Test(
        "A pattern without a leading '/' is relative to the accepted sources",
        arguments: [[scheme], [site], [scheme, site]])
    func relativePatterns(sources: Set<LinkSource>) throws {
        let router = try SimpleRouter(accepting: sources) { registry in
            registry.route("static") { _ in }
            registry.route("foo/bar") { _ in }
            registry.route(":keyword") { _ in }
            registry.route("foo/:keyword") { _ in }
        }
        #expect(router.patterns == ["/static", "/foo/bar", "/:keyword", "/foo/:keyword"])
        for source in sources {
            let base = source.isUniversalLink ? "https://example.com/" : "foobar://"
            for path in ["static", "foo", "foo/bar", "foo/10000"] {
                #expect(router.responds(to: URL(string: base + path)!), "\(base)\(path)")
            }
            #expect(!router.responds(to: URL(string: base + "aaa/bbb")!))
        }
        for path in ["static", "foo/bar", "aaa/bbb"] { #expect(!router.responds(to: URL(string: path)!)) }
    }

    @Test("Corridor's router still wants a leading '/' (relative patterns are Crossroad's)")
    func corridorFormatsStayRooted() throws {
        struct Profile: CorridorRoute { let userId: Int }
        let router = CorridorRouter()
        let error = try #require(throws: FormatError.self) { try router.add("user/:userId{int}", as: Profile.self) }
        #expect(error.reason == .missingLeadingSlash)
        let linked = try CorridorRouter(accepting: [Self.scheme])
        #expect(throws: RouteValidationError.self) { try linked.add("user/:userId{int}", as: Profile.self, accepting: .any) }
    }

    @Test("A relative pattern's error quotes it as written, with its own columns")
    func relativePatternErrors() throws {
        let error = try #require(throws: RouteValidationError.self) {
            try SimpleRouter(accepting: Self.scheme) { registry in registry.route("foo//bar") { _ in } }
        }
        #expect(error.pattern == "foo//bar")
        #expect(error.reason == .invalidFormat(FormatError(format: "foo//bar", column: 4, reason: .emptySegment)))
    }

    @Test(
        "Pattern rules: what parses and matches, with ContextParser",
        arguments: [
            ("pokemons/:id", "pokedex://pokemons/25", true),
            ("/pokemons/:id", "https://pokedex.com/pokemons/25", true),
            ("aaaaaaaaaaa", "pokedex://aaaaaaaaaaa", true),
            ("pokedex://:id", "pokedex://25", true),
            ("pokedex://", "pokedex://", true),
            ("/", "https://pokedex.com/", true),
            ("https://pokedex.com/pokemons/:id", "https://POKEDEX.com/pokemons/25", true),
            ("http://localhost:3000/:id", "http://localhost:3000/25", true),
            ("http://localhost:3000/:id", "http://localhost:4000/25", false),
            ("http://localhost:3000/:id", "http://localhost/25", false),
            ("pokedex://pokemons/fire", "POKEDEX://POKEMONS/fire", true),
            ("pokedex://pokemons/fire", "pokedex://pokemons/FIRE", false),
            ("http://my-awesome-pokedex.com/pokemons", "HTTP://MY-AWESOME-POKEDEX.COM/pokemons", true),
            ("http://my-awesome-pokedex.com/pokemons", "HTTP://MY-AWESOME-POKEDEX.COM/POKEMONS", false),
        ])
    func patternRules(pattern: String, url: String, matches: Bool) {
        let context = try? ContextParser().parse(URL(string: url)!, with: pattern)
        #expect((context != nil) == matches)
    }

    @Test(
        "Pattern rules: what is refused",
        arguments: ["aaaaaa//////////aaaaa", "///////////////", "/////aaaaaa/////", "http://", "https://"])
    func invalidPatterns(pattern: String) throws {
        #expect(throws: ContextParseError.self) { try ContextParser().parse(URL(string: "pokedex://a")!, with: pattern) }
        #expect(throws: RouteValidationError.self) {
            try SimpleRouter(accepting: Self.scheme) { registry in registry.route(pattern) { _ in } }
        }
    }

    @Test("A universal link with a port keeps it: its patterns are accepted, other ports don't match")
    func universalLinkPort() throws {
        let local = LinkSource.universalLink(URL(string: "http://localhost:3000")!)
        #expect(local == LinkSource(scheme: "http", host: "localhost:3000"))
        #expect(local.description == "http://localhost:3000")
        var opened: [Int] = []
        let router = try SimpleRouter(accepting: local) { registry in
            registry.route("http://localhost:3000/:id") { context in opened.append(try context.argument(named: "id")) }
        }
        #expect(router.openIfPossible(URL(string: "http://localhost:3000/25")!))
        #expect(!router.openIfPossible(URL(string: "http://localhost:4000/26")!))
        #expect(!router.openIfPossible(URL(string: "http://localhost/27")!))
        #expect(opened == [25])
        let anyPort = try SimpleRouter(accepting: .universalLink("http://localhost")) { $0.route("/:id") { _ in } }
        #expect(anyPort.responds(to: URL(string: "http://localhost:3000/25")!))
    }

    @Test("ContextParser tells another port from a path that does not fit")
    func contextParserPorts() throws {
        let pattern = "http://localhost:3000/:id"
        let path = try #require(throws: ContextParseError.self) {
            try ContextParser().parse(URL(string: "http://localhost:3000/a/b")!, with: pattern)
        }
        #expect(path.reason == .noMatch)
        let port = try #require(throws: ContextParseError.self) {
            try ContextParser().parse(URL(string: "http://localhost:4000/1")!, with: pattern)
        }
        #expect(port.reason == .sourceMismatch(expected: LinkSource(scheme: "http", host: "localhost:3000")))
    }

    @Test(
        "Well-known schemes are refused as custom schemes",
        arguments: ["http", "https", "tel", "facetime", "mailto", "HTTPS", "sms", "file"])
    func wellKnownSchemes(name: String) throws {
        let source = LinkSource.customURLScheme(name)
        let error = try #require(throws: RouteValidationError.self) {
            try SimpleRouter(accepting: [source]) { registry in registry.route("/hoge/fuga") { _ in } }
        }
        #expect(error.reason == .invalidLinkSource(source, .wellKnownScheme))
        #expect(error.errorDescription == error.description)
    }

    @Test("A relative URL as a universal link is refused, quoted")
    func relativeUniversalLink() throws {
        let source = LinkSource.universalLink(URL(string: "/invalid")!)
        let error = try #require(throws: RouteValidationError.self) { try SimpleRouter(accepting: source) }
        #expect(error.reason == .invalidLinkSource(source, .invalidScheme))
        #expect(error.description.hasPrefix("router: invalid link source ':///invalid': the scheme must be"))
    }

    @Test("Router errors are LocalizedErrors whose description is ours")
    func localizedErrors() throws {
        let error = try #require(throws: RouteValidationError.self) {
            try SimpleRouter(accepting: [Self.scheme]) { registry in
                registry.route("/hoge/fuga") { _ in }
                registry.route("/hoge/fuga") { _ in }
            }
        }
        let localized: any LocalizedError = error
        #expect(
            localized.errorDescription
                == "route #1 \"/hoge/fuga\": duplicates route #0 \"/hoge/fuga\" (same format, shared link sources)")
    }

    @Test("A group accepting one source")
    func groupWithOneSource() throws {
        let router = try SimpleRouter(accepting: [Self.scheme, Self.site]) { registry in
            registry.route("/pokemons/:id") { _ in }
            registry.group(accepting: Self.site) { group in group.route("/pokemons") { _ in } }
        }
        #expect(router.responds(to: URL(string: "https://example.com/pokemons")!))
        #expect(!router.responds(to: URL(string: "foobar://pokemons")!))
        #expect(router.responds(to: URL(string: "foobar://pokemons/42")!))
    }

    @Test("Crossroad's names: Router<UserInfo>, SimpleRouter, DefaultRouter, Context<UserInfo>")
    func names() throws {
        var trainers: [String] = []
        let handler: (Context<String>) throws -> Void = { context in
            trainers.append("\(context.userInfo) \(try context.argument(named: "id", as: Int.self))")
        }
        let router = try Router<String>(accepting: Self.scheme) { registry in
            registry.route("pokemons/:id", handler)
        }
        #expect(router.openIfPossible(URL(string: "foobar://pokemons/25")!, userInfo: "Ash"))
        #expect(trainers == ["Ash 25"])
        let simple: SimpleRouter = try DefaultRouter(accepting: Self.scheme)
        #expect(simple.linkSources == [Self.scheme])
    }

    @Test("A context made by hand, from Foundation query items; parameters found by a regular expression")
    func handMadeContext() throws {
        let context = Context<Void>(
            url: URL(string: "pokedex://searches")!,
            internalArgumentsContainer: Arguments(["pokedexID": "25"]),
            queryParameters: QueryParameters([
                URLQueryItem(name: "name", value: "Pikachu"), URLQueryItem(name: "type", value: "electric"),
                URLQueryItem(name: "name2", value: "Mewtwo"), URLQueryItem(name: "flag", value: nil),
            ]),
            userInfo: ())
        #expect(try context.argument(named: "pokedexID") == 25)
        #expect(context.queryParameters.flag == "")
        func regex(_ pattern: String) throws -> NSRegularExpression { try NSRegularExpression(pattern: pattern) }
        #expect(context.parameter(matchesIn: try regex("name")) == "Pikachu")
        #expect(context.parameter(matchesIn: try regex("2$")) == "Mewtwo")
        #expect(context.queryParameter(matchesIn: try regex("^t")) == "electric")
        #expect(context.parameter(matchesIn: try regex(".*")) == "Pikachu")
        #expect(context.parameter(matchesIn: try regex("foo")) as String? == nil)
        #expect(context.parameter(matchesIn: try regex("name")) as Int? == nil)
    }

    @Test("Crossroad's switch over Arguments.Error is exhaustive with its two cases")
    func argumentsErrorSwitch() {
        let context = Context<Void>(
            url: URL(string: "pokedex://a")!, internalArgumentsContainer: Arguments(["name": "Pikachu"]),
            queryParameters: QueryParameters([URLQueryItem]()), userInfo: ())
        func kind(_ body: () throws -> Int) -> String {
            do {
                _ = try body()
                return "value"
            } catch let error as Arguments.Error {
                switch error {
                case .keyNotFound(let key): return "missing \(key)"
                case .couldNotParse(let type): return "not \(type)"
                }
            } catch {
                return "other"
            }
        }
        #expect(kind { try context.argument(named: "name") } == "not Int")
        #expect(kind { try context.argument(named: "level") } == "missing level")
    }
}
