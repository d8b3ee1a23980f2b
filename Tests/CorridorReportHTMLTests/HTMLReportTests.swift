@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
@testable import CorridorReportHTML
import Foundation
import Testing
import CorridorTestSupport

@Suite("HTML report page")
struct HTMLReportTests {
    /// A report of `count` routes with long names and formats, every status class and latencies: the
    /// largest kind of page per route.
    static func largeReport(routes count: Int) -> AnalysisReport {
        var histogram = LatencyHistogram()
        for micros in [900, 12_000, 48_000, 250_000, 1_200_000] as [Int64] { histogram.record(micros: micros) }
        let routes = (0..<count).map { index in
            RouteHits(
                name: "service\(index)ResourceCollectionItemDetail", method: index % 3 == 0 ? nil : "GET",
                format: "/api/v\(index % 9)/organizations/:orgId{int}/projects/:projectId{uuid}/items/:itemId{int}",
                line: index + 1, hits: index % 7 == 0 ? 0 : 1_000_000 + index, methods: ["GET": 1_000_000 + index],
                status: StatusCounts(
                    informational: 1, success: 900_000, redirection: 50_000, clientError: 49_000 + index,
                    serverError: 999, other: 0),
                latency: index % 7 == 0 ? nil : LatencySummary(histogram: histogram))
        }
        let paths = (0..<20).map { PathCount(path: "/unknown/" + String(repeating: "segment/", count: 120) + "\($0)", count: 5, error: 0) }
        let suggestions = (0..<20).map {
            FormatSuggestion(
                format: "/unknown/:id\($0){int}", hits: 10, error: 0,
                examples: ["/unknown/1/" + String(repeating: "x", count: 200), "/unknown/2", "/unknown/3"])
        }
        return AnalysisReport(
            inputs: [InputSummary(path: "access.log.zst", encoding: .zstd, bytes: 1 << 30, lines: 1 << 26, error: nil)],
            totals: ReportTotals(lines: 1 << 26, matched: 1 << 25, unmatched: 200, malformed: 0, invalidRequests: 0),
            routes: routes,
            unmatched: UnmatchedSummary(
                total: 200, capacity: 1024, exact: true, errorBound: 0, paths: paths, suggestionsExact: true,
                suggestionsErrorBound: 0, suggestions: suggestions),
            malformed: MalformedSummary(count: 0, reasons: [:], samples: [], sampleLimit: 10))
    }

    /// Every number is served (each route's details row too), at about 2 KB per route of this size.
    @Test("a 1,000-route report stays under 2.2 MB and lists every route with its details row")
    func size() {
        let clock = ContinuousClock()
        var page = ""
        let elapsed = clock.measure { page = Self.largeReport(routes: 1000).htmlPage() }
        print("1,000-route HTML report: \(page.utf8.count) bytes, rendered in \(elapsed)")
        #expect(page.utf8.count < 2_200_000, "\(page.utf8.count) bytes")
        #expect(page.components(separatedBy: "<tr data-i=\"").count - 1 == 1000)
        #expect(page.components(separatedBy: "<tr class=\"detail\" id=\"detail-").count - 1 == 1000)
        // The first page of rows is laid out at load; the rest are served hidden until paged to (the script's
        // class `js` on <html> hides them; without the script every row shows).
        #expect(page.components(separatedBy: " pg-off\"><th scope=\"row\">").count - 1 == 1000 - HTMLReportPage.pageSize)
        #expect(page.contains("service999ResourceCollectionItemDetail"))
    }

