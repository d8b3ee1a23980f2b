import Corridor
import Dispatch
import Foundation
import Testing

private struct Refused: Error {}

private let pokedex: LinkSource = .customURLScheme("pokedex")
private let pokedexWeb: LinkSource = .universalLink("https://my-awesome-pokedex.com")

@Suite("LinkRouter")
struct LinkRouterTests {
    // MARK: Responding and opening (Crossroad's RouterTests)

    @Test("responds(to:) matches patterns with and without the scheme in them", arguments: [true, false])
    func responds(patternsCarryScheme: Bool) throws {
        let prefix = patternsCarryScheme ? "foobar://" : "/"
        let router = try DefaultRouter(accepting: .customURLScheme("foobar")) { registry in
            registry.route(prefix + "static") { _ in }
            registry.route(prefix + "foo/bar") { _ in }
            registry.route(prefix + "spam/ham") { _ in throw Refused() }
            registry.route(prefix + ":keyword") { _ in }
            registry.route(prefix + "foo/:keyword") { _ in }
        }
        for text in ["foobar://static", "foobar://foo", "foobar://foo/bar", "foobar://foo/10000", "foobar://spam/ham"] {
            #expect(router.responds(to: URL(string: text)!), "\(text)")
        }
        for text in ["foobar://aaa/bbb", "notfoobar://aaa/bbb", "static", "foo", "foo/bar", "aaa/bbb", "spam/ham"] {
            #expect(!router.responds(to: URL(string: text)!), "\(text)")
        }
        #expect(!router.openIfPossible(URL(string: "foobar://spam/ham")!))
    }

    @Test("Handlers receive the URL, arguments and query parameters")
    func handle() throws {
        var calls: [String] = []
        let router = try DefaultRouter(accepting: .customURLScheme("foobar")) { registry in
            registry.route("foobar://static") { context in
                calls.append("static \(context.url.absoluteString)")
            }
            registry.route("foobar://foo/bar") { context in
                let param0: Int? = context.queryParameter(named: "param0")
                calls.append("foo/bar \(param0 ?? -1)")
            }
            registry.route("foobar://:keyword") { context in
                let keyword = try context.argument(named: "keyword", as: String.self)
                calls.append("keyword \(keyword)")
            }
            registry.route("foobar://foo/:keyword/:keyword2") { context in
                let keyword: String? = context.arguments.keyword
                let keyword2: String? = context.arguments["keyword2"]
                calls.append("two \(keyword ?? "-") \(keyword2 ?? "-")")
            }
        }
        #expect(router.openIfPossible(URL(string: "foobar://static")!))
        #expect(router.openIfPossible(URL(string: "foobar://foo/bar?param0=123")!))
        #expect(router.openIfPossible(URL(string: "foobar://hoge")!))
        #expect(router.openIfPossible(URL(string: "foobar://foo/hoge/fuga")!))
        for text in ["notfoobar://static", "static", "foo/bar?param0=123", "hoge", "foo/hoge/fuga", "foobar://a/b/c/d"]
        {
            #expect(!router.openIfPossible(URL(string: text)!), "\(text)")
        }
        #expect(calls == ["static foobar://static", "foo/bar 123", "keyword hoge", "two hoge fuga"])
    }

    @Test("A throwing handler passes the URL on to the next matching route")
    func throwingHandlerFallsThrough() throws {
        var calls: [String] = []
        let router = try DefaultRouter(accepting: .customURLScheme("foobar")) { registry in
            registry.route("foobar://foo/:id") { context in
                let id: Int = try context.argument(named: "id")
                calls.append("id \(id)")
            }
            registry.route("foobar://foo/:keyword") { context in
                let keyword = try context.argument(named: "keyword", as: String.self)
                calls.append("keyword \(keyword)")
            }
            registry.route("foobar://foo/bar") { _ in
                calls.append("never: an earlier route already opened it")
            }
        }
        #expect(router.openIfPossible(URL(string: "foobar://foo/42")!))
        #expect(router.openIfPossible(URL(string: "foobar://foo/bar")!))
        #expect(!router.openIfPossible(URL(string: "foo/42")!))
        #expect(calls == ["id 42", "keyword bar"])
    }

