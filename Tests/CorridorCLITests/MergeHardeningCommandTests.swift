import Foundation
import Testing

@Suite("corridor merge: duplicate inputs, overflow, windows, year 9999")
struct MergeHardeningCommandTests {
    private func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--quiet", "-o", "a.json"])
        try #require(result.status == 0, "\(result)")
        return runner
    }

    @Test("the same input merged twice: a warning naming it; an error with --strict-inputs")
    func duplicateInputs() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let warned = try runner.run(["merge", "a.json", "a.json", "--output", "json"])
        #expect(warned.status == 0, "\(warned)")
        #expect(
            warned.stderr
                == "corridor: warning: 'a.json' lists the input 'access.log' (\(LogFixtures.combined.utf8.count) bytes) that an earlier report lists too: its lines are counted twice\n"
        )
        #expect(try JSONDocument(warned.stdout).int("totals.lines") == 16)
        let strict = try runner.run(["merge", "a.json", "a.json", "--strict-inputs", "--quiet"])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stderr.hasPrefix("corridor: error: 'a.json' lists the input 'access.log'"))
        #expect(strict.stderr.contains("(--strict-inputs)"))
    }

    @Test("counts that would pass Int.max: exit 1 naming the report and the field")
    func overflow() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // a.json made huge but still consistent: Int.max - 2 lines, the extra ones outside the window.
        let text = try runner.read("a.json")
        let document = try JSONDocument(text)
        let lines = try #require(document.int("totals.lines"))
        let huge = Int.max - 2
        let delta = huge - lines
        var edited = text
        for (find, replace) in [
            ("\"lines\": \(lines),\n      \"error\"", "\"lines\": \(lines + delta),\n      \"error\""),
            ("\"lines\": \(lines),\n    \"matched\"", "\"lines\": \(lines + delta),\n    \"matched\""),
            ("\"outsideWindow\": 0", "\"outsideWindow\": \(delta)"),
        ] {
            let range = try #require(edited.range(of: find), "\(find)")
            edited.replaceSubrange(range, with: replace)
        }
        try runner.write("huge.json", edited)
        let single = try runner.run(["merge", "huge.json", "--quiet"])
        #expect(single.status == 0, "\(single)")
        let result = try runner.run(["merge", "huge.json", "a.json", "--quiet"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("corridor: error: 'a.json': cannot merge: 'totals.lines' would overflow"))
    }

    @Test("a damaged report is refused before merging, naming the contradiction")
    func contradiction() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let text = try runner.read("a.json")
        let range = try #require(text.range(of: "\"matched\": 5,"))
        try runner.write("bad.json", text.replacingCharacters(in: range, with: "\"matched\": 6,"))
        let result = try runner.run(["merge", "a.json", "bad.json", "--quiet"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr
                == "corridor: error: 'bad.json' is not a corridor JSON report: totals.lines: contradiction: is 8, but matched + unmatched + malformed + invalidRequests + outsideWindow + directives is 9 (report 1 of the stream)\n"
        )
    }

    @Test("a --since report and an unfiltered one: refused, naming both windows")
    func windows() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let since = try runner.run(
            ["analyze", "-r", "routes.txt", "access.log", "--since", "2024-01-31T10:00:03Z", "--quiet", "-o", "since.json"])
        try #require(since.status == 0, "\(since)")
        let result = try runner.run(["merge", "a.json", "since.json", "--quiet"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains(
                "cannot merge reports of different time windows: no window (every request) and since 2024-01-31T10:00:03Z, no end"))
    }

    @Test("a log time in the year 10000 in UTC is untimed, and the report merges back")
    func year9999() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write(
            "edge.log",
            """
            10.0.0.1 - - [31/Dec/9999:23:59:59 -1400] "GET /user/1 HTTP/1.1" 200 5 "-" "x"
            10.0.0.1 - - [31/Dec/9999:23:59:59 +1400] "GET /user/2 HTTP/1.1" 200 5 "-" "x"

            """)
        let analyzed = try runner.run(["analyze", "-r", "routes.txt", "edge.log", "--quiet", "-o", "edge.json"])
        #expect(analyzed.status == 0, "\(analyzed)")
        let merged = try runner.run(["merge", "edge.json", "--output", "json"])
        #expect(merged.status == 0, "\(merged)")
        let document = try JSONDocument(merged.stdout)
        #expect(document.int("totals.untimed") == 1 && document.int("totals.matched") == 2)
        #expect(document.string("timeSpan.lastSeen") == "9999-12-31T09:59:59Z")
    }
}
