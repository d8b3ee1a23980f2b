import Corridor
import Dispatch
import Foundation
import Testing

private struct MockViewPost: CorridorRoute, Equatable {
    let postId: Int
}

private struct MockNewsfeed: CorridorRoute {}

private struct MockPostBySlug: CorridorRoute, Equatable {
    let postId: String
}

private struct Search: CorridorRoute, Equatable {
    let q: String
}

private struct RefusedRoute: Error {}

private struct NumberedRoute: CorridorRoute, Equatable {
    let number: Int
}

private func url(_ text: String) -> URL {
    URL(string: text)!
}

@Suite("CorridorRouter")
struct CorridorRouterTests {
    // MARK: The behaviours Corridor's own test suite checks

    @Test("corridorResponse decodes matching values and refuses a String for an Int")
    func corridorResponseStrictness() throws {
        #expect(try corridorResponse(["postId": 132_872], MockViewPost.self) == MockViewPost(postId: 132_872))
        #expect(throws: DecodingError.self) { try corridorResponse(["postId": "132872"], MockViewPost.self) }
    }

    @Test("Among matching routes the first registered wins")
    func firstRegisteredWins() {
        let router = CorridorRouter()
        router.register("/newsfeed/?:postId{int?}", { try corridorResponse($0, MockViewPost.self) })
        router.register("/newsfeed/", { try corridorResponse($0, MockNewsfeed.self) })
        #expect(router.attemptMatch(url: url("http://www.example.com/newsfeed?postId=111"))?.route is MockViewPost)
    }

