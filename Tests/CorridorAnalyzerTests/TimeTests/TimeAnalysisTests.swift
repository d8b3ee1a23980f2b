@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("First/last seen and time windows over a multi-day, multi-offset log")
struct TimeAnalysisTests {
    static let routes = """
        home GET /
        user GET /user/:id{int}
        legacy GET /legacy/:id{int}
        admin GET /admin
        """

    /// Lines at various offsets; the UTC instant of each is in the comment.
    static let lines = [
        #"10.0.0.1 - - [01/Oct/2026:02:00:00 +0200] "GET /legacy/1 HTTP/1.1" 200 5 "-" "old-app/1.0""#,  // 2026-10-01T00:00:00Z
        #"10.0.0.2 - - [20/Nov/2026:22:06:37 -0500] "GET /user/7 HTTP/1.1" 200 5 "-" "curl/8""#,  // 2026-11-21T03:06:37Z
        #"10.0.0.3 - - [21/Nov/2026:08:36:37 +0530] "GET /user/8 HTTP/1.1" 200 5 "-" "curl/8""#,  // 2026-11-21T03:06:37Z
        #"10.0.0.4 - - [22/Nov/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "Mozilla/5.0""#,  // 2026-11-22T00:00:00Z
        #"10.0.0.5 - - [22/Nov/2026:10:00:00 +1000] "GET /nope/1 HTTP/1.1" 404 5 "-" "bot""#,  // 2026-11-22T00:00:00Z
        #"10.0.0.6 - - [not a time] "GET /user/9 HTTP/1.1" 200 5 "-" "curl/8""#,  // no time
        #"10.0.0.7 - - [05/Oct/2026:12:00:00 -0700] "GET /legacy/2 HTTP/1.1" 200 5 "-" "old-app/1.1""#,  // 2026-10-05T19:00:00Z
        #"10.0.0.8 - - [23/Nov/2026:01:00:00 +0100] "GET /user/1 HTTP/1.1" 500 5 "-" "curl/8""#,  // 2026-11-23T00:00:00Z
        "garbage",
    ]

    static func iso(_ text: String) -> Int64 { TimeFixtures.iso(text) }

    static func run(
        _ lines: [String], window: TimeWindow = .all, jobs: Int = 2, chunkSize: Int = AnalyzerOptions.defaultChunkSize
    ) throws -> AnalysisReport {
        let table = try RoutesFile.parse(routes, path: "time.routes")
        let path = try PipelineFixtures.temporaryFile(Array(lines.map { $0 + "\n" }.joined().utf8), name: "time.log")
        defer { PipelineFixtures.remove(path) }
        var options = AnalyzerOptions(routes: table, jobs: jobs, chunkSize: chunkSize)
        options.window = window
        return Analyzer.run(inputs: [path], options: options)
    }

    func route(_ report: AnalysisReport, _ name: String) throws -> RouteHits {
        try #require(report.routes.first { $0.name == name })
    }

