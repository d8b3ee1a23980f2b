@testable import CorridorLogFormats
import Testing

/// nginx writes each `$upstream_*` variable of a request passed to several servers as a list: `502, 200` (the next
/// server tried after a failure), `0.500 : 0.003` (an internal redirect to another upstream group). Logged unquoted,
/// such a list holds blanks where the layout expects one word.
@Suite("Lists of servers' values (nginx's retried upstreams)")
struct ServerListTests {
    typealias Read = LogFormatPresetTests.Read

    static func preset(_ name: String) throws -> LogFormat { try #require(LogFormatPreset.named(name)).format }

    @Test(
        "a preset's line for a request passed to several servers is read as its single-server line",
        arguments: [
            (
                "nginx-proxy-manager",
                #"[21/Nov/2026:05:06:37 +0000] - 200 200 - GET https api.example.com "/users/42" [Client 192.0.2.7] [Length 512] [Gzip -] [Sent-to 10.0.0.5] "Mozilla/5.0 (KHTML, like Gecko)" "-""#,
                #"[21/Nov/2026:05:06:37 +0000] - 502, 200 200 - GET https api.example.com "/users/42" [Client 192.0.2.7] [Length 512] [Gzip -] [Sent-to 10.0.0.5] "Mozilla/5.0 (KHTML, like Gecko)" "-""#
            ),
            (
                "nginx-proxy-manager",
                #"[21/Nov/2026:05:06:37 +0000] - 200 200 - GET https api.example.com "/users/42" [Client 192.0.2.7] [Length 512] [Gzip -] [Sent-to 10.0.0.5] "Mozilla/5.0 (KHTML, like Gecko)" "-""#,
                #"[21/Nov/2026:05:06:37 +0000] - 504 : 200 200 - GET https api.example.com "/users/42" [Client 192.0.2.7] [Length 512] [Gzip -] [Sent-to 10.0.0.5] "Mozilla/5.0 (KHTML, like Gecko)" "-""#
            ),
            (
                "alibaba-cdn",
                #"[21/Nov/2026:13:06:37 +0800] 192.0.2.7 10.0.0.6:80 512 "-" "GET https://api.example.com/users/42" 200 191 2035 MISS "curl/8.5.0" "application/json""#,
                #"[21/Nov/2026:13:06:37 +0800] 192.0.2.7 10.0.0.5:80, 10.0.0.6:80 512 "-" "GET https://api.example.com/users/42" 200 191 2035 MISS "curl/8.5.0" "application/json""#
            ),
        ])
    func presetLine(name: String, single: String, retried: String) throws {
        let format = try Self.preset(name)
        let expected = try #require(LogFormatPresetTests.read(single, format), "\(name): the single-server line")
        #expect(LogFormatPresetTests.read(retried, format) == expected)
    }

    @Test("the upstream time read as the request's is the servers' times added up")
    func upstreamTimeList() throws {
        let format = LogFormat.nginx(
            try NginxLogFormat(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $upstream_response_time "$http_referer" "$http_user_agent""#
            ))
        let read = try #require(
            LogFormatPresetTests.read(
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 0.500, 0.011 : 0.002 "-" "curl/8.5.0""#,
                format))
        #expect(read.micros == 513_000)
        #expect(read.status == 200)
        #expect(read.agent == "curl/8.5.0")
        // An absent value among them (`-`: a server not reached) adds nothing.
        #expect(
            LogFormatPresetTests.read(
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 502 0 -, 0.011 "-" "curl/8.5.0""#,
                format)?.micros == 11_000)
    }

    @Test("a line of another layout is not read by compacting its lists")
    func otherLayoutStaysUnread() throws {
        let format = try Self.preset("nginx-proxy-manager")
        // A Combined line whose user agent has `, `: no list to compact outside its quotes, and no layout of
        // Nginx Proxy Manager's either way.
        #expect(
            LogFormatPresetTests.read(
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "Mozilla/5.0 (KHTML, like Gecko)""#,
                format) == nil)
    }

    static let jsonFields = JSONLogFields(
        request: "request", method: nil, path: nil, query: nil, status: "status", time: "upstream_response_time")

    @Test(
        "JSON lines with an unquoted list of servers' values (or none) are read, the list as the field's value",
        arguments: [
            (#"{"request":"GET /users/42 HTTP/1.1","status":200,"upstream_response_time":0.240}"#, Int64(240_000)),
            (#"{"request":"GET /users/42 HTTP/1.1","status":200,"upstream_response_time":0.240, 0.005}"#, 245_000),
            (
                #"{"request":"GET /users/42 HTTP/1.1","status":200,"upstream_status":502, 200,"upstream_response_time":0.240 : 0.005, 0.001}"#,
                246_000
            ),
            (#"{"request": "GET /users/42 HTTP/1.1", "status": 200, "upstream_response_time": -, "x": 1}"#, nil),
            (#"{"request":"GET /users/42 HTTP/1.1","status":200,"upstream_response_time":-, 0.005}"#, 5_000),
            // `escape=json` writes an unset variable as nothing: no server was asked.
            (
                #"{ "request": "GET /users/42 HTTP/1.1", "status": 200, "upstream_response_time": , "upstream_status":  }"#,
                nil
            ),
        ])
    func jsonList(line: String, micros: Int64?) throws {
        let read = try #require(LogFormatPresetTests.read(line, .jsonLines(Self.jsonFields)))
        #expect(read.target == "/users/42")
        #expect(read.status == 200)
        #expect(read.micros == micros)
    }

    @Test(
        "what JSON allows between members and array elements still reads as JSON",
        arguments: [
            #"{"request":"GET /users/42 HTTP/1.1","sizes":[1, 2, 3],"status":200}"#,
            #"{"request":"GET /users/42 HTTP/1.1", "bytes": 12, "status": 200}"#,
            #"{"request":"GET /users/42 HTTP/1.1" , "bytes" : 12 , "status" : 200}"#,
        ])
    func jsonUnchanged(line: String) throws {
        let read = try #require(LogFormatPresetTests.read(line, .jsonLines(Self.jsonFields)))
        #expect(read.status == 200)
        #expect(read.target == "/users/42")
    }
}
