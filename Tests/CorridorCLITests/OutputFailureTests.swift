import Foundation
import Testing

@Suite(
    "a report or listing that can't be written is an error, never silently lost",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
struct OutputFailureTests {
    /// A runner with `routes.txt`, `access.log` and its JSON report `report.json`.
    private func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "-o", "report.json"])
        try #require(result.status == 0, "\(result)")
        return runner
    }

    @Test(
        "standard output is /dev/full: exit 1 with a message naming standard output",
        arguments: [
            ["analyze", "-r", "routes.txt", "access.log"],
            ["analyze", "-r", "routes.txt", "access.log", "--output", "json", "--compact"],
            ["match", "-r", "routes.txt", "/user/42", "/nope"],
            ["match", "-r", "routes.txt", "--output", "jsonl", "/user/42"],
            ["merge", "report.json"],
            ["check", "routes.txt"],
        ])
    func fullStandardOutput(arguments: [String]) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(arguments, stdoutPath: "/dev/full")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr == "corridor: error: cannot write 'standard output': No space left on device\n")
    }

    @Test(
        "-o in a directory that does not exist: exit 1 before any work, naming the file",
        arguments: [
            ["analyze", "-r", "routes.txt", "access.log", "-o", "missing/report.json"],
            ["merge", "report.json", "-o", "missing/report.json"],
        ])
    func unwritableOutputFile(arguments: [String]) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(arguments)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr == "corridor: error: cannot write 'missing/report.json': No such file or directory\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("-o /dev/full: exit 1, the report is not passed off as written")
    func fullOutputFile() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--output", "json", "-o", "/dev/full"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr == "corridor: error: cannot write '/dev/full': No space left on device\n")
    }
}
