import CorridorCore
import CorridorLogFormats
import Testing

/// CEF events (ArcSight's Common Event Format): their header's fields and extension's pairs read as JSON by a JSON
/// preset — Imperva Cloud WAF's SIEM logs (`cef+imperva`), as Imperva documents them and as its log files and a
/// syslog collector keep them.
@Suite("Log wrappers: CEF (Imperva Cloud WAF)")
struct CEFWrapperTests {
    /// Imperva's documented access event (the example of its log file structure, as Elastic's integration tests it):
    /// values with blanks (the agent, `ver`, `xff`, `cs9`), escaped `=` (`qstr`, a JSON header value), the site
    /// before the path, `requestmethod` in lowercase.
    static let documented =
        #"CEF:0|Incapsula|SIEMintegration|1|1|Illegal Resource Access|3| fileid=3412341160002518171 sourceServiceName=site123.abcd.info sip=10.1.0.1 spt=80 siteid=1509732 suid=50005477 requestClientApplication=Mozilla/5.0 (Windows NT 6.1; WOW64; rv:40.0) Gecko/20100101 Firefox/40.0 deviceFacility=mia cs2=true cs2Label=Javascript Support cs3=true cs3Label=CO Support ccode=IL tag=www.elvis.com cn1=200 in=54 xff=1.128.0.0, 81.2.69.144 cs1=NOT_SUPPORTED cs1Label=Cap Support start=1453290121336 request=site123.abcd.info/orders/7 requestmethod=GET qstr=p\=%2fetc%2fpasswd app=HTTP act=REQ_CHALLENGE_CAPTCHA deviceExternalID=33411452762204224 cpt=443 src=1.128.0.1 ver=TLSv1.2 ECDHE-RSA-AES128-GCM-SHA256 end=1566300670892 additionalResHeaders=[{"Content-Type":"text/html; charset\=UTF-8"}] filetype=30037,1001, cs9=Block Malicious User,High Risk Resources, cs9Label=Rule name"#

    static let agent = "Mozilla/5.0 (Windows NT 6.1; WOW64; rv:40.0) Gecko/20100101 Firefox/40.0"

