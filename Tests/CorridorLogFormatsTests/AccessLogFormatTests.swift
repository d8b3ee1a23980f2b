@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("Combined and Common Log Format")
struct AccessLogFormatTests {
    private static let prefix = "203.0.113.9 - - [21/May/2024:10:00:00 +0000] "

    @Test(
        "request lines",
        arguments: [
            (
                "\"GET /a/b?c=1 HTTP/1.1\" 200 512 \"-\" \"curl/8\"",
                ParsedLogLine.request(method: "GET", target: "/a/b?c=1", status: 200, micros: nil)
            ),
            (
                "\"POST /api/v1/orders HTTP/2.0\" 201 0 \"https://x/\" \"Mozilla\"",
                .request(method: "POST", target: "/api/v1/orders", status: 201, micros: nil)
            ),
            (
                "\"GET http://example.com/proxy?x=1 HTTP/1.1\" 200 0",
                .request(method: "GET", target: "http://example.com/proxy?x=1", status: 200, micros: nil)
            ),
            ("\"GET /old-style\" 200 10", .request(method: "GET", target: "/old-style", status: 200, micros: nil)),
            // ASGI servers (Hypercorn's `%(r)s`) write the HTTP version alone.
            ("\"GET /asgi?x=1 1.1\" 200 10", .request(method: "GET", target: "/asgi?x=1", status: 200, micros: nil)),
            ("\"GET /asgi 2\" 200 10", .request(method: "GET", target: "/asgi", status: 200, micros: nil)),
            // Another protocol's name and version over HTTP's request line (MarkLogic's XDBC requests).
            ("\"POST /eval XDBC/1.0\" 401 0", .request(method: "POST", target: "/eval", status: 401, micros: nil)),
            (
                "\"GET /files/A DOC/2\" 200 10",
                .request(method: "GET", target: "/files/A DOC/2", status: 200, micros: nil)
            ),
            ("\"GET /v/4.5\" 200 10", .request(method: "GET", target: "/v/4.5", status: 200, micros: nil)),
            ("\"GET /page 12\" 200 10", .request(method: "GET", target: "/page 12", status: 200, micros: nil)),
            (
                "\"GET /has space HTTP/1.1\" 400 10",
                .request(method: "GET", target: "/has space", status: 400, micros: nil)
            ),
            (
                "\"M-SEARCH /upnp HTTP/1.1\" 405 0",
                .request(method: "M-SEARCH", target: "/upnp", status: 405, micros: nil)
            ),
            (
                "\"GET /percent%20escapes/%E2%98%83 HTTP/1.1\" 200 1",
                .request(method: "GET", target: "/percent%20escapes/%E2%98%83", status: 200, micros: nil)
            ),
            ("\"GET / HTTP/1.1\" 599 1", .request(method: "GET", target: "/", status: 599, micros: nil)),
            ("  \"GET /x HTTP/1.1\"   304   0", .request(method: "GET", target: "/x", status: 304, micros: nil)),
            (
                "\"GET /trailing-cr HTTP/1.1\" 200 1 \"-\" \"-\"\r",
                .request(method: "GET", target: "/trailing-cr", status: 200, micros: nil)
            ),
        ] as [(String, ParsedLogLine)])
    func requests(rest: String, expected: ParsedLogLine) {
        #expect(ParsedLogLine.parse(Self.prefix + rest, as: .combined) == expected)
        #expect(ParsedLogLine.parse(Self.prefix + rest, as: .common) == expected)
    }

    @Test(
        "requests that are not a METHOD and a URL",
        arguments: [
            "\"-\" 400 0", "\"\" 400 0", "\"CONNECT example.com:443 HTTP/1.1\" 405 0", "\"OPTIONS * HTTP/1.1\" 200 0",
            "\"GET\" 400 0", "\"GET \" 400 0", "\"GET  HTTP/1.1\" 400 0", "\"\\x16\\x03\\x01\\x00\\xF7\\x01\" 400 157",
            "\"\u{16}\u{03}\u{01} \" 400 157", "\"GET relative/path HTTP/1.1\" 400 0",
            "\"GET ://no-scheme HTTP/1.1\" 400 0",
            "\"G(T /a HTTP/1.1\" 400 0", "\"/just-a-path\" 400 0",
        ] as [String])
    func invalidRequests(rest: String) {
        #expect(ParsedLogLine.parse(Self.prefix + rest, as: .combined) == .invalid)
    }