    @Test("A later route matches what an earlier one does not")
    func secondRegisteredMatches() {
        let router = CorridorRouter()
        router.register("/newsfeed/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
        router.register("/newsfeed/", { try corridorResponse($0, MockNewsfeed.self) })
        #expect(router.attemptMatch(url: url("http://www.example.com/newsfeed"))?.route is MockNewsfeed)
        #expect(router.attemptMatch(url: url("http://www.example.com/newsfeed/42"))?.route is MockViewPost)
    }

    @Test(
        "The `.*` wildcard matches zero or more segments",
        arguments: [
            "http://www.example.com/newsfeed",
            "http://www.example.com/newsfeed/",
            "http://www.example.com/newsfeed/myNeighborhood/",
            "http://www.example.com/newsfeed/a/b/c",
        ])
    func wildcard(text: String) {
        let router = CorridorRouter()
        router.register("/newsfeed/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
        router.register("/newsfeed/.*", { try corridorResponse($0, MockNewsfeed.self) })
        #expect(router.attemptMatch(url: url(text))?.route is MockNewsfeed)
    }

    @Test(
        "URLs no route matches",
        arguments: [
            "http://www.example.com/newsfeed/111/thanks",
            "http://www.example.com/abcdefg",
            "http://www.example.com/",
        ])
    func noMatch(text: String) {
        let router = CorridorRouter()
        router.register("/newsfeed/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
        router.register("/newsfeed/", { try corridorResponse($0, MockNewsfeed.self) })
        #expect(router.attemptMatch(url: url(text)) == nil)
    }

    @Test("A decoder that throws passes the URL to the next matching route")
    func decodeFailureFallsThrough() throws {
        let router = CorridorRouter()
        // `postId` is an Int in the URL but a String in MockPostBySlug: decoding fails.
        router.register("/post/:postId{int}", { try corridorResponse($0, MockPostBySlug.self) })
        router.register("/post/:postId", { try corridorResponse($0, MockPostBySlug.self) })
        let route = try #require(router.attemptMatch(url: url("https://example.com/post/15"))?.route as? MockPostBySlug)
        #expect(route == MockPostBySlug(postId: "15"))
    }

    @Test("Falling through skips non-matching routes and keeps registration order")
    func fallThroughOrder() throws {
        let router = CorridorRouter()
        for number in 0..<6 {
            router.register(
                number == 3 ? "/other/:x" : "/item/:x",
                {
                    _ = $0
                    if number < 4 { throw RefusedRoute() }
                    return NumberedRoute(number: number)
                })
        }
        let route = try #require(router.attemptMatch(url: url("https://example.com/item/1"))?.route as? NumberedRoute)
        #expect(route.number == 4)
    }

    @Test("When every matching decoder throws there is no match")
    func decodeFailureNoMatch() {
        let router = CorridorRouter()
        router.register("/post/:postId{int}", { try corridorResponse($0, MockPostBySlug.self) })
        router.register("/post/:postId", { _ in throw RefusedRoute() })
        #expect(router.attemptMatch(url: url("https://example.com/post/15")) == nil)
    }

    @Test("Global params: absent ones are nil, a failing global decoder means no match")
    func globalParamsDecoding() throws {
        struct Tracking: CorridorGlobalParams {
            let ct: String?
            let source: String?
        }
        struct StrictTracking: CorridorGlobalParams {
            let ct: Int
        }
        let mapping = GlobalQueryOptionalParamsMapping(params: ["ct", "source"]) {
            try corridorGlobalParamsResponse($0, Tracking.self)
        }
        let router = CorridorRouter(globalQueryOptionalParamsMapping: mapping)
        router.register("/post/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
        let response = try #require(router.attemptMatch(url: url("https://example.com/post/3?ct=e%20mail&x=1")))
        let tracking = try #require(response.globalParams as? Tracking)
        #expect(tracking.ct == "e mail")
        #expect(tracking.source == nil)
        #expect((response.route as? MockViewPost)?.postId == 3)

        let strict = CorridorRouter(
            globalQueryOptionalParamsMapping: GlobalQueryOptionalParamsMapping(params: ["ct"]) {
                try corridorGlobalParamsResponse($0, StrictTracking.self)
            })
        strict.register("/post/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
        #expect(strict.attemptMatch(url: url("https://example.com/post/3?ct=abc")) == nil)
    }

    @Test("Without a mapping the global params are CorridorGlobalParamsNone")
    func noGlobalParams() throws {
        let router = CorridorRouter()
        router.register("/post/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
        let response = try #require(router.attemptMatch(url: url("https://example.com/post/3?ct=1")))
        #expect(response.globalParams is CorridorGlobalParamsNone)
    }

    @Test("A format may not use a global param's name")
    func globalParamNameReserved() throws {
        let mapping = GlobalQueryOptionalParamsMapping(params: ["ct"]) { _ in CorridorGlobalParamsNone() }
        let router = CorridorRouter(globalQueryOptionalParamsMapping: mapping)
        let error = try #require(throws: FormatError.self) { try router.add("/post/?:ct{int}", as: MockViewPost.self) }
        #expect(error.reason == .globalParamName("ct"))
    }

    @Test(
        "Percent-escaped query values are decoded once",
        arguments: [
            ("https://example.com/search?q=hello%20world", "hello world"),
            ("https://example.com/search?q=caf%C3%A9", "café"),
            ("https://example.com/search?q=a%26b%3Dc", "a&b=c"),
            ("https://example.com/search?q=%2531", "%31"),
            ("https://example.com/search?q=1+2", "1+2"),
            ("https://example.com/search?%71=named", "named"),
        ])
    func percentEscapedQuery(text: String, expected: String) throws {
        let router = CorridorRouter()
        try router.add("/search/?:q{string}", as: Search.self)
        let route = try #require(router.attemptMatch(url: url(text))?.route as? Search)
        #expect(route.q == expected)
    }

    @Test("For a repeated query name the last value wins")
    func repeatedQueryName() throws {
        let router = CorridorRouter()
        try router.add("/search/?:q{string}", as: Search.self)
        let route = try #require(router.attemptMatch(url: url("https://example.com/search?q=a&q=b"))?.route as? Search)
        #expect(route.q == "b")
    }

    @Test("An optional query param present but not converting fails the route")
    func optionalPresentButInvalid() {
        struct ViewUser: CorridorRoute { let userId: Int? }
        let router = CorridorRouter()
        router.register("/user/?:userId{int?}", { try corridorResponse($0, ViewUser.self) })
        #expect(router.attemptMatch(url: url("https://example.com/user?userId=abc")) == nil)
    }

    @Test(
        "Bool params accept True true yes 1 / False false no 0",
        arguments: [
            ("True", true), ("true", true), ("yes", true), ("1", true),
            ("False", false), ("false", false), ("no", false), ("0", false),
        ])
    func boolParam(text: String, expected: Bool) throws {
        struct Unsubscribe: CorridorRoute { let unsub: Bool }
        let router = CorridorRouter()
        try router.add("/news_feed/?:unsub{bool}", as: Unsubscribe.self)
        let route = try #require(
            router.attemptMatch(url: url("https://e.com/news_feed?unsub=\(text)"))?.route as? Unsubscribe)
        #expect(route.unsub == expected)
    }

    @Test("register and add accept the same formats; add reports a malformed format with its column")
    func addReportsFormatErrors() throws {
        let router = CorridorRouter()
        let error = try #require(throws: FormatError.self) {
            try router.add("/user/:userId{integer}", as: MockViewPost.self)
        }
        #expect(error.reason == .unknownType("integer"))
        #expect(error.column == 15)
        #expect(error.format == "/user/:userId{integer}")
        #expect(throws: FormatError.self) { try router.add("user/:userId{int}", as: MockViewPost.self) }
        #expect(router.formats.isEmpty)
        try router.add("/user/:postId{int}", as: MockViewPost.self)
        #expect(router.formats == ["/user/:postId{int}"])
        #expect((router.attemptMatch(url: url("https://example.com/user/7"))?.route as? MockViewPost)?.postId == 7)
    }

    @Test("register stops the program on a malformed format, as Corridor does, naming the problem")
    func registerTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let router = CorridorRouter()
            router.register("/user/:userId{integer}", { try corridorResponse($0, MockViewPost.self) })
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("format \"/user/:userId{integer}\", column 15: unknown type 'integer'"))
    }

    @Test("add(_:_:) with a closure")
    func addWithClosure() throws {
        let router = CorridorRouter()
        try router.add("/post/:postId{int}") { try corridorResponse($0, MockViewPost.self) }
        #expect((router.attemptMatch(url: url("https://example.com/post/9"))?.route as? MockViewPost)?.postId == 9)
    }

    @Test("Custom-scheme URLs are matched by their host and path")
    func customSchemeURL() throws {
        let router = CorridorRouter()
        try router.add("/post/:postId{int}", as: MockViewPost.self)
        #expect((router.attemptMatch(url: url("myapp://post/12"))?.route as? MockViewPost)?.postId == 12)
        #expect((router.attemptMatch(url: url("myapp:/post/13"))?.route as? MockViewPost)?.postId == 13)
    }

    @Test(
        "Scheme-less URLs: a leading host name is a host, anything else a path",
        arguments: [
            ("www.example.com/post/1", 1),
            ("example.co.uk/post/2", 2),
            ("/post/3", 3),
            ("post/4", 4),
        ])
    func schemeLessURLs(text: String, expected: Int) throws {
        let router = CorridorRouter()
        try router.add("/post/:postId{int}", as: MockViewPost.self)
        let route = try #require(router.attemptMatch(url: url(text))?.route as? MockViewPost)
        #expect(route.postId == expected)
    }

    @Test("The fragment is ignored")
    func fragmentIgnored() {
        let router = CorridorRouter()
        router.register("/post/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
        #expect(router.attemptMatch(url: url("https://example.com/post/5#comments")) != nil)
    }

    // MARK: Custom types

    @Test("A custom type may implement convert(from:) instead of convertToType(from:)")
    func convertSpelling() throws {
        struct EvenType: CorridorTypeProtocol {
            let name = "even"
            func convert(from value: String) -> Any? {
                guard let number = Int(value), number % 2 == 0 else { return nil }
                return number
            }
        }
        let router = CorridorRouter(corridorTypes: try CorridorTypes(customTypes: [EvenType()]))
        router.register("/n/:postId{even}", { try corridorResponse($0, MockViewPost.self) })
        #expect((router.attemptMatch(url: url("https://e.com/n/4"))?.route as? MockViewPost)?.postId == 4)
        #expect(router.attemptMatch(url: url("https://e.com/n/5")) == nil)
        #expect(EvenType().convertToType(from: "8") as? Int == 8)
    }

    @Test("A custom type's own value reaches the route, in lists too")
    func customTypeValues() throws {
        struct UUIDType: CorridorTypeProtocol {
            let name = "uuid"
            func convertToType(from value: String) -> Any? { UUID(uuidString: value) }
        }
        struct ViewDocuments: CorridorRoute {
            let owner: UUID
            let ids: [UUID]
        }
        let first = UUID()
        let second = UUID()
        let router = CorridorRouter(corridorTypes: try CorridorTypes(customTypes: [UUIDType()]))
        try router.add("/docs/:owner{uuid}/?:ids{[uuid]}", as: ViewDocuments.self)
        let text = "https://e.com/docs/\(first.uuidString)?ids=\(second.uuidString),\(first.uuidString)"
        let route = try #require(router.attemptMatch(url: url(text))?.route as? ViewDocuments)
        #expect(route.owner == first)
        #expect(route.ids == [second, first])
        #expect(router.attemptMatch(url: url("https://e.com/docs/nope?ids=\(first.uuidString)")) == nil)
    }

    @Test("Engine types (ready-made extras, enumerations) can be registered next to custom ones")
    func engineTypes() throws {
        struct ViewColor: CorridorRoute {
            let color: String
            let id: String
        }
        var registry = TypeRegistry()
        try registry.registerExtra(named: "hex")
        try registry.register(.oneOf("color", values: ["red", "green"]))
        let types = try CorridorTypes(customTypes: [CorridorTypeNames.uint], registry: registry)
        #expect(types.names == ["int", "string", "bool", "hex", "color", "uint"])
        let router = CorridorRouter(corridorTypes: types)
        try router.add("/paint/:color{color}/:id{hex}", as: ViewColor.self)
        let route = try #require(router.attemptMatch(url: url("https://e.com/paint/red/beef"))?.route as? ViewColor)
        #expect(route.color == "red" && route.id == "beef")
        #expect(router.attemptMatch(url: url("https://e.com/paint/blue/beef")) == nil)
    }

    @Test("Custom type names must be alphabetic and new")
    func customTypeNames() throws {
        struct Named: CorridorTypeProtocol {
            let name: String
            func convert(from value: String) -> Any? { value }
        }
        let digits = try #require(throws: CorridorTypes.TypeError.self) {
            try CorridorTypes(customTypes: [Named(name: "u1nt")])
        }
        #expect(digits == .invalidName(message: "type name 'u1nt' must be alphabetic (A-Z, a-z)"))
        let builtIn = try #require(throws: CorridorTypes.TypeError.self) {
            try CorridorTypes(customTypes: [Named(name: "int")])
        }
        #expect(builtIn == .duplicateName(message: "type 'int' is already registered"))
        let twice = try #require(throws: CorridorTypes.TypeError.self) {
            try CorridorTypes(customTypes: [Named(name: "slug"), Named(name: "slug")])
        }
        #expect(twice == .duplicateName(message: "type 'slug' is already registered"))
        #expect(twice.description == "type 'slug' is already registered")
    }

