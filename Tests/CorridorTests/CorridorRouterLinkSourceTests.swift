import Corridor
import Foundation
import Testing

/// Crossroad's link sources on Corridor's router.
@Suite("CorridorRouter with link sources")
struct CorridorRouterLinkSourceTests {
    struct Pokemon: CorridorRoute { let id: Int }
    struct Profile: CorridorRoute { let userId: Int }

    static let pokedex = LinkSource.customURLScheme("pokedex")
    static let web = LinkSource.universalLink("https://example.com")

    func makeRouter() throws -> CorridorRouter {
        let router = try CorridorRouter(accepting: [Self.pokedex, Self.web])
        try router.add("/pokemons/:id{int}", as: Pokemon.self, accepting: .any)
        try router.add("/user/:userId{int}", as: Profile.self, accepting: .only(for: Self.web))
        return router
    }

    @Test("custom schemes use the host as the first path component; universal links keep their path")
    func acceptsSources() throws {
        let router = try makeRouter()
        #expect((router.attemptMatch(url: URL(string: "pokedex://pokemons/25")!)?.route as? Pokemon)?.id == 25)
        #expect((router.attemptMatch(url: URL(string: "POKEDEX://pokemons/25")!)?.route as? Pokemon)?.id == 25)
        #expect((router.attemptMatch(url: URL(string: "https://EXAMPLE.com/pokemons/7")!)?.route as? Pokemon)?.id == 7)
        #expect(router.attemptMatch(url: URL(string: "https://other.org/pokemons/7")!) == nil)
        #expect(router.attemptMatch(url: URL(string: "otherapp://pokemons/7")!) == nil)
        #expect(router.linkSources == [Self.pokedex, Self.web])
    }

    /// One host-folding rule (the engine's, ASCII): a custom scheme's host compares case-insensitively with the
    /// route's first literal, on a router with link sources and on a plain one; universal-link paths don't.
    @Test(
        "a custom scheme's host folds, by the engine's rule, whatever the router",
        arguments: [
            ("/Pokemons/:id{int}", "pokedex://pokemons/25", true), ("/Pokemons/:id{int}", "pokedex://POKEMONS/25", true),
            ("/pokemons/:id{int}", "pokedex://Pokemons/25", true), ("/Pokemons/:id{int}", "/pokemons/25", false),
            ("/Pokemons/:id{int}/Moves", "pokedex://pokemons/25/moves", false),
        ])
    func hostFolding(format: String, url: String, matches: Bool) throws {
        let plain = CorridorRouter()
        try plain.add(format, as: Pokemon.self)
        let linked = try CorridorRouter(accepting: [Self.pokedex, Self.web])
        try linked.add(format, as: Pokemon.self, accepting: .any)
        for router in [plain, linked] {
            #expect((router.attemptMatch(url: URL(string: url)!) != nil) == matches, "\(format) \(url)")
        }
        #expect(linked.attemptMatch(url: URL(string: "https://example.com/POKEMONS/25")!) == nil)
    }

    @Test("a route restricted with .only(for:) matches only that source")
    func restrictedRoute() throws {
        let router = try makeRouter()
        #expect((router.attemptMatch(url: URL(string: "https://example.com/user/5")!)?.route as? Profile)?.userId == 5)
        #expect(router.attemptMatch(url: URL(string: "pokedex://user/5")!) == nil)
    }

    @Test("validation errors instead of traps")
    func validation() throws {
        let router = try CorridorRouter(accepting: [Self.pokedex])
        #expect(throws: RouteValidationError.self) {
            try router.add("/user/:id{int}", as: Profile.self, accepting: .only(for: Self.web))
        }
        #expect(throws: RouteValidationError.self) {
            try router.add("/user/:id{integer}", as: Profile.self, accepting: .any)
        }
        #expect(throws: RouteValidationError.self) {
            try router.add("https://example.com/user/:userId{int}", as: Profile.self, accepting: .any)
        }
    }

    @Test("a router without sources still accepts any URL, as Corridor's does")
    func noSources() throws {
        let router = CorridorRouter()
        try router.add("/pokemons/:id{int}", as: Pokemon.self)
        #expect((router.attemptMatch(url: URL(string: "anything://pokemons/3")!)?.route as? Pokemon)?.id == 3)
        #expect(router.linkSources.isEmpty)
    }
}
