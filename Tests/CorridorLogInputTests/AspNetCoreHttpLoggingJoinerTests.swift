@testable import CorridorLogInput
import CorridorTestSupport
import Testing

/// The log of ASP.NET Core's HTTP logging middleware (`Request:` … `Response:` entries of several lines) is read one line
/// a request, in the hosting log's finished layout; anything else is read as it is.
@Suite("ASP.NET Core HTTP logging middleware, one line a request")
struct AspNetCoreHttpLoggingJoinerTests {
    static func rewritten(_ lines: [String], readSize: Int = 1 << 16) throws -> [String] {
        let (rewritten, error) = try InputFixtures.decodedLines(ofLines: lines, readSize: readSize)
        #expect(error == nil)
        return rewritten
    }

    static let category = "info: Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware"

    /// The documentation's sample (.NET 6: no duration), the application's lines between, then .NET 8's `Duration`
    /// entry after a response, a `PathBase`, a query, a blank in a path.
    static let console = [
        "info: Microsoft.Hosting.Lifetime[14]", "      Now listening on: http://localhost:5000",
        "\(category)[1]", "      Request:", "      Protocol: HTTP/1.1", "      Method: GET", "      Scheme: http",
        "      PathBase:", "      Path: /", "      Accept: */*", "      Host: localhost:5000",
        "      User-Agent: curl/7.55.1",
        "info: Orders.Controller[0]", "      Path: /not/a/request",
        "\(category)[2]", "      Response:", "      StatusCode: 200", "      Content-Type: text/html; charset=utf-8",
        "\(category)[1]", "      Request:", "      Protocol: HTTP/2", "      Method: POST", "      Scheme: https",
        "      PathBase: /api", "      Path: /orders/7 copy", "      QueryString: ?page=2",
        "\(category)[2]", "      Response:", "      StatusCode: 201",
        "\(category)[8]", "      Duration: 16.4321ms",
    ]

    @Test("the console's entries are joined in order, in the hosting log's layout", arguments: [7, 64, 1 << 16])
    func consoleRequests(readSize: Int) throws {
        #expect(
            try Self.rewritten(Self.console, readSize: readSize) == [
                "      Request finished HTTP/1.1 GET / - 200 - - -",
                "      Request finished HTTP/2 POST /api/orders/7%20copy?page=2 - 201 - - 16.4321ms",
            ])
    }

    @Test("SingleLine and systemd entries, CombineLogs' one entry, interleaved requests, one never answered")
    func otherForms() throws {
        let lines = [
            "\(Self.category)[1] Request: Protocol: HTTP/1.1 Method: GET Scheme: http PathBase:  Path: /a QueryString: ?x=1 Accept: */*",
            "<6>Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1] Request: Protocol: HTTP/1.1 Method: PUT Scheme: http PathBase:  Path: /b",
            "\(Self.category)[2] Response: StatusCode: 404 Content-Type: text/plain",
            "\(Self.category)[9]", "      Request and Response:", "      Protocol: HTTP/2", "      Method: DELETE",
            "      Scheme: https", "      PathBase:", "      Path: /c", "      StatusCode: 204", "      Duration: 3.5",
        ]
        #expect(
            try Self.rewritten(lines) == [
                "      Request finished HTTP/1.1 GET /a?x=1 - 404 - - -",
                "      Request finished HTTP/2 DELETE /c - 204 - - 3.5ms",
                "      Request finished HTTP/1.1 PUT /b - - - - -",
            ])
        // A response whose request was not read (the log began mid-request) is not written.
        #expect(
            try Self.rewritten([
                "\(Self.category)[2] Response: StatusCode: 500",
                "\(Self.category)[1] Request: Method: GET Path: /d", "\(Self.category)[2] Response: StatusCode: 200",
            ]) == ["      Request finished - GET /d - 200 - - -"])
    }

    @Test(
        "what is such a log and what is not",
        arguments: [
            (["      Request:", "      Method: GET", "      Path: /a"], true),
            (["info: Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1] Request: Method: GET Path: /a"], true),
            (["      Request and Response:", "      Method: GET", "      Path: /a", "      StatusCode: 200"], true),
            // No path, no method, a response alone, a category line alone, another logger's or a server's line.
            (["      Request:", "      Method: GET", "      Scheme: http"], false),
            (["      Request:", "      Path: /a"], false),
            (["      Response:", "      StatusCode: 200"], false),
            (["info: Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1]"], false),
            (["[10:00:01 INF] Request: Method: GET Path: /a"], false),
            ([#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "curl/8.5.0""#], false),
        ])
    func opensHttpLoggingLog(lines: [String], expected: Bool) {
        let slices = lines.map { Array($0.utf8)[...] }
        #expect(AspNetCoreHttpLoggingJoiner.opensHttpLoggingLog(slices) == expected)
    }

    @Test("what is kept is bounded: the oldest of too many open requests is written unanswered")
    func bounded() throws {
        let open = AspNetCoreHttpLoggingJoiner.maxOpenRequests + 1
        let lines = (0..<open).map { "\(Self.category)[1] Request: Method: GET Path: /r\($0)" }
        let rewritten = try Self.rewritten(lines)
        #expect(rewritten.count == open)
        #expect(rewritten.first == "      Request finished - GET /r0 - - - - -")
    }
}
