@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("JSON lines")
struct JSONLinesFormatTests {
    static let caddy = JSONLogFields(
        request: nil, method: "request.method", path: "request.uri", query: nil, status: "status", time: "duration")

    @Test("the request-line fixture, with the default field names")
    func requestLineFixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("jsonl-request.log", as: .jsonLines(.standard)) == [
                .request(method: "GET", target: "/api/v1/users/42?full=1", status: 200, micros: 12_000),
                .request(method: "DELETE", target: "/api/v1/users/42", status: 204, micros: 3_000),
                .request(method: "GET", target: "/café/☃", status: 200, micros: 1_000),
                .invalid,
            ])
    }

    @Test("the nested-fields fixture (Caddy's shape): method and path from a nested object")
    func nestedFieldsFixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("jsonl-fields.log", as: .jsonLines(Self.caddy)) == [
                .request(method: "GET", target: "/api/v1/users/42?full=1", status: 200, micros: 1_500),
                .request(method: "POST", target: "/api/v1/orders", status: 201, micros: 250_000),
                .request(method: "GET", target: "/escaped/path", status: 404, micros: nil),
                .malformed(.missingField),
            ])
    }

    @Test(
        "lines with the default fields",
        arguments: [
            (
                #"{"method":"GET","path":"/a","query":"b=1&c=2","status":200}"#,
                ParsedLogLine.request(method: "GET", target: "/a?b=1&c=2", status: 200, micros: nil)
            ),
            (#"{"path":"/a?x=1","query":"y=2"}"#, .request(method: nil, target: "/a?x=1&y=2", status: 0, micros: nil)),
            (#"{"path":"/a","query":""}"#, .request(method: nil, target: "/a", status: 0, micros: nil)),
            (
                #"{"request":{"nested":"object"},"path":"/fallback"}"#,
                .request(method: nil, target: "/fallback", status: 0, micros: nil)
            ),
            (
                #"{"request":"GET /r HTTP/1.1","path":"/ignored"}"#,
                .request(method: "GET", target: "/r", status: 0, micros: nil)
            ),
            (
                #"{"request":"GET /r HTTP/1.1","status":null,"request_time":null}"#,
                .request(method: "GET", target: "/r", status: 0, micros: nil)
            ),
            (
                #"{"request":"GET /r HTTP/1.1","request_time":"-"}"#,
                .request(method: "GET", target: "/r", status: 0, micros: nil)
            ),
            (
                #"{"request":"GET /r HTTP/1.1","status":200,"status":404}"#,
                .request(method: "GET", target: "/r", status: 404, micros: nil)
            ),
            (
                #"{"request":"GET /r HTTP/1.1","other":[{"request":"x"},[1,2,{"a":null}]],"n":-1.5e3,"t":true,"f":false}"#,
                .request(method: "GET", target: "/r", status: 0, micros: nil)
            ),
            (
                #"{"requ\u0065st":"GET /esc-key HTTP/1.1"}"#,
                .request(method: "GET", target: "/esc-key", status: 0, micros: nil)
            ),
            (
                #"{"request":"GET \/a\/b?q=\"x\" HTTP\/1.1"}"#,
                .request(method: "GET", target: "/a/b?q=\"x\"", status: 0, micros: nil)
            ),
            (
                #"{"request":"GET /\ud83d\ude00 HTTP/1.1"}"#,
                .request(method: "GET", target: "/😀", status: 0, micros: nil)
            ),
            (
                #"{"request":"GET /\ud83d HTTP/1.1"}"#,
                .request(method: "GET", target: "/\u{FFFD}", status: 0, micros: nil)
            ),
            (
                #"  {"request" : "GET /spaces HTTP/1.1" , "status" : 301 }  "#,
                .request(method: "GET", target: "/spaces", status: 301, micros: nil)
            ),
            (#"{"request":"CONNECT example.com:443 HTTP/1.1","status":405}"#, .invalid),
            (#"{"path":"example.com:443","method":"CONNECT"}"#, .invalid),
            (#"{"path":"/a","method":"G T"}"#, .invalid),
            (#"{"status":200}"#, .malformed(.missingField)),
            (#"{"request":42}"#, .malformed(.missingField)),
            (#"{"request":"GET / HTTP/1.1","status":"OK"}"#, .malformed(.badStatus)),
            (#"{"request":"GET / HTTP/1.1","status":true}"#, .malformed(.badStatus)),
            (#"{"request":"GET / HTTP/1.1","request_time":"soon"}"#, .malformed(.badRequestTime)),
            // nginx's `escape=json` writes an unset variable logged unquoted as nothing: a member without a value.
            (#"{"a":}"#, .malformed(.missingField)),
            (
                #"{"request":"GET / HTTP/1.1","request_time": }"#,
                .request(method: "GET", target: "/", status: 0, micros: nil)
            ),
        ] as [(String, ParsedLogLine)])
    func lines(line: String, expected: ParsedLogLine) {
        #expect(ParsedLogLine.parse(line, as: .jsonLines(.standard)) == expected)
    }

    @Test(
        "lines that are not one JSON object",
        arguments: [
            "[1,2]", "GET / HTTP/1.1", #"{"request":"GET / HTTP/1.1""#, #"{"request":"GET / HTTP/1.1"} trailing"#,
            #"{"request" "GET / HTTP/1.1"}"#, #"{"request":"GET / HTTP/1.1}"#, #"{"a":1 "b":2}"#, #"{"a":tru}"#,
            #"{"a":nul}"#, #"{"a":;}"#, #"{"a":[1,]}"#, #"{"a":[,]}"#, #"{"a":1,}"#, #"{request:"x"}"#, #"{"a":[1,2}"#,
            "{", #"{"a":@}"#,
            String(repeating: #"{"a":"#, count: 70) + "1" + String(repeating: "}", count: 70),
        ] as [String])
    func badJSON(line: String) {
        #expect(ParsedLogLine.parse(line, as: .jsonLines(.standard)) == .malformed(.badJSON))
    }

    @Test("nesting up to the limit is fine, and the flattened dotted key matches like the nested one")
    func nestingAndDots() {
        let deep = String(repeating: #"{"a":"#, count: 62) + "1" + String(repeating: "}", count: 62)
        let line = String(deep.dropLast()) + #","request":"GET /deep HTTP/1.1"}"#
        #expect(
            ParsedLogLine.parse(line, as: .jsonLines(.standard))
                == .request(method: "GET", target: "/deep", status: 0, micros: nil))
        let fields = JSONLogFields(request: nil, path: "req.path")
        #expect(
            ParsedLogLine.parse(#"{"req.path":"/flat"}"#, as: .jsonLines(fields))
                == .request(method: nil, target: "/flat", status: 0, micros: nil))
        #expect(
            ParsedLogLine.parse(#"{"req":{"path":"/nested"}}"#, as: .jsonLines(fields))
                == .request(method: nil, target: "/nested", status: 0, micros: nil))
        #expect(
            ParsedLogLine.parse(#"{"req":[{"path":"/in-array"}]}"#, as: .jsonLines(fields)) == .malformed(.missingField)
        )
    }

    @Test(
        "time units",
        arguments: [
            (DurationUnit.seconds, "1.25", Int64(1_250_000)), (.milliseconds, "1.25", 1_250),
            (.microseconds, "1250", 1_250),
            (.nanoseconds, "1250000", 1_250), (.milliseconds, "\"42\"", 42_000),
        ] as [(DurationUnit, String, Int64)])
    func timeUnits(unit: DurationUnit, value: String, micros: Int64) {
        let fields = JSONLogFields(time: "t", timeUnit: unit)
        #expect(
            ParsedLogLine.parse(#"{"request":"GET / HTTP/1.1","t":"# + value + "}", as: .jsonLines(fields))
                == .request(method: "GET", target: "/", status: 0, micros: micros))
    }

    @Test(
        "jsonl reads a duration whose name says its unit in that unit; a duration named by the user in the unit given",
        arguments: [
            // GitLab Workhorse, GitLab Rails, Grafana, Linkerd (a string of nanoseconds).
            (#"{"method":"GET","uri":"/a","status":200,"duration_ms":16}"#, "jsonl", 16_000 as Int64?),
            (#"{"method":"GET","path":"/a","status":200,"duration_s":0.016}"#, "jsonl", 16_000),
            (#"{"method":"GET","path":"/a","status":200,"time_ms":16}"#, "jsonl", 16_000),
            (#"{"method":"GET","uri":"/a","status":200,"total_ns":"16000000"}"#, "jsonl", 16_000),
            // `request_time` comes first, in seconds.
            (#"{"method":"GET","path":"/a","status":200,"request_time":0.016,"duration_ms":99}"#, "jsonl", 16_000),
            (#"{"method":"GET","path":"/a","status":200,"duration_ms":16}"#, "jsonl:duration=duration_ms", 16_000_000),
            (
                #"{"method":"GET","path":"/a","status":200,"duration_ms":16}"#,
                "jsonl:duration=request_time|duration_ms,duration-unit=ms", 16_000
            ),
        ] as [(String, String, Int64?)])
    func unitNamedDurations(line: String, spec: String, micros: Int64?) throws {
        let format = try LogFormat.parse(spec)
        #expect(
            ParsedLogLine.parse(line, as: format) == .request(method: "GET", target: "/a", status: 200, micros: micros))
        // The format's spec reads back as the same format.
        #expect(try LogFormat.parse(format.spec) == format)
    }

    @Test("a jsonl spec that changes another field keeps the standard durations, each in its unit")
    func specKeepsStandardDurations() throws {
        let format = try LogFormat.parse("jsonl:agent=ua")
        #expect(!format.spec.contains("duration_ms"), "\(format.spec)")
        #expect(try LogFormat.parse(format.spec) == format)
        #expect(
            ParsedLogLine.parse(#"{"method":"GET","path":"/a","status":200,"duration_ms":16}"#, as: format)
                == .request(method: "GET", target: "/a", status: 200, micros: 16_000))
    }
}