    @Test("hostile route names, paths, inputs and log lines stay text (script tags, quotes, invalid UTF-8)")
    func escaping() throws {
        let table = try RouteTable(
            routes: [
                Route(name: "<script>alert(1)</script>", format: try FormatParser().parse("/a/:id{int}")),
                Route(name: "q&\"quote\"'</script>", format: try FormatParser().parse("/b")),
            ])
        var log = Array(
            """
            1.2.3.4 - - [31/Jan/2024:10:00:00 +0000] "GET /a/1 HTTP/1.1" 200 1 "-" "-"
            1.2.3.4 - - [31/Jan/2024:10:00:00 +0000] "GET /x/<img%20src=x>/'y'&z</script> HTTP/1.1" 404 1 "-" "-"
            <b>not a log line</b>

            """.utf8)
        log += Array(#"1.2.3.4 - - [31/Jan/2024:10:00:00 +0000] "GET /bad/"#.utf8) + [0xFF, 0xC3, 0x28]
            + Array(#"<u> HTTP/1.1" 404 1 "-" "-""#.utf8) + [0x0A]
        let path = try PipelineFixtures.temporaryFile(log, name: "html<&>\"'.log")
        defer { PipelineFixtures.remove(path) }
        let page = PipelineFixtures.analyze([path], table: table).htmlPage()
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // Exactly the two scripts of the template: the JSON data and the page script.
        // The head's one-line class setter, the data and the page script: nothing from the report adds one.
        #expect(page.components(separatedBy: "<script").count - 1 == 3)
        #expect(page.components(separatedBy: "</script>").count - 1 == 3)
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("q&amp;&quot;quote&quot;&#39;&lt;/script&gt;"))
        #expect(page.contains("/x/&lt;img%20src=x&gt;/&#39;y&#39;&amp;z&lt;/script&gt;"))
        #expect(page.contains("&lt;b&gt;not a log line&lt;/b&gt;"))
        #expect(page.contains("html&lt;&amp;&gt;&quot;&#39;.log"))
        #expect(page.contains("/bad/\u{FFFD}\u{FFFD}(&lt;u&gt;"))
        #expect(!page.contains("<b>not") && !page.contains("<u>") && !page.contains("<img"))
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http") && !page.contains("@import"))
        #expect(!page.contains("url(") && !page.contains("fetch(") && !page.contains("XMLHttpRequest"))
        #expect(page.contains("<style>"))
    }

    @Test(
        "JSON inside <script> can't close it or break a line",
        arguments: [
            ("\"</script><script>alert(1)</script>\"", "\"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\""),
            ("\"<!-- a & b -->\"", "\"\\u003c!-- a \\u0026 b --\\u003e\""),
            ("\"line\u{2028}para\u{2029}\"", "\"line\\u2028para\\u2029\""),
            ("{\"a\": [1, 2]}", "{\"a\": [1, 2]}"),
        ])
    func scriptSafe(json: String, expected: String) throws {
        let safe = HTMLReportPage.scriptSafe(json)
        #expect(safe == expected)
        // The same value after parsing.
        let decoded = try JSONSerialization.jsonObject(with: Data(safe.utf8), options: .fragmentsAllowed)
        let original = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        #expect(String(describing: decoded) == String(describing: original))
    }

    @Test("the data script carries per-route numbers in table order, script-safe")
    func chartData() throws {
        let report = try ReportFixtures.shopReport()
        let page = report.htmlPage()
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"corridor-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let routes = try #require(object["routes"] as? [[Any]])
        #expect(routes.count == report.routes.count)
        for (route, entry) in zip(report.routes, routes) {
            #expect(entry[0] as? [Int] == route.status.ordered)
        }
    }

    @Test("an incomplete run is flagged at the top of the page")
    func incomplete() throws {
        var report = try ReportFixtures.shopReport()
        report.inputs.append(
            InputSummary(path: "gone<1>.log", encoding: nil, bytes: 0, lines: 0, error: InputError(path: "gone<1>.log", offset: nil, reason: "No such file <or> directory")))
        let page = report.htmlPage()
        let alert = try #require(page.range(of: "role=\"alert\""))
        let routes = try #require(page.range(of: "id=\"routes\""))
        #expect(alert.lowerBound < routes.lowerBound)
        #expect(page.contains("Incomplete report:</strong> 1 input(s)"))
        #expect(page.contains("gone&lt;1&gt;.log"))
        #expect(!(try ReportFixtures.shopReport().htmlPage().contains("role=\"alert\"")))
    }

    @Test("probe paths are marked, single-path shapes are not proposed, generalizing formats are listed")
    func unmatched() throws {
        var report = Self.largeReport(routes: 3)
        report.unmatched.paths = [
            PathCount(path: "/.env", count: 9, error: 0), PathCount(path: "/wp-login.php", count: 4, error: 0),
            PathCount(path: "/items/1", count: 2, error: 0),
        ]
        report.unmatched.suggestions = [
            FormatSuggestion(format: "/.env", hits: 9, error: 0, examples: ["/.env"]),
            FormatSuggestion(format: "/about-us", hits: 5, error: 0, examples: ["/about-us"]),
            FormatSuggestion(format: "/items/:itemId{int}", hits: 3, error: 0, examples: ["/items/1", "/items/2"]),
        ]
        let page = report.htmlPage()
        #expect(page.contains("<tr class=\"row probe\"><td class=\"n\">9</td>"))
        #expect(page.contains("13 request(s) to 2 well-known scanner path(s)"))
        // Every kept path is in the one searchable table, probes marked there once (no second list).
        #expect(page.contains(#"<code class="trunc" title="/wp-login.php">/wp-login.php</code> <span class="badge b-probe">probe</span>"#))
        #expect(page.components(separatedBy: "title=\"/wp-login.php\"").count - 1 == 1)
        #expect(page.contains(#"<tr class="row"><td class="n">2</td><td><code class="trunc" title="/items/1">/items/1</code></td>"#))
        #expect(page.contains(#"<option value="probe">probes (2)</option>"#))
        let suggested = try #require(page.components(separatedBy: "Suggested formats</h3>").last)
        #expect(suggested.contains(">/items/:itemId{int}</code>"))
        #expect(!suggested.contains("/about-us") && !suggested.contains("/.env"))
        #expect(page.contains("2 more shape(s) not proposed: 1 only repeat one literal path"))
    }

    @Test("time data lights up the page: span, last seen, stale marks, sparkline cells, callers (escaped)")
    func timeData() throws {
        let report = try ReportFixtures.shopReport()
        let timelines: [RouteTimeline?] = report.routes.indices.map { index in
            report.routes[index].hits == 0
                ? nil
                : RouteTimeline(
                    firstSeen: "2024-01-31T10:00:00Z", lastSeen: "2024-01-31T1\(index % 10):00:00Z",
                    buckets: [index, 0, 2, 1], callers: [(caller: "</script><b>bot</b>\u{2028}", hits: 3)])
        }
        // Stale marks come from the report's stale list: a cutoff just after the earliest last hit makes one route stale.
        let lastHits = report.routes.compactMap { $0.seen?.last }.sorted()
        try #require(lastHits.count > 1 && lastHits[0] < lastHits[1])
        let options = ReportRenderOptions(staleAfter: .instant(lastHits[0] + 1))
        let times = HTMLReportTimes(
            staleCutoff: "2024-01-31T10:30:00Z",
            axis: HTMLReportTimes.Axis(start: 1_706_695_200, bucketSeconds: 3600, points: 4), routes: timelines)
        let page = HTMLReportTemplate.compiled.render(
            HTMLReportPage(
                report: report, times: times, context: HTMLReportContext(routesFile: "shop.routes"),
                options: options))
        #expect(page.contains("<dt>Routes</dt><dd>shop.routes · \(report.routes.count) route(s)</dd>"))
        #expect(page.contains(">Last seen (UTC)</th>") && page.contains(">Traffic</th>"))
        #expect(page.contains("<td class=\"when\" data-v=\"2024-01-31T11:00:00Z\">2024-01-31 11:00</td>"))
        #expect(page.contains("id=\"chart-traffic\""))
        #expect(page.components(separatedBy: "<td class=\"spark\"></td>").count - 1 == report.routes.count)
        #expect(page.contains("<span class=\"badge b-stale\">stale</span>"))
        #expect(page.contains("stale: not hit since 2024-01-31 10:30:00 UTC, never-hit routes included"))
        #expect(page.contains("Last hit before the cutoff (stale) <b>1</b>"))
        #expect(page.contains("\"start\":1706695200") && page.contains("\"step\":3600"))
        // Callers are served as HTML text in each route's details, escaped; hits per point too.
        #expect(page.contains("<li><code class=\"wrap\">&lt;/script&gt;&lt;b&gt;bot&lt;/b&gt;\u{2028}</code> 3</li>"))
        #expect(page.contains("Hits per 1 h from 2024-01-31 10:00 UTC: 1 · 0 · 2 · 1"))
        #expect(page.contains("First seen 2024-01-31 10:00:00 · last seen 2024-01-31 11:00:00 (UTC)"))
        #expect(page.components(separatedBy: "</script>").count - 1 == 3)
        // The report's own fields: the shop log's times, agents and traffic (13 seconds: one 1-hour bucket), no stale age.
        let real = report.htmlPage()
        #expect(real.contains("<dt>Requests from</dt><dd>2024-01-31 10:00:00 – 2024-01-31 10:00:13 (UTC)</dd>"))
        #expect(real.contains(">Last seen (UTC)</th>") && real.contains("id=\"chart-traffic\"") && !real.contains("Stale"))
        #expect(real.contains("\"start\":1706695200") && real.contains("\"step\":3600"))
        #expect(real.contains("<td class=\"when\" data-v=\"2024-01-31T10:00:00Z\">2024-01-31 10:00</td>"))
        #expect(real.contains("curl/8.5.0"))
        var untimed = report
        for index in untimed.routes.indices {
            untimed.routes[index].seen = nil
            untimed.routes[index].agents = nil
            untimed.routes[index].traffic = []
        }
        untimed.unmatched.paths = untimed.unmatched.paths.map { PathCount(path: $0.path, count: $0.count, error: $0.error) }
        let plain = untimed.htmlPage()
        #expect(!plain.contains(">Last seen (UTC)</th>") && !plain.contains("id=\"chart-traffic\"") && !plain.contains("Stale"))
    }
}

@Suite("Client addresses in the HTML report")
struct HTMLClientAddressTests {
    static func page(callers: String) throws -> String {
        let table = try RoutesFile.parse("user GET /user/:id{int}\nadmin GET /admin\n", path: "clients.routes")
        let lines = [
            #"10.1.2.3 - - [21/Nov/2026:10:00:00 +0000] "GET /user/1 HTTP/1.1" 200 5 "-" "curl/8""#,
            #"10.1.2.99 - - [21/Nov/2026:11:00:00 +0000] "GET /user/2 HTTP/1.1" 200 5 "-" "curl/8""#,
            #"<b>x</b> - - [21/Nov/2026:12:00:00 +0000] "GET /user/3 HTTP/1.1" 200 5 "-" "curl/8""#,
        ]
        let path = try PipelineFixtures.temporaryFile(Array(lines.map { $0 + "\n" }.joined().utf8), name: "clients.log")
        defer { PipelineFixtures.remove(path) }
        let options = AnalyzerOptions(routes: table, jobs: 1, callers: try CallerOptions(parsing: callers))
        return Analyzer.run(inputs: [path], options: options).htmlPage()
    }

