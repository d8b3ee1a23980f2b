@testable import CorridorLogFormats
import Testing

/// W3C extended logs written as the standard allows rather than as IIS writes them: columns padded with runs of
/// blanks, values holding blanks between double quotes, `date-local`/`time-local`, a whole `cs-uri`, IIS Advanced
/// Logging's `TimeTakenMS`, a `cs-uri` written after its host. Sample lines are written from each product's
/// documented layout (Oracle Web Cache, IIS Advanced Logging, Incapsula's log API).
@Suite("W3C columns read as the standard writes them")
struct W3CColumnsTests {
    /// The layout detection picks for `lines` (a header with `#Fields:`, then entries).
    static func detect(_ lines: [String]) throws -> LogFormatDetector.Detection {
        try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
    }

    static func read(_ line: String, _ format: LogFormat) -> LogFormatPresetTests.Read? {
        LogFormatPresetTests.read(line, format)
    }

    @Test("Oracle Web Cache: blank-padded columns, a whole cs-uri, quoted cookie, referer and agent")
    func paddedAndQuoted() throws {
        let header = [
            "#Version: 1.0", "#Software: Oracle9iAS Web Cache/2.0.0.2.0",
            "#Fields:  c-ip  c-dns  c-auth-id  date  time  cs-method  cs-uri  sc-status  bytes  cs(Cookie)  cs(Referrer)  time-taken  cs(User-Agent)",
        ]
        let entry =
            #"198.51.100.20      client_a1      -      2026-11-20     23:59:58      GET      /catalog/items/77?view=full    200     4210    "session=ab12; theme=dark"         "https://www.example.com/catalog"      120      "Mozilla/4.5 [en] (WinNT; I)""#
        let detection = try Self.detect(header + [entry, entry])
        #expect(detection.preset.name == "w3c")
        #expect(detection.parsedLines == 2)
        let read = try #require(Self.read(entry, detection.preset.format))
        #expect(read.method == "GET")
        #expect(read.target == "/catalog/items/77?view=full")
        #expect(read.status == 200)
        #expect(read.seconds == 1_795_219_198)
        #expect(read.micros == 120_000)
        #expect(read.agent == "Mozilla/4.5 [en] (WinNT; I)")
        #expect(read.client == "198.51.100.20")
    }

