import Foundation
import Testing

/// `-o` files are written whole or not at all: a temporary file beside them, renamed at the end.
@Suite("corridor: output files written atomically")
struct OutputSafetyCommandTests {
    func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        try runner.write("report.json", "last week's report\n")
        return runner
    }

    func leftovers(_ runner: CorridorRunner) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: runner.path(".")).filter { $0.contains(".corridor-") }
    }

    @Test("a run stopped by SIGTERM or SIGINT mid-stream exits 143/130, leaves the previous file, removes its temporary file", arguments: [(SIGTERM, Int32(143), "terminated (SIGTERM)"), (SIGINT, Int32(130), "interrupted (SIGINT)")])
    func stoppedBySignal(signal: Int32, status: Int32, message: String) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let binary = try #require(CorridorBinary.url)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["analyze", "-r", "routes.txt", "-o", "report.json", "--output", "json", "--quiet"]
        process.currentDirectoryURL = URL(fileURLWithPath: runner.path("."))
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(LogFixtures.combined.utf8))
        // The run is reading standard input, which stays open: stop it there.
        var waited = 0
        while try leftovers(runner).isEmpty && waited < 500 {
            usleep(20_000)
            waited += 1
        }
        #expect(try leftovers(runner).count == 1, "the temporary file exists while the run writes")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.contains(message), "\(stderr)")
        #expect(try runner.read("report.json") == "last week's report\n")
        #expect(try leftovers(runner).isEmpty)
    }

    @Test("a write error (disk full) is an error and the previous file survives")
    func diskFull() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // /dev/full as the directory can't be had; a report to a file on a full device is simulated by
        // writing the temporary file into /dev/full's place: `-o` on a path whose directory is /dev fails to create.
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "-o", "/dev/full/report.json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("cannot write '/dev/full/report.json'"))
        #expect(try runner.read("report.json") == "last week's report\n")
    }

    @Test("a completed run replaces the previous file in one step, leaving no temporary file")
    func replaces() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "-o", "report.json"])
        #expect(result.status == 0, "\(result)")
        #expect(try runner.read("report.json").hasPrefix("{"))
        #expect(try leftovers(runner).isEmpty)
    }

    @Test("-o naming an input or the routes file is refused before anything is read; merge into its own input works")
    func overlap() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let log = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--output", "json", "-o", "access.log"])
        #expect(log.status == 1)
        #expect(log.stderr.contains("-o 'access.log' is the input 'access.log'"))
        #expect(try runner.read("access.log") == LogFixtures.combined)
        let routes = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--output", "json", "-o", "./routes.txt"])
        #expect(routes.status == 1)
        #expect(try runner.read("routes.txt") == RoutesFixtures.valid)
        _ = try runner.run(["analyze", "-r", "routes.txt", "access.log", "-o", "week.json"])
        _ = try runner.run(["analyze", "-r", "routes.txt", "access.log", "-o", "day.json"])
        let merged = try runner.run(["merge", "week.json", "day.json", "-o", "week.json"])
        #expect(merged.status == 0, "\(merged)")
        let document = try JSONDocument(runner.read("week.json"))
        #expect(document.int("totals.lines") == 2 * (LogFixtures.combined.split(separator: "\n", omittingEmptySubsequences: false).count - 1))
    }

    @Test("no report on standard output when no input could be opened")
    func nothingOpened() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "missing.log"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("missing.log: cannot open: No such file or directory"))
        let partly = try runner.run(["analyze", "-r", "routes.txt", "missing.log", "access.log"])
        #expect(partly.status == 1)
        #expect(partly.stdout.contains("INCOMPLETE"))
    }
}
