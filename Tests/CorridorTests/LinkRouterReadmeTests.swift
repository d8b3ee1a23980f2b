import Corridor
import Foundation
import Testing

// The examples of giginet's Crossroad README, on LinkRouter. Adapted only where the README is
// wrong: `responds(to:)` checks patterns only (it runs no handler, in Crossroad too), so the
// "No. 9999 is missing" line is checked with `openIfPossible`; screens are recorded instead of
// presented.

private enum PokemonType: String, Parsable {
    case normal, fire, water, grass, electric
}

private enum Pokedex {
    static let known: Set<Int> = [1, 4, 7, 25]
    static func isExist(_ id: Int) -> Bool { known.contains(id) }
}

private enum PokedexError: Error {
    case pokemonIsNotExist(Int)
}

/// What the handlers "presented", in order.
private final class Screens {
    var shown: [String] = []
}

private let customURLScheme: LinkSource = .customURLScheme("pokedex")
private let universalLink: LinkSource = .universalLink("https://my-awesome-pokedex.com")

@Suite("Crossroad README examples")
struct LinkRouterReadmeTests {
    private func basicRouter(_ screens: Screens) throws -> DefaultRouter {
        try DefaultRouter(accepting: [customURLScheme, universalLink]) { registry in
            registry.route("/pokemons/:pokedexID") { context in
                let pokedexID: Int = try context.argument(named: "pokedexID")
                if !Pokedex.isExist(pokedexID) {
                    throw PokedexError.pokemonIsNotExist(pokedexID)
                }
                screens.shown.append("detail \(pokedexID)")
            }
            registry.route("/pokemons") { context in
                let type: PokemonType? = context.queryParameters.type
                screens.shown.append("list \(type?.rawValue ?? "all")")
            }
        }
    }

    @Test("Basic usage: custom scheme and universal link, a throwing handler refuses the URL")
    func basicUsage() throws {
        let screens = Screens()
        let router = try basicRouter(screens)
        #expect(router.responds(to: URL(string: "pokedex://pokemons/25")!))
        #expect(router.responds(to: URL(string: "https://my-awesome-pokedex.com/pokemons/25")!))
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons/25")!))
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons?type=fire")!))
        #expect(!router.openIfPossible(URL(string: "pokedex://pokemons/9999")!))
        #expect(router.openIfPossible(URL(string: "https://my-awesome-pokedex.com/pokemons/25")!))
        #expect(!router.responds(to: URL(string: "https://another.example/pokemons/25")!))
        #expect(!router.responds(to: URL(string: "otherapp://pokemons/25")!))
        #expect(screens.shown == ["detail 25", "list fire", "detail 25"])
    }

