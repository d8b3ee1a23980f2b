import Corridor
import Foundation
import Testing

private enum Region: String, Parsable {
    case kanto, johto, hoenn
}

private struct Trainer: Parsable, Equatable {
    let name: String
    init?(from text: String) {
        guard !text.isEmpty else { return nil }
        name = text
    }
}

/// Crossroad's ContextTests and ParsableTests, on LinkContext.
@Suite("LinkContext")
struct LinkContextTests {
    private let context = LinkContext<Void>(
        url: URL(string: "pokedex://searches")!,
        arguments: ["pokedexID": "25", "name": "Pikachu"],
        queryItems: [
            .init(name: "name", value: "Pikachu"),
            .init(name: "type", value: "electric"),
            .init(name: "region", value: "kanto"),
            .init(name: "name2", value: "Mewtwo"),
            .init(name: "level", value: "42"),
            .init(name: "Level", value: "43"),
        ],
        userInfo: ())

    @Test("Query parameters: exact names first, then ignoring case")
    func queryParameters() {
        #expect(context.queryParameter(named: "name") == "Pikachu")
        #expect(context.queryParameter(named: "foo", as: String.self) == nil)
        #expect(context.queryParameter(named: "region") == Region.kanto)
        #expect(context.queryParameter(named: "NaMe") == "Pikachu")
        #expect(context.queryParameter(named: "NAME2") == "Mewtwo")
        #expect(context.queryParameter(named: "level") == 42)
        #expect(context.queryParameter(named: "Level") == 43)
        #expect(context.queryParameter(named: "LEVEL") == 43)
        #expect(context.queryParameters.type == "electric")
        #expect(context.queryParameters["region"] == Region.kanto)
        #expect(context.queryParameter(named: "type", as: Region.self) == nil)
    }

