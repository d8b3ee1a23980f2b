import Testing

@Suite("corridor generate")
struct GenerateCommandTests {
    @Test("N lines on stdout, the same for the same seed, different for another")
    func deterministic() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let first = try runner.run(["generate", "--routes", "routes.txt", "--lines", "300", "--seed", "5"])
        let again = try runner.run(["generate", "--routes", "routes.txt", "--lines", "300", "--seed", "5"])
        let other = try runner.run(["generate", "--routes", "routes.txt", "--lines", "300", "--seed", "6"])
        #expect(first.status == 0, "\(first)")
        #expect(first.stdoutLines.count == 300)
        #expect(first.stdout == again.stdout)
        #expect(first.stdout != other.stdout)
    }

    @Test("-o FILE, then analyze reads every line of it; --idle routes are never hit")
    func analyzeGenerated() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let generated = try runner.run([
            "generate", "-r", "routes.txt", "--lines", "2000", "--idle", "paint", "--idle", "files", "-o", "gen.log",
        ])
        #expect(generated.status == 0, "\(generated)")
        #expect(generated.stdout.isEmpty)
        let result = try runner.run(["analyze", "-r", "routes.txt", "gen.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        let report = try JSONDocument(result.stdout)
        #expect(report.int("totals.lines") == 2000)
        #expect(report.hitsByRoute["paint"] == 0)
        #expect(report.hitsByRoute["files"] == 0)
        #expect((report.int("totals.matched") ?? 0) > 1500)
        #expect((report.int("totals.unmatched") ?? 0) > 0)
    }

    @Test("--request-time lines read with the nginx format carry latencies")
    func requestTime() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        _ = try runner.run(["generate", "-r", "routes.txt", "--lines", "500", "--request-time", "-o", "timed.log"])
        let format =
            #"nginx:$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_time"#
        let result = try runner.run([
            "analyze", "-r", "routes.txt", "--log-format", format, "timed.log", "--output", "json",
        ])
        #expect(result.status == 0, "\(result)")
        let report = try JSONDocument(result.stdout)
        #expect(report.int("totals.malformed") ?? 0 < 50)
        let routes = report.array("routes").compactMap { $0 as? [String: Any] }
        #expect(routes.contains { $0["latency"] is [String: Any] })
    }

    @Test("an --idle name that is no route: exit 1")
    func unknownIdleRoute() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let result = try runner.run(["generate", "-r", "routes.txt", "--lines", "5", "--idle", "nope"])
        #expect(result.status == 1)
        #expect(result.stderr == "corridor: error: --idle: no route named 'nope' in 'routes.txt'\n")
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["generate", "-r", "routes.txt"],
            ["generate", "-r", "routes.txt", "--lines", "ten"],
            ["generate", "-r", "routes.txt", "--lines", "5", "--unmatched-share", "1.5"],
        ])
    func usageErrors(arguments: [String]) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let result = try runner.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Usage: corridor generate"))
    }

    @Test("--utc-offsets writes the same instants in several offsets: the analyzer's times and traffic are unchanged")
    func utcOffsets() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let common = ["generate", "-r", "routes.txt", "--lines", "3000", "--seed", "8", "--malformed-share", "0"]
        #expect(try runner.run(common + ["-o", "utc.log"]).status == 0)
        let shifted = try runner.run(common + ["--utc-offsets", "+0530,-0800,+0000,+1400,-1200", "-o", "zones.log"])
        #expect(shifted.status == 0, "\(shifted)")
        let zones = try runner.run(["analyze", "-r", "routes.txt", "zones.log", "--output", "json"])
        let utc = try runner.run(["analyze", "-r", "routes.txt", "utc.log", "--output", "json"])
        // Everything after the inputs (totals, times, traffic, routes, unmatched) is the same.
        let (zonesBody, utcBody) = (zones.stdout.components(separatedBy: "\"totals\"")[1], utc.stdout.components(separatedBy: "\"totals\"")[1])
        #expect(zonesBody == utcBody)
        #expect(zonesBody.contains("\"firstSeen\": \"2024-01-31T10:00:"))
        let log = try runner.run(["generate", "-r", "routes.txt", "--lines", "5", "--seed", "8", "--malformed-share", "0", "--invalid-share", "0", "--utc-offsets", "+0530,-0800"])
        #expect(log.stdoutLines.filter { $0.contains(" +0530] ") }.count == 2)
        #expect(log.stdoutLines.filter { $0.contains(" -0800] ") }.count == 3)
        for bad in ["+530", "0530", "+2400", "+0575", "+0530,"] {
            let refused = try runner.run(common + ["--utc-offsets", bad])
            #expect(refused.status == 2 && refused.stderr.contains("bad --utc-offsets"), "\(bad): \(refused)")
        }
    }
}
