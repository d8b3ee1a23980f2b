import CorridorCore
import Foundation
import Testing

@testable import CorridorAnalyzer
import CorridorReport
import CorridorTestSupport

@Suite("Report diff")
struct ReportDiffTests {
    /// `count` Combined lines of `GET path` on 2024-01-`day`, one a minute from 10:00.
    static func lines(_ path: String, day: Int, count: Int, method: String = "GET", agent: String = "curl/8.5.0")
        -> String
    {
        (0..<count).map { minute in
            let time = String(format: "%02d/Jan/2024:%02d:%02d:00 +0000", day, 10 + minute / 60, minute % 60)
            return "10.0.0.1 - - [\(time)] \"\(method) \(path) HTTP/1.1\" 200 1 \"-\" \"\(agent)\""
        }.joined(separator: "\n") + (count > 0 ? "\n" : "")
    }

    /// The report of `log` (Combined) over `table`.
    static func report(_ log: String, table: RouteTable, name: String = "access.log") throws -> AnalysisReport {
        let path = try PipelineFixtures.temporaryFile(Array(log.utf8), name: name)
        defer { PipelineFixtures.remove(path) }
        var report = PipelineFixtures.analyze([path], table: table)
        report.inputs[0].path = name
        return report
    }

    static func table(_ text: String) throws -> RouteTable { try RoutesFile.parse(text, path: "routes.txt") }

    static let routes = """
        @use uuid
        home     GET /
        product  GET /products/:id{int}
        search   /search?:q{string}
        orders   POST /orders
        files    GET /files/*
        legacy   GET /legacy
        """

    /// Before: days 1–7; after: days 8–14 (equal spans). `product` goes silent, `search` is new, `home` doubles,
    /// `files` halves, `orders` stays within 10 %, `legacy` is never hit.
    static func beforeAfter() throws -> (before: AnalysisReport, after: AnalysisReport) {
        let table = try table(routes)
        var before = ""
        var after = ""
        for day in 1...7 {
            before += lines("/", day: day, count: 10) + lines("/products/\(day)", day: day, count: 5)
            before +=
                lines("/orders", day: day, count: 10, method: "POST") + lines("/files/a/\(day)", day: day, count: 8)
            before += lines("/api/v1/widgets/\(day)", day: day, count: 1)
        }
        for day in 8...14 {
            after += lines("/", day: day, count: 20) + lines("/search?q=\(day)", day: day, count: 3)
            after +=
                lines("/orders", day: day, count: 11, method: "POST") + lines("/files/b/\(day)", day: day, count: 4)
            after +=
                lines("/api/v1/widgets/\(day)", day: day, count: 1)
                + lines("/api/v2/gadgets/\(day)", day: day, count: 2)
        }
        return (try report(before, table: table, name: "week1.log"), try report(after, table: table, name: "week2.log"))
    }

