import Foundation
import Testing

@Suite("corridor diff")
struct DiffCommandTests {
    static let routes = """
        @use uuid
        home         GET /
        product      GET /products/:productId{int}
        productEdit  PUT /products/:productId{int}
        search       /search?:q{string}
        user         /users/:userId{uuid}
        files        GET /files/*
        orders       POST /orders
        adminReport  GET /admin/reports/:reportId{int}

        """

    /// A runner with one generated log of two days: on 2024-01-31 every route is requested, on 2024-02-01 (the same
    /// generator with `--idle orders`, its dates moved a day on) `orders` is never requested; and the two windows of
    /// it, `before.json` (`--until 2024-02-01`) and `after.json` (`--since 2024-02-01`), each one day long.
    private func windows() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", Self.routes)
        let first = try runner.run(["generate", "-r", "routes.txt", "--lines", "3000", "-o", "day1.log"])
        let second = try runner.run(
            ["generate", "-r", "routes.txt", "--lines", "3000", "--idle", "orders", "-o", "day2.log"])
        try #require(first.status == 0 && second.status == 0, "\(first) \(second)")
        let day2 = try runner.read("day2.log").replacing("31/Jan/2024", with: "01/Feb/2024")
        try runner.write("all.log", try runner.read("day1.log") + day2)
        for (name, window) in [
            ("before", ["--since", "2024-01-31", "--until", "2024-02-01"]),
            ("after", ["--since", "2024-02-01", "--until", "2024-02-02"]),
        ] {
            let result = try runner.run(["analyze", "-r", "routes.txt", "all.log", "--quiet", "-o", "\(name).json"] + window)
            try #require(result.status == 0, "\(result)")
        }
        return runner
    }

    @Test("windows of one log: the route silenced after the date went silent; no other route did")
    func silencedRoute() throws {
        let runner = try windows()
        defer { runner.removeDirectory() }
        let result = try runner.run(["diff", "before.json", "after.json", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        let document = try JSONDocument(result.stdout)
        let routes = try #require(document.value("routes") as? [[String: Any]])
        let statuses = Dictionary(uniqueKeysWithValues: routes.map { ($0["name"] as! String, $0["status"] as! String) })
        #expect(statuses["orders"] == "wentSilent")
        let orders = try #require(routes.first { $0["name"] as? String == "orders" })
        #expect((orders["before"] as? Int ?? 0) > 0 && orders["after"] as? Int == 0)
        // Every other route is hit on both days (the generator reshuffles their popularity without `orders`).
        #expect(statuses.filter { $0.value == "wentSilent" || $0.value == "new" }.keys.sorted() == ["orders"])
        #expect(routes.filter { $0["name"] as? String != "orders" }.allSatisfy { ($0["after"] as? Int ?? 0) > 0 })
        #expect(document.value("before.period.days") as? Int == 1 && document.value("after.period.days") as? Int == 1)
        #expect(document.bool("tablesDiffer") == false)
        let text = try runner.run(["diff", "before.json", "after.json"])
        #expect(text.stdout.contains("went silent  orders"))
    }

    @Test("--fail-on: exit 5 naming what was found; 0 when none of the chosen findings shows")
    func gate() throws {
        let runner = try windows()
        defer { runner.removeDirectory() }
        let silent = try runner.run(["diff", "before.json", "after.json", "--quiet", "--fail-on", "wentSilent,added"])
        #expect(silent.status == 5, "\(silent)")
        #expect(silent.stderr.contains("corridor: the diff shows wentSilent (--fail-on)"))
        #expect(silent.stderr.contains("  wentSilent: orders ("))
        #expect(silent.stdout.isEmpty)
        let clean = try runner.run(["diff", "before.json", "after.json", "--quiet", "--fail-on", "added,removed,tablesDiffer"])
        #expect(clean.status == 0, "\(clean)")
        let reverse = try runner.run(["diff", "after.json", "before.json", "--quiet", "--fail-on", "new"])
        #expect(reverse.status == 5, "\(reverse)")
        let unknown = try runner.run(["diff", "before.json", "after.json", "--fail-on", "wentQuiet"])
        #expect(unknown.status == 2, "\(unknown)")
        #expect(unknown.stderr.contains("--fail-on: unknown condition 'wentQuiet'"))
    }

    @Test("Markdown to a .md file; a file that is not a report is an error naming it")
    func markdownAndErrors() throws {
        let runner = try windows()
        defer { runner.removeDirectory() }
        let result = try runner.run(["diff", "before.json", "after.json", "-o", "comment.md"])
        #expect(result.status == 0, "\(result)")
        let markdown = try runner.read("comment.md")
        #expect(markdown.hasPrefix("### Corridor: route traffic, before → after\n"))
        #expect(markdown.contains("| went silent | `orders` |"))
        try runner.write("broken.json", "{\"schema\": \"corridor.analyze/1\"")
        let broken = try runner.run(["diff", "broken.json", "after.json"])
        #expect(broken.status == 1, "\(broken)")
        #expect(broken.stderr.contains("corridor: error: 'broken.json' is not a corridor JSON report: line 1"))
    }

    @Test("reports of different routes files: added/removed by name, and the output says the tables differ")
    func differentTables() throws {
        let runner = try windows()
        defer { runner.removeDirectory() }
        try runner.write("routes2.txt", Self.routes.replacing("orders       POST /orders\n", with: "checkout POST /checkout\n"))
        let result = try runner.run(
            ["analyze", "-r", "routes2.txt", "all.log", "--since", "2024-02-01", "--until", "2024-02-02", "--quiet", "-o", "after2.json"])
        try #require(result.status == 0, "\(result)")
        let diff = try runner.run(["diff", "before.json", "after2.json", "--fail-on", "tablesDiffer"])
        #expect(diff.status == 5, "\(diff)")
        #expect(diff.stdout.contains("note: the route tables differ: 1 route only before (removed), 1 only after (added)"))
        let rows = diff.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.contains("removed orders 152 - - 152 -"))
        #expect(rows.contains("added checkout - 0 - - 0"))
    }
}
