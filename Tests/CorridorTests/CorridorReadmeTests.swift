import Corridor
import Foundation
import Testing

// The examples of Nextdoor's Corridor README, as written; adapted only where the README is wrong:
// `CorridorTypes(customTypes:)` throws (needs `try`), `attemptMatch` returns an optional, and the
// custom-type URL `www.example.com/8971/?nickname=Bob` contradicts its own format (a typo for
// `/user/8971`).

private struct ViewUserProfile: CorridorRoute {
    let userId: Int
}

private struct CorridorTypeUInt: CorridorTypeProtocol {
    let name = "uint"
    func convertToType(from value: String) -> Any? {
        return UInt(value)
    }
}

private struct ViewUserProfileWithNickname: CorridorRoute {
    let userId: UInt
    let nickname: String?
}

private struct GlobalParams: CorridorGlobalParams {
    let sourceUserId: String?
}

private struct ViewNewsFeed: CorridorRoute {}

private struct ViewUser: CorridorRoute {
    let userId: Int?
}

private struct ViewUserFromEmail: CorridorRoute {
    let userId: Int
    let sourceType: String
}

private struct ViewFeed: CorridorRoute {
    let postIds: [Int]
}

private struct ViewUserByName: CorridorRoute {
    let userId: String
}

/// Collects what the README's `print` calls write.
private struct PrintedLines: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) { text += string }
}

@Suite("Corridor README examples")
struct CorridorReadmeTests {
    @Test("The quick start prints 15127128")
    func quickStart() {
        let router = CorridorRouter()
        router.register("/user/:userId{int}", { try corridorResponse($0, ViewUserProfile.self) })
        let url = URL(string: "https://example.com/user/15127128")!
        let result = router.attemptMatch(url)
        var output = PrintedLines()
        let route = result?.route
        switch route {
        case let route as ViewUserProfile:
            print(route.userId, to: &output)
        default:
            print("url not matched", to: &output)
        }
        #expect(output.text == "15127128\n")
    }

    @Test("The issue's spelling of the quick start compiles and prints 15127128")
    func quickStartAsInTheIssue() {
        var output = PrintedLines()
        let router = CorridorRouter()
        router.register("/user/:userId{int}", { try corridorResponse($0, ViewUserProfile.self) })
        let result = router.attemptMatch(url: URL(string: "https://example.com/user/15127128")!)
        switch result?.route {
        case let route as ViewUserProfile: print(route.userId, to: &output)
        default: print("url not matched", to: &output)
        }
        #expect(output.text == "15127128\n")
    }

    @Test("attemptMatch(url:) and attemptMatch(_:) agree; a non-integer id is not matched")
    func bothSpellings() {
        let router = CorridorRouter()
        router.register("/user/:userId{int}", { try corridorResponse($0, ViewUserProfile.self) })
        let url = URL(string: "https://example.com/user/15127128")!
        #expect((router.attemptMatch(url: url)?.route as? ViewUserProfile)?.userId == 15_127_128)
        #expect((router.attemptMatch(url)?.route as? ViewUserProfile)?.userId == 15_127_128)
        #expect(router.attemptMatch(URL(string: "https://example.com/user/bob")!) == nil)
    }