    @Test("userInfo reaches the handler")
    func userInfo() throws {
        struct UserInfo { let value: Int }
        var received: Int?
        let router = try LinkRouter<UserInfo>(accepting: .customURLScheme("foobar")) { registry in
            registry.route("/static") { context in received = context.userInfo.value }
        }
        #expect(router.openIfPossible(URL(string: "foobar://static")!, userInfo: UserInfo(value: 42)))
        #expect(!router.openIfPossible(URL(string: "static")!, userInfo: UserInfo(value: 1)))
        #expect(received == 42)
    }

    // MARK: Link sources (Crossroad's Router_AcceptanceTests)

    @Test("A route accepting only the universal link refuses the custom scheme")
    func acceptOnly() throws {
        let router = try DefaultRouter(accepting: [pokedex, pokedexWeb]) { registry in
            registry.route("/pokemons/:id", accepting: .only(for: pokedexWeb)) { _ in }
        }
        #expect(!router.responds(to: URL(string: "pokedex://pokemons/25")!))
        #expect(router.responds(to: URL(string: "https://my-awesome-pokedex.com/pokemons/25")!))
        #expect(!router.responds(to: URL(string: "http://my-awesome-pokedex.com/pokemons/25")!))
    }

    @Test(
        "Schemes and hosts compare case-insensitively, paths case-sensitively",
        arguments: [
            ("POKEDEX://pokemons/25", true),
            ("Pokedex://Pokemons/25", true),
            ("HTTPS://My-Awesome-Pokedex.COM/pokemons/25", true),
            ("https://my-awesome-pokedex.com/Pokemons/25", false),
            ("pokedex://pokemons/25/", true),
            ("pokedex://pokemons//25", true),
        ])
    func caseInsensitivity(text: String, responds: Bool) throws {
        let router = try DefaultRouter(accepting: [pokedex, pokedexWeb]) { registry in
            registry.route("/pokemons/:id") { _ in }
        }
        #expect(router.responds(to: URL(string: text)!) == responds)
    }

