import CorridorCore
import CorridorLogFormats
import Testing

/// Lines other projects and their users wrote — log tools' test fixtures, vendors' documentation, lines pasted into
/// issue threads — that were read wrong: each read with its request, time and latency, detected from its lines alone.
@Suite("Log format presets: other projects' samples")
struct OtherProjectsSampleTests {
    typealias Read = LogFormatPresetTests.Read

    static func read(_ line: String, preset: String) throws -> Read? {
        try VendorVariantTests.read(line, preset: preset)
    }

    // MARK: Kibana and OpenSearch Dashboards

    /// OpenSearch Dashboards' entries as `journalctl` shows them (a Wazuh issue's): a response entry, then an error.
    static let dashboardsJournal = [
        #"Jul 16 00:47:29 ip-172-31-46-171.ec2.internal opensearch-dashboards[14368]: {"type":"response","@timestamp":"2025-07-16T00:47:29Z","tags":[],"pid":14368,"method":"get","statusCode":302,"req":{"url":"/","method":"get","headers":{"host":"ec2-54-224-133-214.compute-1.amazonaws.com","user-agent":"Mozilla/5.0 (compatible; CensysInspect/1.1; +https://about.censys.io/)","accept":"*/*","accept-encoding":"gzip"},"remoteAddress":"199.45.155.78","userAgent":"Mozilla/5.0 (compatible; CensysInspect/1.1; +https://about.censys.io/)"},"res":{"statusCode":302,"responseTime":6,"contentLength":9},"message":"GET / 302 6ms - 9.0B"}"#,
        #"Jul 16 00:47:41 ip-172-31-46-171.ec2.internal opensearch-dashboards[14368]: {"type":"error","@timestamp":"2025-07-16T00:47:41Z","tags":["connection","client","error"],"pid":14368,"level":"error","error":{"message":"Parse Error: Pause on PRI/Upgrade","name":"Error","stack":"Error: Parse Error: Pause on PRI/Upgrade","code":"HPE_PAUSED_H2_UPGRADE"},"message":"Parse Error: Pause on PRI/Upgrade"}"#,
    ]

    /// Kibana 4.6's response entry (a Caddy issue's, made one line), its `req.userAgent` the client's address.
    static let kibana46 =
        #"{"type":"response","@timestamp":"2016-09-15T20:26:54Z","tags":[],"pid":12,"method":"post","statusCode":200,"req":{"url":"\/elasticsearch\/_msearch?timeout=0&ignore_unavailable=true&preference=1473971177442","method":"post","headers":{"host":"kibana.example.loc","user-agent":"Mozilla\/5.0 (X11; Linux x86_64) AppleWebKit\/537.36 (KHTML, like Gecko) Chrome\/52.0.2743.82 Safari\/537.36","content-length":"789"},"remoteAddress":"172.18.0.14","userAgent":"172.18.0.14","referer":"http:\/\/kibana.example.loc\/app\/kibana"},"res":{"statusCode":200,"responseTime":249,"contentLength":9},"message":"POST \/elasticsearch\/_msearch?timeout=0&ignore_unavailable=true&preference=1473971177442 200 249ms - 9.0B"}"#

    @Test(
        "Kibana's and OpenSearch Dashboards' response entries: their method uppercased, responseTime in ms, @timestamp")
    func kibana() throws {
        let read = try #require(try Self.read(Self.kibana46, preset: "kibana"))
        #expect(read.method == "POST" && read.status == 200 && read.micros == 249_000, "\(read)")
        #expect(read.target == "/elasticsearch/_msearch?timeout=0&ignore_unavailable=true&preference=1473971177442")
        #expect(read.seconds == 1_473_971_214 && read.client == "172.18.0.14", "\(read)")
        #expect(read.agent?.hasPrefix("Mozilla/5.0 (X11; Linux x86_64)") == true, "\(read)")
        #expect(VendorVariantTests.detected([Self.kibana46]) == "kibana")

        // In the journal: the entry's own time (2025), not the syslog stamp's in another year; the error no request.
        #expect(VendorVariantTests.detected(Self.dashboardsJournal) == "syslog+kibana")
        let entries = Self.dashboardsJournal.map { String($0[$0.range(of: "{")!.lowerBound...]) }
        let response = try #require(try Self.read(entries[0], preset: "kibana"))
        #expect(response.method == "GET" && response.target == "/" && response.status == 302, "\(response)")
        #expect(response.micros == 6_000 && response.seconds == 1_752_626_849, "\(response)")
        #expect(try VendorVariantTests.isNotARequest(entries[1], preset: "kibana"))
    }

    // MARK: Gin's documented custom format