    @Test("Apache's '-' for a request that got no status: a request, status 0 (other)")
    func dashStatus() {
        #expect(
            ParsedLogLine.parse(
                Self.prefix + "\"OPTIONS /remote.php/ HTTP/1.1\" - 7908 \"-\" \"monitor (v2)\"", as: .combined)
                == .request(method: "OPTIONS", target: "/remote.php/", status: 0, micros: nil))
    }

    @Test(
        "malformed lines",
        arguments: [
            ("", MalformedReason.empty),
            (" \t ", .empty),
            ("203.0.113.9 - - \"GET / HTTP/1.1\" 200 5", .noTimestamp),
            ("203.0.113.9 - - [21/May/2024:10:00:00 +0000 \"GET / HTTP/1.1\" 200 5", .noTimestamp),
            (prefix + "GET / HTTP/1.1 200 5", .noRequestField),
            (prefix, .noRequestField),
            (prefix + "\"GET / HTTP/1.1 200 5", .unterminatedQuote),
            (prefix + "\"GET /a\\\" 200 5", .unterminatedQuote),
            (prefix + "\"GET / HTTP/1.1\" 2000 5", .badStatus),
            (prefix + "\"GET / HTTP/1.1\" 20 5", .badStatus),
            (prefix + "\"GET / HTTP/1.1\"", .badStatus),
            (prefix + "\"GET / HTTP/1.1\"200 5", .badStatus),
            (prefix + "\"GET / HTTP/1.1\" 2x0 5", .badStatus),
            ("not a log line at all", .noTimestamp),
        ] as [(String, MalformedReason)])
    func malformed(line: String, reason: MalformedReason) {
        #expect(ParsedLogLine.parse(line, as: .combined) == .malformed(reason))
    }

    @Test(
        "escapes in the request field are decoded",
        arguments: [
            ("\"GET /say?q=\\\"hi\\\" HTTP/1.1\" 200 5", "/say?q=\"hi\""),
            ("\"GET /back\\\\slash HTTP/1.1\" 200 5", "/back\\slash"),
            ("\"GET /caf\\xC3\\xA9 HTTP/1.1\" 200 5", "/café"),
            ("\"GET /q?x=\\x22y\\x22 HTTP/1.1\" 200 5", "/q?x=\"y\""),
            ("\"GET /bad\\xZZescape HTTP/1.1\" 200 5", "/bad\\xZZescape"),
            ("\"GET /tab\\there HTTP/1.1\" 200 5", "/tab\there"),
            ("\"GET /ends\\\\\" 200 5", "/ends\\"),
        ] as [(String, String)])
    func escapes(rest: String, target: String) {
        #expect(
            ParsedLogLine.parse(Self.prefix + rest, as: .combined)
                == .request(method: "GET", target: target, status: 200, micros: nil))
    }

    @Test(
        "a quote written unescaped in the request (gunicorn, Python's http.server, morgan): the request ends at the quote a status follows",
        arguments: [
            (#""GET /search?q="hello" HTTP/1.1" 200 5 "-" "curl/8.5.0""#, #"/search?q="hello""#),
            (#""GET /?a="><script>" HTTP/1.0" 404 0"#, #"/?a="><script>""#),
            (#""POST /x"y"z HTTP/1.1" - 0 "-" "-""#, #"/x"y"z"#),
        ] as [(String, String)])
    func unescapedQuoteInRequest(rest: String, target: String) {
        let status = rest.contains("\" - 0") ? 0 : rest.contains("404") ? 404 : 200
        let method = rest.hasPrefix("\"POST") ? "POST" : "GET"
        #expect(
            ParsedLogLine.parse(Self.prefix + rest, as: .combined)
                == .request(method: method, target: target, status: status, micros: nil))
    }

    @Test("a logger's bracketed words before the access line: the time is the first bracket a quote follows")
    func loggerBracketsFirst() {
        let line =
            #"2026-07-05 04:12:40,644 INFO  [io.qua.htt.access-log] (vert.x-eventloop-thread-1) 10.224.0.4 - - [05/Jul/2026:04:12:40 +0000] "GET /health/started HTTP/1.1" 200 45"#
        #expect(
            ParsedLogLine.parse(line, as: .common)
                == .request(method: "GET", target: "/health/started", status: 200, micros: nil))
        // Up to three more brackets are looked at; a line whose brackets no quote follows is still not a request.
        #expect(
            ParsedLogLine.parse("[a] [b] [c] [d] [e] \"GET / HTTP/1.1\" 200 5", as: .common)
                == .malformed(.noRequestField))
        #expect(ParsedLogLine.parse("[a] [b] no request here", as: .combined) == .malformed(.noRequestField))
    }

    @Test("a quoted user agent with escaped quotes does not disturb the request")
    func quotedAgent() {
        let line = Self.prefix + "\"GET /a HTTP/1.1\" 200 5 \"-\" \"agent \\\"quoted\\\" [x] \\\"more\""
        #expect(
            ParsedLogLine.parse(line, as: .combined) == .request(method: "GET", target: "/a", status: 200, micros: nil))
    }

    @Test("the generated Combined fixture: 120 requests")
    func combinedFixture() throws {
        let results = try ParsedLogLine.parseFixture("combined.log", as: .combined, chunkSize: 1000)
        #expect(results.count == 120)
        var requests = 0
        for result in results {
            guard case .request(let method, let target, let status, let micros) = result else {
                Issue.record("not a request: \(result)")
                continue
            }
            requests += 1
            #expect(["GET", "POST", "PUT", "DELETE", "HEAD"].contains(method ?? ""))
            #expect(target.hasPrefix("/"))
            #expect((100...599).contains(status))
            #expect(micros == nil)
        }
        #expect(requests == 120)
        #expect(results.first == .request(method: "GET", target: "/health", status: 404, micros: nil))
    }

    @Test("the Common fixture")
    func commonFixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("common.log", as: .common) == [
                .request(method: "GET", target: "/apache_pb.gif", status: 200, micros: nil),
                .request(method: "POST", target: "/api/v1/items?draft=1", status: 201, micros: nil),
                .request(method: "GET", target: "/missing", status: 404, micros: nil),
                .request(method: "HEAD", target: "/", status: 304, micros: nil),
            ])
    }

    @Test("malformed lines of every Combined reason, one per line, with their line numbers (a '-' status is a request)")
    func malformedFixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("malformed.log", as: .combined) == [
                .malformed(.empty), .malformed(.empty), .malformed(.noTimestamp), .malformed(.noRequestField),
                .malformed(.unterminatedQuote), .request(method: "GET", target: "/", status: 0, micros: nil),
                .malformed(.badStatus), .malformed(.badStatus),
                .request(method: "GET", target: "/", status: 200, micros: nil),
            ])
    }

    @Test("invalid requests: -, empty, CONNECT, TLS bytes, OPTIONS *, no target; an absolute-form target is fine")
    func invalidRequestFixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("invalid-requests.log", as: .combined) == [
                .invalid, .invalid, .invalid, .invalid, .invalid, .invalid,
                .request(method: "GET", target: "http://example.com/proxy?x=1", status: 200, micros: nil),
            ])
    }

    @Test("the escapes fixture")
    func escapesFixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("escapes.log", as: .combined) == [
                .request(method: "GET", target: "/say?q=\"hi\"", status: 200, micros: nil),
                .request(method: "GET", target: "/back\\slash", status: 200, micros: nil),
                .request(method: "GET", target: "/café?x=\"y\"", status: 200, micros: nil),
                .request(method: "GET", target: "/ends-with-backslash\\", status: 200, micros: nil),
            ])
    }

    @Test("CRLF lines and a last line without a line feed")
    func lineEnds() throws {
        #expect(
            try ParsedLogLine.parseFixture("crlf.log", as: .combined) == [
                .request(method: "GET", target: "/one", status: 200, micros: nil),
                .request(method: "GET", target: "/two", status: 200, micros: nil),
                .malformed(.empty),
                .request(method: "GET", target: "/three", status: 200, micros: nil),
            ])
        #expect(
            try ParsedLogLine.parseFixture("no-final-newline.log", as: .combined) == [
                .request(method: "GET", target: "/one", status: 200, micros: nil),
                .request(method: "GET", target: "/last", status: 301, micros: nil),
            ])
    }

    @Test("a 1 MB request target is parsed whole; the parser's scratch space grows for escapes")
    func hugeLine() {
        let path = "/" + String(repeating: "a", count: 1_000_000)
        #expect(
            ParsedLogLine.parse(Self.prefix + "\"GET \(path) HTTP/1.1\" 200 5", as: .combined)
                == .request(method: "GET", target: path, status: 200, micros: nil))
        let escaped = "/" + String(repeating: "\\x41", count: 300_000)
        var parser = LogLineParser(format: .combined)
        let short = ParsedLogLine.parse(Array((Self.prefix + "\"GET /s\\\\ HTTP/1.1\" 200 5").utf8), with: &parser)
        #expect(short == .request(method: "GET", target: "/s\\", status: 200, micros: nil))
        let long = ParsedLogLine.parse(Array((Self.prefix + "\"GET \(escaped) HTTP/1.1\" 200 5").utf8), with: &parser)
        #expect(
            long
                == .request(
                    method: "GET", target: "/" + String(repeating: "A", count: 300_000), status: 200, micros: nil))
    }

    @Test("raw bytes that are not UTF-8 are passed through as bytes")
    func rawBytes() {
        let line = Array(Self.prefix.utf8) + Array("\"GET /".utf8) + [0xFF, 0xFE] + Array(" HTTP/1.1\" 200 1".utf8)
        let parser = LogLineParser(format: .combined)
        line.withUnsafeBufferPointer { buffer in
            guard case .request(let request) = parser.parse(buffer) else {
                Issue.record("not a request")
                return
            }
            #expect(Array(request.target).suffix(2) == [0xFF, 0xFE])
        }
    }
}
