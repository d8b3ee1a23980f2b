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
}