    /// The sample output of Gin's documentation for `LoggerWithFormatter`, and a line of the same format with another
    /// latency (nginx-log-exporter's fixture).
    static let ginCustom = [
        #"::1 - [Fri, 07 Dec 2018 17:04:38 JST] "GET /ping HTTP/1.1 200 122.767µs "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/71.0.3578.80 Safari/537.36" ""#,
        #"::1 - [Fri, 07 Dec 2018 17:05:38 JST] "GET /users?page=1&per=100 HTTP/1.1 200 200ms "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/71.0.3578.80 Safari/537.36" ""#,
    ]

    @Test("Gin's documented custom format: its RFC 1123 time with a zone's name, its latency with the unit")
    func ginCustomFormat() throws {
        #expect(VendorVariantTests.detected(Self.ginCustom) == "gin")
        let first = try #require(try Self.read(Self.ginCustom[0], preset: "gin"))
        #expect(first.method == "GET" && first.target == "/ping" && first.status == 200, "\(first)")
        // 17:04:38 in Japan (UTC+9).
        #expect(first.micros == 122 && first.seconds == 1_544_169_878 && first.client == "::1", "\(first)")
        #expect(first.agent?.hasPrefix("Mozilla/5.0 (Macintosh;") == true, "\(first)")
        let second = try #require(try Self.read(Self.ginCustom[1], preset: "gin"))
        #expect(second.target == "/users?page=1&per=100" && second.micros == 200_000, "\(second)")
        // A Combined line (its user `-` taken into the client) is not this layout's: no unit after its size.
        let combined =
            #"192.127.88.240 - - [31/Jan/2024:10:00:01 +0000] "GET /repos/stone155/erin HTTP/1.1" 404 28045 "https://www.example.com/" "Go-http-client/2.0""#
        #expect(try Self.read(combined, preset: "gin") == nil)
        #expect(VendorVariantTests.detected([combined, combined]) == "combined")
    }

    // MARK: Squid's columns

    /// Cisco Secure Web Appliance's access-log line as Squid writes it, and as its syslog push sends it (Sekoia's
    /// intake tests).
    static let wsa = [
        #"1278096903.150 97 172.10.11.22 TCP_MISS/200 8187 GET http://my.site.com/ - DIRECT/my.site.com text/plain DEFAULT_CASE_11-PolicyGroupName-Identity-OutboundMalwareScanningPolicy-DataSecurityPolicy-ExternalDLPPolicy-RoutingPolicy <IW_comp,6.9,-,"-",-,-,-,-,"-",-,-,-,"-",-,-,"-","-",-,-,IW_comp,-,"-","-","Unknown","Unknown","-","-",198.34,0,-,[Local],"-",37,"W32.CiscoTestVector",33,0,"WSA-INFECTED-FILE-500","-","-","-"> -"#,
        #"Info: 1649097617.352 7 1.2.3.4 TCP_MISS/302 779 HEAD http://example.g1.com/release2/chrome_component/jamhcnnkihinmdlkakkaopbjbbcngflc_102.0.4984.0_all_kqe423m2ktlxwrfccq656tbhhi.crx3 - DIRECT/example.g1.com text/html DEFAULT_CASE_12-DefaultGroup-Internal_network-NONE-NONE-NONE-DefaultGroup-NONE <"IW_infr",6.8,1,"-",-,-,-,-,"-",-,-,-,"-",-,-,"-","-",-,-,"IW_infr",-,"-","-","Unknown","Unknown","-","-",890.29,0,-,"-","-",-,"-",-,-,"-","-",-,-,"-"> -"#,
    ]

    @Test("Cisco WSA's lines, with the `Info: ` of its syslog push: Squid's, with their time and elapsed ms")
    func ciscoWSA() throws {
        #expect(VendorVariantTests.detected(Self.wsa) == "squid")
        let plain = try #require(try Self.read(Self.wsa[0], preset: "squid"))
        #expect(plain.method == "GET" && plain.target == "http://my.site.com/" && plain.status == 200, "\(plain)")
        #expect(plain.seconds == 1_278_096_903 && plain.micros == 97_000, "\(plain)")
        let pushed = try #require(try Self.read(Self.wsa[1], preset: "squid"))
        #expect(pushed.method == "HEAD" && pushed.status == 302 && pushed.client == "1.2.3.4", "\(pushed)")
        #expect(pushed.seconds == 1_649_097_617 && pushed.micros == 7_000, "\(pushed)")
        // With Squid's other columns: read as Squid's lines are.
        let cached = try #require(try Self.read("Info: " + Self.wsa[0], preset: "squid"))
        #expect(cached == plain)
    }

