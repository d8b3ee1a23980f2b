@testable import CorridorLogFormats
import Foundation
import Testing

/// Kubernetes CRI and Docker json-file lines, and the other wrappers (compose, `--timestamps`, syslog, console,
/// shippers' JSON) around any format: unwrapped, split lines joined, the wrapper's time used when the inner line has
/// none, and detected.
@Suite("Container wrappers")
struct ContainerWrapperTests {
    static func results(_ lines: [String], _ spec: String) throws -> [String] {
        let parser = LogLineParser(format: try LogFormat.parse(spec), readsAgent: true, readsClient: true)
        return lines.map { line in
            let bytes = Array(line.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                switch parser.parse(buffer) {
                case .request(let request):
                    "\(String(decoding: request.target, as: UTF8.self)) \(request.status) t=\(request.seconds.map(String.init) ?? "nil")"
                case .continuation: "…"
                case .invalidRequest: "invalid"
                case .malformed(let reason): "malformed \(reason.rawValue)"
                }
            }
        }
    }

    @Test func criLinesAndPartialLines() throws {
        let lines = [
            #"2026-11-21T05:06:37.123456789Z stdout F 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl""#,
            #"2026-11-21T05:06:38.000000000Z stdout P 192.0.2.7 - - [21/Nov/2026:05:06:38 +0000] "GET /users/"#,
            #"2026-11-21T05:06:38.000000001Z stdout F 43 HTTP/1.1" 200 5 "-" "curl""#,
            "not a CRI line",
        ]
        #expect(
            try Self.results(lines, "cri+combined") == [
                "/users/42 200 t=1795237597", "…", "/users/43 200 t=1795237598", "malformed formatMismatch",
            ])
        // A format without times takes the runtime's.
        #expect(
            try Self.results(["2026-11-21T05:06:37.5Z stderr F GET /users/42"], "cri+url") == [
                "/users/42 0 t=1795237597"
            ])
    }

    @Test(
        "a part of a long line is continued by the next line of its stream: the other stream's lines between are read alone"
    )
    func partsJoinedWithinTheirStream() throws {
        let cri = [
            #"2026-11-21T05:06:38.000000000Z stderr P 192.0.2.7 - - [21/Nov/2026:05:06:38 +0000] "GET /users/"#,
            #"2026-11-21T05:06:38.100000000Z stdout F 192.0.2.8 - - [21/Nov/2026:05:06:38 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl""#,
            #"2026-11-21T05:06:38.200000000Z stdout P 192.0.2.9 - - [21/Nov/2026:05:06:39 +0000] "GET /users/4"#,
            #"2026-11-21T05:06:38.300000000Z stderr F 43 HTTP/1.1" 500 5 "-" "curl""#,
            #"2026-11-21T05:06:38.400000000Z stdout F 4 HTTP/1.1" 201 5 "-" "curl""#,
        ]
        #expect(
            try Self.results(cri, "cri+combined") == [
                "…", "/users/42 200 t=1795237598", "…", "/users/43 500 t=1795237598", "/users/44 201 t=1795237599",
            ])
        let docker = [
            #"{"log":"{\"level\":\"info\",\"ts\":1795237598.1,\"request\":{\"method\":\"GET\",","stream":"stderr","time":"2026-11-21T05:06:38Z"}"#,
            #"{"log":"{\"level\":\"info\",\"ts\":1795237597.1,\"request\":{\"method\":\"GET\",\"uri\":\"/users/42\"},\"status\":200}\n","stream":"stdout","time":"2026-11-21T05:06:37.1Z"}"#,
            #"{"log":"\"uri\":\"/users/43\"},\"status\":201}\n","stream":"stderr","time":"2026-11-21T05:06:38Z"}"#,
        ]
        #expect(
            try Self.results(docker, "docker+caddy") == [
                "…", "/users/42 200 t=1795237597", "/users/43 201 t=1795237598",
            ])
    }

    @Test func dockerLinesAndSplitLines() throws {
        let lines = [
            #"{"log":"{\"level\":\"info\",\"ts\":1795237597.1,\"request\":{\"method\":\"GET\",\"uri\":\"/users/42\"},\"status\":200}\n","stream":"stdout","time":"2026-11-21T05:06:37.1Z"}"#,
            #"{"log":"{\"level\":\"info\",\"ts\":1795237598.1,\"request\":{\"method\":\"GET\",","stream":"stdout","time":"2026-11-21T05:06:38Z"}"#,
            #"{"log":"\"uri\":\"/users/43\"},\"status\":201}\n","stream":"stdout","time":"2026-11-21T05:06:38Z"}"#,
        ]
        #expect(
            try Self.results(lines, "docker+caddy") == [
                "/users/42 200 t=1795237597", "…", "/users/43 201 t=1795237598",
            ])
    }

    @Test("docker compose logs: the service's padded name and '|' dropped, colors too; other lines are no match")
    func composeLines() throws {
        let combined = #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl""#
        let lines = [
            "web-1  | " + combined,
            "api_1      | " + combined,
            "\u{1B}[2K\u{1B}[36mweb-1  |\u{1B}[0m " + combined,
            "web.svc |" + combined,
            "web-1  | Serving Flask app 'app.py'",
            combined,
            "web-1 " + combined,
        ]
        #expect(
            try Self.results(lines, "compose+combined") == [
                "/users/42 200 t=1795237597", "/users/42 200 t=1795237597", "/users/42 200 t=1795237597",
                "/users/42 200 t=1795237597", "malformed noTimestamp", "malformed formatMismatch",
                "malformed formatMismatch",
            ])
        let caddy = (0..<4).map { index in
            Array(
                #"caddy  | {"level":"info","ts":1795237597.\#(index),"logger":"http.log.access","request":{"method":"GET","uri":"/a"},"status":200}"#
                    .utf8)
        }
        #expect(LogFormatDetector.detect(caddy)?.preset.name == "compose+caddy")
        // A log of another kind is not taken for a compose one.
        #expect(LogFormatDetector.detect([Array(combined.utf8)])?.preset.name == "combined")
    }

    @Test("dapr run: '== APP == ' and a multi-app run's '== APP - NAME == ' dropped; Dapr's own lines are no match")
    func daprRunLines() throws {
        let combined = Self.combinedLine
        let lines = [
            "== APP == " + combined,
            "== APP - order-processor == " + combined,
            "\u{1B}[32m== APP == \u{1B}[0m" + combined,
            "== APP - == " + combined,
            "== DAPR == time=\"2026-11-21T05:06:37Z\" level=info msg=\"starting Dapr Runtime\"",
            "== APP ==" + combined,
        ]
        #expect(
            try Self.results(lines, "compose+combined") == [
                "/users/42 200 t=1795237597", "/users/42 200 t=1795237597", "/users/42 200 t=1795237597",
                "malformed formatMismatch", "malformed formatMismatch", "/users/42 200 t=1795237597",
            ])
        let sample = Array(repeating: Array(("== APP - web == " + combined).utf8), count: 4)
        #expect(LogFormatDetector.detect(sample)?.preset.name == "compose+combined")
    }

    static let combinedLine = #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl""#

    /// A prefix wrapper (`timestamped`, `syslog`): Combined lines after each of `prefixes` read with their own time, a
    /// bare Combined line is no match, a URL line takes the prefix's time (`urlLine`, at 05:06:40), and four lines
    /// after `samplePrefix` are detected as `wrapper+combined`.
    static func checkPrefixWrapper(
        _ wrapper: String, prefixes: [String], urlLine: String, samplePrefix: (Int) -> String
    ) throws {
        let lines = prefixes.map { $0 + combinedLine } + [combinedLine]
        #expect(
            try results(lines, "\(wrapper)+combined")
                == Array(repeating: "/users/42 200 t=1795237597", count: prefixes.count) + ["malformed formatMismatch"])
        #expect(try results([urlLine], "\(wrapper)+url") == ["/users/42 0 t=1795237600"])
        let sample = (0..<4).map { Array((samplePrefix($0) + combinedLine).utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "\(wrapper)+combined")
    }

    @Test("kubectl logs --timestamps: the instant dropped, used when the inner line has none; detected")
    func timestampedLines() throws {
        try Self.checkPrefixWrapper(
            "timestamped", prefixes: ["2026-11-21T05:06:40.123456789Z ", "2026-11-21T05:06:40+01:00 "],
            urlLine: "2026-11-21T05:06:40.5Z GET /users/42", samplePrefix: { "2026-11-21T05:06:4\($0).1Z " })
        // Layouts that start with an instant of their own stay themselves.
        let elb =
            #"2026-11-21T05:06:37.123456Z my-elb 192.0.2.7:46532 10.0.0.5:80 0.000073 0.012 0.000057 200 200 0 512 "GET http://api.example.com:80/users/42 HTTP/1.1" "curl/8.5.0" - -"#
        #expect(LogFormatDetector.detect([Array(elb.utf8)])?.preset.name == "aws-elb")
        // runit's svlogd `-tt` stamp (GitLab Omnibus' `current` files): UTC, `_` between the date and the time.
        #expect(
            try Self.results(["2026-11-21_05:06:40.01519 GET /users/42"], "timestamped+url") == [
                "/users/42 0 t=1795237600"
            ])
    }

    @Test(
        "aws logs filter-log-events and get-log-events --output text: the message between the ids and the timestamp, the other rows headers; detected"
    )
    func cloudWatchCLITextRows() throws {
        let id = String(repeating: "3", count: 56)
        let rows = [
            "EVENTS\t\(id)\t1795237600500\tecs/web/7d9f8c6b\t\(Self.combinedLine)\t1795237600123",
            "EVENTS\t1795237600500\t\(Self.combinedLine)\t1795237600123",
            // A message that ended with a line feed: its timestamp alone on the next row.
            "EVENTS\t\(id)\t1795237600500\tecs/web/7d9f8c6b\tGET /users/42",
            "\t1795237600123",
            "SEARCHEDLOGSTREAMS\tecs/web/7d9f8c6b\tTrue",
            "b/37634729872634783\tf/37634729872634784",
            "NEXTTOKEN\tAbCd==",
            "EVENTS\tnot an id\tGET /users/42\t1795237600123",
        ]
        // The message's own time first, the event's when it has none; tabs inside the message kept.
        #expect(
            try Self.results(Array(rows[0..<2]), "cloudwatch+combined") == [
                "/users/42 200 t=1795237597", "/users/42 200 t=1795237597",
            ])
        #expect(
            try Self.results(
                ["EVENTS\t\(id)\t1795237600500\tecs/web/7d9f8c6b\tGET\t/users/42\t1795237600123"], "cloudwatch+url")
                == ["/users/42 0 t=1795237600"])
        #expect(try Self.results(Array(rows[2..<7]), "cloudwatch+url") == ["/users/42 0 t=nil", "…", "…", "…", "…"])
        #expect(try Self.results([rows[7]], "cloudwatch+url") == ["malformed formatMismatch"])
        // A JSON access log (API Gateway's) in CloudWatch Logs, exported by the CLI: nothing else reads it.
        let gateway =
            #"{"requestId":"c6af9ac6","ip":"192.0.2.7","requestTime":"21/Nov/2026:05:06:37 +0000","httpMethod":"GET","resourcePath":"/users/{id}","status":"200","protocol":"HTTP/1.1","responseLength":"512","path":"/users/42"}"#
        let sample =
            ["b/1\tf/2"] + (0..<4).map { "EVENTS\t\(id)\t179523760\($0)500\tapi/stage\t\(gateway)\t179523760\($0)123" }
        #expect(LogFormatDetector.detect(sample.map { Array($0.utf8) })?.preset.name == "cloudwatch+aws-apigateway")
    }

    @Test("aws logs tail: the instant and the log stream dropped, the instant used when the line has none; detected")
    func cloudWatchTailLines() throws {
        let prefix = "2026-11-21T05:06:40.123000+00:00 ecs/web/7d9f8c6b5e4a4c3d "
        #expect(
            try Self.results([prefix + Self.combinedLine, Self.combinedLine], "cloudwatch+combined")
                == ["/users/42 200 t=1795237597", "malformed formatMismatch"])
        #expect(try Self.results([prefix + "GET /users/42"], "cloudwatch+url") == ["/users/42 0 t=1795237600"])
        // A JSON access log (Caddy's) as `aws logs tail` shows it: nothing else reads it.
        let caddy =
            #"{"level":"info","ts":1795237597.123,"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"192.0.2.7","method":"GET","host":"api.example.com","uri":"/users/42","headers":{"User-Agent":["curl/8.5.0"]}},"duration":0.012,"size":512,"status":200}"#
        let sample = (0..<4).map { Array(("2026-11-21T05:06:4\($0).123000+00:00 ecs/web/7d9f8c6b " + caddy).utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "cloudwatch+caddy")
        // An instant alone before the line (`--timestamps`, `aws logs tail --format short`) stays `timestamped`, and a
        // Combined line after the stream too (both read it; `timestamped` is tried first).
        let timestamped = (0..<4).map { Array(("2026-11-21T05:06:4\($0).1Z " + caddy).utf8) }
        #expect(LogFormatDetector.detect(timestamped)?.preset.name == "timestamped+caddy")
        let combined = (0..<4).map { _ in Array((prefix + Self.combinedLine).utf8) }
        let name = LogFormatDetector.detect(combined)?.preset.name
        #expect(name == "timestamped+combined" || name == "cloudwatch+combined", "\(name ?? "nil")")
        // Layouts that start with an instant and a word of their own stay themselves: classic ELB's, Heroku's.
        let elb =
            #"2026-11-21T05:06:37.123456Z my-elb 192.0.2.7:46532 10.0.0.5:80 0.000073 0.012 0.000057 200 200 0 512 "GET http://api.example.com:80/users/42 HTTP/1.1" "curl/8.5.0" - -"#
        #expect(LogFormatDetector.detect([Array(elb.utf8)])?.preset.name == "aws-elb")
        let heroku =
            #"2024-03-03T10:00:01.000000+00:00 heroku[router]: at=info method=GET path="/orders/7" host=shop.herokuapp.com request_id=8601b555 fwd="203.0.113.9" dyno=web.1 connect=0ms service=16ms status=200 bytes=93 protocol=https"#
        #expect(LogFormatDetector.detect([Array(heroku.utf8)])?.preset.name == "heroku-router")
    }

    @Test("heroku logs: a dyno's lines without the instant and `app[web.1]:`, detected; the router's stay its preset's")
    func herokuLines() throws {
        #expect(
            try Self.results(
                [
                    "2026-11-21T05:06:40.123456+00:00 app[web.1]: " + Self.combinedLine,
                    "2026-11-21T05:06:40+00:00 heroku[web.2]: " + Self.combinedLine,
                    "2026-11-21T05:06:40.123456+00:00 app[web 1]: " + Self.combinedLine,
                    "2026-11-21T05:06:40.123456+00:00 app[]: " + Self.combinedLine,
                    "2026-11-21T05:06:40.123456+00:00 web.1: " + Self.combinedLine,
                ], "heroku+combined")
                == ["/users/42 200 t=1795237597", "/users/42 200 t=1795237597"]
                + Array(repeating: "malformed formatMismatch", count: 3))
        #expect(
            try Self.results(["2026-11-21T05:06:40.5+00:00 app[web.1]: GET /users/42"], "heroku+url")
                == ["/users/42 0 t=1795237600"])
        let sample = (0..<4).map {
            Array(("2026-11-21T05:06:4\($0).123456+00:00 app[web.1]: " + Self.combinedLine).utf8)
        }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "heroku+combined")
        // The router's lines among the dynos' other output: Heroku's router preset, the dynos' lines passed over.
        let router =
            #"2026-11-21T05:06:41.000000+00:00 heroku[router]: at=info method=GET path="/users/42" host=shop.herokuapp.com request_id=8601b555 fwd="192.0.2.7" dyno=web.1 connect=0ms service=16ms status=200 bytes=93 protocol=https"#
        let mixed = [
            "2026-11-21T05:06:41.000000+00:00 app[web.1]: Completed 200 OK in 12ms", router,
            "2026-11-21T05:06:42.000000+00:00 heroku[web.2]: State changed from starting to up", router,
        ]
        #expect(LogFormatDetector.detect(mixed.map { Array($0.utf8) })?.preset.name == "heroku-router")
    }

    @Test(
        "fly logs: the app's lines without the instant, instance, region and level; the platform's lines are no lines")
    func flyLines() throws {
        #expect(
            try Self.results(
                [
                    "2026-11-21T05:06:40Z app[148e272dc69589] iad [info]" + Self.combinedLine,
                    "2026-11-21T05:06:40Z app[148e272dc69589] cdg [info] " + Self.combinedLine,
                    "2026-11-21T05:06:48Z runner[9080517f159287] iad [info]Pulling container image",
                    "2026-11-21T05:06:49Z proxy[148e272dc69589] iad [error]could not find a good candidate within 90 attempts at load balancing",
                    "2026-11-21T05:06:40Z app[148e272dc69589] iad info " + Self.combinedLine,
                    "2026-11-21T05:06:40Z app[] iad [info]" + Self.combinedLine,
                ], "fly+combined")
                == ["/users/42 200 t=1795237597", "/users/42 200 t=1795237597", "…", "…"]
                + Array(repeating: "malformed formatMismatch", count: 2))
        #expect(
            try Self.results(["2026-11-21T05:06:40Z app[148e272dc69589] iad [info]GET /users/42"], "fly+url")
                == ["/users/42 0 t=1795237600"])
        // `fly logs` of a Rails app's Combined-less output among the platform's lines, and of an nginx's lines.
        let sample =
            [
                "2026-11-21T05:06:38Z runner[9080517f159287] iad [info]Unpacking image",
                "2026-11-21T05:06:39Z app[148e272dc69589] iad [info]Listening on 0.0.0.0:8080",
            ] + (0..<4).map { "2026-11-21T05:06:4\($0)Z app[148e272dc69589] iad [info]" + Self.combinedLine }
        #expect(LogFormatDetector.detect(sample.map { Array($0.utf8) })?.preset.name == "fly+combined")
    }

    @Test("syslog lines: BSD, ISO and RFC 5424 prefixes dropped; detected, but not for layouts that read them")
    func syslogLines() throws {
        try Self.checkPrefixWrapper(
            "syslog",
            prefixes: [
                "Nov 21 05:06:37 web1 nginx: ", "<190>Nov  1 05:06:37 web1 nginx[812]: ",
                "2026-11-21T05:06:37.123456+00:00 web1 nginx[812]: ",
                "<134>1 2026-11-21T05:06:37.123Z web1 nginx 812 - - ",
                #"<134>1 2026-11-21T05:06:37.123Z web1 nginx 812 ID47 [origin ip="10.0.0.2"] "#,
                // OpenShift's router: its log sidecar's host before the one HAProxy wrote.
                "2026-11-21T05:06:37.123456+00:00 router-default-65d router-default-65d haproxy[71]: ",
            ], urlLine: "2026-11-21T05:06:40Z web1 app: GET /users/42",
            samplePrefix: { "Nov 21 05:06:3\($0) web1 nginx: " })
        // Two hosts that differ are no syslog prefix.
        #expect(
            try Self.results(["2026-11-21T05:06:37Z web1 web2 nginx: " + Self.combinedLine], "syslog+combined") == [
                "malformed formatMismatch"
            ])
        // An OpenShift router's access log in a JSON httpLogFormat, as the sidecar keeps it.
        let openShift = (0..<3).map { index in
            Array(
                #"2026-11-21T05:06:3\#(index).013139+00:00 router-default-cd9 router-default-cd9 haproxy[70]: {"time":"21/Nov/2026:05:06:3\#(index).874","clientAddress":"192.0.2.7","request":"GET /users/42 HTTP/1.1","status":"200"}"#
                    .utf8)
        }
        #expect(LogFormatDetector.detect(openShift)?.preset.name == "syslog+jsonl")
        // HAProxy's and Heroku's layouts read the prefix themselves.
        for name in ["haproxy", "heroku-router"] {
            let example = try #require(LogFormatPreset.named(name)).example
            #expect(LogFormatDetector.detect([Array(example.utf8)])?.preset.name == name)
        }
    }

    @Test("console encoder lines (Caddy's format console): the time, level, logger and message dropped; detected")
    func consoleLines() throws {
        // The JSON of a console line has no time of its own: the prefix's is the request's.
        let json =
            #"{"request":{"remote_ip":"192.0.2.7","method":"GET","uri":"/users/42","headers":{"User-Agent":["curl/8.5.0"]}},"duration":0.012,"size":5,"status":200}"#
        let lines = [
            "2026/11/21 05:06:37.123\tINFO\thttp.log.access.log0\thandled request\t" + json,
            "2026-11-21T05:06:37.123Z\tINFO\thttp.log.access\thandled request\t" + json,
            "2026/11/21 05:06:37.123\tINFO\tadmin\tadmin endpoint started\t{\"address\":\"localhost:2019\"}",
            json,
            "2026/11/21 05:06:37.123 INFO http.log.access " + json,
        ]
        #expect(
            try Self.results(lines, "console+caddy") == [
                // Caddy's admin entry: no status, no request (one of its runtime entries).
                "/users/42 200 t=1795237597", "/users/42 200 t=1795237597", "…",
                "malformed formatMismatch", "malformed formatMismatch",
            ])
        let sample = (0..<4).map { _ in Array(lines[0].utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "console+caddy")
    }

    @Test("log shippers' JSON entries: the line from log, message, MESSAGE, textPayload or line; their time stands in")
    func shipperJSONLines() throws {
        // Escaped as Go's encoding/json writes it (`&` as `\u0026`).
        let line =
            #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /users/42?a=1\u0026b=2 HTTP/1.1\" "#
            + #"200 5 \"-\" \"curl\""#
        let lines = [
            // Fluent Bit (`date` an epoch with a fraction; `log` without the line feed), Vector, Filebeat.
            #"{"date":1795237597.123,"log":"\#(line)","kubernetes":{"pod_name":"web-1"}}"#,
            #"{"file":"/var/log/pods/web/0.log","message":"\#(line)","stream":"stdout","timestamp":"2026-11-21T05:06:37Z"}"#,
            #"{"@timestamp":"2026-11-21T05:06:37.123Z","log":{"file":{"path":"/var/log/nginx/access.log"}},"message":"\#(line)"}"#,
            // journalctl -o json, Cloud Logging, Loki's logcli, a CloudWatch Logs event (after its line feed).
            #"{"__REALTIME_TIMESTAMP":"1795237597123456","MESSAGE":"\#(line)","_PID":"812"}"#,
            #"{"insertId":"1a","textPayload":"\#(line)\n","timestamp":"2026-11-21T05:06:37.1Z"}"#,
            #"{"labels":{"app":"web"},"line":"\#(line)","timestamp":"2026-11-21T05:06:37Z"}"#,
            #"  {"logStreamName":"web","timestamp":1795237597123,"message":"\#(line)\r\n","eventId":"3"}"#,
            // `az containerapp logs show --format json`.
            #"{"TimeStamp":"2026-11-21T05:06:37.000+00:00","Log":"\#(line)"}"#,
            // No string to read, not JSON.
            #"{"message":42,"time":"2026-11-21T05:06:37Z"}"#, Self.combinedLine,
        ]
        #expect(
            try Self.results(lines, "json+combined")
                == Array(repeating: "/users/42?a=1&b=2 200 t=1795237597", count: 8) + [
                    "malformed formatMismatch", "malformed formatMismatch",
                ])
        // A line without a time of its own takes the entry's, in whichever unit it is written.
        #expect(
            try Self.results(
                [
                    #"{"MESSAGE":"GET /users/42","__REALTIME_TIMESTAMP":"1795237600000000"}"#,
                    #"{"message":"GET /users/42","timestamp":1795237600123}"#,
                    #"{"log":"GET /users/42","date":1795237600.5}"#,
                ], "json+url") == Array(repeating: "/users/42 0 t=1795237600", count: 3))
        let sample = lines.prefix(8).map { Array($0.utf8) }
        #expect(LogFormatDetector.detect(Array(sample))?.preset.name == "json+combined")
        // A JSON preset's entries stay themselves, even with a `message`.
        let caddy = (0..<4).map { index in
            Array(
                #"{"level":"info","ts":1795237597.\#(index),"message":"handled request","request":{"method":"GET","uri":"/a"},"status":200}"#
                    .utf8)
        }
        #expect(LogFormatDetector.detect(caddy)?.preset.name == "caddy")
    }

    @Test("journalctl -o json-seq: each entry after a record separator (RFC 7464), read as any shipper's entry")
    func jsonTextSequence() throws {
        let entries = (0..<4).map { index in
            "\u{1E}"
                + #"{"__REALTIME_TIMESTAMP":"1795237597123456","MESSAGE":"\#(Self.combinedLine.replacingOccurrences(of: "\"", with: "\\\""))","_PID":"81\#(index)"}"#
        }
        #expect(try Self.results(entries, "json+combined") == Array(repeating: "/users/42 200 t=1795237597", count: 4))
        #expect(LogFormatDetector.detect(entries.map { Array($0.utf8) })?.preset.name == "json+combined")
    }

    @Test("Mezmo's (LogDNA's) exports: the line in `_line`, its time in `_ts` (milliseconds) for a line without one")
    func mezmoExport() throws {
        let message = Self.combinedLine.replacingOccurrences(of: "\"", with: "\\\"")
        let entries = (0..<4).map { index in
            #"{"_host":"web-1","_app":"nginx","_file":"/var/log/nginx/access.log","_line":"\#(message)","_ts":179523760\#(index)000,"level":"INFO"}"#
        }
        #expect(try Self.results(entries, "json+combined") == Array(repeating: "/users/42 200 t=1795237597", count: 4))
        #expect(LogFormatDetector.detect(entries.map { Array($0.utf8) })?.preset.name == "json+combined")
        #expect(
            try Self.results([#"{"_line":"GET /users/42","_ts":1795237600123}"#], "json+url")
                == ["/users/42 0 t=1795237600"])
        // python-json-logger's default time, `asctime` (Python's `2026-11-21 05:06:40,123`).
        #expect(
            try Self.results(
                [#"{"asctime":"2026-11-21 05:06:40,123","levelname":"INFO","message":"GET /users/42"}"#], "json+url")
                == ["/users/42 0 t=1795237600"])
    }

    @Test("Cloud Logging's jsonPayload: the JSON line it parsed, read by its preset; another object stays unread")
    func cloudLoggingJSONPayload() throws {
        // Istio's JSON access log on GKE, as `gcloud logging read --format json` (one entry a line) writes it.
        let entries = (0..<4).map { index in
            #"{"insertId":"x\#(index)","jsonPayload":{"authority":"api.example.com","bytes_sent":512,"downstream_remote_address":"192.0.2.7:46532","duration":12,"method":"GET","path":"/users/4\#(index)","protocol":"HTTP/1.1","response_code":200,"start_time":"2026-11-21T05:06:37.123Z","user_agent":"curl/8.5.0"},"logName":"projects/p/logs/server-accesslog-stackdriver","receiveTimestamp":"2026-11-21T05:06:38Z","resource":{"type":"k8s_container","labels":{"pod_name":"web-1"}},"severity":"INFO","timestamp":"2026-11-21T05:06:37.123Z"}"#
        }
        #expect(
            try Self.results(entries, "json+istio-json")
                == (0..<4).map { "/users/4\($0) 200 t=1795237597" })
        #expect(LogFormatDetector.detect(entries.map { Array($0.utf8) })?.preset.name == "json+istio-json")
        // An object under another message name (Filebeat's `log` object beside its `message`) is no line: the string is.
        #expect(
            try Self.results(
                [
                    #"{"@timestamp":"2026-11-21T05:06:37.123Z","log":{"file":{"path":"/var/log/nginx/access.log"}},"message":"\#(Self.combinedLine.replacingOccurrences(of: "\"", with: "\\\""))"}"#
                ], "json+combined") == ["/users/42 200 t=1795237597"])
    }

    @Test(
        "journald's MESSAGE as an array of bytes (a line with control bytes): decoded, its colours taken out; detected")
    func journaldByteArrays() throws {
        // What `journalctl -o json` writes for a coloured line: each byte a number.
        let coloured = "\u{1B}[32m" + Self.combinedLine + "\u{1B}[0m\n"
        let bytes = Array(coloured.utf8).map(String.init).joined(separator: ",")
        let entry = #"{"__REALTIME_TIMESTAMP":"1795237597123456","MESSAGE":[\#(bytes)],"_PID":"812"}"#
        let lines = [
            entry,
            // Blanks between the numbers.
            #"{"MESSAGE":[ \#(Array(Self.combinedLine.utf8).map(String.init).joined(separator: ", ")) ]}"#,
            // Not bytes: a number over 255, an empty element, an array inside, no number at all.
            #"{"MESSAGE":[71,300,84]}"#, #"{"MESSAGE":[71,,84]}"#, #"{"MESSAGE":[71,[69],84]}"#, #"{"MESSAGE":[]}"#,
        ]
        #expect(
            try Self.results(lines, "json+combined")
                == Array(repeating: "/users/42 200 t=1795237597", count: 2)
                + Array(repeating: "malformed formatMismatch", count: 4))
        let sample = (0..<4).map { _ in Array(entry.utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "json+combined")
    }

    @Test("kubectl logs --prefix: the pod and container dropped, and --timestamps' instant after them; detected")
    func kubectlPrefixedLines() throws {
        let lines = [
            "[pod/web-7d9f8c6b5-x2k4q/nginx] " + Self.combinedLine,
            "[pod/web-7d9f8c6b5-x2k4q/nginx] 2026-11-21T05:06:40.123456789Z " + Self.combinedLine,
            "[pod/web-1/nginx]" + Self.combinedLine, "[web-1] " + Self.combinedLine, Self.combinedLine,
            "[pod//] " + Self.combinedLine,
        ]
        #expect(
            try Self.results(lines, "kubectl+combined") == [
                "/users/42 200 t=1795237597", "/users/42 200 t=1795237597", "malformed formatMismatch",
                "malformed formatMismatch", "malformed formatMismatch", "malformed formatMismatch",
            ])
        #expect(
            try Self.results(["[pod/web-1/app] 2026-11-21T05:06:40Z GET /users/42"], "kubectl+url") == [
                "/users/42 0 t=1795237600"
            ])
        let sample = (0..<4).map { Array(("[pod/web-\($0)/nginx] " + Self.combinedLine).utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "kubectl+combined")
    }

    @Test(
        "stern's lines: the pod and container (and a namespace before them) dropped, --timestamps' instant after them")
    func sternPrefixedLines() throws {
        let lines = [
            "web-7d9f8c6b5-x2k4q nginx " + Self.combinedLine,
            "shop web-7d9f8c6b5-x2k4q nginx " + Self.combinedLine,
            "web-0 istio-proxy 2026-11-21T05:06:40.123456789Z " + Self.combinedLine,
            // No prefix: an address, a name without a dash, a container's name with a dot or none at all.
            Self.combinedLine, "web nginx " + Self.combinedLine, "web-1 nginx.conf " + Self.combinedLine,
            "web-1 " + Self.combinedLine,
            // The lines stern writes as it starts and stops following a container: about the log, not in it.
            "+ web-7d9f8c6b5-x2k4q › nginx", "- web-7d9f8c6b5-x2k4q › nginx",
        ]
        #expect(
            try Self.results(lines, "stern+combined") == [
                "/users/42 200 t=1795237597", "/users/42 200 t=1795237597", "/users/42 200 t=1795237597",
                "malformed formatMismatch", "malformed formatMismatch", "malformed formatMismatch",
                "malformed formatMismatch", "…", "…",
            ])
        #expect(
            try Self.results(["web-1 app 2026-11-21T05:06:40Z GET /users/42"], "stern+url") == [
                "/users/42 0 t=1795237600"
            ])
        // Envoy's default line, which Combined's lenient reader would take without its duration: stern's.
        let envoy =
            #"[2026-11-21T05:06:37.123Z] "GET /users/42 HTTP/1.1" 200 - 0 512 21 20 "192.0.2.7" "curl/8.5.0" "a1" "api.example.com" "10.1.0.1:8080""#
        for prefix in ["web-7d9f8c6b5-x2k4q istio-proxy ", "shop web-7d9f8c6b5-x2k4q istio-proxy "] {
            let sample = (0..<4).map { _ in Array((prefix + envoy).utf8) }
            #expect(LogFormatDetector.detect(sample)?.preset.name == "stern+envoy")
        }
        let combined = (0..<4).map { Array(("web-\($0)-x2k4q nginx " + Self.combinedLine).utf8) }
        #expect(LogFormatDetector.detect(combined)?.preset.name == "stern+combined")
        // Lines without the prefix are read as they are.
        let plain = (0..<4).map { _ in Array(Self.combinedLine.utf8) }
        #expect(LogFormatDetector.detect(plain)?.preset.name == "combined")
    }

    @Test(
        "an OTLP record's body made a key/value list: the object it stands for",
        arguments: [
            (
                #"{"values":[{"key":"status","value":{"intValue":"200"}},{"key":"path","value":{"stringValue":"/a\"b"}}]}"#,
                #"{"status":200,"path":"/a\"b"}"#
            ),
            // Value before key, blanks, a double, a bool, a negative integer, an empty value, a value missing.
            (
                #"{ "values" : [ { "value" : { "doubleValue" : 0.25 } , "key" : "t" }, {"key":"ok","value":{"boolValue":false}}, {"key":"n","value":{"intValue":"-3"}}, {"key":"e","value":{}}, {"key":"m"} ] }"#,
                #"{"t":0.25,"ok":false,"n":-3,"e":{},"m":{}}"#
            ),
            // Nested lists and arrays; bytes and a non-numeric intValue as written.
            (
                #"{"values":[{"key":"u","value":{"kvlistValue":{"values":[{"key":"a","value":{"arrayValue":{"values":[{"stringValue":"x"},{"intValue":7}]}}}]}}},{"key":"b","value":{"bytesValue":"AAE="}},{"key":"i","value":{"intValue":"1e3"}}]}"#,
                #"{"u":{"a":["x",7]},"b":"AAE=","i":"1e3"}"#
            ),
            (#"{"values":[]}"#, "{}"),
            // Not a key/value list.
            (#"{"message":"GET /a"}"#, nil), (#"{"values":[{"value":{"stringValue":"x"}}]}"#, nil),
            (#"{"values":"x"}"#, nil),
        ] as [(String, String?)])
    func keyValueLists(list: String, object: String?) {
        #expect(Self.keyValueListObject(list) == object)
    }

    /// `list` (an OTLP key/value list, the whole text) written as the object it stands for; nil when it is not read.
    static func keyValueListObject(_ list: String) -> String? {
        let bytes = Array(list.utf8)
        var output = [UInt8](repeating: 0, count: bytes.count)
        let length = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer {
                LogWrapper.keyValueListObject(
                    input.baseAddress!, JSONLineScanner.Slot(start: 0, end: input.count, kind: .object),
                    into: $0.baseAddress!)
            }
        }
        return length.map { String(decoding: output.prefix($0), as: UTF8.self) }
    }

    @Test("key/value lists nested deeper than the limit are not read; the limit's depth is")
    func keyValueListNesting() {
        func nested(_ depth: Int) -> String {
            (0..<depth).reduce(#"{"stringValue":"x"}"#) { inner, _ in
                #"{"kvlistValue":{"values":[{"key":"k","value":"# + inner + "}]}}"
            }
        }
        for (depth, reads) in [(LogWrapper.maxKeyValueNesting - 1, true), (LogWrapper.maxKeyValueNesting + 4, false)] {
            // The body's own list, then `depth` lists inside it.
            let list = String(nested(depth + 1).dropFirst(#"{"kvlistValue":"#.count).dropLast())
            #expect((Self.keyValueListObject(list) != nil) == reads)
        }
    }

    @Test("OTLP records with key/value list bodies read as JSON entries, the parsed fields the line")
    func otlpKeyValueListRecords() throws {
        let record =
            #"{"observedTimeUnixNano":"1795237597000000000","body":{"kvlistValue":{"values":[{"key":"time","value":{"stringValue":"2026-11-21T05:06:37Z"}},{"key":"request","value":{"stringValue":"GET /users/42 HTTP/1.1"}},{"key":"status","value":{"intValue":"200"}}]}}}"#
        #expect(try Self.results([record], "json+jsonl") == ["/users/42 200 t=1795237597"])
        let sample = (0..<4).map { _ in Array(record.utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "json+jsonl")
    }

    @Test("Fluent Bit's file output and Fluentd's stdout: the tag and time dropped, the JSON record inside read")
    func fluentRecords() throws {
        let record = #"{"log":"GET /users/42","stream":"stdout"}"#
        let lines = [
            "nginx.access: [1795237600.123456001, " + record + "]",
            "2026-11-21 05:06:40.123456000 +0000 nginx.access: " + record,
            "2026-11-21 06:06:40.123456000 +0100 nginx.access: " + record,
            "nginx.access " + record, record,
        ]
        #expect(
            try Self.results(lines, "fluent+json+url") == [
                "/users/42 0 t=1795237600", "/users/42 0 t=1795237600", "/users/42 0 t=1795237600",
                "malformed formatMismatch", "malformed formatMismatch",
            ])
        let combined = #"{"log":"\#(Self.combinedLine.replacingOccurrences(of: "\"", with: "\\\""))"}"#
        let sample = (0..<4).map { Array("kube.var.log: [1795237600.\($0), \(combined)]".utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "fluent+json+combined")
    }

    @Test(
        "Fluent Bit's stdout output (its msgpack format, `\"key\"=>value`): numbered records, with or without metadata")
    func fluentBitStdout() throws {
        let lines = [
            // Fluent Bit 2.1 and later: the time grouped with the record's metadata.
            #"[0] kube.var.log.containers.web.log: [[1795237600.123456001, {}], {"log"=>"GET /users/42", "stream"=>"stdout"}]"#,
            #"[12] nginx.access: [[1795237600.5, {"otel"=>{"k"=>"}], {"}}], {"log"=>"GET /users/42"}]"#,
            // Before 2.1: the time alone. A `=>` inside a string stays.
            #"[3] nginx.access: [1795237600.123456001, {"log"=>"GET /users/42?a=%3D>"}]"#,
            // Not its shape: no tag, no number's `]`, no record.
            #"[0] [1795237600.1, {"log"=>"GET /users/42"}]"#, #"[0 nginx.access: [1795237600.1, {"log"=>"GET /"}]"#,
            #"[0] nginx.access: [1795237600.1]"#,
        ]
        let results = try Self.results(lines, "fluent+json+url")
        #expect(
            results == [
                "/users/42 0 t=1795237600", "/users/42 0 t=1795237600", "/users/42?a=%3D> 0 t=1795237600",
                "malformed formatMismatch", "malformed formatMismatch", "malformed formatMismatch",
            ])
        let combined =
            #"{"log"=>"\#(Self.combinedLine.replacingOccurrences(of: "\"", with: "\\\""))", "stream"=>"stdout"}"#
        let sample = (0..<4).map { Array("[\($0)] kube.var.log: [[1795237600.\($0), {}], \(combined)]".utf8) }
        #expect(LogFormatDetector.detect(sample)?.preset.name == "fluent+json+combined")
    }

    @Test(
        "shippers' and stores' exports: Logs Insights' @message, Elasticsearch hits' _source, ECS's event.original, GELF, Splunk",
        arguments: [
            #"{"@timestamp":"2026-11-21 05:06:40.123","@message":"GET /users/42","@logStream":"web/nginx/1"}"#,
            #"{"_index":"filebeat-8","_id":"a1","_source":{"@timestamp":"2026-11-21T05:06:40.123Z","message":"GET /users/42"}}"#,
            #"{"@timestamp":"2026-11-21T05:06:40.123Z","event":{"original":"GET /users/42","dataset":"nginx.access"}}"#,
            // Graylog's GELF (Docker's gelf driver): the line in short_message, the time in epoch seconds.
            #"{"version":"1.1","host":"web1","short_message":"GET /users/42","timestamp":1795237600.123,"level":6,"_container_name":"nginx"}"#,
            // Splunk's search export, one result a line, and an HTTP Event Collector event.
            #"{"preview":false,"offset":0,"result":{"_time":"2026-11-21T05:06:40.000+00:00","_raw":"GET /users/42","host":"web1","sourcetype":"access_combined"}}"#,
            #"{"time":1795237600,"host":"web1","source":"/var/log/nginx/access.log","sourcetype":"access_combined","index":"main","event":"GET /users/42"}"#,
            // Azure Monitor Log Analytics rows (a query's JSON export): a custom-log table's RawData, the Syslog
            // table's SyslogMessage.
            #"{"TenantId":"9143fd29","SourceSystem":"OpsManager","TimeGenerated":"2026-11-21T05:06:40.123Z","Computer":"web-1","RawData":"GET /users/42\n","Type":"ApacheHTTPServer_CL"}"#,
            #"{"TenantId":"9143fd29","TimeGenerated":"2026-11-21T05:06:40Z","Computer":"web-1","Facility":"local7","SeverityLevel":"info","SyslogMessage":"GET /users/42","ProcessName":"nginx","Type":"Syslog"}"#,
        ])
    func shipperExports(line: String) throws {
        #expect(try Self.results([line], "json+url") == ["/users/42 0 t=1795237600"])
    }

    @Test("the row that ends a Splunk export is no entry; another JSON object without a line is a misfit")
    func splunkLastRow() throws {
        #expect(
            try Self.results([#"{"preview":false,"lastrow":true}"#, #"{"preview":false,"offset":3}"#], "json+url") == [
                "…", "malformed formatMismatch",
            ])
    }

    @Test("a Logstash entry's `path` (the file it came from) does not make it a request beside the line inside")
    func logstashPathIsNoRequest() throws {
        let escaped = Self.combinedLine.replacingOccurrences(of: "\"", with: "\\\"")
        var lines = (0..<8).map { _ in
            Array(
                #"{"@timestamp":"2026-11-21T05:06:37.123Z","@version":"1","host":"web1","path":"/var/log/nginx/access.log","message":"\#(escaped)"}"#
                    .utf8)
        }
        // An error-log line among them, which no access layout reads.
        lines.append(
            Array(
                #"{"@timestamp":"2026-11-21T05:06:37.123Z","@version":"1","host":"web1","path":"/var/log/nginx/access.log","message":"2026/11/21 05:06:37 [error] 29#29: *1 open() failed"}"#
                    .utf8))
        #expect(LogFormatDetector.detect(lines)?.preset.name == "json+combined")
    }

    @Test("a log console's CSV export: the column names a directive, the line the quoted field with the most blanks")
    func csvExports() throws {
        let quoted = "\"" + Self.combinedLine.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let lines = [
            "@timestamp,@message,@logStream,@log",
            "2026-11-21 05:06:40.123," + quoted + ",web/nginx/1,123456789012:/ecs/web",
            #""Date","Host","Service","Message""#,
            #""2026-11-21T05:06:40.123Z","web1","nginx","# + quoted,
            // Not rows: JSON, a Combined line (its quotes not ending fields), no quoted field with blanks.
            #"{"message":"a b c","x":1}"#, Self.combinedLine, "2026-11-21 05:06:40.123,plain text,x",
        ]
        #expect(
            try Self.results(lines, "csv+combined") == [
                "…", "/users/42 200 t=1795237597", "…", "/users/42 200 t=1795237597", "malformed formatMismatch",
                "malformed formatMismatch", "malformed formatMismatch",
            ])
        // The export's time stands in for a line without one.
        #expect(
            try Self.results(["2026-11-21 05:06:40.123,\"GET /users/42 HTTP/1.1\""], "csv+url") == [
                "/users/42 0 t=1795237600"
            ])
        let sample = [lines[0]] + Array(repeating: lines[1], count: 4)
        #expect(LogFormatDetector.detect(sample.map { Array($0.utf8) })?.preset.name == "csv+combined")
        // Cloud Storage's CSV stays its own preset.
        let gcs = try #require(LogFormatPreset.named("gcs")).example
        #expect(LogFormatDetector.detect(Array(repeating: Array(gcs.utf8), count: 4))?.preset.name == "gcs")
    }

    @Test func detectedAroundTheInnerFormat() throws {
        let cri = (0..<4).map { index in
            Array(
                #"2026-11-21T05:06:3\#(index).1Z stdout F 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "curl""#
                    .utf8)
        }
        #expect(LogFormatDetector.detect(cri)?.preset.name == "cri+combined")
        let docker = (0..<4).map { _ in
            Array(#"{"log":"GET /a\n","stream":"stdout","time":"2026-11-21T05:06:37Z"}"#.utf8)
        }
        #expect(LogFormatDetector.detect(docker)?.preset.name == "docker+url")
    }
}

/// `jsonl:` options say what they are: `duration` (and its `duration-unit`) vs `clock`; the old names still work.
@Suite("jsonl option names")
struct JSONLinesOptionNameTests {
    @Test func durationAndClock() throws {
        let line = #"{"ts":1795237597.25,"elapsed":12,"request":{"method":"GET","uri":"/users/42"},"status":200}"#
        let named = try LogFormat.parse(
            "jsonl:method=request.method,path=request.uri,duration=elapsed,duration-unit=ms,clock=ts")
        let old = try LogFormat.parse("jsonl:method=request.method,path=request.uri,time=elapsed,unit=ms,timestamp=ts")
        #expect(named == old)
        let parser = LogLineParser(format: named)
        let bytes = Array(line.utf8)
        guard case .request(let request) = bytes.withUnsafeBufferPointer({ parser.parse($0) }) else {
            Issue.record("not read")
            return
        }
        #expect(request.requestTimeMicros == 12_000)
        #expect(request.seconds == 1_795_237_597)
        #expect(throws: LogFormatError.self) { try LogFormat.parse("jsonl:path=p,duration=a,time=b") }
    }
}

/// logfmt lines: their pairs read as JSON by a JSON preset.
@Suite("Log wrappers: logfmt")
struct LogfmtWrapperTests {
    static let lines = [
        // logrus' text formatter, with a quoted value holding escaped quotes.
        #"time="2024-03-03T10:00:01Z" level=info msg="say \"hi\"" method=GET path=/orders/7 status=200 duration=16ms"#,
        // Grafana's router logging (an empty value, `t`).
        #"logger=context userId=0 orgId=1 uname= t=2024-03-03T10:00:01.000000000Z level=info msg="Request Completed" method=GET path=/orders/7 status=200 remote_addr=203.0.113.9 time_ms=16 duration=16ms size=93"#,
    ]

    @Test("logrus' and Grafana's lines are detected and read with their time and duration")
    func detected() throws {
        for line in Self.lines {
            let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
            #expect(detection.preset.name == "logfmt+lograge-json", "\(line)")
            let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
            #expect(read.target == "/orders/7" && read.status == 200 && read.method == "GET", "\(read)")
            #expect(read.seconds == 1_709_460_001 && read.micros == 16_000, "\(read)")
        }
    }

    @Test(
        "not logfmt: other layouts' lines, fewer than three pairs, a prefix too long or quoted or holding `=`, a first key after a prefix that is no name, an open quote",
        arguments: [
            #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a?x=1&y=2 HTTP/1.1" 200 5 "-" "ua""#,
            "method=GET path=/a", #"method=GET path=/a status=200 msg="open"#,
            "one two three four five six seven eight nine method=GET path=/a status=200",
            #"INFO "quoted" method=GET path=/a status=200"#, "GET /a?x=1 method=GET path=/a status=200",
            "INFO /a?x=1 path=/a status=200",
            // A tracing span's fields (Rust's fmt subscriber): `request{method` is no key.
            "request{method=GET uri=/a version=HTTP/1.1}: tower_http::trace::on_response: finished latency=0 ms status=200",
        ])
    func notLogfmt(line: String) throws {
        #expect(try ContainerWrapperTests.results([line], "logfmt+jsonl") == ["malformed formatMismatch"])
    }

    @Test(
        "pairs after a logger's prefix: Keycloak's access log through Quarkus' logger, Gunicorn's after a word, the prefix's time",
        arguments: [
            (
                #"2024-03-03 10:00:01,196 INFO  [org.keycloak.http.access-log] (executor-thread-1) ip=203.0.113.9 method=GET uri="/orders/7" status=200 bytes=93 duration_ms=16"#,
                1_709_460_001 as Int64?
            ),
            (
                #"gunicorn method=GET path="/orders/7" status=200 duration_ms=16 request_id=e45f9c86 fwd="203.0.113.9""#,
                nil
            ),
            (
                #"2024-03-03T10:00:01.000Z [info     ] request_finished  method=GET path=/orders/7 status_code=200 duration_ms=16"#,
                1_709_460_001
            ),
        ])
    func afterPrefix(line: String, seconds: Int64?) throws {
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
        #expect(detection.preset.name.contains("logfmt+"), "\(detection.preset.name)")
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.target == "/orders/7" && read.status == 200 && read.method == "GET", "\(read)")
        #expect(read.seconds == seconds && read.micros == 16_000, "\(read)")
    }

    @Test("a layout of its own keeps its key=value lines: lograge's, Heroku's router")
    func ownLayoutsWin() throws {
        let lograge = "method=GET path=/orders/7 format=json controller=O action=show status=200 duration=16.00"
        #expect(LogFormatDetector.detect([Array(lograge.utf8)])?.preset.name == "lograge")
        let heroku =
            #"2024-03-03T10:00:01.000000+00:00 heroku[router]: at=info method=GET path="/orders/7" host=shop.herokuapp.com request_id=8601b555 fwd="203.0.113.9" dyno=web.1 connect=0ms service=16ms status=200 bytes=93 protocol=https"#
        #expect(LogFormatDetector.detect([Array(heroku.utf8)])?.preset.name == "heroku-router")
    }

    @Test("logfmt holds JSON records: a text layout inside is refused")
    func refusedInner() {
        #expect(throws: LogFormatError.self) { try LogFormat.parse("logfmt+combined") }
    }
}

/// LTSV lines: their labeled fields read as JSON lines' by the `jsonl` preset.
@Suite("Log wrappers: LTSV")
struct LTSVWrapperTests {
    @Test(
        "nginx's and Apache's LTSV lines (ltsv.org's labels) are detected and read with their time and duration",
        arguments: [
            // nginx: `time:$time_local`, `reqtime:$request_time` in seconds.
            (
                "time:03/Mar/2024:10:00:01 +0000\thost:203.0.113.9\tforwardedfor:-\treq:GET /orders/7?x=1 HTTP/1.1\tstatus:200\tsize:93\treferer:-\tua:okhttp/4.12.0\treqtime:0.016\tcache:-\truntime:-\tvhost:shop.example.com",
                Int64?(16_000)
            ),
            // Apache: `time:%t` in brackets, `reqtime:%D` in microseconds, a CR at the end.
            (
                "host:203.0.113.9\tident:-\tuser:-\ttime:[03/Mar/2024:11:00:01 +0100]\treq:GET /orders/7?x=1 HTTP/1.1\tstatus:200\tsize:93\treferer:-\tua:okhttp/4.12.0\treqtime:16000\r",
                16_000
            ),
            // The method and path apart, an ISO time, an app time passed over.
            (
                "time:2024-03-03T10:00:01+00:00\thost:203.0.113.9\tmethod:GET\turi:/orders/7?x=1\tprotocol:HTTP/1.1\tstatus:200\tua:okhttp/4.12.0\tapptime:0.010",
                nil
            ),
        ] as [(String, Int64?)])
    func detected(line: String, micros: Int64?) throws {
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
        #expect(detection.preset.name == "ltsv+jsonl", "\(line)")
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.target == "/orders/7?x=1" && read.status == 200 && read.method == "GET", "\(read)")
        #expect(read.seconds == 1_709_460_001 && read.micros == micros, "\(read)")
        #expect(read.agent == "okhttp/4.12.0" && read.client == "203.0.113.9", "\(read)")
    }

    @Test(
        "not LTSV: other layouts' lines, fewer than three fields, a line not starting with a labeled field",
        arguments: [
            #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a?x=1&y=2 HTTP/1.1" 200 5 "-" "ua""#,
            "req:GET /a HTTP/1.1\tstatus:200", "GET /a\treq:GET /a HTTP/1.1\tstatus:200\tsize:5",
            "2026-11-21\t05:06:37\tIAD89-P1\t512\t192.0.2.7\tGET",
        ])
    func notLTSV(line: String) throws {
        #expect(try ContainerWrapperTests.results([line], "ltsv+jsonl") == ["malformed formatMismatch"])
    }

    @Test("LTSV holds JSON records: a text layout inside is refused")
    func refusedInner() {
        #expect(throws: LogFormatError.self) { try LogFormat.parse("ltsv+combined") }
    }
}

