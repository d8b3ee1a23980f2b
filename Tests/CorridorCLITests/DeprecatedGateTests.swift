import Foundation
import Testing

@Suite("--max-deprecated-calls")
struct DeprecatedGateTests {
    /// A runner with `report.json` of the fixture log, whose route `user` (2 hits) is marked deprecated in the JSON,
    /// as a routes file or description marking it would have it.
    private func runnerWithDeprecatedUser() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "-o", "plain.json"])
        try #require(result.status == 0, "\(result)")
        let text = try runner.read("plain.json")
        let user = try #require(text.range(of: #""name": "user","#))
        let flag = try #require(text.range(of: #""deprecated": false"#, range: user.upperBound..<text.endIndex))
        try runner.write("report.json", text.replacingCharacters(in: flag, with: #""deprecated": true"#))
        return runner
    }

    @Test("exit 4 naming the routes when the deprecated routes got more hits than allowed; 0 at or under it")
    func gate() throws {
        let runner = try runnerWithDeprecatedUser()
        defer { runner.removeDirectory() }
        let over = try runner.run(["merge", "report.json", "--quiet", "--max-deprecated-calls", "1"])
        #expect(over.status == 4, "\(over)")
        #expect(over.stderr.contains("deprecated routes were called 2 times (1 of 1 deprecated routes), more than --max-deprecated-calls 1"))
        #expect(over.stderr.contains("  user (GET /user/:userId{int}): 2 hits, last seen 2024-01-31T10:00:01Z"))
        let atLimit = try runner.run(["merge", "report.json", "--quiet", "--max-deprecated-calls", "2"])
        #expect(atLimit.status == 0, "\(atLimit)")
        #expect(atLimit.stderr.isEmpty)
        let noGate = try runner.run(["merge", "report.json", "--quiet"])
        #expect(noGate.status == 0, "\(noGate)")
    }

    @Test("the flag survives merge into JSON; the text report has the section")
    func survivesMerge() throws {
        let runner = try runnerWithDeprecatedUser()
        defer { runner.removeDirectory() }
        let merged = try runner.run(["merge", "report.json", "plain.json", "--output", "json"])
        #expect(merged.status == 0, "\(merged)")
        let document = try JSONDocument(merged.stdout)
        let routes = try #require(document.value("routes") as? [[String: Any]])
        #expect(routes.filter { $0["deprecated"] as? Bool == true }.compactMap { $0["name"] as? String } == ["user"])
        #expect(routes.allSatisfy { $0["deprecated"] is Bool })
        let text = try runner.run(["merge", "report.json"])
        #expect(text.stdout.contains("Deprecated but still called: 1 of 1 deprecated routes, 2 hits"))
        let csv = try runner.run(["merge", "report.json", "--output", "csv"])
        #expect(csv.stdout.split(separator: "\n").first?.hasSuffix(",deprecated") == true)
    }

    @Test("analyze: a table without deprecated routes passes --max-deprecated-calls 0; a negative limit is a usage error")
    func analyzeAndUsage() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        let ok = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--quiet", "--max-deprecated-calls", "0"])
        #expect(ok.status == 0, "\(ok)")
        let bad = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--max-deprecated-calls=-1"])
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("--max-deprecated-calls must be 0 or more"))
    }
}