    @Test(
        "Exchange's HttpProxy logs: comma-separated values declared by #Fields or a header row, a quoted agent with commas"
    )
    func exchangeHttpProxy() throws {
        // A row of Microsoft Sentinel's sample of these logs (its header row, the `#` directives left out), and an
        // OWA request written in the same columns, its user agent quoted for its comma; then the file as Exchange
        // writes it, its directives first.
        let header =
            #"DateTime,RequestId,MajorVersion,MinorVersion,BuildVersion,RevisionVersion,ClientRequestId,Protocol,UrlHost,UrlStem,ProtocolAction,AuthenticationType,IsAuthenticated,AuthenticatedUser,Organization,AnchorMailbox,UserAgent,ClientIpAddress,ServerHostName,HttpStatus,BackEndStatus,ErrorCode,Method,ProxyAction,TargetServer,TargetServerVersion,RoutingType,RoutingHint,BackEndCookie,ServerLocatorHost,ServerLocatorLatency,RequestBytes,ResponseBytes,TargetOutstandingRequests,AuthModulePerfContext,HttpPipelineLatency,CalculateTargetBackEndLatency,GlsLatencyBreakup,TotalGlsLatency,AccountForestLatencyBreakup,TotalAccountForestLatency,ResourceForestLatencyBreakup,TotalResourceForestLatency,ADLatency,SharedCacheLatencyBreakup,TotalSharedCacheLatency,ActivityContextLifeTime,ModuleToHandlerSwitchingLatency,ClientReqStreamLatency,BackendReqInitLatency,BackendReqStreamLatency,BackendProcessingLatency,BackendRespInitLatency,BackendRespStreamLatency,ClientRespStreamLatency,KerberosAuthHeaderLatency,HandlerCompletionLatency,RequestHandlerLatency,HandlerToModuleSwitchingLatency,ProxyTime,CoreLatency,RoutingLatency,HttpProxyOverhead,TotalRequestTime,RouteRefresherLatency,UrlQuery,BackEndGenericInfo,GenericInfo,GenericErrors,EdgeTraceId,DatabaseGuid,UserADObjectGuid,PartitionEndpointLookupLatency,RoutingStatus"#
        let entries = [
            #"2023-08-27T00:00:03.324Z,26dd3d37-651e-43e9-a928-fad7f55eec30,15,2,1118,20,,Autodiscover,localhost,/AutoDiscover/,,Negotiate,true,RES\HealthMailbox501a219,,Sid~S-1-5-21-434387928-2799628836-4171586136-1619,AMProbe/Local/ClientAccess,::1,TS-EX19-04,200,,,GET,Proxy,TS-EX19-04.res.contoso.com,15.02.1118.000,IntraForest,WindowsIdentity,,,,0,,,,1,0,,0,,0,,0,0,,0,2,0,,,,,,,,,0,0,0,,0,,1,1,,,,BeginRequest=2023-08-27T00:00:03.323Z;CorrelationID=<empty>;ProxyState-Run=None;FEAuth=BEVersion-1942127710;ProxyState-Complete=PrepareServerRequest;SharedCacheGuard=0;EndRequest=2023-08-27T00:00:03.324Z;,,,|RoutingDB:ea58efbd-ca6c-4d7d-b738-383065284040,,,CafeV1"#,
            #"2023-08-27T00:02:04.313Z,3a5d89d4-d393-4bab-8a42-c634dde3f7d1,15,2,1118,20,,Owa,mail.contoso.com,/owa/service.svc,GetItem,Forms,true,CONTOSO\alice,,,"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Safari/537.36",203.0.113.9,TS-EX19-04,200,200,,POST,Proxy,TS-EX19-02.res.contoso.com,,,,,,,1024,2048,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,37,,action=GetItem&app=Mail,,BeginRequest=2023-08-27T00:02:04.276Z;CorrelationID=<empty>;,,,,,,CafeV1"#,
        ]
        let exported = try Self.detect([header] + entries)
        #expect(exported.preset.name == "w3c" && exported.parsedLines == 2)
        let written = try Self.detect(
            [
                "#Software: Microsoft Exchange Server", "#Version: 15.02.1118.020", "#Log-type: HttpProxy Logs",
                "#Date: 2023-08-27T00:00:00.000Z", "#Fields: " + header,
            ] + entries)
        #expect(written.preset.name == "w3c" && written.parsedLines == 2)
        for format in [exported.preset.format, written.preset.format] {
            let reads = try entries.map { try #require(Self.read($0, format), "\($0)") }
            #expect(reads.map(\.method) == ["GET", "POST"])
            #expect(reads.map(\.target) == ["/AutoDiscover/", "/owa/service.svc?action=GetItem&app=Mail"])
            #expect(reads.map(\.status) == [200, 200] && reads.map(\.micros) == [1000, 37_000])
            #expect(reads.map(\.seconds) == [1_693_094_403, 1_693_094_524])
            #expect(reads.map(\.client) == ["::1", "203.0.113.9"])
            #expect(
                reads.map(\.agent) == [
                    "AMProbe/Local/ClientAccess",
                    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Safari/537.36",
                ])
        }
        // A row cut before its columns end is no row of the layout.
        #expect(Self.read(String(entries[0].prefix(120)), exported.preset.format) == nil)
    }