/// go-zero's request lines: in logx's JSON entries (its default encoding, read as `json+go-zero`: the entry's time and
/// duration), and in its plain encoding.
@Suite("go-zero's request lines")
struct GoZeroLogTests {
    static let entries = [
        // Go's JSON escapes `&`; a 5xx line carries the request's dump; a slow request's `slowcall` line comes first.
        #"{"@timestamp":"2026-11-21T13:06:37.000+08:00","caller":"handler/loghandler.go:147","content":"[HTTP] 200 - GET /users/42?a=1\u0026b=2 - 192.0.2.7:51234 - curl/8.5.0","duration":"1.2ms","level":"info","span":"a1","trace":"b2"}"#,
        #"{"@timestamp":"2026-11-21T13:06:38.000+08:00","caller":"stat/usage.go:61","content":"CPU: 0m, MEMORY: Alloc=1.2Mi, TotalAlloc=3.4Mi, Sys=10.1Mi, NumGC=2","level":"stat"}"#,
        #"{"@timestamp":"2026-11-21T13:06:38.000+08:00","caller":"handler/loghandler.go:147","content":"[HTTP] 201 - POST /users - 192.0.2.7:51234 - curl/8.5.0 - slowcall(601.0ms)","duration":"601.0ms","level":"slow"}"#,
        #"{"@timestamp":"2026-11-21T13:06:38.000+08:00","caller":"handler/loghandler.go:147","content":"[HTTP] 201 - POST /users - 192.0.2.7:51234 - curl/8.5.0","duration":"601.0ms","level":"info"}"#,
        #"{"@timestamp":"2026-11-21T13:06:39.000+08:00","caller":"handler/loghandler.go:149","content":"[HTTP] 500 - GET /users/43 - 192.0.2.7:51234 - curl/8.5.0\nGET /users/43 HTTP/1.1\r\nHost: localhost:8888\r\nUser-Agent: curl/8.5.0\r\n\r\n","duration":"3.4ms","level":"error"}"#,
    ]

