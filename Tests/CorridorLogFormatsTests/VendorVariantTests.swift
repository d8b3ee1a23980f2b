import CorridorLogFormats
import Foundation
import Testing

/// The layouts vendors' releases and settings write besides their current default: older ingress-nginx lines, Traefik's
/// bare `-` fields, HAProxy's early and cut lines, IIS logs cut from their header, CloudFront's twice-encoded user
/// agents. Each line is written from the vendor's documented format; each is read with its time, and detection picks
/// the vendor's preset from such lines alone.
@Suite("Log format presets: vendors' other layouts")
struct VendorVariantTests {
    typealias Read = LogFormatPresetTests.Read

    static func read(_ line: String, preset name: String) throws -> Read? {
        LogFormatPresetTests.read(line, try #require(LogFormatPreset.named(name)).format)
    }

    /// Whether `line` is read by `preset` as an entry without a request (`invalidRequests`).
    static func isEntryWithoutRequest(_ line: String, preset name: String) throws -> Bool {
        let parser = LogLineParser(
            format: try #require(LogFormatPreset.named(name)).format, readsAgent: true, readsClient: true)
        let bytes = Array(line.utf8)
        if case .invalidRequest = bytes.withUnsafeBufferPointer({ parser.parse($0) }) { return true }
        return false
    }

    /// Whether `line` is read by `preset` as a line that is no request (an entry of another kind: `continuation`).
    static func isNotARequest(_ line: String, preset name: String) throws -> Bool {
        let parser = LogLineParser(
            format: try #require(LogFormatPreset.named(name)).format, readsAgent: true, readsClient: true)
        let bytes = Array(line.utf8)
        if case .continuation = bytes.withUnsafeBufferPointer({ parser.parse($0) }) { return true }
        return false
    }

    static func detected(_ lines: [String]) -> String? {
        LogFormatDetector.detect(lines.map { Array($0.utf8) })?.preset.name
    }

    static let ingressLines = [
        // 0.20 and later, with the alternative upstream's name and the request id.
        #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /orders/7?x=1 HTTP/1.1" 200 93 "-" "okhttp/4.12.0" 412 0.008 [shop-api-8080] [] 10.1.2.3:8080 93 0.007 200 0c2d4e6f8a"#,
        // Every upstream tried, comma-separated.
        #"203.0.113.9 - - [03/Mar/2024:10:00:02 +0000] "GET /orders/8 HTTP/1.1" 200 93 "-" "okhttp/4.12.0" 412 0.031 [shop-api-8080] [] 10.1.2.3:8080, 10.1.2.4:8080 0, 93 0.015, 0.016 502, 200 1b3d5f7a9c"#,
        // No upstream answered.
        #"203.0.113.9 - - [03/Mar/2024:10:00:03 +0000] "GET /orders/9 HTTP/1.1" 503 190 "-" "okhttp/4.12.0" 412 0.000 [shop-api-8080] [] - - - - 2a4c6e8b0d"#,
        // Releases between 0.14 and 0.20: no alternative upstream.
        #"203.0.113.9 - - [03/Mar/2024:10:00:04 +0000] "GET /orders/10 HTTP/1.1" 200 93 "-" "okhttp/4.12.0" 412 0.009 [shop-api-8080] 10.1.2.3:8080 93 0.009 200 3b5d7f9a1c"#,
        // Releases before 0.20: the client twice, no request id.
        #"203.0.113.9 - [203.0.113.9] - - [03/Mar/2024:10:00:05 +0000] "GET /orders/11 HTTP/1.1" 200 93 "-" "okhttp/4.12.0" 412 0.010 [shop-api-8080] 10.1.2.3:8080 93 0.010 200"#,
    ]

    @Test("ingress-nginx lines of every release are read to the upstream's name")
    func ingressReleases() throws {
        for (offset, line) in Self.ingressLines.enumerated() {
            let read = try #require(try Self.read(line, preset: "ingress-nginx"), "\(line)")
            #expect(read.target.hasPrefix("/orders/"), "\(read)")
            #expect(read.seconds == 1_709_460_001 + Int64(offset), "\(read)")
            #expect(read.agent == "okhttp/4.12.0" && read.client == "203.0.113.9", "\(read)")
            #expect(read.micros != nil, "\(read)")
        }
        #expect(try Self.read(Self.ingressLines[1], preset: "ingress-nginx")?.micros == 31_000)
        #expect(Self.detected(Self.ingressLines) == "ingress-nginx")
    }

    @Test("a Combined line with a request time is not an ingress-nginx line")
    func combinedTimedIsNotIngress() {
        let line = #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /a HTTP/1.1" 200 93 "-" "okhttp/4.12.0" 0.008"#
        #expect(Self.detected([line]) == "combined-timed")
    }

    @Test(
        "Traefik's missing referer, user agent, router and service, bare or quoted",
        arguments: [
            (#"- "curl/8.5.0" 4 - - 0ms"#, "curl/8.5.0", 0),
            (#""-" "curl/8.5.0" 4 "-" "-" 3ms"#, "curl/8.5.0", 3_000),
            (#""https://example.com/" "curl/8.5.0" 4 "web-to-websecure@internal" - 0ms"#, "curl/8.5.0", 0),
            (#"- - 4 "api@docker" "http://10.0.0.5:8080" 12ms"#, nil, 12_000),
            (#""-" "Go-http-client/1.1" 4 - "http://10.0.0.5:8080" 1ms"#, "Go-http-client/1.1", 1_000),
        ] as [(String, String?, Int64)])
    func traefikDashes(tail: String, agent: String?, micros: Int64) throws {
        let line = #"198.51.100.4 - - [03/Mar/2024:10:00:01 +0000] "GET /health HTTP/1.1" 200 2 "# + tail
        let read = try #require(try Self.read(line, preset: "traefik"), "\(tail)")
        #expect(read.agent == agent)
        #expect(read.micros == micros)
        #expect(read.seconds == 1_709_460_001)
        // Alone, a line without a user agent reads as well as a lenient Combined reading; among its log's other lines
        // it is Traefik's.
        let others =
            #"198.51.100.4 - - [03/Mar/2024:10:00:00 +0000] "GET / HTTP/1.1" 200 2 "-" "curl/8.5.0" 3 "-" "-" 1ms"#
        #expect(Self.detected(agent == nil ? [others, line] : [line]) == "traefik")
    }

    static let haproxyLines = [
        // Logged early (`option logasap`): the total has a `+`.
        #"Mar  3 10:00:01 lb1 haproxy[2211]: 198.51.100.4:40112 [03/Mar/2024:10:00:01.250] www api/app2 0/0/1/14/+15 200 9120 - - ---- 3/3/1/1/0 0/0 "GET /reports/2 HTTP/1.1""#,
        // An RFC 5424-style stamp before the host, and both header captures.
        #"2024-03-03T10:00:02+00:00 lb1 haproxy[2211]: 198.51.100.4:40113 [03/Mar/2024:10:00:02.500] www api/app2 0/0/1/20/21 200 512 - - ---- 3/3/1/1/0 0/0 {api.example.com|okhttp} {|} "GET /reports/3 HTTP/1.1""#,
        // Cut by the syslog line limit inside the request line.
        #"Mar  3 10:00:03 lb1 haproxy[2211]: 198.51.100.4:40114 [03/Mar/2024:10:00:03.750] www api/app2 0/0/1/20/21 200 512 - - ---- 3/3/1/1/0 0/0 "GET /reports/4?filter=aaaaaaaaaaaaaaaaaaaaaaa"#,
        // A `log-format` that logs the requested host after the server (`%[capture.req.hdr(0)]`), as Filebeat reads.
        #"Mar  3 10:00:04 lb1 haproxy[2211]: 198.51.100.4:40115 [03/Mar/2024:10:00:04.000] www~ api/app2 api.example.com 0/0/1/17/18 302 291 - - ---- 1/1/0/0/0 0/0 "GET /reports/5 HTTP/1.1""#,
    ]

    @Test("HAProxy lines logged early, with a stamped prefix, cut inside the request or with the host logged are read")
    func haproxyVariants() throws {
        let reads = try Self.haproxyLines.map { try #require(try Self.read($0, preset: "haproxy"), "\($0)") }
        #expect(reads.map(\.micros) == [15_000, 21_000, 21_000, 18_000])
        #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002, 1_709_460_003, 1_709_460_004])
        #expect(
            reads.map(\.target) == [
                "/reports/2", "/reports/3", "/reports/4?filter=aaaaaaaaaaaaaaaaaaaaaaa", "/reports/5",
            ])
        #expect(reads.allSatisfy { $0.client == "198.51.100.4" })
        #expect(Self.detected(Self.haproxyLines) == "haproxy")
    }

    @Test(
        "HAProxy's TCP connection lines (option tcplog) among its HTTP ones are no requests, nor malformed",
        arguments: [
            // HAProxy's documentation's example, through syslog and bare; a connection that never reached a server.
            "Feb  6 12:12:56 localhost haproxy[14387]: 10.0.1.2:33313 [06/Feb/2009:12:12:51.443] fnt bck/srv1 34/56/5007 212 -- 1/3/6/8/13 15/17",
            "10.0.1.2:33313 [06/Feb/2009:12:12:51.443] fnt bck/srv1 0/0/5007 212 -- 1/3/6/8/13 0/0",
            "10.0.1.2:33314 [06/Feb/2009:12:12:52.001] fnt bck/<NOSRV> -1/-1/0 0 SC 1/1/0/0/0 0/0",
        ])
    func haproxyTCPLog(line: String) throws {
        let parser = LogLineParser(
            format: try #require(LogFormatPreset.named("haproxy")).format, readsAgent: true, readsClient: true)
        let result = Array(line.utf8).withUnsafeBufferPointer { parser.parse($0) }
        guard case .continuation = result else {
            Issue.record("\(line): \(result)")
            return
        }
        #expect(Self.detected(Self.haproxyLines + [line]) == "haproxy")
    }

    @Test("HAProxy lines that log the host after the server, from a client on a UNIX socket, are detected and read")
    func haproxyHostAfterServer() throws {
        let lines = (0..<3).map { index in
            #"Jun 22 12:03:0\#(index) node2 haproxy[23034]: -:4762\#(index) [22/Jun/2021:12:03:0\#(index).473] www-https~ app/node\#(index) app.domain.com 0/0/1/17/1\#(index) 200 291 - - ---- 1/1/0/0/0 0/0 "GET /app/\#(index) HTTP/1.1""#
        }
        #expect(Self.detected(lines) == "haproxy")
        let reads = try lines.map { try #require(try Self.read($0, preset: "haproxy"), "\($0)") }
        #expect(reads.map(\.micros) == [10_000, 11_000, 12_000])
        #expect(reads.map(\.seconds) == [1_624_363_380, 1_624_363_381, 1_624_363_382])
        #expect(reads.map(\.target) == ["/app/0", "/app/1", "/app/2"])
    }

    @Test("HAProxy's option httplog clf lines are detected and read with Ta, with or without the syslog prefix")
    func haproxyCLF() throws {
        let lines = [
            #"198.51.100.4 - - [26/Jan/2015:10:01:04 +0000] "GET /reports/1 HTTP/1.1" 404 687 "" "" 52700 687 "www" "api" "app2" 2545 0 0 2 2547 ---- 1 1 0 1 0 0 0 "" """#,
            #"Jan 26 10:01:05 lb1 haproxy[2211]: 198.51.100.4 - - [26/Jan/2015:10:01:05 +0000] "GET /reports/2?x=1 HTTP/1.1" 200 512 "" "" 52701 12 "www" "api" "app2" 10 0 1 14 25 ---- 1 1 0 1 0 0 0 "" """#,
        ]
        let reads = try lines.map { try #require(try Self.read($0, preset: "haproxy"), "\($0)") }
        #expect(reads.map(\.micros) == [2_547_000, 25_000])
        #expect(reads.map(\.seconds) == [1_422_266_464, 1_422_266_465])
        #expect(reads.map(\.status) == [404, 200])
        #expect(reads.map(\.target) == ["/reports/1", "/reports/2?x=1"])
        #expect(reads[0].client == "198.51.100.4")
        #expect(Self.detected(lines) == "haproxy")
        // A Combined line is not HAProxy's CLF.
        let combined = #"198.51.100.4 - - [26/Jan/2015:10:01:04 +0000] "GET / HTTP/1.1" 200 5 "-" "curl/8.5.0""#
        #expect(Self.detected([combined]) == "combined")
    }

    @Test(
        "HAProxy writes a request's `\"`, `#` and bytes beyond ASCII as #XX: decoded, never taken for a fragment",
        arguments: [
            ("GET /shop/caf#C3#A9/x HTTP/1.1", "/shop/caf\u{E9}/x"),
            ("GET /search?q=#22quoted#22&x=1 HTTP/1.1", "/search?q=\"quoted\"&x=1"),
            ("GET /tags/#23dev HTTP/1.1", "/tags/#dev"),
            ("GET /a#zz HTTP/1.1", "/a#zz"),
        ])
    func haproxyHashEscapes(request: String, target: String) throws {
        let prefixes = [
            "192.0.2.7:4000 [31/Jan/2024:10:00:00.123] http-in web/srv1 0/0/1/5/6 200 187 - - ---- 1/1/0/0/0 0/0",
            "192.0.2.7:4000 [31/Jan/2024:10:00:00.123] http-in web/srv1 api.example.com 0/0/1/5/6 200 187 - - ---- 1/1/0/0/0 0/0",
        ]
        for prefix in prefixes {
            let read = try #require(try Self.read(prefix + " \"" + request + "\"", preset: "haproxy"), "\(prefix)")
            #expect(read.target == target && read.micros == 6_000 && read.status == 200)
        }
    }

    @Test("a line that only lines up with HAProxy's by taking a word for its timers is not read as HAProxy")
    func haproxyNearMiss() throws {
        // Ambassador's Envoy line inside a Kubernetes event: `ACCESS` before a bracketed time, then words enough.
        let line =
            #"{"message":"ACCESS [2019-02-12T18:37:42.921Z] \"GET /httpbin/ip HTTP/1.1\" 200 - 0 43 217 216 \"172.17.0.5\" \"curl/7.59.0\" \"c62ec130-6dee-4f3b-a52b-4f0d1312d89d\" \"httpbin.org\" \"52.87.35.92:80\"\n","stream":"stdout"}"#
        #expect(try Self.read(line, preset: "haproxy") == nil)
        #expect(try !Self.isEntryWithoutRequest(line, preset: "haproxy"))
        // It is Envoy's line in a shipper's JSON entry.
        #expect(Self.detected([line]) == "json+envoy")
        // A CDN's line whose request's version (`HTTP/1.1`) falls where the timers are: not HAProxy's either.
        let cdn =
            #"84.152.142.102 www.example.es - [04/Mar/2015:00:00:05 +0100] "GET /flags/pl.png HTTP/1.1 200 0" http://www.example.es/ Mozilla/5.0 (Linux; Android 4.4.2) "" """#
        #expect(try !Self.isEntryWithoutRequest(cdn, preset: "haproxy"))
        #expect(try Self.read(cdn, preset: "haproxy") == nil)
    }

    @Test("Squid's Combined and Common lines with status 0 (no reply) are requests with status 0")
    func squidCombinedStatusZero() throws {
        let combined =
            #"10.10.10.10 - - [12/Sep/2024:12:38:20 +0530] "GET http://8.8.8.8/reports HTTP/1.1" 0 0 "-" "-" TCP_MISS_ABORTED:HIER_DIRECT"#
        let read = try #require(try Self.read(combined, preset: "combined"))
        #expect(read.status == 0 && read.target.hasSuffix("8.8.8.8/reports") && read.seconds == 1_726_124_900)
        let common = #"10.10.10.10 - - [12/Sep/2024:12:38:20 +0530] "GET /reports HTTP/1.1" 0 0"#
        #expect(try Self.read(common, preset: "common")?.status == 0)
        // No request line at all: an entry without a request, not a malformed line.
        let noRequest =
            #"10.10.10.10 - - [12/Sep/2024:12:38:20 +0530] "- error:transaction-end-before-headers NONE/0.0" 0 0 "-" "-" NONE_NONE:HIER_NONE"#
        #expect(try Self.isEntryWithoutRequest(noRequest, preset: "combined"))
    }

    /// Application Gateway v1 (`time`, `timeTaken` in ms, AppGW's own items after the query, a bare `-` where a
    /// port should be) and v2 (`timeStamp`, `timeTaken` in seconds).
    static let appGatewayV1 =
        #"{"resourceId": "/SUBSCRIPTIONS/A0C1/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.NETWORK/APPLICATIONGATEWAYS/AG", "operationName": "ApplicationGatewayAccess", "time": "2018-07-16T00:41:20.0000001Z", "category": "ApplicationGatewayAccessLog", "properties": {"instanceId":"ApplicationGatewayRole_IN_0","clientIP":"191.232.191.225","clientPort":-,"httpMethod":"GET","requestUri":"/scripts/main.js","requestQuery":"v=2&X-AzureApplicationGateway-CACHE-HIT=0&SERVER-STATUS=200","userAgent":"Mozilla/5.0+(compatible;+MSIE+9.0;+Windows+NT+6.1)","httpStatus":200,"httpVersion":"HTTP/1.1","receivedBytes":785,"sentBytes":3269,"timeTaken":205,"sslEnabled":"-","host":"-"}}"#
    static let appGatewayV2 =
        #"{"timeStamp": "2021-10-14T22:17:11+00:00", "resourceId": "/SUBSCRIPTIONS/X/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.NETWORK/APPLICATIONGATEWAYS/AGW", "listenerName": "l", "ruleName": "r", "operationName": "ApplicationGatewayAccess", "category": "ApplicationGatewayAccessLog", "properties": {"instanceId": "appgw_2", "clientIP": "185.42.129.24", "clientPort": 45057, "httpMethod": "GET", "originalRequestUriWithArgs": "\/scripts\/main.js?v=2", "requestUri": "\/scripts\/main.js", "requestQuery": "v=2", "userAgent": "curl\/7.68.0", "httpStatus": 404, "httpVersion": "HTTP\/1.1", "receivedBytes": 184, "sentBytes": 466, "clientResponseTime": 0, "timeTaken": 0.034, "WAFMode": "Detection", "sslEnabled": "on"}}"#

    @Test("Application Gateway v1 and v2 lines are detected as such, each with its timeTaken unit")
    func applicationGateway() throws {
        let v1 = try #require(LogFormatDetector.detect([Array(Self.appGatewayV1.utf8)]))
        #expect(v1.preset.name == "azure-appgateway")
        let first = try #require(LogFormatPresetTests.read(Self.appGatewayV1, v1.preset.format))
        #expect(first.micros == 205_000 && first.status == 200 && first.seconds == 1_531_701_680)
        #expect(first.target.hasPrefix("/scripts/main.js?v=2") && first.client == "191.232.191.225")
        let v2 = try #require(LogFormatDetector.detect([Array(Self.appGatewayV2.utf8)]))
        #expect(v2.preset.name == "azure-appgateway")
        #expect(v2.preset.format == LogFormatPreset.azureAppGatewayInSeconds.format)
        let second = try #require(LogFormatPresetTests.read(Self.appGatewayV2, v2.preset.format))
        #expect(second.micros == 34_000 && second.status == 404 && second.seconds == 1_634_249_831)
        #expect(second.target == "/scripts/main.js?v=2" && second.agent == "curl/7.68.0")
        // A v2 log whose first durations are whole seconds is told by v2's own fields.
        let wholeSeconds = Self.appGatewayV2.replacingOccurrences(
            of: #""timeTaken": 0.034"#, with: #""timeTaken": 2.000"#)
        let v2Whole = try #require(LogFormatDetector.detect([Array(wholeSeconds.utf8)]))
        #expect(v2Whole.preset.format == LogFormatPreset.azureAppGatewayInSeconds.format)
        #expect(try #require(LogFormatPresetTests.read(wholeSeconds, v2Whole.preset.format)).micros == 2_000_000)
        // A v1 log's firewall records beside its access records have a `timeStamp` of their own: v1's milliseconds
        // still.
        let firewall =
            #"{"resourceId":"/SUBSCRIPTIONS/A0C1/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.NETWORK/APPLICATIONGATEWAYS/AG","operationName":"ApplicationGatewayFirewall","time":"2018-07-16T00:41:21Z","category":"ApplicationGatewayFirewallLog","properties":{"instanceId":"ApplicationGatewayRole_IN_0","clientIp":"191.232.191.225","requestUri":"/scripts/main.js","ruleSetType":"OWASP","ruleSetVersion":"3.0","ruleId":"920350","message":"Host header is a numeric IP address","action":"Matched","site":"Global","timeStamp":"2018-07-16T00:41:21+00:00"}}"#
        let mixed = try #require(LogFormatDetector.detect([Self.appGatewayV1, firewall].map { Array($0.utf8) }))
        #expect(mixed.preset.name == "azure-appgateway")
        #expect(try #require(LogFormatPresetTests.read(Self.appGatewayV1, mixed.preset.format)).micros == 205_000)
        // Front Door's lines stay Front Door's (its status and client fields are named otherwise).
        let frontDoor = try #require(LogFormatPreset.named("azure-frontdoor")).example
        #expect(Self.detected([frontDoor]) == "azure-frontdoor")
    }

    @Test(
        "nginx's JSON log_format with nginx's own variable names: read by jsonl with its time and user agent",
        arguments: [
            #"{"time_local":"31/Jan/2024:10:00:00 +0000","remote_addr":"1.2.3.4","remote_user":"","request":"GET /products/42?a=1 HTTP/1.1","status": "200","body_bytes_sent":"512","request_time":"0.012","http_referrer":"","http_user_agent":"curl/8.5.0"}"#,
            #"{"time_iso8601":"2024-01-31T10:00:00+00:00","remote_addr":"1.2.3.4","request":"GET /products/42?a=1 HTTP/1.1","status":200,"request_time":0.012,"http_user_agent":"curl/8.5.0"}"#,
            #"{"@timestamp":"2024-01-31T10:00:00+00:00","remote_addr":"1.2.3.4","request_method":"GET","request_uri":"/products/42?a=1","status":200,"request_time":0.012,"http_user_agent":"curl/8.5.0"}"#,
            #"{"msec":"1706695200.000","remote_addr":"1.2.3.4","request":"GET /products/42?a=1 HTTP/1.1","status":200,"request_time":0.012,"http_user_agent":"curl/8.5.0"}"#,
        ])
    func nginxJSON(line: String) throws {
        let read = try #require(try Self.read(line, preset: "jsonl"))
        #expect(read.target == "/products/42?a=1" && read.status == 200 && read.micros == 12_000, "\(read)")
        #expect(read.seconds == 1_706_695_200 && read.agent == "curl/8.5.0" && read.client == "1.2.3.4", "\(read)")
        #expect(Self.detected([line]) == "jsonl")
        // Any field may name several; the first a line has is read.
        let format = try LogFormat.parse(
            "jsonl:request=request,agent=ua|http_user_agent,clock=nope|time_local|msec|@timestamp|time_iso8601")
        #expect(LogFormatPresetTests.read(line, format)?.agent == "curl/8.5.0")
    }

    @Test("Python's http.server and Werkzeug lines (a blank before the time, no zone) are read with their time")
    func pythonServerTime() throws {
        let line = #"172.18.0.1 - - [29/Aug/2023 22:02:58] "GET /reports/7?x=1 HTTP/1.1" 200 -"#
        let read = try #require(try Self.read(line, preset: "common"))
        #expect(read.seconds == 1_693_346_578 && read.target == "/reports/7?x=1" && read.status == 200)
        #expect(read.client == "172.18.0.1")
        #expect(Self.detected([line]) == "common")
    }

    @Test("a Combined line cut inside its request line stays malformed")
    func combinedCutStaysMalformed() throws {
        let line = #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /orders/7?x=aaaaaaaaaaaaaaa"#
        #expect(try Self.read(line, preset: "combined") == nil)
        #expect(try Self.read(line, preset: "ingress-nginx") == nil)
    }

    static let iis7Lines = [
        // IIS 7's default fields, the file's header not in the sample.
        "2024-03-03 10:00:01 10.0.0.5 GET /catalog/item.aspx id=4 80 - 198.51.100.4 Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 200 0 0 46",
        // A custom field (X-Forwarded-For) after them.
        "2024-03-03 10:00:02 10.0.0.5 GET /catalog/item.aspx id=5 80 - 198.51.100.4 Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 200 0 0 15 203.0.113.7,+198.51.100.2",
    ]

    @Test("IIS lines without their #Fields header are read with IIS's default fields")
    func iisWithoutHeader() throws {
        let detection = try #require(LogFormatDetector.detect(Self.iis7Lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "w3c")
        #expect(detection.parsedLines == 2)
        let reads = try Self.iis7Lines.map { try #require(LogFormatPresetTests.read($0, detection.preset.format)) }
        #expect(reads.map(\.micros) == [46_000, 15_000])
        #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002])
        #expect(reads.map(\.target) == ["/catalog/item.aspx?id=4", "/catalog/item.aspx?id=5"])
        #expect(reads.allSatisfy { $0.agent == "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" })
        // IIS 8.5 and later's default (with cs(Referer)) is the preset's own layout.
        let w3c = try #require(LogFormatPreset.named("w3c"))
        #expect(Self.detected([w3c.example]) == "w3c")
    }

    @Test(
        "IIS lines of other field sets, cut from their header: the columns are told by the lines",
        arguments: [
            // Every field IIS offers.
            "2024-03-03 10:00:01 W3SVC1 WEB01 10.0.0.5 GET /catalog/item.aspx id=4 443 - 198.51.100.4 HTTP/1.1 Mozilla/5.0+(Windows+NT+10.0) ASP.NET_SessionId=abc https://example.com/ shop.example.com 200 0 0 5279 412 46",
            // Site name, cookie, referer and host, no version.
            "2024-03-03 10:00:01 W3SVC1 GET /catalog/item.aspx id=4 80 - 198.51.100.4 Mozilla/5.0+(Windows+NT+10.0) - - shop.example.com 200 0 0 5279 412 46",
            // Bytes both ways, then a custom X-Forwarded-For.
            "2024-03-03 10:00:01 10.0.0.5 POST /catalog/item.aspx id=4 443 jdoe 198.51.100.4 Mozilla/5.0+(Windows+NT+10.0) SESSION=e4e;+w=0 https://example.com/ 200 0 0 20123 36264 46 203.0.113.10",
            // Computer name and address, then a custom field that is `-`.
            "2024-03-03 10:00:01 web-01 10.0.0.5 GET /catalog/item.aspx id=4 80 - 198.51.100.4 Mozilla/5.0+(Windows+NT+10.0) - 200 0 0 46 -",
            // Without the user's name (Fluent Bit's documentation's IIS line: site, computer, address; cookie, referer,
            // host; bytes both ways; a custom field).
            "2024-03-03 10:00:01 W3SVC1 WIN-PC1 ::1 GET /catalog/item.aspx id=4 80 198.51.100.4 Mozilla/5.0+(Windows+NT+10.0) - - localhost 200 142 756 46 -",
        ])
    func iisInferredColumns(line: String) throws {
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
        #expect(detection.preset.name == "w3c")
        #expect(detection.parsedLines == 2)
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.target == "/catalog/item.aspx?id=4")
        #expect(read.status == 200 && read.micros == 46_000 && read.seconds == 1_709_460_001)
        #expect(read.client == "198.51.100.4" && read.agent == "Mozilla/5.0 (Windows NT 10.0)")
    }

    /// IIS's own log format ("Microsoft IIS Log File Format"), as Microsoft's documentation describes its fifteen
    /// comma-terminated fields: the documentation's example line, then lines with a query, a domain user, a
    /// four-digit year and a two-digit hour.
    static let iisNativeLines = [
        "192.168.114.201, -, 03/20/01, 7:55:20, W3SVC2, SALES1, 172.21.13.45, 4502, 163, 3223, 200, 0, GET, /DeptLogo.gif, -,",
        "198.51.100.4, CONTOSO\\alice, 3/3/2024, 14:00:01, W3SVC1, WEB01, 10.0.0.5, 15, 412, 1290, 404, 2, GET, /catalog/item.aspx, id=5&x=%2F,",
        "198.51.100.4, -, 12/31/99, 23:59:59, W3SVC1, WEB01, 10.0.0.5, 0, 380, 210, 302, 0, POST, /login.aspx, -,",
        "198.51.100.4, -, 3/3/24, 9:00:01, W3SVC1, WEB01, 10.0.0.5, 7, 380, 210, 200, 0, GET, /, -,",
    ]

    @Test("IIS's own comma-separated format is detected and read with its month-first date and one-digit hours")
    func iisNativeFormat() throws {
        #expect(Self.detected(Self.iisNativeLines) == "iis-native")
        let reads = try Self.iisNativeLines.map { try #require(try Self.read($0, preset: "iis-native")) }
        #expect(reads.map(\.seconds) == [985_074_920, 1_709_474_401, 946_684_799, 1_709_456_401])
        #expect(reads.map(\.micros) == [4_502_000, 15_000, 0, 7_000])
        #expect(reads.map(\.target) == ["/DeptLogo.gif", "/catalog/item.aspx?id=5&x=%2F", "/login.aspx", "/"])
        #expect(reads.map(\.method) == ["GET", "GET", "POST", "GET"])
        #expect(reads.map(\.status) == [200, 404, 302, 200])
        #expect(reads.map(\.client) == ["192.168.114.201", "198.51.100.4", "198.51.100.4", "198.51.100.4"])
        // A day or month that no calendar has leaves the line untimed, not misdated.
        let badDay = try #require(
            try Self.read(
                "192.0.2.7, -, 02/30/24, 5:06:37, W3SVC1, WEB01, 10.0.0.5, 12, 340, 512, 200, 0, GET, /users/42, -,",
                preset: "iis-native"))
        #expect(badDay.seconds == nil)
    }

    /// dskit's HTTP middleware lines as Loki and Mimir write them: both orders of the leading pairs, with and without
    /// a trace and tenant id, a failure with the response and headers after the duration, and a server line between.
    static let dskitLines = [
        #"ts=2024-05-02T12:17:25.606619951Z caller=http.go:194 level=debug traceID=54680f2e6c3a09c4 orgID=1218 msg="POST /push.v1.PusherService/Push (200) 33.598849ms""#,
        #"ts=2024-05-02T12:17:26.100000000Z caller=table_manager.go:171 level=info msg="uploading tables" index-store=tsdb-2024-04-01"#,
        #"level=debug ts=2024-05-02T12:17:27.472094048Z caller=logging.go:66 traceID=0568b66ad2d9294c msg="POST /loki/api/v1/push (204) 432.924µs""#,
        #"level=warn ts=2024-05-02T12:17:28.08262122Z caller=logging.go:72 traceID=3fc821042d8ada1a orgID=fake msg="GET /loki/api/v1/labels?start=1637740361925000000 (500) 1.5s Response: \"empty ring\\n\" ws: false; X-Scope-Orgid: fake; ""#,
        #"level=debug ts=2024-05-02T12:17:29Z caller=logging.go:66 msg="GET /ready (200) 63.38µs""#,
    ]

    @Test(
        "Loki's and Mimir's dskit request lines are detected and read with their Go durations; server lines are no requests"
    )
    func dskitRequestLines() throws {
        #expect(Self.detected(Self.dskitLines) == "dskit")
        let requests = [0, 2, 3, 4].map { Self.dskitLines[$0] }
        let reads = try requests.map { try #require(try Self.read($0, preset: "dskit")) }
        #expect(reads.map(\.micros) == [33_598, 432, 1_500_000, 63])
        #expect(reads.map(\.status) == [200, 204, 500, 200])
        #expect(reads.map(\.method) == ["POST", "POST", "GET", "GET"])
        #expect(
            reads.map(\.target) == [
                "/push.v1.PusherService/Push", "/loki/api/v1/push", "/loki/api/v1/labels?start=1637740361925000000",
                "/ready",
            ])
        #expect(reads.map(\.seconds) == [1_714_652_245, 1_714_652_247, 1_714_652_248, 1_714_652_249])
        #expect(try Self.isNotARequest(Self.dskitLines[1], preset: "dskit"))
    }

    @Test(
        "a JSON preset told by its members is detected when the writer puts a blank after colons and commas (json.dumps)",
        arguments: LogFormatPreset.all.filter { !$0.detectionMarkers.isEmpty && $0.example.hasPrefix("{") }.map(\.name))
    func spacedJSONMembers(preset name: String) throws {
        let preset = try #require(LogFormatPreset.named(name))
        let spaced = preset.example.replacing(#"":"#, with: #"": "#).replacing(#",""#, with: #", ""#)
        try #require(spaced != preset.example)
        #expect(Self.detected([spaced, spaced]) == name, "\(spaced)")
    }

    /// Kubernetes audit events as the API server's log backend writes them (audit.k8s.io/v1): a list's
    /// `RequestReceived` and `ResponseComplete` events, a create, a patch, a watch's `ResponseStarted`, a
    /// deletecollection and a proxied request.
    static let kubernetesAuditLines = [
        #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"ad209ce1-5d4f-4aa2-9d57-ad5c5a3d4b3e","stage":"RequestReceived","requestURI":"/api/v1/namespaces/default/pods?limit=500","verb":"list","user":{"username":"admin","groups":["system:masters","system:authenticated"]},"sourceIPs":["10.0.2.2"],"userAgent":"kubectl/v1.28.2 (linux/amd64) kubernetes/89a4ea3","objectRef":{"resource":"pods","namespace":"default","apiVersion":"v1"},"requestReceivedTimestamp":"2024-03-03T10:00:01.123456Z","stageTimestamp":"2024-03-03T10:00:01.123456Z"}"#,
        #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"ad209ce1-5d4f-4aa2-9d57-ad5c5a3d4b3e","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/default/pods?limit=500","verb":"list","user":{"username":"admin","groups":["system:masters","system:authenticated"]},"sourceIPs":["10.0.2.2"],"userAgent":"kubectl/v1.28.2 (linux/amd64) kubernetes/89a4ea3","objectRef":{"resource":"pods","namespace":"default","apiVersion":"v1"},"responseStatus":{"metadata":{},"code":200},"requestReceivedTimestamp":"2024-03-03T10:00:01.123456Z","stageTimestamp":"2024-03-03T10:00:01.135790Z","annotations":{"authorization.k8s.io/decision":"allow","authorization.k8s.io/reason":""}}"#,
        #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"1b3e","stage":"ResponseComplete","requestURI":"/apis/apps/v1/namespaces/shop/deployments?fieldManager=kubectl-client-side-apply","verb":"create","user":{"username":"admin"},"sourceIPs":["10.0.2.2","192.0.2.9"],"userAgent":"kubectl/v1.28.2","objectRef":{"resource":"deployments","namespace":"shop","name":"web","apiGroup":"apps","apiVersion":"v1"},"responseStatus":{"metadata":{},"code":201},"requestReceivedTimestamp":"2024-03-03T10:00:02.000000Z","stageTimestamp":"2024-03-03T10:00:02.031000Z"}"#,
        #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Request","auditID":"2c4f","stage":"ResponseComplete","requestURI":"/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/kube-scheduler","verb":"patch","user":{"username":"system:kube-scheduler"},"sourceIPs":["10.0.0.4"],"userAgent":"kube-scheduler/v1.28.2","responseStatus":{"metadata":{},"status":"Failure","reason":"Conflict","code":409},"requestReceivedTimestamp":"2024-03-03T10:00:03.500000Z","stageTimestamp":"2024-03-03T10:00:03.502500Z"}"#,
        #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"3d5a","stage":"ResponseStarted","requestURI":"/api/v1/namespaces/shop/pods?watch=true","verb":"watch","user":{"username":"system:kube-proxy"},"sourceIPs":["10.0.0.5"],"userAgent":"kube-proxy/v1.28.2","responseStatus":{"metadata":{},"code":200},"requestReceivedTimestamp":"2024-03-03T10:00:04.000000Z","stageTimestamp":"2024-03-03T10:00:04.001000Z"}"#,
        #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"4e6b","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/shop/pods","verb":"deletecollection","user":{"username":"admin"},"sourceIPs":["10.0.2.2"],"userAgent":"kubectl/v1.28.2","responseStatus":{"metadata":{},"code":200},"requestReceivedTimestamp":"2024-03-03T10:00:05.000000Z","stageTimestamp":"2024-03-03T10:00:05.250000Z"}"#,
        #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"5f7c","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/shop/services/web:80/proxy/healthz","verb":"proxy","user":{"username":"admin"},"sourceIPs":["10.0.2.2"],"userAgent":"curl/8.5.0","responseStatus":{"metadata":{},"code":200},"requestReceivedTimestamp":"2024-03-03T10:00:06.000000Z","stageTimestamp":"2024-03-03T10:00:06.004000Z"}"#,
    ]

    @Test("Kubernetes audit events: the ResponseComplete events are the requests, their verbs read as HTTP methods")
    func kubernetesAuditEvents() throws {
        #expect(Self.detected(Self.kubernetesAuditLines) == "kubernetes-audit")
        #expect(try Self.isNotARequest(Self.kubernetesAuditLines[0], preset: "kubernetes-audit"))
        #expect(try Self.isNotARequest(Self.kubernetesAuditLines[4], preset: "kubernetes-audit"))
        let requests = [1, 2, 3, 5, 6].map { Self.kubernetesAuditLines[$0] }
        let reads = try requests.map { try #require(try Self.read($0, preset: "kubernetes-audit")) }
        #expect(reads.map(\.method) == ["GET", "POST", "PATCH", "DELETE", "PROXY"])
        #expect(reads.map(\.status) == [200, 201, 409, 200, 200])
        #expect(reads.map(\.micros) == [12_334, 31_000, 2_500, 250_000, 4_000])
        #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002, 1_709_460_003, 1_709_460_005, 1_709_460_006])
        #expect(
            reads.map(\.target) == [
                "/api/v1/namespaces/default/pods?limit=500",
                "/apis/apps/v1/namespaces/shop/deployments?fieldManager=kubectl-client-side-apply",
                "/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/kube-scheduler",
                "/api/v1/namespaces/shop/pods", "/api/v1/namespaces/shop/services/web:80/proxy/healthz",
            ])
        #expect(reads.map(\.client) == ["10.0.2.2", "10.0.2.2", "10.0.0.4", "10.0.2.2", "10.0.2.2"])
        #expect(reads.first?.agent == "kubectl/v1.28.2 (linux/amd64) kubernetes/89a4ea3")
        // EKS's audit log group, as `aws logs filter-log-events` returns its events: each event in `message`.
        let cloudWatch = try Self.kubernetesAuditLines.map { line in
            let event: [String: Any] = [
                "logStreamName": "kube-apiserver-audit-0a1b", "timestamp": 1_709_460_001_200, "message": line,
            ]
            return String(decoding: try JSONSerialization.data(withJSONObject: event), as: UTF8.self)
        }
        #expect(Self.detected(cloudWatch) == "json+kubernetes-audit")
        // AKS's control-plane resource logs (`kube-audit`): each event a string in `properties.log`.
        let aks = try Self.kubernetesAuditLines.map { line in
            let record: [String: Any] = [
                "category": "kube-audit",
                "operationName": "Microsoft.ContainerService/managedClusters/diagnosticLogs/Read",
                "properties": ["log": line, "stream": "stdout", "pod": "kube-apiserver-869d7bb754-kkg69"],
                "time": "2024-03-03T10:00:07.000000000Z",
            ]
            return String(decoding: try JSONSerialization.data(withJSONObject: record), as: UTF8.self)
        }
        #expect(Self.detected(aks) == "json+kubernetes-audit")
        let aksFormat = try #require(LogFormatDetector.detect(aks.map { Array($0.utf8) })).preset.format
        let aksRead = try #require(LogFormatPresetTests.read(aks[2], aksFormat))
        #expect(aksRead.method == "POST" && aksRead.status == 201 && aksRead.micros == 31_000)
        #expect(aksRead.seconds == 1_709_460_002)
    }

    /// Cloud Endpoints' ESP entries as Cloud Logging keeps them (the fields its documentation lists): a call, a
    /// failed call, a streaming method's call without a latency.
    static let endpointsLines = [
        #"{"insertId":"k1","jsonPayload":{"api_name":"1.echo_api_endpoints_shop_cloud_goog","api_method":"1.echo_api_endpoints_shop_cloud_goog.Echo","api_version":"1.0.0","http_method":"POST","http_response_code":200,"location":"us-central1-a","log_message":"1.echo_api_endpoints_shop_cloud_goog.Echo is called","producer_project_id":"shop","request_latency_in_ms":17,"request_size_in_bytes":112,"response_size_in_bytes":339,"timestamp":"2024-03-03T10:00:01.123Z","url":"/echo?key=AIzaSy-x"},"logName":"projects/shop/logs/endpoints_log","resource":{"type":"api","labels":{"method":"1.echo_api_endpoints_shop_cloud_goog.Echo","project_id":"shop","location":"us-central1-a","service":"echo-api.endpoints.shop.cloud.goog","version":"1.0.0"}},"severity":"INFO","timestamp":"2024-03-03T10:00:01.123456789Z"}"#,
        #"{"insertId":"k2","jsonPayload":{"api_name":"1.echo_api_endpoints_shop_cloud_goog","http_method":"GET","http_response_code":404,"error_cause":"service_control","location":"us-central1-a","log_message":"Method does not allow callers without established identity.","request_latency_in_ms":3,"timestamp":"2024-03-03T10:00:02Z","url":"/auth/info/googlejwt"},"logName":"projects/shop/logs/endpoints_log","resource":{"type":"api"},"severity":"ERROR","timestamp":"2024-03-03T10:00:02Z"}"#,
        #"{"insertId":"k3","jsonPayload":{"api_method":"1.bookstore.ListShelves","http_method":"POST","http_response_code":200,"url":"/endpoints.examples.bookstore.Bookstore/ListShelves","timestamp":"2024-03-03T10:00:03Z"},"logName":"projects/shop/logs/endpoints_log","resource":{"type":"api"},"timestamp":"2024-03-03T10:00:03Z"}"#,
    ]

    @Test("Cloud Endpoints' and API Gateway's ESP entries are read with their latencies in milliseconds")
    func cloudEndpointsEntries() throws {
        #expect(Self.detected(Self.endpointsLines) == "gcp-endpoints")
        let reads = try Self.endpointsLines.map { try #require(try Self.read($0, preset: "gcp-endpoints")) }
        #expect(reads.map(\.method) == ["POST", "GET", "POST"])
        #expect(reads.map(\.status) == [200, 404, 200])
        #expect(reads.map(\.micros) == [17_000, 3_000, nil])
        #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002, 1_709_460_003])
        #expect(
            reads.map(\.target) == [
                "/echo?key=AIzaSy-x", "/auth/info/googlejwt", "/endpoints.examples.bookstore.Bookstore/ListShelves",
            ])
    }

    @Test("a line that is not an IIS line has no inferred columns")
    func noInferredColumns() {
        for line in [
            #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /a HTTP/1.1" 200 93 "-" "curl/8.5.0""#,
            "2024-03-03 10:00:01 nothing to see here at all, no method and no path in this line",
            "2024-03-03 10:00:01 GET /a",
        ] {
            #expect(LogFormatPreset.inferredIISFieldsDirective(line: Array(line.utf8)) == nil, "\(line)")
        }
    }

    @Test("CloudFront user agents encoded twice, as logs before 2019 have them, are decoded twice")
    func cloudFrontTwiceEncodedAgent() throws {
        let line = [
            "2018-06-10", "18:41:39", "IAD53", "224281", "192.0.2.1", "GET", "d111111abcdef8.cloudfront.net",
            "/docs/guide.pdf", "200", "-",
            "Mozilla/5.0%2520(Windows%2520NT%25206.1;%2520WOW64)%2520AppleWebKit/537.36%2520(KHTML,%2520like%2520Gecko)",
            "-", "-", "Miss", "UGskZ6dUKY7b4C6Pt7wAWVsU2KO-vTRe-mR4r9H-WQMjhNvY6w1Xcg==", "docs.example.com", "https",
            "883", "0.036", "-", "TLSv1.2", "ECDHE-RSA-AES128-GCM-SHA256", "RefreshHit",
        ].joined(separator: "\t")
        let read = try #require(try Self.read(line, preset: "aws-cloudfront"))
        #expect(read.agent == "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko)")
        #expect(read.micros == 36_000)
        // Encoded once, a `%25` is a percent sign and stays one.
        let once = line.replacingOccurrences(
            of:
                "Mozilla/5.0%2520(Windows%2520NT%25206.1;%2520WOW64)%2520AppleWebKit/537.36%2520(KHTML,%2520like%2520Gecko)",
            with: "Probe/1.0%20(100%25%20sure)")
        #expect(try Self.read(once, preset: "aws-cloudfront")?.agent == "Probe/1.0 (100% sure)")
    }

    /// A CloudFront line of the 33 fields with `stem` and `query` as logged.
    static func cloudFrontLine(stem: String, query: String) -> String {
        [
            "2024-01-31", "12:00:32", "FRA56-C2", "423", "198.51.100.23", "GET", "d111111abcdef8.cloudfront.net", stem,
            "200", "-", "curl/8.5.0", query, "-", "Miss", "c2db217ea7a34191c8f55a2acd4ac37c35611dc1946a7c0fd81e==",
            "api.example.com", "https", "673", "0.051", "-", "TLSv1.2", "TLS_AES_128_GCM_SHA256", "Miss", "HTTP/2.0",
            "-",
            "-", "58859", "0.050", "Miss", "application/json", "123", "-", "-",
        ].joined(separator: "\t")
    }

    @Test(
        "CloudFront writes a target's `%` as `%25`: the stem and query are decoded once, to what the client sent",
        arguments: [
            ("/products/%2534%2532", "-", "/products/%34%32"),
            ("/feed", "postIds=1%252C2%252C3&src=%2565mail", "/feed?postIds=1%2C2%2C3&src=%65mail"),
            // Without a `%25` the other escapes stand for the bytes the client sent bare; kept, they match the same.
            ("/caf%C3%A9/a%7Bb%7D", "q=%22x%22", "/caf%C3%A9/a%7Bb%7D?q=%22x%22"),
            ("/products/42", "a=1+2", "/products/42?a=1+2"),
        ])
    func cloudFrontTargetEncodedOnceMore(stem: String, query: String, target: String) throws {
        let read = try #require(try Self.read(Self.cloudFrontLine(stem: stem, query: query), preset: "aws-cloudfront"))
        #expect(read.target == target)
        #expect(read.micros == 51_000 && read.seconds == 1_706_702_432)
    }

    @Test("CloudFront standard logging v2: the fields chosen, in any order, an epoch timestamp column, space-separated")
    func cloudFrontV2Fields() throws {
        let header = [
            "#Version: 1.0",
            "#Fields: timestamp(ms) c-ip cs-method cs-uri-stem cs-uri-query sc-status time-taken cs(User-Agent) x-edge-location",
        ]
        let tabs = "1706695200059\t185.181.60.167\tGET\t/products/%2534%2532\t-\t200\t0.059\tcurl/8.5.0\tLHR61-P5"
        for line in [tabs, tabs.replacingOccurrences(of: "\t", with: " ")] {
            let lines = (header + [line, line]).map { Array($0.utf8) }
            let detection = try #require(LogFormatDetector.detect(lines), "\(line)")
            #expect(detection.preset.name == "aws-cloudfront")
            let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
            #expect(read.target == "/products/%34%32" && read.seconds == 1_706_695_200 && read.micros == 59_000)
        }
    }

    @Test(
        "CloudFront standard logging v2's JSON: values as strings, the time from timestamp(ms), timestamp or date+time",
        arguments: [
            // As AWS's example sent to Firehose: `date`, `time` and `timestamp(ms)`.
            #"{"date":"2024-11-15","time":"19:45:51","x-edge-location":"SOF50-P2","asn":"16509","timestamp(ms)":"1731699951183","c-ip":"198.51.100.23","cs-method":"GET","cs-uri-stem":"/products/%2534%2532","cs-uri-query":"-","sc-status":"200","time-taken":"0.051","cs(User-Agent)":"Mozilla/5.0%20(X11;%20Linux)"}"#,
            // The 33 standard fields, without an epoch time.
            #"{"date":"2024-11-15","time":"19:45:51","x-edge-location":"SFO53-P7","sc-bytes":"1068","c-ip":"198.51.100.23","cs-method":"GET","cs(Host)":"d3bkd4xdlxgkfz.cloudfront.net","cs-uri-stem":"/products/%2534%2532","sc-status":"200","cs(Referer)":"-","cs(User-Agent)":"Mozilla/5.0%20(X11;%20Linux)","cs-uri-query":"-","cs(Cookie)":"-","x-edge-result-type":"Hit","time-taken":"0.051"}"#,
            // An epoch number, the fields chosen.
            #"{"timestamp(ms)":1731699951183,"x-edge-request-id":"r1","cs-method":"GET","cs-uri-stem":"/products/%2534%2532","sc-status":"200","time-taken":"0.051","c-ip":"198.51.100.23","cs(User-Agent)":"Mozilla/5.0%20(X11;%20Linux)"}"#,
        ])
    func cloudFrontV2JSON(line: String) throws {
        #expect(Self.detected([line]) == "aws-cloudfront-json")
        let read = try #require(try Self.read(line, preset: "aws-cloudfront-json"))
        #expect(read.target == "/products/%34%32" && read.status == 200 && read.micros == 51_000)
        #expect(read.seconds == 1_731_699_951 && read.client == "198.51.100.23")
        #expect(read.agent == "Mozilla/5.0 (X11; Linux)")
        // A query joins the stem.
        let query = line.replacingOccurrences(of: #""cs-uri-query":"-""#, with: #""cs-uri-query":"page=2%2526x""#)
        if query != line {
            #expect(try Self.read(query, preset: "aws-cloudfront-json")?.target == "/products/%34%32?page=2%26x")
        }
    }

    @Test(
        "a `+` is a space where a value writes its spaces `+` (IIS), a plus sign where it writes them `%20` (CloudFront)",
        arguments: [
            ("Slackbot%201.0%20(+https://api.slack.com/robots)", "Slackbot 1.0 (+https://api.slack.com/robots)"),
            ("Bot%2520(+http://example.com/bot)", "Bot (+http://example.com/bot)"),
            ("Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64)", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"),
            ("curl/8.5.0", "curl/8.5.0"),
        ])
    func plusInEncodedAgent(encoded: String, agent: String) {
        let decoded = Array(encoded.utf8).withUnsafeBufferPointer { URLDecoding.decoded($0) }
        #expect(String(decoding: decoded, as: UTF8.self) == agent)
    }
}

@Suite("Log format presets: Envoy's other lines")
struct EnvoyVariantTests {
    @Test("Ambassador's ACCESS lines and a response code of 0 are read")
    func ambassadorAndNoResponse() throws {
        let lines = [
            #"ACCESS [2024-03-03T10:00:01.500Z] "GET /backend/ HTTP/1.1" 200 - 0 141 3 2 "192.0.2.9" "curl/8.4.0" "b7ba9b4c-f4b7-47c2-9718-c23aa1465f49" "localhost:9001" "10.0.0.7:80""#,
            #"[2024-03-03T10:00:02.500Z] "POST /upload HTTP/1.1" 0 DC 5120 0 8 - "192.0.2.9" "curl/8.4.0" "0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6" "localhost:9001" "10.0.0.7:80""#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "envoy"), "\($0)") }
        #expect(reads.map(\.status) == [200, 0])
        #expect(reads.map(\.micros) == [3_000, 8_000])
        #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002])
        #expect(VendorVariantTests.detected(lines) == "envoy")
    }
}

@Suite("Log format presets: Kuma's and Kong Mesh's access logs")
struct KumaAccessLogTests {
    @Test("Kuma's default HTTP lines (with and without the trace id) are read; its TCP lines are no requests")
    func kumaLines() throws {
        let lines = [
            #"[2024-03-03T10:00:01.310Z] default "GET /orders/7 HTTP/1.1" 200 - 0 512 16 15 "-" "curl/8.5.0" "-" "cc21d9b0-cf5c-432b-8c7e-98aeb7988cd2" "backend:8080" "frontend_kuma-demo_svc_8080" "backend_kuma-demo_svc_8080" "10.42.0.10" "10.42.0.23:8080""#,
            // Before Kuma 2.0: no trace id.
            #"[2024-03-03T10:00:02.310Z] mesh-1 "POST /orders HTTP/1.1" 201 - 87 120 35 34 "-" "curl/8.5.0" "dd21d9b0-cf5c-432b-8c7e-98aeb7988cd2" "backend:8080" "frontend_kuma-demo_svc_8080" "backend_kuma-demo_svc_8080" "10.42.0.10" "10.42.0.23:8080""#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "kuma"), "\($0)") }
        #expect(reads.map(\.target) == ["/orders/7", "/orders"])
        #expect(reads.map(\.status) == [200, 201])
        #expect(reads.map(\.micros) == [16_000, 35_000])
        #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002])
        #expect(reads.map(\.agent) == ["curl/8.5.0", "curl/8.5.0"])
        #expect(VendorVariantTests.detected(lines) == "kuma")
        // Not taken for UCloud's CDN lines (whose bytes-then-time order once read Kuma's bytes as its latency).
        #expect(VendorVariantTests.detected([lines[0], lines[0], lines[1]]) == "kuma")
        let tcp =
            "[2024-03-03T10:00:03.310Z] UF default 10.42.0.10(frontend_kuma-demo_svc_8080)->10.42.0.23:5432(postgres_kuma-demo_svc_5432) took 12ms, sent 512 bytes, received: 87 bytes"
        #expect(try VendorVariantTests.isNotARequest(tcp, preset: "kuma"))
    }
}

@Suite("Log format presets: Gcore's raw logs and Elastic Beanstalk's healthd logs")
struct GcoreAndHealthdTests {
    @Test("Gcore's quoted fields are read with the request time in seconds; new fields at the end are not read")
    func gcore() throws {
        let line =
            #""203.0.113.9" "-" "-" "[03/Mar/2024:10:00:01 +0000]" "GET /orders/7?x=1 HTTP/1.1" "200" "93" "-" "curl/8.5.0" "830" "[dh-up-gc18]" "https" "cdn.example.com" "0.016" "0.010" "157" "-" "[dh]" "MISS" "93" "198.51.100.7:443" "2510" "7399" "-" "-" "KZ" "-" "shield_no" "192.0.2.1" "443" "200" "-" "0.000" "0.009""#
        let read = try #require(try VendorVariantTests.read(line, preset: "gcore"))
        #expect(read.method == "GET" && read.target == "/orders/7?x=1" && read.status == 200)
        #expect(read.micros == 16_000 && read.seconds == 1_709_460_001)
        #expect(read.agent == "curl/8.5.0" && read.client == "203.0.113.9")
        #expect(VendorVariantTests.detected([line, line]) == "gcore")
    }

    @Test("healthd's nginx and Apache lines: epoch, path, status, time; no method; Combined lines are not theirs")
    func healthd() throws {
        let nginx = [
            #"1709460001.123"/orders/7"200"0.016"0.015"203.0.113.9"#, #"1709460002.456"/orders"201"0.250"0.249"-"#,
        ]
        let apache = [#"1709460001"/orders/7"200"16000"15000"203.0.113.9"#, #"1709460002"/orders"201"250000"249000"-"#]
        for lines in [nginx, apache] {
            let reads = try lines.map {
                try #require(try VendorVariantTests.read($0, preset: "aws-eb-healthd"), "\($0)")
            }
            #expect(reads.map(\.method) == [nil, nil])
            #expect(reads.map(\.target) == ["/orders/7", "/orders"] && reads.map(\.status) == [200, 201])
            #expect(reads.map(\.micros) == [16_000, 250_000])
            #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002])
            #expect(VendorVariantTests.detected(lines) == "aws-eb-healthd")
        }
        // A Combined line's `10.` before a quote is no epoch: not read as healthd's.
        let combined = #"10.112.81.15 - - [15/Feb/2013:06:00:31 +0000] "-" 400 0 "-" "-""#
        #expect(try VendorVariantTests.read(combined, preset: "aws-eb-healthd") == nil)
        #expect(try !VendorVariantTests.isEntryWithoutRequest(combined, preset: "aws-eb-healthd"))
        #expect(VendorVariantTests.detected([combined]) != "aws-eb-healthd")
    }
}

@Suite("Log format presets: Istio's JSON encoding")
struct IstioJSONTests {
    @Test("Istio's JSON lines are read with their start time, duration in ms and client without its port")
    func istioJSON() throws {
        let line =
            #"{"authority":"reviews:9080","bytes_received":0,"bytes_sent":358,"downstream_remote_address":"[2001:db8::7]:5000","duration":15,"method":"GET","path":"/reviews/0","protocol":"HTTP/1.1","response_code":200,"response_flags":"-","start_time":"2024-03-03T10:00:01.656Z","upstream_service_time":"14","user_agent":"curl/7.79.1","x_forwarded_for":null}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "istio-json"))
        #expect(read.target == "/reviews/0" && read.status == 200)
        #expect(read.micros == 15_000 && read.seconds == 1_709_460_001)
        #expect(read.client == "2001:db8::7" && read.agent == "curl/7.79.1")
        #expect(VendorVariantTests.detected([line]) == "istio-json")
        // A request Envoy could not read: null method and path, a status — an entry without a request.
        let codecError =
            #"{"start_time":"2024-03-03T10:00:01.656Z","method":null,"path":null,"protocol":"HTTP/1.1","response_code":400,"response_code_details":"http1.codec_error","duration":0}"#
        #expect(try VendorVariantTests.isEntryWithoutRequest(codecError, preset: "istio-json"))
        // Without a status it is not an entry at all.
        let bare = #"{"start_time":"2024-03-03T10:00:01.656Z","method":null,"path":null}"#
        #expect(try !VendorVariantTests.isEntryWithoutRequest(bare, preset: "istio-json"))
    }

    @Test("a JSON client is read without its port; a list of addresses as it is")
    func jsonClients() throws {
        let format = try LogFormat.parse("jsonl:path=p,client=c")
        #expect(LogFormatPresetTests.read(#"{"p":"/x","c":"192.0.2.7:46532"}"#, format)?.client == "192.0.2.7")
        #expect(LogFormatPresetTests.read(#"{"p":"/x","c":"2001:db8::7"}"#, format)?.client == "2001:db8::7")
        #expect(
            LogFormatPresetTests.read(#"{"p":"/x","c":"203.0.113.1, 10.0.0.2"}"#, format)?.client
                == "203.0.113.1, 10.0.0.2")
    }
}

@Suite("Log format presets: S3's entries without a request")
struct S3BatchDeleteTests {
    @Test("a key deleted by a multi-object delete is an entry without a request, not a malformed line")
    func batchDelete() throws {
        let line =
            "79a59df900b949e55d96a1e698fbacedfd6e09d98eacf8f8d5218e7cd47ef2be awsexamplebucket1 [03/Mar/2024:10:00:01 +0000] 192.0.2.3 arn:aws:iam::123456789012:user/alice 8CD7A4A71E2E5C9E BATCH.DELETE.OBJECT reports/2024/q1.csv - 204 - - 344017 - - - - - s9lzHYrFp76ZVxRcpX9+5cjAnEH2ROuNkd2BHfIa6UkFVdtjf5mKR3/eTPFvsiP/XV/VLi31234= SigV4 ECDHE-RSA-AES128-SHA AuthHeader s3.eu-central-1.amazonaws.com TLSv1.2"
        #expect(try VendorVariantTests.isEntryWithoutRequest(line, preset: "aws-s3"))
    }
}

@Suite("Log format presets: Heroku router errors")
struct HerokuRouterErrorTests {
    @Test(
        "router lines of errors and interrupted requests are read",
        arguments: [
            (
                #"at=error code=H12 desc="Request timeout" method=GET path="/reports" host=myapp.herokuapp.com request_id=8601b555-6a83-4c12-8269-97c8e32cdb23 fwd="198.51.100.4" dyno=web.1 connect=0ms service=30000ms status=503 bytes=0 protocol=https"#,
                503, 30_000_000
            ),
            (
                #"at=error code=H10 desc="App crashed" method=GET path="/reports" host=myapp.herokuapp.com request_id=8601b555-6a83-4c12-8269-97c8e32cdb24 fwd="198.51.100.4" dyno= connect= service= status=503 bytes= protocol=https"#,
                503, nil
            ),
            (
                #"sock=client at=warning code=H27 desc="Client Request Interrupted" method=GET path="/reports" host=myapp.herokuapp.com request_id=8601b555-6a83-4c12-8269-97c8e32cdb25 fwd="198.51.100.4" dyno=web.1 connect=0ms service=2ms status=499 bytes=0 protocol=https"#,
                499, 2_000
            ),
            // H25 and H26 write their timers without a unit: milliseconds.
            (
                #"at=error code=H25 desc="HTTP restriction: oversized header" method=GET path="/reports" host=myapp.herokuapp.com request_id=ab66646e-84eb-47b8-b3bb-2031ecc1bc2c fwd="198.51.100.4" dyno=web.1 connect=0 service=397 status=502 bytes=542"#,
                502, 397_000
            ),
        ] as [(String, Int, Int64?)])
    func routerErrors(fields: String, status: Int, micros: Int64?) throws {
        let line = "2024-03-03T10:00:01.123456+00:00 heroku[router]: " + fields
        let read = try #require(try VendorVariantTests.read(line, preset: "heroku-router"))
        #expect(read.target == "/reports" && read.status == status && read.micros == micros)
        #expect(read.seconds == 1_709_460_001 && read.client == "198.51.100.4")
        #expect(VendorVariantTests.detected([line]) == "heroku-router")
    }

    /// Lines written before 2013 (and Heroku's error-code pages today): no request id, the client quoted or not,
    /// `queue` and `wait` before `connect`, a stray quote after the host.
    static let olderLines = [
        #"2012-10-11T03:47:20+00:00 heroku[router]: at=info method=GET path=/reports host=myapp.herokuapp.com fwd="198.51.100.4" dyno=web.1 connect=1ms service=18ms status=200 bytes=13"#,
        #"2010-10-06T21:51:07-07:00 heroku[router]: at=error code=H11 desc="Backlog too deep" method=GET path="/reports" host=myapp.herokuapp.com fwd=198.51.100.4 dyno= connect= service= status=503 bytes="#,
        #"2013-02-11T15:19:10+00:00 heroku[router]: at=info method=GET path=/reports host=myapp.heroku.com fwd=198.51.100.4 dyno=web.1 queue=0 wait=0ms connect=0ms service=1452ms status=200 bytes=5783"#,
        #"2010-09-16T15:13:46.723498+00:00 heroku[router]: at=info method=GET path="/reports" host=myapp.herokuapp.com" fwd="198.51.100.4" dyno=web.1 connect=1ms service=18ms status=200 bytes=975"#,
        #"2011-03-01T16:16:59-08:00 heroku[router]: at=error code=H13 desc="Connection closed without response" method=GET path=/reports host=myapp.herokuapp.com dyno=web.1 connect=1ms service=10ms status=503 bytes=0"#,
    ]

    @Test("router lines without a request id, with the client unquoted or missing, are read with their time")
    func olderRouterLines() throws {
        let reads = try Self.olderLines.map {
            try #require(try VendorVariantTests.read($0, preset: "heroku-router"), "\($0)")
        }
        #expect(reads.map(\.seconds) == [1_349_927_240, 1_286_427_067, 1_360_595_950, 1_284_650_026, 1_299_025_019])
        #expect(reads.map(\.micros) == [18_000, nil, 1_452_000, 18_000, 10_000])
        #expect(reads.map(\.status) == [200, 503, 200, 200, 503])
        #expect(reads.allSatisfy { $0.target == "/reports" })
        #expect(reads.prefix(4).allSatisfy { $0.client == "198.51.100.4" })
        #expect(VendorVariantTests.detected(Self.olderLines) == "heroku-router")
    }

    @Test("the router's lines before its key=value layout (2011–2012): the path after the host, an error's code first")
    func earliestRouterLines() throws {
        let lines = [
            "2012-01-20T02:10:47+00:00 heroku[router]: Error H12 (Request timeout) -> POST morning-dawn-8986.herokuapp.com/autoprovision/58 dyno=web.1 queue= wait= service=30000ms status=503 bytes=0",
            "2011-06-24T10:11:12-07:00 heroku[router]: GET myapp.heroku.com/reports?page=2 dyno=web.3 queue=0 wait=0ms service=44ms status=200 bytes=1023",
            "2011-06-24T17:11:13+00:00 heroku[router]: GET myapp.heroku.com/ dyno=web.3 queue=0 wait=0ms service=4ms status=304 bytes=0",
            // The Dev Center's earliest Cedar lines: no queue or wait, the service time one or two blanks on.
            "2012-03-16T14:02:57+00:00 heroku[router]: GET devcenter.heroku.com/articles/git dyno=web.3  service=44ms status=200 bytes=32839",
            "2012-03-16T14:03:00+00:00 heroku[router]: GET devcenter.heroku.com/images/open.png dyno=web.1 service=2ms status=200 bytes=369",
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "heroku-router"), "\($0)") }
        #expect(reads.map(\.method) == ["POST", "GET", "GET", "GET", "GET"])
        #expect(
            reads.map(\.target) == ["/autoprovision/58", "/reports?page=2", "/", "/articles/git", "/images/open.png"])
        #expect(reads.map(\.status) == [503, 200, 304, 200, 200])
        #expect(reads.map(\.micros) == [30_000_000, 44_000, 4_000, 44_000, 2_000])
        #expect(reads.map(\.seconds) == [1_327_025_447, 1_308_935_472, 1_308_935_473, 1_331_906_577, 1_331_906_580])
        #expect(VendorVariantTests.detected(lines) == "heroku-router")
        #expect(VendorVariantTests.detected(Array(lines.suffix(2))) == "heroku-router")
    }

    @Test("router lines with the BSD syslog prefix Papertrail writes: read in their syslog lines, with its time")
    func papertrailRouterLines() throws {
        let lines = [
            #"Oct 05 21:58:23 slownews heroku/router:  at=error code=H12 desc="Request timeout" method=GET path="/data" host=slownews.ca request_id=d3b49ebe-bc3f-4469-b8af-074822153c83 fwd="198.51.100.4" dyno=web.1 connect=1ms service=30000ms status=503 bytes=0 "#,
            #"Oct 05 21:58:24 slownews heroku/router: at=info method=GET path="/reports" host=slownews.ca request_id=d3b49ebe-bc3f-4469-b8af-074822153c84 fwd="198.51.100.4" dyno=web.1 connect=0ms service=18ms status=200 bytes=13 protocol=https"#,
        ]
        #expect(VendorVariantTests.detected(lines) == "syslog+heroku-router")
        // The router's own prefixes stay the preset's.
        #expect(VendorVariantTests.detected(Self.olderLines) == "heroku-router")
    }
}

@Suite("Log format presets: Heroku's other lines")
struct HerokuOtherLinesTests {
    static let router =
        #"2026-11-21T05:06:36.123456+00:00 heroku[router]: at=info method=GET path="/users/42" host=myapp.herokuapp.com request_id=8601b555-6a83-4c12-8269-97c8e32cdb22 fwd="192.0.2.7" dyno=web.1 connect=0ms service=12ms status=200 bytes=512 protocol=https"#

    static func result(_ line: String) throws -> LogLineResult {
        let parser = LogLineParser(
            format: try #require(LogFormatPreset.named("heroku-router")).format, readsAgent: true, readsClient: true)
        return Array(line.utf8).withUnsafeBufferPointer { parser.parse($0) }
    }

    @Test(
        "`heroku logs`' and a drain's dyno and platform lines are the log's lines, neither requests nor misfits",
        arguments: [
            #"2026-11-21T05:06:36.100000+00:00 app[web.1]: Started GET "/users/42" for 192.0.2.7 at 2026-11-21 05:06:36 +0000"#,
            #"2026-11-21T05:06:38.000000+00:00 app[worker.1]: 2 jobs processed at 16.6761 j/s, 0 failed"#,
            #"2026-11-21T05:06:37.000000+00:00 heroku[web.2]: State changed from starting to up"#,
            #"2026-11-21T05:06:37.000000+00:00 app[api]: Release v5 created by user dev@example.com"#,
            #"2026-11-21T05:06:37.000000+00:00 heroku[logplex]: Error L10 (output buffer overflow): 4 messages dropped since 2026-11-21T05:06:30+00:00."#,
            #"<190>1 2026-11-21T05:06:36.100000+00:00 host app web.1 - Completed 200 OK in 12ms"#,
            #"83 <190>1 2026-11-21T05:06:36.100000+00:00 host app web.1 - Completed 200 OK in 12ms"#,
        ])
    func otherLinesAreContinuations(line: String) throws {
        guard case .continuation = try Self.result(line) else {
            Issue.record("not a line of the log: \(line)")
            return
        }
    }

    @Test("a router line of no known layout stays a misfit; a mix of both is detected, every request read")
    func routerMisfitsAndDetection() throws {
        // A router line of no layout (no method, no path): not read, and not passed over either.
        let unknown = #"2026-11-21T05:06:37+00:00 heroku[router]: at=info code=H99 desc="Some new layout" dyno=web.3"#
        guard case .malformed = try Self.result(unknown) else {
            Issue.record("the unknown router line is not a misfit")
            return
        }
        let lines = [
            #"2026-11-21T05:06:36.100000+00:00 app[web.1]: Started GET "/users/42" for 192.0.2.7"#, Self.router,
            #"2026-11-21T05:06:37.000000+00:00 heroku[web.2]: State changed from starting to up"#, Self.router,
        ]
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "heroku-router")
        #expect(detection.parsedLines == 2 && detection.sampledLines == 2)
    }
}

@Suite("Log format presets: Traefik's JSON without StartUTC")
struct TraefikJSONClockTests {
    @Test("a line whose StartUTC is dropped takes StartLocal, then time; jsonl's clock=A|B takes the first present")
    func clockFallbacks() throws {
        let lines = [
            #"{"ClientHost":"198.51.100.4","DownstreamStatus":200,"Duration":486767,"RequestMethod":"GET","RequestPath":"/a","StartLocal":"2024-03-03T11:00:01.048870614+01:00","time":"2024-03-03T10:00:02Z"}"#,
            #"{"ClientHost":"198.51.100.4","DownstreamStatus":200,"Duration":486767,"RequestMethod":"GET","RequestPath":"/a","time":"2024-03-03T10:00:02Z"}"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "traefik-json")) }
        #expect(reads.map(\.seconds) == [1_709_460_001, 1_709_460_002])
        let format = try LogFormat.parse("jsonl:path=p,clock=a|b|c")
        #expect(
            LogFormatPresetTests.read(#"{"p":"/x","c":"2024-03-03T10:00:03Z","b":1709460004}"#, format)?.seconds
                == 1_709_460_004)
        #expect(LogFormatPresetTests.read(#"{"p":"/x","c":"2024-03-03T10:00:03Z"}"#, format)?.seconds == 1_709_460_003)
        #expect(LogFormatPresetTests.read(#"{"p":"/x"}"#, format)?.seconds == nil)
    }
}

@Suite("Log format presets: ALB's unreadable and WebSocket requests")
struct ALBRequestTargetTests {
    @Test("a request the load balancer could not read ('- http://host:80- ') is an entry without a request")
    func dashMethod() throws {
        let line =
            #"http 2024-03-03T10:00:01.748149Z app/internal-alb/abcd1234efgh5678 192.0.2.9:57273 - -1 -1 -1 400 - 0 272 "- http://internal-alb.example.com:80- " "-" - - - "-" "-" "-" - 2024-03-03T10:00:01.720000Z "-" "-" "-" "-" "-" "-" "-" TID_0000"#
        #expect(try VendorVariantTests.isEntryWithoutRequest(line, preset: "aws-alb"))
        let readable = try #require(LogFormatPreset.named("aws-alb")).example
        #expect(try !VendorVariantTests.isEntryWithoutRequest(readable, preset: "aws-alb"))
    }

    @Test(
        "a WebSocket request's target is its path: ws and wss have an authority, as http and https do",
        arguments: [
            ("wss://10.0.0.30:443/chat/7?room=a", "/chat/7?room=a"),
            ("WS://api.example.com/chat", "/chat"),
            ("https://api.example.com:443/chat", "https://api.example.com:443/chat"),
            // No path after the authority, and a custom scheme: as logged.
            ("wss://10.0.0.30:443", "wss://10.0.0.30:443"),
            ("wss://10.0.0.30:443?x=1", "wss://10.0.0.30:443?x=1"),
            ("wsx://host/chat", "wsx://host/chat"),
        ])
    func webSocket(target: String, expected: String) throws {
        let line =
            #"wss 2024-03-04T10:00:03.123456Z app/my-alb/50dc6c495c0c9188 10.0.0.140:44244 10.0.0.171:8010 0.000 0.001 0.000 101 101 218 786 "GET "#
            + target
            + #" HTTP/1.1" "-" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-west-2:123456789012:targetgroup/my-targets/73e2d6bc24d8a067 "Root=1-58337364-23a8c76965a2ef7629b185e3" "-" "-" 1 2024-03-04T10:00:03.120000Z "forward" "-" "-" "10.0.0.171:8010" "101" "-" "-" TID_1"#
        let read = try #require(try VendorVariantTests.read(line, preset: "aws-alb"))
        #expect(read.target == expected)
        #expect(read.status == 101)
        // The same in a JSON line, whose target is a field of its own.
        let json = try #require(
            LogFormatPresetTests.read(#"{"method":"GET","path":"\#(target)","status":101}"#, .jsonLines(.standard)))
        #expect(json.target == expected)
    }
}

/// Older releases' layouts of Istio and Heroku, and quotes the vendor writes unescaped inside a quoted field.
@Suite("Log format presets: older Istio and Heroku layouts, unescaped quotes")
struct OlderLayoutTests {
    typealias Read = LogFormatPresetTests.Read

    /// Istio's TEXT format by release: Mixer's status and the upstream failure (1.3 to 1.8), Mixer's status alone (1.1,
    /// 1.2), Envoy's default (1.0), then the current one; durations 6, 21, 4 and 9 ms.
    static let istioLines = [
        #"[2024-03-03T10:00:01.100Z] "GET /reviews/0 HTTP/1.1" 200 - "-" "-" 0 295 6 5 "-" "curl/7.79.1" "5b8e2a4c-1d3f-4e6a-8b9c-0d1e2f3a4b5c" "reviews:9080" "127.0.0.1:9080" inbound|9080|http|reviews.default.svc.cluster.local 127.0.0.1:41542 10.0.0.7:9080 10.0.0.9:42110 outbound_.9080_.v1_.reviews.default.svc.cluster.local default"#,
        #"[2024-03-03T10:00:02.100Z] "GET /status/418 HTTP/1.1" 418 - "-" 0 135 21 20 "-" "curl/7.79.1" "6c9f3b5d-2e4a-4f7b-9cad-1e2f3a4b5c6d" "httpbin:8000" "10.0.0.8:80" outbound|8000||httpbin.default.svc.cluster.local - 10.0.0.7:8000 10.0.0.9:60290 -"#,
        #"[2024-03-03T10:00:03.100Z] "GET /details/0 HTTP/1.1" 200 - 0 178 4 3 "-" "curl/7.79.1" "7dae4c6e-3f5b-4a8c-adbe-2f3a4b5c6d7e" "details:9080" "10.0.0.10:9080" outbound|9080||details.default.svc.cluster.local - 10.0.0.11:9080 10.0.0.9:36948 -"#,
        #"[2024-03-03T10:00:04.100Z] "GET /ratings/0 HTTP/1.1" 200 - via_upstream - "-" 0 48 9 8 "-" "curl/7.79.1" "8ebf5d7f-4a6c-4b9d-becf-3a4b5c6d7e8f" "ratings:9080" "10.0.0.12:9080" outbound|9080||ratings.default.svc.cluster.local 10.0.0.9:40000 10.0.0.12:9080 10.0.0.9:39000 - default"#,
    ]

    @Test("Istio lines of every release are read with their duration; Envoy's layout does not take Mixer's fields")
    func istioReleases() throws {
        let durations: [Int64] = [6_000, 21_000, 4_000, 9_000]
        for (line, micros) in zip(Self.istioLines, durations) {
            let read = try #require(try VendorVariantTests.read(line, preset: "istio"), "\(line)")
            #expect(read.micros == micros, "\(read)")
            #expect(read.seconds != nil && read.agent == "curl/7.79.1", "\(read)")
        }
        // Read with Envoy's default, a Mixer line's `"-"` would be a byte count and its byte count the duration.
        #expect(try VendorVariantTests.read(Self.istioLines[0], preset: "envoy") == nil)
        #expect(try VendorVariantTests.read(Self.istioLines[1], preset: "envoy") == nil)
        #expect(VendorVariantTests.detected(Self.istioLines) == "istio")
        #expect(VendorVariantTests.detected(Array(Self.istioLines.prefix(2))) == "istio")
    }

    @Test(
        "a `\"` a client sent in the request line, which Envoy and Istio write bare, does not end it",
        arguments: ["istio", "envoy"])
    func bareQuoteInRequest(preset: String) throws {
        let line =
            preset == "istio"
            ? Self.istioLines[3].replacingOccurrences(of: "GET /ratings/0 HTTP", with: #"GET /ratings/0?q="x" HTTP"#)
            : #"[2024-03-03T10:00:04.100Z] "GET /ratings/0?q="x" HTTP/1.1" 200 - 0 48 9 8 "-" "curl/7.79.1" "r" "ratings:9080" "10.0.0.12:9080""#
        let read = try #require(try VendorVariantTests.read(line, preset: preset))
        #expect(read.target == #"/ratings/0?q="x""# && read.status == 200 && read.micros == 9_000)
    }

    /// Heroku's router lines as a log drain sends them (RFC 5424: `host heroku router -`), after an HTTPS drain's
    /// octet count, and before 2014 with the path unquoted.
    static let herokuLines = [
        #"<158>1 2024-03-03T10:00:01.048597+00:00 host heroku router - at=info method=GET path="/orders/7" host=shop.herokuapp.com request_id=3f1c6e2a-0b4d-4e8f-9a1b-2c3d4e5f6a7b fwd="203.0.113.9" dyno=web.1 connect=0ms service=12ms status=200 bytes=93 protocol=https"#,
        #"312 <158>1 2024-03-03T10:00:02.048597+00:00 host heroku router - at=info method=POST path="/orders" host=shop.herokuapp.com request_id=4a2d7f3b-1c5e-4f9a-8b2c-3d4e5f6a7b8c fwd="203.0.113.9" dyno=web.2 connect=1ms service=31ms status=201 bytes=120 protocol=https"#,
        #"2013-03-03T10:00:03+00:00 heroku[router]: at=info method=GET path=/orders/9 host=shop.herokuapp.com request_id=5b3e8a4c2d6f1a0b9c8d7e6f5a4b3c2d fwd="203.0.113.9" dyno=web.3 connect=0ms service=7ms status=200 bytes=93"#,
        #"<158>1 2013-03-03T10:00:04.048597+00:00 host heroku router - at=info method=GET path=/orders/10?x=1 host=shop.herokuapp.com request_id=6c4f9b5d3e7a2b1c0d9e8f7a6b5c4d3e fwd="203.0.113.9" dyno=web.1 connect=2ms service=5ms status=200 bytes=84"#,
    ]

    @Test("Heroku drain lines, octet-framed lines and lines with the path unquoted are read with their time")
    func herokuDrains() throws {
        let first: Int64 = 1_709_460_001
        let old: Int64 = 1_362_304_803
        let seconds = [first, first + 1, old, old + 1]
        for (line, time) in zip(Self.herokuLines, seconds) {
            let read = try #require(try VendorVariantTests.read(line, preset: "heroku-router"), "\(line)")
            #expect(read.seconds == time, "\(read)")
            #expect(read.target.hasPrefix("/orders") && read.micros != nil, "\(read)")
        }
        #expect(VendorVariantTests.detected(Self.herokuLines) == "heroku-router")
    }

    @Test("Caddy's duration_format nano is told from its default by the durations' values")
    func caddyNanoseconds() throws {
        func lines(_ durations: [String]) -> [[UInt8]] {
            durations.enumerated().map { index, duration in
                Array(
                    #"{"level":"info","ts":1795237597.\#(index),"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"192.0.2.7","method":"GET","uri":"/users/\#(index)"},"duration":\#(duration),"size":5,"status":200}"#
                        .utf8)
            }
        }
        let nano = try #require(LogFormatDetector.detect(lines(["12000000", "48000", "3500000", "250000000"])))
        #expect(nano.preset.name == "caddy" && nano.preset.format == LogFormatPreset.caddyInNanoseconds.format)
        let first = String(decoding: lines(["12000000"])[0], as: UTF8.self)
        let read = try #require(LogFormatPresetTests.read(first, nano.preset.format))
        #expect(read.micros == 12_000)
        // Seconds, Caddy's default: fractions of one, also a long request among them.
        let seconds = try #require(LogFormatDetector.detect(lines(["0.012", "0.000048", "0.0035", "4000.25"])))
        #expect(seconds.preset.format == (try #require(LogFormatPreset.named("caddy"))).format)
    }

    @Test("a Cloudflare job that logs ClientRequestPath in place of ClientRequestURI is read and detected")
    func cloudflarePathOnly() throws {
        let lines = (1...3).map { index in
            #"{"ClientIP":"192.0.2.7","ClientRequestHost":"api.example.com","ClientRequestMethod":"GET","ClientRequestPath":"/users/\#(index)","ClientRequestUserAgent":"curl/8.5.0","EdgeResponseStatus":200,"EdgeStartTimestamp":"2024-03-03T10:00:0\#(index)Z","EdgeTimeToFirstByteMs":12}"#
        }
        let read = try #require(try VendorVariantTests.read(lines[0], preset: "cloudflare"))
        #expect(read.target == "/users/1" && read.seconds == 1_709_460_001 && read.micros == 12_000, "\(read)")
        #expect(VendorVariantTests.detected(lines) == "cloudflare")
    }

    @Test(
        "a Cloudflare dataset with ClientRequestPath and ClientRequestQuery (firewall events) is read with its query",
        arguments: [#""?q=shoes\u0026page=2""#, #""q=shoes&page=2""#])
    func cloudflarePathAndQuery(query: String) throws {
        let line =
            #"{"ClientIP":"203.0.113.7","ClientRequestHost":"www.example.com","ClientRequestMethod":"GET","#
            + #""ClientRequestPath":"/search","ClientRequestQuery":"# + query
            + #","EdgeResponseStatus":200,"EdgeStartTimestamp":"2024-01-31T10:00:00Z","RayID":"8c1f2a3b4c5d6e7f"}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "cloudflare"))
        #expect(read.target == "/search?q=shoes&page=2", "\(read)")
        #expect(VendorVariantTests.detected([line]) == "cloudflare")
        // An empty query, or one of only its `?`, is none.
        for empty in [#""""#, #""?""#] {
            #expect(
                try VendorVariantTests.read(line.replacingOccurrences(of: query, with: empty), preset: "cloudflare")?
                    .target == "/search")
        }
    }

    @Test(
        "a Cloudflare job without EdgeTimeToFirstByteMs takes EdgeEndTimestamp − EdgeStartTimestamp as the duration",
        arguments: [
            // unixnano, the default timestamp format.
            (
                #"{"ClientIP":"192.0.2.7","ClientRequestMethod":"GET","ClientRequestURI":"/users/1","EdgeEndTimestamp":1709460001135000000,"EdgeResponseStatus":200,"EdgeStartTimestamp":1709460001123000000}"#,
                Int64?(12_000)
            ),
            // RFC 3339 with milliseconds.
            (
                #"{"ClientRequestMethod":"GET","ClientRequestURI":"/users/1","EdgeStartTimestamp":"2024-03-03T10:00:01.100Z","EdgeEndTimestamp":"2024-03-03T10:00:01.350Z","EdgeResponseStatus":200}"#,
                250_000
            ),
            // `unix` seconds: end − start would be whole seconds, so none.
            (
                #"{"ClientRequestMethod":"GET","ClientRequestURI":"/users/1","EdgeStartTimestamp":1709460001,"EdgeEndTimestamp":1709460002,"EdgeResponseStatus":200}"#,
                nil
            ),
            // The logged time to first byte wins over end − start.
            (
                #"{"ClientRequestMethod":"GET","ClientRequestURI":"/users/1","EdgeEndTimestamp":1709460001135000000,"EdgeResponseStatus":200,"EdgeStartTimestamp":1709460001123000000,"EdgeTimeToFirstByteMs":7}"#,
                7_000
            ),
        ] as [(String, Int64?)])
    func cloudflareEndMinusStart(line: String, micros: Int64?) throws {
        let read = try #require(try VendorVariantTests.read(line, preset: "cloudflare"))
        #expect(read.target == "/users/1" && read.seconds == 1_709_460_001 && read.micros == micros, "\(read)")
    }

    @Test("jsonl's end-clock reads back from the format's spec and gives the duration")
    func jsonEndClock() throws {
        let format = try LogFormat.parse("jsonl:path=p,clock=start,end-clock=stop")
        guard case .jsonLines(let fields) = format else {
            Issue.record("not jsonl: \(format)")
            return
        }
        #expect(fields.end == "stop" && format.hasRequestTime)
        #expect(try LogFormat.parse(format.spec) == format)
        let line = #"{"p":"/a","start":"2024-03-03T10:00:01.5Z","stop":"2024-03-03T10:00:02.25Z"}"#
        let read = try #require(LogFormatPresetTests.read(line, format))
        #expect(read.micros == 750_000 && read.seconds == 1_709_460_001)
    }

    @Test(
        "a quote inside a quoted field, written unescaped, does not end it when the layout's next text does not follow",
        arguments: [
            // Traefik writes its user agents and referers between quotes as they came.
            (
                "traefik",
                #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /orders/7 HTTP/1.1" 200 93 "-" "Mozilla/5.0 (compatible; "Quoted" Bot/1.0)" 8 "shop@docker" "http://10.0.0.5:8080" 12ms"#,
                #"Mozilla/5.0 (compatible; "Quoted" Bot/1.0)"#
            ),
            // Envoy's %REQ(USER-AGENT)%, likewise.
            (
                "envoy",
                #"[2024-03-03T10:00:01.100Z] "GET /orders/7 HTTP/1.1" 200 - 0 93 12 11 "203.0.113.9" "Bot "v2" (x)" "9a4e5b7c-0c1d-4e8f-9a3b-2c1d0e9f8a7b" "shop" "10.0.0.5:8080""#,
                #"Bot "v2" (x)"#
            ),
            // Cloud Storage's CSV doubles a quote inside a field.
            (
                "gcs",
                #""1709460001000000","203.0.113.9","1","","GET","/storage/v1/b/shop/o/orders%2F7","200","0","93","12000","storage.googleapis.com","","Bot ""v2"" (x)","AB8cTi5x","GET_Object","shop","orders/7""#,
                #"Bot "v2" (x)"#
            ),
        ])
    func unescapedQuotes(preset: String, line: String, agent: String) throws {
        let read = try #require(try VendorVariantTests.read(line, preset: preset))
        #expect(read.agent == agent, "\(read)")
        #expect(read.target.hasSuffix("7"), "\(read)")
    }

    /// nginx configurations that add `key=value` fields after Combined, from NGINX's documentation: Amplify's
    /// `main_ext`, the admin guide's `upstream_time` (no blank between the user agent's quote and `rt=`), and the like
    /// with `request_time=` quoted.
    static let keyedLines = [
        #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /orders/7 HTTP/1.1" 200 93 "-" "okhttp/4.12.0" "shop.example.com" sn="shop.example.com" rt=0.008 ua="10.1.2.3:8080" us="200" ut="0.007" ul="93" cs=-"#,
        #"203.0.113.9 - - [03/Mar/2024:10:00:02 +0000] "GET /orders/8 HTTP/1.1" 200 93 "-" "okhttp/4.12.0"rt=0.031 uct="0.000" uht="0.030" urt="0.030""#,
        #"203.0.113.9 - - [03/Mar/2024:10:00:03 +0000] "GET /orders/9 HTTP/1.1" 200 93 "-" "okhttp/4.12.0" upstream_time="0.002" request_time="1.250""#,
        // Every upstream tried: `ut` lists them; `rt` is the one request time.
        #"203.0.113.9 - - [03/Mar/2024:10:00:04 +0000] "GET /orders/10 HTTP/1.1" 502 93 "-" "okhttp/4.12.0" "shop.example.com" sn="_" rt=0.016 ua="10.1.2.3:8080, 10.1.2.4:8080" us="502, 502" ut="0.008, 0.008" ul="0, 0" cs=-"#,
    ]

    @Test("a request time written as rt= or request_time= after Combined is read by its key, and detected")
    func keyedRequestTime() throws {
        let expected: [Int64] = [8_000, 31_000, 1_250_000, 16_000]
        for (offset, line) in Self.keyedLines.enumerated() {
            let read = try #require(try VendorVariantTests.read(line, preset: "combined-kv"), "\(line)")
            #expect(read.micros == expected[offset], "\(read)")
            #expect(read.seconds == 1_709_460_001 + Int64(offset), "\(read)")
            #expect(read.agent == "okhttp/4.12.0" && read.client == "203.0.113.9", "\(read)")
        }
        #expect(VendorVariantTests.detected(Self.keyedLines) == "combined-kv")
        // `urt=` alone is no `rt=`; nor is a Combined line without the key one of this layout.
        let upstreamOnly =
            #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /a HTTP/1.1" 200 93 "-" "okhttp/4.12.0" urt="0.030""#
        #expect(try VendorVariantTests.read(upstreamOnly, preset: "combined-kv") == nil)
        let plain = #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /a HTTP/1.1" 200 93 "-" "okhttp/4.12.0""#
        #expect(try VendorVariantTests.read(plain, preset: "combined-kv") == nil)
        #expect(VendorVariantTests.detected([plain, upstreamOnly]) == "combined")
        // `rt=-` (nginx's empty value): a request without a time.
        let empty = #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /a HTTP/1.1" 200 93 "-" "okhttp/4.12.0" rt=-"#
        let read = try #require(try VendorVariantTests.read(empty, preset: "combined-kv"))
        #expect(read.micros == nil && read.target == "/a")
    }
}

@Suite("Log format presets: Akamai DataStream 2 structured lines")
struct AkamaiStructuredTests {
    /// Akamai DataStream 2's structured lines, as its documentation describes them: the default data set's values in
    /// order (with the stream id, or without as older streams write), space- or tab-delimited, the user agent and the
    /// referer URL-encoded (`%20`, or `+` for a blank), `-` for a field without a value.
    static let akamaiHead =
        "1 12345 123456 1239f220 1709460001.000 4995 203.0.113.9 200 HTTPS shop.example.com GET /orders/7 443 4995 text/html"
    static let akamaiToQuery = "0 TLSv1.3 4995 4995 232 5227"

    @Test(
        "Akamai DataStream 2 structured lines: read with their time, and their latency where the data set is the default",
        arguments: [
            (
                "\(akamaiHead) curl%2F8.5.0 \(akamaiToQuery) - en-US - 3 16 1 0 23.50.51.173 US Virginia HERNDON",
                "/orders/7", "curl/8.5.0", 16_000 as Int64?
            ),
            // The query string in its own field; a `+` for a blank in the agent.
            (
                "\(akamaiHead) Mozilla%2F5.0+%28X11%3B+Linux+x86_64%29 \(akamaiToQuery) tab=orders en-US https%3A%2F%2Fshop.example.com%2F 3 16 1 0 23.50.51.173 US Virginia HERNDON",
                "/orders/7?tab=orders", "Mozilla/5.0 (X11; Linux x86_64)", 16_000
            ),
            // Tab-delimited.
            (
                ("\(akamaiHead) curl%2F8.5.0 \(akamaiToQuery) - en-US - 3 16 1 0 23.50.51.173 US Virginia HERNDON")
                    .split(separator: " ").joined(separator: "\t"), "/orders/7", "curl/8.5.0", 16_000
            ),
            // Without the stream id.
            (
                "1 123456 1239f220 1709460001.000 4995 203.0.113.9 200 HTTPS shop.example.com GET /orders/7 443 4995 text/html curl%2F8.5.0 \(akamaiToQuery) - en-US - 3 16 1 0 23.50.51.173 US Virginia HERNDON",
                "/orders/7", "curl/8.5.0", 16_000
            ),
            // Other fields after the query string (a cookie, a range, X-Forwarded-For, an error code): read to the
            // user agent — no latency and no query rather than other fields taken for them.
            (
                "\(akamaiHead) curl%2F8.5.0 \(akamaiToQuery) tab=orders en-US cookie-content 37334-42356 - 198.51.100.7 3600 3 ERR_ACCESS_DENIED|fwd_acl 16 125 50",
                "/orders/7", "curl/8.5.0", nil
            ),
            // Fields chosen after the user agent other than the default's.
            ("\(akamaiHead) curl%2F8.5.0 1 0 US HERNDON", "/orders/7", "curl/8.5.0", nil),
        ] as [(String, String, String, Int64?)])
    func akamaiStructured(line: String, target: String, agent: String, micros: Int64?) throws {
        let read = try #require(try VendorVariantTests.read(line, preset: "akamai-datastream-structured"), "\(line)")
        #expect(read.method == "GET" && read.target == target && read.status == 200, "\(read)")
        #expect(read.seconds == 1_709_460_001 && read.micros == micros, "\(read)")
        #expect(read.agent == agent && read.client == "203.0.113.9", "\(read)")
        #expect(VendorVariantTests.detected([line, line]) == "akamai-datastream-structured")
    }

    @Test("Akamai's JSON is read as akamai-datastream, its structured lines not as any other layout")
    func akamaiJSONAndStructured() {
        let json =
            #"{"version":"1","streamId":"12345","cp":"123456","reqId":"1239f220","reqTimeSec":"1709460001.000","cliIP":"203.0.113.9","statusCode":"200","reqMethod":"GET","reqPath":"/orders/7","UA":"curl%2F8.5.0","queryStr":"-","turnAroundTimeMSec":"16"}"#
        #expect(VendorVariantTests.detected([json]) == "akamai-datastream")
        // A line that is not Akamai's: the status where its head has the protocol.
        let shifted =
            "1 12345 123456 1239f220 1709460001.000 4995 203.0.113.9 HTTPS 200 shop.example.com GET /orders/7 443 4995 text/html curl%2F8.5.0"
        #expect(VendorVariantTests.detected([shifted]) != "akamai-datastream-structured")
        // Text with as many words, without the epoch seconds: Logstash's rubydebug, a sentence.
        for text in [
            #"       "message" => "203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] \"GET /orders/7 HTTP/1.1\" 200 93 \"-\" \"curl/8.5.0\"","#,
            "the quick brown fox jumps over the lazy dog and then the GET /orders/7 request came in with a 200 to show",
        ] {
            #expect(VendorVariantTests.detected([text]) != "akamai-datastream-structured", "\(text)")
        }
    }
}

/// Amazon API Gateway's access logs, written from AWS's documented `$context` formats.
@Suite("Log format presets: API Gateway")
struct APIGatewayLogTests {
    @Test(
        "API Gateway's access logs: the console's JSON template (resourcePath), the docs' fields (path, epoch ms), an HTTP API's default (routeKey)",
        arguments: [
            (
                #"{ "requestId":"c6af9ac6-7b61-11e6-9a41-93e8deadbeef", "ip": "192.0.2.7", "caller":"-", "user":"-","requestTime":"21/Nov/2026:05:06:37 +0000", "httpMethod":"GET","resourcePath":"/users/{id}", "status":"200","protocol":"HTTP/1.1", "responseLength":"512" }"#,
                "GET /users/{id} 200 t=1795237597 µs=nil ua=nil ip=192.0.2.7"
            ),
            (
                #"{"requestId":"c6af9ac6","ip":"192.0.2.7","requestTimeEpoch":1795237597123,"httpMethod":"POST","resourcePath":"/users","path":"/prod/users","status":"201","responseLatency":"45","integrationLatency":"40","userAgent":"curl/8.5.0"}"#,
                "POST /prod/users 201 t=1795237597 µs=45000 ua=curl/8.5.0 ip=192.0.2.7"
            ),
            (
                #"{"requestId":"JkF1ZjZ","ip":"192.0.2.7","requestTime":"21/Nov/2026:05:06:37 +0000","httpMethod":"GET","routeKey":"GET /users/{id}","status":"200","protocol":"HTTP/1.1","responseLength":"512"}"#,
                "GET /users/{id} 200 t=1795237597 µs=nil ua=nil ip=192.0.2.7"
            ),
            // AWS's Centralized Logging with OpenSearch solution: the same fields in snake case (its test data's
            // line, the `identity` object cut short).
            (
                #"{"account_id": "123456789012", "api_id": "ify5mncve5", "authorize_status": "-", "authorizer_status": "-", "authorizer_latency": "-", "authorizer_request_id": "-", "principal_id": "-", "integration_latency": "0", "integration_status": "200", "response_latency": "7", "response_length": "0", "response_type": "-", "error_message": "-", "status_code": "200", "waf_latency": "5", "waf_status_code": "200", "waf_response_code": "WAF_ALLOW", "xray_trace_id": "Root=1-640b22bc-5f9b31a101fa5e5a3760cee7", "domain_name": "ify5mncve5.execute-api.us-west-1.amazonaws.com", "domain_prefix": "ify5mncve5", "http_method": "OPTIONS", "client_ip": "13.248.48.6", "user": "-", "user_agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:102.0) Gecko/20100101 Firefox/102.0", "user_arn": "-", "path": "/prod/query/saved-query", "protocol": "HTTP/1.1", "aws_endpoint_request_id": "-", "extended_request_id": "BkJdhF2iSK4FeHw=", "request_id": "f449ed27-72e3-4f64-a4b9-c3f54531f5da", "request_time_epoch": "1678451388662", "resource_id": "i2e6oe", "resource_path": "/query/saved-query", "stage": "prod", "api_key": "-", "api_key_id": "-", "identity": {"account_id": "-", "caller": "-"}, "region": "us-west-1", "api_name": "FederatedRestApi7893ov7ftf", "api_protocol_type": "REST", "api_key_name": "-", "api_usage_plan_name": "-"}"#,
                "OPTIONS /prod/query/saved-query 200 t=1678451388 µs=7000 ua=Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:102.0) Gecko/20100101 Firefox/102.0 ip=13.248.48.6"
            ),
        ])
    func apiGatewayLines(line: String, expected: String) throws {
        let read = try #require(try VendorVariantTests.read(line, preset: "aws-apigateway"))
        #expect(read.description == expected)
        #expect(VendorVariantTests.detected([line, line]) == "aws-apigateway")
    }

    @Test(
        "API Gateway's console CLF: a REST API's resource path, an HTTP API's method then route key; the call's method",
        arguments: [
            (
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/{id} HTTP/1.1" 200 512 c6af9ac6-7b61-11e6-9a41-93e8deadbeef"#,
                "GET /users/{id} 200 t=1795237597 µs=nil ua=nil ip=192.0.2.7"
            ),
            (
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "POST ANY /orders/{orderId} HTTP/1.1" 201 64 JkF1ZjZEIAMEbKw="#,
                "POST /orders/{orderId} 201 t=1795237597 µs=nil ua=nil ip=192.0.2.7"
            ),
        ])
    func apiGatewayCommonLogLines(line: String, expected: String) throws {
        let read = try #require(try VendorVariantTests.read(line, preset: "aws-apigateway-clf"))
        #expect(read.description == expected)
        #expect(VendorVariantTests.detected([line, line]) == "aws-apigateway-clf")
        #expect(try #require(LogFormatPreset.named("aws-apigateway-clf")).format.targetMayBeRouteTemplate)
    }

    @Test("a Common line with a trailing word but no template is Common's; a Combined line is never the CLF preset's")
    func apiGatewayCommonLogNearMisses() {
        let common = #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 c6af9ac6"#
        #expect(VendorVariantTests.detected([common, common]) != "aws-apigateway-clf")
        let combined =
            #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/{id} HTTP/1.1" 200 512 "-" "curl/8.5.0""#
        #expect(VendorVariantTests.detected([combined, combined]) == "combined")
    }

    @Test("an HTTP API's route key names the route's method (ANY): the call's httpMethod is the request's")
    func apiGatewayRouteKeyMethod() throws {
        let line =
            #"{"requestId":"JkF1ZjZ","ip":"192.0.2.7","requestTime":"21/Nov/2026:05:06:37 +0000","httpMethod":"DELETE","routeKey":"ANY /orders/{id}","status":"204","protocol":"HTTP/1.1","responseLength":"0"}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "aws-apigateway"))
        #expect(read.description == "DELETE /orders/{id} 204 t=1795237597 µs=nil ua=nil ip=192.0.2.7")
    }

    @Test("an HTTP API's $default route logs no request: an entry without one")
    func apiGatewayDefaultRoute() throws {
        let line =
            #"{"requestId":"JkF1ZjZ","ip":"192.0.2.7","requestTime":"21/Nov/2026:05:06:37 +0000","httpMethod":"GET","routeKey":"$default","status":"404","protocol":"HTTP/1.1","responseLength":"0"}"#
        #expect(try VendorVariantTests.isEntryWithoutRequest(line, preset: "aws-apigateway"))
    }
}

@Suite("Log format presets: Elastic Common Schema documents")
struct ECSDocumentTests {
    /// Filebeat's nginx module as Elasticsearch stores an access line (the original target, its path and query apart).
    static let filebeat =
        #"{"@timestamp":"2026-11-21T05:06:37.123Z","agent":{"type":"filebeat","version":"8.11.0"},"source":{"address":"192.0.2.7","ip":"192.0.2.7"},"http":{"version":"1.1","request":{"method":"GET","referrer":"-"},"response":{"status_code":404,"body":{"bytes":512}}},"url":{"original":"/users/43?x=1","path":"/users/43","query":"x=1"},"user_agent":{"original":"curl/8.5.0","name":"curl"},"event":{"dataset":"nginx.access","module":"nginx","category":["web"]},"ecs":{"version":"8.0.0"}}"#
    /// An ecs-logging library's request entry: dotted names beside nested ones, the full URL, the duration in ns.
    static let ecsLogging =
        #"{"log.level":"info","@timestamp":"2026-11-21T05:06:38.500Z","ecs.version":"8.10.0","http":{"version":"1.1","request":{"method":"POST","headers":{"host":"api.example.com"}},"response":{"status_code":201}},"url":{"full":"https://api.example.com/orders","domain":"api.example.com"},"client":{"address":"::ffff:192.0.2.8","ip":"::ffff:192.0.2.8","port":61614},"user_agent":{"original":"okhttp/4.12.0"},"event":{"duration":12500000},"message":"request completed"}"#
    /// An Elasticsearch search's hit (`elasticdump`, `_search` saved one hit a line).
    static let hit =
        #"{"_index":".ds-logs-nginx.access-default-2026.11.21-000001","_id":"Xx9","_score":1.0,"_source":{"@timestamp":"2026-11-21T05:06:39.000Z","url":{"original":"/users/44"},"http":{"request":{"method":"DELETE"},"response":{"status_code":204}},"source":{"address":"192.0.2.9"},"user_agent":{"original":"curl/8.5.0"},"event":{"duration":3000000}}}"#

    @Test("Filebeat's, ecs-logging's and Elasticsearch hits' ECS documents read with their time, duration and client")
    func documents() throws {
        let filebeat = try #require(try VendorVariantTests.read(Self.filebeat, preset: "ecs"))
        #expect(filebeat.method == "GET" && filebeat.target == "/users/43?x=1" && filebeat.status == 404)
        #expect(filebeat.seconds == 1_795_237_597 && filebeat.micros == nil)
        #expect(filebeat.agent == "curl/8.5.0" && filebeat.client == "192.0.2.7")
        let logging = try #require(try VendorVariantTests.read(Self.ecsLogging, preset: "ecs"))
        #expect(logging.method == "POST" && logging.target == "https://api.example.com/orders")
        #expect(logging.status == 201 && logging.seconds == 1_795_237_598 && logging.micros == 12_500)
        #expect(logging.client == "::ffff:192.0.2.8" && logging.agent == "okhttp/4.12.0")
        let hit = try #require(try VendorVariantTests.read(Self.hit, preset: "ecs"))
        #expect(hit.method == "DELETE" && hit.target == "/users/44" && hit.status == 204)
        #expect(hit.seconds == 1_795_237_599 && hit.micros == 3_000 && hit.client == "192.0.2.9")
        // Flat dotted names only (Logstash's `ecs_compatibility` output flattened by a processor).
        let flat =
            #"{"@timestamp":"2026-11-21T05:06:40Z","http.request.method":"GET","url.path":"/users/45","url.query":"a=b","http.response.status_code":200,"event.duration":1000000,"source.ip":"192.0.2.10"}"#
        let read = try #require(try VendorVariantTests.read(flat, preset: "ecs"))
        #expect(read.target == "/users/45?a=b" && read.micros == 1_000 && read.client == "192.0.2.10")
        // ECS 1.x's pipelines wrote the method in lowercase: read as the client sent it.
        let lowercased =
            #"{"@timestamp":"2020-11-21T05:06:40Z","http":{"request":{"method":"get"},"response":{"status_code":200}},"url":{"original":"/users/46"}}"#
        #expect(try VendorVariantTests.read(lowercased, preset: "ecs")?.method == "GET")
    }

    @Test("detected from such documents alone, not taken for another JSON layout")
    func detection() {
        #expect(VendorVariantTests.detected([Self.filebeat, Self.ecsLogging, Self.hit]) == "ecs")
        #expect(VendorVariantTests.detected([Self.ecsLogging]) == "ecs")
        #expect(VendorVariantTests.detected([Self.hit]) == "ecs")
    }
}

/// Cloudflare Workers' trace events, Bunny CDN's and Alibaba Cloud CDN's lines, ngrok's events, Akamai's paths and
/// Zeek's http.log records, as their vendors write them.
@Suite("Log format presets: edge, tunnel and sensor records")
struct EdgeAndSensorRecordTests {
    static let fetch =
        #"{"Event":{"RayID":"7e9ae7157ac0c33a","Request":{"URL":"http://shop.example.workers.dev/v2/_catalog?n=5","Method":"GET"},"Response":{"Status":404}},"EventTimestampMs":1689852946804,"EventType":"fetch","Exceptions":[],"Logs":[{"level":"info","message":"Request received"}],"Outcome":"exception","ScriptName":"shop","ScriptTags":["api"],"DispatchNamespace":"my-worker-dispatch"}"#

    @Test("a Worker's fetch event is read from its Event, timed by EventTimestampMs; WallTimeMs is its duration")
    func workersFetch() throws {
        let read = try #require(try VendorVariantTests.read(Self.fetch, preset: "cloudflare-workers"))
        // Absolute, as logged: matched on its path.
        #expect(read.method == "GET" && read.target == "http://shop.example.workers.dev/v2/_catalog?n=5", "\(read)")
        #expect(read.status == 404, "\(read)")
        #expect(read.seconds == 1_689_852_946 && read.micros == nil, "\(read)")
        let timed = Self.fetch.replacingOccurrences(of: #""ScriptName""#, with: #""WallTimeMs":37,"ScriptName""#)
        #expect(try VendorVariantTests.read(timed, preset: "cloudflare-workers")?.micros == 37_000)
        #expect(VendorVariantTests.detected([Self.fetch, timed]) == "cloudflare-workers")
        // A cron trigger's event holds no request: not a request of the log.
        let scheduled =
            #"{"Event":{"Cron":"*/5 * * * *","ScheduledTime":1689852900000},"EventTimestampMs":1689852900012,"EventType":"scheduled","Exceptions":[],"Logs":[],"Outcome":"ok","ScriptName":"shop"}"#
        #expect(try VendorVariantTests.read(scheduled, preset: "cloudflare-workers") == nil)
    }

    @Test("Bunny CDN's lines are read as GET requests on their URL's path, timed in ms, not taken for Pi-hole's")
    func bunnyCDN() throws {
        // As Bunny's logging documentation writes them: the client anonymized, a referer, a query.
        let lines = [
            "HIT|200|1507167062421|412|390|163.172.53.0|-|https://example.b-cdn.net/video.mp4|WA|Mozilla/5.0 (X11; Linux x86_64)|322b688bd63fb63f2babe9de30a5d262|DE",
            "MISS|404|1507167063000|0|390|0.0.0.0|https://example.com/a|https://example.b-cdn.net/v/1?x=2|DE|curl/8.5.0|322b688bd63fb63f2babe9de30a5d263|FR",
        ]
        let first = try #require(try VendorVariantTests.read(lines[0], preset: "bunnycdn"))
        #expect(first.method == nil && first.target == "https://example.b-cdn.net/video.mp4" && first.status == 200)
        #expect(first.seconds == 1_507_167_062 && first.client == "163.172.53.0", "\(first)")
        #expect(first.agent == "Mozilla/5.0 (X11; Linux x86_64)", "\(first)")
        let second = try #require(try VendorVariantTests.read(lines[1], preset: "bunnycdn"))
        #expect(second.target == "https://example.b-cdn.net/v/1?x=2" && second.status == 404, "\(second)")
        #expect(VendorVariantTests.detected(lines) == "bunnycdn")
    }

    @Test("Alibaba Cloud CDN's offline log lines are read, timed in their zone, not taken for Apache's SSL request log")
    func alibabaCDN() throws {
        // As Alibaba's documentation writes them (its sample, and one with a query and a back-to-source address).
        let lines = [
            #"[9/Jun/2015:01:58:09 +0800] 10.10.10.10 - 1542 "-" "GET http://www.aliyun.com/index.html" 200 191 2830 MISS "Mozilla/5.0 (compatible; AhrefsBot/5.0; +http://example.com/robot/)" "text/html""#,
            #"[9/Jun/2015:01:58:10 +0800] 10.10.10.11 192.168.1.1 31 "https://www.aliyun.com/" "POST https://www.aliyun.com/api/v1/orders?x=1" 201 912 64 HIT "okhttp/4.12.0" "application/json""#,
        ]
        let first = try #require(try VendorVariantTests.read(lines[0], preset: "alibaba-cdn"))
        #expect(first.method == "GET" && first.target == "http://www.aliyun.com/index.html" && first.status == 200)
        #expect(
            first.seconds == 1_433_786_289 && first.micros == 1_542_000 && first.client == "10.10.10.10", "\(first)")
        let second = try #require(try VendorVariantTests.read(lines[1], preset: "alibaba-cdn"))
        #expect(second.method == "POST" && second.target == "https://www.aliyun.com/api/v1/orders?x=1", "\(second)")
        #expect(second.agent == "okhttp/4.12.0" && second.micros == 31_000, "\(second)")
        #expect(VendorVariantTests.detected(lines) == "alibaba-cdn")
    }

    @Test("Huawei Cloud CDN's access logs are read, with the node's address some logs add after the range")
    func huaweiCDN() throws {
        // As Huawei's CDN documentation shows its log lines: each part of the request quoted apart, the path without
        // its query, the time to the last byte in ms.
        let lines = [
            #"[05/Feb/2018:07:54:52 +0800] 192.0.2.7 1 "-" "HTTP/1.1" "GET" "www.example.com" "/test/1234.apk" 206 720 HIT "Mozilla/5.0 (Linux; U; Android 6.0; en-us; EVA-AL10 Build/HUAWEIEVA-AL10) AppleWebKit/533.1 (KHTML, like Gecko) Mobile Safari/533.1" "bytes=-256""#,
            #"[05/Feb/2018:07:54:53 +0800] 192.0.2.8 35 "https://www.example.com/" "HTTP/2.0" "POST" "www.example.com" "/api/v1/orders" 201 512 MISS "okhttp/4.12.0" "-" 198.51.100.4"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "huawei-cdn"), "\($0)") }
        #expect(reads.map(\.method) == ["GET", "POST"] && reads.map(\.target) == ["/test/1234.apk", "/api/v1/orders"])
        #expect(reads.map(\.status) == [206, 201] && reads.map(\.micros) == [1000, 35_000])
        #expect(reads.map(\.seconds) == [1_517_788_492, 1_517_788_493] && reads[1].agent == "okhttp/4.12.0")
        #expect(reads.map(\.client) == ["192.0.2.7", "192.0.2.8"])
        #expect(VendorVariantTests.detected(lines) == "huawei-cdn")
    }

    @Test("Huawei Cloud's ELB access logs are read with the zone's time and seconds, older and later layouts alike")
    func huaweiELB() throws {
        // As the ELB documentation (Huawei's, Open Telekom Cloud's) shows its log lines: the current layout with the
        // TLS fields after the tenant, and an older one without a log stream id that ends at the tenant.
        let lines = [
            #"1644819836.370 eb11c5a9-93a7-4c48-80fc-03f61f638595 [2024-02-14T14:23:56+02:00] elb_01 192.168.1.1:888 200 "POST https://www.test.com/example/ HTTP/1.1" 1411 251 3 0.011 "200" "0.000" "0.011" "0.011" "192.168.1.2:8080" "okhttp/3.13.1" "-" "-" loadbalancer_295a7eee-9999-46ed-9fad-32a62ff0a687 listener_20679192-8888-4e62-a814-a2f870f62148 3333fd44fe3b42cbaa1dc2c641994d90 pool_89547549-6666-446e-9dbc-e3a551034c46 "-" f2bc165ad9b4483a9b17762da851bbbb 121.64.212.1:443 "10.1.1.2:8080" - TLSv1.2 ECDHE-RSA-AES256-GCM-SHA384 www.test.com 56704 -"#,
            #"1554944564.344 - [2024-04-11T09:02:44+02:00] elb 10.133.251.171:51527 500 "GET http://10.154.73.58/lrange/guestbook?page=2 HTTP/1.1" 411 3726 3545 19.028 "500" "0.009" "19.028" "19.028" "172.17.0.82:3000" "Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/73.0.3683.103 Safari/537.36" "http://10.154.73.58:5971/" "-" loadbalancer_ed0f790b-e194-4657-9f97-53426227099e listener_b21dd0a9-690a-4945-950e-b134095c6bd9 6b6aaf84d72b40fcb2d2b9b28f6a0b83"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "huawei-elb"), "\($0)") }
        #expect(reads.map(\.method) == ["POST", "GET"])
        #expect(
            reads.map(\.target) == [
                "https://www.test.com/example/", "http://10.154.73.58/lrange/guestbook?page=2",
            ])
        #expect(reads.map(\.status) == [200, 500] && reads.map(\.micros) == [11_000, 19_028_000])
        // 14:23:56 at +02:00 is 12:23:56 UTC.
        #expect(reads.map(\.seconds) == [1_707_913_436, 1_712_818_964])
        #expect(reads.map(\.client) == ["192.168.1.1", "10.133.251.171"] && reads[0].agent == "okhttp/3.13.1")
        #expect(VendorVariantTests.detected(lines) == "huawei-elb")
    }

    @Test("VMware SASE Cloud Web Security's records: the absolute URL, a null status, the array reflowed")
    func vmwareCWS() throws {
        // As Microsoft Sentinel's sample of these records has them (its two, some members left out), one per line.
        let lines = [
            #"{"cws_timestamp": "2023-08-28T11:58:15.688Z", "userId": "Unknown", "url": "http://ctldl.windowsupdate.com/msdownload/update/v3/static/trustedr/en/authrootstl.cab?16e0ffe7fec5d74e", "domain": "ctldl.windowsupdate.com", "categories": "Computer and Internet Info", "action": "allow", "userAgent": "Microsoft-CryptoAPI/10.0", "requestType": "unsupported_agent", "requestMethod": "GET", "egressIp": "NA", "destinationIp": "87.248.205.0", "sourceIp": "10.20.100.5", "contentType": "application/vnd.ms-cab-compressed", "accessMode": "proxy", "responseCode": "304", "protocol": "http", "region": "lhr4"}"#,
            #"{"cws_timestamp": "2023-08-28T11:54:22.114Z", "userId": "Unknown", "url": "https://as1678.awmdm.com/API/mdm/gateway/configuration?type=vpn", "domain": "as1678.awmdm.com", "action": "allow", "userAgent": "None", "requestMethod": "POST", "sourceIp": "10.100.230.3", "accessMode": "proxy", "responseCode": null, "protocol": "https", "region": "lhr4"}"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "vmware-cws"), "\($0)") }
        #expect(reads.map(\.method) == ["GET", "POST"])
        #expect(
            reads.map(\.target) == [
                "http://ctldl.windowsupdate.com/msdownload/update/v3/static/trustedr/en/authrootstl.cab?16e0ffe7fec5d74e",
                "https://as1678.awmdm.com/API/mdm/gateway/configuration?type=vpn",
            ])
        #expect(reads.map(\.status) == [304, 0] && reads.allSatisfy { $0.micros == nil })
        #expect(reads.map(\.seconds) == [1_693_223_895, 1_693_223_662])
        #expect(reads.map(\.client) == ["10.20.100.5", "10.100.230.3"] && reads[0].agent == "Microsoft-CryptoAPI/10.0")
        #expect(VendorVariantTests.detected(lines) == "vmware-cws")
    }

    @Test("Zscaler's NSS web feed in JSON: NSS's names and the Splunk add-on's, the URL after its host, tunnels apart")
    func zscalerWeb() throws {
        // As Elastic's Zscaler integration has NSS's JSON feed (a tunnel, a blocked POST); a line of the Splunk
        // add-on's documented feed format (its names for the same fields).
        let lines = [
            #"{ "sourcetype" : "zscalernss-web", "event" :{"time":"Fri Dec 31 07:07:07 2021","login":"test@example.com","proto":"HTTP","eurl":"www.example.com","action":"Blocked","appname":"General Browsing","appclass":"General Browsing","reqsize":"600","respsize":"65","stime":"0","ctime":"0","urlclass":"Business Use","urlsupercat":"Information Technology","urlcat":"Web Search","malwarecat":"None","threatname":"None","riskscore":"0","dlpeng":"None","dlpdict":"None","location":"Test DB","dept":"Unknown","cip":"81.2.69.193","sip":"81.2.69.145","reqmethod":"CONNECT","respcode":"200","ua":"Windows Microsoft Windows 10 Pro ZTunnel/1.0","ereferer":"None","ruletype":"FwFilter","rulelabel":"Zscaler Proxy Traffic","contenttype":"Other","unscannabletype":"None","deviceowner":"administrator1","devicehostname":"TestMachine35"}}"#,
            #"{ "sourcetype" : "zscalernss-web", "event" :{"time":"Fri Dec 31 07:07:07 2021","login":"test@example.com","proto":"HTTPS","eurl":"www.example.com.com/join/","action":"Blocked","appname":"General Browsing","appclass":"General Browsing","reqsize":"218","respsize":"14230","stime":"0","ctime":"0","urlclass":"Business Use","urlsupercat":"Business and Economy","urlcat":"Corporate Marketing","malwarecat":"None","threatname":"None","riskscore":"0","dlpeng":"None","dlpdict":"None","location":"Test DB","dept":"Unknown","cip":"81.2.69.193","sip":"89.160.20.156","reqmethod":"POST","respcode":"403","ua":"Microsoft-Delivery-Optimization/10.0","ereferer":"None","ruletype":"SSLPol","rulelabel":"SSL_1","contenttype":"Other","unscannabletype":"None","deviceowner":"administrator1","devicehostname":"TestMachine35"}}"#,
            #"{"sourcetype":"zscalernss-web","event":{"datetime":"Sat Nov 21 05:06:37 2026","reason":"Allowed","event_id":"7018284539217657857","protocol":"HTTPS","action":"Allowed","transactionsize":"1112","responsesize":"512","requestsize":"600","urlcategory":"Web Search","serverip":"198.51.100.10","clienttranstime":"12","servertranstime":"11","requestmethod":"GET","refererURL":"None","useragent":"curl/8.5.0","product":"NSS","location":"HQ","ClientIP":"192.0.2.7","status":"200","user":"alice@example.com","url":"api.example.com/users/42?page=2"}}"#,
        ]
        #expect(try VendorVariantTests.isEntryWithoutRequest(lines[0], preset: "zscaler-web"))
        let reads = try lines.dropFirst().map {
            try #require(try VendorVariantTests.read($0, preset: "zscaler-web"), "\($0)")
        }
        #expect(reads.map(\.method) == ["POST", "GET"] && reads.map(\.target) == ["/join/", "/users/42?page=2"])
        #expect(reads.map(\.status) == [403, 200] && reads.map(\.micros) == [0, 12_000])
        #expect(reads.map(\.seconds) == [1_640_934_427, 1_795_237_597])
        #expect(reads.map(\.client) == ["81.2.69.193", "192.0.2.7"] && reads[1].agent == "curl/8.5.0")
        #expect(VendorVariantTests.detected(lines) == "zscaler-web")
    }

    @Test("Blue Coat ProxySG's main access log without its header: quoted values, tunnels no requests, syslog too")
    func blueCoatHeaderless() throws {
        // As Microsoft Sentinel's sample of ProxySG's syslog messages has them (a tunnel, a download, a tunnel with a
        // user agent, a PAC file with status 0), then a line with a query and a `+` in its agent.
        let lines = [
            #"2020-05-02 02:16:40 122207 172.188.21.165 - - - OBSERVED "Technology/Internet" -  200 TCP_TUNNELED CONNECT - tcp xxx-xxxx-xxxx-xxxx.oms.opinsights.azure.com 443 / - - - 172.88.888.2 5414 2416 - "none" "none" 80 Ambiguous%20-%20Special%20Use 2"#,
            #"2020-05-02 02:16:14 2 172.154.52.132 - - - OBSERVED "Web Infrastructure" -  206 TCP_HIT GET application/octet-stream http download.windowsupdate.com 80 /d/msdownload/update/software/defu/2020/05/am_delta_patch_1.313.2734.0_e38ac8744b0322bae706aa231908f7ca92197b7e.exe - exe "Microsoft BITS/7.5" 172.88.888.2 6290 374 - "Microsoft Update" "Update Software" 80 United%20States 1"#,
            #"2020-05-02 02:16:10 4393 172.48.21.85 user76 - - OBSERVED "Web Ads/Analytics" -  200 TCP_TUNNELED CONNECT - tcp px.moatads.com 443 / - - "Mozilla/5.0 (Windows NT 6.1  Win64  x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.122 Safari/537.36" 172.88.888.2 939 3247 - "none" "none" 3128 Ambiguous%20-%20Special%20Use 2"#,
            #"2020-05-02 02:16:08 1 172.999.199.93 - - - PROXIED "WhiteList samplewhitelist sample-data-Domains Finance" -  0 - GET - http http-proxy.abcd.com 31415 /accelerated_pac_base.pac - pac - 172.88.888.2 0 112 - "none" "none" 31415 None 3"#,
            #"2026-11-21 05:06:37 15 10.1.1.1 jdoe - - DENIED "Gambling" https://www.example.com/ 403 TCP_DENIED GET text/html https api.example.com 443 /users/42 ?page=2 - "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" 192.0.2.10 1234 456 -"#,
        ]
        #expect(try VendorVariantTests.isEntryWithoutRequest(lines[0], preset: "bluecoat"))
        #expect(try VendorVariantTests.isEntryWithoutRequest(lines[2], preset: "bluecoat"))
        let reads = try [1, 3, 4].map {
            try #require(try VendorVariantTests.read(lines[$0], preset: "bluecoat"), "\(lines[$0])")
        }
        #expect(reads.map(\.method) == ["GET", "GET", "GET"])
        #expect(
            reads.map(\.target) == [
                "/d/msdownload/update/software/defu/2020/05/am_delta_patch_1.313.2734.0_e38ac8744b0322bae706aa231908f7ca92197b7e.exe",
                "/accelerated_pac_base.pac", "/users/42?page=2",
            ])
        #expect(reads.map(\.status) == [206, 0, 403] && reads.map(\.micros) == [2000, 1000, 15_000])
        #expect(reads.map(\.seconds) == [1_588_385_774, 1_588_385_768, 1_795_237_597])
        #expect(reads.map(\.client) == ["172.154.52.132", "172.999.199.93", "10.1.1.1"])
        #expect(
            reads.map(\.agent) == [
                "Microsoft BITS/7.5", nil, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            ])
        #expect(VendorVariantTests.detected(lines) == "bluecoat")
        #expect(
            VendorVariantTests.detected(lines.map { "<134>May  2 02:16:40 proxysg1 ProxySG: " + $0 })
                == "syslog+bluecoat")
    }

    @Test("Cisco Umbrella's web logs are read in every version's length, the absolute URL matched on its path")
    func ciscoUmbrella() throws {
        // As Umbrella's documentation shows its web log entries (the blank before the destination's address as it
        // has it), the latest version's and the 2017 one's; a row as Elastic's integration has one (2023); and a row
        // that ends before the identities and the method (made from the second).
        let lines = [
            #""2024-09-11 11:48:11","TheComputerName","192.192.192.135","1.1.1.91", "3.4.5.6","","ALLOWED","https://unitedstates.smartscreen.microsoft.com/","www.google.com","Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.100 Safari/537.36","200","562","1489","","","Search Engines","","","","","","Roaming Computer","","TheComputerName, ADSite,Network","Roaming Computer, Site, Network","GET","","","the.js","","","","isolated","downloaded_original_file","warn-session","","SWA","","","","swg-nginx-proxy-https-bd8cc1601841.signginx.atl1","ATL1","true","unitedstates.smartscreen.microsoft.com","false","false","","","2204063""#,
            #""2017-10-02 23:52:53","TheComputerName","192.192.192.135","1.1.1.91", "3.4.5.6","","ALLOWED","http://google.com/the.js","www.google.com","Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.100 Safari/537.36","200","562","1489","","","Search Engines","","","","","","Roaming Computer","","TheComputerName, ADSite,Network","Roaming Computer, Site, Network","GET","","","the.js","","","","isolated","downloaded_original_file","warn-session","","""#,
            #""2023-03-08 06:54:32","NetworkName","","101.102.103.104","201.202.203.204","application/octet-stream","ALLOWED","http://luna.avcdn.net/ez/xow7/jx7fcbcz7axphe46u2zh6iufcuewqpfrmfibkydoufe3qq.bin","","Avast Antivirus","200","","797","466","a459e1374395119b8a5aa26cf97738c3864d3130e93c083fbab6da3fe1ad9175","Computer Security","","","UNKNOWN","","0","Networks","","NetworkName","Networks","POST","","","jx7fcbcz7axphe46u2zh6iufcuewqpfrmfibkydoufe3qq.bin","13671956","","""#,
            #""2017-10-02 23:52:54","TheComputerName","192.192.192.136","1.1.1.91","3.4.5.6","text/html","BLOCKED","http://example.com/blocked?x=1","","curl/8.5.0","403","562","1489","","","Malware","","","","","","Roaming Computer","Malware""#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "cisco-umbrella"), "\($0)") }
        #expect(reads.map(\.method) == ["GET", "GET", "POST", nil])
        #expect(
            reads.map(\.target) == [
                "https://unitedstates.smartscreen.microsoft.com/", "http://google.com/the.js",
                "http://luna.avcdn.net/ez/xow7/jx7fcbcz7axphe46u2zh6iufcuewqpfrmfibkydoufe3qq.bin",
                "http://example.com/blocked?x=1",
            ])
        #expect(reads.map(\.status) == [200, 200, 200, 403] && reads.allSatisfy { $0.micros == nil })
        #expect(reads.map(\.seconds) == [1_726_055_291, 1_506_988_373, 1_678_258_472, 1_506_988_374])
        #expect(reads.map(\.client) == ["192.192.192.135", "192.192.192.135", nil, "192.192.192.136"])
        #expect(reads[2].agent == "Avast Antivirus")
        #expect(VendorVariantTests.detected(lines) == "cisco-umbrella")
        // Google Cloud Storage's usage CSV, quoted too, reads only rows with its epoch microseconds.
        #expect(try VendorVariantTests.read(lines[2], preset: "gcs") == nil)
    }

    @Test("Tencent Cloud CLB's access logs are read in the CLS and the COS layouts, with one blank or two")
    func tencentCLB() throws {
        // As CLB's documentation gives its two layouts, two blanks where it writes two (after the load balancer's
        // address in CLS's; after the status in COS's), and the COS layout once more with one blank there.
        let lines = [
            "[8c0285dfb299a8026954a2af44b688f9] [15/Apr/2025:15:04:50 +0800] [http] [81.2.69.144:80]  [onlyforlex.com] [175.16.199.0:1214] [200] [172.27.0.10:866] [200] [1378118] [HEAD /app HTTP/1.1] [149] [360] [onlyforlex.com] [python-requests/2.31.0] [-] [0.002] [0.002] [0.001] [0.002] [8214] [10837231457] [1] [-] [-] [-] [-]",
            "[35ec294539d4f802267659ed68e0ab7b] [01/Jul/2019:11:11:00 +0800] [https] [10.0.0.5:443] [www.example.com] [203.0.113.5:51234] [404]  [404] [1378118] [GET /api/v1/orders?page=2 HTTP/1.1] [512] [320] [www.example.com] [Mozilla/5.0 (X11; Linux x86_64) [en]] [https://www.example.com/] [0.015] [0.014] [0.001] [0.010] [1000] [12346] [1] [0.004] [ECDHE-RSA-AES128-GCM-SHA256] [TLSv1.2] [.]",
            "[05d6a3aba90ec7e368b1f62d7731ac34] [01/Jul/2019:11:11:01 +0800] [https] [10.0.0.5:443] [www.example.com] [198.51.100.23:51235] [502] [502] [1378118] [POST /api/v1/orders HTTP/1.1] [512] [320] [www.example.com] [okhttp/4.12.0] [-] [1.250] [1.249] [0.001] [1.249] [1000] [12347] [1] [-] [-] [-] [-]",
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "tencent-clb"), "\($0)") }
        #expect(reads.map(\.method) == ["HEAD", "GET", "POST"])
        #expect(reads.map(\.target) == ["/app", "/api/v1/orders?page=2", "/api/v1/orders"])
        #expect(reads.map(\.status) == [200, 404, 502] && reads.map(\.micros) == [2000, 15_000, 1_250_000])
        // 15:04:50 at +0800 is 07:04:50 UTC.
        #expect(reads.map(\.seconds) == [1_744_700_690, 1_561_950_660, 1_561_950_661])
        #expect(reads.map(\.client) == ["175.16.199.0", "203.0.113.5", "198.51.100.23"])
        #expect(
            reads.map(\.agent) == ["python-requests/2.31.0", "Mozilla/5.0 (X11; Linux x86_64) [en]", "okhttp/4.12.0"])
        #expect(VendorVariantTests.detected(lines) == "tencent-clb")
        // A scanner's bytes where the request stands: no layout's request line, so no layout's line.
        let junk = lines[2].replacingOccurrences(of: "[POST /api/v1/orders HTTP/1.1]", with: #"[\x16\x03\x01]"#)
        #expect(try VendorVariantTests.read(junk, preset: "tencent-clb") == nil)
        #expect(try !VendorVariantTests.isEntryWithoutRequest(junk, preset: "tencent-clb"))
    }

    @Test("Tencent Cloud COS's access logs from CLS are read by their object paths, lowercase methods too")
    func tencentCOS() throws {
        // As Elastic's Tencent Cloud integration ships a bucket's logs from CLS (its test data, the query shortened),
        // and a PUT with the lowercase method COS's documentation shows.
        let lines = [
            #"{"__FILENAME__":"","__HOSTNAME__":"","__SOURCE__":"","__TIMESTAMP__":1744606385000,"accountId":100013811111,"bucketName":"loganalysis-1301873956","deltaDataSize":0,"eventName":"GETBucket","eventSource":"cos.ap-chengdu.myqcloud.com","eventTime":"2025-04-14T04:53:05Z","eventVersion":1.0,"logSourceType":"USER","objectSize":"-","qcsRegion":"ap-chengdu","range":"-","referer":"-","remoteIp":"172.27.0.10","reqBytesSent":0,"reqMethod":"GET","reqPath":"/","reqQcsSource":"-","requestId":"NjdmYzk0YjFfMTgyMDYzNjRfY2MzNF80OTI2YjAw","requestUri":"GET /loganalysis-1301873956?list-type=2\u0026prefix=audit%2Fauditlog%2F2025%2F1 HTTP/1.1","requester":"100013811111:100006272255","resBytesSent":389448,"resErrorCode":"-","resErrorMsg":"-","resHttpCode":200,"resTotalTime":58,"storageClass":"-","targetStorageClass":"-","userAgent":"m/C,E aws-sdk-go-v2/1.30.5 os/linux lang/go#1.22.9 md/GOOS#linux md/GOARCH#amd64 api/s3#1.60.1","userSecretKeyId":"changeme","versionId":"-","vpcId":3150325}"#,
            #"{"eventVersion":"1.0","bucketName":"examplebucket-1250000000","qcsRegion":"ap-beijing","eventTime":"2018-12-01T11:02:33Z","eventSource":"examplebucket-1250000000.cos.ap-guangzhou.myqcloud.com","eventName":"UploadPart","remoteIp":"192.168.0.1","reservedFiled":"-","reqBytesSent":83886080,"deltaDataSize":808,"reqPath":"/folder/text.txt","reqMethod":"put","userAgent":"cos-go-sdk-v5.2.9","resHttpCode":404,"resErrorCode":"NoSuchKey","resErrorMsg":"The specified key does not exist.","resBytesSent":197,"resTotalTime":4295,"logSourceType":"USER","storageClass":"STANDARD","accountId":"100000000001"}"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "tencent-cos"), "\($0)") }
        #expect(reads.map(\.method) == ["GET", "PUT"] && reads.map(\.target) == ["/", "/folder/text.txt"])
        #expect(reads.map(\.status) == [200, 404] && reads.map(\.micros) == [58_000, 4_295_000])
        #expect(reads.map(\.seconds) == [1_744_606_385, 1_543_662_153])
        #expect(reads.map(\.client) == ["172.27.0.10", "192.168.0.1"] && reads[1].agent == "cos-go-sdk-v5.2.9")
        #expect(VendorVariantTests.detected(lines) == "tencent-cos")
    }

    @Test("Gravitee's file reporter metrics are read with the v4 engine's and the legacy engine's response times")
    func gravitee() throws {
        // As Gravitee's reporter documentation shows `metrics.json` (one object a line in the file): the reactive
        // engine's entry, then the legacy engine's (its method, path and status changed here).
        let lines = [
            #"{"timestamp":1692359213844,"requestId":"076aea69-6024-4590-aaea-6960247590a0","transactionId":"076aea69-6024-4590-aaea-6960247590a0","apiId":"5f67b38f-0700-4557-a7b3-8f0700855779","apiType":"proxy","planId":"8463511c-fbed-4ca9-a351-1cfbed9ca99d","applicationId":"91f077b0-1204-49e4-b077-b0120419e4f6","subscriptionId":"318e47e5-349c-4fa4-8e47-e5349c3fa444","clientIdentifier":"318e47e5-349c-4fa4-8e47-e5349c3fa444","httpMethod":"GET","localAddress":"127.0.0.1","remoteAddress":"127.0.0.1","host":"localhost:8082","uri":"/test-v4","pathInfo":"","userAgent":"curl/7.88.1","requestContentLength":-1,"requestEnded":true,"endpoint":"https://api.gravitee.io/echo","endpointResponseTimeMs":137,"status":200,"responseContentLength":274,"gatewayResponseTimeMs":144,"gatewayLatencyMs":7}"#,
            #"{"timestamp":1692357381941,"proxyResponseTimeMs":150,"proxyLatencyMs":6,"apiResponseTimeMs":144,"requestId":"13f5ae30-068b-4e2d-b5ae-30068bae2d2d","api":"ff3c6c48-53e0-41d6-bc6c-4853e011d656","application":"91f077b0-1204-49e4-b077-b0120419e4f6","transactionId":"13f5ae30-068b-4e2d-b5ae-30068bae2d2d","plan":"e115ea63-7cef-4646-95ea-637cef7646ec","localAddress":"127.0.0.1","remoteAddress":"127.0.0.1","httpMethod":"POST","host":"localhost:8082","uri":"/test?page=2","requestContentLength":0,"responseContentLength":275,"status":201,"endpoint":"https://api.gravitee.io/echo","path":"","userAgent":"curl/7.88.1","securityType":"API_KEY","securityToken":"21b560b2-59b8-4a4b-921a-32b3731fdec4","subscription":"04975880-f147-43bc-9758-80f147e3bcbb","customMetrics":{"zone":"europe-north1-a"}}"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "gravitee"), "\($0)") }
        #expect(reads.map(\.method) == ["GET", "POST"] && reads.map(\.target) == ["/test-v4", "/test?page=2"])
        #expect(reads.map(\.status) == [200, 201] && reads.map(\.micros) == [144_000, 150_000])
        #expect(reads.map(\.seconds) == [1_692_359_213, 1_692_357_381])
        #expect(reads.map(\.client) == ["127.0.0.1", "127.0.0.1"] && reads[0].agent == "curl/7.88.1")
        #expect(VendorVariantTests.detected(lines) == "gravitee")
    }

    @Test("Edgio's Real-Time Log Delivery entries are read with the status code, not the reason phrase")
    func edgio() throws {
        // The entries of Edgio's RTLD CDN sample log (its field reference's JSON Array format), the second given a
        // query and the `total_time` a profile may log.
        let lines = [
            #"{"user_agent": "Mozilla/5.0 (Windows NT 10.0; WOW64; rv:59.0) Gecko/20100101 Firefox/59.0", "rewritten_path": "/800001/marketing/Resources/Scripts/script.js", "timestamp": 1523916295.768957, "client_ip": "121.11.22.3", "client_ip_version": "INET", "client_port": 25773, "status": "OK", "cache_status": "TCP_HIT", "bytes_out": 65895, "write_time": 0.000707, "file_size": 65535, "server_ip": "155.155.123.210", "server_port": 80, "method": "GET", "host": "cdn.mydomain.com", "query": "", "auth_user": "", "read_time": 0.000000, "bytes_in": 812, "referer": "http://cdn.mydomain.com/default.htm", "path": "/Resources/Scripts/script.js", "status_code": 200}"#,
            #"{"user_agent": "Mozilla/5.0 (Windows NT 10.0; WOW64; rv:59.0) Gecko/20100101 Firefox/59.0", "rewritten_path": "/800001/marketing/skins/Images/print-black-24-px.png", "timestamp": 1523916295.841614, "client_ip": "123.10.10.2", "client_ip_version": "INET", "client_port": 25773, "status": "Not Found", "cache_status": "TCP_MISS", "bytes_out": 563, "write_time": 0.000213, "total_time": 0.041216, "file_size": 262, "server_ip": "156.15.122.134", "server_port": 80, "method": "GET", "host": "cdn.mydomain.com", "query": "v=2&w=24", "auth_user": "", "read_time": 0.000000, "bytes_in": 866, "referer": "http://cdn.mydomain.com/skins/styles/styles.css", "path": "/skins/Images/print-black-24-px.png", "status_code": 404}"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "edgio"), "\($0)") }
        #expect(reads.map(\.method) == ["GET", "GET"])
        #expect(
            reads.map(\.target) == [
                "/Resources/Scripts/script.js", "/skins/Images/print-black-24-px.png?v=2&w=24",
            ])
        #expect(reads.map(\.status) == [200, 404] && reads.map(\.micros) == [nil, 41_216])
        #expect(reads.map(\.seconds) == [1_523_916_295, 1_523_916_295])
        #expect(
            reads.map(\.client) == ["121.11.22.3", "123.10.10.2"] && reads[0].agent?.hasPrefix("Mozilla/5.0") == true)
        #expect(VendorVariantTests.detected(lines) == "edgio")
    }

    @Test("flog's JSON lines (Vector's demo_logs) are flog's, not another JSON layout's with a `request` member")
    func flog() throws {
        // As Vector's CloudWatch Logs guide shows the events of its demo_logs source, one object a line.
        let lines = [
            #"{"bytes": 26780, "datetime": "14/Sep/2020:11:45:41 -0400", "host": "157.130.216.193", "method": "PUT", "protocol": "HTTP/1.0", "referer": "https://www.principalcross-platform.io/markets/ubiquitous", "request": "/expedite/convergence", "source_type": "stdin", "status": 301, "user-identifier": "-"}"#,
            #"{"bytes": 17707, "datetime": "14/Sep/2020:11:45:41 -0400", "host": "109.81.244.252", "method": "GET", "protocol": "HTTP/2.0", "referer": "http://www.investormission-critical.io/24/7/vortals", "request": "/scale/functionalities/optimize", "source_type": "stdin", "status": 502, "user-identifier": "feeney1708"}"#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "flog"), "\($0)") }
        #expect(reads.map(\.method) == ["PUT", "GET"])
        #expect(reads.map(\.target) == ["/expedite/convergence", "/scale/functionalities/optimize"])
        #expect(reads.map(\.status) == [301, 502] && reads.map(\.seconds) == [1_600_098_341, 1_600_098_341])
        #expect(reads.map(\.client) == ["157.130.216.193", "109.81.244.252"])
        #expect(VendorVariantTests.detected(lines) == "flog")
    }

    @Test("Akamai Cloud Monitor's records are read from their message and netPerf objects")
    func akamaiCloudMonitor() throws {
        // Sumo Logic's sample of a Cloud Monitor record (its blanks taken out), then one with a query and a
        // URL-encoded agent.
        let lines = [
            #"{"type":"cloud_monitor","format":"default","version":"1.0","id":"9437c7a786510b6a6234a4a","start":"1379543560.807","cp":"180370","message":{"proto":"http","protoVer":"1.0","status":"200","cliIP":"134.190.235.161","reqPort":"80","reqHost":"www.acmeco.com","reqMethod":"GET","reqPath":"/jobs","respCT":"","respLen":"","bytes":"","UA":"Chrome/35.0.1916.114","fwdHost":""},"reqHdr":{"accEnc":"gzip","conn":"Keep-Alive"},"respHdr":{"accRange":"bytes","conn":"keep-alive","contEnc":"gzip","date":"2017-07-13 17:53:38.653 +0000","eTag":"\"\"","lastMod":"Mon,%2023%20Jan%202012%2001:44:17%20GMT","server":"Apache/2.2.14%20(Ubuntu)","cookie":"898051433939"},"netPerf":{"downloadTime":"19","netOriginLatency":"00","originName":"down","originIP":"","originInitIP":"10.10.10.10","originRetry":"0","lastMileRTT":"46","cacheStatus":"1","firstByte":"1","lastByte":"1","asnum":"4812","edgeIP":""},"geo":{"country":"us","region":"","city":""},"waf":{"logVer":""},"ipRules":"","warnRules":"","denyRules":""}"#,
            #"{"type":"cloud_monitor","format":"default","version":"1.0","id":"9437c7a786510b6a6234a4b","start":"1379543561.250","cp":"180370","message":{"proto":"https","protoVer":"1.1","status":"404","cliIP":"134.190.235.162","reqPort":"443","reqHost":"www.acmeco.com","reqMethod":"POST","reqPath":"/jobs/apply","reqQuery":"ref=mail","UA":"Mozilla/5.0%20(X11;%20Linux%20x86_64)","fwdHost":""},"netPerf":{"downloadTime":"7","lastMileRTT":"46"}}"#,
        ]
        let reads = try lines.map {
            try #require(try VendorVariantTests.read($0, preset: "akamai-cloudmonitor"), "\($0)")
        }
        #expect(reads.map(\.method) == ["GET", "POST"] && reads.map(\.target) == ["/jobs", "/jobs/apply?ref=mail"])
        #expect(reads.map(\.status) == [200, 404] && reads.map(\.micros) == [19_000, 7_000])
        #expect(reads.map(\.seconds) == [1_379_543_560, 1_379_543_561])
        #expect(reads.map(\.agent) == ["Chrome/35.0.1916.114", "Mozilla/5.0 (X11; Linux x86_64)"])
        #expect(reads.map(\.client) == ["134.190.235.161", "134.190.235.162"])
        #expect(VendorVariantTests.detected(lines) == "akamai-cloudmonitor")
    }

    @Test("InfluxDB 1.x's access lines are read with their microseconds; the server's own lines are no requests")
    func influxDB() throws {
        // As a 1.2 server's journal and a 1.8 server's stderr keep them.
        let lines = [
            #"[I] 2017-06-09T11:28:58Z Listening on HTTP:[::]:8086 service=httpd"#,
            #"[httpd] 127.0.0.1 - - [09/Jun/2017:04:29:00 -0700] "POST /write?consistency=any&db=telegraf HTTP/1.1" 404 69 "-" "-" d560316c-4d06-11e7-8001-000000000000 1465"#,
            #"ts=2021-07-03T10:05:29.705591Z lvl=info msg="Listening on HTTP" log_id=0V6y7ktG000 service=httpd addr=[::]:8086 https=false"#,
            #"[httpd] 127.0.0.1 - - [03/Jul/2021:10:05:35 +0000] "POST /write?db=einstein&precision=ns HTTP/1.1" 204 0 "-" "Telegraf/1.19.0 Go/1.16.5" 35dc6f5a-dbe6-11eb-8002-0242ac110003 43007"#,
        ]
        #expect(
            try ContainerWrapperTests.results(lines, "influxdb") == [
                "…", "/write?consistency=any&db=telegraf 404 t=1497007740", "…",
                "/write?db=einstein&precision=ns 204 t=1625306735",
            ])
        let read = try #require(try VendorVariantTests.read(lines[3], preset: "influxdb"))
        #expect(read.micros == 43_007 && read.agent == "Telegraf/1.19.0 Go/1.16.5" && read.client == "127.0.0.1")
        #expect(VendorVariantTests.detected(lines) == "influxdb")
        // A file named by `access-log-path` has no prefix; the request id's dashes tell it from Combined with
        // Apache's `%I %O` after it.
        let file = String(lines[3].dropFirst("[httpd] ".count))
        #expect(try VendorVariantTests.read(file, preset: "influxdb")?.micros == 43_007)
        #expect(VendorVariantTests.detected([file, file]) == "influxdb")
        let logio = #"127.0.0.1 - - [03/Jul/2021:10:05:35 +0000] "GET /a HTTP/1.1" 200 0 "-" "curl/8.5.0" 512 1024"#
        #expect(try VendorVariantTests.read(logio, preset: "influxdb") == nil)
    }

    @Test("hapi's good events: the response events are requests, with their lowercase method; the others are not")
    func hapiGood() throws {
        // good's README (SafeJson to a file): a log event, then a response event.
        let lines = [
            #"{"event":"log","timestamp":1569109412144,"tags":["log"],"data":"Server Started","pid":3630}"#,
            #"{"event":"response","timestamp":1569109412146,"id":"1569109412146:localhost:3630:k0u78b2x:10000","instance":"http://localhost:44883","method":"get","path":"/","query":{},"responseTime":5,"statusCode":200,"pid":3630,"httpVersion":"1.1","route":"/","log":[],"source":{"remoteAddress":"127.0.0.1","userAgent":"shot"},"config":{}}"#,
        ]
        #expect(try VendorVariantTests.isNotARequest(lines[0], preset: "hapi-good"))
        let read = try #require(try VendorVariantTests.read(lines[1], preset: "hapi-good"))
        #expect(read.method == "GET" && read.target == "/" && read.status == 200 && read.micros == 5_000)
        #expect(read.seconds == 1_569_109_412 && read.agent == "shot" && read.client == "127.0.0.1")
        #expect(VendorVariantTests.detected(lines) == "hapi-good")
    }

    @Test("restify's audit records through bunyan are read as pino's, their latency in ms")
    func restifyAudit() throws {
        // bunyan-view's README's record (its headers cut short).
        let line =
            #"{"name":"amon-master","hostname":"9724a190","pid":12859,"audit":true,"level":30,"remoteAddress":"10.2.207.2","remotePort":50394,"req_id":"cce79d15","req":{"method":"HEAD","url":"/agentprobes?agent=ccf92af9","headers":{"accept":"application/json","host":"10.2.207.16"},"httpVersion":"1.1","version":"*"},"res":{"statusCode":200,"headers":{"x-response-time":3},"trailer":false},"route":{"name":"HeadAgentProbes","version":false},"latency":3,"secure":false,"_audit":true,"msg":"HeadAgentProbes handled: 200","time":"2012-08-08T10:25:47.636Z","v":0}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "pino"))
        #expect(read.method == "HEAD" && read.target == "/agentprobes?agent=ccf92af9" && read.status == 200)
        #expect(read.micros == 3_000 && read.seconds == 1_344_421_547)
        #expect(VendorVariantTests.detected([line, line]) == "pino")
    }

    @Test("OpenStack's API request lines are read with their seconds; the services' other lines are no requests")
    func openStack() throws {
        // nova-api's log as loghub keeps it (its file-name prefix taken off).
        let lines = [
            #"2017-05-16 00:00:00.008 25746 INFO nova.osapi_compute.wsgi.server [req-38101a0b-2096-447d-96ea-a692162415ae 113d3a99c3da401fbd62cc2caa5b96d2 54fadb412c4e40cdbaed9335e4c35a9e - - -] 10.11.10.1 "GET /v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail HTTP/1.1" status: 200 len: 1893 time: 0.2477829"#,
            #"2017-05-16 00:00:10.279 25743 INFO nova.api.openstack.compute.server_external_events [req-ab451068-9756-4ad9-9d18-5ceaa6424627 f7b8d1f1d4d44643b07fa10ca7d021fb e9746973ac574c6b8a9e8857f56a7608 - - -] Creating event network-vif-plugged:e3871ffd-5cd5-4287-bddd-3529f7"#,
            #"2017-05-16 00:00:10.301 25743 INFO nova.osapi_compute.wsgi.server [req-ab451068-9756-4ad9-9d18-5ceaa6424627 f7b8d1f1d4d44643b07fa10ca7d021fb e9746973ac574c6b8a9e8857f56a7608 - - -] 10.11.10.1 "POST /v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events HTTP/1.1" status: 200 len: 380 time: 0.0913219"#,
        ]
        #expect(
            try ContainerWrapperTests.results(lines, "openstack") == [
                "/v2/54fadb412c4e40cdbaed9335e4c35a9e/servers/detail 200 t=1494892800", "…",
                "/v2/e9746973ac574c6b8a9e8857f56a7608/os-server-external-events 200 t=1494892810",
            ])
        let read = try #require(try VendorVariantTests.read(lines[0], preset: "openstack"))
        #expect(read.micros == 247_782 && read.client == "10.11.10.1" && read.method == "GET")
        #expect(VendorVariantTests.detected(lines) == "openstack")
    }

    @Test("Vespa's JSON access log; Gravitee's v4 log records; express-bunyan-logger's records")
    func vespaGraviteeBunyan() throws {
        let vespa =
            #"{"ip":"152.200.54.243","time":920880005.023,"duration":0.122,"responsesize":9875,"code":200,"method":"GET","uri":"/search?query=test&param=value","version":"HTTP/1.1","agent":"Mozilla/4.05 [en] (Win95; I)","host":"localhost","search":{"totalhits":1234,"hits":0},"attributes":{"singlevalue":"value1","multivalue":["value2","value3"]}}"#
        let vespaRead = try #require(try VendorVariantTests.read(vespa, preset: "vespa"))
        #expect(vespaRead.target == "/search?query=test&param=value" && vespaRead.status == 200)
        #expect(vespaRead.micros == 122_000 && vespaRead.seconds == 920_880_005)
        #expect(vespaRead.agent == "Mozilla/4.05 [en] (Win95; I)" && vespaRead.client == "152.200.54.243")
        #expect(VendorVariantTests.detected([vespa, vespa]) == "vespa")
        // Gravitee 4's log record as DataDog's integration tests ship it (its headers and bodies cut short).
        let gravitee =
            #"{"apiName":"Temperature Conversion","hostname":"23b3c1fc3d25","service":"gio-apim-gateway","requestId":"deffe8bf-7176-4b6b-bfe8-bf71761b6b45","requestEnded":true,"endpointResponse":{"status":0},"entrypointResponse":{"headers":{"Content-Type":["application/json"]},"status":401},"entrypointRequest":{"headers":{"User-Agent":["PostmanRuntime/7.44.0"],"Host":["localhost:8082"]},"method":"POST","uri":"/tempconvert-v4"},"apiId":"297c43be","timestamp":1749722405614,"status":"info"}"#
        let graviteeRead = try #require(try VendorVariantTests.read(gravitee, preset: "gravitee"))
        #expect(graviteeRead.method == "POST" && graviteeRead.target == "/tempconvert-v4")
        #expect(graviteeRead.status == 401 && graviteeRead.seconds == 1_749_722_405)
        #expect(graviteeRead.agent == "PostmanRuntime/7.44.0")
        // express-bunyan-logger (node-bunyan's corpus): `response-time`, headers in `req-headers`.
        let bunyan =
            #"{"name":"app","hostname":"web-1","pid":7,"req_id":"a1","level":30,"remote-address":"127.0.0.1","ip":"127.0.0.1","method":"GET","url":"/users/42","referer":"-","user-agent":{"family":"Chrome"},"body":{},"short-body":"{}","http-version":"1.1","response-time":232,"status-code":304,"req-headers":{"host":"localhost:3000","user-agent":"curl/8.5.0"},"res-headers":{},"req":{"method":"GET","url":"/users/42","headers":{"host":"localhost:3000"},"remoteAddress":"127.0.0.1","remotePort":58472},"res":{"statusCode":304,"header":"HTTP/1.1 304 Not Modified"},"incoming":"<--","msg":"127.0.0.1 <-- GET /users/42 304 232ms","time":"2013-12-12T00:50:51.461Z","v":0}"#
        let bunyanRead = try #require(try VendorVariantTests.read(bunyan, preset: "pino"))
        #expect(bunyanRead.status == 304 && bunyanRead.micros == 232_000 && bunyanRead.agent == "curl/8.5.0")
    }

    @Test("mod_ssl's loose layout is not detected from lines it reads without a request (another CDN's log)")
    func apacheSSLRequestNeedsRequests() throws {
        // UCloud's CDN log, as its documentation shows it: mod_ssl's layout does not read its lines (their request
        // comes third, not fifth, and much follows it).
        let ucloud =
            #"[2022-02-18 00:15:00] 192.0.2.7 "GET /ucdntest.mp4 HTTP/1.1" TCP_HIT 200 674 81 www.example.com http://www.example.com/ - NONE/- 198.51.100.38 198.51.100.88 0 0 0 "Mozilla/5.0+AppleWebKit/537.36+(KHTML,+like+Gecko)" 1495186500 1513283749 bytes=0-1 2 8459952 674 0"#
        #expect(try VendorVariantTests.read(ucloud, preset: "apache-ssl-request") == nil)
        #expect(try !VendorVariantTests.isEntryWithoutRequest(ucloud, preset: "apache-ssl-request"))
        #expect(VendorVariantTests.detected([ucloud, ucloud]) != "apache-ssl-request")
        // Its own lines still are, a `"-"` request among them.
        let own = [
            #"[03/Mar/2024:10:00:01 +0000] 203.0.113.9 TLSv1.3 TLS_AES_256_GCM_SHA384 "GET /orders/7 HTTP/1.1" 93"#,
            #"[03/Mar/2024:10:00:02 +0000] 203.0.113.9 TLSv1.2 ECDHE-RSA-AES128-GCM-SHA256 "-" -"#,
        ]
        #expect(VendorVariantTests.detected(own) == "apache-ssl-request")
        // A bracketed time's line with a status, the bytes and a user agent after the request is another layout's:
        // mod_ssl's would take its status for the bytes. Common's reader takes the request after the bracket a quote
        // follows, and the time from the first.
        let custom =
            #"[08/Jan/2019:17:48:10 +0000] [docs.example.org:443] [client 192.0.2.7, 198.51.100.4] "GET /core/app.js?v=3.2.1 HTTP/1.1" 200 30138 "Mozilla/5.0 (Windows NT 10.0; Win64; x64)""#
        #expect(try VendorVariantTests.read(custom, preset: "apache-ssl-request") == nil)
        let detected = try #require(VendorVariantTests.detected([custom, custom]))
        #expect(detected == "common" || detected == "combined")
        let read = try #require(try VendorVariantTests.read(custom, preset: detected))
        #expect(read.target == "/core/app.js?v=3.2.1" && read.status == 200 && read.seconds == 1_546_969_690)
    }

    @Test(
        "the loose layouts (morgan, Akamai's structured, Phoenix's joined line) are not detected from lines they read without a request",
        arguments: [
            // Vert.x's LoggerHandler (short) through java.util.logging: morgan's `short` reads the level as the client.
            ("morgan", "INFO: 127.0.0.1 - GET /api/items HTTP/1.1 201 48 - 17 ms"),
            // Tencent Cloud CDN's offline log (as its documented fields compose a line) with an epoch in the column
            // of Akamai's: its structured layout takes it apart, the path in a column of no request.
            (
                "akamai-datastream-structured",
                #"20220611095102 198.51.100.9 www.example.com /video/test.mp4 1654941062 1050 1046 206 https://www.example.com/index.html 385 "Mozilla/5.0 (iPhone; CPU iPhone OS 15_5 like Mac OS X)" "bytes=0-1048575" GET HTTP/2.0 miss 40112"#
            ),
            // Source code: a Rust match arm has the joined Phoenix line's shape (`WORD WORD => …`).
            ("phoenix", "        None => time_format_for_format(format),"),
        ])
    func looseLayoutsNeedRequests(preset: String, line: String) throws {
        let format = try #require(LogFormatPreset.named(preset))
        #expect(format.detectedOnlyByRequests)
        #expect(LogFormatDetector.score(format.format, lines: [Array(line.utf8)]).parsed == 1)
        #expect(LogFormatDetector.score(format.format, lines: [Array(line.utf8)], evidence: .requests).parsed == 0)
        #expect(VendorVariantTests.detected([line, line]) != preset)
    }

    @Test(
        "frameworks' and CDNs' own layouts: read with their unit, detected from their lines",
        arguments: [
            // koa-logger (its source's format: two blanks, the arrow, the time with a thousands comma past a second).
            (
                "koa", "  --> GET /users?page=2 200 1,466ms 4.66kb", "GET", "/users?page=2", 200,
                1_466_000 as Int64?, nil as Int64?, nil as String?
            ),
            ("koa", "  xxx POST /users 500 12s -", "POST", "/users", 500, 12_000_000, nil, nil),
            ("hono", "--> GET /notfound?x=1 404 0ms", "GET", "/notfound?x=1", 404, 0, nil, nil),
            ("hono", "--> GET /seconds 200 2s", "GET", "/seconds", 200, 2_000_000, nil, nil),
            // Granian 2.8 and Sanic 25.12, as they wrote these lines.
            (
                "granian", #"[2026-11-28 12:43:18 +0000] 127.0.0.1 - "GET / HTTP/1" 200 0.063"#, "GET", "/", 200, 63,
                1_795_869_798, "127.0.0.1"
            ),
            (
                "sanic",
                "Srv 0|2026-11-28 12:43:01 +0000 INFO: 127.0.0.1:34386 POST http://127.0.0.1:18083/api/items?x=1 201 9  0.2ms",
                "POST", "http://127.0.0.1:18083/api/items?x=1", 201, 200, 1_795_869_781, "127.0.0.1"
            ),
            (
                "ucloud-cdn",
                #"[2022-02-18 00:15:09] 198.51.100.61 "POST /api/upload HTTP/1.1" TCP_MISS 502 312 3012 www.example.com - - NONE/- 198.51.100.38 198.51.100.88 502 1 0 "curl/7.81.0""#,
                "POST", "/api/upload", 502, 3_012_000, 1_645_143_309, "198.51.100.61"
            ),
            (
                "tencent-edgeone",
                #"{"ClientState":"CH-AH","EdgeResponseTime":12,"RequestID":"13515444256055847386","ClientRegion":"CN","RemotePort":443,"RequestHost":"www.example.com","RequestMethod":"GET","RequestUrlQueryString":"q=edgeone&page=2","RequestUrl":"/search","RequestProtocol":"HTTP/2.0","RequestTime":"2022-07-01T02:37:15Z","EdgeCacheStatus":"dynamic","EdgeResponseBytes":512,"EdgeResponseStatusCode":404,"ClientIP":"203.0.113.20","RequestReferer":"-","RequestUA":"curl/8.5.0","EdgeServerIP":"0.0.0.0","RequestRange":"-","EdgeInternalTime":10,"RequestBytes":237}"#,
                "GET", "/search?q=edgeone&page=2", 404, 12_000, 1_656_643_035, "203.0.113.20"
            ),
            (
                "aws-vpc-lattice",
                #"{"serviceNetworkArn":"arn:aws:vpc-lattice:ap-southeast-2:123467890123:servicenetwork/sn-0e05d75deabe9f290","listenerType":"-","authDeniedReason":"-","sourceIpPort":"10.0.183.56:57086","targetIpPort":"172.31.9.231:80","failureReason":"-","startTime":"2024-08-04T11:28:40Z","requestMethod":"GET","requestPath":"/","protocol":"HTTP/1.1","responseCode":404,"bytesReceived":135,"bytesSent":1247,"duration":23,"userAgent":"curl/8.5.0","requestToTargetDuration":21,"responseFromTargetDuration":0}"#,
                "GET", "/", 404, 23_000, 1_722_770_920, "10.0.183.56"
            ),
            // http-server (npm), its -U time; Ktor through Logback's default pattern, a redirect; AWS WAF.
            (
                "http-server", #"[Tue, 04 Jun 2024 10:21:04 GMT] ::ffff:127.0.0.1 "POST /api/items" "curl/8.5.0""#,
                "POST", "/api/items", 0, nil, 1_717_496_464, "::ffff:127.0.0.1"
            ),
            (
                "ktor",
                "2024-05-14 10:21:06.131 [eventLoopGroupProxy-4-3] INFO  io.ktor.server.Application - 302 Found: GET - /login in 3ms -> /auth",
                "GET", "/login", 302, 3000, 1_715_682_066, nil
            ),
            (
                "aws-waf",
                #"{"timestamp":1576280412771,"formatVersion":1,"webaclId":"arn:aws:wafv2:ap-southeast-2:111122223333:regional/webacl/STMTest/1EXAMPLE-2ARN-3ARN-4ARN-123456EXAMPLE","terminatingRuleId":"STMTest_SQLi_XSS","terminatingRuleType":"REGULAR","action":"BLOCK","httpSourceName":"ALB","httpSourceId":"111122223333-app/test","responseCodeSent":403,"httpRequest":{"clientIp":"1.1.1.1","country":"AU","headers":[{"name":"Host","value":"localhost:1989"},{"name":"User-Agent","value":"curl/7.61.1"}],"uri":"/foo","args":"id=1","httpVersion":"HTTP/1.1","httpMethod":"GET","requestId":"rid"}}"#,
                "GET", "/foo?id=1", 403, nil, 1_576_280_412, "1.1.1.1"
            ),
        ] as [(String, String, String, String, Int, Int64?, Int64?, String?)])
    func frameworkAndCDNLayouts(
        preset: String, line: String, method: String, target: String, status: Int, micros: Int64?, seconds: Int64?,
        client: String?
    ) throws {
        let read = try #require(try VendorVariantTests.read(line, preset: preset))
        #expect(read.method == method && read.target == target && read.status == status, "\(read)")
        #expect(read.micros == micros && read.seconds == seconds && read.client == client, "\(read)")
        #expect(VendorVariantTests.detected([line, line]) == preset)
    }

    @Test("AWS Amplify's access logs, CloudFront's fields as CSV under a header row, are read by that header")
    func amplifyCSV() throws {
        // As Amplify Hosting's access log download writes them: the header's parentheses escaped, the user agent
        // URL-encoded with its commas taken out, `=` escaped in the query.
        let lines = [
            #"date,time,x-edge-location,sc-bytes,c-ip,cs-method,cs\(Host),cs-uri-stem,sc-status,cs\(Referer),cs\(User-Agent),cs-uri-query,cs\(Cookie),x-edge-result-type,x-edge-request-id,x-host-header,cs-protocol,cs-bytes,time-taken,x-forwarded-for,ssl-protocol,ssl-cipher,x-edge-response-result-type,cs-protocol-version,fle-status,fle-encrypted-fields,c-port,time-to-first-byte,x-edge-detailed-result-type,sc-content-type,sc-content-len,sc-range-start,sc-range-end"#,
            #"2026-08-16,16:25:51,BNA50-P1,11463,203.0.113.40,GET,d47zhgcam9txj.cloudfront.net,/api/orders/7,200,https://app.example.com/,Mozilla/5.0%20(Macintosh;%20Intel%20Mac%20OS%20X%2010_15_7),-,-,Miss,x_XaI0l,app.example.com,https,512,0.093,-,TLSv1.3,TLS_AES_128_GCM_SHA256,Miss,HTTP/3.0,-,-,60221,0.093,Miss,application/json,-,-,-"#,
            #"2026-08-16,16:30:02,SIN3-P3,900,198.51.100.4,POST,d47zhgcam9txj.cloudfront.net,/api/orders,201,-,curl/8.5.0,-,-,Miss,-,app.example.com,https,210,0.021,-,TLSv1.3,TLS_AES_128_GCM_SHA256,Miss,HTTP/1.1,-,-,41522,0.021,Miss,application/json,-,-,-"#,
        ]
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "aws-cloudfront" && detection.parsedLines == 2)
        let reads = try lines.dropFirst().map {
            try #require(LogFormatPresetTests.read($0, detection.preset.format), "\($0)")
        }
        #expect(reads.map(\.method) == ["GET", "POST"] && reads.map(\.target) == ["/api/orders/7", "/api/orders"])
        #expect(reads.map(\.status) == [200, 201] && reads.map(\.micros) == [93_000, 21_000])
        #expect(reads.map(\.seconds) == [1_786_897_551, 1_786_897_802])
        #expect(
            reads[0].agent == "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)" && reads[1].client == "198.51.100.4")
        // The header row is the format's directive: neither a request nor malformed, wherever it comes again.
        #expect(LogFormatPreset.isFieldsDirective(Array(lines[0].utf8)))
        #expect(detection.preset.format.directivePrefix.map { lines[0].utf8.starts(with: $0) } == true)
    }

    @Test("koa-logger's and Hono's lines for a request coming are neither requests nor malformed")
    func requestComingLines() throws {
        #expect(try VendorVariantTests.isNotARequest("  <-- GET /users?page=2", preset: "koa"))
        #expect(try VendorVariantTests.isNotARequest("<-- POST /posts", preset: "hono"))
        #expect(
            VendorVariantTests.detected(["  <-- GET /", "  --> GET / 200 835ms 746b", "  <-- POST /users"]) == "koa")
        #expect(VendorVariantTests.detected(["<-- GET /", "--> GET / 200 3ms", "<-- POST /posts"]) == "hono")
    }

    @Test("Nginx Proxy Manager's other formats (standard, proxy before Sent-to) and NPMplus's alog are read")
    func nginxProxyManagerFormats() throws {
        // As NPM's and NPMplus's log.conf define them (CrowdSec's parser tests hold such lines).
        let lines = [
            #"[01/Oct/2025:14:32:20 +0000] 200 - GET https app.example.com "/login?next=%2F" [Client 192.168.1.25] [Length 3421] [Gzip 3.12] "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)" "-""#,
            #"[01/Oct/2025:14:32:21 +0000] - 404 404 - GET http api.example.org "/v1/health" [Client 192.168.1.26] [Length 512] [Gzip 1.1] "curl/7.68.0" "-""#,
            #"[01/Oct/2025:15:32:22 +0100] mx.example.org 192.168.1.27 0.227 "REPORT /SOGo/dav/Calendar/personal/ HTTP/2.0" 207 125 440 - Mozilla/5.0 (Windows NT 10.0; Win64; x64) Thunderbird/115.7.0"#,
        ]
        let reads = try lines.map {
            try #require(try VendorVariantTests.read($0, preset: "nginx-proxy-manager"), "\($0)")
        }
        #expect(reads.map(\.target) == ["/login?next=%2F", "/v1/health", "/SOGo/dav/Calendar/personal/"])
        #expect(reads.map(\.status) == [200, 404, 207])
        #expect(reads.map(\.seconds) == [1_759_329_140, 1_759_329_141, 1_759_329_142])
        #expect(reads.map(\.client) == ["192.168.1.25", "192.168.1.26", "192.168.1.27"])
        #expect(
            reads[2].micros == 227_000
                && reads[2].agent == "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Thunderbird/115.7.0")
        #expect(VendorVariantTests.detected(lines) == "nginx-proxy-manager")
    }

    @Test("BunkerWeb's lines are read with their client; another layout's with no time where it stands are not")
    func bunkerWeb() throws {
        let line =
            #"www.example.com 172.18.0.1 - 7bde940ef0f870cdee1f6d53fe0ff157 - [22/Oct/2025:14:31:07 +0000] "GET / HTTP/1.1" 301 162 "-" "Mozilla/5.0 (X11; Linux x86_64)""#
        let read = try #require(try VendorVariantTests.read(line, preset: "bunkerweb"))
        #expect(read.client == "172.18.0.1" && read.status == 301 && read.seconds == 1_761_143_467, "\(read)")
        #expect(VendorVariantTests.detected([line]) == "bunkerweb")
        // Its loose start (two words, a dash, two words) would take this made-up layout's lines (Graylog's training
        // data) without their time; they are no BunkerWeb lines.
        let other =
            #"48.178.166.185 www.buttercup.com - jgrayc 443 [01/Aug/2018 12:39:39:258969] "GET /search?q=Candle-Beer HTTP/1.1" "?q=Candle-Beer" 503 938 "https://www.buttercup.com/" "Mozilla/5.0" 101 2396 5002278"#
        #expect(try VendorVariantTests.read(other, preset: "bunkerweb") == nil)
    }

    @Test("cPanel & WHM's own access log (the month as a number, before the day) is read with its time")
    func cPanelAccessLog() throws {
        // As cPanel's documentation describes /usr/local/cpanel/logs/access_log: Combined, then the authentication
        // method, X-Forwarded-For and the port.
        let lines = [
            #"127.0.0.1 - - [06/10/2021:11:19:31 -0000] "GET /.__cpanel__service__check__./serviceauth?sendkey=__HIDDEN__&version=1.2 HTTP/1.0" 200 0 "-" "-" "-" "-" 2086"#,
            #"203.0.113.9 - skipperdan [10/21/1985:16:42:23 -0500] "GET /cpsess1234567890/frontend/jupiter/index.html HTTP/1.1" 200 1500 "-" "Safari" "s" "-" 2083"#,
        ]
        let name = try #require(VendorVariantTests.detected(lines))
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: name), "\($0)") }
        #expect(reads.map(\.seconds) == [1_623_323_971, 498_778_943], "\(name)")
        #expect(reads.map(\.status) == [200, 200] && reads[1].agent == "Safari", "\(name)")
    }

    @Test("Suricata's EVE log: its http events are requests; an alert's or a file's copy of one, and others, are not")
    func suricataEvents() throws {
        // As Suricata's EVE JSON output writes them (slashes escaped), one file for every kind of event.
        let http =
            #"{"timestamp":"2026-03-03T05:00:01.690014-0500","flow_id":2115002772430095,"in_iface":"en0","event_type":"http","src_ip":"203.0.113.9","src_port":56119,"dest_ip":"198.51.100.2","dest_port":8080,"proto":"TCP","tx_id":0,"http":{"hostname":"shop.example.com","url":"\/orders\/7?x=1","http_user_agent":"Mozilla\/5.0 (X11; Linux x86_64)","http_content_type":"application\/json","http_method":"GET","protocol":"HTTP\/1.1","status":200,"length":93}}"#
        let fileinfo =
            #"{"timestamp":"2026-03-03T05:00:01.722441-0500","flow_id":2115002772430095,"in_iface":"en0","event_type":"fileinfo","src_ip":"198.51.100.2","src_port":8080,"dest_ip":"203.0.113.9","dest_port":56119,"proto":"TCP","http":{"hostname":"shop.example.com","url":"\/orders\/7?x=1","http_user_agent":"Mozilla\/5.0 (X11; Linux x86_64)","http_method":"GET","protocol":"HTTP\/1.1","status":200,"length":93},"app_proto":"http","fileinfo":{"filename":"\/orders\/7","state":"CLOSED","stored":false,"size":93,"tx_id":0}}"#
        let alert =
            #"{"timestamp":"2026-03-03T05:00:01.701547-0500","flow_id":2115002772430095,"event_type":"alert","src_ip":"203.0.113.9","src_port":56119,"dest_ip":"198.51.100.2","dest_port":8080,"proto":"TCP","tx_id":0,"alert":{"action":"allowed","gid":1,"signature_id":2018358,"rev":10,"signature":"ET HUNTING GENERIC SUSPICIOUS","category":"Potentially Bad Traffic","severity":2},"http":{"hostname":"shop.example.com","url":"\/orders\/7?x=1","http_method":"GET","protocol":"HTTP\/1.1","status":200,"length":93},"app_proto":"http"}"#
        let dns =
            #"{"timestamp":"2026-03-03T05:00:02.213418-0500","flow_id":1684780223079543,"event_type":"dns","src_ip":"192.0.2.1","src_port":53,"dest_ip":"192.0.2.85","dest_port":39464,"proto":"UDP","dns":{"type":"answer","id":12308,"rcode":"NOERROR","rrname":"shop.example.com","rrtype":"A","ttl":299,"rdata":"198.51.100.2"}}"#
        let read = try #require(try VendorVariantTests.read(http, preset: "suricata"))
        #expect(read.method == "GET" && read.target == "/orders/7?x=1" && read.status == 200, "\(read)")
        #expect(read.seconds == 1_772_532_001 && read.micros == nil && read.client == "203.0.113.9", "\(read)")
        #expect(read.agent == "Mozilla/5.0 (X11; Linux x86_64)", "\(read)")
        for other in [fileinfo, alert, dns] {
            #expect(try VendorVariantTests.isNotARequest(other, preset: "suricata"), "\(other)")
        }
        #expect(VendorVariantTests.detected([dns, http, alert, fileinfo]) == "suricata")
    }

    @Test("Caddy's requests no handler answered (status 0) are read as Caddy's, not taken for another layout")
    func caddyStatusZero() throws {
        let line =
            #"{"level":"info","ts":1693840791.7564995,"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"172.17.0.1","remote_port":"44790","client_ip":"127.0.0.1","proto":"HTTP/1.0","method":"GET","host":"localhost","uri":"/","headers":{"User-Agent":["curl/8.5.0"]}},"bytes_read":0,"user_id":"","duration":0.000035,"size":0,"status":0,"resp_headers":{"Server":["Caddy"]}}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "caddy"))
        #expect(read.status == 0 && read.seconds == 1_693_840_791 && read.client == "172.17.0.1", "\(read)")
        #expect(VendorVariantTests.detected([line, line]) == "caddy")
    }

    @Test(
        "nginx's and Apache's own lines in a container's log beside Combined and Common lines: no requests, nor malformed",
        arguments: [
            "2024/03/05 10:11:12 [notice] 1#1: using the \"epoll\" event method",
            "2024/03/05 10:11:25 [error] 29#29: *2 open() \"/usr/share/nginx/html/favicon.ico\" failed (2: No such file or directory), client: 172.17.0.1, server: localhost, request: \"GET /favicon.ico HTTP/1.1\", host: \"localhost:8080\"",
            "/docker-entrypoint.sh: Configuration complete; ready for start up",
            "10-listen-on-ipv6-by-default.sh: info: Enabled listen on IPv6 in /etc/nginx/conf.d/default.conf",
            "15-local-resolvers.envsh: info: resolvers set to 127.0.0.11",
            "AH00558: httpd: Could not reliably determine the server's fully qualified domain name, using 172.17.0.2",
            "[Sat Mar 02 10:00:00.123456 2024] [mpm_event:notice] [pid 1:tid 140] AH00489: Apache/2.4.58 (Unix) configured",
            // WEBrick's logger (`INFO  `, `WARN  `, `ERROR `…) and its referer log beside its Common lines.
            "[2024-03-05 10:11:12] INFO  WEBrick 1.8.1",
            "[2024-03-05 10:11:12] INFO  WEBrick::HTTPServer#start: pid=8 port=4000",
            "[2024-03-05 10:11:20] ERROR `/favicon.ico' not found.",
            "- -> /repos/a/b",
            "http://localhost:4000/blog/ -> /assets/main.css",
        ])
    func webServerOwnLines(line: String) throws {
        #expect(try VendorVariantTests.isNotARequest(line, preset: "combined"))
        #expect(try VendorVariantTests.isNotARequest(line, preset: "common"))
    }

    @Test("a line of neither kind stays malformed, and an nginx container's log is detected as Combined")
    func webServerOwnLinesDetection() throws {
        #expect(try !VendorVariantTests.isNotARequest("2024-03-05 something else", preset: "combined"))
        #expect(try !VendorVariantTests.isNotARequest("12-notascript: x", preset: "combined"))
        #expect(try !VendorVariantTests.isNotARequest("- -> /path with a space", preset: "common"))
        #expect(try !VendorVariantTests.isNotARequest("[2024-03-05 10:11:12] NOTICE something", preset: "common"))
        let lines = [
            "/docker-entrypoint.sh: /docker-entrypoint.d/ is not empty, will attempt to perform configuration",
            "/docker-entrypoint.sh: Configuration complete; ready for start up",
            "2024/03/05 10:11:12 [notice] 1#1: start worker processes",
            #"172.17.0.1 - - [05/Mar/2024:10:11:20 +0000] "GET / HTTP/1.1" 200 615 "-" "curl/8.4.0" "-""#,
        ]
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "combined" && detection.parsedLines == 1 && detection.sampledLines == 1)
    }

    @Test(
        "HAProxy's own lines among its requests are no requests, nor malformed",
        arguments: [
            "Feb 25 16:19:38 192.168.4.2 haproxy[1]: Proxy prod_http_in started.",
            "Feb 25 16:20:15 192.168.4.2 haproxy[7]: 95.216.197.33:56224 [25/Feb/2019:16:20:10.111] prod_http_in/sktst2: SSL handshake failure",
            "Jan 21 10:43:56 lb1 haproxy[137260]: Connect from 188.207.249.162:53412 to 77.222.80.71:80 (lb_http/HTTP)",
            "Connect from 10.0.1.2:33312 to 10.0.3.31:8012 (www/HTTP)",
            "Mar  3 10:00:01 lb1 haproxy[812]: Server api/srv1 is DOWN, reason: Layer4 connection problem, info: \"Connection refused\", check duration: 0ms. 0 active and 0 backup servers left.",
            "Mar  3 10:00:01 lb1 haproxy[812]: backend api has no server available!",
            "[NOTICE]   (1) : haproxy version is 2.8.3-86e043a",
            "[WARNING]  (8) : Server api/srv1 is DOWN, reason: Layer4 connection problem",
        ])
    func haproxyOwnLines(line: String) throws {
        #expect(try VendorVariantTests.isNotARequest(line, preset: "haproxy"))
    }

    @Test(
        "Istio's agent and Envoy's own lines in a proxy container's log are no requests, nor malformed",
        arguments: [
            "2021-03-16T09:29:20.896837Z\tinfo\tInitialization took 1.626123987s",
            "2021-03-16T09:29:20.897246Z\tinfo\tEnvoy proxy is ready",
            "2023-05-02T10:00:01.123456Z\twarn\tenvoy config\tStreamAggregatedResources gRPC config stream to xds-grpc closed since 1816s ago: 14, connection error",
            "2023-05-02T10:00:01.123456Z\terror\tcitadelclient\tFailed to load SDS: connection refused",
            "[2021-03-16 09:29:20.896][14][info][main] [source/server/server.cc:368] initializing epoch 0 (base id=0, hot restart version=11.104)",
            "[2023-05-02 10:00:01.001][1][warning][config] [source/common/config/grpc_stream.h:163] DeltaAggregatedResources gRPC config stream closed",
        ])
    func envoyOwnLines(line: String) throws {
        #expect(try VendorVariantTests.isNotARequest(line, preset: "istio"))
        #expect(try VendorVariantTests.isNotARequest(line, preset: "envoy"))
    }

    @Test("an istio-proxy container's log: its access lines read, the agent's lines apart, another line malformed")
    func istioProxyContainerLog() throws {
        let lines = [
            "2021-03-16T09:29:20.897246Z\tinfo\tEnvoy proxy is ready",
            #"[2021-03-16T09:29:27.498Z] "GET /productpage HTTP/1.1" 200 - via_upstream - "-" 0 5293 19 18 "-" "curl/7.68" "abc" "productpage:9080" "10.1.2.3:9080" inbound|9080|| 127.0.0.6:51823 10.1.2.3:9080 10.1.2.4:50112 outbound_.9080_._.productpage.default.svc.cluster.local default"#,
        ]
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "istio" && detection.parsedLines == 1 && detection.sampledLines == 1)
        #expect(
            try !VendorVariantTests.isNotARequest("2021-03-16T09:29:20.897246Z\tnotice\tsomething", preset: "istio"))
        #expect(try !VendorVariantTests.isNotARequest("2021-03-16T09:29:20.897246Z info something", preset: "istio"))
    }

    @Test("tower-http's other events for a request are no requests; a `cargo run` log of them is tower-http's")
    func towerHTTPEvents() throws {
        // A tutorial's captured `cargo run` output (TraceLayer with DEBUG events).
        let lines = [
            "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.16s",
            "2026-09-30T18:08:30.368231Z DEBUG request{method=GET uri=/ version=HTTP/1.1}: tower_http::trace::on_request: started processing request",
            "2026-09-30T18:08:30.368394Z DEBUG request{method=GET uri=/ version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=0 ms status=200",
            "2026-09-30T18:08:30.368473Z DEBUG request{method=GET uri=/ version=HTTP/1.1}: tower_http::trace::on_eos: end of stream stream_duration=0 ms",
            "2026-09-30T18:08:31.382763Z DEBUG request{method=GET uri=/slow version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=1002 ms status=408",
            "2026-09-30T18:08:31.382763Z ERROR request{method=GET uri=/slow version=HTTP/1.1}: tower_http::trace::on_failure: response failed classification=Status code: 500 Internal Server Error latency=1 ms",
        ]
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "tower-http" && detection.parsedLines == 2 && detection.sampledLines == 3)
        let reads = try lines.compactMap { try VendorVariantTests.read($0, preset: "tower-http") }
        #expect(reads.map(\.target) == ["/", "/slow"] && reads.map(\.micros) == [0, 1_002_000])
        #expect(reads.map(\.status) == [200, 408] && reads.map(\.seconds) == [1_790_791_710, 1_790_791_711])
    }

    @Test("Gitea's router lines other than `completed`, and 1.15's `Started` lines, are no requests")
    func giteaOtherLines() throws {
        for line in [
            "2021/08/31 09:11:03 ...ers/common/logger.go:21:1() [I] Started GET / for [::1]:44434",
            "2023/05/02 10:00:01 HTTPRequest [I] router: started   GET /api/v1/repos for 10.0.0.1:0",
            "2023/05/02 10:00:01 ...eb/routing/logger.go:68:func1() [W] router: slow      GET /user/events for 10.0.0.1:0, elapsed 3212.3ms @ events/events.go:18(events.Events)",
            "gitea 2023/05/02 10:00:01 HTTPRequest [I] router: polling   GET /user/events for 10.0.0.1:0, elapsed 3212.3ms @ events/events.go:18(events.Events)",
        ] {
            #expect(try VendorVariantTests.isNotARequest(line, preset: "gitea"), "\(line)")
        }
        let detected = VendorVariantTests.detected([
            "2021/08/31 09:11:03 ...ers/common/logger.go:21:1() [I] Started GET / for [::1]:44434",
            "2021/08/31 09:11:03 ...ers/common/logger.go:30:1() [I] Completed GET / 200 OK in 11.8089ms",
        ])
        #expect(detected == "gitea")
    }

    @Test("php -S: a response's error message after ` - ` is not the path's; its connection and banner lines are apart")
    func phpBuiltinServerLines() throws {
        let missing = "[Tue Jan 30 10:00:06 2024] 127.0.0.1:50102 [404]: GET /favicon.ico - No such file or directory"
        let read = try #require(try VendorVariantTests.read(missing, preset: "php-builtin"))
        #expect(read.target == "/favicon.ico" && read.status == 404 && read.method == "GET")
        for line in [
            "[Tue Jan 30 10:00:00 2024] PHP 8.3.2 Development Server (http://localhost:8000) started",
            "[Tue Jan 30 10:00:05 2024] 127.0.0.1:50100 Accepted",
            "[Tue Jan 30 10:00:05 2024] [::1]:50100 Closing",
            "[Tue Jan 30 10:00:05 2024] PHP Warning:  Undefined variable $x in /srv/index.php on line 3",
        ] {
            #expect(try VendorVariantTests.isNotARequest(line, preset: "php-builtin"), "\(line)")
        }
    }

    @Test("Open Liberty's JSON output: its messages (no response code) are no requests")
    func libertyJSONMessages() throws {
        let message =
            #"{"type":"liberty_message","host":"79e8ad2347b3","ibm_datetime":"2020-07-14T13:28:19.887-0400","message":"CWWKF0011I: The defaultServer server is ready to run a smarter planet.","loglevel":"AUDIT"}"#
        #expect(try VendorVariantTests.isNotARequest(message, preset: "liberty-json"))
    }

    @Test("Confluence's conf_access_log, before and after 7.11 (X-Forwarded-For first): unquoted request, ms")
    func confluenceAccessLog() throws {
        let lines = [
            "[17/Jun/2021:12:57:26 +0200] user http-nio-8080-exec-6 192.168.192.1 GET /index.action HTTP/1.1 200 1020ms 7881 http://localhost/ Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/537.36",
            "[15/Jan/2023:10:00:01 +0000] 198.51.100.4 admin http-nio-8090-exec-1 192.168.1.10 GET /wiki/rest/api/content?limit=5 HTTP/1.1 200 342ms 12345 - curl/8.5.0",
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "confluence"), "\($0)") }
        #expect(reads.map(\.target) == ["/index.action", "/wiki/rest/api/content?limit=5"])
        #expect(reads.map(\.micros) == [1_020_000, 342_000] && reads.map(\.status) == [200, 200])
        #expect(reads.map(\.seconds) == [1_623_927_446, 1_673_776_801])
        #expect(reads[0].client == "192.168.192.1" && reads[1].client == "192.168.1.10")
        #expect(VendorVariantTests.detected(lines) == "confluence")
    }

    @Test("CloudFront real-time logs with every field: epoch with ms, stem + query, time-taken in seconds")
    func cloudFrontRealtime() throws {
        // Written from the developer guide's field list (the order of a configuration that chose them all).
        let lines = [
            "1663583003.838\t2001:db8::7\t0.002\t200\t1534\tGET\thttps\td111111abcdef8.cloudfront.net\t/api/users/42\t388\tSEA19-C1\tnyDDw7UvYlRE3l4KKW6qUBNnfNT6Dn9uLnRzxaFWfx04bUrYpXnoiQ==\tapi.example.com\t0.031\tHTTP/2.0\tIPv6\tMozilla/5.0%20(Macintosh;%20Intel%20Mac%20OS%20X%2010_15_7)\thttps://www.example.com/\t-\tpage=2&sort=asc\tMiss\t-\tTLSv1.3\tTLS_AES_128_GCM_SHA256\tMiss\t-\t-\tapplication/json\t1200\t-\t-\t53012\tMiss\tUS\tgzip,%20br\tapplication/json\t/api/*\t-\t-\t-",
            "1663583004.001\t192.0.2.7\t0.000\t304\t312\tHEAD\thttp\td111111abcdef8.cloudfront.net\t/index.html\t120\tIAD89-P1\tSOX4xwn4XV6Q4rgb7XiVGOHms_BGlTAC4KyHmureZmBNrjGdRLiNIQ==\twww.example.com\t0.001\tHTTP/1.1\tIPv4\tcurl/8.5.0\t-\t-\t-\tHit\t-\t-\t-\tHit\t-\t-\ttext/html\t-\t-\t-\t41234\tHit\tDE\t-\t*/*\t*\t-\t-\t-",
        ]
        let reads = try lines.map {
            try #require(try VendorVariantTests.read($0, preset: "aws-cloudfront-realtime"), "\($0)")
        }
        #expect(reads.map(\.target) == ["/api/users/42?page=2&sort=asc", "/index.html"])
        #expect(reads.map(\.method) == ["GET", "HEAD"] && reads.map(\.status) == [200, 304])
        #expect(reads.map(\.micros) == [31_000, 1_000])
        #expect(reads.map(\.seconds) == [1_663_583_003, 1_663_583_004])
        #expect(reads[0].agent == "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)" && reads[0].client == "2001:db8::7")
        #expect(VendorVariantTests.detected(lines) == "aws-cloudfront-realtime")
        // A Kinesis record kept as a parser's test fixture (claygregory/node-cloudfront-log-parser): the stem's and
        // the query's `%` written `%25`, as in the standard logs.
        let kinesis =
            "1607374321.541\t127.0.0.1\t0.042\t200\t485\tGET\thttp\ttest.cloudfront.net\t/i?stm=1607374321563&e=pp&url=http%253A%252F%252Flocalhost%253A5000%252Fpage-2&refr=http%253A%252F%252Flocalhost%253A5000%252F&pp_mix=0&pp_max=0&pp_miy=0&pp_may=0&tv=js-2.6.2&tna=cf&aid=site&p=web&tz=America%252FNew_York&lang=en-US&cs=UTF-8&res=3840x1600&cd=24&cookie=1&eid=d778127d-4ddf-4c04-90af-ffccc980eee8&dtm=1607374321561&vp=2450x1431&ds=2450x1431&vid=5&sid=a88ec782-713b-4e0d-b2da-c408e5730834&duid=eaa664f5-8ba9-41e9-9c98-a2ad088ca440&fp=2033130908\t745\tEWR52-C4\t6PfZe0cc_AjXUjFuGnL9pGOmFdUx8xR8ZU8nr44JYJWi-DaeJjcxkw==\ttest.cloudfront.net\t0.042\tHTTP/1.1\tIPv4\tMozilla/5.0%20(Macintosh;%20Intel%20Mac%20OS%20X%2010.15;%20rv:83.0)%20Gecko/20100101%20Firefox/83.0\thttp://localhost:5000/page-2\t-\tstm=1607374321563&e=pp&url=http%253A%252F%252Flocalhost%253A5000%252Fpage-2&refr=http%253A%252F%252Flocalhost%253A5000%252F&pp_mix=0&pp_max=0&pp_miy=0&pp_may=0&tv=js-2.6.2&tna=cf&aid=site&p=web&tz=America%252FNew_York&lang=en-US&cs=UTF-8&res=3840x1600&cd=24&cookie=1&eid=d778127d-4ddf-4c04-90af-ffccc980eee8&dtm=1607374321561&vp=2450x1431&ds=2450x1431&vid=5&sid=a88ec782-713b-4e0d-b2da-c408e5730834&duid=eaa664f5-8ba9-41e9-9c98-a2ad088ca440&fp=2033130908\tMiss\t-\t-\t-\tMiss\t-\t-\timage/gif\t35\t-\t-\t49323\tMiss\tUS\tgzip,%20deflate\timage/webp,*/*\t*\tHost:test.cloudfront.net%0AUser-Agent:Mozilla/5.0%20(Macintosh;%20Intel%20Mac%20OS%20X%2010.15;%20rv:83.0)%20Gecko/20100101%20Firefox/83.0%0AAccept:image/webp,*/*%0AAccept-Language:en-US,en;q=0.5%0AAccept-Encoding:gzip,%20deflate%0ADNT:1%0AConnection:keep-alive%0AReferer:http://localhost:5000/page-2%0A\tHost%0AUser-Agent%0AAccept%0AAccept-Language%0AAccept-Encoding%0ADNT%0AConnection%0AReferer%0A\t8"
        let read = try #require(try VendorVariantTests.read(kinesis, preset: "aws-cloudfront-realtime"))
        #expect(read.target.hasPrefix("/i?stm=1607374321563&e=pp&url=http%3A%2F%2Flocalhost%3A5000%2Fpage-2&"))
        #expect(read.micros == 42_000 && read.seconds == 1_607_374_321 && read.status == 200)
        #expect(read.agent == "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:83.0) Gecko/20100101 Firefox/83.0")
        #expect(VendorVariantTests.detected([kinesis]) == "aws-cloudfront-realtime")
    }

    @Test("Gandi Simple Hosting: the virtual host first, the time taken as (0 s) before the request")
    func gandiAccessLog() throws {
        // Matomo's log importer's Gandi test log (tests/logs/gandi.log).
        let lines = [
            #"www.example.com 1.2.3.4 - theuser [10/Feb/2012:16:42:07 -0500] (0 s) "GET / HTTP/1.1" 301 368 "-" "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/535.11 (KHTML, like Gecko) Chrome/17.0.963.56 Safari/535.11""#,
            #"www.example.com 125.125.125.125 - - [10/Feb/2012:16:42:07 -0500] (2 s) "GET /users/42?x=1 HTTP/1.1" 200 1124 "https://www.example.com/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.13; rv:90.0) Gecko/20100101 Firefox/90.0""#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "gandi"), "\($0)") }
        #expect(reads.map(\.target) == ["/", "/users/42?x=1"] && reads.map(\.status) == [301, 200])
        #expect(reads.map(\.micros) == [0, 2_000_000] && reads.map(\.seconds) == [1_328_910_127, 1_328_910_127])
        #expect(reads.map(\.client) == ["1.2.3.4", "125.125.125.125"])
        #expect(VendorVariantTests.detected(lines) == "gandi")
    }

    @Test("Cloudera Hue's access.log: Python logging's level padded, no status; 'returned in 5ms' since Hue 4")
    func hueAccessLog() throws {
        // A Hue 3 access.log from a public repository, and the lines a Hue 4 user pasted into cloudera/hue#970.
        let lines = [
            #"[26/May/2014 08:04:02 +0000] INFO     127.0.0.1 -anon- - "GET /beeswax/ HTTP/1.1" -- login redirection"#,
            #"[26/May/2014 08:04:09 +0000] WARNING  127.0.0.1 ahll11@hotmail.com - "POST /accounts/login/ HTTP/1.1" -- "ahll11@hotmail.com" login ok"#,
            #"[24/Sep/2019 14:19:22 +0800] INFO     218.107.55.252 liaoyu - "POST /jobbrowser/jobs/ HTTP/1.1" returned in 25ms (mem: 192mb)"#,
            #"[26/May/2014 08:04:03 +0000] DEBUG    127.0.0.1 -anon- - "GET /static/css/hue2.css HTTP/1.1""#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "hue"), "\($0)") }
        #expect(reads.map(\.target) == ["/beeswax/", "/accounts/login/", "/jobbrowser/jobs/", "/static/css/hue2.css"])
        #expect(reads.map(\.method) == ["GET", "POST", "POST", "GET"] && reads.map(\.status) == [0, 0, 0, 0])
        #expect(reads.map(\.micros) == [nil, nil, 25_000, nil])
        #expect(reads.map(\.seconds) == [1_401_091_442, 1_401_091_449, 1_569_305_962, 1_401_091_443])
        #expect(reads.map(\.client) == ["127.0.0.1", "127.0.0.1", "218.107.55.252", "127.0.0.1"])
        #expect(VendorVariantTests.detected(lines) == "hue")
    }

    @Test("Jira's access log (server.xml's default): %D in ms, read over Combined")
    func jiraAccessLog() throws {
        // Atlassian's own examples (the AccessLogValve comment in server.xml; a community answer's pasted line).
        let lines = [
            #"192.168.3.238 1243466536012x12x1 admin [28/May/2009:09:22:17 +1000] "GET /jira/secure/admin/jira/IndexProgress.jspa?taskId=1 HTTP/1.1" 200 24267 1070 "http://carltondraught.sydney.atlassian.com:8090/jira/secure/admin/jira/IndexAdmin.jspa" "Mozilla/5.0 (X11; U; Linux x86_64; en-US; rv:1.9.0.10) Gecko/2009042523 Ubuntu/9.04 (jaunty) Firefox/3.0.10" "C2C99B632EE0F41E90F8EF7A201F6A78""#,
            #"192.3.2.1 687x406810x28 userX [17/Apr/2015:11:27:43 -0700] "GET /rest/zephyr/latest/audit?entityType=TESTSTEP&maxRecords=20 HTTP/1.1" 200 47 91 "" "Mozilla/5.0 (Windows NT 6.1; WOW64)" "2c0qst""#,
            #"10.0.0.9 540x1234x1 - [03/Oct/2022:09:00:02 +0000] "POST /rest/api/2/search HTTP/1.1" 401 0 3 "-" "curl/8.0" "-""#,
        ]
        let reads = try lines.map { try #require(try VendorVariantTests.read($0, preset: "jira"), "\($0)") }
        #expect(
            reads.map(\.target) == [
                "/jira/secure/admin/jira/IndexProgress.jspa?taskId=1",
                "/rest/zephyr/latest/audit?entityType=TESTSTEP&maxRecords=20", "/rest/api/2/search",
            ])
        #expect(reads.map(\.micros) == [1_070_000, 91_000, 3_000] && reads.map(\.status) == [200, 200, 401])
        #expect(reads.map(\.seconds) == [1_243_466_537, 1_429_295_263, 1_664_787_602])
        #expect(reads.map(\.client) == ["192.168.3.238", "192.3.2.1", "10.0.0.9"])
        #expect(VendorVariantTests.detected(lines) == "jira")
    }

    @Test("Bitbucket's access log: the answered (o@) line is the request; the incoming (i@) one is not")
    func bitbucketAccessLog() throws {
        let incoming =
            #"63.246.22.199 | https | i@9K7Z3NNx6x3112x1 | - | 2012-10-29 00:06:26,723 | "GET /git/STASH/mina-sshd-fork.git/info/refs HTTP/1.1" | "" "git/1.7.4.1" | - | - | - | - | - | - |"#
        let answered =
            #"63.246.22.199 | https | o@9K7Z3NNx6x3112x1 | eaccru | 2012-10-29 00:06:26,838 | "GET /git/STASH/mina-sshd-fork.git/info/refs HTTP/1.1" | "" "git/1.7.4.1" | 200 | 13 | 0 | refs, cache:hit | 101 | tmpqqw |"#
        #expect(try VendorVariantTests.isNotARequest(incoming, preset: "bitbucket"))
        let read = try #require(try VendorVariantTests.read(answered, preset: "bitbucket"))
        #expect(read.target == "/git/STASH/mina-sshd-fork.git/info/refs" && read.status == 200, "\(read)")
        #expect(read.micros == 101_000 && read.seconds == 1_351_469_186 && read.agent == "git/1.7.4.1", "\(read)")
        #expect(VendorVariantTests.detected([incoming, answered, incoming, answered]) == "bitbucket")
    }

    @Test("classic ELB's layout needs its time: eleven words before a quoted request are no ELB line without one")
    func elbNeedsTime() throws {
        let hue =
            #"[26/May/2014 08:04:02 +0000] INFO     127.0.0.1 -anon- - "GET /beeswax/ HTTP/1.1" -- login redirection"#
        #expect(try VendorVariantTests.read(hue, preset: "aws-elb") == nil)
        // A TCP listener's line (no request, statuses `-`) is still one of its lines.
        let tcp =
            #"2021-05-13T23:39:45.945958Z my-loadbalancer 192.168.131.39:2817 10.0.0.1:80 0.001069 0.000028 0.000041 - - 82 305 "- - - " "-" - -"#
        #expect(try VendorVariantTests.isEntryWithoutRequest(tcp, preset: "aws-elb"))
    }

    @Test("Caddy's console lines with the time in scientific notation (zap's console encoder): read with it")
    func caddyConsoleScientificTime() throws {
        let line =
            "1.630318886106265e+09\tinfo\thttp.log.access.log0\thandled request\t"
            + #"{"request": {"remote_addr": "127.0.0.1:62374", "proto": "HTTP/1.1", "method": "GET", "host": "localhost:2021", "uri": "/users/42", "headers": {"User-Agent": ["curl/8.5.0"]}}, "duration": 0.000262, "size": 12, "status": 200}"#
        #expect(VendorVariantTests.detected([line, line]) == "console+caddy")
        let json =
            #"{"level":"info","ts":1.630318886106265e+09,"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"127.0.0.1","method":"GET","uri":"/users/42"},"duration":0.0003,"status":200}"#
        let read = try #require(try VendorVariantTests.read(json, preset: "caddy"))
        #expect(read.seconds == 1_630_318_886, "\(read)")
    }

    @Test("Caddy's runtime entries in its access log's output are no requests, nor malformed; detection still finds it")
    func caddyRuntimeEntries() throws {
        let runtime = [
            #"{"level":"info","ts":1761019822.3152757,"msg":"maxprocs: Leaving GOMAXPROCS=12: CPU quota undefined"}"#,
            #"{"level":"info","ts":1761019822.3154097,"msg":"using config from file","file":"/etc/caddy/Caddyfile"}"#,
            #"{"level":"info","ts":1761019822.3167,"logger":"tls","msg":"cleaning storage unit","storage":"FileStorage:/data/caddy"}"#,
        ]
        for entry in runtime {
            #expect(try VendorVariantTests.isNotARequest(entry, preset: "caddy"), "\(entry)")
        }
        let access =
            #"{"level":"info","ts":1761019828.6153953,"logger":"http.log.access.log0","msg":"handled request","request":{"remote_ip":"172.19.0.1","remote_port":"51234","proto":"HTTP/1.1","method":"GET","host":"localhost","uri":"/users/42","headers":{"User-Agent":["curl/8.5.0"]}},"bytes_read":0,"user_id":"","duration":0.0012,"size":12,"status":200,"resp_headers":{}}"#
        #expect(VendorVariantTests.detected(runtime + [access, access]) == "caddy")
    }

    @Test(
        "Matomo's nginx JSON log_format: the path, its status, the time in `date`, the seconds in generation_time_milli"
    )
    func matomoNginxJSON() throws {
        let line =
            #"{"idsite":1,"ip": "192.0.2.7","host": "www.example.org","path": "/users/42?x=1","status": "200","referrer": "http://example.com/","user_agent": "Mozilla/5.0 (X11; Linux x86_64)","length": 192,"generation_time_milli": 0.008,"date": "2013-10-10T16:52:00+02:00"}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "matomo"))
        #expect(read.target == "/users/42?x=1" && read.status == 200 && read.method == nil, "\(read)")
        #expect(read.seconds == 1_381_416_720 && read.micros == 8_000 && read.client == "192.0.2.7", "\(read)")
        #expect(VendorVariantTests.detected([line, line]) == "matomo")
    }

    @Test("an ngrok http_request_complete event is read from its object, without a duration; another event is not")
    func ngrokEvent() throws {
        // ngrok's documentation example.
        let line =
            #"{"account_id":"ac_2OtNvAlhso10Gx6s7eupzX3F98q","event_id":"ev_25X3yFS6TDkig1KDJWIc4nnJO0c","event_type":"http_request_complete.v0","event_timestamp":"2022-02-23T23:44:16Z","object":{"conn":{"server_name":"ngrok-docs-example.ngrok.io","client_ip":"2601:0:8200:9e:4cd7:0:c97f:7823","server_port":"443"},"http":{"request":{"method":"GET","version":"HTTP/2.0","url":{"path":"/docs/events"}},"response":{"first_byte_ts":"2022-02-23T23:44:16.732791273Z","status_code":200,"last_byte_ts":"2022-02-23T23:44:16.737257209Z","body_length":13079}}}}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "ngrok"))
        #expect(read.method == "GET" && read.target == "/docs/events" && read.status == 200, "\(read)")
        #expect(read.seconds == 1_645_659_856 && read.micros == nil, "\(read)")
        #expect(read.client == "2601:0:8200:9e:4cd7:0:c97f:7823", "\(read)")
        #expect(VendorVariantTests.detected([line]) == "ngrok")
        let closed =
            #"{"account_id":"ac_2OtNvAlhso10Gx6s7eupzX3F98q","event_id":"ev_25X3yFS6TDkig1KDJWIc4nnJO0d","event_type":"tcp_connection_closed.v0","event_timestamp":"2022-02-23T23:44:17Z","object":{"conn":{"client_ip":"192.0.2.7","server_port":"443"}}}"#
        #expect(try VendorVariantTests.isNotARequest(closed, preset: "ngrok"))
    }

    @Test(
        "Akamai DataStream 2's reqPath is read with or without its leading slash",
        arguments: [
            ("Tiger.pdf", "/Tiger.pdf"), ("/Tiger.pdf", "/Tiger.pdf"), ("recsys/v1/recommend", "/recsys/v1/recommend"),
        ])
    func akamaiPathWithoutSlash(path: String, target: String) throws {
        // As a DataStream 2 stream delivered it (Datadog's integration test), its query in `queryStr`.
        let line =
            #"{"rspContentLen":"375847","referer":"-","reqPort":"80","country":"FR","reqMethod":"GET","reqTimeSec":"1645568187.280","UA":"Datadog/Synthetics","transferTimeMSec":"8","reqHost":"ds2.akamaized.net","reqPath":"\#(path)","cliIP":"15.188.240.172","turnAroundTimeMSec":"1","cacheStatus":"1","cp":"1059344","version":"4","reqId":"2898b6","bytes":"376255","proto":"HTTP/1.1","statusCode":"200","queryStr":"-"}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "akamai-datastream"))
        #expect(read.target == target && read.status == 200 && read.seconds == 1_645_568_187, "\(read)")
        let query = line.replacingOccurrences(of: #""queryStr":"-""#, with: #""queryStr":"a=1""#)
        #expect(try VendorVariantTests.read(query, preset: "akamai-datastream")?.target == target + "?a=1")
        #expect(VendorVariantTests.detected([line]) == "akamai-datastream")
        // The structured lines of the same stream alike.
        let structured =
            "1 12345 123456 1239f220 1645568187.280 512 15.188.240.172 200 HTTPS ds2.akamaized.net GET \(path) 443 512 application/pdf Datadog%2FSynthetics 0 TLSv1.3 512 512 232 744 a=1 en-US - 3 12 1 0 23.50.51.173 FR Ile-de-France PARIS"
        let line2 = try #require(try VendorVariantTests.read(structured, preset: "akamai-datastream-structured"))
        #expect(line2.target == target + "?a=1" && line2.seconds == 1_645_568_187, "\(line2)")
    }

    @Test(
        "a Zeek http.log record is read with its ts in epoch seconds or ISO 8601, its originator as the client",
        arguments: [#"1689852946.804133"#, #""2023-07-20T11:35:46.804133Z""#])
    func zeekRecord(ts: String) throws {
        let line =
            #"{"ts":\#(ts),"uid":"CHhAvVGS1DHFjwGM9","id.orig_h":"192.168.1.20","id.orig_p":52111,"id.resp_h":"93.184.216.34","id.resp_p":80,"trans_depth":1,"method":"POST","host":"api.example.com","uri":"/orders?x=1","referrer":"-","version":"1.1","user_agent":"Mozilla/5.0 (X11; Linux x86_64)","request_body_len":84,"response_body_len":0,"status_code":201,"status_msg":"Created","tags":[],"resp_fuids":["Fhm"]}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "zeek"))
        #expect(read.method == "POST" && read.target == "/orders?x=1" && read.status == 201, "\(read)")
        #expect(read.seconds == 1_689_852_946 && read.client == "192.168.1.20", "\(read)")
        #expect(read.agent == "Mozilla/5.0 (X11; Linux x86_64)", "\(read)")
        #expect(VendorVariantTests.detected([line]) == "zeek")
        // A request that had no reply has no status: still a request.
        let unanswered = line.replacingOccurrences(of: #""status_code":201,"status_msg":"Created","#, with: "")
        #expect(try VendorVariantTests.read(unanswered, preset: "zeek")?.status == 0)
    }

    @Test("a tab-separated Zeek log's #fields directive declares its columns; a log without uri declares none")
    func zeekFieldsDirective() throws {
        let directive = Array("#fields\tts\tuid\tid.orig_h\tid.orig_p\tmethod\thost\turi\tuser_agent\tstatus_code".utf8)
        #expect(LogFormatPreset.isFieldsDirective(directive))
        let format = try #require(LogFormatPreset.w3c(fieldsDirective: directive))
        let line =
            "1689852946.804133\tCHhAvVGS1DHFjwGM9\t192.168.1.20\t52111\tGET\tapi.example.com\t/a/b?c\tcurl/8.0\t200"
        let read = try #require(LogFormatPresetTests.read(line, format))
        #expect(read.target == "/a/b?c" && read.seconds == 1_689_852_946 && read.client == "192.168.1.20", "\(read)")
        #expect(read.agent == "curl/8.0" && read.status == 200, "\(read)")
        let conn = Array("#fields\tts\tuid\tid.orig_h\tid.orig_p\tproto\tservice\tduration".utf8)
        #expect(LogFormatPreset.w3c(fieldsDirective: conn) == nil)
    }

    @Test(
        "Zeek's and Bro's http.log lines without their #fields header: read in the default columns of their release",
        arguments: [
            // Zeek 3 and later (logstash-patterns-core's Bro spec), Bro 2.
            [
                "1333458850.375568\tClEkJM2Vm5giqnMf4h\t10.131.47.185\t1923\t79.101.110.141\t80\t1\tGET\to-o.preferred.telekomrs-beg1.v2.lscache8.c.youtube.com\t/videoplayback?upn=MTU2MDY5NzQ5OTM0NTI3NDY4NDc&sparams=algorithm\thttp://s.ytimg.com/yt/swfbin/watch_as3-vflJjAza6.swf\t1.1\tMozilla/5.0 (Windows NT 5.1) AppleWebKit/535.11 (KHTML, like Gecko) Chrome/17.0.963.83 Safari/535.11\t-\t0\t56320\t206\tPartial Content\t-\t-\t(empty)\t-\t-\t-\t-\t-\t-\tFpmJd62pFQcZ3gcUgl\t-\t-",
                "/videoplayback?upn=MTU2MDY5NzQ5OTM0NTI3NDY4NDc&sparams=algorithm", "206", "1333458850",
            ],
            [
                "1432555199.633017\tCOpk6E3vkURP8QQNKl\t192.168.9.35\t55281\t178.236.7.146\t80\t4\tPOST\twww.amazon.it\t/xa/dealcontent/v2/GetDeals?nocache=1432555199326\thttp://www.amazon.it/\tMozilla/5.0 (Windows NT 6.1; WOW64; rv:37.0) Gecko/20100101 Firefox/37.0\t223\t1859\t200\tOK\t-\t-\t-\t(empty)\tkares\t-\t-\tFrLEcY3AUPKdcYGf29\ttext/plain\tFOJpbGzIMh9syPxH8\ttext/plain",
                "/xa/dealcontent/v2/GetDeals?nocache=1432555199326", "200", "1432555199",
            ],
        ])
    func zeekWithoutHeader(sample: [String]) throws {
        let line = sample[0]
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
        #expect(detection.preset.name == "zeek")
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.target == sample[1] && "\(read.status)" == sample[2] && "\(read.seconds ?? 0)" == sample[3])
        #expect(read.agent?.hasPrefix("Mozilla/5.0 (Windows NT") == true, "\(read)")
    }
}

/// Azure's resource logs as diagnostic settings and Log Analytics deliver them: other categories streamed with the
/// access log, and the archive shapes of App Service's HTTP logs.
@Suite("Log format presets: Azure resource logs' other categories and shapes")
struct AzureResourceLogTests {
    static let appGatewayFirewall =
        #"{"resourceId":"/SUBSCRIPTIONS/0000/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.NETWORK/APPLICATIONGATEWAYS/AGW","operationName":"ApplicationGatewayFirewall","time":"2026-11-21T05:06:37.1494499Z","category":"ApplicationGatewayFirewallLog","properties":{"instanceId":"ApplicationGatewayRole_IN_0","clientIp":"192.0.2.7","clientPort":"0","requestUri":"/users/42","ruleSetType":"OWASP","ruleSetVersion":"3.2","ruleId":"920350","message":"Host header is a numeric IP address","action":"Matched","hostname":"203.0.113.5","transactionId":"16861477007022634343"}}"#
    static let frontDoorFirewall =
        #"{"time":"2026-11-21T05:06:37.1234567Z","resourceId":"/SUBSCRIPTIONS/0000/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.CDN/PROFILES/FD","category":"FrontDoorWebApplicationFirewallLog","operationName":"Microsoft.Cdn/Profiles/Write","properties":{"clientIP":"192.0.2.7","clientPort":"46532","socketIP":"192.0.2.7","requestUri":"https://api.example.com:443/users/42","ruleName":"DefaultRuleSet-1.0-SQLI-942100","policy":"WafPolicy","action":"Block","host":"api.example.com","trackingReference":"0abc","policyMode":"prevention"}}"#

    static func isNoRequest(_ line: String, preset name: String) throws -> Bool {
        let parser = LogLineParser(
            format: try #require(LogFormatPreset.named(name)).format, readsAgent: true, readsClient: true)
        if case .continuation = Array(line.utf8).withUnsafeBufferPointer({ parser.parse($0) }) { return true }
        return false
    }

    @Test("a web application firewall's entries streamed with the access log are no requests, nor malformed")
    func firewallEntries() throws {
        for preset in ["azure-appgateway", "azure-frontdoor"] {
            #expect(try Self.isNoRequest(Self.appGatewayFirewall, preset: preset), "\(preset)")
            #expect(try Self.isNoRequest(Self.frontDoorFirewall, preset: preset), "\(preset)")
        }
        // The access entries among them are detected and read; the firewall's are not taken for requests.
        let access = try #require(LogFormatPreset.named("azure-appgateway")).example
        #expect(
            VendorVariantTests.detected([Self.appGatewayFirewall, access, Self.appGatewayFirewall])
                == "azure-appgateway")
        #expect(VendorVariantTests.detected([Self.appGatewayFirewall, Self.frontDoorFirewall]) == nil)
    }

    @Test("an Application Gateway v1 entry timed by a lowercase timestamp is read with it")
    func appGatewayTimestamp() throws {
        let example = try #require(LogFormatPreset.named("azure-appgateway")).example
        let line = example.replacingOccurrences(of: #""time":"#, with: #""timestamp":"#)
        #expect(line != example)
        #expect(try VendorVariantTests.read(line, preset: "azure-appgateway")?.seconds == 1_795_237_597)
    }

    @Test("App Service's HTTP logs exported from Log Analytics (columns at the top, TimeGenerated) are read")
    func appServiceLogAnalytics() throws {
        let line =
            #"{"TenantId":"7f3c","TimeGenerated":"2026-11-21T05:06:37.1234567Z","Category":"AppServiceHTTPLogs","CsMethod":"GET","CsUriStem":"/users/42","SPort":"443","CIp":"192.0.2.7","UserAgent":"curl/8.5.0","CsHost":"shop.azurewebsites.net","ScStatus":200,"ScSubStatus":"0","TimeTaken":12,"CsUriQuery":"page=2","Result":"Success","Type":"AppServiceHTTPLogs"}"#
        let read = try #require(try VendorVariantTests.read(line, preset: "azure-appservice"))
        #expect(read.method == "GET" && read.target == "/users/42?page=2" && read.status == 200, "\(read)")
        #expect(read.seconds == 1_795_237_597 && read.micros == 12_000 && read.client == "192.0.2.7", "\(read)")
        #expect(VendorVariantTests.detected([line]) == "azure-appservice")
    }

    @Test("App Service's HTTP logs whose properties an archive wrote as a string of JSON are read inside it")
    func appServicePropertiesString() throws {
        let line =
            #"{"EventIpAddress":"10.81.0.124","EventPrimaryStampName":"waws-prod-am2-713","EventStampName":"waws-prod-am2-713","EventStampType":"Stamp","EventTime":"2026-11-21T05:06:37.9152940Z","Host":"ln1xsdlwk0004MD","category":"AppServiceHTTPLogs","properties":"{\"CsHost\":\"shop.azurewebsites.net\",\"CIp\":\"192.0.2.7\",\"SPort\":\"80\",\"CsUriStem\":\"\\/users\\/42\",\"CsUriQuery\":\"\",\"CsMethod\":\"GET\",\"TimeTaken\":3,\"ScStatus\":\"200\",\"Result\":\"Success\",\"UserAgent\":\"AlwaysOn\",\"Protocol\":\"HTTP\\/1.1\"}","resourceId":"/SUBSCRIPTIONS/0000/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.WEB/SITES/SHOP","time":"2026-11-21T05:06:37.9152940Z"}"#
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8)]))
        #expect(detection.preset.name == "json+azure-appservice")
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.method == "GET" && read.target == "/users/42" && read.status == 200, "\(read)")
        #expect(read.seconds == 1_795_237_597 && read.micros == 3_000, "\(read)")
    }
}