    @Test("Arguments and query parameters")
    func argumentsAndQueryParameters() throws {
        var keywords: [String] = []
        var generations: [Int?] = []
        let router = try DefaultRouter(accepting: customURLScheme) { registry in
            registry.route("pokedex://search/:keyword") { context in
                let keyword: String = try context.argument(named: "keyword")
                keywords.append(keyword)
                let generation: Int? = context.queryParameters["generation"]
                let sameGeneration: Int? = context.queryParameters.generation
                #expect(generation == sameGeneration)
                generations.append(generation)
            }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://search/Pikachu?generation=1")!))
        #expect(router.openIfPossible(URL(string: "pokedex://search/Pikachu")!))
        #expect(keywords == ["Pikachu", "Pikachu"])
        #expect(generations == [1, nil])
    }

    @Test("Enum arguments, comma-separated lists and custom Parsable types")
    func parsableValues() throws {
        struct User: Parsable {
            let name: String
            init?(from string: String) {
                self.name = string
            }
        }
        var seen: [String] = []
        let router = try DefaultRouter(accepting: customURLScheme) { registry in
            registry.route("/pokemons") { context in
                let types: [PokemonType]? = context.queryParameters.types
                let typeSet: Set<PokemonType>? = context.queryParameters.types
                let trainer: User? = context.queryParameters.trainer
                seen.append("\(types?.map(\.rawValue) ?? []) \(typeSet?.count ?? 0) \(trainer?.name ?? "-")")
            }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons?types=water,grass,water&trainer=Ash")!))
        #expect(seen == ["[\"water\", \"grass\", \"water\"] 2 Ash"])
    }

    @Test("Multiple link sources, groups and accept policies")
    func multipleLinkSources() throws {
        let pokedexWeb: LinkSource = .universalLink(URL(string: "https://my-awesome-pokedex.com")!)
        let anotherWeb: LinkSource = .universalLink(URL(string: "https://kanto.my-awesome-pokedex.com")!)
        let screens = Screens()
        let router = try DefaultRouter(accepting: [customURLScheme, pokedexWeb, anotherWeb]) { registry in
            registry.route("/pokemons/:pokedexID") { context in
                let pokedexID: Int = try context.argument(named: "pokedexID")
                if !Pokedex.isExist(pokedexID) { throw PokedexError.pokemonIsNotExist(pokedexID) }
                screens.shown.append("detail \(pokedexID)")
            }
            registry.group(accepting: [customURLScheme]) { group in
                group.route("/moves/:move_name") { context in
                    let moveName: String = try context.argument(named: "move_name")
                    screens.shown.append("move \(moveName)")
                }
                group.route("/pokemons/:pokedexID/move") { context in
                    let pokedexID: Int = try context.argument(named: "pokedexID")
                    screens.shown.append("moves of \(pokedexID)")
                }
            }
            registry.route("/regions", accepting: .only(for: pokedexWeb)) { _ in
                screens.shown.append("regions")
            }
        }
        for source in ["pokedex://", "https://my-awesome-pokedex.com/", "https://kanto.my-awesome-pokedex.com/"] {
            #expect(router.openIfPossible(URL(string: source + "pokemons/25")!))
        }
        #expect(router.openIfPossible(URL(string: "pokedex://moves/thunderbolt")!))
        #expect(!router.openIfPossible(URL(string: "https://my-awesome-pokedex.com/moves/thunderbolt")!))
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons/25/move")!))
        #expect(!router.openIfPossible(URL(string: "https://kanto.my-awesome-pokedex.com/pokemons/25/move")!))
        #expect(router.openIfPossible(URL(string: "https://my-awesome-pokedex.com/regions")!))
        #expect(!router.openIfPossible(URL(string: "https://kanto.my-awesome-pokedex.com/regions")!))
        #expect(!router.openIfPossible(URL(string: "pokedex://regions")!))
        #expect(
            screens.shown == [
                "detail 25", "detail 25", "detail 25", "move thunderbolt", "moves of 25", "regions",
            ])
    }

    @Test("A custom router carries a userInfo payload")
    func customRouterUserInfo() throws {
        struct UserInfo {
            let userID: Int64
        }
        var received: [Int64] = []
        let router = try LinkRouter<UserInfo>(accepting: customURLScheme) { registry in
            registry.route("pokedex://pokemons") { context in
                let userInfo: UserInfo = context.userInfo
                received.append(userInfo.userID)
            }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons")!, userInfo: UserInfo(userID: 42)))
        #expect(!router.openIfPossible(URL(string: "pokedex://items")!, userInfo: UserInfo(userID: 7)))
        #expect(received == [42])
    }

    @Test("Parse URL patterns without a router (ContextParser)")
    func contextParser() throws {
        let parser = ContextParser()
        let context = try parser.parse(URL(string: "pokedex:/pokemons/25")!, with: "pokedex://pokemons/:id")
        let id: Int = try context.argument(named: "id")
        #expect(id == 25)
        let sameContext = try parser.parse(URL(string: "pokedex://pokemons/25")!, with: "pokedex://pokemons/:id")
        #expect(try sameContext.argument(named: "id", as: Int.self) == 25)
    }
}
