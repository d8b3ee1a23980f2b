@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("User agent and client address of a log line")
struct CallerFieldTests {
    /// The agent and client of `line` read as `format` (nil: none), asking for both.
    private static func callers(_ line: String, as format: LogFormat) -> (agent: String?, client: String?)? {
        let parser = LogLineParser(format: format, readsAgent: true, readsClient: true)
        return Array(line.utf8).withUnsafeBufferPointer { bytes in
            guard case .request(let request) = parser.parse(bytes) else { return nil }
            return (
                request.agent.map { String(decoding: $0, as: UTF8.self) },
                request.client.map { String(decoding: $0, as: UTF8.self) }
            )
        }
    }

    @Test(
        "Combined: the third word before the time and the second quoted field after the status",
        arguments: [
            (
                #"203.0.113.9 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-" "curl/8.5.0""#,
                "curl/8.5.0", "203.0.113.9"
            ),
            (
                #"2001:db8::7 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "http://x/" "A \"quoted\" \\ agent""#,
                #"A "quoted" \ agent"#, "2001:db8::7"
            ),
            (#"- - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-" "-""#, nil, nil),
            (
                #"::ffff:192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-" """#, nil,
                "::ffff:192.0.2.1"
            ),
            // Referers that start like `"-"` (read at once) but are not it, and a line that ends after it.
            (#"192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-x" "ua""#, "ua", "192.0.2.1"),
            (#"192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-\"" "ua""#, "ua", "192.0.2.1"),
            (#"192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-""ua""#, "ua", "192.0.2.1"),
            (#"192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-""#, nil, "192.0.2.1"),
            (#"192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-"#, nil, "192.0.2.1"),
            // Common: no agent.
            (#"192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5"#, nil, "192.0.2.1"),
            // A virtual host before the client (Apache's vhost_common, nginx's `$host $remote_addr …`), a host
            // and a user, a list of addresses logged first (X-Forwarded-For), and a line with fewer words.
            (#"api.example.com 192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5"#, nil, "192.0.2.1"),
            (#"192.0.2.1 api.example.com - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5"#, nil, "192.0.2.1"),
            (
                #"203.0.113.9, 10.0.0.1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5"#, nil,
                "203.0.113.9, 10.0.0.1"
            ),
            (#"192.0.2.1 - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5"#, nil, "192.0.2.1"),
            // A host name as the client stays; a prefix's word does not: Python logging's `INFO:werkzeug:`, and
            // aiohttp's `%a %t` (no identd or user fields) after a prefix; an IPv6 client that starts with a letter.
            (
                #"crawl-66-249-66-1.googlebot.com - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5"#, nil,
                "crawl-66-249-66-1.googlebot.com"
            ),
            (#"INFO:werkzeug:127.0.0.1 - - [02/Feb/2018 08:08:00] "GET /a HTTP/1.1" 200 -"#, nil, "127.0.0.1"),
            (
                #"2019-08-18 04:04:50 | INFO | aiohttp.access | helpers.py:534 | 10.30.197.72 [18/Aug/2019:04:04:50 +0000] "GET /a HTTP/1.1" 200 227 "-" "kube-probe/1.14""#,
                "kube-probe/1.14", "10.30.197.72"
            ),
            (#"fe80::1 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5"#, nil, "fe80::1"),
            // A JBoss, WildFly or Quarkus console's line around the access line: the time is the bracket a quote
            // follows, the client the words before it as ever.
            (
                #"2026-07-05 04:12:40,644 INFO  [io.qua.htt.access-log] (vert.x-eventloop-thread-1) 10.224.0.4 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 45"#,
                nil, "10.224.0.4"
            ),
            (
                #"[KIE-LOG-node2] STDOUT: 20:32:08,728 INFO  [io.undertow.accesslog] (default task-1) 172.21.0.1 [21/Nov/2026:05:06:37 +0200] "PUT /a HTTP/1.1" 201 "#,
                nil, "172.21.0.1"
            ),
        ] as [(String, String?, String?)])
    func accessLog(line: String, agent: String?, client: String?) {
        let read = Self.callers(line, as: .combined)
        #expect(read?.agent == agent)
        #expect(read?.client == client)
    }

    @Test("nginx: $http_user_agent and $remote_addr, `-` for none, escapes decoded")
    func nginx() throws {
        let format = LogFormat.nginx(try NginxLogFormat(NginxLogFormatTests.timedFormat))
        let line =
            #"2001:db8:1:2::3 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "Bot\x22x\x22/1" 0.004"#
        let read = Self.callers(line, as: format)
        #expect(read?.agent == #"Bot"x"/1"#)
        #expect(read?.client == "2001:db8:1:2::3")
        let none = Self.callers(
            #"- - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "-" 0.004"#, as: format)
        #expect(none?.agent == nil)
        #expect(none?.client == nil)
        let noFields = Self.callers(#""GET /a HTTP/1.1" 200"#, as: .nginx(try NginxLogFormat(#""$request" $status"#)))
        #expect(noFields?.agent == nil && noFields?.client == nil)
    }

    @Test("JSON lines: the agent and client fields, named like the others")
    func json() throws {
        let line =
            #"{"request":"GET /a HTTP/1.1","status":200,"user_agent":"Mozilla\/5.0 \u00e9","remote_addr":"192.0.2.8"}"#
        let read = Self.callers(line, as: .jsonLines(.standard))
        #expect(read?.agent == "Mozilla/5.0 é")
        #expect(read?.client == "192.0.2.8")
        let renamed = try LogFormatSpec("jsonl:agent=http.ua,client=peer").format
        let nested = #"{"request":"GET /a HTTP/1.1","http":{"ua":"curl/8"},"peer":"::1"}"#
        let readNested = Self.callers(nested, as: renamed)
        #expect(readNested?.agent == "curl/8")
        #expect(readNested?.client == "::1")
        let missing = Self.callers(#"{"request":"GET /a HTTP/1.1","user_agent":7}"#, as: .jsonLines(.standard))
        #expect(missing?.agent == nil && missing?.client == nil)
    }

    @Test("a parser not asked for callers reads none")
    func notAsked() {
        let parser = LogLineParser(format: .combined)
        let line = #"203.0.113.9 - - [21/Nov/2026:05:06:37 +0200] "GET /a HTTP/1.1" 200 5 "-" "curl/8.5.0""#
        Array(line.utf8).withUnsafeBufferPointer { bytes in
            guard case .request(let request) = parser.parse(bytes) else {
                Issue.record("not a request")
                return
            }
            #expect(request.agent == nil && request.client == nil)
        }
    }
}