    // MARK: Zscaler's uninspected tunnels

    @Test("Zscaler's record of a TLS connection it did not inspect (method and status NA) is an invalid request")
    func zscalerUninspected() throws {
        // Sekoia's intake test (its user's and hosts' values theirs), cut to the fields that matter.
        let line =
            #"{"sourcetype": "zscalernss-web","event": {"datetime": "2023-08-28 15:43:14","reason": "Allowed","protocol": "SSL","action": "Allowed","requestmethod": "NA","refererURL": "None","useragent": "Unknown","ClientIP": "1.2.3.4","status": "NA","url": "a.et.nytimes.com","hostname": "a.et.nytimes.com"}}"#
        #expect(try VendorVariantTests.isEntryWithoutRequest(line, preset: "zscaler-web"))
        let inspected = line.replacingOccurrences(of: #""requestmethod": "NA""#, with: #""requestmethod": "GET""#)
            .replacingOccurrences(of: #""status": "NA""#, with: #""status": "200""#)
        let read = try #require(try Self.read(inspected, preset: "zscaler-web"))
        #expect(read.method == "GET" && read.status == 200 && read.seconds == 1_693_237_394, "\(read)")
    }

    // MARK: Numbers that are no times

    /// HAProxy lines of a published custom format (jvehent/haproxy-aws), pasted into two GoAccess issues: the process
    /// id in brackets before the `%Ts.%ms` time.
    static let haproxyAWS = [
        #"Mar 14 17:14:51 localhost haproxy[14887]: [14887] [1394817291.250] 10/5/2/0/3/0/0 48/0/0/624/672 ---- 1.10.2.10:35701 10.151.122.228:443 127.0.0.1:8000 logger - - "GET /v1/ HTTP/1.0" 404 fxa-nodejs:nodejs1 "-" "{||ApacheBench/2.3|over-100-active-connections,over-100-connections-in-10-seconds,high-error-rate,high-request-rate,|47B4176E:8B75_0A977AE4:01BB_5323390B_31E0:3A27}" "-" "" ireq_size=592 resp_size=787"#,
        #"Apr 30 08:38:15 usw02-rel-dataservices-ts-timeseries-lb haproxy[849]: [849] [1556613495.891] 1/1/1/0/1/0/0 0/0/0/33/+33 ---- 10.72.131.11:45036 10.72.148.46:80 10.72.148.49:8787 time_series - - "GET /v1/datapoints/latest?tags=default.OVPN_RX HTTP/1.1" 200 time_series_aeondb:10.72.148.49 - {time-series-store-pr||} - {Jetty(9.3.11.v201607||no-cache||} req_size=0 resp_size=+294"#,
    ]

    @Test(
        "a process id in brackets is no time: presets whose lines begin with a bracketed time don't take the line",
        arguments: ["http-server", "hue", "shelf", "bunkerweb"])
    func processIDIsNoTime(preset: String) throws {
        for line in Self.haproxyAWS {
            let message = String(line[line.range(of: "]: ")!.upperBound...])
            #expect(try Self.read(message, preset: preset) == nil, "\(preset): \(message)")
        }
        #expect(
            !Self.haproxyAWS.indices.contains { index in
                VendorVariantTests.detected([Self.haproxyAWS[index]])?.hasSuffix(preset) == true
            })
    }

    @Test("Citrix ADC's management web server: its process id in brackets is not read as the time")
    func citrixProcessID() throws {
        // Sekoia's intake test: `%{Citrix-ns-orig-srcip}i -> %{Citrix-ns-orig-destip}i %l %u %t [%P] "%r" …`.
        let line =
            #"1.2.3.4 -> 1.2.3.4 - - [10/Jun/2024:23:07:11 +0530] [1571] "GET /nitro/v1/config/route6?format=json HTTP/1.1" 200 1162 "-" "-" "Time: 9797 microsecs""#
        #expect(try Self.read(line, preset: "bunkerweb") == nil)
        let name = try #require(VendorVariantTests.detected([line, line]))
        let read = try #require(try Self.read(line, preset: name), "\(name)")
        #expect(read.seconds == 1_718_041_031 && read.status == 200, "\(name): \(read)")
    }

    // MARK: Python servers' lines after a logger's prefix

    @Test(
        "Uvicorn's access message after a logging configuration's time and level, and Hypercorn's as Quart runs it",
        arguments: [
            // A FastAPI service's `[%(asctime)s] [%(levelname)s]` (a test file's case).
            (
                #"[2022-09-26 07:41:42,411] [INFO] 127.0.0.1:47378 - "GET /docs HTTP/1.1" 200"#, "uvicorn", "/docs",
                200, 1_664_178_102 as Int64, nil as Int64?
            ),
            // loguru's default sink, Uvicorn's logging intercepted into it.
            (
                #"2023-01-01 12:00:00.123 | INFO     | uvicorn.protocols.http.h11_impl:send:489 - 127.0.0.1:50000 - "GET /items/5?q=x HTTP/1.1" 404"#,
                "uvicorn", "/items/5?q=x", 404, 1_672_574_400, nil
            ),
            // Quart's `app.run()`: Hypercorn's logger's prefix, then `%(h)s %(r)s %(s)s %(b)s %(D)s` (µs).
            (
                "[2023-02-02 14:20:54 +0800] [2958] [INFO] 127.0.0.1:51924 GET / 1.1 404 207 2034", "hypercorn", "/",
                404, 1_675_318_854, 2_034
            ),
        ] as [(String, String, String, Int, Int64, Int64?)])
    func pythonServersAfterAPrefix(
        line: String, preset: String, target: String, status: Int, seconds: Int64, micros: Int64?
    ) throws {
        #expect(VendorVariantTests.detected([line, line]) == preset)
        let read = try #require(try Self.read(line, preset: preset))
        #expect(read.target == target && read.status == status && read.seconds == seconds, "\(read)")
        #expect(read.micros == micros, "\(read)")
    }

    // MARK: Apache APISIX's logger plugins

    @Test("APISIX's logger plugins' entries: Kong's shape, APISIX's start_time and latency (ms)")
    func apisixLoggerEntries() throws {
        // The file-logger's example entry in APISIX's documentation (its headers cut short).
        let line =
            #"{"service_id":"","apisix_latency":100.99999809265,"start_time":1703907485819,"latency":101.99999809265,"upstream_latency":1,"client_ip":"127.0.0.1","route_id":"1","server":{"version":"3.7.0","hostname":"localhost"},"request":{"headers":{"host":"127.0.0.1:1984","user-agent":"lua-resty-http/0.16.1 (Lua) ngx_lua/10025"},"method":"POST","size":194,"url":"http://127.0.0.1:1984/hello?log_body=no","uri":"/hello?log_body=no","querystring":{"log_body":"no"}},"response":{"headers":{"server":"APISIX/3.7.0"},"status":200,"size":123},"upstream":"127.0.0.1:1982"}"#
        #expect(VendorVariantTests.detected([line]) == "apisix-json")
        let read = try #require(try Self.read(line, preset: "apisix-json"))
        #expect(read.method == "POST" && read.target == "/hello?log_body=no" && read.status == 200, "\(read)")
        #expect(read.seconds == 1_703_907_485 && read.micros == 101_999 && read.client == "127.0.0.1", "\(read)")
        // Kong's entries stay Kong's.
        let kong = try #require(LogFormatPreset.named("kong")).example
        #expect(VendorVariantTests.detected([kong]) == "kong")
    }

    // MARK: Daphne's access log

    @Test("Daphne's access log: its WebSocket events are no requests (counted as tunnels are), its HTTP lines Common's")
    func daphneWebSocketEvents() throws {
        // A Channels application's `docker compose logs`, its Daphne `--access-log` lines.
        let lines = [
            #"172.18.0.1:57908 - - [07/Mar/2026:02:57:51] "GET /api/app/load" 500 145"#,
            #"172.18.0.1:40856 - - [07/Mar/2026:02:57:51] "WSDISCONNECT /ws/appData/" - -"#,
            #"172.18.0.1:35530 - - [07/Mar/2026:02:57:51] "WSCONNECTING /ws/appData/" - -"#,
            #"172.18.0.1:35530 - - [07/Mar/2026:02:57:51] "WSCONNECT /ws/appData/" - -"#,
            #"172.18.0.1:35531 - - [07/Mar/2026:02:57:52] "WSREJECT /ws/appData/" - -"#,
        ]
        #expect(VendorVariantTests.detected(lines) == "common")
        let read = try #require(try Self.read(lines[0], preset: "common"))
        #expect(read.target == "/api/app/load" && read.status == 500 && read.seconds == 1_772_852_271, "\(read)")
        for line in lines.dropFirst() {
            #expect(try VendorVariantTests.isEntryWithoutRequest(line, preset: "common"), "\(line)")
        }
        // A method of that length that is one stays one.
        let propfind = #"172.18.0.1:57908 - - [07/Mar/2026:02:57:51] "PROPFIND /dav/ HTTP/1.1" 207 145"#
        #expect(try Self.read(propfind, preset: "common")?.method == "PROPFIND")
    }

    // MARK: Pomerium

    /// A Pomerium log a runbook pasted: an `authenticate` error entry, then the request its Envoy timed out on.
    static let pomerium = [
        #"{"level":"info","X-Forwarded-For":["10.255.255.2,10.10.0.8"],"X-Forwarded-Host":["authenticate-dev123.orrum.datacoves.com"],"X-Forwarded-Port":["443"],"X-Forwarded-Proto":["http"],"X-Real-Ip":["10.255.255.2"],"ip":"127.0.0.1","user_agent":"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/115.0.0.0 Safari/537.36","request-id":"834a4284-9d39-474a-abb5-cd7203755386","error":"Bad Request: internal/sessions: session is not found","time":"2023-08-17T13:13:39Z","message":"authenticate: session load error"}"#,
        #"{"level":"info","service":"envoy","upstream-cluster":"pomerium-control-plane-http","method":"GET","authority":"authenticate-dev123.orrum.datacoves.com","path":"/.pomerium","user-agent":"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/115.0.0.0 Safari/537.36","referer":"","forwarded-for":"10.255.255.2,10.10.0.8","request-id":"834a4284-9d39-474a-abb5-cd7203755386","duration":15000.251354,"size":24,"response-code":504,"response-code-details":"upstream_response_timeout","time":"2023-08-17T13:13:55Z","message":"http-request"}"#,
    ]

    @Test(
        "Pomerium's http-request entries: the status `response-code`, the duration in ms; its other entries no requests"
    )
    func pomeriumEntries() throws {
        #expect(VendorVariantTests.detected(Self.pomerium) == "pomerium")
        let read = try #require(try Self.read(Self.pomerium[1], preset: "pomerium"))
        #expect(read.method == "GET" && read.target == "/.pomerium" && read.status == 504, "\(read)")
        #expect(read.seconds == 1_692_278_035 && read.micros == 15_000_251, "\(read)")
        #expect(read.agent?.hasPrefix("Mozilla/5.0 (Macintosh;") == true, "\(read)")
        #expect(try VendorVariantTests.isNotARequest(Self.pomerium[0], preset: "pomerium"))
        // The query Pomerium logs apart is the target's.
        let query = Self.pomerium[1].replacingOccurrences(
            of: #""path":"/.pomerium","#, with: #""path":"/a","query":"b=1","#)
        #expect(try Self.read(query, preset: "pomerium")?.target == "/a?b=1")
    }

    // MARK: BytePlus's CDN logs

    @Test("BytePlus's VOD CDN logs: the request in unquoted parts after the time, client and seconds taken")
    func byteplusCDN() throws {
        // The example of BytePlus's documentation (its client address masked there).
        let line =
            #"[21/Apr/2023:08:50:12 +0800] 103.xx4.72.25 0.0 GET HTTP gc-yzj1.xxx-test.com / HTTP/1.1 403 407 HIT - "-" "Mozilla/5.0 (Windows NT 6.2; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36" "application/octet-stream""#
        #expect(VendorVariantTests.detected([line]) == "byteplus-cdn")
        let read = try #require(try Self.read(line, preset: "byteplus-cdn"))
        #expect(read.method == "GET" && read.target == "/" && read.status == 403, "\(read)")
        #expect(read.seconds == 1_682_038_212 && read.micros == 0, "\(read)")
        #expect(read.agent?.hasSuffix("Safari/537.36") == true, "\(read)")
        let timed = line.replacingOccurrences(of: " 0.0 GET ", with: " 0.125 GET ")
            .replacingOccurrences(of: " / HTTP/1.1 403 ", with: " /v/1.mp4?sign=x HTTP/1.1 206 ")
        let second = try #require(try Self.read(timed, preset: "byteplus-cdn"))
        #expect(second.target == "/v/1.mp4?sign=x" && second.status == 206 && second.micros == 125_000, "\(second)")
    }

    // MARK: Gunicorn's four request times

    @Test("Gunicorn's `%(T)s %(M)s %(D)s %(L)s` after Combined (a Gunicorn issue's lines): the microseconds read")
    func gunicornFourTimes() throws {
        // Gunicorn 19.7 wrote `%(M)s` as `-`.
        let lines = [
            #"<ip1> - - [18/Aug/2020:08:00:54 CDT] "DELETE /ws/v1/sessions HTTP/1.1" 200 139 "-" "python-requests/2.22.0" 0 - 9582 0.009582"#,
            #"<ip2> - - [18/Aug/2020:08:01:30 CDT] "POST /ws/v1/sessions?userId=<userId> HTTP/1.1" 200 928 "-" "python-requests/2.22.0" 0 - 40070 0.040070"#,
        ]
        #expect(VendorVariantTests.detected(lines) == "combined-t-d")
        let reads = try lines.map { try #require(try Self.read($0, preset: "combined-t-d")) }
        #expect(reads.map(\.micros) == [9_582, 40_070])
        #expect(reads.map(\.seconds) == [1_597_755_654, 1_597_755_690])
    }

    // MARK: OpenObserve and OpenSearch documents

    @Test("OpenObserve's server log: actix-web's Logger with the Content-Length before the referer, %T in seconds")
    func openObserveAccessLines() throws {
        let lines = [
            #"2025-06-18T07:40:22.074317749+00:00 INFO actix_web::middleware::logger: 10.233.71.119 "POST /api/default/v1/traces HTTP/1.1" 503 74 "1706" "-" "OTel-OTLP-Exporter-Java/1.40.0" 0.000299"#,
            #"2025-06-18T07:40:22.517553812+00:00 INFO actix_web::middleware::logger: 10.233.71.0 "POST /api/default/v1/metrics HTTP/1.0" 503 74 "3826" "-" "OpenTelemetry Collector Contrib/0.111.0 (linux/amd64)" 0.000867"#,
        ]
        #expect(VendorVariantTests.detected(lines) == "actix")
        let read = try #require(try Self.read(lines[1], preset: "actix"))
        #expect(read.method == "POST" && read.target == "/api/default/v1/metrics" && read.status == 503, "\(read)")
        #expect(read.seconds == 1_750_232_422 && read.micros == 867 && read.client == "10.233.71.0", "\(read)")
        #expect(read.agent == "OpenTelemetry Collector Contrib/0.111.0 (linux/amd64)")
    }

    @Test("the line in an OpenTelemetry record's `body` (OpenObserve, Data Prepper) or a search hit's `_source.log`")
    func bodyAndSourceLog() throws {
        // OpenObserve's record of an ingress-nginx line an OpenTelemetry Collector read (one of its test files, made
        // one line and cut short).
        let record =
            #"{"_o2_id":"7361788408064152728","_timestamp":1755187127213509,"body":"128.140.106.120 - dennis@rechthoek.nl [14/Aug/2025:15:58:47 +0000] \"POST /api/rechthoek_organization_1285/prometheus/api/v1/write HTTP/2.0\" 401 19 \"-\" \"Prometheus/2.31.2+ds1\" 144 0.002 [ziox-zo1-openobserve-ingester-headless-5080] [] 10.2.37.77:5080 19 0.002 401 2be19b55c03c83498e359bf07de7a060","k8s_container_name":"controller","log_iostream":"stdout","logtag":"F","service_name":"ingress-nginx","time":"2025-08-14T15:58:47.213509305Z"}"#
        #expect(VendorVariantTests.detected([record]) == "json+ingress-nginx")
        let read = try #require(LogFormatPresetTests.read(record, try LogFormat.parse("json+ingress-nginx")))
        #expect(read.target == "/api/rechthoek_organization_1285/prometheus/api/v1/write" && read.status == 401)
        #expect(read.seconds == 1_755_187_127 && read.micros == 2_000, "\(read)")
        // The search hit OpenSearch's log-ingestion tutorial prints (one line): Fluent Bit's `log`.
        let hit =
            #"{"_index":"apache_logs","_type":"_doc","_id":"yGrJe30BgI2EWNKtDZ1g","_score":1.0,"_source":{"date":1.638459307042312E9,"log":"63.173.168.120 - - [04/Nov/2021:15:07:25 -0500] \"GET /search/tag/list HTTP/1.0\" 200 5003","request":"/search/tag/list","auth":"-","ident":"-","response":"200","bytes":"5003","clientip":"63.173.168.120","verb":"GET","httpversion":"1.0","timestamp":"04/Nov/2021:15:07:25 -0500"}}"#
        #expect(VendorVariantTests.detected([hit]) == "json+common")
        let hitRead = try #require(LogFormatPresetTests.read(hit, try LogFormat.parse("json+common")))
        #expect(hitRead.target == "/search/tag/list" && hitRead.status == 200 && hitRead.seconds == 1_636_056_445)
        // A record whose message field comes first keeps it.
        let both = record.replacingOccurrences(
            of: #""log_iostream""#, with: #""message":"not the line","log_iostream""#)
        #expect(LogFormatPresetTests.read(both, try LogFormat.parse("json+ingress-nginx")) == nil)
    }

    // MARK: Gateways and relays

    @Test("Cisco WSA's Squid lines behind a syslog header without a tag (SC4S's): the line's time and elapsed ms")
    func squidBehindTaglessSyslog() throws {
        // Splunk Connect for Syslog's test event (its jinja fields filled with the test's values), cut after the
        // policy's field.
        let line =
            "<13>Nov 21 05:06:37 wsa-host1 1795237597.123 382 10.0.0.13 TCP_CLIENT_REFRESH_MISS_SSL/201 4646 GET http://test_web.com/page2/b.txt Conner_Fitzerald DEFAULT_PARENT/www.xxxxxxx14.com application/x-javascript OTHER_382-NONE-CyberRange_Inside_NoAuth-OMSPolicy-random_policy-random_policy-DIRECT"
        // Squid's behind syslog, with their time (Squid's own layout would read the stamp's day as the elapsed ms).
        #expect(VendorVariantTests.detected([line, line]) == "syslog+squid")
        let read = try #require(LogFormatPresetTests.read(line, try LogFormat.parse("syslog+squid")))
        #expect(read.method == "GET" && read.target == "http://test_web.com/page2/b.txt" && read.status == 201)
        #expect(read.seconds == 1_795_237_597 && read.micros == 382_000 && read.client == "10.0.0.13", "\(read)")
        // A tagless message that does not start with a digit is no syslog line.
        let word = "<13>Nov 21 05:06:37 wsa-host1 started the proxy"
        #expect(try ContainerWrapperTests.results([word], "syslog+squid") != ["/ 0 t=nil"])
    }

    @Test("the HAProxy Kubernetes Ingress Controller's default log-format: the target the host and path (%[base])")
    func haproxyIngressBase() throws {
        // The controller's documented example line.
        let line =
            #"10.244.0.1:5793 [10/Apr/2020:10:32:50.132] https~ test-echo1-8080/SRV_TFW8V 0/0/1/2/3 200 653 - - ---- 1/1/0/0/0 0/0 "GET test.k8s.local/ HTTP/2.0""#
        #expect(VendorVariantTests.detected([line]) == "haproxy")
        let read = try #require(try Self.read(line, preset: "haproxy"))
        #expect(read.method == "GET" && read.target == "/" && read.status == 200, "\(read)")
        #expect(read.seconds == 1_586_514_770 && read.micros == 3_000, "\(read)")
        let deeper = line.replacingOccurrences(of: "test.k8s.local/", with: "api.k8s.local:8443/users/42?x=1")
        #expect(try Self.read(deeper, preset: "haproxy")?.target == "/users/42?x=1")
        // A host alone, or a word, stays no request.
        for target in ["test.k8s.local", "test.k8s.local?a=/b", "*"] {
            let other = line.replacingOccurrences(of: "test.k8s.local/", with: target)
            #expect(try VendorVariantTests.isEntryWithoutRequest(other, preset: "haproxy"), "\(target)")
        }
    }

    @Test("3scale APIcast's `time` log format: the request time in seconds between parentheses")
    func apicast() throws {
        // APIcast's policy tutorial, and a gRPC walkthrough's line.
        let lines = [
            #"[29/Apr/2019:09:43:17 +0000] localhost:8080 127.0.0.1:40946 "GET / HTTP/1.1" 403 175 (0.000) 0"#,
            #"[17/Jan/2023:13:41:01 +0000] apicast-service:8043 10.148.16.57:32898 "POST /helloworld.Greeter/SayHello HTTP/2.0" 200 16 (0.100) 0"#,
        ]
        #expect(VendorVariantTests.detected(lines) == "apicast")
        let read = try #require(try Self.read(lines[1], preset: "apicast"))
        #expect(read.method == "POST" && read.target == "/helloworld.Greeter/SayHello" && read.status == 200)
        #expect(read.seconds == 1_673_962_861 && read.micros == 100_000 && read.client == "10.148.16.57", "\(read)")
    }

    @Test("Zalando Skipper's access log: Combined plus whole ms, host, flow id and audit; its JSON with duration in ms")
    func skipper() throws {
        // Skipper's documentation and its logging package's test.
        let text = [
            #"::1 - - [05/Feb/2019:14:31:05 +0100] "GET / HTTP/1.1" 200 164408 "-" "curl/7.49.0" 457 localhost:9090 - -"#,
            #"::1 - - [05/Feb/2019:14:39:26 +0100] "GET / HTTP/1.1" 404 17 "-" "curl/7.49.0" 0 localhost:9090 - -"#,
        ]
        #expect(VendorVariantTests.detected(text) == "skipper")
        let read = try #require(try Self.read(text[0], preset: "skipper"))
        #expect(read.target == "/" && read.status == 200 && read.micros == 457_000, "\(read)")
        #expect(read.seconds == 1_549_373_465 && read.agent == "curl/7.49.0" && read.client == "::1", "\(read)")
        let json =
            #"{"audit":"","auth-user":"","duration":42,"flow-id":"","host":"127.0.0.1","level":"info","method":"GET","msg":"","proto":"HTTP/1.1","referer":"","requested-host":"example.com","response-size":2326,"status":418,"timestamp":"10/Oct/2000:13:55:36 -0700","uri":"/apache_pb.gif","user-agent":""}"#
        #expect(VendorVariantTests.detected([json]) == "skipper-json")
        let entry = try #require(try Self.read(json, preset: "skipper-json"))
        #expect(entry.method == "GET" && entry.target == "/apache_pb.gif" && entry.status == 418, "\(entry)")
        #expect(entry.seconds == 971_211_336 && entry.micros == 42_000 && entry.client == "127.0.0.1", "\(entry)")
    }

    @Test("KrakenD's own lines between its Gin access lines are neither requests nor malformed")
    func krakendLines() throws {
        // A KrakenD issue's log, its debug line cut short.
        let lines = [
            #"[KRAKEND] 2023/02/22 - 10:49:12.625 ▶ DEBUG GET <nil> map[question:[When can you join?]] /v1/questions map[] map[User-Agent:[KrakenD Version 2.1.3]]"#,
            #"[GIN] 2023/02/22 - 10:49:12 | 200 |    2.322989ms |      172.25.0.1 | GET      "/v1/questions?question=When+can+you+join%3F""#,
        ]
        #expect(VendorVariantTests.detected(lines) == "gin")
        #expect(try VendorVariantTests.isNotARequest(lines[0], preset: "gin"))
        let read = try #require(try Self.read(lines[1], preset: "gin"))
        #expect(read.target == "/v1/questions?question=When+can+you+join%3F" && read.micros == 2_322, "\(read)")
    }

    @Test("MinIO's audit entries (a requestPath and a userAgent, no method) are not VPC Lattice's requests")
    func minioAuditIsNotLattice() {
        // A MinIO audit entry, its request headers left out.
        let entry =
            #"{"version":"1","deploymentid":"6f4963a8-ae26-489b-a61f-e1fbe72c0684","time":"2026-07-13T16:48:31.144622299Z","event":"","trigger":"incoming","api":{"name":"PutObject","bucket":"audit-demo","object":"audit-obj.txt","status":"OK","statusCode":200,"rx":8,"tx":0,"timeToResponse":"88167051ns","timeToResponseInNS":"88167051"},"remotehost":"127.0.0.1","requestID":"18C1E75C4E8F6E1A","userAgent":"Boto3/1.43.46","requestPath":"/audit-demo/audit-obj.txt","requestHost":"127.0.0.1:9010"}"#
        #expect(VendorVariantTests.detected([entry]) != "aws-vpc-lattice")
        let lattice = LogFormatPreset.named("aws-vpc-lattice")!.example
        #expect(VendorVariantTests.detected([lattice]) == "aws-vpc-lattice")
    }

    @Test(
        "the classic Jupyter Notebook's Tornado lines: the time of day alone, a failed request's referer after its ms")
    func classicNotebook() throws {
        // A Notebook 6 log pasted into a Jupyter issue (the token shortened).
        let lines = [
            #"[D 11:12:27.197 NotebookApp] 200 GET /tree?token=94709adcaf61 (::1) 244.980000ms"#,
            #"[D 11:12:27.313 NotebookApp] Path custom.css served from ...path/.jupyter/custom/custom.css"#,
            #"[D 11:12:27.317 NotebookApp] 304 GET /custom/custom.css (::1) 5.860000ms"#,
            #"[W 11:12:27.525 NotebookApp] 404 GET /api/kernels/bf7d1eba/channels?session_id=532a91b5 (::1): Kernel does not exist: bf7d1eba"#,
            #"[W 11:12:27.551 NotebookApp] 404 GET /api/kernels/bf7d1eba/channels?session_id=532a91b5 (::1) 29.680000ms referer=None"#,
        ]
        #expect(VendorVariantTests.detected(lines) == "tornado")
        let first = try #require(try Self.read(lines[0], preset: "tornado"))
        #expect(first.target == "/tree?token=94709adcaf61" && first.status == 200 && first.micros == 244_980)
        #expect(first.seconds == nil && first.client == "::1", "\(first)")
        let failed = try #require(try Self.read(lines[4], preset: "tornado"))
        #expect(failed.status == 404 && failed.micros == 29_680, "\(failed)")
        // The application's other messages, and its warning about the request it logs again: no requests.
        for line in [lines[1], lines[3]] {
            #expect(try VendorVariantTests.isNotARequest(line, preset: "tornado"), "\(line)")
        }
    }
}
