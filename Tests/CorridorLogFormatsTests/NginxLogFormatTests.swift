@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("nginx log_format strings")
struct NginxLogFormatTests {
    static let timedFormat =
        "$remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent \"$http_referer\" "
        + "\"$http_user_agent\" $request_time"

    private static func format(_ text: String) throws -> LogFormat {
        .nginx(try NginxLogFormat(text))
    }

    @Test("compiling the combined-with-time format into literals and fields")
    func compile() throws {
        let format = try NginxLogFormat(Self.timedFormat)
        #expect(
            format.elements == [
                .variable(.remoteAddr, quoted: false), .literal(Array(" - ".utf8)),
                .variable(.remoteUser, quoted: false), .literal(Array(" [".utf8)),
                .variable(.timeLocal, quoted: false), .literal(Array("] \"".utf8)),
                .variable(.request, quoted: true), .literal(Array("\" ".utf8)),
                .variable(.status, quoted: false), .literal(Array(" ".utf8)),
                .variable(.bodyBytesSent, quoted: false), .literal(Array(" \"".utf8)),
                .variable(.httpHeader("referer"), quoted: true), .literal(Array("\" \"".utf8)),
                .variable(.httpHeader("user_agent"), quoted: true), .literal(Array("\" ".utf8)),
                .variable(.requestTime, quoted: false),
            ])
        #expect(format.hasRequestTime)
        #expect(!NginxLogFormat.combined.hasRequestTime)
    }

    @Test(
        "variable names",
        arguments: [
            ("request", NginxVariable.request), ("request_method", .requestMethod), ("request_uri", .requestURI),
            ("uri", .uri), ("args", .args), ("query_string", .args), ("status", .status),
            ("body_bytes_sent", .bodyBytesSent), ("bytes_sent", .bytesSent), ("request_time", .requestTime),
            ("upstream_response_time", .upstreamResponseTime), ("time_local", .timeLocal),
            ("time_iso8601", .timeISO8601), ("remote_addr", .remoteAddr), ("remote_user", .remoteUser),
            ("http_x_forwarded_for", .httpHeader("x_forwarded_for")), ("http_", .other("http_")),
            ("ssl_protocol", .other("ssl_protocol")),
        ] as [(String, NginxVariable)])
    func variableNames(name: String, variable: NginxVariable) {
        #expect(NginxVariable(name: name) == variable)
    }

    @Test(
        "format strings that cannot be used",
        arguments: [
            ("", 1, "the log_format is empty"),
            (
                "$remote_addr$remote_user \"$request\"", 13,
                "two variables with nothing between them: a line cannot be split there"
            ),
            ("\"$request\" $ $status", 12, "'$' is not followed by a variable name"),
            ("\"$request\" ${status", 12, "'${' without a name and a closing '}'"),
            (
                "$remote_addr [$time_local] $status", 1,
                "the log_format has no request variable: it needs $request, $request_uri or $uri"
            ),
            ("'$remote_addr \"$request\"", 1, "unterminated quoted piece"),
            ("'\"$request\"' x", 14, "expected a quoted piece of the log_format ('…' or \"…\")"),
            ("'\"$request\"'; x", 15, "text after the ';' that ends the log_format"),
        ] as [(String, Int, String)])
    func errors(text: String, column: Int, reason: String) {
        #expect(throws: LogFormatError(spec: text, column: column, reason: reason)) { try NginxLogFormat(text) }
    }

    @Test("the format may be pasted from nginx.conf: quoted pieces, escapes, an ending semicolon")
    func configQuoting() throws {
        let pasted = try NginxLogFormat(
            "'$remote_addr - $remote_user [$time_local] '\n    '\"$request\" $status $body_bytes_sent '\n"
                + "    '\"$http_referer\" \"$http_user_agent\" $request_time';")
        #expect(pasted.elements == (try NginxLogFormat(Self.timedFormat)).elements)
        let escaped = try NginxLogFormat("\"\\\"$request\\\" \" '$status';")
        #expect(escaped.elements == (try NginxLogFormat("\"$request\" $status")).elements)
        let braces = try NginxLogFormat("\"${request}\" ${status}x")
        #expect(braces.elements.last == .literal(Array("x".utf8)))
    }

    @Test("the nginx-timed fixture: requests with their time in microseconds")
    func timedFixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("nginx-timed.log", as: try Self.format(Self.timedFormat)) == [
                .request(method: "GET", target: "/api/v1/users/42", status: 200, micros: 12_000),
                .request(method: "POST", target: "/api/v1/orders", status: 201, micros: 1_500_000),
                .request(method: "GET", target: "/search?q=caf%C3%A9", status: 200, micros: 0),
                .request(method: "GET", target: "/slow", status: 504, micros: 60_001_000),
            ])
    }

    @Test("the same Combined lines read through nginx's predefined combined format")
    func combinedThroughNginx() throws {
        let viaNginx = try ParsedLogLine.parseFixture("combined.log", as: .nginx(.combined))
        let direct = try ParsedLogLine.parseFixture("combined.log", as: .combined)
        #expect(viaNginx == direct)
        #expect(viaNginx.count == 120)
    }

    @Test(
        "lines of other formats",
        arguments: [
            (
                "$request_method $request_uri $status $request_time", "GET /a?b=1 200 0.001",
                ParsedLogLine.request(method: "GET", target: "/a?b=1", status: 200, micros: 1000)
            ),
            (
                "$request_method $uri $args $status", "GET /a/b x=1&y=2 404",
                .request(method: "GET", target: "/a/b?x=1&y=2", status: 404, micros: nil)
            ),
            (
                "$request_method $uri $args $status", "GET /a/b - 200",
                .request(method: "GET", target: "/a/b", status: 200, micros: nil)
            ),
            ("$uri $status", "/only/path 200", .request(method: nil, target: "/only/path", status: 200, micros: nil)),
            (
                "\"$request\" $status $upstream_response_time", "\"GET /u HTTP/1.1\" 502 0.010, 0.020 : 0.005",
                .request(method: "GET", target: "/u", status: 502, micros: 35_000)
            ),
            (
                "\"$request\" $status $upstream_response_time", "\"GET /u HTTP/1.1\" 200 -",
                .request(method: "GET", target: "/u", status: 200, micros: nil)
            ),
            (
                "\"$request\" $status $request_time $upstream_response_time", "\"GET /u HTTP/1.1\" 200 0.100 0.090",
                .request(method: "GET", target: "/u", status: 200, micros: 100_000)
            ),
            (
                "$time_iso8601 \"$request\" $status \"$ssl_protocol\"",
                "2024-05-21T10:00:00+00:00 \"GET /t HTTP/1.1\" 200 \"TLSv1.3\"",
                .request(method: "GET", target: "/t", status: 200, micros: nil)
            ),
            (
                "\"$request\" $status \"$http_user_agent\"",
                "\"GET /x HTTP/1.1\" 200 \"ua\" trailing fields are ignored",
                .request(method: "GET", target: "/x", status: 200, micros: nil)
            ),
            // A last variable runs to the end of the line — but a status ends at a blank (`200 OK`).
            ("$uri $status", "/a 200 extra", .request(method: nil, target: "/a", status: 200, micros: nil)),
            ("$uri $status", "/a 2000", .malformed(.badStatus)),
            ("$uri $request_time", "/a 0.012 0.011", .malformed(.badRequestTime)),
            (
                "\"$request\" $status", "\"GET /caf\\xC3\\xA9 HTTP/1.1\" 200",
                .request(method: "GET", target: "/café", status: 200, micros: nil)
            ),
            ("\"$request\" $status", "\"\\x16\\x03\\x01\" 400", .invalid),
            ("\"$request\" $status", "\"CONNECT example.com:443 HTTP/1.1\" 405", .invalid),
            ("$request_method $request_uri $status", "CONNECT example.com:443 405", .invalid),
            // Envoy's `-` for a protocol it has none for; Tomcat's blank where a request without one has it.
            (
                "\"$request\" $status", "\"GET /status/418 -\" 503",
                .request(method: "GET", target: "/status/418", status: 503, micros: nil)
            ),
            ("\"$request\" $status", "\"GET / \" 200", .request(method: "GET", target: "/", status: 200, micros: nil)),
            // Cisco's Secure Web Appliance writes a tunnel as a URL: still no resource.
            ("$request_method $request_uri $status", "CONNECT tunnel://example.com:443/ 200", .invalid),
            ("\"$request\" $status", "\"CONNECT tunnel://example.com:443/ HTTP/1.1\" 200", .invalid),
            // Nor does one with a path (Blue Coat's `cs-uri-path` of a tunnel).
            ("$request_method $request_uri $status", "CONNECT / 200", .invalid),
            ("\"$request\" $status", "\"CONNECT / HTTP/1.1\" 200", .invalid),
            ("$request_method $request_uri $status", "- - 400", .invalid),
            ("\"$request\" $status", "\"GET /x HTTP/1.1\" OK", .malformed(.badStatus)),
            ("\"$request\" $status $request_time", "\"GET /x HTTP/1.1\" 200 fast", .malformed(.badRequestTime)),
            ("\"$request\" $status", "\"GET /x HTTP/1.1 200", .malformed(.unterminatedQuote)),
            ("[$time_local] \"$request\" $status", "\"GET /x HTTP/1.1\" 200", .malformed(.formatMismatch)),
            (
                "[$time_local] \"$request\" $status", "[21/May/2024:10:00:00 +0000 \"GET /x HTTP/1.1\" 200",
                .malformed(.formatMismatch)
            ),
            ("\"$request\" $status", "   ", .malformed(.empty)),
        ] as [(String, String, ParsedLogLine)])
    func otherFormats(format: String, line: String, expected: ParsedLogLine) throws {
        #expect(ParsedLogLine.parse(line, as: try Self.format(format)) == expected)
    }

    /// Fields separated by one byte are split in one pass, a last field ending at a longer literal (`$bytes "`) joins
    /// that pass, and a long unread tail is passed by counting: the same fields as searching literal by literal.
    @Test(
        "runs of fields: the values nginx's literal-by-literal reading gives, also with separators inside values",
        arguments: [
            // A field that may hold blanks ends at ` "`, not at the space inside its value ...
            (
                #"$remote_addr $status $request_time $http_x_forwarded_for "$request""#,
                #"192.0.2.7 200 0.5 203.0.113.9, 10.0.0.1 "GET /a HTTP/1.1""#,
                ParsedLogLine.request(method: "GET", target: "/a", status: 200, micros: 500_000)
            ),
            // ... but a byte count is one word: a line with a blank in it is not of the layout (Envoy's layout is not
            // read across Istio's `"-" "-"` to a later ` "`).
            (
                #"$remote_addr $status $request_time $body_bytes_sent "$request""#,
                #"192.0.2.7 200 0.5 12 34 "GET /a HTTP/1.1""#,
                .malformed(.formatMismatch)
            ),
            (
                #"[$time_iso8601] "$request" $status $bytes_received $bytes_sent $request_time_ms $upstream_service_time "$remote_addr""#,
                #"[2020-10-12T14:19:35.996Z] "GET /a HTTP/1.1" 200 "-" "-" 0 295 6 "-""#,
                .malformed(.formatMismatch)
            ),
            (
                #"$remote_addr $status $request_time $body_bytes_sent "$request""#,
                #"192.0.2.7 200 0.5 12 "GET /b HTTP/1.1""#,
                .request(method: "GET", target: "/b", status: 200, micros: 500_000)
            ),
            (
                #"$remote_addr $status $request_time $body_bytes_sent "$request""#,
                #"192.0.2.7 200 0.5 12 GET /b HTTP/1.1"#,
                .malformed(.formatMismatch)
            ),
            (
                #"$remote_addr $status $request_time $body_bytes_sent "$request""#, #"192.0.2.7 200 0.5"#,
                .malformed(.formatMismatch)
            ),
            // A word that is not a run's last field ends at its terminator's first byte, which must start the literal.
            (
                #""$request" $request_time "$http_user_agent""#, #""GET /e HTTP/1.1" 0.5 7 "curl""#,
                .malformed(.formatMismatch)
            ),
            (
                #""$request" $request_time "$http_user_agent""#, #""GET /e HTTP/1.1" 0.5 "curl""#,
                .request(method: "GET", target: "/e", status: 0, micros: 500_000)
            ),
            // Eight unread fields after the last one read: counted, and a line with fewer is no line of the layout.
            (
                "$request_method\t$uri\t$status\t$request_time\t$a\t$b\t$c\t$d\t$e\t$f\t$g\t$h\t$i",
                "GET\t/c\t404\t0.010\t1\t2\t3\t4\t5\t6\t7\t8\t9",
                .request(method: "GET", target: "/c", status: 404, micros: 10_000)
            ),
            (
                "$request_method\t$uri\t$status\t$request_time\t$a\t$b\t$c\t$d\t$e\t$f\t$g\t$h\t$i",
                "GET\t/c\t404\t0.010\t1\t2\t3\t4\t5\t6\t7",
                .malformed(.formatMismatch)
            ),
            // Fields longer than a 16-byte block, separators in the block tails.
            (
                "$remote_addr $a $b $status $request_time \"$request\"",
                "2001:db8:85a3:0000:0000:8a2e:0370:7334 aaaaaaaaaaaaaaaaaaaaaaaaa b 201 1.25 \"PUT /d HTTP/1.1\"",
                .request(method: "PUT", target: "/d", status: 201, micros: 1_250_000)
            ),
        ] as [(String, String, ParsedLogLine)])
    func fieldRuns(template: String, line: String, expected: ParsedLogLine) throws {
        #expect(ParsedLogLine.parse(line, as: try Self.format(template)) == expected)
    }

    @Test(
        "a quoted method and $request_uri holding a whole request line: the target without its protocol",
        arguments: [
            (#"1.2.3.4 "GET /users/12 HTTP/1.1" 200"#, "/users/12"),
            (#"1.2.3.4 "GET /users/12 HTTP/2.0" 200"#, "/users/12"),
            (#"1.2.3.4 "GET /users/12 HTTP/2" 200"#, "/users/12"), (#"1.2.3.4 "GET /users/12" 200"#, "/users/12"),
            (#"1.2.3.4 "GET /a?q=x&HTTP/1.1" 200"#, "/a?q=x&HTTP/1.1"), (#"1.2.3.4 "GET /a HTTP/x" 200"#, "/a HTTP/x"),
        ])
    func requestURIWithProtocol(line: String, target: String) throws {
        #expect(
            ParsedLogLine.parse(line, as: try Self.format(#"$remote_addr "$request_method $request_uri" $status"#))
                == .request(method: "GET", target: target, status: 200, micros: nil))
    }
}
