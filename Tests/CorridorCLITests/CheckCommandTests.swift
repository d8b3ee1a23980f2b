import Testing

@Suite("corridor check")
struct CheckCommandTests {
    @Test("a valid file: summary line, exit 0")
    func validFile() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let result = try runner.run(["check", "routes.txt"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines == ["routes.txt: 9 routes, 0 warnings"])
        #expect(result.stderr.isEmpty)
    }

    @Test("errors: one compiler-style line each with line and column, exit 1")
    func errorsWithPositions() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("bad.routes", RoutesFixtures.broken)
        let result = try runner.run(["check", "bad.routes"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stdoutLines == [
                "bad.routes:1:9: error: unknown type 'integer' in format '/x/:y{integer}'",
                "bad.routes:3:1: error: duplicate route name 'b' (first defined on line 2)",
                "bad.routes:4:12: error: a catch-all ('*') must be the last path segment in format '/q/:a{int}/*/x'",
                "bad.routes: 3 errors, 0 warnings",
            ])
    }

    @Test("warnings only: printed, exit 0")
    func warningsOnly() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("warn.routes", RoutesFixtures.warnings)
        let result = try runner.run(["check", "warn.routes"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdoutLines
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("warn.routes:2:1: warning: route 'b' can never match") == true)
        #expect(lines.dropFirst().first?.hasPrefix("warn.routes:3:1: warning: route 'c' duplicates route 'a'") == true)
        #expect(lines.last == "warn.routes: 3 routes, 2 warnings")
    }

    @Test("--quiet prints only the problems")
    func quiet() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("bad.routes", RoutesFixtures.broken)
        let clean = try runner.run(["check", "--quiet", "routes.txt"])
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        let broken = try runner.run(["check", "-q", "bad.routes"])
        #expect(broken.status == 1)
        #expect(broken.stdoutLines.count == 3)
    }

    @Test("invalid UTF-8 is an error at its position")
    func invalidUTF8() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("latin1.routes", bytes: Array("/ok\n/caf".utf8) + [0xE9] + Array("\n".utf8))
        let result = try runner.run(["check", "latin1.routes"])
        #expect(result.status == 1)
        #expect(result.stdoutLines.first == "latin1.routes:2:5: error: invalid UTF-8 (byte 0xE9)")
    }

    @Test("a missing file: a clear error on stderr, exit 1")
    func missingFile() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["check", "nowhere.routes"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "corridor: error: cannot read 'nowhere.routes': No such file or directory\n")
    }

    @Test("a directory instead of a file: exit 1")
    func directory() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["check", "."])
        #expect(result.status == 1)
        #expect(result.stderr == "corridor: error: cannot read '.': Is a directory\n")
    }

    @Test("no file argument: usage error, exit 2")
    func missingArgument() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["check"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument '<file>'"))
        #expect(result.stderr.contains("Usage: corridor check"))
    }
}
