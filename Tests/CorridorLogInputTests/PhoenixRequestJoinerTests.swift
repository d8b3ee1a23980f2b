@testable import CorridorLogInput
import CorridorTestSupport
import Testing

/// A Phoenix log (`GET /path` … `Sent 200 in 12ms`, requests interleaved) is read one line a request; anything else is
/// read as it is.
@Suite("Phoenix logs, one line a request")
struct PhoenixRequestJoinerTests {
    static func rewritten(_ lines: [String], readSize: Int = 1 << 16) throws -> [String] {
        let (rewritten, error) = try InputFixtures.decodedLines(ofLines: lines, readSize: readSize)
        #expect(error == nil)
        return rewritten
    }

    /// Two requests served side by side, their lines under their request ids; the application's own lines between.
    static let interleaved = [
        "[info] Running ApiWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)",
        "20:34:05.879 request_id=F1ssWNn62XasBTYAAAEj [info] GET /users/42",
        "20:34:05.880 request_id=F1ssWXcJ0Mh2vLwAAAFD [info] POST /api/users",
        "20:34:05.911 request_id=F1ssWNn62XasBTYAAAEj [info] hello from the page controller",
        "20:34:05.915 request_id=F1ssWXcJ0Mh2vLwAAAFD [info] Sent 201 in 35ms",
        "20:34:05.919 request_id=F1ssWNn62XasBTYAAAEj [info] Sent 200 in 845µs",
    ]

    @Test(
        "interleaved requests are joined by their request ids, in the order they complete", arguments: [7, 64, 1 << 16])
    func interleavedRequests(readSize: Int) throws {
        #expect(
            try Self.rewritten(Self.interleaved, readSize: readSize) == [
                "POST /api/users => Sent 201 in 35ms", "GET /users/42 => Sent 200 in 845µs",
            ])
    }

    @Test("the development format (the level alone) pairs one request after another; Chunked answers; open ones last")
    func developmentFormat() throws {
        let lines = [
            "[info] GET /a", "[debug] Processing with ApiWeb.PageController.home/2", "[info] Sent 200 in 3ms",
            "[info] GET /stream", "[info] Chunked 200 in 1200ms", "[info] GET /never-answered",
            "[info] Sent 500 in 2ms",
        ]
        #expect(
            try Self.rewritten(lines) == [
                "GET /a => Sent 200 in 3ms", "GET /stream => Chunked 200 in 1200ms",
                "GET /never-answered => Sent 500 in 2ms",
            ])
        // A request still open at the end, and a completion whose request was not read (the log began mid-request).
        #expect(
            try Self.rewritten(["[info] Sent 404 in 1ms", "[info] GET /a", "[info] Sent 200 in 3ms", "[info] GET /b"])
                == ["Sent 404 in 1ms", "GET /a => Sent 200 in 3ms", "GET /b =>"])
    }

    @Test(
        "what is a Phoenix log and what is not",
        arguments: [
            (["05:06:37.123 request_id=F1 [info] GET /a", "05:06:37.130 request_id=F1 [info] Sent 200 in 3ms"], true),
            (["2026-11-21 05:06:37.123 [info] GET /a", "2026-11-21 05:06:37.130 [info] Sent 200 in 3ms"], true),
            (["[info] GET /a", "[info] Sent 200 in 3ms"], true),
            // A request line alone, or a completion alone, is not enough; nor an access log's request.
            (["[info] GET /a", "[info] GET /b"], false), (["[info] Sent 200 in 3ms"], false),
            ([#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "curl/8.5.0""#], false),
            (["INFO: GET /a", "INFO: Sent 200 in 3ms"], false), (["[INFO] GET /a", "[INFO] Sent 200 in 3ms"], false),
        ])
    func opensPhoenixLog(lines: [String], expected: Bool) {
        let slices = lines.map { Array($0.utf8)[...] }
        #expect(PhoenixRequestJoiner.opensPhoenixLog(slices) == expected)
    }
}