    static func reads(_ lines: [String], _ spec: String) throws -> [String] {
        let parser = LogLineParser(format: try LogFormat.parse(spec), readsAgent: true, readsClient: true)
        return lines.map { line in
            Array(line.utf8).withUnsafeBufferPointer { buffer in
                switch parser.parse(buffer) {
                case .request(let request):
                    [
                        request.method.map { String(decoding: $0, as: UTF8.self) } ?? "-",
                        String(decoding: request.target, as: UTF8.self), "\(request.status)",
                        request.seconds.map(String.init) ?? "untimed",
                        request.requestTimeMicros.map { "\($0)µs" } ?? "no duration",
                        request.agent.map { String(decoding: $0, as: UTF8.self) } ?? "no agent",
                        request.client.map { String(decoding: $0, as: UTF8.self) } ?? "no client",
                    ].joined(separator: " | ")
                case .continuation: "continuation"
                case .invalidRequest: "invalid"
                case .malformed(let reason): "malformed \(reason.rawValue)"
                }
            }
        }
    }

    @Test("logx's JSON entries: detected as json+go-zero, read with the entry's time and duration")
    func jsonEntries() throws {
        #expect(LogFormatDetector.detect(Self.entries.map { Array($0.utf8) })?.preset.name == "json+go-zero")
        #expect(try LogFormat.parse("json+go-zero").hasRequestTime)
        #expect(
            try Self.reads(Self.entries, "json+go-zero") == [
                "GET | /users/42?a=1&b=2 | 200 | 1795237597 | 1200µs | curl/8.5.0 | 192.0.2.7",
                "malformed formatMismatch",
                "continuation",
                "POST | /users | 201 | 1795237598 | 601000µs | curl/8.5.0 | 192.0.2.7",
                "GET | /users/43 | 500 | 1795237599 | 3400µs | curl/8.5.0 | 192.0.2.7",
            ])
    }

    @Test(
        "the plain encoding: padded level, status and method, the duration among the pairs; the slow-call line no request"
    )
    func plainEncoding() throws {
        let lines = [
            "2026-11-21T13:06:37.000+08:00\t info \t[HTTP]  200  -  GET  /users/42 - 192.0.2.7:51234 - curl/8.5.0\tduration=1.2ms\tcaller=handler/loghandler.go:147",
            "2026-11-21T13:06:38.000+08:00\t slow \t[HTTP]  201  -  POST  /users - 192.0.2.7:51234 - curl/8.5.0 - slowcall(601.0ms)\tcaller=handler/loghandler.go:147\tduration=601.0ms",
            "2026-11-21T13:06:38.000+08:00\t info \t[HTTP]  201  -  POST  /users - 192.0.2.7:51234 - curl/8.5.0\tcaller=handler/loghandler.go:147\tduration=601.0ms",
            // Without its `duration=` pair: still a request.
            "2026-11-21T13:06:38.000+08:00\t info \t[HTTP]  201  -  POST  /users - 192.0.2.7:51234 - curl/8.5.0\tcaller=handler/loghandler.go:147",
        ]
        #expect(LogFormatDetector.detect(lines.map { Array($0.utf8) })?.preset.name == "go-zero")
        #expect(
            try Self.reads(lines, "go-zero") == [
                "GET | /users/42 | 200 | 1795237597 | 1200µs | curl/8.5.0 | 192.0.2.7",
                "continuation",
                "POST | /users | 201 | 1795237598 | 601000µs | curl/8.5.0 | 192.0.2.7",
                "POST | /users | 201 | 1795237598 | no duration | curl/8.5.0 | 192.0.2.7",
            ])
    }

    @Test("a JSON entry's duration is read only with its unit, and only by a layout that takes it")
    func entryDuration() throws {
        let content = "[HTTP] 200 - GET /users/42 - 192.0.2.7:51234 - curl/8.5.0"
        let durations = try Self.reads(
            [
                #"{"content":"\#(content)","duration":"2.5ms"}"#, #"{"content":"\#(content)","duration":25}"#,
                #"{"content":"\#(content)","duration":"25"}"#,
            ], "json+go-zero"
        ).map { $0.split(separator: "|")[4].trimmingCharacters(in: .whitespaces) }
        #expect(durations == ["2500µs", "no duration", "no duration"])
        // Another layout's lines inside JSON entries take no `duration` of the entry's: a shipper's field, not theirs.
        let line = #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /users/42 HTTP/1.1\" 200 5 \"-\" \"curl\""#
        #expect(try !LogFormat.parse("json+combined").hasRequestTime)
        #expect(
            try Self.reads([#"{"message":"\#(line)","duration":"2.5ms"}"#], "json+combined").first?.contains(
                "no duration") == true)
    }
}

