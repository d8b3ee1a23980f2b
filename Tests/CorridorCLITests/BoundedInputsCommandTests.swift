import Foundation
import Testing

/// Inputs from someone else stay bounded, and no failure passes for a success.
@Suite("corridor: bounded inputs and honest exits")
struct BoundedInputsCommandTests {
    /// Runs `corridor arguments…` through `sh` with `redirection` applied (e.g. `<&-` to close standard input).
    static func runWith(_ redirection: String, _ arguments: [String], in runner: CorridorRunner) throws -> (status: Int32, stderr: String) {
        let binary = try #require(CorridorBinary.url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection) 2>\"$CORRIDOR_TEST_STDERR\"", binary.path] + arguments
        let errPath = runner.path("stderr-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        environment["CORRIDOR_TEST_STDERR"] = errPath
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: runner.path("."))
        try process.run()
        process.waitUntilExit()
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return (process.terminationStatus, stderr)
    }

    @Test("--jobs is bounded to 1…1024 with a usage error", arguments: ["0", "1025", "100000000", "4611686018427387904", "9223372036854775807"])
    func jobsBounded(value: String) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--jobs", value])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("--jobs must be from 1 to 1024 (got \(value))"))
    }

    @Test("an empty route table fails a coverage gate above 0")
    func emptyTableFailsCoverage() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", "# nothing yet\n")
        try runner.write("access.log", LogFixtures.combined)
        let gated = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--quiet", "--min-coverage", "90"])
        #expect(gated.status == 3, "\(gated)")
        #expect(gated.stderr.contains("the route table has no routes"))
        let zero = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--quiet", "--min-coverage", "0"])
        #expect(zero.status == 0, "\(zero)")
    }

    @Test("write errors exit 1 for every command that prints", arguments: [["routes", "api.yaml"], ["check", "routes.txt"], ["match", "-r", "routes.txt", "/user/1"]])
    func writeErrors(arguments: [String]) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("api.yaml", "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get: {responses: {'200': {description: ok}}}\n")
        let result = try runner.run(arguments, stdoutPath: "/dev/full")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("No space left on device"))
    }

    @Test("a report larger than the limit is refused before it fills memory")
    func reportSizeLimit() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["merge", "/dev/zero"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("cannot read '/dev/zero': more than 256 MiB, the most a JSON report may have"))
    }

    @Test("match skips an over-long standard input line, naming it, and goes on")
    func matchLongLine() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let long = String(repeating: "a", count: (1 << 20) + 10)
        let result = try runner.run(["match", "-r", "routes.txt"], stdin: "/user/1\n\(long)\n/user/2\n")
        #expect(result.stderr.contains("standard input, line 2: longer than 1 MiB, skipped"), "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 2, "\(result.stdout)")
    }

    @Test("a closed standard input is an error, not an empty complete report")
    func closedStandardInput() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let analyze = try Self.runWith("<&-", ["analyze", "-r", "routes.txt"], in: runner)
        #expect(analyze.status == 1)
        #expect(analyze.stderr.contains("cannot read standard input: it is closed"))
        let match = try Self.runWith("<&-", ["match", "-r", "routes.txt"], in: runner)
        #expect(match.status == 1)
    }

    @Test("with standard error closed, the -o report holds only the report")
    func closedStandardError() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        let binary = try #require(CorridorBinary.url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" analyze -r routes.txt access.log missing.log -o report.json 2>&-", binary.path]
        process.currentDirectoryURL = URL(fileURLWithPath: runner.path("."))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let report = try runner.read("report.json")
        #expect(report.hasPrefix("{"))
        #expect(!report.contains("corridor: error"))
        #expect(try JSONSerialization.jsonObject(with: Data(report.utf8)) is [String: Any])
    }
}
