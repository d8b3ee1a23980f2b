import Corridor
import Foundation
import Testing

private let customURLScheme: LinkSource = .customURLScheme("pokedex")
private let universalLink: LinkSource = .universalLink(URL(string: "https://my-awesome-pokedex.com")!)
private let unknownCustomURLScheme: LinkSource = .customURLScheme("unknown")

/// Crossroad's Router_ValidationTests, and the link-source checks, on LinkRouter.
@Suite("Route validation")
struct RouteValidationTests {
    private func build(
        _ sources: Set<LinkSource> = [customURLScheme, universalLink],
        _ register: (LinkRouteRegistry<Void>) -> Void
    ) throws(RouteValidationError) -> DefaultRouter {
        try DefaultRouter(accepting: sources, register)
    }

    @Test("A malformed pattern is reported with its column")
    func invalidPattern() throws {
        let error = try #require(throws: RouteValidationError.self) {
            try build { registry in registry.route("/pokemons/:id{integer}") { _ in } }
        }
        #expect(error.pattern == "/pokemons/:id{integer}")
        #expect(error.routeIndex == 0)
        guard case .invalidFormat(let formatError) = error.reason else {
            Issue.record("expected a format error, got \(error)")
            return
        }
        #expect(formatError.column == 15)
        #expect(formatError.reason == .unknownType("integer"))
        #expect(
            error.description
                == "route #0 \"/pokemons/:id{integer}\": invalid format: column 15: unknown type 'integer'")
    }

    @Test("A pattern whose own source the router does not accept")
    func invalidSourceInPattern() throws {
        let error = try #require(throws: RouteValidationError.self) {
            try build { registry in registry.route("invalid://") { _ in } }
        }
        #expect(error.reason == .formatSourceNotAccepted(.customURLScheme("invalid")))
        let excluded = try #require(throws: RouteValidationError.self) {
            try build { registry in registry.route("pokedex://pokemons", accepting: .only(for: universalLink)) { _ in }
            }
        }
        #expect(excluded.reason == .formatSourceNotAccepted(customURLScheme))
    }

    @Test("A route restricted to a source the router does not accept")
    func unknownLinkSource() throws {
        let error = try #require(throws: RouteValidationError.self) {
            try build { registry in registry.route("/hoge/fuga", accepting: .only(for: unknownCustomURLScheme)) { _ in }
            }
        }
        #expect(error.reason == .unknownLinkSources([unknownCustomURLScheme]))
        #expect(
            error.description
                == "route #0 \"/hoge/fuga\": restricted to link sources the router does not accept: unknown://")
        let inGroup = try #require(throws: RouteValidationError.self) {
            try build { registry in
                registry.route("/a") { _ in }
                registry.group(accepting: [customURLScheme, unknownCustomURLScheme]) { group in
                    group.route("/b") { _ in }
                }
            }
        }
        #expect(inGroup.routeIndex == 1)
        #expect(inGroup.reason == .unknownLinkSources([unknownCustomURLScheme]))
    }

    @Test("Duplicate routes accepting the same sources")
    func duplicatedRoute() throws {
        let error = try #require(throws: RouteValidationError.self) {
            try build { registry in
                registry.route("/hoge/fuga") { _ in }
                registry.route("/hoge/fuga") { _ in }
            }
        }
        #expect(error.routeIndex == 1)
        #expect(error.reason == .duplicateRoute(firstIndex: 0, firstPattern: "/hoge/fuga"))
        let samePolicy = try #require(throws: RouteValidationError.self) {
            try build { registry in
                registry.route("/hoge/fuga", accepting: .only(for: customURLScheme)) { _ in }
                registry.route("/hoge/fuga", accepting: .only(for: customURLScheme)) { _ in }
            }
        }
        #expect(samePolicy.reason == .duplicateRoute(firstIndex: 0, firstPattern: "/hoge/fuga"))
        let spelledDifferently = try #require(throws: RouteValidationError.self) {
            try build { registry in
                registry.route("/hoge/:id") { _ in }
                registry.route("pokedex://hoge/:id{string}/") { _ in }
            }
        }
        #expect(spelledDifferently.reason == .duplicateRoute(firstIndex: 0, firstPattern: "/hoge/:id"))
    }

    @Test("The same path for disjoint sources, or with different parameter names, is not a duplicate")
    func notDuplicated() throws {
        let router = try build { registry in
            registry.route("/hoge/fuga", accepting: .only(for: customURLScheme)) { _ in }
            registry.route("/hoge/fuga", accepting: .only(for: universalLink)) { _ in }
            registry.route("/hoge/:id") { _ in }
            registry.route("/hoge/:name") { _ in }
        }
        #expect(router.patterns.count == 4)
    }

    @Test("Policies and groups that leave a route no source")
    func acceptsNoSource() throws {
        let error = try #require(throws: RouteValidationError.self) {
            try build { registry in
                registry.group(accepting: [customURLScheme]) { group in
                    group.route("/a", accepting: .only(for: universalLink)) { _ in }
                }
            }
        }
        #expect(error.reason == .acceptsNoSource)
        let empty = try #require(throws: RouteValidationError.self) {
            try build { registry in registry.route("/a", accepting: .only(for: [])) { _ in } }
        }
        #expect(empty.reason == .acceptsNoSource)
    }

    @Test(
        "Malformed link sources are refused when the router is built",
        arguments: [
            (LinkSource.customURLScheme("tel"), RouteValidationError.LinkSourceProblem.wellKnownScheme),
            (.customURLScheme("mailto"), .wellKnownScheme),
            (.customURLScheme("pokedex://"), .invalidScheme),
            (.customURLScheme("1pokedex"), .invalidScheme),
            (.customURLScheme(""), .invalidScheme),
            (.universalLink("https://example.com/app"), .containsPath),
            (.universalLink(URL(string: "example.com")!), .invalidScheme),
            (.universalLink(URL(string: "https:relative")!), .missingHost),
            (LinkSource(scheme: "pokedex", host: "pokemons"), .customSchemeWithHost),
            (LinkSource(scheme: "https", host: "exa mple.com"), .invalidHost),
            (LinkSource(scheme: "https", host: "example.com:80a"), .invalidHost),
            (LinkSource(scheme: "https", host: "example.com:"), .invalidHost),
            (.customURLScheme("https"), .wellKnownScheme),
            (.customURLScheme("HTTP"), .wellKnownScheme),
            (.customURLScheme("facetime"), .wellKnownScheme),
            (LinkSource(scheme: "https", host: "[::1"), .invalidHost),
        ])
    func invalidLinkSources(source: LinkSource, problem: RouteValidationError.LinkSourceProblem) throws {
        let error = try #require(throws: RouteValidationError.self) { try build([source, customURLScheme]) { _ in } }
        #expect(error.reason == .invalidLinkSource(source, problem))
        #expect(error.pattern == nil && error.routeIndex == nil)
        #expect(error.description.hasPrefix("router: invalid link source"))
    }

    @Test(
        "Well-formed link sources",
        arguments: [
            LinkSource.customURLScheme("pokedex"), .customURLScheme("my-app+v2.beta"),
            .universalLink("https://example.com"), .universalLink("https://example.com/"),
            .universalLink("http://localhost:8080"), LinkSource(scheme: "https"), .universalLink("https://[::1]"),
        ])
    func validLinkSources(source: LinkSource) throws {
        let router = try build([source]) { registry in registry.route("/a") { _ in } }
        #expect(router.linkSources == [source])
    }

    @Test("An https source without a host accepts any host")
    func anyHost() throws {
        let router = try build([LinkSource(scheme: "https")]) { registry in registry.route("/a") { _ in } }
        #expect(router.responds(to: URL(string: "https://one.example/a")!))
        #expect(router.responds(to: URL(string: "https://two.example/a")!))
        #expect(!router.responds(to: URL(string: "http://one.example/a")!))
    }

    @Test("Errors are equatable values that quote the input")
    func errorValues() {
        let error = RouteValidationError(
            pattern: "/a", routeIndex: 3, reason: .duplicateRoute(firstIndex: 1, firstPattern: "/a"))
        #expect(
            error
                == RouteValidationError(
                    pattern: "/a", routeIndex: 3, reason: .duplicateRoute(firstIndex: 1, firstPattern: "/a")))
        #expect(error.description == "route #3 \"/a\": duplicates route #1 \"/a\" (same format, shared link sources)")
    }
}
