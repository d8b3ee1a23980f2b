@testable import CorridorLogInput
import CorridorTestSupport
import Testing

/// A Rails log (`Started …` … `Completed …`, a request over several lines, requests interleaved) is read one line a
/// request; anything else is read as it is.
@Suite("Rails logs, one line a request")
struct RailsRequestJoinerTests {
    static let prefix = "I, [2026-11-21T05:06:37.000000 #12345]  INFO -- : "

    /// Two requests of a threaded server, tagged with their request ids, their lines interleaved; the second failed.
    static let interleaved = [
        "=> Booting Puma",
        prefix + "[a1] Started GET \"/users/42?tab=orders\" for 192.0.2.7 at 2026-11-21 05:06:37 +0000",
        prefix + "[b2] Started POST \"/orders\" for 192.0.2.8 at 2026-11-21 05:06:38 +0000",
        prefix + "[a1] Processing by UsersController#show as HTML",
        prefix + "[b2] Processing by OrdersController#create as JSON",
        prefix + "[b2]   Parameters: {\"order\"=>{\"sku\"=>\"x\"}}",
        "E, [2026-11-21T05:06:38.500000 #12345] ERROR -- : [b2] Completed 500 Internal Server Error in 45ms (ActiveRecord: 3.0ms | Allocations: 900)",
        "E, [2026-11-21T05:06:38.500000 #12345] ERROR -- : [b2] NoMethodError (undefined method `sku'):",
        "  app/controllers/orders_controller.rb:7:in `create'",
        prefix + "[a1] Completed 200 OK in 12ms (Views: 4.0ms | ActiveRecord: 3.0ms | Allocations: 1234)",
    ]

    static func rewritten(_ lines: [String], readSize: Int = 1 << 16) throws -> [String] {
        let (rewritten, error) = try InputFixtures.decodedLines(ofLines: lines, readSize: readSize)
        #expect(error == nil)
        return rewritten
    }

