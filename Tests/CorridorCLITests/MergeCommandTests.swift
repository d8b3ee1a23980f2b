import Testing

@Suite("corridor merge")
struct MergeCommandTests {
    /// A runner with `routes.txt`, the fixture log split in two halves and one JSON report per half.
    private func shards() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        let lines = LogFixtures.combined.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try runner.write("all.log", LogFixtures.combined)
        try runner.write("a.log", lines.prefix(4).joined(separator: "\n") + "\n")
        try runner.write("b.log", lines.dropFirst(4).joined(separator: "\n") + "\n")
        for shard in ["a", "b", "all"] {
            let result = try runner.run(["analyze", "-r", "routes.txt", "\(shard).log", "-o", "\(shard).json"])
            try #require(result.status == 0, "\(result)")
        }
        return runner
    }

    @Test("merging the reports of two shards counts what one run over both counts")
    func mergeShards() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        let result = try runner.run(["merge", "a.json", "b.json", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        let merged = try JSONDocument(result.stdout)
        let whole = try JSONDocument(runner.read("all.json"))
        for path in [
            "totals.lines", "totals.matched", "totals.unmatched", "totals.malformed", "totals.invalidRequests",
            "coverage.hit", "coverage.routes", "unmatched.total",
        ] {
            #expect(merged.int(path) == whole.int(path), "\(path)")
        }
        #expect(merged.hitsByRoute == whole.hitsByRoute)
        #expect(merged.array("inputs").count == 2)
        #expect(merged.int("totals.lines") == 8)
    }

    @Test("-o by extension and a report from standard input")
    func outputFileAndStandardInput() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        let result = try runner.run(["merge", "a.json", "-", "-o", "week.html"], stdin: try runner.read("b.json"))
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(try runner.read("week.html").hasPrefix("<!DOCTYPE html>"))
        let text = try runner.run(["merge", "a.json", "b.json"])
        #expect(text.stdout.hasPrefix("Corridor analysis: 2 inputs, 8 lines"))
    }

    @Test("standard input as a stream of reports: JSON lines of --compact reports, or concatenated documents")
    func reportStream() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        let files = try runner.run(["merge", "a.json", "b.json", "--output", "json"])
        try #require(files.status == 0, "\(files)")
        var lines = ""
        for shard in ["a", "b"] {
            let compact = try runner.run(["merge", "\(shard).json", "--output", "json", "--compact"])
            try #require(compact.status == 0 && compact.stdoutLines.count == 1, "\(compact)")
            lines += compact.stdout
        }
        let fromLines = try runner.run(["merge", "-", "--output", "json"], stdin: lines)
        #expect(fromLines.status == 0, "\(fromLines)")
        #expect(fromLines.stdout == files.stdout)
        let concatenated = try runner.read("a.json") + (try runner.read("b.json"))
        let fromDocuments = try runner.run(["merge", "-", "--output", "json"], stdin: concatenated)
        #expect(fromDocuments.stdout == files.stdout)
    }

    @Test("a tree of merges (pairs, then the pair of pairs) gives the flat merge, byte for byte")
    func treeMerge() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        let lines = LogFixtures.combined.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for quarter in 0..<4 {
            try runner.write("q\(quarter).log", lines.dropFirst(2 * quarter).prefix(2).joined(separator: "\n") + "\n")
            let result = try runner.run(
                ["analyze", "-r", "routes.txt", "q\(quarter).log", "--output", "json", "--compact", "-o", "q\(quarter).json"])
            try #require(result.status == 0, "\(result)")
        }
        let flat = try runner.run(["merge", "q0.json", "q1.json", "q2.json", "q3.json", "--output", "json"])
        let left = try runner.run(["merge", "q0.json", "q1.json", "--output", "json", "--compact"])
        let right = try runner.run(["merge", "q2.json", "q3.json", "--output", "json", "--compact"])
        let tree = try runner.run(["merge", "-", "--output", "json"], stdin: left.stdout + right.stdout)
        #expect(tree.status == 0, "\(tree)")
        #expect(tree.stdout == flat.stdout)
        let merged = try JSONDocument(tree.stdout)
        let whole = try JSONDocument(runner.read("all.json"))
        #expect(merged.int("totals.lines") == whole.int("totals.lines"))
        #expect(merged.hitsByRoute == whole.hitsByRoute)
        #expect(merged.array("inputs").count == 4)
    }

    @Test("an empty stream, or a stream with a bad report: exit 1, naming it")
    func badStream() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        let empty = try runner.run(["merge", "-"], stdin: "")
        #expect(empty.status == 1)
        #expect(empty.stderr == "corridor: error: 'standard input' is not a corridor JSON report: it is empty\n")
        let broken = try runner.run(["merge", "-"], stdin: try runner.read("a.json") + "{\"schema\": 1}")
        #expect(broken.status == 1)
        #expect(
            broken.stderr.hasPrefix("corridor: error: 'standard input' is not a corridor JSON report: schema: "),
            "\(broken)")
        #expect(broken.stderr.contains("(report 2 of the stream)"), "\(broken)")
    }

    @Test("--min-coverage on the merged report: exit 3")
    func coverageGate() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        let result = try runner.run(["merge", "a.json", "b.json", "--min-coverage", "75", "-q"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("is below --min-coverage 75%"))
    }

    @Test("reports of different route tables: exit 1, naming the file and the route")
    func differentTables() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        try runner.write("other.routes", "/only/:one\n")
        _ = try runner.run(["analyze", "-r", "other.routes", "a.log", "-o", "other.json"])
        let result = try runner.run(["merge", "a.json", "other.json"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("corridor: error: 'other.json': cannot merge reports of different route tables"))
    }

    @Test("a file that is not a report, or is missing: exit 1")
    func badReports() throws {
        let runner = try shards()
        defer { runner.removeDirectory() }
        let notJSON = try runner.run(["merge", "a.json", "routes.txt"])
        #expect(notJSON.status == 1)
        #expect(notJSON.stderr.hasPrefix("corridor: error: 'routes.txt' is not a corridor JSON report: line 1, column 1: not JSON: "))
        let missing = try runner.run(["merge", "a.json", "nope.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "corridor: error: cannot read 'nope.json': No such file or directory\n")
    }

    @Test("no report: usage error, exit 2")
    func noReports() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["merge"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Usage: corridor merge"))
    }
}