    @Test("Arguments are typed on demand")
    func arguments() throws {
        #expect(try context.argument(named: "name") == "Pikachu")
        #expect(try context.argument(named: "pokedexID") == 25)
        #expect(try context.argument(named: "pokedexID", as: Int64.self) == 25)
        #expect(context.arguments.pokedexID == 25)
        #expect(context.arguments["region"] as Region? == nil)
        let missing = try #require(throws: Arguments.Error.self) {
            try context.argument(named: "region", as: Region.self)
        }
        #expect(missing == .keyNotFound("region"))
        #expect(missing.description == "no argument 'region' in the matched pattern")
        let unparsable = try #require(throws: Arguments.Error.self) {
            try context.argument(named: "name", as: Int.self)
        }
        #expect(unparsable == .couldNotParse(Int.self))
        #expect(unparsable != .couldNotParse(Int64.self))
        #expect(unparsable.description == "the argument is not a value of type Int")
    }

    @Test("Required query parameters throw when absent or unparsable")
    func requiredQueryParameters() throws {
        #expect(try context.requiredQueryParameter(named: "level", as: Int.self) == 42)
        let missing = try #require(throws: QueryParameters.Error.self) {
            try context.requiredQueryParameter(named: "generation", as: Int.self)
        }
        #expect(missing == .missingRequiredQueryParameter("generation"))
        let unparsable = try #require(throws: QueryParameters.Error.self) {
            try context.requiredQueryParameter(named: "type", as: Region.self)
        }
        #expect(unparsable == .missingRequiredQueryParameter("type"))
        #expect(unparsable.description == "no query parameter 'type' of the requested type in the URL")
    }

    @Test("Ready-made Parsable types")
    func readyMadeParsables() {
        #expect(Int(from: "-12") == -12)
        #expect(Int(from: "1.5") == nil)
        #expect(Int64(from: "9223372036854775807") == .max)
        #expect(Float(from: "1.5") == 1.5)
        #expect(Double(from: "-2e3") == -2000)
        #expect(Double(from: "abc") == nil)
        #expect(String(from: "text") == "text")
        #expect(URL(from: "https://example.com/a?b=c") == URL(string: "https://example.com/a?b=c"))
        #expect(Region(from: "johto") == .johto)
        #expect(Region(from: "Johto") == nil)
        #expect(Trainer(from: "Ash") == Trainer(from: "Ash"))
        #expect(Trainer(from: "") == nil)
    }

    @Test(
        "Bool accepts the format language's spellings",
        arguments: [
            ("true", true), ("True", true), ("yes", true), ("1", true),
            ("false", false), ("False", false), ("no", false), ("0", false),
        ])
    func bools(text: String, expected: Bool) {
        #expect(Bool(from: text) == expected)
    }

    @Test("Comma-separated arrays and sets skip empty and unparsable elements, as Crossroad does")
    func lists() {
        #expect([Int](from: "1,2,3") == [1, 2, 3])
        #expect([Int](from: "1,,3") == [1, 3])
        #expect([Int](from: "1,x,2") == [1, 2])
        #expect([Int](from: "") == [])
        #expect([String](from: "a,,c,d,,,,f") == ["a", "c", "d", "f"])
        #expect([Double](from: "1.1") == [1.1])
        #expect([Region](from: "kanto,hoenn,sinnoh") == [.kanto, .hoenn])
        #expect(Set<Region>(from: "kanto,hoenn,kanto") == [.kanto, .hoenn])
        #expect(Set<String>(from: "a,,c,d,,,,f") == ["a", "c", "d", "f"])
        #expect(Set<Int>(from: "1,y") == [1])
        #expect([Trainer](from: "Ash,Misty") == [Trainer(from: "Ash")!, Trainer(from: "Misty")!])
    }

    @Test("A route's list accessor skips what a {[int]} format would refuse")
    func listAccessorAgainstListType() throws {
        var seen: [[Int]] = []
        let router = try SimpleRouter(accepting: .customURLScheme("pokedex")) { registry in
            registry.route("/strict/?:ids{[int]}") { context in seen.append(context.queryParameters.ids ?? [-1]) }
            registry.route("/lenient") { context in seen.append(context.queryParameters.ids ?? [-1]) }
        }
        #expect(!router.responds(to: URL(string: "pokedex://strict?ids=1,,2")!))
        #expect(router.openIfPossible(URL(string: "pokedex://strict?ids=1,2")!))
        #expect(router.openIfPossible(URL(string: "pokedex://lenient?ids=1,,x,2")!))
        #expect(seen == [[1, 2], [1, 2]])
    }

    @Test("A router's context: decoded arguments and query items, the pattern, typed decoding")
    func routerContext() throws {
        struct Search: Decodable {
            let keyword: String
            let page: Int?
        }
        var seen: [String] = []
        let router = try DefaultRouter(accepting: .customURLScheme("pokedex")) { registry in
            registry.route("/search/:keyword/?:page{int?}") { context in
                let search = try context.decode(Search.self)
                let keyword: String = try context.argument(named: "keyword")
                let note: String? = context.queryParameter(named: "note")
                seen.append("\(context.pattern)|\(keyword)|\(search.keyword)|\(search.page ?? 0)|\(note ?? "-")")
            }
            registry.route("/files/*") { context in
                let rest: String = try context.argument(named: "*")
                seen.append("files \(rest)")
            }
        }
        #expect(router.openIfPossible(URL(string: "pokedex://search/Mr.%20Mime?page=2&note=a%26b")!))
        #expect(router.openIfPossible(URL(string: "pokedex://search/Pikachu")!))
        #expect(router.openIfPossible(URL(string: "pokedex://files/a/b%2Fc")!))
        #expect(
            seen == [
                "/search/:keyword/?:page{int?}|Mr. Mime|Mr. Mime|2|a&b",
                "/search/:keyword/?:page{int?}|Pikachu|Pikachu|0|-",
                "files a/b/c",
            ])
    }
}