    @Test("Blue Coat ProxySG's ELFF: the path in cs-uri-path, the query with its ?, quoted agents and categories")
    func blueCoatELFF() throws {
        // As ProxySG's default main log format (bcreportermain_v1) writes its header and entries.
        let header = [
            "#Software: SGOS 6.7.4.3", "#Version: 1.0", "#Start-Date: 2026-11-21 05:00:00",
            "#Date: 2026-11-21 05:00:00",
            "#Fields: date time time-taken c-ip cs-username cs-auth-group x-exception-id sc-filter-result cs-categories cs(Referer) sc-status s-action cs-method rs(Content-Type) cs-uri-scheme cs-host cs-uri-port cs-uri-path cs-uri-query cs-uri-extension cs(User-Agent) s-ip sc-bytes cs-bytes x-virus-id x-bluecoat-application-name x-bluecoat-application-operation",
            #"#Remark: 4111122222 "SG-HQ" "192.0.2.10" "main""#,
        ]
        let entries = [
            #"2026-11-21 05:06:37 15 10.1.1.1 - - - OBSERVED "Technology/Internet" - 200 TCP_NC_MISS GET text/html http api.example.com 80 /orders/15 - - "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" 192.0.2.10 1234 456 - "none" "none""#,
            #"2026-11-21 05:06:38 230 10.1.1.2 jdoe - - OBSERVED "Technology/Internet;Business/Economy" https://shop.example.com/ 404 TCP_NC_MISS GET text/html https api.example.com 443 /orders/16 ?page=2 - "curl/8.5.0" 192.0.2.10 512 321 - "none" "none""#,
        ]
        let detection = try Self.detect(header + entries)
        #expect(detection.preset.name == "w3c")
        #expect(detection.parsedLines == 2)
        let reads = try entries.map { try #require(Self.read($0, detection.preset.format), "\($0)") }
        #expect(reads.map(\.target) == ["/orders/15", "/orders/16?page=2"])
        #expect(reads.map(\.status) == [200, 404] && reads.map(\.micros) == [15_000, 230_000])
        #expect(reads.map(\.seconds) == [1_795_237_597, 1_795_237_598])
        #expect(reads.map(\.agent) == ["Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "curl/8.5.0"])
        #expect(reads.map(\.client) == ["10.1.1.1", "10.1.1.2"])
    }

    @Test(
        "WebLogic's extended log (a tab after each directive's name): time-taken in seconds; ASP.NET Core's W3CLogger: in milliseconds with a fraction"
    )
    func timeTakenUnits() throws {
        let webLogic = [
            "#Version:\t1.0", "#Fields:\tdate time cs-method cs-uri sc-status time-taken", "#Software:\tWebLogic",
            "#Start-Date:\t2026-11-21\t05:06:30",
            "2026-11-21\t05:06:37\tPOST\t/orders/7\t200\t0.147", "2026-11-21\t05:06:38\tGET\t/orders/8\t404\t0.024",
        ]
        let detection = try Self.detect(webLogic)
        #expect(detection.preset.name == "w3c")
        let read = try #require(Self.read(webLogic[4], detection.preset.format))
        #expect(read.target == "/orders/7" && read.seconds == 1_795_237_597)
        #expect(read.micros == 147_000)
        let w3cLogger = [
            "#Version: 1.0", "#Start-Date: 2026-11-21 05:06:37",
            "#Fields: date time c-ip s-computername s-ip s-port cs-method cs-uri-stem cs-uri-query sc-status time-taken cs-version cs-host cs(User-Agent) cs(Referer)",
            "2026-11-21 05:06:37 ::1 WEB-1 ::1 5000 GET /orders/7 - 200 59.9171 HTTP/1.1 localhost:5000 curl/8.5.0 -",
        ]
        let aspNetCore = try Self.detect(w3cLogger + [w3cLogger[3]])
        let entry = try #require(Self.read(w3cLogger[3], aspNetCore.preset.format))
        #expect(entry.micros == 59_917)
    }

    @Test(
        "NetScaler's web logging (NSWL): time-taken in seconds, told by its sc-servicename; SHOUTcast's c-status is the status"
    )
    func netScalerAndShoutcast() throws {
        let netScaler = [
            "#Version: 1.0", "#Software: Netscaler Web Logging(NSWL)", "#Date: 2026-11-21 05:06:30",
            "#Fields: date time c-ip cs-username sc-servicename s-ip s-port cs-method cs-uri-stem cs-uri-query sc-status cs-bytes sc-bytes time-taken cs-version cs(User-Agent) cs(Cookie) cs(Referer)",
            "2026-11-21 05:06:37 192.0.2.7 - HTTP 10.0.0.5 8080 GET /orders/7 - 302 247 355 1 HTTP/1.1 Mozilla/4.0+(compatible;+MSIE+7.0) - -",
        ]
        let detection = try Self.detect(netScaler)
        #expect(detection.preset.name == "w3c")
        let read = try #require(Self.read(netScaler[4], detection.preset.format))
        #expect(read.target == "/orders/7" && read.status == 302 && read.seconds == 1_795_237_597)
        #expect(read.micros == 1_000_000 && read.agent == "Mozilla/4.0 (compatible; MSIE 7.0)")
        let shoutcast = [
            "#Software: SHOUTcast", "#Version: 2.4.7.256",
            "#Fields: c-ip c-dns date time cs-uri-stem c-status cs(User-Agent) sc-bytes x-duration avgbandwidth",
            "192.0.2.7 client.example.net 2026-11-21 05:06:37 /stream?title=Nights 200 NSPlayer%2F10.0.0.3702 65580 1 524640",
        ]
        let stream = try #require(Self.read(shoutcast[3], try Self.detect(shoutcast).preset.format))
        #expect(stream.target == "/stream?title=Nights" && stream.status == 200 && stream.seconds == 1_795_237_597)
    }

    @Test(
        "CloudFront's standard logging v2 with chosen fields and no x-edge- one: tab-separated, time-taken in seconds; the same fields space-separated are IIS's milliseconds"
    )
    func tabSeparatedWithoutEdgeFields() throws {
        let header = ["#Version: 1.0", "#Fields: date time c-ip cs-method cs-uri-stem sc-status time-taken"]
        let tabbed = (1...4).map { "2026-11-21\t05:06:3\($0)\t192.0.2.\($0)\tGET\t/orders/\($0)\t200\t0.25\($0)" }
        let detection = try Self.detect(header + tabbed)
        #expect(detection.preset.name == "w3c" && detection.parsedLines == 4)
        #expect(detection.preset.format.columnsAreTabSeparated)
        let read = try #require(Self.read(tabbed[0], detection.preset.format))
        #expect(read.target == "/orders/1" && read.micros == 251_000 && read.seconds == 1_795_237_591)
        let spaced = tabbed.map { $0.replacing("\t", with: " ") }
        let iis = try Self.detect(header + spaced)
        #expect(!iis.preset.format.columnsAreTabSeparated)
        let entry = try #require(Self.read("2026-11-21 05:06:31 192.0.2.1 GET /orders/1 200 251", iis.preset.format))
        #expect(entry.micros == 251_000)
    }

    @Test("IIS Advanced Logging: date-local and time-local, quoted values with doubled quotes, TimeTakenMS")
    func advancedLogging() throws {
        let header = [
            "#Software: IIS Advanced Logging Module", "", "#Version: 1.0", "",
            "#Fields:   date-local time-local   s-ip   cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) cs(Host) sc-status sc-substatus sc-win32-status TimeTakenMS",
        ]
        let entries = [
            #"2026-11-21 05:06:37.250 10.0.0.5 GET /orders/15 - 80 - "203.0.113.9" "Mozilla/5.0 (X11; Linux x86_64)" "https://shop.example.com/" "shop.example.com" 200 0 0 109"#,
            #"2026-11-21 05:06:38.003 10.0.0.5 GET /orders/16 page=2 80 - - "curl/8.5.0" - "shop.example.com" 404 " ""odd"" value " 0 7"#,
        ]
        let detection = try Self.detect(header + entries)
        #expect(detection.preset.name == "w3c")
        #expect(detection.parsedLines == 2)
        let first = try #require(Self.read(entries[0], detection.preset.format))
        #expect(first.target == "/orders/15")
        #expect(first.seconds == 1_795_237_597)
        #expect(first.micros == 109_000)
        #expect(first.client == "203.0.113.9")
        #expect(first.agent == "Mozilla/5.0 (X11; Linux x86_64)")
        let second = try #require(Self.read(entries[1], detection.preset.format))
        #expect(second.target == "/orders/16?page=2")
        #expect(second.status == 404)
        #expect(second.micros == 7_000)
    }

    @Test("Incapsula: every value quoted, cs-uri after its host, an empty status for a request without a response")
    func quotedEverywhere() throws {
        let header = [
            "#Software: Incapsula LOGS API", "#Version: 1.1",
            "#Fields: date time cs-vid cs-browsertype c-ip cs(User-Agent) cs-uri cs-method cs-uri-query sc-status s-ip",
        ]
        let entries = [
            #""2026-11-21" "05:06:37" "a1f3" "Browser" "192.0.2.44" "Mozilla/5.0 (Windows NT 10.0)" "www.example.com/page.php" "GET" "id=3" "200" "10.0.0.5""#,
            #""2026-11-21" "05:06:39" "b2c4" "Browser" "192.0.2.45" "curl/8.5.0" "www.example.com" "GET" "" "" "10.0.0.5""#,
            #""2026-11-21" "05:06:40" "c3d5" "Browser" "192.0.2.46" "curl/8.5.0" "https://www.example.com/rss/news" "GET" "" "301" "10.0.0.5""#,
        ]
        let detection = try Self.detect(header + entries)
        #expect(detection.preset.name == "w3c")
        #expect(detection.parsedLines == 3)
        let format = detection.preset.format
        let page = try #require(Self.read(entries[0], format))
        #expect(page.target == "/page.php?id=3")
        #expect(page.status == 200)
        #expect(page.seconds == 1_795_237_597)
        let root = try #require(Self.read(entries[1], format))
        #expect(root.target == "/")
        #expect(root.status == 0)
        let absolute = try #require(Self.read(entries[2], format))
        #expect(absolute.target == "https://www.example.com/rss/news")
    }

    @Test("an IIS log with single spaces is still read by its separators (the fast layout), not by columns")
    func iisKeepsTheSeparatorLayout() throws {
        let header = [
            "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken"
        ]
        let entry = "2026-11-21 05:06:37 10.0.0.5 GET /users/42 - 443 - 192.0.2.7 curl/8.5.0 - 200 0 0 12"
        let detection = try Self.detect(header + [entry])
        guard case .nginx(let format) = detection.preset.format else {
            Issue.record("not a template layout: \(detection.preset.format)")
            return
        }
        #expect(!format.readsW3CColumns)
    }

    @Test(
        "a column too few, an unclosed quote: not this layout",
        arguments: [
            (#"2026-11-21 05:06:37 GET"#, MalformedReason.formatMismatch),
            (#"2026-11-21 05:06:37 GET "/a b 200"#, MalformedReason.unterminatedQuote),
        ])
    func misfits(line: String, reason: MalformedReason) throws {
        let format = try #require(
            LogFormatPreset.w3c(
                fieldsDirective: Array("#Fields: date time cs-method cs-uri-stem sc-status".utf8), readsColumns: true))
        #expect(ParsedLogLine.parse(line, as: format) == .malformed(reason))
    }

    @Test(
        "targets written after their host",
        arguments: [
            ("www.example.com/a/b?c=1", "/a/b?c=1"), ("api.example.com:8443/v1", "/v1"), ("www.example.com", "/"),
            ("/plain", "/plain"), ("https://h.example/x", "https://h.example/x"), ("nohost/x", "nohost/x"),
            ("-", "-"),
            // A site whose name has `_` (Imperva's SIEM logs of a scanned site).
            ("as-12.some_URL_being_scanned.com/PerformanceProbe/rest", "/PerformanceProbe/rest"),
        ])
    func targetAfterHost(written: String, target: String) {
        let bytes = Array(written.utf8)
        let parser = LogLineParser(format: .urlPerLine)
        parser.scratch.beginLine(lineLength: bytes.count)
        let result = bytes.withUnsafeBufferPointer { buffer in
            String(decoding: parser.targetAfterHost(buffer), as: UTF8.self)
        }
        #expect(result == target)
    }

    @Test(
        "a status of a request without a response: empty, '-', HAProxy's -1 (status 0); other text is no status",
        arguments: [("", 0), ("-", 0), ("-1", 0), ("200", 200), ("2xx", nil), ("-2", nil), ("OK", nil)]
            as [(String, Int?)])
    func noStatus(value: String, status: Int?) throws {
        let format = try LogFormat.parse(#"nginx:"$request" [$status]"#)
        let parsed = ParsedLogLine.parse(#""GET /a HTTP/1.1" ["# + value + "]", as: format)
        if let status {
            #expect(parsed == .request(method: "GET", target: "/a", status: status, micros: nil))
        } else {
            #expect(parsed == .malformed(.badStatus))
        }
    }
}