/// RoadRunner's request lines in its loggers' other encodings: zap's development console lines and slog's text lines.
@Suite("RoadRunner's request lines, console and key=value")
struct RoadRunnerLogTests {
    @Test(
        "zap's console lines and slog's text lines: the wrapper found, the entry read with its duration",
        arguments: [
            (
                "console+roadrunner",
                "2026-11-21T05:06:37.000Z\tINFO\thttp\thttp log\t"
                    + #"{"status": 200, "method": "GET", "URI": "/users/42?page=2", "remote_address": "192.0.2.7:51234", "read_bytes": 0, "write_bytes": 12, "start": "2026-11-21T05:06:37.000Z", "elapsed": "1.2ms"}"#,
                "GET | /users/42?page=2 | 200 | 1795237597 | 1200µs | no agent | 192.0.2.7"
            ),
            (
                "logfmt+roadrunner",
                #"time=2026-11-21T05:06:37.000Z level=INFO msg="http log" status=200 method=GET URI=/users/42?page=2 URL=/users/42?page=2 remote_address=192.0.2.7:51234 read_bytes=0 write_bytes=12 start=2026-11-21T05:06:37.000Z elapsed=12"#,
                "GET | /users/42?page=2 | 200 | 1795237597 | 12000µs | no agent | 192.0.2.7"
            ),
        ])
    func encodings(spec: String, line: String, read: String) throws {
        #expect(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)])?.preset.name == spec)
        #expect(try GoZeroLogTests.reads([line], spec) == [read])
    }
}
