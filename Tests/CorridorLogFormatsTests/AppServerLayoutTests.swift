import CorridorCore
import CorridorLogFormats
import Testing

/// The access logs of application servers and frameworks, and the fields configurations add after Combined and
/// Common, each written from the layout its project documents: detected from their lines alone and read with their
/// time (UTC) and request time in the right unit — or without one where the layout has none.
@Suite("Log format presets: application servers and common trailers")
struct AppServerLayoutTests {
    typealias Read = LogFormatPresetTests.Read

    /// 2024-03-03T10:00:01Z.
    static let instant: Int64 = 1_709_460_001

    static func detectedAndRead(_ lines: [String]) throws -> (name: String, reads: [Read]) {
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        let reads = try lines.map { line in
            try #require(LogFormatPresetTests.read(line, detection.preset.format), "\(detection.preset.name): \(line)")
        }
        return (detection.preset.name, reads)
    }

    static let agent = #""Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)""#
    static let head = #"203.0.113.9 - - [03/Mar/2024:11:00:01 +0100] "GET /orders/7 HTTP/1.1" 200 93"#

    @Test(
        "fields after Combined and Common: the request time where it is one, in its unit, and nothing where it is not",
        arguments: [
            // nginx's `main` with the request and upstream times; `timed_combined` with `$pipe` after them.
            (#" "-" \#(agent) 0.016 0.015"#, "combined-timed", 16_000 as Int64?),
            (#" "-" \#(agent) 0.016 0.015 ."#, "combined-timed", 16_000),
            // The nginx image's `main` (X-Forwarded-For) with `$request_time` after it.
            (#" "-" \#(agent) "198.51.100.1, 10.0.0.1" 0.016"#, "combined-xff-timed", 16_000),
            (#" "-" \#(agent) "-" 0.016 0.015"#, "combined-xff-timed", 16_000),
            // Apache's combinedio: bytes in and out, no time.
            (#" "-" \#(agent) 512 1024"#, "combined", nil),
            // GitLab's `gitlab_access` format: `$gzip_ratio`, two decimals, not `$request_time`.
            (#" "-" \#(agent) 2.53"#, "combined", nil),
            // Apache's %D: microseconds.
            (#" "-" \#(agent) 16000"#, "combined-us", 16_000),
            // A health check Apache answered in 412 µs is still microseconds.
            (#" "-" \#(agent) 412"#, "combined-us", 412),
            // Tomcat's %D before Tomcat 10, Jetty's latency, Apache's %{ms}T: milliseconds.
            (#" "-" \#(agent) 16"#, "combined-ms", 16_000),
            // Apache's `%T/%D` (whole seconds, then microseconds).
            (#" "-" \#(agent) 0/16000"#, "combined-t-d", 16_000),
            (#" "-" \#(agent) 2/2016000"#, "combined-t-d", 2_016_000),
            // `%T %D` (Apache how-tos, Gunicorn's `%(T)s %(D)s`) and Gunicorn's four `%(T)s %(M)s %(D)s %(L)s`.
            (#" "-" \#(agent) 0 16000"#, "combined-t-d", 16_000),
            (#" "-" \#(agent) 2 2016000"#, "combined-t-d", 2_016_000),
            (#" "-" \#(agent) 0 16 16000 0.016000"#, "combined-t-d", 16_000),
            (#" "-" \#(agent) 2 2016 2016000 2.016000"#, "combined-t-d", 2_016_000),
            // Two numbers whose first is not the second's whole seconds are other fields (combinedio's bytes).
            (#" "-" \#(agent) 1 16000"#, "combined", nil),
            // Rack's CommonLogger, Tomcat's %T: seconds after Common.
            (" 0.0160", "common-timed", 16_000),
            (" 16000", "common-us", 16_000),
            (" 16", "common-ms", 16_000),
            // An nginx combinedio: the request length, then the request and upstream times.
            (#" "-" \#(agent) 412 0.016 0.015"#, "combined-length-timed", 16_000),
            (#" "-" \#(agent) 412 0.016 0.240, 0.005"#, "combined-length-timed", 16_000),
            // The request time after the bytes, before the referer: nginx's seconds (an X-Forwarded-For after the
            // user agent), Netdata's format, kolla-ansible's %D.
            (#" 0.016 "-" \#(agent) "198.51.100.1""#, "combined-time-before-referer", 16_000),
            (#" 412 0.016 0.015 "-" \#(agent)"#, "combined-time-before-referer", 16_000),
            (#" 412 0.016 0.240, 0.005 "-" \#(agent)"#, "combined-time-before-referer", 16_000),
            (#" 412 0.016 - "-" \#(agent)"#, "combined-time-before-referer", 16_000),
            (#" 16000 "-" \#(agent)"#, "combined-time-before-referer", 16_000),
        ] as [(String, String, Int64?)])
    func trailers(tail: String, preset: String, micros: Int64?) throws {
        let lines = Array(repeating: Self.head + tail, count: 6)
        let (name, reads) = try Self.detectedAndRead(lines)
        #expect(name == preset, "\(tail)")
        for read in reads {
            #expect(read.micros == micros, "\(tail): \(read)")
            #expect(read.seconds == Self.instant && read.status == 200 && read.target == "/orders/7", "\(read)")
        }
    }

    @Test(
        "an integer after Combined or Common that is 0 nine times in ten and never over 60 is Apache's %T, whole seconds",
        arguments: [
            ([0, 0, 0, 0, 2, 0, 0, 0, 0, 0], true, "combined-s"),
            ([0, 0, 0, 0, 2, 0, 0, 0, 0, 0], false, "common-s"),
            ([0, 0, 0, 0, 0, 0, 0, 0, 0, 0], true, "combined-s"),
            // Fewer than eight values tell nothing: milliseconds, as before.
            ([0, 0, 0, 0, 0, 0, 0], true, "combined-ms"),
            // A value over a minute is no whole-seconds request time, nor are two nonzero values in ten.
            ([0, 0, 0, 0, 75, 0, 0, 0, 0, 0], true, "combined-ms"),
            ([0, 0, 1, 0, 2, 0, 0, 0, 0, 0], false, "common-ms"),
        ])
    func wholeSeconds(values: [Int], combined: Bool, preset: String) throws {
        let lines = values.map { Self.head + (combined ? #" "-" \#(Self.agent) "# : " ") + "\($0)" }
        let (name, reads) = try Self.detectedAndRead(lines)
        #expect(name == preset)
        let unit: Int64 = preset.hasSuffix("-s") ? 1_000_000 : 1_000
        #expect(reads.map(\.micros) == values.map { Int64($0) * unit })
    }

    @Test(
        "a whole number of milliseconds with Jira's request id and session hash stays Jira's; an nginx 0.016 there is not"
    )
    func jiraWholeMilliseconds() throws {
        // Jira writes its milliseconds whole, with its request id and the session's hash: still Jira's.
        let jira =
            #"203.0.113.9 540x1234x1 admin [03/Mar/2024:11:00:01 +0100] "GET /orders/7 HTTP/1.1" 200 93 16 "-" \#(Self.agent) "1qa2ws3""#
        let (jiraName, jiraReads) = try Self.detectedAndRead([jira, jira])
        #expect(jiraName == "jira" && jiraReads.first?.micros == 16_000)
        // An nginx line with its request time there is not Jira's, whatever it has after the user agent.
        let format = try #require(LogFormatPreset.named("jira")).format
        #expect(LogFormatPresetTests.read(Self.head + #" 0.016 "-" \#(Self.agent) "1qa2ws3""#, format) == nil)
    }

    @Test("F5's iRule LB_FAILED event: a request no pool member answered, without a status or a duration")
    func f5LoadBalancingFailed() throws {
        let answered =
            #"Mar 03 10:00:01 192.0.2.217,f5_irule=Splunk-iRule-HTTP,src_ip=203.0.113.9,vip=198.51.100.10,http_method=GET,http_host=shop.example.com:443,http_uri=/orders/7,http_url=shop.example.com:443/orders/7,http_method=GET,http_version=1.1,http_user_agent="curl/8.5.0",http_content_type=,http_referrer="",req_start_time=2024/03/03 10:00:01,cookie="",user=,virtual_server="/Common/shop-pool 0",bytes_in=0,res_start_time=2024/03/03 10:00:01,node=10.0.1.20,node_port=80,http_status=200,req_elapsed_time=16,bytes_out=93"#
        let failed =
            #"Mar 03 10:00:01 192.0.2.217,f5_irule=Splunk-iRule-LB_FAILED,src_ip=203.0.113.9,vip=198.51.100.10,http_method=POST,http_host=shop.example.com:443,http_uri=/orders/7,http_url=shop.example.com:443/orders/7,http_method=POST,http_version=1.1,http_user_agent="curl/8.5.0",http_content_type=,http_referrer="",req_start_time=2024/03/03 10:00:01,cookie="",user=,virtual_server="/Common/shop-pool 0",bytes_in=0"#
        let (name, reads) = try Self.detectedAndRead([answered, failed])
        #expect(name == "f5-bigip")
        let read = try #require(reads.last)
        #expect(read.method == "POST" && read.target == "/orders/7" && read.status == 0, "\(read)")
        #expect(read.micros == nil && read.seconds == Self.instant, "\(read)")
    }

    @Test("Rack 1's CommonLogger time without a zone is read as UTC")
    func rackOneTime() throws {
        let (name, reads) = try Self.detectedAndRead([
            #"203.0.113.9 - - [03/Mar/2024 10:00:01] "GET /orders/7 HTTP/1.1" 200 93 0.0160"#
        ])
        #expect(name == "common-timed")
        #expect(reads.first?.seconds == Self.instant && reads.first?.micros == 16_000)
    }

    @Test(
        "application servers' and frameworks' own layouts",
        arguments: [
            (
                "gin",
                #"[GIN] 2024/03/03 - 10:00:01 | 200 |    1.516842ms |     203.0.113.9 | GET      "/orders/7""#,
                "GET", 1_516 as Int64?, true
            ),
            // rails_semantic_logger's `:color` formatter, its colours taken out, the payload as amazing_print writes it.
            (
                "semantic-logger",
                #"2024-03-03 10:00:01.000000 I [1:puma srv tp 001] (1.5ms) OrdersController -- Completed #show -- { :controller => "OrdersController", :action => "show", :method => "GET", :path => "/orders/7", :status => 200, :view_runtime => 0.4 }"#,
                "GET", 1_500, true
            ),
            (
                "gin", #"[GIN] 2024/03/03 - 10:00:01 | 404 |       523.4µs |     203.0.113.9 | POST     "/orders/7""#,
                "POST", 523, true
            ),
            (
                "negroni", "[negroni] 2024-03-03T10:00:01Z | 200 | \t 1.516842ms | shop.example.com | GET /orders/7",
                "GET", 1_516, true
            ),
            ("strapi", "[2024-03-03 10:00:01.123] http: GET /orders/7 (16 ms) 200", "GET", 16_000, true),
            (
                "hanami", "[shop] [INFO] [2024-03-03 10:00:01 +0000] GET 200 845µs 203.0.113.9 /orders/7 -", "GET", 845,
                true
            ),
            (
                "hanami", "[shop] [INFO] [2024-03-03 10:00:01 +0000] POST 201 16ms 203.0.113.9 /orders/7 54", "POST",
                16_000, true
            ),
            (
                "helidon", #"203.0.113.9 - [03/Mar/2024:10:00:01 +0000] "GET /orders/7 HTTP/1.1" 200 93 16000"#, "GET",
                16_000, true
            ),
            // CouchDB 2 and later (an anonymous user `undefined`, the status atom), and CouchDB 1's info lines.
            (
                "couchdb",
                "[notice] 2024-03-03T10:00:01.123000Z couchdb@127.0.0.1 <0.11567.3> f4a94b1ab5 localhost:5984 203.0.113.9 undefined GET /orders/7 200 ok 16",
                "GET", 16_000, true
            ),
            (
                "couchdb",
                "[Sun, 03 Mar 2024 10:00:01 GMT] [info] [<0.404.0>] 203.0.113.9 - - DELETE /orders/7 200",
                "DELETE", nil, true
            ),
            // No client: Gin's `%15s` of an empty address (a Unix socket's listener; KrakenD's documented lines).
            (
                "gin", #"[GIN] 2024/03/03 - 10:00:01 | 200 |       4.529µs |                 | GET      "/orders/7""#,
                "GET", 4, true
            ),
            (
                "chi",
                #"2024/03/03 10:00:01 "GET http://shop.example.com/orders/7 HTTP/1.1" from 203.0.113.9:50000 - 200 93B in 16.2ms"#,
                "GET", 16_200, true
            ),
            (
                "chi",
                #"2024/03/03 10:00:01 [shop/Hx7bQ-000001] "GET http://shop.example.com/orders/7 HTTP/1.1" from 203.0.113.9:50000 - 200 93B in 1.2s"#,
                "GET", 1_200_000, true
            ),
            // Fiber: its documented format string (v2, v3) with a date in TimeFormat; its default table, which has
            // the time of day alone, plain and coloured.
            ("fiber", "[2024-03-03 10:00:01] 200 - 16.2ms GET /orders/7", "GET", 16_200, true),
            ("fiber", "[2024-03-03T10:00:01Z] 203.0.113.9 200 - 523.4µs GET /orders/7 ", "GET", 523, true),
            ("fiber", "[2024-03-03T10:00:01Z] 203.0.113.9 200 - 523.4µs GET /orders/7", "GET", 523, true),
            (
                "fiber", "[2024-03-03T10:00:01Z] 203.0.113.9 404 - 1.2s GET /orders/7 Cannot GET /orders/7", "GET",
                1_200_000, true
            ),
            (
                "fiber", "10:00:01 | 200 |         16.2ms |     203.0.113.9 | GET     | /orders/7       | ", "GET",
                16_200, false
            ),
            (
                "fiber",
                "10:00:01 |\u{1B}[42m 200 \u{1B}[0m|         16.2ms |     203.0.113.9 |\u{1B}[94m GET     \u{1B}[0m| /orders/7       | ",
                "GET", 16_200, false
            ),
            (
                "iris", "2024-03-03 10:00:01|811.052655ms|200|GET|/orders/7|203.0.113.9|0 B|7.1 MB||", "GET", 811_052,
                true
            ),
            ("iris", "2024-03-03 10:00:01|51.409µs|404|GET|/orders/7|::1|id=7|0 B|9 B||", "GET", 51, true),
            ("php-builtin", "[Sun Mar  3 10:00:01 2024] 203.0.113.9:50000 [200]: GET /orders/7", "GET", nil, true),
            ("php-builtin", "[Sun Mar  3 10:00:01 2024] 203.0.113.9:50000 [200]: /orders/7", nil, nil, true),
            // PHP-FPM's default access.format (no user: two blanks) and www.conf's example one.
            ("php-fpm", #"203.0.113.9 -  03/Mar/2024:10:00:01 +0000 "GET /orders/7" 200"#, "GET", nil, true),
            (
                "php-fpm",
                #"203.0.113.9 - alice 03/Mar/2024:11:00:01 +0100 "POST /orders/7" 200 /srv/public/index.php 16.000 2048 62.50%"#,
                "POST", 16_000, true
            ),
            (
                "uwsgi",
                "[pid: 812|app: 0|req: 1/1] 203.0.113.9 () {38 vars in 612 bytes} [Sun Mar  3 10:00:01 2024] GET /orders/7 => generated 93 bytes in 16 msecs (HTTP/1.1 200) 3 headers in 110 bytes (1 switches on core 0)",
                "GET", 16_000, true
            ),
            ("hypercorn", "203.0.113.9:50000 GET /orders/7 1.1 200 93 16000", "GET", 16_000, false),
            ("hypercorn", "203.0.113.9:50000 GET /orders/7 2 200 93 16000", "GET", 16_000, false),
            (
                "actix",
                #"[2024-03-03T10:00:01Z INFO  actix_web::middleware::logger] 203.0.113.9 "GET /orders/7 HTTP/1.1" 200 93 "-" "curl/8.5.0" 0.016000"#,
                "GET", 16_000, true
            ),
            (
                "actix",
                #"2024-03-03T10:00:01.000123Z  INFO actix_web::middleware::logger: 203.0.113.9 "GET /orders/7 HTTP/1.1" 200 93 "-" "curl/8.5.0" 0.016000"#,
                "GET", 16_000, true
            ),
            (
                "reactor-netty",
                #"203.0.113.9 - - [03/Mar/2024:11:00:01 +0100] "GET /orders/7 HTTP/1.1" 200 93 8080 16 ms"#,
                "GET", 16_000, true
            ),
            // A Rails log's request as the input's reading joins its lines.
            (
                "rails",
                #"Started GET "/orders/7" for 203.0.113.9 at 2024-03-03 11:00:01 +0100 => Completed 200 OK in 16ms"#,
                "GET", 16_000, true
            ),
            (
                "rails",
                #"Started POST "/orders/7" for 203.0.113.9 at 2024-03-03 10:00:01 +0000 => Completed 404 Not Found in 16.2ms"#,
                "POST", 16_200, true
            ),
            ("uvicorn", #"INFO:     203.0.113.9:50000 - "GET /orders/7 HTTP/1.1" 200 OK"#, "GET", nil, false),
            ("morgan", "::ffff:203.0.113.9 - GET /orders/7 HTTP/1.1 200 93 - 16.123 ms", "GET", 16_123, false),
            ("morgan", "GET /orders/7 200 93 - 16.123 ms", "GET", 16_123, false),
            ("morgan", "\u{1B}[0mGET /orders/7 \u{1B}[32m200\u{1B}[0m 16.123 ms - 93\u{1B}[0m", "GET", 16_123, false),
            (
                "lograge",
                "method=GET path=/orders/7 format=json controller=OrdersController action=show status=200 allocations=812 duration=16.00 view=4.00 db=3.00",
                "GET", 16_000, false
            ),
            // In a Rails app's production.log: after Ruby's Logger prefix (its time, no zone) and the request's tag.
            (
                "lograge",
                "I, [2024-03-03T10:00:01.136914 #56791]  INFO -- : [87a5dceb-0560-4e17-8577-2822106dfc00] method=GET path=/orders/7 format=html controller=OrdersController action=show status=200 allocations=133182 duration=16.00 view=4.00 db=3.00 user=85742",
                "GET", 16_000, true
            ),
            (
                "lograge",
                "I, [2024-03-03T10:00:01.136914 #4]  INFO -- : method=GET path=/orders/7 format=html controller=OrdersController action=show status=200 duration=16.00 view=0.26",
                "GET", 16_000, true
            ),
            // Cloud Foundry's Gorouter: bare, and as `cf logs` (v6, indented; v7) shows it.
            (
                "gorouter",
                #"shop.example.com - [2024-03-03T10:00:01.828757970Z] "GET /orders/7 HTTP/1.1" 200 0 93 "-" "curl/7.54.0" "35.191.2.88:63168" "10.0.1.11:61002" x_forwarded_for:"203.0.113.9, 35.191.2.88" x_forwarded_proto:"https" vcap_request_id:"0cd79f32-3cde-4eea-5853-9a2ca401be40" response_time:0.016 gorouter_time:0.000433 app_id:"1e196708-3b2d-4edc-b5b8-bf6b1119d8f2" app_index:"0""#,
                "GET", 16_000, true
            ),
            (
                "gorouter",
                #"   2024-03-03T11:00:01.84+0100 [RTR/3] OUT shop.example.com - [2024-03-03T10:00:01.722911143Z] "GET /orders/7 HTTP/2.0" 200 0 93 "-" "curl/8.5.0" "10.0.136.0:26678" "10.32.2.6:61225" x_forwarded_for:"203.0.113.9, 10.0.136.0" x_forwarded_proto:"https" vcap_request_id:"b8fb3d83-ae60-4f6c-7d8e-4a0b2b6a4c1d" response_time:0.016000 gorouter_time:0.000120 app_id:"7f1e" app_index:"0""#,
                "GET", 16_000, true
            ),
            (
                "gorouter",
                #"10:00:01.833: [RTR.1] shop.example.com - [2024-03-03T10:00:01.430017956Z] "GET /orders/7 HTTP/1.1" 200 754 93 "-" "HTTPClient/1.0" "192.168.35.66:38488" "192.168.35.79:61090" x_forwarded_for:"192.168.35.66" x_forwarded_proto:"https" vcap_request_id:"effa42ae-d451-4d89-67e8-2cc902aa8319" response_time:0.016 gorouter_time:0.000151 app_id:"-" app_index:"-""#,
                "GET", 16_000, true
            ),
            // GlassFish's and Payara's default `common` pattern.
            (
                "glassfish",
                #""203.0.113.9" "NULL-AUTH-USER" "03/Mar/2024:11:00:01 +0100" "GET /orders/7 HTTP/1.1" 200 93"#,
                "GET", nil, true
            ),
            // Tornado: its own log prefix (yymmdd), or Python logging's default (no time).
            ("tornado", "[I 240303 10:00:01 web:2271] 200 GET /orders/7 (203.0.113.9) 16.00ms", "GET", 16_000, true),
            ("tornado", "INFO:tornado.access:200 GET /orders/7 (203.0.113.9) 16.00ms", "GET", 16_000, false),
            // Django Channels 1's runserver, and Daphne's (no time).
            ("daphne", "[2024/03/03 10:00:01] HTTP GET /orders/7 200 [0.016, 203.0.113.9:52757]", "GET", 16_000, true),
            ("daphne", "HTTP GET /orders/7 200 [0.02, 203.0.113.9:34630]", "GET", 20_000, false),
            (
                "artifactory",
                "2024-03-03T10:00:01.449Z|827ad60fcf158238|203.0.113.9|anonymous|GET|/orders/7|200|-1|93|16|Artifactory/7.46.10 74610900",
                "GET", 16_000, true
            ),
            ("kemal", "2024-03-03 10:00:01 UTC 200 GET /orders/7 16000.0µs", "GET", 16_000, true),
            (
                "keycdn",
                #"1709460001.123|usla|203.0.113.9|200|93|uid1234|zid4321|example-hexid.kxcdn.com|HIT|"GET /orders/7 HTTP/1.1"|[03/Mar/2024:11:00:01 +0100]|"-"|"curl/8.5.0"|https|TLSv1.2|US|CA|"AS64496 Example"|-"#,
                "GET", nil, true
            ),
            // .NET 7's hosting log: the request's content type and length before the status.
            (
                "aspnetcore",
                "      Request finished HTTP/1.1 GET http://shop.example.com/orders/7 - - - 200 - text/plain 16.0000ms",
                "GET", 16_000, false
            ),
            // Gitea's and Forgejo's router log, since 1.17 (the logger's name or its caller before the level).
            (
                "gitea",
                "2024/03/03 10:00:01 HTTPRequest [I] router: completed GET /orders/7 for 203.0.113.9:18329, 404 Not Found in 16.0ms @ repo/repo.go:318(repo.RedirectDownload)",
                "GET", 16_000, true
            ),
            (
                "gitea",
                "2024/03/03 10:00:01 ...s/web/routing/logger.go:102:func1() [I] router: completed GET /orders/7 for 203.0.113.9:0, 200 OK in 16.0ms @ web/home.go:33(web.Home)",
                "GET", 16_000, true
            ),
            // Gitea 1.15: `Completed …` (its client on the `Started` line).
            (
                "gitea",
                "2024/03/03 10:00:01 ...ers/common/logger.go:30:1() [I] Completed GET /orders/7 200 OK in 16.0ms",
                "GET", 16_000, true
            ),
            // Beego's router log (padded columns; the route after ` r:`, or none).
            (
                "beego",
                "2024/03/03 10:00:01.385 [D] [server.go:2807]  |    203.0.113.9| 200 |  16.000000ms|   match| GET      /orders/7   r:/orders/:id",
                "GET", 16_000, true
            ),
            (
                "beego",
                "2024/03/03 10:00:01 [D] [server.go:2619] |    203.0.113.9| 404 |  16000.0µs| nomatch| GET      /orders/7",
                "GET", 16_000, true
            ),
            // Rust's warp log filter: the elapsed time as Rust writes a Duration.
            (
                "warp",
                #"[2024-03-03T10:00:01Z INFO  warp::filters::log] 203.0.113.9:49366 "GET /orders/7 HTTP/1.1" 200 "-" "curl/7.71.1" 16ms"#,
                "GET", 16_000, true
            ),
            (
                "warp",
                #"2024-03-03T10:00:01.453121450+00:00 [api_server][INFO] 203.0.113.9:51216 "GET /orders/7 HTTP/1.1" 200 "-" "curl/7.88.1" 16.000205534s"#,
                "GET", 16_000_205, true
            ),
            (
                "warp",
                #"2024-03-03T10:00:01.000000Z  INFO warp::filters::log: 203.0.113.9:51216 "GET /orders/7 HTTP/1.1" 200 "-" "curl/7.88.1" 16000µs"#,
                "GET", 16_000, true
            ),
            ("warp", #"203.0.113.9:51216 "GET /orders/7 HTTP/1.1" 200 "-" "curl/7.88.1" 16.0ms"#, "GET", 16_000, false),
            // Rust's tower-http TraceLayer (axum) through tracing's fmt subscriber: the latency in the layer's unit.
            (
                "tower-http",
                "2024-03-03T10:00:01.060403Z  INFO request{method=GET uri=/orders/7 version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=16 ms status=200",
                "GET", 16_000, true
            ),
            (
                "tower-http",
                "2024-03-03T10:00:01.060403Z DEBUG request{method=GET uri=/orders/7 version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=16000 \u{03BC}s status=200",
                "GET", 16_000, true
            ),
            (
                "lograge-json",
                #"{"method":"GET","path":"/orders/7","format":"json","controller":"OrdersController","action":"show","status":200,"duration":16.0,"view":4.0,"db":3.0}"#,
                "GET", 16_000, false
            ),
            (
                "echo",
                #"{"time":"2024-03-03T10:00:01.000000000Z","id":"","remote_ip":"203.0.113.9","host":"shop.example.com","method":"GET","uri":"/orders/7","user_agent":"curl/8.5.0","status":200,"error":"","latency":16000000,"latency_human":"16ms","bytes_in":0,"bytes_out":93}"#,
                "GET", 16_000, true
            ),
            (
                "nginx-proxy-manager",
                #"[03/Mar/2024:11:00:01 +0100] - 200 200 - GET https shop.example.com "/orders/7" [Client 203.0.113.9] [Length 93] [Gzip 2.53] [Sent-to 172.18.0.5] "curl/8.5.0" "-""#,
                "GET", nil, true
            ),
            ("pihole", "1709460001|pi.hole|GET /orders/7 HTTP/1.1|200|93", "GET", nil, true),
            // OAuth2 Proxy's request log: v7's (request id), v5–v6's, bitly's (Apache's time), a client without its
            // port (`--reverse-proxy`'s X-Real-IP), blanks run together.
            (
                "oauth2-proxy",
                #"203.0.113.9:51234 - 00112233445566778899aabbccddeeff - jane@example.com [2024/03/03 10:00:01] shop.example.com GET - "/orders/7" HTTP/1.1 "Mozilla/5.0" 202 0 0.016"#,
                "GET", 16_000, true
            ),
            (
                "oauth2-proxy",
                #"10.42.0.1 - 3a4dee5d-df1b-4a3a-bf3a-c0c64a631e24 - - [2024/03/03 10:00:01] shop.example.com GET http://10.0.1.20:8080/ "/orders/7" HTTP/1.1 "curl/8.5.0" 200 93 0.016"#,
                "GET", 16_000, true
            ),
            (
                "oauth2-proxy",
                #"172.16.1.110:9991 - -                 [2024/03/03 10:00:01] shop.example.com GET - "/orders/7"                  HTTP/1.1 "Mozilla/5.0 (Macintosh)" 302 341  0.016"#,
                "GET", 16_000, true
            ),
            (
                "oauth2-proxy",
                #"203.0.113.9 - - [03/Mar/2024:11:00:01 +0100] shop.example.com GET 10.0.1.20:8080 "/orders/7" HTTP/1.1 "curl/8.5.0" 200 93 0.016"#,
                "GET", 16_000, true
            ),
            // Go's log/slog: a time.Duration in JSON is whole nanoseconds; in the text handler, text with its unit.
            (
                "slog",
                #"{"time":"2024-03-03T10:00:01.123456789Z","level":"INFO","msg":"request","method":"GET","path":"/orders/7","status":200,"duration":16000000}"#,
                "GET", 16_000, true
            ),
            (
                "logfmt+slog",
                "time=2024-03-03T10:00:01.123Z level=INFO msg=request method=GET path=/orders/7 status=200 duration=16ms",
                "GET", 16_000, true
            ),
            // Serilog's ASP.NET Core request logging: the file sink's prefix (the time with its offset), the console
            // sink's (no date), a template writing `{Message}` (values quoted).
            (
                "serilog", "2024-03-03 11:00:01.123 +01:00 [INF] HTTP GET /orders/7 responded 200 in 16.0000 ms",
                "GET", 16_000, true
            ),
            ("serilog", "[10:00:01 INF] HTTP GET /orders/7 responded 404 in 16.0000 ms", "GET", 16_000, false),
            (
                "serilog", #"2024-03-03 10:00:01.000 +00:00 [INF] HTTP "GET" "/orders/7" responded 200 in 16.0000 ms"#,
                "GET", 16_000, true
            ),
            (
                "serilog-json",
                #"{"@t":"2024-03-03T10:00:01.1234567Z","@mt":"HTTP {RequestMethod} {RequestPath} responded {StatusCode} in {Elapsed:0.0000} ms","@r":["16.0000"],"RequestMethod":"GET","RequestPath":"/orders/7","StatusCode":200,"Elapsed":16.0,"SourceContext":"Serilog.AspNetCore.RequestLoggingMiddleware","RequestId":"0HMV9:00000001"}"#,
                "GET", 16_000, true
            ),
            (
                "serilog-json",
                #"{"Timestamp":"2024-03-03T11:00:01.1234567+01:00","Level":"Information","MessageTemplate":"HTTP {RequestMethod} {RequestPath} responded {StatusCode} in {Elapsed:0.0000} ms","RenderedMessage":"HTTP \"GET\" \"/orders/7\" responded 200 in 16.0000 ms","Properties":{"RequestMethod":"GET","RequestPath":"/orders/7","StatusCode":200,"Elapsed":16.0,"SourceContext":"Serilog.AspNetCore.RequestLoggingMiddleware"}}"#,
                "GET", 16_000, true
            ),
            (
                "serilog-json",
                #"{"@timestamp":"2024-03-03T10:00:01.1234567+00:00","level":"Information","messageTemplate":"HTTP {RequestMethod} {RequestPath} responded {StatusCode} in {Elapsed:0.0000} ms","message":"HTTP \"GET\" \"/orders/7\" responded 200 in 16.0000 ms","fields":{"RequestMethod":"GET","RequestPath":"/orders/7","StatusCode":200,"Elapsed":16.0}}"#,
                "GET", 16_000, true
            ),
            // F5 BIG-IP's request logging through Telemetry Streaming; FortiWeb's traffic log through syslog.
            (
                "f5-bigip",
                #"{"src_ip":"203.0.113.9","vip":"198.51.100.10","http_method":"GET","http_host":"shop.example.com:80","http_uri":"/orders/7","http_url":"/orders/7","http_version":"1.1","http_user_agent":"curl/8.5.0","req_start_time":"2024/03/03 10:00:01","http_status":"200","req_elapsed_time":"16","bytes_out":"93","telemetryEventCategory":"LTM"}"#,
                "GET", 16_000, true
            ),
            // …and the same fields as the Splunk Add-on's iRules send them over high-speed logging, after a syslog
            // header: comma-separated pairs, a value with blanks unquoted (the host's, the start time's).
            (
                "f5-bigip",
                #"Mar 03 10:00:01 192.0.2.217,f5_irule=Splunk-iRule-HTTP,src_ip=203.0.113.9,vip=198.51.100.10,http_method=GET,http_host=shop.example.com: 443,http_uri=/orders/7,http_url=shop.example.com:443/orders/7,http_method=GET,http_version=1.1,http_user_agent="curl/8.5.0",http_content_type=,http_referrer="",req_start_time=2024/03/03 10:00:01,cookie="a b",user=,virtual_server="/Common/shop-pool 0",bytes_in=0,res_start_time=2024/03/03 10:00:01,node=10.0.1.20,node_port=80,http_status=200,req_elapsed_time=16,bytes_out=93"#,
                "GET", 16_000, true
            ),
            (
                "logfmt+fortiweb",
                #"<111> Mar  3 10:00:02 fortiweb date=2024-03-03 time=10:00:01 devname=FortiWeb-A log_id=30000000 msg_id=000001351251 vd="root" timezone="(GMT+0:00)UTC" type=traffic subtype="http" pri=notice proto=tcp service=http status=success src=203.0.113.9 src_port=8142 dst=10.20.8.22 dst_port=80 http_method=get http_url="/orders/7" http_host="shop.example.com" http_agent="curl/8.5.0" http_retcode=200 msg="HTTP GET request from 203.0.113.9:8142 to 10.20.8.22:80""#,
                "GET", nil, true
            ),
            // express-winston's entries (winston's JSON, the request under meta).
            (
                "express-winston",
                #"{"meta":{"req":{"url":"/orders/7","headers":{"host":"localhost:3000","user-agent":"curl/8.5.0"},"method":"GET","httpVersion":"1.1","originalUrl":"/orders/7","query":{}},"res":{"statusCode":200},"responseTime":16},"level":"info","message":"HTTP GET /orders/7","timestamp":"2024-03-03T10:00:01.000Z"}"#,
                "GET", 16_000, true
            ),
            // The Symfony CLI's local server (no year: timed only with the file's year, which a line alone has not).
            (
                "symfony-cli", #"[Web Server ] Mar  3 10:00:01 |INFO   | SERVER GET  (200) /orders/7 ip="127.0.0.1""#,
                "GET", nil, false
            ),
            // Nexus Repository 3's request.log (a request without a body: its length `-`).
            (
                "nexus",
                #"203.0.113.9 - - [03/Mar/2024:11:00:01 +0100] "GET /orders/7 HTTP/1.1" 404 - 1381 16 "curl/8.12.1" [qtp1199213870-40]"#,
                "GET", 16_000, true
            ),
            (
                "nexus",
                #"203.0.113.9 - deployer [03/Mar/2024:10:00:01 +0000] "PUT /orders/7 HTTP/1.1" 201 1234567 0 16 "Apache-Maven/3.8.1 (Java 17.0.2; Linux 5.15.0)" [qtp123456789-42]"#,
                "PUT", 16_000, true
            ),
            // Ceph's Object Gateway: beast since Pacific (latency; `debug ` in a container), Octopus' beast (none),
            // civetweb (the agent bare; Mimic's log time).
            (
                "ceph-rgw",
                #"debug 2024-03-03T10:00:01.124+0000 7f3a110e3700  1 beast: 0x7f3a0c0a2650: 203.0.113.9 - backup [03/Mar/2024:10:00:01.108 +0000] "GET /orders/7 HTTP/1.1" 200 93 - "aws-cli/2.11.0 Python/3.11.3" - latency=0.016000094s"#,
                "GET", 16_000, true
            ),
            (
                "ceph-rgw",
                #"2024-03-03T11:00:01.563+0100 7fa359675700  1 beast: 0x7fa24b4581f8: 203.0.113.9 - cosbench [03/Mar/2024:11:00:01.556 +0100] "GET /orders/7 HTTP/1.1" 200 16384 - "aws-sdk-go/1.25.36 (go1.12.13; linux; amd64)" - "#,
                "GET", nil, true
            ),
            (
                "ceph-rgw",
                "2024-03-03 10:00:01.127 7f2d5ac3e700  1 civetweb: 0x55d0e0d6e000: 203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] \"GET /orders/7 HTTP/1.1\" 404 1337 - Boto3/1.9.106 Python/3.6.7 Linux/4.15.0 Botocore/1.12.106",
                "GET", nil, true
            ),
            // ASP.NET Core's simple console (message on its own line, or one line) and systemd formatters.
            (
                "aspnetcore",
                "      Request finished HTTP/1.1 GET https://shop.example.com/orders/7 - 200 93 application/json;+charset=utf-8 16.0000ms",
                "GET", 16_000, false
            ),
            (
                "aspnetcore",
                "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/2 GET https://shop.example.com/orders/7 - 200 - - 16.5ms",
                "GET", 16_500, false
            ),
            (
                "aspnetcore",
                "<6>Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST http://localhost:5000/orders/7 - 404 0 - 0.9870ms",
                "POST", 987, false
            ),
            // Splunk's own access logs: splunkd's since 8.2, web_access's (the session's id before the duration) and
            // splunkd's before 8.2 (`- - -`), each duration in ms with its unit.
            (
                "splunk",
                #"127.0.0.1 - - [03/Mar/2024:11:00:01.000 +0100] "GET /orders/7 HTTP/1.1" 200 1566 "-" "Python-httplib2/0.13.1 (gzip)" - 16ms"#,
                "GET", 16_000, true
            ),
            (
                "splunk",
                #"127.0.0.1 - admin [03/Mar/2024:02:00:01.000 -0800] "POST /en-US/orders/7 HTTP/1.1" 200 279 "http://localhost:8000/en-US/app/search" "Mozilla/5.0 (Macintosh)" - 505565196047662d0 16ms"#,
                "POST", 16_000, true
            ),
            (
                "splunk",
                #"127.0.0.1 - admin [03/Mar/2024:10:00:01.000 +0000] "GET /servicesNS/admin/orders/7 HTTP/1.0" 200 126721 - - - 16ms"#,
                "GET", 16_000, true
            ),
        ] as [(String, String, String?, Int64?, Bool)])
    func ownLayouts(preset: String, line: String, method: String?, micros: Int64?, timed: Bool) throws {
        let (name, reads) = try Self.detectedAndRead([line, line])
        #expect(name == preset)
        let read = try #require(reads.first)
        #expect(read.target.hasSuffix("/orders/7"), "\(read)")
        #expect(read.method == method, "\(read)")
        #expect(read.micros == micros, "\(read)")
        #expect(read.seconds == (timed ? Self.instant : nil), "\(read)")
        #expect([200, 201, 202, 302, 404].contains(read.status), "\(read)")
    }

    @Test(
        "Swift servers' request lines: Vapor's route logging (no time) and Hummingbird's request logging, no status",
        arguments: [
            ("vapor", "[ INFO ] GET /orders/7 [request-id: 5D7C9E1A-3B2F-4C8D-9E0A-1B2C3D4E5F60]", false),
            // At debug level ConsoleKit adds the source location.
            (
                "vapor",
                "[ INFO ] GET /orders/7 [request-id: 5D7C9E1A-3B2F-4C8D-9E0A-1B2C3D4E5F60] (Vapor/Middleware/RouteLoggingMiddleware.swift:14)",
                false
            ),
            (
                "hummingbird",
                "2024-03-03T10:00:01+0000 info Shop : hb.request.id=6d8c46a9c0d08bb2bb0fce8c0a2a1ef3 hb.request.method=GET hb.request.path=/orders/7 [Hummingbird] Request",
                true
            ),
            (
                "hummingbird",
                "2024-03-03T10:00:01+0000 info Shop : hb.request.headers=[accept: */*] hb.request.id=6d8c46a9c0d08bb2bb0fce8c0a2a1ef3 hb.request.method=GET hb.request.path=/orders/7 [Hummingbird] Request",
                true
            ),
        ] as [(String, String, Bool)])
    func swiftServers(preset: String, line: String, timed: Bool) throws {
        let (name, reads) = try Self.detectedAndRead([line, line])
        #expect(name == preset)
        let read = try #require(reads.first)
        #expect(read.target == "/orders/7" && read.method == "GET" && read.status == 0, "\(read)")
        #expect(read.seconds == (timed ? Self.instant : nil), "\(read)")
        // The servers' other lines are neither requests nor malformed.
        let other =
            preset == "vapor"
            ? "[ NOTICE ] Server started on http://127.0.0.1:8080"
            : "2024-03-03T10:00:00+0000 info Shop : [HummingbirdCore] Server started and listening on 127.0.0.1:8080"
        #expect(try VendorVariantTests.isNotARequest(other, preset: preset))
    }

    @Test(
        "Tomcat's JsonAccessLogValve: every value a string, %t in its brackets, %D in µs (Tomcat 10) or ms (Tomcat 9, told by the values)",
        arguments: [
            // `pattern="combined"` plus `%D`, Tomcat 10.1: microseconds.
            (["16034", "2511", "120400"], "GET", "/orders/7", 16_034 as Int64),
            // Tomcat 9.0: milliseconds.
            (["16", "3", "120"], "GET", "/orders/7", 16_000),
        ] as [([String], String, String, Int64)])
    func tomcatJSON(elapsed: [String], method: String, target: String, micros: Int64) throws {
        let lines = elapsed.map { value in
            #"{"host":"203.0.113.9","logicalUserName":"-","user":"-","time":"[03/Mar/2024:11:00:01 +0100]","request":"GET /orders/7 HTTP/1.1","statusCode":"200","size":"93","elapsedTime":""#
                + value + #"","requestHeaders": {"Referer":"-","User-Agent":"curl/8.5.0"}}"#
        }
        let (name, reads) = try Self.detectedAndRead(lines)
        #expect(name == "tomcat-json")
        let first = try #require(reads.first)
        #expect(first.method == method && first.target == target && first.status == 200, "\(first)")
        #expect(first.seconds == Self.instant && first.micros == micros, "\(first)")
        #expect(first.agent == "curl/8.5.0" && first.client == "203.0.113.9", "\(first)")
        // A pattern of single items (`%a %t %m %U %q %s %D`): the method, path and query apart, the client's address.
        let items =
            #"{"remoteAddr":"203.0.113.9","time":"[03/Mar/2024:11:00:01 +0100]","method":"POST","path":"/orders","query":"?page=2","statusCode":"201","elapsedTime":"4512"}"#
        let (itemsName, itemReads) = try Self.detectedAndRead([items, items])
        #expect(itemsName == "tomcat-json")
        #expect(itemReads.first?.target == "/orders?page=2" && itemReads.first?.status == 201, "\(itemReads)")
        #expect(itemReads.first?.micros == 4_512 && itemReads.first?.client == "203.0.113.9", "\(itemReads)")
    }

    @Test("nginx JSON that names the status status_code is read with it")
    func statusCode() throws {
        let line =
            #"{"time":"03/Mar/2024:11:00:01 +0100","request":"GET /orders/7 HTTP/1.1","status_code":"200","remote_ip":"203.0.113.9","request_time":"0.016"}"#
        let (name, reads) = try Self.detectedAndRead([line])
        #expect(name == "jsonl")
        #expect(reads.first?.status == 200 && reads.first?.micros == 16_000 && reads.first?.client == "203.0.113.9")
    }

    @Test(
        "times the application servers write",
        arguments: [
            ("Sun Mar  3 10:00:01 2024", instant as Int64?), ("Sun Mar 03 10:00:01 2024", instant),
            ("Sun Mar  3 10:00:01.123456 2024", instant), ("2024/03/03 - 10:00:01", instant),
            ("2024/03/03 10:00:01", instant),
            ("2024-03-03T10:00:01GMT", instant), ("2024-03-03T10:00:01 UTC", instant), ("2024-03-03T10:00:01 GMX", nil),
            ("Sun Mar  3 10:00:01 24", nil), ("Sun Foo  3 10:00:01 2024", nil),
            // A day of one digit (Alibaba Cloud CDN), with a zone or without.
            ("3/Mar/2024:11:00:01 +0100", instant), ("3/Mar/2024:10:00:01", instant), ("3/Mar/2024:10:00", nil),
            ("3/Foo/2024:10:00:01 +0000", nil),
            // cPanel & WHM's access log: the month as a number, before the day (after it when it cannot be before).
            ("03/03/2024:10:00:01 -0000", instant), ("03/03/2024:11:00:01 +0100", instant),
            ("03/03/2024:10:00:01", instant), ("13/03/2024:10:00:01 -0000", instant + 10 * 86_400),
            ("13/13/2024:10:00:01 -0000", nil), ("03/32/2024:10:00:01 -0000", nil),
            ("03/03/2024:10:00:01 x0000", nil), ("03/03/2024-10:00:01 -0000", nil),
            // The HTTP date (JavaScript's toUTCString, Java's RFC 1123 formatter with its one-digit day).
            ("Sun, 03 Mar 2024 10:00:01 GMT", instant), ("Sun, 3 Mar 2024 10:00:01 GMT", instant),
            ("Sun, 03 Mar 2024 11:00:01 +0100", instant), ("Sun, 03 Mar 2024 10:00:01", instant),
            ("Sun, 03 Mar 2024 10:00:01 Z", instant), ("Sun, 03 Foo 2024 10:00:01 GMT", nil),
            ("Sun, 32 Mar 2024 10:00:01 GMT", nil), ("Sun, 03 Mar 2024 10:00:01 XYZ", nil),
            ("Sun,  3 Mar 2024 10:00:01 GMT", nil),
        ] as [(String, Int64?)])
    func times(text: String, seconds: Int64?) {
        let bytes = Array(text.utf8)
        #expect(
            bytes.withUnsafeBufferPointer { LogTimestamp.anyTime($0.baseAddress!, from: 0, to: $0.count) } == seconds)
    }

    @Test(
        "platforms', CDNs' and gateways' JSON: detected over the generic readings, with status, time and duration",
        arguments: [
            // Vercel: the top-level `path` is the route pattern; the request is in `proxy`.
            (
                "vercel",
                #"{"id":"1","source":"lambda","timestamp":1709460001500,"statusCode":200,"path":"/orders/[id]","proxy":{"timestamp":1709460001000,"method":"GET","scheme":"https","host":"shop.example.com","path":"/orders/7","userAgent":["curl/8.5.0"],"statusCode":200,"clientIp":"203.0.113.9"}}"#,
                nil as Int64?
            ),
            (
                "kong",
                #"{"request":{"method":"GET","uri":"/orders/7","headers":{"user-agent":"curl/8.5.0"}},"response":{"status":200},"latencies":{"request":16,"kong":1,"proxy":15},"client_ip":"203.0.113.9","started_at":1709460001000}"#,
                16_000
            ),
            // Fastly's widely copied format: `request` is VCL's req.request, the method; `%Z` writes GMT.
            (
                "fastly",
                #"{"service_id":"x","time_start":"2024-03-03T10:00:01GMT","time_elapsed":16000,"client_ip":"203.0.113.9","request":"GET","protocol":"HTTP/1.1","host":"shop.example.com","url":"/orders/7","request_user_agent":"curl/8.5.0","response_status":200}"#,
                16_000
            ),
            // …and Fastly's documented JSON example, without `time_elapsed`: still Fastly's, not the generic reading.
            (
                "fastly",
                #"{"timestamp":"2024-03-03T10:00:01+0000","client_ip":"203.0.113.9","geo_country":"france","host":"shop.example.com","url":"/orders/7","request_method":"GET","request_protocol":"HTTP/1.1","request_referer":"","request_user_agent":"curl/8.5.0","response_state":"MISS-CLUSTER","response_status":200,"response_reason":"OK","response_body_size":384,"fastly_server":"cache-cdg20741-CDG"}"#,
                nil
            ),
            (
                "railway",
                #"{"timestamp":"2024-03-03T10:00:01.000000000Z","method":"GET","path":"/orders/7","httpStatus":200,"totalDuration":16,"srcIp":"203.0.113.9","clientUa":"curl/8.5.0"}"#,
                16_000
            ),
            (
                "pino",
                #"{"level":30,"time":1709460001000,"req":{"id":1,"method":"GET","url":"/orders/7","headers":{"user-agent":"curl/8.5.0"},"remoteAddress":"::ffff:203.0.113.9"},"res":{"statusCode":200},"responseTime":16,"msg":"request completed"}"#,
                16_000
            ),
            // Open Liberty's JSON logging: an access-log event (the elapsed time in µs).
            (
                "liberty-json",
                #"{"type":"liberty_accesslog","host":"79e8ad2347b3","ibm_userDir":"\/opt\/ibm\/wlp\/usr\/","ibm_serverName":"defaultServer","ibm_remoteHost":"203.0.113.9","ibm_requestProtocol":"HTTP\/1.1","ibm_userAgent":"curl/8.5.0","ibm_requestMethod":"GET","ibm_requestPort":"9080","ibm_requestFirstLine":"GET \/orders\/7 HTTP\/1.1","ibm_responseCode":200,"ibm_uriPath":"\/orders\/7","ibm_elapsedTime":16000,"ibm_bytesSent":93,"ibm_datetime":"2024-03-03T11:00:01.000+0100","ibm_sequence":"1709460001000_0000000000001"}"#,
                16_000
            ),
            (
                "azure-appservice",
                #"{"time":"2024-03-03T10:00:01.0000000Z","category":"AppServiceHTTPLogs","properties":{"CIp":"203.0.113.9","CsUriStem":"/orders/7","CsUriQuery":"","CsMethod":"GET","TimeTaken":16,"ScStatus":"200","UserAgent":"curl/8.5.0"}}"#,
                16_000
            ),
            (
                "gcp-appengine",
                #"{"protoPayload":{"@type":"type.googleapis.com/google.appengine.logging.v1.RequestLog","ip":"203.0.113.9","startTime":"2024-03-03T10:00:01Z","latency":"0.016s","method":"GET","resource":"/orders/7","status":200,"userAgent":"curl/8.5.0"},"httpRequest":{"status":200},"timestamp":"2024-03-03T10:00:01Z"}"#,
                16_000
            ),
            (
                "akamai-datastream",
                #"{"version":"1","reqTimeSec":"1709460001.000","cliIP":"203.0.113.9","statusCode":"200","reqMethod":"GET","reqPath":"/orders/7","UA":"curl%2F8.5.0","queryStr":"-","turnAroundTimeMSec":"16"}"#,
                16_000
            ),
            // Envoy Gateway's default JSON and Contour's: Envoy's fields under other names.
            // IIS's W3C fields as NXLog writes a parsed line: IIS's milliseconds, not CloudFront's seconds.
            (
                "iis-json",
                #"{"date":"2024-03-03","time":"10:00:01","s-sitename":"W3SVC1","s-computername":"WEB-1","cs-method":"GET","cs-uri-stem":"/orders/7","cs-uri-query":"-","s-port":443,"cs-username":"-","c-ip":"203.0.113.9","cs(User-Agent)":"curl/8.5.0","sc-status":200,"sc-substatus":0,"sc-win32-status":0,"time-taken":16}"#,
                16_000
            ),
            (
                "istio-json",
                #"{"start_time":"2024-03-03T10:00:01.000Z","method":"GET","x-envoy-origin-path":"/orders/7","protocol":"HTTP/1.1","response_code":200,"duration":16,"user-agent":"curl/8.5.0","downstream_remote_address":"203.0.113.9:5000"}"#,
                16_000
            ),
            (
                "istio-json",
                #"{"@timestamp":"2024-03-03T10:00:01.000Z","authority":"shop.example.com","duration":16,"method":"GET","path":"/orders/7","response_code":200,"user_agent":"curl/8.5.0"}"#,
                16_000
            ),
            // zerolog's hlog (`url`), NGINX Unit's JSON (`request_line`): the generic reading.
            (
                "jsonl",
                #"{"level":"info","ip":"203.0.113.9","user_agent":"curl/8.5.0","method":"GET","url":"/orders/7","status":200,"time":"2024-03-03T10:00:01Z"}"#,
                nil
            ),
            (
                "jsonl",
                #"{"remote_addr":"203.0.113.9","time_local":"03/Mar/2024:11:00:01 +0100","request_line":"GET /orders/7 HTTP/1.1","status":"200","header_user_agent":"curl/8.5.0"}"#,
                nil
            ),
            // An application's own JSON (a GELF record's fields, Graylog's example): the generic reading's other
            // names, the duration in a name that says its unit.
            (
                "jsonl",
                #"{"timestamp":"2024-03-03T10:00:01Z","source_ip":"203.0.113.9","request_method":"GET","request_url":"/orders/7","http_status":200,"response_time_ms":16,"userAgent":"curl/8.5.0"}"#,
                16_000
            ),
            // JFrog Artifactory's request log as JFrog's Fluentd configuration writes it (its `request_duration`
            // names no unit, so it is not read).
            (
                "jsonl",
                #"{"log_timestamp":"2024-03-03T10:00:01.000Z","trace_id":"3330dfb318b5f02c","remote_address":"203.0.113.9","request_method":"GET","request_url":"/orders/7","request_user_agent":"curl/8.5.0","request_duration":"16","log_source":"jfrog.rt.artifactory.request","return_status":"200","username":"anonymous"}"#,
                nil
            ),
            // Azure API Management: as diagnostic settings archive it, and as Log Analytics exports it.
            (
                "azure-apim",
                #"{"Level":4,"isRequestSuccess":true,"time":"2024-03-03T10:00:01.0000000Z","operationName":"Microsoft.ApiManagement/GatewayLogs","category":"GatewayLogs","durationMs":16,"callerIpAddress":"203.0.113.9","properties":{"method":"GET","url":"https://shop.azure-api.net/orders/7","backendResponseCode":200,"responseCode":200,"responseSize":93,"cache":"none","backendTime":15,"apiId":"orders","requestHeaders":{"User-Agent":"curl/8.5.0"}}}"#,
                16_000
            ),
            (
                "azure-apim",
                #"{"TenantId":"0000","TimeGenerated":"2024-03-03T10:00:01Z","OperationName":"Microsoft.ApiManagement/GatewayLogs","CorrelationId":"6a8c","IsRequestSuccess":true,"TotalTime":16,"CallerIpAddress":"203.0.113.9","Method":"GET","Url":"https://shop.azure-api.net/orders/7","ResponseCode":200,"ResponseSize":93,"RequestHeaders":{"User-Agent":"curl/8.5.0"},"Type":"ApiManagementGatewayLogs"}"#,
                16_000
            ),
            // Fastify's two entries of a request as the input's reading joins them.
            (
                "fastify",
                #"{"incoming":{"level":30,"time":1709460001000,"pid":7,"reqId":"req-1","req":{"method":"GET","url":"/orders/7","remoteAddress":"203.0.113.9"},"msg":"incoming request"},"completed":{"level":30,"time":1709460001016,"pid":7,"reqId":"req-1","res":{"statusCode":200},"responseTime":16.02,"msg":"request completed"}}"#,
                16_020
            ),
            (
                "tyk",
                #"{"level":"info","time":"2024-03-03T10:00:01Z","api_id":"b1a4","api_name":"shop","client_ip":"203.0.113.9","host":"shop.example.com","latency_total":16,"method":"GET","path":"/orders/7","prefix":"access-log","status":200,"upstream_latency":15,"user_agent":"curl/8.5.0"}"#,
                16_000
            ),
            // zerolog's hlog with its duration: milliseconds, zerolog's default unit.
            (
                "zerolog",
                #"{"level":"info","ip":"203.0.113.9","user_agent":"curl/8.5.0","req_id":"b4g0l5t6","method":"GET","url":"/orders/7","status":200,"size":93,"duration":16.0005,"time":"2024-03-03T10:00:01Z"}"#,
                16_000
            ),
            // gin-contrib/zap with zap's production encoder: seconds, `ts` in epoch seconds; the query apart.
            (
                "zap",
                #"{"level":"info","ts":1709460001.016,"caller":"ginzap@v1.1.4/zap.go:87","msg":"/orders/7","status":200,"method":"GET","path":"/orders/7","query":"","ip":"203.0.113.9","user-agent":"curl/8.5.0","latency":0.016}"#,
                16_000
            ),
            // zap's development encoder: the duration as text with its unit.
            (
                "zap",
                #"{"level":"info","ts":1709460001.016,"caller":"ginzap@v1.1.4/zap.go:87","msg":"/orders/7","status":200,"method":"GET","path":"/orders/7","query":"","ip":"203.0.113.9","user-agent":"curl/8.5.0","latency":"16ms"}"#,
                16_000
            ),
            // Hanami's production JSON: elapsed in µs.
            (
                "hanami-json",
                #"{"progname":"shop","severity":"INFO","time":"2024-03-03T10:00:01Z","verb":"GET","status":200,"ip":"203.0.113.9","path":"/orders/7","length":"-","params":{"id":"7"},"elapsed":16000,"elapsed_unit":"µs"}"#,
                16_000
            ),
            // RoadRunner's http plugin through zap: whole milliseconds (epoch `start`), and an earlier release's zap
            // duration with its unit.
            (
                "roadrunner",
                #"{"level":"info","ts":1709460001.016,"logger":"http","msg":"http access log","read_bytes":0,"write_bytes":93,"status":200,"method":"GET","URI":"/orders/7","remote_address":"203.0.113.9:51234","query":"","content_len":0,"host":"shop.example.com","user_agent":"curl/8.5.0","referer":"","time_local":"03/Mar/24:10:00:01 +0000","request_time":1709460001.016,"start":1709460001.0,"elapsed":16}"#,
                16_000
            ),
            (
                "roadrunner",
                #"{"level":"info","logger":"http","msg":"http access log","status":200,"method":"GET","URI":"/orders/7","remote_address":"203.0.113.9:51234","user_agent":"curl/8.5.0","start":"2024-03-03T10:00:01.000Z","elapsed":"16ms"}"#,
                16_000
            ),
            // Chinese clouds' CDN logs as their log services keep them: `request_time` in milliseconds (Tencent's,
            // Alibaba's), or the request's epoch in milliseconds beside `response_time` (Huawei's through LTS).
            (
                "tencent-cdn-realtime",
                #"{"app_id":1250000000,"client_ip":"203.0.113.9","file_size":93,"hit":"miss","host":"cdn.example.com","http_code":200,"isp":"telecom","method":"GET","param":"","proto":"HTTPS","prov":"guangdong","referer":"-","request_range":"-","request_time":16,"request_port":"51517","rsp_size":393,"time":1709460001,"ua":"curl/8.5.0","url":"/orders/7","uuid":"a1b2c3d4e5f6","version":1}"#,
                16_000
            ),
            (
                "alibaba-cdn-realtime",
                #"{"unixtime":"1709460001","domain":"cdn.example.com","method":"GET","scheme":"https","uri":"/orders/7","uri_param":"","client_ip":"203.0.113.9","proxy_ip":"-","remote_ip":"203.0.113.9","remote_port":"51517","request_size":"301","request_time":"16","response_size":"393","return_code":"200","body_bytes_sent":"93","content_type":"application/json","hit_info":"MISS","http_range":"-","user_agent":"curl/8.5.0","user_info":"-","uuid":"a1b2c3","via_info":"-","xforwordfor":"-"}"#,
                16_000
            ),
            (
                "huawei-cdn-lts",
                #"{"request_time":"1709460001000","domain":"cdn.example.com","method":"GET","scheme":"https","uri":"/orders/7","uri_param":"-","client_ip":"203.0.113.9","client_port":"51517","request_size":"301","response_time":"16","response_size":"588","http_code":"200","response_range":"-","request_range":"-","request_body_bytes":"0","content_type":"application/json","hit_info":"MISS","user_agent":"curl/8.5.0","uuid":"ce6327e015c1e16f581818b838a6cb0c","via_info":"edge-cache01[12]","xforwordfor":"-"}"#,
                16_000
            ),
            // Netlify's traffic drain (ms), Yandex's L7 load balancer (s, nested), Cloudflare Gateway (no duration;
            // `Datetime` in nanoseconds as Logpush may write it).
            (
                "netlify",
                #"{"account_id":"5f1c0e8a","client_ip":"203.0.113.9","content_type":"application/json","country":"US","deploy_id":"6563a1b2","duration":16,"log_type":"traffic","method":"GET","referrer":"","request_id":"01HF8ZQ1","request_size":310,"response_size":93,"site_id":"a1b2c3","status_code":200,"timestamp":"2024-03-03T10:00:01.123Z","url":"https://shop.netlify.app/orders/7","user_agent":"curl/8.5.0"}"#,
                16_000
            ),
            (
                "yandex-alb",
                #"{"type":"https","time":"2024-03-03T10:00:01Z","http_method":"GET","authority":"shop.example.com","request_uri":"/orders/7","http_status":200,"user_agent":"curl/8.5.0","client_ip":"203.0.113.9","client_port":51234,"load_balancer_id":"ds7abc123","request_processing_times":{"request_time":0.016,"response_start_time":0.015,"backend_processing_time":0.014}}"#,
                16_000
            ),
            (
                "cloudflare-gateway",
                #"{"AccountID":"abc123","Action":"allow","Datetime":1709460001000000000,"DestinationIP":"198.51.100.7","DestinationPort":443,"HTTPHost":"shop.example.com","HTTPMethod":"GET","HTTPStatusCode":200,"HTTPVersion":"HTTP/2","RequestID":"1a2b3c0","SourceIP":"203.0.113.9","SourcePort":51234,"URL":"https://shop.example.com/orders/7","UserAgent":"curl/8.5.0"}"#,
                nil
            ),
            // WordPress VIP's origin logs: the method in `request_type`.
            (
                "wpvip",
                #"{"body_bytes_sent":"93","datacenter":"dfw","http_host":"example.go-vip.net","http_referer":"-","http_user_agent":"curl/8.5.0","http_version":"HTTP/1.1","http_x_forwarded_for":"203.0.113.9","remote_user":"-","request_id":"4df5dde32076e201952b89e1075ddf60","request_time":"0.016","request_type":"GET","request_url":"/orders/7","sent_cache_control":"-","status":"200","stream":"stdout","time":"2024-03-03T10:00:01.135796924Z","timestamp_log":"03/Mar/2024:10:00:01 +0000","true_client_ip":"-","wplogin":"-"}"#,
                16_000
            ),
            // Another program's `duration` with no zerolog level: its unit unknown, the duration is not read.
            (
                "jsonl",
                #"{"ip":"203.0.113.9","user_agent":"curl/8.5.0","method":"GET","url":"/orders/7","status":200,"duration":0.016,"time":"2024-03-03T10:00:01Z"}"#,
                nil
            ),
            (
                "apisix",
                #"203.0.113.9 - - [03/Mar/2024:11:00:01 +0100] shop.example.com "GET /orders/7 HTTP/1.1" 200 93 0.016 "-" "curl/8.5.0" 10.0.0.5:8080 200 0.015 "http://shop.example.com/orders/7""#,
                16_000
            ),
            // Spring Boot Actuator's HTTP exchanges, an entry of the reflowed document: Boot 3's ISO 8601 timeTaken,
            // the headers' names as the client sent them, each a list…
            (
                "spring-boot-exchanges",
                #"{"timestamp":"2024-03-03T10:00:01Z","request":{"uri":"https://shop.example.com/orders/7","method":"GET","headers":{"Accept":["application/json"],"User-Agent":["curl/8.5.0"]},"remoteAddress":"203.0.113.9"},"response":{"status":200,"headers":{"Content-Type":["application/json"]}},"principal":{"name":"alice"},"timeTaken":"PT0.016S"}"#,
                16_000
            ),
            // …and Boot 2's httptrace: timeTaken in ms, the header's name lowercased by an HTTP/2 client.
            (
                "spring-boot-exchanges",
                #"{"timestamp":"2024-03-03T10:00:01.000Z","principal":null,"session":null,"request":{"method":"GET","uri":"http://shop.example.com/orders/7","headers":{"user-agent":["curl/8.5.0"]},"remoteAddress":"203.0.113.9"},"response":{"status":200,"headers":{}},"timeTaken":16}"#,
                16_000
            ),
        ] as [(String, String, Int64?)])
    func platformJSON(preset: String, line: String, micros: Int64?) throws {
        let (name, reads) = try Self.detectedAndRead([line, line])
        #expect(name == preset)
        let read = try #require(reads.first)
        // An absolute target (API Management's `url`) is matched on its path.
        let path =
            read.target.firstRange(of: "://").map { String(read.target[$0.upperBound...].drop { $0 != "/" }) }
            ?? read.target
        #expect(path == "/orders/7" && read.method == "GET" && read.status == 200, "\(read)")
        #expect(read.seconds == Self.instant, "\(read)")
        #expect(read.micros == micros, "\(read)")
        // Fastify's request serializer writes no user agent; JFrog's name for it (`request_user_agent`) is Fastly's,
        // which the generic reading leaves to that preset.
        let agentless = preset == "fastify" || preset == "hanami-json" || line.contains("jfrog.rt.")
        #expect(read.agent == (agentless ? nil : "curl/8.5.0"), "\(read)")
        // The client where the line has one, as written (Node's IPv4-mapped `::ffff:` form kept).
        let client = line.firstRange(of: "::ffff:203.0.113.9") != nil ? "::ffff:203.0.113.9" : "203.0.113.9"
        #expect(read.client == (line.contains("203.0.113.9") ? client : nil), "\(read)")
    }

    @Test(
        "ASP.NET Core's JSON console: the Request finished entries are requests, with their Timestamp; the others not")
    func aspNetCoreJSONConsole() throws {
        let starting =
            #"{"Timestamp":"2024-03-03T10:00:01.000Z","EventId":1,"LogLevel":"Information","Category":"Microsoft.AspNetCore.Hosting.Diagnostics","Message":"Request starting HTTP/1.1 GET https://shop.example.com/orders/7 - - -","State":{"Method":"GET","Path":"/orders/7"}}"#
        let finished =
            #"{"Timestamp":"2024-03-03T10:00:01.000Z","EventId":2,"LogLevel":"Information","Category":"Microsoft.AspNetCore.Hosting.Diagnostics","Message":"Request finished HTTP/1.1 GET https://shop.example.com/orders/7 - 200 93 application/json;+charset=utf-8 16.0000ms","State":{"ElapsedMilliseconds":16.0,"StatusCode":200}}"#
        let detection = try #require(LogFormatDetector.detect([starting, finished].map { Array($0.utf8) }))
        #expect(detection.preset.name == "json+aspnetcore")
        #expect(LogFormatPresetTests.read(starting, detection.preset.format) == nil)
        let parser = LogLineParser(format: detection.preset.format, readsAgent: true, readsClient: true)
        let startingResult = Array(starting.utf8).withUnsafeBufferPointer { parser.parse($0) }
        guard case .continuation = startingResult else {
            Issue.record("a Request starting entry is a companion line, not \(startingResult)")
            return
        }
        let read = try #require(LogFormatPresetTests.read(finished, detection.preset.format))
        #expect(read.status == 200 && read.micros == 16_000 && read.seconds == Self.instant, "\(read)")
        #expect(read.target.hasSuffix("/orders/7"), "\(read)")
    }

    /// What a parser of `preset` makes of `line`: a request, a companion line, or malformed.
    static func kind(_ line: String, preset name: String) throws -> String {
        let parser = LogLineParser(
            format: try #require(LogFormatPreset.named(name)).format, readsAgent: true, readsClient: true)
        switch Array(line.utf8).withUnsafeBufferPointer({ parser.parse($0) }) {
        case .request: return "request"
        case .continuation: return "companion"
        case .invalidRequest: return "invalid"
        case .malformed: return "malformed"
        }
    }

    @Test(
        "ASP.NET Core's hosting log: its other lines about a request are neither requests nor malformed",
        arguments: [
            // The simple console formatter: the category line, then the message indented.
            ("info: Microsoft.AspNetCore.Hosting.Diagnostics[1]", "companion"),
            ("      Request starting HTTP/1.1 GET https://shop.example.com/orders/7 - - -", "companion"),
            ("info: Microsoft.AspNetCore.Hosting.Diagnostics[2]", "companion"),
            (
                "      Request finished HTTP/1.1 GET https://shop.example.com/orders/7 - 200 93 application/json;+charset=utf-8 16.0000ms",
                "request"
            ),
            // SingleLine and the systemd formatter.
            (
                "info: Microsoft.AspNetCore.Hosting.Diagnostics[1] Request starting HTTP/2 GET https://shop.example.com/orders/7 - - -",
                "companion"
            ),
            (
                "<6>Microsoft.AspNetCore.Hosting.Diagnostics[1] Request starting HTTP/1.1 GET http://localhost:5000/orders/7 - - -",
                "companion"
            ),
            // A finished line of a release before .NET 6 (no method, no URL): not read, and not taken for a companion.
            (
                "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished in 16.0ms 200 application/json",
                "malformed"
            ),
            // The application's own lines and other categories are no lines of the hosting log.
            ("info: Microsoft.Hosting.Lifetime[14]", "malformed"),
            ("      Now listening on: http://localhost:5000", "malformed"),
        ])
    func aspNetCoreCompanionLines(line: String, kind: String) throws {
        #expect(try Self.kind(line, preset: "aspnetcore") == kind)
    }

    @Test(
        "OAuth2 Proxy's auth log and standard log are neither requests nor malformed",
        arguments: [
            (
                "10.42.0.1 - 322f233f-4375-40e0-a4a7-acee3673d216 - jane@example.com [2024/03/03 10:00:01] [AuthSuccess] Authenticated via OAuth2: Session{email:jane@example.com user:0210adac token:true}",
                "companion"
            ),
            (
                "172.16.1.110:9991 - admin@example.com [2024/03/03 10:00:01] [AuthFailure] Invalid authentication via basic auth",
                "companion"
            ),
            (#"[2024/03/03 10:00:01] [proxy.go:89] mapping path "/" => upstream "http://whoami:80/""#, "companion"),
            (
                #"2024/03/03 10:00:01 net/http: invalid Cookie.Domain "*.example.test"; dropping domain attribute"#,
                "companion"
            ),
            (
                #"10.42.0.1 - 3a4dee5d-df1b-4a3a-bf3a-c0c64a631e24 - - [2024/03/03 10:00:01] shop.example.com GET - "/orders/7" HTTP/1.1 "curl/8.5.0" 200 93 0.016"#,
                "request"
            ),
            ("Starting oauth2-proxy", "malformed"),
        ])
    func oauth2ProxyCompanionLines(line: String, kind: String) throws {
        #expect(try Self.kind(line, preset: "oauth2-proxy") == kind)
    }

    @Test(
        "Ceph's Object Gateway log: its lines about a request's start and end are neither requests nor malformed",
        arguments: [
            (
                "2024-03-03T10:00:01.120+0000 7f3a1c0f9700  1 ====== starting new request req=0x7f3a0c0a2650 =====",
                "companion"
            ),
            (
                "debug 2024-03-03T10:00:01.124+0000 7f3a110e3700  1 ====== req done req=0x7f3a0c0a2650 op status=0 http_status=200 latency=0.004000094s ======",
                "companion"
            ),
            (
                "2024-03-03 10:00:01.127 7f2d5ac3e700  1 ====== req done req=0x7f2d5ac37850 op status=0 http_status=200 ======",
                "companion"
            ),
            ("2024-03-03T10:00:01.120+0000 7f3a1c0f9700  0 ERROR: failed to fetch mdlog info", "malformed"),
        ])
    func cephCompanionLines(line: String, kind: String) throws {
        #expect(try Self.kind(line, preset: "ceph-rgw") == kind)
    }

    @Test(
        "Serilog: the application's other events are neither requests nor malformed",
        arguments: [
            ("serilog", "[10:00:01 INF] Now listening on: http://localhost:5000", "companion"),
            (
                "serilog", "2024-03-03 10:00:01.000 +00:00 [WRN] Failed to determine the https port for redirect.",
                "companion"
            ),
            (
                "serilog-json",
                #"{"@t":"2024-03-03T10:00:01.0000000Z","@mt":"Now listening on: {address}","address":"http://localhost:5000"}"#,
                "companion"
            ),
        ])
    func serilogOtherEvents(preset: String, line: String, kind: String) throws {
        #expect(try Self.kind(line, preset: preset) == kind)
    }

    @Test(
        "the Symfony CLI's other server lines and the application's are neither requests nor malformed",
        arguments: [
            (#"[Web Server ] Mar  3 10:00:01 |INFO   | SERVER POST (201) /orders host="127.0.0.1:8000""#, "request"),
            (#"[Web Server ] Mar  3 10:00:01 |INFO   | PHP    listening path="/usr/bin/php8.3""#, "companion"),
            ("[Application] Mar  3 10:00:01 |DEBUG  | SECURI Stored the security token in the session.", "companion"),
            (#"{"level":"error","time":"2024-03-03T10:00:01+02:00","message":"command exited"}"#, "malformed"),
        ])
    func symfonyOtherLines(line: String, kind: String) throws {
        #expect(try Self.kind(line, preset: "symfony-cli") == kind)
    }

    @Test("ASP.NET Core's console log is detected from its lines without the warning that most of them are misfits")
    func aspNetCoreConsoleDetection() throws {
        let request = [
            "info: Microsoft.AspNetCore.Hosting.Diagnostics[1]",
            "      Request starting HTTP/1.1 GET https://shop.example.com/orders/7 - - -",
            "info: Microsoft.AspNetCore.Hosting.Diagnostics[2]",
            "      Request finished HTTP/1.1 GET https://shop.example.com/orders/7 - 200 93 application/json;+charset=utf-8 16.0000ms",
        ]
        let lines = Array(Array(repeating: request, count: 5).joined())
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "aspnetcore")
        #expect(
            detection.parsedLines == 5 && detection.sampledLines == 5,
            "\(detection.parsedLines)/\(detection.sampledLines)")
    }
}