    @Test("A param without a type is a String")
    func untypedParamIsString() throws {
        let router = CorridorRouter()
        router.register("/user/:userId", { try corridorResponse($0, ViewUserByName.self) })
        let route = try #require(
            router.attemptMatch(URL(string: "https://example.com/user/12891")!)?.route as? ViewUserByName)
        #expect(route.userId == "12891")
    }

    @Test(
        "The custom base type `uint`",
        arguments: [
            "www.example.com/user/8971?nickname=Bob",
            "https://www.example.com/user/8971?nickname=Bob",
            "https://www.example.com/user/8971/?nickname=Bob",
        ])
    func customBaseType(url: String) throws {
        let baseTypes = try CorridorTypes(customTypes: [CorridorTypeUInt()])
        let router = CorridorRouter(corridorTypes: baseTypes)
        router.register(
            "/user/:userId{uint}?:nickname{string}",
            {
                try corridorResponse($0, ViewUserProfileWithNickname.self)
            })
        let routeResponse = try #require(router.attemptMatch(URL(string: url)!))
        let route = routeResponse.route as! ViewUserProfileWithNickname
        var output = PrintedLines()
        print(route.userId, to: &output)
        #expect(output.text == "8971\n")
        #expect(route.nickname == "Bob")
    }

    @Test("`uint` refuses negative ids, and the required nickname must be present")
    func customBaseTypeRefusals() throws {
        let router = CorridorRouter(corridorTypes: try CorridorTypes(customTypes: [CorridorTypeUInt()]))
        router.register(
            "/user/:userId{uint}?:nickname{string}",
            {
                try corridorResponse($0, ViewUserProfileWithNickname.self)
            })
        #expect(router.attemptMatch(URL(string: "https://www.example.com/user/-5?nickname=Bob")!) == nil)
        #expect(router.attemptMatch(URL(string: "https://www.example.com/user/8971")!) == nil)
    }

    @Test(
        "Global params",
        arguments: [
            "https://www.example.com/news_feed/?sourceUserId=abc123",
            "www.example.com/news_feed/?sourceUserId=abc123",
            "https://www.example.com/news_feed?sourceUserId=abc123",
        ])
    func globalParams(url: String) throws {
        let mapping = GlobalQueryOptionalParamsMapping(
            params: ["sourceUserId"],
            decoder: { try corridorGlobalParamsResponse($0, GlobalParams.self) })
        let router = CorridorRouter(globalQueryOptionalParamsMapping: mapping)
        router.register("/news_feed", { try corridorResponse($0, ViewNewsFeed.self) })
        let routeResponse = try #require(router.attemptMatch(URL(string: url)!))
        let globalParams = routeResponse.globalParams as! GlobalParams
        var output = PrintedLines()
        print(globalParams.sourceUserId ?? "nil", to: &output)
        #expect(output.text == "abc123\n")
        #expect(routeResponse.route is ViewNewsFeed)
    }

    @Test("A required query param: /user/?:userId{int}")
    func requiredQueryParam() throws {
        let router = CorridorRouter()
        router.register("/user/?:userId{int}", { try corridorResponse($0, ViewUser.self) })
        let route = try #require(
            router.attemptMatch(URL(string: "https://example.com/user?userId=12891")!)?.route as? ViewUser)
        #expect(route.userId == 12891)
        #expect(router.attemptMatch(URL(string: "https://example.com/user")!) == nil)
        #expect(router.attemptMatch(URL(string: "https://example.com/user?userId=abc")!) == nil)
    }

    @Test("An optional query param: /user and /user?userId=12891 map to the same route")
    func optionalQueryParam() throws {
        let router = CorridorRouter()
        router.register("/user/?:userId{int?}", { try corridorResponse($0, ViewUser.self) })
        let without = try #require(router.attemptMatch(URL(string: "https://example.com/user")!)?.route as? ViewUser)
        #expect(without.userId == nil)
        let with = try #require(
            router.attemptMatch(URL(string: "https://example.com/user?userId=12891")!)?.route as? ViewUser)
        #expect(with.userId == 12891)
    }

    @Test("A literal query param: sourceType=email must be present")
    func literalQueryParam() throws {
        let router = CorridorRouter()
        router.register(
            "/user/?:userId{int}&:sourceType{'email'}", { try corridorResponse($0, ViewUserFromEmail.self) })
        let url = URL(string: "https://example.com/user?userId=12891&sourceType=email")!
        let route = try #require(router.attemptMatch(url)?.route as? ViewUserFromEmail)
        #expect(route.userId == 12891)
        #expect(route.sourceType == "email")
        #expect(router.attemptMatch(URL(string: "https://example.com/user?userId=12891&sourceType=sms")!) == nil)
        #expect(router.attemptMatch(URL(string: "https://example.com/user?userId=12891")!) == nil)
    }

    @Test("A list base type: [int]")
    func listType() throws {
        let router = CorridorRouter()
        router.register("/feed/?:postIds{[int]}", { try corridorResponse($0, ViewFeed.self) })
        let route = try #require(
            router.attemptMatch(URL(string: "https://example.com/feed?postIds=981,215,91")!)?.route as? ViewFeed)
        #expect(route.postIds == [981, 215, 91])
        #expect(router.attemptMatch(URL(string: "https://example.com/feed?postIds=981,,91")!) == nil)
        #expect(router.attemptMatch(URL(string: "https://example.com/feed?postIds=981,x")!) == nil)
    }
}