    @Test("first and last seen per route, unmatched path and suggestion, in UTC whatever the offset")
    func firstAndLastSeen() throws {
        let report = try Self.run(Self.lines)
        #expect(
            try route(report, "user").seen
                == TimeRange(first: Self.iso("2026-11-21T03:06:37Z"), last: Self.iso("2026-11-23T00:00:00Z")))
        #expect(
            try route(report, "legacy").seen
                == TimeRange(first: Self.iso("2026-10-01T00:00:00Z"), last: Self.iso("2026-10-05T19:00:00Z")))
        #expect(try route(report, "home").seen == TimeRange(Self.iso("2026-11-22T00:00:00Z")))
        #expect(try route(report, "admin").seen == nil)
        #expect(report.unmatched.paths.first?.seen == TimeRange(Self.iso("2026-11-22T00:00:00Z")))
        #expect(report.unmatched.suggestions.first?.seen == TimeRange(Self.iso("2026-11-22T00:00:00Z")))
        #expect(report.totals.untimed == 1)
        #expect(try route(report, "user").hits == 4)
        let json = report.jsonText()
        #expect(json.contains(#""firstSeen": "2026-10-01T00:00:00Z""#))
        #expect(json.contains(#""lastSeen": "2026-11-23T00:00:00Z""#))
        #expect(json.contains(#""firstSeen": null"#))
        #expect(try AnalysisReport(json: json) == report)
    }

    @Test("a window counts since (inclusive) until (exclusive); the rest is counted apart and totals add up")
    func windowBoundaries() throws {
        let since = Self.iso("2026-11-21T03:06:37Z")
        let until = Self.iso("2026-11-23T00:00:00Z")
        let report = try Self.run(Self.lines, window: TimeWindow(since: since, until: until))
        let totals = report.totals
        #expect(try route(report, "user").hits == 2)  // both at `since`; the one at `until` is out
        #expect(try route(report, "home").hits == 1)
        #expect(try route(report, "legacy").hits == 0)
        #expect(totals.unmatched == 1)
        #expect(totals.outsideWindow == 4)  // two legacy, user at `until`, the line without a time
        #expect(totals.malformed == 1)
        #expect(totals.lines == totals.matched + totals.unmatched + totals.malformed + totals.invalidRequests
            + totals.outsideWindow)
        #expect(try route(report, "user").seen == TimeRange(since))
        let json = report.jsonText()
        #expect(json.contains(#""since": "2026-11-21T03:06:37Z""#))
        #expect(json.contains(#""until": "2026-11-23T00:00:00Z""#))
        #expect(json.contains(#""outsideWindow": 4"#))
        let decoded = try AnalysisReport(json: json)
        #expect(decoded.window == report.window)
        #expect(decoded == report)
    }

    @Test("an open-ended window keeps the untimed lines out only when bounded")
    func openWindow() throws {
        let report = try Self.run(Self.lines, window: TimeWindow(until: Self.iso("2026-10-05T19:00:00Z")))
        #expect(try route(report, "legacy").hits == 1)
        #expect(report.totals.matched == 1)
        #expect(report.totals.outsideWindow == 7)
        #expect(try Self.run(Self.lines).totals.outsideWindow == 0)
    }

    @Test("stale routes: never hit, or not in the age before the last request; least recently seen first")
    func staleRoutes() throws {
        let report = try Self.run(Self.lines)
        var options = ReportRenderOptions()
        options.staleAfter = .age(30 * 86_400)
        #expect(report.latestSeen == Self.iso("2026-11-23T00:00:00Z"))
        #expect(report.staleReference(options) == Self.iso("2026-11-23T00:00:00Z"))
        #expect(report.staleCutoff(options) == Self.iso("2026-10-24T00:00:00Z"))
        #expect(report.staleRoutes(options).map(\.name) == ["admin", "legacy"])
        options.staleAfter = .age(86_400)  // cutoff 2026-11-22T00:00:00Z: home was hit at it, so it is not stale
        #expect(report.staleRoutes(options).map(\.name) == ["admin", "legacy"])
        options.staleAfter = .age(43_200)
        #expect(report.staleRoutes(options).map(\.name) == ["admin", "legacy", "home"])
        options.staleAfter = .instant(Self.iso("2026-11-23T00:00:00Z"))
        #expect(report.staleRoutes(options).map(\.name) == ["admin", "legacy", "home"])
        let text = report.textReport(options: options)
        #expect(text.contains("Stale routes: 3 not hit in the 2026-11-23T00:00:00Z before 2026-11-23T00:00:00Z (the last request)"))
        #expect(text.contains("never hit"))
        #expect(text.contains("2026-10-05T19:00:00Z"))
        let csv = report.csvText(options: options).split(separator: "\n")
        #expect(csv[0].hasSuffix(",last_seen,deprecated,stale"))
        #expect(csv.filter { $0.hasSuffix(",true") }.map { $0.prefix { $0 != "," } } == ["home", "legacy", "admin"])
        let json = report.jsonText(options: options)
        #expect(json.contains(#""after": "2026-11-23T00:00:00Z""#))
        #expect(json.contains(#""referenceFrom": "latestRequest""#))
        #expect(json.contains(#""neverHit": true"#))
        let decoded = try AnalysisReport.read(json: json)
        #expect(decoded.report == report && decoded.options == options)
        #expect(decoded.report.staleRoutes(decoded.options).map(\.name) == ["admin", "legacy", "home"])
        options.staleAfter = nil
        #expect(report.staleRoutes(options).isEmpty)
        #expect(report.jsonText(options: options).contains(#""stale": null"#))
    }

    @Test("--now replaces the latest request as the reference of the stale age, and is written in the report")
    func staleNow() throws {
        let report = try Self.run(Self.lines)
        var options = ReportRenderOptions()
        options.staleAfter = .age(7 * 86_400)
        options.staleNow = Self.iso("2026-12-01T00:00:00Z")
        #expect(report.staleCutoff(options) == Self.iso("2026-11-24T00:00:00Z"))
        #expect(report.staleRoutes(options).map(\.name) == ["admin", "legacy", "home", "user"])
        #expect(report.textReport(options: options).contains("before 2026-12-01T00:00:00Z (--now)"))
        let json = report.jsonText(options: options)
        #expect(json.contains(#""reference": "2026-12-01T00:00:00Z""#))
        #expect(json.contains(#""referenceFrom": "now""#))
        let decoded = try AnalysisReport.read(json: json)
        #expect(decoded.report == report && decoded.options == options)
    }

    @Test("the text and CSV reports show last seen")
    func renderings() throws {
        let report = try Self.run(Self.lines)
        #expect(report.textReport().contains("LAST SEEN"))
        let csv = report.csvText().split(separator: "\n")
        #expect(csv[0].hasSuffix(",first_seen,last_seen,deprecated"))
        #expect(csv.contains { $0.hasPrefix("legacy,") && $0.hasSuffix(",2026-10-01T00:00:00Z,2026-10-05T19:00:00Z,false") })
        #expect(csv.contains { $0.hasPrefix("admin,") && $0.hasSuffix(",,,false") })
    }

    @Test("shards with overlapping and with disjoint times merge into the one-run report", arguments: [0, 1])
    func mergeShards(split: Int) throws {
        let body = Array(Self.lines.dropLast())
        // Overlapping: alternate lines; disjoint: the October lines apart from the November ones.
        let (a, b) =
            split == 0
            ? (body.enumerated().filter { $0.offset % 2 == 0 }.map(\.element),
               body.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
            : (body.filter { $0.contains("/Oct/") }, body.filter { !$0.contains("/Oct/") })
        let window = TimeWindow(since: Self.iso("2026-10-02"))
        for window in [TimeWindow.all, window] {
            let one = try Self.run(a + b, window: window)
            let merged = try Self.run(a, window: window).merged(with: try Self.run(b, window: window))
            #expect(merged.routes == one.routes)
            #expect(merged.totals == one.totals)
            #expect(merged.unmatched == one.unmatched)
            let throughJSON = try AnalysisReport(json: try Self.run(b, window: window).jsonText())
                .merged(with: try AnalysisReport(json: try Self.run(a, window: window).jsonText()))
            #expect(throughJSON.routes == one.routes)
            #expect(throughJSON.unmatched == one.unmatched)
            #expect(throughJSON.window == one.window)
        }
    }

    @Test("jobs 1, 2 and 8 give byte-identical reports", arguments: [1, 2, 8])
    func jobs(jobs: Int) throws {
        let many = (0..<400).flatMap { _ in Self.lines }
        let window = TimeWindow(since: Self.iso("2026-10-02"))
        func rendered(_ jobs: Int) throws -> String {
            var report = try Self.run(many, window: window, jobs: jobs, chunkSize: 1024)
            report.inputs[0].path = "time.log"  // each run writes the log to a fresh directory
            for index in report.malformed.samples.indices { report.malformed.samples[index].input = "time.log" }
            return report.jsonText()
        }
        #expect(try rendered(jobs) == (try rendered(1)))
    }
}
