@testable import CorridorLogInput
import CorridorTestSupport
import Testing

/// An ASP.NET Core hosting log before .NET 6 (`Request starting …` … `Request finished in 18.4307ms 200`) is read one
/// line a request, in .NET 6's layout; anything else is read as it is.
@Suite("ASP.NET Core hosting logs before .NET 6, one line a request")
struct AspNetCoreRequestJoinerTests {
    static func rewritten(_ lines: [String], readSize: Int = 1 << 16) throws -> [String] {
        let (rewritten, error) = try InputFixtures.decodedLines(ofLines: lines, readSize: readSize)
        #expect(error == nil)
        return rewritten
    }

    /// .NET Core 3.1's simple console: each message on its own indented line after its category; the application's
    /// other lines between.
    static let console = [
        "info: Microsoft.Hosting.Lifetime[0]",
        "      Now listening on: https://0.0.0.0:443",
        "info: Microsoft.AspNetCore.Hosting.Diagnostics[1]",
        "      Request starting HTTP/1.1 GET http://127.0.0.1:5000/orders/7  ",
        "info: Microsoft.AspNetCore.Routing.EndpointMiddleware[0]",
        "      Executing endpoint 'Orders.Get'",
        "info: Microsoft.AspNetCore.Hosting.Diagnostics[2]",
        "      Request finished in 18.4307ms 200 application/json; charset=utf-8",
        "info: Microsoft.AspNetCore.Hosting.Diagnostics[1]",
        "      Request starting HTTP/1.1 POST http://127.0.0.1:5000/orders application/json 27",
        "info: Microsoft.AspNetCore.Hosting.Diagnostics[2]",
        "      Request finished in 0.5418ms 201",
    ]

    @Test("the console's requests are joined in order, in .NET 6's layout", arguments: [7, 64, 1 << 16])
    func consoleRequests(readSize: Int) throws {
        #expect(
            try Self.rewritten(Self.console, readSize: readSize) == [
                "      Request finished HTTP/1.1 GET http://127.0.0.1:5000/orders/7 - 200 - - 18.4307ms",
                "      Request finished HTTP/1.1 POST http://127.0.0.1:5000/orders - 201 - - 0.5418ms",
            ])
    }

    @Test("single-line, systemd and another logger's prefixes; .NET Core 2's category; interleaved and unanswered")
    func otherPrefixes() throws {
        let lines = [
            "info: Microsoft.AspNetCore.Hosting.Diagnostics[1] Request starting HTTP/2 GET https://shop.example.com/a - -",
            "<6>Microsoft.AspNetCore.Hosting.Internal.WebHost[1] Request starting HTTP/1.1 GET http://localhost:5000/b",
            "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished in 3.2ms 200 text/plain",
            "[10:00:01 INF] Request finished in 12ms 404",
            "2024-03-03 10:00:01.1234|INFO|Microsoft.AspNetCore.Hosting.Internal.WebHost|Request starting HTTP/1.1 DELETE http://localhost:5000/c",
        ]
        #expect(
            try Self.rewritten(lines) == [
                "      Request finished HTTP/2 GET https://shop.example.com/a - 200 - - 3.2ms",
                "      Request finished HTTP/1.1 GET http://localhost:5000/b - 404 - - 12ms",
                "      Request finished HTTP/1.1 DELETE http://localhost:5000/c - - - - -",
            ])
        // A finished message whose request was not read (the log began mid-request) is not written.
        #expect(
            try Self.rewritten([
                "      Request finished in 1ms 200", "      Request starting HTTP/1.1 GET http://h/a",
                "      Request finished in 2ms 200",
            ]) == ["      Request finished HTTP/1.1 GET http://h/a - 200 - - 2ms"])
    }

    @Test(
        "what is such a log and what is not",
        arguments: [
            (
                [
                    "      Request starting HTTP/1.1 GET http://h/a",
                    "      Request finished in 18.4307ms 200 text/html",
                ], true
            ),
            (
                [
                    "info: Microsoft.AspNetCore.Hosting.Diagnostics[1] Request starting HTTP/1.1 GET http://h/a",
                    "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished in 3ms 200",
                ], true
            ),
            // .NET 6's finished messages hold the request: no joining.
            (
                [
                    "      Request starting HTTP/1.1 GET http://h/a - -",
                    "      Request finished HTTP/1.1 GET http://h/a - 200 93 text/plain 16.0000ms",
                ], false
            ),
            // A starting message alone, a finished one alone, a status that is no number, an access log's line.
            (["      Request starting HTTP/1.1 GET http://h/a"], false),
            (["      Request finished in 18.4307ms 200 text/html"], false),
            (["      Request starting HTTP/1.1 GET http://h/a", "      Request finished in soon 200"], false),
            (["      Request starting HTTP/1.1 GET http://h/a", "      Request finished in 3ms OK"], false),
            (["      Request starting GET http://h/a", "      Request finished in 3ms 200"], false),
            ([#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "curl/8.5.0""#], false),
        ])
    func opensAspNetCoreLog(lines: [String], expected: Bool) {
        let slices = lines.map { Array($0.utf8)[...] }
        #expect(AspNetCoreRequestJoiner.opensAspNetCoreLog(slices) == expected)
    }
}