    @Test(
        "Imperva's events are detected and read with their path, query, time, agent and client",
        arguments: [
            documented,
            // Through a syslog collector.
            "<14>Jan 20 11:42:01 siem-collector " + documented,
            // The method's key as Imperva's field list writes it; a CR at the end.
            documented.replacingOccurrences("requestmethod=", with: "requestMethod=") + "\r",
        ])
    func detected(line: String) throws {
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
        #expect(detection.preset.name == "cef+imperva")
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.method == "GET" && read.target == "/orders/7?p=%2fetc%2fpasswd" && read.status == 200, "\(read)")
        #expect(read.seconds == 1_453_290_121 && read.micros == nil, "\(read)")
        #expect(read.agent == Self.agent && read.client == "1.128.0.1", "\(read)")
    }

    @Test("an Imperva log file: its header's lines are neither requests nor malformed, its events are read")
    func logFile() throws {
        let lines = [
            "accountId:123456", "configId:12345", "checksum:123ab7746e2c163e9e56d0ec123456", "format:CEF",
            "startTime:1705705619206", "endTime:1705705805378", "|==|", Self.documented, "not an event",
        ]
        // The header's lines are not weighed: one event among them decides.
        let detection = try #require(LogFormatDetector.detect(lines.dropLast().map { Array($0.utf8) }))
        #expect(detection.preset.name == "cef+imperva")
        #expect(
            try ContainerWrapperTests.results(lines, "cef+imperva") == [
                "…", "…", "…", "…", "…", "…", "…", "/orders/7?p=%2fetc%2fpasswd 200 t=1453290121",
                "malformed formatMismatch",
            ])
    }

    @Test(
        "the request's site before its path: read from the path, `/` for the site alone (as a W3C `cs-uri`), kept when it is no host",
        arguments: [
            ("request=www.example.com/users/42", "/users/42"), ("request=www.example.com", "/"),
            ("request=www.example.com qstr=a\\=1", "/"), ("request=www.example.com:8443/users/42", "/users/42"),
            ("request=/users/42 qstr=a\\=1&b\\=2", "/users/42?a=1&b=2"),
            ("request=https://www.example.com/users/42", "https://www.example.com/users/42"),
            ("request=10.0.0.7/users/42", "/users/42"),
        ])
    func siteBeforePath(pairs: String, target: String) throws {
        let line =
            "CEF:0|Incapsula|SIEMintegration|1|1|Normal|0| \(pairs) requestMethod=GET cn1=200 start=1795237597000"
        let read = try #require(LogFormatPresetTests.read(line, try LogFormat.parse("cef+imperva")))
        #expect(read.target == target, "\(read)")
        #expect(read.seconds == 1_795_237_597, "\(read)")
    }

    @Test("a request the proxy could not read (`request=-`) is no request, as `\"-\"` is in Combined")
    func noRequest() throws {
        let line = "CEF:0|Incapsula|SIEMintegration|1|1|Normal|0| request=- requestMethod=- cn1=400 start=1795237597000"
        #expect(try ContainerWrapperTests.results([line], "cef+imperva") != ["/ 400 t=1795237597"])
    }

    @Test("a header's escaped `|` and an extension's escaped `\\` and line break stay inside their field")
    func escapes() throws {
        let line =
            #"CEF:0|Incap\|sula|SIEM\\integration|1|1|Normal|0| requestClientApplication=a\\b\nc d request=www.example.com/a requestMethod=GET cn1=200"#
        let read = try #require(LogFormatPresetTests.read(line, try LogFormat.parse("cef+imperva")))
        #expect(read.agent == "a\\b\nc d" && read.target == "/a", "\(read)")
    }

    @Test(
        "not CEF: other layouts' lines, `CEF:` without a version or deep in a line, too few header fields, no pair",
        arguments: [
            #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a?x=CEF:0 HTTP/1.1" 200 5 "-" "ua""#,
            "CEF:x|Incapsula|SIEMintegration|1|1|Normal|0| request=/a cn1=200",
            "CEF:0|Incapsula|SIEMintegration|1|1|Normal request=/a cn1=200",
            "CEF:0|Incapsula|SIEMintegration|1|1|Normal|0| (request) cn1=200",
            String(repeating: "x ", count: 200) + "CEF:0|Incapsula|SIEMintegration|1|1|Normal|0| request=/a cn1=200",
        ])
    func notCEF(line: String) throws {
        #expect(try ContainerWrapperTests.results([line], "cef+imperva") == ["malformed formatMismatch"])
    }

    @Test(
        "another vendor's CEF events: the status a labelled custom field's, whatever its place; F5's glued tag and time"
    )
    func otherVendors() throws {
        // F5 ASM's remote logging (its CEF glued to the tag `ASM:`, the time in CEF's `MMM dd yyyy HH:mm:ss`), the
        // label before or after its value; Barracuda's WAF (`CEF: 0|`, a blank before the version; its time taken a
        // flex number's); Citrix's AppFirewall (`method`, an absolute URL, an event id in `cn1`: no status).
        let f5 =
            #"<134>Sep 19 13:35:00 bigip-4.pme-ds.f5.com ASM:CEF:0|F5|ASM|11.3.0|Successful Request|Successful Request|2|dvchost=bigip-4.pme-ds.f5.com dvc=172.16.73.34 cs1=topaz4-web4 cs1Label=policy_name act=passed cn1=200 cn1Label=response_code src=10.4.1.101 spt=52963 dst=10.4.1.200 dpt=80 requestMethod=GET app=HTTP rt=Sep 19 2012 13:35:00 request=/orders/7 cs3Label=full_request cs3=GET /orders/7 HTTP/1.0\r\nHost: 10.4.1.200\r\n\r\n"#
        let f5LabelFirst = f5.replacingOccurrences(
            "cn1=200 cn1Label=response_code", with: "cn1Label=response_code cn1=404")
        let barracuda =
            #"Aug  3 10:49:35 Barracuda CEF: 0|BarracudaNetworks|WAAS|BNWAS-1.0|WAF|WAF|4| cat=TR dvc=10.239.1.26 src=101.173.234.143 spt=48293 outcome=302 requestMethod=GET app=HTTP rt=1659523775038 request=/pma/index.php requestClientApplication=Mozilla/5.0 (Windows NT 10.0; Win64; x64) cn1Label=ServicePort cn1=9049 flexNumber2Label=TimeTaken(ms) flexNumber2=12 flexString1Label=ProtocolVersion flexString1=HTTP/1.1"#
        let citrix =
            #"CEF:0|Citrix|NetScaler|NS13.1|APPFW|APPFW_STARTURL|6|src=10.10.10.10 spt=47606 method=GET request=http://suspicious.site.net/upload/login.html msg=Disallow Illegal URL. cn1=1340 cn2=653 cs1=pr_appfw cs2=PPE0 act=blocked"#
        #expect(
            try ContainerWrapperTests.results([f5, f5LabelFirst, barracuda, citrix], "cef+cef-http") == [
                "/orders/7 200 t=1348061700", "/orders/7 404 t=1348061700", "/pma/index.php 302 t=1659523775",
                "http://suspicious.site.net/upload/login.html 0 t=nil",
            ])
        // Barracuda's `outcome` is its access event's status; ArcSight's `success` there (another vendor's) is none.
        let outcomeWord = barracuda.replacingOccurrences("outcome=302", with: "outcome=success")
        #expect(try ContainerWrapperTests.results([outcomeWord], "cef+cef-http") == ["/pma/index.php 0 t=1659523775"])
        let barracudaRead = try #require(LogFormatPresetTests.read(barracuda, try LogFormat.parse("cef+cef-http")))
        #expect(barracudaRead.micros == 12_000 && barracudaRead.client == "101.173.234.143", "\(barracudaRead)")
        // Detected as such, not as Imperva's (whose `cn1` is the status) nor as a syslog tag `CEF:`.
        // FortiWeb Cloud's attack event through syslog-ng (a tag without its colon; its time in ISO 8601), whose
        // header's pipes Iris's layout would take apart.
        let fortiweb =
            #"Jul 25 09:56:42 syslog.fortiweb-cloud.com syslogng[9] CEF:0||||N/A|URL Access Violation|Substantial|cat=attack rt=2022-07-25T04:56:20-05:00 cs1=My App 1 cs1Label=appName src=49.206.123.11 spt=36381 dpt=443 app=https/tls1.3 act=Monitor cn1=50 cn1Label=threatWeight dhost=soartesting.net request=/abc requestMethod=GET requestClientApplication=Mozilla/5.0 (Windows NT 10.0; Win64; x64) cn2=1528 cn2Label=length msg=URL Access Violation"#
        #expect(try ContainerWrapperTests.results([fortiweb], "cef+cef-http") == ["/abc 0 t=1658742980"])
        for lines in [[f5, f5], [barracuda, barracuda], [citrix, citrix], [fortiweb, fortiweb]] {
            #expect(LogFormatDetector.detect(lines.map { Array($0.utf8) })?.preset.name == "cef+cef-http")
        }
    }

    @Test("CEF holds JSON records: a text layout inside is refused")
    func refusedInner() {
        #expect(throws: LogFormatError.self) { try LogFormat.parse("cef+combined") }
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