    @Test("--callers ip/24: networks with their counts and the prefix, in the route's details data")
    func truncated() throws {
        let page = try Self.page(callers: "ip/24")
        #expect(page.contains("Top client networks (IPv4,IPv6 prefix 24,48)"))
        #expect(page.contains(#"<li><code class="wrap">10.1.2.0/24</code> 2</li>"#))
        #expect(page.contains(#"<li><code class="wrap">unknown</code> 1</li>"#))
        #expect(!page.contains("10.1.2.3") && !page.contains("10.1.2.99"))
    }

    @Test("--callers ip: addresses as logged, hostile text escaped; without ip: no client data")
    func asLogged() throws {
        let page = try Self.page(callers: "ip")
        #expect(page.contains(#"<li><code class="wrap">10.1.2.3</code> 1</li>"#) && page.contains("Top client addresses"))
        #expect(page.contains(#"<code class="wrap">&lt;b&gt;x&lt;/b&gt;</code>"#) && !page.contains("<b>x</b>"))
        let agentsOnly = try Self.page(callers: "agents")
        #expect(!agentsOnly.contains("10.1.2.3") && !agentsOnly.contains("Top client"))
        #expect(agentsOnly.contains(#"<li><code class="wrap">curl/8</code> 3</li>"#))
    }
}
