@testable import CorridorLogFormats
import Testing

/// Logs no preset reads — custom `log_format` and `LogFormat` strings as their authors wrote them — are read with the
/// layout their lines show (``LogLayoutInference``), and text that is no access log is still refused.
@Suite("Detection: the layout a log's lines show, for a log no preset reads")
struct LogLayoutInferenceTests {
    /// 2026-11-21T05:06:37Z.
    static let instant = LogFormatPresetTests.instant

    /// What one line read gives: method, target, status, time, duration (µs), agent, client (the presets' tests').
    typealias Reading = LogFormatPresetTests.Read

    static func reading(_ line: String, as format: LogFormat) -> Reading? { LogFormatPresetTests.read(line, format) }

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let lines: [String]
        let format: String
        /// The first line's reading.
        let first: Reading
        var description: String { name }
    }

    static let chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0"

    static let cases: [Case] = [
        Case(
            name: "Apache, the time first (`%{%Y-%m-%d %H:%M:%S}t %a \"%r\" %>s %b`)",
            lines: [
                #"2026-11-21 05:06:37 192.0.2.7 "GET /users/12 HTTP/1.1" 200 5120"#,
                #"2026-11-21 05:06:38 198.51.100.7 "POST /user/repos HTTP/1.1" 201 312"#,
            ],
            format: #"nginx:$date $time_hms $remote_addr "$request" $status $field6"#,
            first: Reading(method: "GET", target: "/users/12", status: 200, seconds: instant, client: "192.0.2.7")),
        Case(
            name: "Spring Boot's Tomcat, CAS's pattern (`%t %a \"%r\" %s (%D ms)`)",
            lines: [
                #"[21/Nov/2026:05:06:37 +0000] 192.0.2.7 "GET /users/12 HTTP/1.1" 200 (12 ms)"#,
                #"[21/Nov/2026:05:06:38 +0000] 198.51.100.7 "POST /user/repos HTTP/1.1" 201 (1003 ms)"#,
            ],
            format: #"nginx:[$time_local] $remote_addr "$request" $status ($request_time_ms ms)"#,
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, client: "192.0.2.7")),
        Case(
            name: "Jetty, the method apart and the duration before the path (`%m %{ms}T \"%U\"`)",
            lines: [
                #"192.0.2.7 - - [2026-11-21T05:06:37.123+0000] GET 12ms "/users/12" 200 5350 "-" "\#(chrome)""#,
                #"198.51.100.7 - - [2026-11-21T05:06:38.124+0000] POST 1003ms "/user/repos" 201 542 "https://example.com/" "curl/8.5.0""#,
            ],
            format:
                #"nginx:$remote_addr $field2 $field3 [$time_local] $request_method $request_time "$request_uri" $status $field9 "$field10" "$http_user_agent""#,
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, agent: chrome,
                client: "192.0.2.7")),
        Case(
            name: "WildFly, the request and the user agent unquoted, the duration after a label",
            lines: [
                "192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] GET /users/12 HTTP/1.1 200 5120 - \(chrome) Thread: default task-2 TimeTaken: 0.012",
                "198.51.100.7 - - [21/Nov/2026:05:06:38 +0000] POST /user/repos HTTP/1.1 201 312 https://example.com/ curl/8.5.0 Thread: default task-3 TimeTaken: 1.003",
            ],
            format:
                "nginx:$remote_addr $field2 $field3 [$time_local] $request_method $request_uri $field7 $status $field9 TimeTaken: $request_time",
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, client: "192.0.2.7")),
        Case(
            name: "varnishncsa's columns between `|`, the request line unquoted",
            lines: [
                "192.0.2.7|-|-|[21/Nov/2026:05:06:37 +0000]|GET http://www.example.com/users/12 HTTP/1.1|200|5120|-|\(chrome)|hit|12000",
                "198.51.100.7|-|-|[21/Nov/2026:05:06:38 +0000]|POST http://www.example.com/user/repos HTTP/1.1|201|312|-|curl/8.5.0|pass|1003000",
            ],
            format:
                "nginx:$remote_addr|$field2|$field3|[$time_local]|$request|$status|$field7|$field8|$http_user_agent|$field10",
            first: Reading(
                method: "GET", target: "http://www.example.com/users/12", status: 200, seconds: instant, agent: chrome,
                client: "192.0.2.7")),
        Case(
            name: "tab-separated columns with an epoch first; a bare integer's unit is not guessed",
            lines: [
                "1795237597\t192.0.2.7\tGET\t/users/12\t200\t12000",
                "1795237598\t198.51.100.7\tPOST\t/user/repos\t201\t1003000",
            ],
            format: "nginx:$time_epoch\t$remote_addr\t$request_method\t$request_uri\t$status\t$field6",
            first: Reading(method: "GET", target: "/users/12", status: 200, seconds: instant, client: "192.0.2.7")),
        Case(
            name: "nginx with keyed times: the request's, not the upstream's",
            lines: [
                #"[21/Nov/2026:05:06:37 +0000] 192.0.2.7 "GET /users/12 HTTP/1.1" 200 0.010 referer=- request_time=0.012 upstream_response_time=0.010"#,
                #"[21/Nov/2026:05:06:38 +0000] 198.51.100.7 "POST /user/repos HTTP/2.0" 201 0.240, 0.005 referer=https://example.com/ request_time=0.250 upstream_response_time=0.240, 0.005"#,
            ],
            format: #"nginx:[$time_local] $remote_addr "$request" $status $field5 request_time=$request_time $field8"#,
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, client: "192.0.2.7")),
        Case(
            name: "puppet-nginx's `proxy_log`: `$request_time msec` is nginx's seconds",
            lines: [
                #"[21/Nov/2026:05:06:37 +0000] 192.0.2.7 - "GET /users/12 HTTP/1.1" 200 - 0.012 msec"#,
                #"[21/Nov/2026:05:06:38 +0000] 198.51.100.7 - "POST /user/repos HTTP/1.1" 201 - 1.003 msec"#,
            ],
            format: #"nginx:[$time_local] $remote_addr $field3 "$request" $status $field6 $request_time_s msec"#,
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, client: "192.0.2.7")),
        Case(
            name:
                "a forwarded-for list before the peer's address: the client is the address every line writes as one "
                + "word, and the words before the time are one field",
            lines: [
                #"192.0.2.7 10.0.0.2 - - [21/Nov/2026:05:06:37 +0000] GET /users/12 HTTP/1.1 200 5120 "-" "curl/8.5.0" 0.012"#,
                #"198.51.100.7, 10.0.0.2 10.0.0.2 - - [21/Nov/2026:05:06:38 +0000] POST /user/repos HTTP/1.1 201 312 "-" "curl/8.5.0" 1.003"#,
                #"192.0.2.9 10.0.0.2 - - [21/Nov/2026:05:06:39 +0000] GET /users/13 HTTP/1.1 404 - "-" "curl/8.5.0" 0.045"#,
            ],
            format:
                #"nginx:$field1 $remote_addr $field3 [$time_local] $request_method $request_uri $field9 $status $field11 "$field12" "$http_user_agent" $request_time"#,
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, agent: "curl/8.5.0",
                client: "10.0.0.2")),
        Case(
            name: "nginx's upstream time before the request's, both quoted: the request's is the longer",
            lines: [
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/12 HTTP/1.1" 200 512 "-" "curl/8.5.0" "-" "0.010" "0.012""#,
                #"198.51.100.7 - - [21/Nov/2026:05:06:38 +0000] "POST /user/repos HTTP/1.1" 201 87 "-" "curl/8.5.0" "-" "0.240, 0.005" "0.250""#,
                #"192.0.2.9 - - [21/Nov/2026:05:06:39 +0000] "GET /users/13 HTTP/1.1" 404 153 "-" "curl/8.5.0" "-" "-" "1.003""#,
            ],
            format:
                #"nginx:$remote_addr $field2 $field3 [$time_local] "$request" $status $field7 "$field8" "$http_user_agent" "$field10" "$field11" "$request_time""#,
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, agent: "curl/8.5.0",
                client: "192.0.2.7")),
        Case(
            name: "nginx's `$request_time` among quoted fields, its `$msec` after it (an instant, not a duration)",
            lines: [
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/12 HTTP/1.1" 200 142 "http://example.com" "curl/8.5.0" "-" "-" "-" "0.012" "example.com" "ajax" "-/-" "1795237597.123" "-""#,
                #"198.51.100.7 - - [21/Nov/2026:05:06:38 +0000] "POST /user/repos HTTP/1.1" 201 312 "-" "curl/8.5.0" "-" "uid" "-" "1.003" "example.com" "-" "-/-" "1795237598.124" "US""#,
            ],
            format:
                #"nginx:$remote_addr $field2 $field3 [$time_local] "$request" $status $field7 "$field8" "$http_user_agent" "$field10" "$field11" "$field12" "$request_time" "$field14""#,
            first: Reading(
                method: "GET", target: "/users/12", status: 200, seconds: instant, micros: 12_000, agent: "curl/8.5.0",
                client: "192.0.2.7")),
        Case(
            name: "Varnish's access-log time without brackets and zone",
            lines: [
                "192.0.2.7 21/Nov/2026:05:06:37 GET /users/12 200 12000",
                "198.51.100.7 21/Nov/2026:05:06:38 POST /user/repos 201 1003000",
            ],
            format: "nginx:$remote_addr $time_local $request_method $request_uri $status $field6",
            first: Reading(method: "GET", target: "/users/12", status: 200, seconds: instant, client: "192.0.2.7")),
    ]

    @Test("custom layouts are read with the layout their lines show", arguments: cases)
    func inferred(_ example: Case) throws {
        let lines = example.lines.map { Array($0.utf8) }
        let detection = try #require(LogFormatDetector.inferLayout(lines))
        #expect(detection.preset.name == example.format)
        #expect(detection.parsedLines == lines.count)
        #expect(Self.reading(example.lines[0], as: detection.preset.format) == example.first)
        // The layout given back as `--log-format` reads the lines the same.
        let given = try LogFormat.parse(example.format)
        #expect(
            example.lines.map { Self.reading($0, as: given) }
                == example.lines.map {
                    Self.reading($0, as: detection.preset.format)
                })
    }

    @Test("a logger's lines are not IIS's columns: its level is no method, its class name no target")
    func loggerLinesAreNotW3C() throws {
        // Vert.x's `LoggerHandler` (`SHORT`) through logback: the date and time first, as an IIS line's.
        let lines = [
            "2026-11-21 05:06:37.000 [vert.x-eventloop-thread-0] INFO  io.vertx.ext.web.handler.impl.LoggerHandlerImpl - 192.0.2.7 - GET /users/12 HTTP/1.1 200 612 - 12 ms",
            "2026-11-21 05:06:38.000 [vert.x-eventloop-thread-1] INFO  io.vertx.ext.web.handler.impl.LoggerHandlerImpl - 192.0.2.7 - POST /user/repos HTTP/1.1 201 64 - 3 ms",
        ]
        let bytes = lines.map { Array($0.utf8) }
        #expect(LogFormatDetector.detect(bytes) == nil)
        let detection = try #require(LogFormatDetector.inferLayout(bytes))
        #expect(
            Self.reading(lines[0], as: detection.preset.format)
                == Reading(
                    method: "GET", target: "/users/12", status: 200, seconds: Self.instant, micros: 12_000,
                    client: "192.0.2.7"))
    }

    @Test(
        "text that only mentions requests is not taken for an access log",
        arguments: [
            // nginx's error log quotes the request, with no status.
            [
                #"2026/11/21 05:06:37 [error] 1234#1234: *1 open() "/usr/share/nginx/html/favicon.ico" failed (2: No such file or directory), client: 192.0.2.7, server: localhost, request: "GET /favicon.ico HTTP/1.1", host: "localhost""#,
                #"2026/11/21 05:06:38 [error] 1234#1234: *3 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 192.0.2.7, server: api, request: "GET /users/12 HTTP/1.1", upstream: "http://127.0.0.1:8080/users/12", host: "api""#,
            ],
            // Apache's error log.
            [
                "[Sat Nov 21 05:06:37.123456 2026] [core:error] [pid 1234:tid 140] [client 192.0.2.7:51234] AH00126: Invalid URI in request GET /users/12 HTTP/1.1"
            ],
            // An application's line: `took 200 ms` is a duration, not a status.
            [
                "2026-11-21 05:06:37.123 INFO [main] c.e.App - Handling GET /users/12 for 192.0.2.7 took 200 ms",
                "2026-11-21 05:06:38.123 INFO [main] c.e.App - Handling POST /user/repos for 192.0.2.7 took 201 ms",
            ],
            ["shopping list:\teggs", "milk"],
        ])
    func refused(_ text: [String]) {
        #expect(LogFormatDetector.inferLayout(text.map { Array($0.utf8) }) == nil)
    }

    @Test("a custom layout inside a container runtime's lines is read inside them")
    func wrapped() throws {
        let lines = [
            #"2026-11-21T05:06:37.123456789Z stdout F 2026-11-21 05:06:37 192.0.2.7 "GET /users/12 HTTP/1.1" 200 (12 ms)"#,
            #"2026-11-21T05:06:38.123456789Z stdout F 2026-11-21 05:06:38 192.0.2.8 "POST /user/repos HTTP/1.1" 201 (9 ms)"#,
        ]
        let detection = try #require(LogFormatDetector.inferLayout(lines.map { Array($0.utf8) }))
        #expect(
            detection.preset.name == #"cri+nginx:$date $time_hms $remote_addr "$request" $status ($request_time_ms ms)"#
        )
        #expect(
            Self.reading(lines[1], as: detection.preset.format)
                == Reading(
                    method: "POST", target: "/user/repos", status: 201, seconds: Self.instant + 1, micros: 9_000,
                    client: "192.0.2.8"))
    }

    @Test(
        "JSON entries whose fields have other names are read by what the fields hold",
        arguments: [
            // Logstash's old `@fields` layout of an nginx `escape=json` format.
            (
                #"{ "@timestamp": "21/Nov/2026:05:06:37 +0000", "@fields": { "ip": "192.0.2.7", "remote_user": "-", "request_time": "0.012", "status": "200", "request": "GET /users/12 HTTP/1.1", "http_referrer": "-", "upstream_response_time": "0.010", "http_user_agent": "curl/8.5.0" } }"#,
                "jsonl:request=@fields.request,status=@fields.status,clock=@timestamp,duration=@fields.request_time,"
                    + "duration-unit=s,agent=@fields.http_user_agent,client=@fields.ip"
            ),
            // A prefixed layout: every name with its `http_`.
            (
                #"{"time_iso": "2026-11-21T05:06:37+00:00", "client_addr": "192.0.2.7", "http_request_method": "GET", "http_referer": "https://example.com/", "http_request_uri": "/users/12", "upstream_response_time": "0.010", "http_request_time": "0.012", "upstream_status": "502, 200", "http_status": "200", "http_user_agent": "curl/8.5.0"}"#,
                "jsonl:method=http_request_method,path=http_request_uri,status=http_status,clock=time_iso,"
                    + "duration=http_request_time,duration-unit=s,agent=http_user_agent,client=client_addr"
            ),
            // The ELK how-tos' layout: nginx's `$request_time` as `responsetime`, a number with three decimals.
            (
                #"{"@timestamp":"2026-11-21T05:06:37+00:00","clientip":"192.0.2.7","responsetime":0.012,"upstreamtime":"0.011","url":"/users/12","agent":"curl/8.5.0","status":"200","method":"GET"}"#,
                "jsonl:method=method,path=url,status=status,clock=@timestamp,duration=responsetime,duration-unit=s,"
                    + "agent=agent,client=clientip"
            ),
            // Datadog's attribute names, dotted in one key, the status a number.
            (
                #"{"http.url":"/users/12","http.status_code":200,"http.method":"GET","http.useragent":"curl/8.5.0","time_local":"21/Nov/2026:05:06:37 +0000","remote_addr":"192.0.2.7","request_time":0.012,"tags":["a","b"]}"#,
                "jsonl:method=http.method,path=http.url,status=http.status_code,clock=time_local,duration=request_time,"
                    + "duration-unit=s,agent=http.useragent,client=remote_addr"
            ),
            // A gateway's diagnostics as Log Analytics exports them (Front Door's names): the type after each name
            // (`_s`: a string, no unit), the bytes no duration, the time taken in seconds.
            (
                #"{"TimeGenerated":"2026-11-21T05:06:37Z","httpMethod_s":"GET","requestUri_s":"/users/12","requestBytes_s":"86","responseBytes_s":"512","userAgent_s":"curl/8.5.0","clientIp_s":"192.0.2.7","timeToFirstByte_s":"0.010","timeTaken_s":"0.012","httpStatusCode_s":"200"}"#,
                "jsonl:method=httpMethod_s,path=requestUri_s,status=httpStatusCode_s,clock=TimeGenerated,"
                    + "duration=timeTaken_s,duration-unit=s,agent=userAgent_s,client=clientIp_s"
            ),
            // Envoy's JSON names (`response_code`), a time named `…_at`, the request time before a unit-named one.
            (
                #"{"created_at":"2026-11-21 05:06:37","method":"GET","path":"/users/12","response_code":200,"latency_ms":11,"request_time":0.012,"user_agent":"curl/8.5.0","remote_ip":"192.0.2.7"}"#,
                "jsonl:method=method,path=path,status=response_code,clock=created_at,duration=request_time,"
                    + "duration-unit=s,agent=user_agent,client=remote_ip"
            ),
            // Gloo Edge's documented JSON access log (as a kgateway issue's entry has it): Envoy's `%DURATION%` as
            // `clientDuration`, whole ms, beside the upstream's `targetDuration`.
            (
                #"{"upstreamName":"api_gloo-system","httpMethod":"GET","responseContentLength":"195","xff":"192.0.2.7","path":"/users/12","targetDuration":11,"protocol":"HTTP/1.1","clientDuration":12,"responseCode":200,"userAgent":"curl/8.5.0","remoteAddress":"192.0.2.7","systemTime":"2026-11-21T05:06:37.000Z"}"#,
                "jsonl:method=httpMethod,path=path,status=responseCode,clock=systemTime,duration=clientDuration,"
                    + "duration-unit=ms,agent=userAgent,client=remoteAddress"
            ),
            // Cribl Stream's API access log: the unit in the name, in camel case.
            (
                #"{"time":"2026-11-21T05:06:37.381Z","message":"HTTP GET /users/12","url":"/users/12","method":"GET","httpVersion":"1.1","statusCode":200,"responseTimeMs":12,"userAgent":"curl/8.5.0","remoteAddr":"192.0.2.7"}"#,
                "jsonl:method=method,path=url,status=statusCode,clock=time,duration=responseTimeMs,duration-unit=ms,"
                    + "agent=userAgent,client=remoteAddr"
            ),
            // A clock named with its unit (`timestampMs`) is no duration; `durationMillis` is one.
            (
                #"{"timestampMs":1795237597000,"method":"GET","path":"/users/12","status":200,"durationMillis":12,"userAgent":"curl/8.5.0","clientIp":"192.0.2.7"}"#,
                "jsonl:method=method,path=path,status=status,clock=timestampMs,duration=durationMillis,duration-unit=ms,"
                    + "agent=userAgent,client=clientIp"
            ),
            // GitLab's API log: its caller id a route written as a request line, the method and path apart.
            (
                #"{"time":"2026-11-21T05:06:37.000Z","severity":"INFO","meta.caller_id":"GET /api/:version/users/:id","method":"GET","path":"/users/12","status":200,"duration_s":0.012,"user_agent":"curl/8.5.0","remote_ip":"192.0.2.7"}"#,
                "jsonl:method=method,path=path,status=status,clock=time,duration=duration_s,duration-unit=s,"
                    + "agent=user_agent,client=remote_ip"
            ),
            // Two targets, one the beginning of the other (Apigee's base path and the request's): the whole one.
            (
                #"{"time":"2026-11-21T05:06:37Z","proxy_basepath":"/users","request_verb":"GET","request_path":"/users/12","response_status_code":200,"total_response_time_ms":12,"user_agent":"curl/8.5.0","client_ip":"192.0.2.7"}"#,
                "jsonl:method=request_verb,path=request_path,status=response_status_code,clock=time,"
                    + "duration=total_response_time_ms,duration-unit=ms,agent=user_agent,client=client_ip"
            ),
            // The wall time, not the CPU's (an edge function's record).
            (
                #"{"eventTimestamp":1795237597000,"request":{"url":"/users/12","method":"GET","headers":{"user-agent":"curl/8.5.0"}},"response":{"status":200},"cpuTimeMs":1.4,"wallTimeMs":12,"clientIp":"192.0.2.7"}"#,
                "jsonl:method=request.method,path=request.url,status=response.status,clock=eventTimestamp,"
                    + "duration=wallTimeMs,duration-unit=ms,agent=request.headers.user-agent,client=clientIp"
            ),
            // OpenTelemetry's older semantic conventions, flattened: `http.target`.
            (
                #"{"time":"2026-11-21T05:06:37Z","http.method":"GET","http.target":"/users/12","http.status_code":200,"duration_ms":12,"http.user_agent":"curl/8.5.0","net.peer.ip":"192.0.2.7"}"#,
                "jsonl:method=http.method,path=http.target,status=http.status_code,clock=time,duration=duration_ms,"
                    + "duration-unit=ms,agent=http.user_agent,client=net.peer.ip"
            ),
            // F5 BIG-IP ASM's names (its request line in `req`, the status as `resp_code`).
            (
                #"{"date_time":"2026-11-21 05:06:37","ip_client":"192.0.2.7","req":"GET /users/12 HTTP/1.1\\r\\nHost: api","resp_code":"200","request_time":0.012,"user_agent":"curl/8.5.0"}"#,
                "jsonl:request=req,status=resp_code,clock=date_time,duration=request_time,duration-unit=s,"
                    + "agent=user_agent,client=ip_client"
            ),
            // F5 Distributed Cloud's names: the status as `rsp_code`.
            (
                #"{"@timestamp":"2026-11-21T05:06:37.000Z","method":"GET","req_path":"/users/12","rsp_code":"200","request_time":0.012,"user_agent":"curl/8.5.0","src_ip":"192.0.2.7"}"#,
                "jsonl:method=method,path=req_path,status=rsp_code,clock=@timestamp,duration=request_time,"
                    + "duration-unit=s,agent=user_agent,client=src_ip"
            ),
            // Envoy's JSON names nested in another object: its `duration` whole milliseconds.
            (
                #"{"kubernetes":{"pod":"web-1"},"envoy":{"start_time":"2026-11-21T05:06:37.000Z","method":"GET","path":"/users/12","response_code":200,"duration":12,"user_agent":"curl/8.5.0","downstream_remote_address":"192.0.2.7"}}"#,
                "jsonl:method=envoy.method,path=envoy.path,status=envoy.response_code,clock=envoy.start_time,"
                    + "duration=envoy.duration,duration-unit=ms,agent=envoy.user_agent,client=envoy.downstream_remote_address"
            ),
            // Athena's CloudFront table: the date and the time of day apart, `time_taken` in seconds, the names with
            // W3C's prefixes.
            (
                #"{"date":"2026-11-21","time":"05:06:37","x_edge_location":"IAD89-C1","sc_bytes":"512","c_ip":"192.0.2.7","cs_method":"GET","cs_uri_stem":"/users/12","sc_status":"200","cs_user_agent":"curl/8.5.0","time_taken":"0.012"}"#,
                "jsonl:method=cs_method,path=cs_uri_stem,status=sc_status,clock=date,clock-time=time,"
                    + "duration=time_taken,duration-unit=s,agent=cs_user_agent,client=c_ip"
            ),
        ])
    func jsonFields(_ line: String, _ spec: String) throws {
        let detection = try #require(LogFormatDetector.inferLayout([Array(line.utf8)]))
        #expect(detection.preset.name == spec)
        #expect(
            Self.reading(line, as: detection.preset.format)
                == Reading(
                    method: "GET", target: "/users/12", status: 200, seconds: Self.instant, micros: 12_000,
                    agent: "curl/8.5.0", client: "192.0.2.7"))
    }

    @Test("negroni-logrus's entries: the path under `request` beside the method, not read as a request line")
    func pathUnderRequest() throws {
        // The JSON entry a Go service's README shows negroni-logrus writing.
        let line =
            #"{"level":"info","measure#web.latency":539389,"method":"GET","msg":"completed handling request","remote":"[::1]:59862","request":"/health","status":200,"text_status":"OK","time":"2018-02-20T21:28:52+11:00","took":539389}"#
        let detection = try #require(LogFormatDetector.inferLayout([Array(line.utf8)]))
        #expect(detection.preset.name == "jsonl:request=,method=method,path=request,status=status,clock=time")
        #expect(
            Self.reading(line, as: detection.preset.format)
                == Reading(method: "GET", target: "/health", status: 200, seconds: 1_519_122_532))
    }

    @Test("LTSV pairs with nginx's names of their own (OpenResty's `time_ngx`, `req_time`) are read by them")
    func ltsvFields() throws {
        let line =
            "time_ngx:21/Nov/2026:05:06:37 +0000\thttp_host:api.example.com\tremote_addr:192.0.2.7\tstatus:200\t"
            + "method:GET\tpath:/users/12\treq_time:0.012\tupstream_taken_time:0.010\tuser_agent:curl/8.5.0"
        let detection = try #require(LogFormatDetector.inferLayout([Array(line.utf8)]))
        #expect(
            detection.preset.name
                == "ltsv+jsonl:method=method,path=path,status=status,clock=time_ngx,duration=req_time,"
                + "duration-unit=s,agent=user_agent,client=remote_addr")
        #expect(
            Self.reading(line, as: detection.preset.format)
                == Reading(
                    method: "GET", target: "/users/12", status: 200, seconds: Self.instant, micros: 12_000,
                    agent: "curl/8.5.0", client: "192.0.2.7"))
    }

    @Test(
        "the look for a duration Combined leaves unread",
        arguments: [
            (#"… "curl/8.5.0" 0.012"#, true), (#"… "curl/8.5.0" "0.012""#, true), ("… rt=0.012 urt=-", true),
            ("… 200 512 12ms", true), ("… (12 ms)", false), ("… 200 512 (0.5s)", true),
            (#"… "curl/8.5.0" 2.34"#, false),
            (#"… "Mozilla/5.0 (X11; rv:109.0) Gecko/20100101" 12000"#, false), ("… 200 512", false),
            ("… 1.2.3.4 0.0123", false),
        ])
    func durationLook(line: String, expected: Bool) {
        #expect(LogLayoutInference.mayShowDuration([Array(line.utf8)]) == expected)
    }

    @Test("a JSON application log that names a path, with no status, is not taken for an access log")
    func jsonWithoutStatus() {
        let lines = [
            #"{"level":"info","ts":"2026-11-21T05:06:37Z","msg":"GET /users/12","path":"/users/12","method":"GET"}"#,
            #"{"level":"info","ts":"2026-11-21T05:06:38Z","msg":"cache warmed","entries":120}"#,
        ]
        #expect(LogFormatDetector.inferLayout(lines.map { Array($0.utf8) }) == nil)
    }
}