    @Test("Corridor's catch clauses on TypeError cases compile and catch")
    func typeErrorCatchClauses() {
        struct Named: CorridorTypeProtocol {
            let name: String
            func convert(from value: String) -> Any? { nil }
        }
        var caught: [String] = []
        for name in ["int32", "string", "coordinate"] {
            do {
                _ = try CorridorTypes(customTypes: [Named(name: name)])
                caught.append("ok \(name)")
            } catch CorridorTypes.TypeError.invalidName(let message) {
                caught.append("invalid: \(message)")
            } catch CorridorTypes.TypeError.duplicateName(let message) {
                caught.append("duplicate: \(message)")
            } catch {
                caught.append("other")
            }
        }
        #expect(
            caught == [
                "invalid: type name 'int32' must be alphabetic (A-Z, a-z)",
                "duplicate: type 'string' is already registered", "ok coordinate",
            ])
    }

    @Test("A CorridorTypeConverterProtocol converter is what a custom type refines")
    func converterProtocol() throws {
        struct Coordinate: CorridorTypeProtocol {
            let name = "coordinate"
            func convert(from value: String) -> Any? {
                let parts = value.split(separator: ":")
                guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
                return [x, y]
            }
        }
        let converter: any CorridorTypeConverterProtocol = Coordinate()
        #expect(converter.convert(from: "3:4") as? [Int] == [3, 4])
        #expect(converter.convert(from: "3") == nil)
        struct Spot: CorridorRoute { let at: [Int] }
        let router = CorridorRouter(corridorTypes: try CorridorTypes(customTypes: [Coordinate()]))
        router.register("/spot/:at{coordinate}", { try corridorResponse($0, Spot.self) })
        let match = try #require(router.attemptMatch(url: URL(string: "https://example.com/spot/3:4")!))
        #expect((match.route as? Spot)?.at == [3, 4])
        #expect(router.attemptMatch(url: URL(string: "https://example.com/spot/3")!) == nil)
    }

    // MARK: Thread safety

    @Test("Registering and matching from many threads at once")
    func concurrentRegistrationAndMatching() throws {
        let router = CorridorRouter()
        let registered = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            router.register("/r\(index)/:postId{int}", { try corridorResponse($0, MockViewPost.self) })
            // The route this thread just registered matches at once.
            let route = router.attemptMatch(url: url("https://example.com/r\(index)/\(index)"))?.route as? MockViewPost
            registered.append(route?.postId ?? -1)
        }
        #expect(registered.sorted == Array(0..<40))
        #expect(router.formats.count == 40)
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let number = index % 40
            let route = router.attemptMatch(url: url("https://example.com/r\(number)/\(index)"))?.route as? MockViewPost
            results.append(route?.postId ?? -1)
        }
        #expect(results.sorted == Array(0..<200))
    }
}

/// A ready-made Corridor custom type for tests.
private enum CorridorTypeNames {
    struct UIntType: CorridorTypeProtocol {
        let name = "uint"
        func convertToType(from value: String) -> Any? { UInt(value) }
    }

    static let uint = UIntType()
}

/// Results appended from many threads.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func append(_ value: Int) {
        lock.withLock { values.append(value) }
    }

    var sorted: [Int] {
        lock.withLock { values.sorted() }
    }
}