    @Test(
        "interleaved requests are joined by their tags, in the order they complete, whatever the reads",
        arguments: [7, 64, 1 << 16])
    func interleavedRequests(readSize: Int) throws {
        #expect(
            try Self.rewritten(Self.interleaved, readSize: readSize) == [
                #"Started POST "/orders" for 192.0.2.8 at 2026-11-21 05:06:38 +0000 => Completed 500 Internal Server Error in 45ms"#,
                #"Started GET "/users/42?tab=orders" for 192.0.2.7 at 2026-11-21 05:06:37 +0000 => Completed 200 OK in 12ms"#,
            ])
    }

    @Test("a request's lines already joined on one (a shipper's multi-line aggregation) are its joined line")
    func joinedByShipper() throws {
        let lines = [
            #"Started GET "/-/metrics" for 127.0.0.1 at 2019-06-17 13:40:27 +0000 Processing by MetricsController#index as HTML Completed 200 OK in 30ms (Views: 1.4ms | ActiveRecord: 2.5ms)"#,
            #"I, [2019-06-17T13:40:28.895701 #19074]  INFO -- : Started POST "/api/v1/query" for 192.0.2.7 at 2019-06-17 13:40:28 +0000 Processing by QueryController#create as JSON   Parameters: {"q"=>"x"} Completed 201 Created in 41ms (Views: 0.2ms | ActiveRecord: 6.2ms)"#,
        ]
        #expect(
            try Self.rewritten(lines) == [
                #"Started GET "/-/metrics" for 127.0.0.1 at 2019-06-17 13:40:27 +0000 => Completed 200 OK in 30ms"#,
                #"Started POST "/api/v1/query" for 192.0.2.7 at 2019-06-17 13:40:28 +0000 => Completed 201 Created in 41ms"#,
            ])
    }

    @Test("untagged lines pair by process id, or one request after another; the simple formatter has no prefix")
    func untagged() throws {
        let lines = [
            "I, [2026-11-21T05:06:37.000000 #7]  INFO -- : Started GET \"/a\" for 192.0.2.7 at 2026-11-21 05:06:37 +0000",
            "I, [2026-11-21T05:06:37.000000 #8]  INFO -- : Started GET \"/b\" for 192.0.2.8 at 2026-11-21 05:06:37 +0000",
            "I, [2026-11-21T05:06:37.000000 #7]  INFO -- : Completed 404 Not Found in 3ms (Allocations: 10)",
            "I, [2026-11-21T05:06:37.000000 #8]  INFO -- : Completed 200 OK in 4ms (Allocations: 10)",
            "",
            "Started GET \"/c\" for 127.0.0.1 at 2026-11-21 05:06:39 +0000",
            "  Rendered users/show.html.erb within layouts/application (Duration: 1.2ms | Allocations: 100)",
            "Completed 200 OK in 1234.5ms (Views: 4.0ms)",
        ]
        #expect(
            try Self.rewritten(lines) == [
                #"Started GET "/a" for 192.0.2.7 at 2026-11-21 05:06:37 +0000 => Completed 404 Not Found in 3ms"#,
                #"Started GET "/b" for 192.0.2.8 at 2026-11-21 05:06:37 +0000 => Completed 200 OK in 4ms"#,
                #"Started GET "/c" for 127.0.0.1 at 2026-11-21 05:06:39 +0000 => Completed 200 OK in 1234.5ms"#,
            ])
    }

    @Test("a request still open at the end is its start alone; a completion whose start was not read is kept as it is")
    func unpaired() throws {
        let lines = [
            Self.prefix + "[z9] Completed 200 OK in 5ms (Allocations: 10)",
            Self.prefix + "[a1] Started GET \"/users/42\" for 192.0.2.7 at 2026-11-21 05:06:37 +0000",
            Self.prefix + "[a1] Processing by UsersController#show as HTML",
        ]
        #expect(
            try Self.rewritten(lines) == [
                "Completed 200 OK in 5ms (Allocations: 10)",
                #"Started GET "/users/42" for 192.0.2.7 at 2026-11-21 05:06:37 +0000"#,
            ])
    }

    @Test("at most maxOpenRequests are kept open: the oldest is written without its completion")
    func boundedOpenRequests() throws {
        let count = RailsRequestJoiner.maxOpenRequests + 1
        var lines = (0..<count).map {
            Self.prefix + "[r\($0)] Started GET \"/n/\($0)\" for 192.0.2.7 at 2026-11-21 05:06:37 +0000"
        }
        lines.append(Self.prefix + "[r0] Completed 200 OK in 1ms")
        lines.append(Self.prefix + "[r1] Completed 200 OK in 1ms")
        let rewritten = try Self.rewritten(lines)
        #expect(rewritten.count == count + 1)
        // r0 was evicted before its completion came: its start alone, then its completion alone.
        #expect(rewritten[0] == #"Started GET "/n/0" for 192.0.2.7 at 2026-11-21 05:06:37 +0000"#)
        #expect(rewritten[1] == "Completed 200 OK in 1ms")
        #expect(
            rewritten[2] == #"Started GET "/n/1" for 192.0.2.7 at 2026-11-21 05:06:37 +0000 => Completed 200 OK in 1ms"#
        )
    }

    @Test(
        "what is a Rails log and what is not",
        arguments: [
            (interleaved.joined(separator: "\n") + "\n", true),
            ("Started GET \"/c\" for 127.0.0.1 at 2026-11-21 05:06:39 +0000\n", true),
            ("\u{FEFF}[a1] Started DELETE \"/c\" for 127.0.0.1 at 2026-11-21 05:06:39 +0000\r\n", true),
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512"# + "\n", false),
            ("Started the engine\nStarted GET /a for x\n", false),
            // A line cut by the end of what was looked at is not judged.
            ("Started GET \"/c\" for 127.0.0.1 at 2026", false),
        ] as [(String, Bool)])
    func detection(text: String, isRails: Bool) {
        #expect(
            Array(text.utf8).withUnsafeBytes { RailsRequestJoiner.opensRailsLog(RewrittenLines.wholeLines(of: $0)) }
                == isRails)
    }

    @Test("a byte order mark and CRLF line endings are read; a line past the length kept is cut")
    func bomCRLFAndLongLines() throws {
        let long = String(repeating: "x", count: RailsRequestJoiner.maxLineBytes)
        let text =
            "\u{FEFF}[a1] Started GET \"/a\" for 192.0.2.7 at 2026-11-21 05:06:37 +0000\r\n"
            + "[a1] Processing by A#b as HTML \(long)\r\n" + "[a1] Completed 201 Created in 7ms\r\n"
        let (lines, error) = try InputFixtures.decodedLines(of: Array(text.utf8))
        #expect(error == nil)
        #expect(
            lines == [#"Started GET "/a" for 192.0.2.7 at 2026-11-21 05:06:37 +0000 => Completed 201 Created in 7ms"#])
    }
}