    @Test("statuses over two equal periods: wentSilent, new, up, down, unchanged")
    func statuses() throws {
        let (before, after) = try Self.beforeAfter()
        let diff = ReportDiff(before: before, after: after)
        let status = Dictionary(uniqueKeysWithValues: diff.routes.map { ($0.name, $0.status) })
        #expect(
            status == [
                "home": .up, "product": .wentSilent, "search": .new, "orders": .unchanged, "files": .down,
                "legacy": .unchanged,
            ])
        #expect(!diff.tablesDiffer)
        let home = try #require(diff.routes.first { $0.name == "home" })
        #expect(home.before == 70 && home.after == 140 && home.change == 70)
        #expect(diff.changedRoutes.map(\.name) == ["product", "search", "files", "home"])
        // The shape /api/v1/widgets/:id{int} was there before; /api/v2/gadgets/… is new.
        #expect(diff.newUnmatched.map(\.format) == ["/api/v2/gadgets/:gadgetId{int}"])
        #expect(diff.newUnmatched.first?.hits == 14)
        #expect(
            diff.present([.route(.wentSilent), .newUnmatched, .route(.added), .tablesDiffer]) == [
                .route(.wentSilent), .newUnmatched,
            ])
    }

    @Test("a 7-day and a 28-day report compare per day: the same daily traffic is unchanged")
    func differentSpans() throws {
        let table = try Self.table(Self.routes)
        var week = ""
        for day in 1...7 {
            week += Self.lines("/", day: day, count: 10) + Self.lines("/orders", day: day, count: 10, method: "POST")
        }
        var month = ""
        for day in 1...28 {
            month += Self.lines("/", day: day, count: 10) + Self.lines("/orders", day: day, count: 6, method: "POST")
        }
        // As `analyze --since 2024-01-01 --until 2024-01-08` (and `--until 2024-01-29`) would record them.
        var before = try Self.report(week, table: table)
        before.window = TimeWindow(since: 1_704_067_200, until: 1_704_067_200 + 7 * 86_400)
        var after = try Self.report(month, table: table)
        after.window = TimeWindow(since: 1_704_067_200, until: 1_704_067_200 + 28 * 86_400)
        let diff = ReportDiff(before: before, after: after)
        #expect(diff.beforePeriod?.days == 7 && diff.afterPeriod?.days == 28)
        let home = try #require(diff.routes.first { $0.name == "home" })
        #expect(home.before == 70 && home.after == 280)
        #expect(home.status == .unchanged)
        #expect(home.beforePerDay == 10 && home.afterPerDay == 10)
        let orders = try #require(diff.routes.first { $0.name == "orders" })
        #expect(orders.status == .down)  // 10 a day, then 6 a day
        #expect(diff.textReport().contains("(up/down: hits per day changed by more than 10%)"))
    }

    @Test("the threshold: a per-day change of exactly 10 % is unchanged, more is up; it can be set")
    func threshold() {
        #expect(
            RouteChange.status(before: 100, after: 110, beforePerDay: 10, afterPerDay: 11, threshold: 0.1) == .unchanged
        )
        #expect(RouteChange.status(before: 100, after: 111, beforePerDay: 10, afterPerDay: 11.1, threshold: 0.1) == .up)
        #expect(RouteChange.status(before: 100, after: 89, beforePerDay: 10, afterPerDay: 8.9, threshold: 0.1) == .down)
        #expect(
            RouteChange.status(before: 100, after: 89, beforePerDay: 10, afterPerDay: 8.9, threshold: 0.2) == .unchanged
        )
        // Without periods, raw hits.
        #expect(RouteChange.status(before: 100, after: 150, beforePerDay: nil, afterPerDay: nil, threshold: 0.1) == .up)
        #expect(RouteChange.status(before: 0, after: 0, beforePerDay: 0, afterPerDay: 0, threshold: 0.1) == .unchanged)
    }

    @Test("reports of different route tables diff by name, and say the tables differ")
    func differentTables() throws {
        let (before, _) = try Self.beforeAfter()
        let newTable = try Self.table(
            """
            home     GET /
            product  GET /products/:id{int}
            catalog  GET /catalog
            """)
        var log = ""
        for day in 8...14 { log += Self.lines("/", day: day, count: 10) + Self.lines("/catalog", day: day, count: 2) }
        let after = try Self.report(log, table: newTable)
        let diff = ReportDiff(before: before, after: after)
        #expect(diff.tablesDiffer)
        let status = Dictionary(uniqueKeysWithValues: diff.routes.map { ($0.name, $0.status) })
        #expect(status["catalog"] == .added && status["search"] == .removed && status["orders"] == .removed)
        #expect(status["product"] == .wentSilent && status["home"] == .unchanged)
        #expect(diff.routes.map(\.name) == ["home", "product", "search", "orders", "files", "legacy", "catalog"])
        let removed = try #require(diff.routes.first { $0.name == "orders" })
        #expect(removed.after == nil && removed.change == nil)
        #expect(
            diff.tablesNote
                == "the route tables differ: 4 routes only before (removed), 1 only after (added); routes are compared by name"
        )
        #expect(diff.textReport().contains("note: the route tables differ"))
        #expect(diff.jsonText().contains(#""tablesDiffer": true"#))
        #expect(diff.present([.tablesDiffer, .route(.added)]) == [.tablesDiffer, .route(.added)])
    }

    @Test("routes newly stale (the age applied to both) and deprecated routes newly called")
    func staleAndDeprecated() throws {
        let (before, after) = try Self.beforeAfter()
        var marked = after
        for index in marked.routes.indices where marked.routes[index].name == "search" {
            marked.routes[index].deprecated = true
        }
        let diff = ReportDiff(before: before, after: marked, staleAfter: .age(3 * 86_400))
        // legacy: never hit in both (stale in both); product: hit before, never after.
        #expect(diff.newlyStale == ["product"])
        #expect(diff.deprecatedNewlyCalled.map(\.name) == ["search"])
        #expect(diff.present([.newlyStale, .deprecatedCalled]) == [.newlyStale, .deprecatedCalled])
        let plain = ReportDiff(before: before, after: after)
        #expect(plain.staleAfter == nil && plain.newlyStale.isEmpty && plain.deprecatedNewlyCalled.isEmpty)
    }

    @Test("JSON: routes with name, before, after, status; null where a table lacks the route")
    func json() throws {
        let (before, after) = try Self.beforeAfter()
        let text = ReportDiff(before: before, after: after).jsonText()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "corridor.diff/1")
        let routes = try #require(object["routes"] as? [[String: Any]])
        let product = try #require(routes.first { $0["name"] as? String == "product" })
        #expect(product["before"] as? Int == 35 && product["after"] as? Int == 0)
        #expect(product["status"] as? String == "wentSilent")
        #expect(product["afterPerDay"] as? Int == 0)
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts["wentSilent"] == 1 && counts["new"] == 1 && counts["up"] == 1 && counts["unchanged"] == 2)
        #expect((object["newUnmatched"] as? [[String: Any]])?.count == 1)
    }

    @Test("Markdown matches its golden (diff.md)")
    func markdownGolden() throws {
        let (before, after) = try Self.beforeAfter()
        var marked = after
        for index in marked.routes.indices where marked.routes[index].name == "search" {
            marked.routes[index].deprecated = true
        }
        let rendered = ReportDiff(before: before, after: marked, staleAfter: .age(3 * 86_400)).markdown()
        let name = "diff.md"
        let golden = try? RenderingTests.golden(name)
        if rendered == golden { return }
        if let directory = ProcessInfo.processInfo.environment["CORRIDOR_WRITE_GOLDENS"] {
            try rendered.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
            Issue.record("golden \(name) differed and was written to \(directory): check the diff, then re-run")
            return
        }
        #expect(rendered == golden, "\(name) differs from its golden (CORRIDOR_WRITE_GOLDENS=DIR rewrites it)")
    }

    @Test(
        "Markdown code spans can't break a table cell",
        arguments: [
            ("a|b", "`a\\|b`"), ("x`y", "``x`y``"), ("`edge", "`` `edge ``"), ("plain", "`plain`"),
        ])
    func markdownCode(text: String, expected: String) {
        #expect(ReportDiff.code(text) == expected)
    }

    @Test(
        "rates render with at most two decimals",
        arguments: [
            (0.0, "0"), (12.5, "12.5"), (0.034, "0.03"), (-1.714, "-1.71"), (10.0, "10"), (-0.001, "0"), (2.05, "2.05"),
        ])
    func decimals(value: Double, expected: String) {
        #expect(ReportDiff.decimal(value) == expected)
    }
}