    @Test("A pattern's first literal compares case-insensitively as a custom scheme's host only")
    func upperCaseFirstLiteral() throws {
        var opened: [String] = []
        let router = try DefaultRouter(accepting: [pokedex, pokedexWeb]) { registry in
            registry.route("/Pokemons/:id") { context in opened.append(try context.argument(named: "id")) }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons/1")!))
        #expect(router.openIfPossible(URL(string: "pokedex://POKEMONS/2")!))
        #expect(router.openIfPossible(URL(string: "https://my-awesome-pokedex.com/Pokemons/3")!))
        #expect(!router.openIfPossible(URL(string: "https://my-awesome-pokedex.com/pokemons/4")!))
        #expect(opened == ["1", "2", "3"])
    }

    @Test("The custom scheme's host is an argument like any path segment, in its original case")
    func hostArgument() throws {
        var keywords: [String] = []
        let router = try DefaultRouter(accepting: pokedex) { registry in
            registry.route("/:keyword") { context in keywords.append(try context.argument(named: "keyword")) }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://Pikachu")!))
        #expect(keywords == ["Pikachu"])
    }

    @Test("A format carrying its own source accepts that source only")
    func formatWithSource() throws {
        let router = try DefaultRouter(accepting: [pokedex, pokedexWeb]) { registry in
            registry.route("pokedex://pokemons/:id") { _ in }
            registry.route("https://my-awesome-pokedex.com/items/:id") { _ in }
        }
        #expect(router.responds(to: URL(string: "pokedex://pokemons/1")!))
        #expect(!router.responds(to: URL(string: "https://my-awesome-pokedex.com/pokemons/1")!))
        #expect(router.responds(to: URL(string: "https://my-awesome-pokedex.com/items/1")!))
        #expect(!router.responds(to: URL(string: "pokedex://items/1")!))
    }

    @Test("Nested groups and policies accept the intersection of their sources")
    func nestedGroups() throws {
        let kanto: LinkSource = .universalLink("https://kanto.example.com")
        let router = try DefaultRouter(accepting: [pokedex, pokedexWeb, kanto]) { registry in
            registry.group(accepting: [pokedex, kanto]) { outer in
                outer.route("/a") { _ in }
                outer.group(accepting: [kanto, pokedexWeb]) { inner in
                    inner.route("/b") { _ in }
                }
                outer.route("/c", accepting: .only(for: pokedex)) { _ in }
            }
        }
        #expect(router.responds(to: URL(string: "pokedex://a")!))
        #expect(router.responds(to: URL(string: "https://kanto.example.com/a")!))
        #expect(!router.responds(to: URL(string: "https://my-awesome-pokedex.com/a")!))
        #expect(router.responds(to: URL(string: "https://kanto.example.com/b")!))
        #expect(!router.responds(to: URL(string: "pokedex://b")!))
        #expect(!router.responds(to: URL(string: "https://my-awesome-pokedex.com/b")!))
        #expect(router.responds(to: URL(string: "pokedex://c")!))
        #expect(!router.responds(to: URL(string: "https://kanto.example.com/c")!))
    }

    @Test("A router without link sources matches the path of any URL")
    func noSources() throws {
        var count = 0
        let router = try DefaultRouter(accepting: []) { registry in
            registry.route("/pokemons/:id{int}") { _ in count += 1 }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons/1")!))
        #expect(router.openIfPossible(URL(string: "https://any.example/pokemons/2")!))
        #expect(router.openIfPossible(URL(string: "/pokemons/3")!))
        #expect(!router.openIfPossible(URL(string: "/pokemons/x")!))
        #expect(count == 3)
    }

    @Test("Typed formats and typed routes")
    func typedRoutes() throws {
        struct ViewPokemon: Decodable {
            let id: Int
            let shiny: Bool?
        }
        var seen: [String] = []
        let router = try DefaultRouter(accepting: pokedex) { registry in
            registry.route("/pokemons/:id{int}?:shiny{bool?}", as: ViewPokemon.self) { pokemon, _ in
                seen.append("\(pokemon.id) \(pokemon.shiny.map(String.init) ?? "-")")
            }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons/25?shiny=yes")!))
        #expect(router.openIfPossible(URL(string: "pokedex://pokemons/26")!))
        #expect(!router.openIfPossible(URL(string: "pokedex://pokemons/pikachu")!))
        #expect(!router.openIfPossible(URL(string: "pokedex://pokemons/25?shiny=maybe")!))
        #expect(seen == ["25 true", "26 -"])
    }

    @Test("Routes added after construction are validated and matched")
    func addAfterConstruction() throws {
        let router = try DefaultRouter(accepting: [pokedex, pokedexWeb])
        try router.route("/a") { _ in }
        #expect(router.patterns == ["/a"])
        #expect(router.linkSources == [pokedex, pokedexWeb])
        #expect(router.responds(to: URL(string: "pokedex://a")!))
        let error = try #require(throws: RouteValidationError.self) { try router.route("/a") { _ in } }
        #expect(error.reason == .duplicateRoute(firstIndex: 0, firstPattern: "/a"))
        #expect(router.patterns == ["/a"])
    }

    @Test("Opening from many threads at once")
    func concurrentOpening() throws {
        let counter = Counter()
        let router = try DefaultRouter(accepting: [pokedex, pokedexWeb]) { registry in
            for index in 0..<20 {
                registry.route("/p\(index)/:id{int}") { context in
                    let id: Int = try context.argument(named: "id")
                    if id != index { throw Refused() }
                    counter.increment()
                }
            }
        }
        DispatchQueue.concurrentPerform(iterations: 400) { iteration in
            let index = iteration % 20
            let source = iteration % 2 == 0 ? "pokedex://" : "https://my-awesome-pokedex.com/"
            router.openIfPossible(URL(string: "\(source)p\(index)/\(index)")!)
            router.openIfPossible(URL(string: "\(source)p\(index)/\(index + 1)")!)
        }
        #expect(counter.value == 400)
    }
}

/// A thread-safe counter.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
