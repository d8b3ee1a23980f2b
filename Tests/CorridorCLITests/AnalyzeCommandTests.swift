import Foundation
import Testing

@Suite("corridor analyze")
struct AnalyzeCommandTests {
    /// A runner with `routes.txt` and `access.log` written.
    private func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        return runner
    }

    @Test("a log file: the text report on stdout, nothing on stderr (no progress line off a terminal), exit 0")
    func textReport() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "--routes", "routes.txt", "access.log"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "no progress line when stderr is not a terminal")
        #expect(result.stdout.hasPrefix("Corridor analysis: 1 input, 8 lines\n"))
        #expect(result.stdout.contains("Routes: 4 of 9 hit (coverage 44.4%)"))
        #expect(result.stdout.contains("/wp-login.php"))
        #expect(result.stdout.contains("Never hit (5)"))
    }

    @Test("JSON on stdout: totals, coverage and per-route hits")
    func jsonReport() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "--routes", "routes.txt", "--output", "json", "access.log"])
        #expect(result.status == 0, "\(result)")
        let report = try JSONDocument(result.stdout)
        #expect(report.string("schema") == "corridor.analyze/1")
        #expect(report.bool("complete") == true)
        #expect(report.int("totals.lines") == 8)
        #expect(report.int("totals.matched") == 5)
        #expect(report.int("totals.unmatched") == 1)
        #expect(report.int("totals.malformed") == 1)
        #expect(report.int("totals.invalidRequests") == 1)
        #expect(report.int("coverage.routes") == 9)
        #expect(report.int("coverage.hit") == 4)
        #expect(report.hitsByRoute["user"] == 2)
        #expect(report.hitsByRoute["newUser"] == 1)
        #expect(report.hitsByRoute["files"] == 0)
        #expect(report.string("unmatched.top.0.path") == "/wp-login.php")
        #expect(report.int("malformed.samples.0.line") == 8)
    }

    @Test("standard input: no LOG argument, and `-`", arguments: [[String](), ["-"]])
    func standardInput(logs: [String]) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(
            ["analyze", "--routes", "routes.txt", "--output", "json"] + logs, stdin: LogFixtures.combined)
        #expect(result.status == 0, "\(result)")
        let report = try JSONDocument(result.stdout)
        #expect(report.string("inputs.0.path") == "-")
        #expect(report.int("totals.lines") == 8)
        #expect(report.int("totals.matched") == 5)
    }

    @Test("--log-format url over standard input")
    func urlPerLine() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(
            ["analyze", "-r", "routes.txt", "--log-format", "url", "--output", "json"], stdin: LogFixtures.urlPerLine)
        #expect(result.status == 0, "\(result)")
        let report = try JSONDocument(result.stdout)
        #expect(report.int("totals.matched") == 5)
        #expect(report.int("totals.unmatched") == 1)
        #expect(report.hitsByRoute["newUser"] == 1)
    }

    @Test(
        "-o FILE: the format comes from the extension; nothing on stdout",
        arguments: [
            ("report.json", "{\n  \"schema\": \"corridor.analyze/1\""),
            ("report.csv", "name,method,format,line,hits,"),
            ("report.html", "<!DOCTYPE html>"),
            ("report.HTM", "<!DOCTYPE html>"),
            ("report.txt", "Corridor analysis: 1 input, 8 lines"),
        ])
    func outputByExtension(file: String, start: String) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "--routes", "routes.txt", "access.log", "-o", file])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(try runner.read(file).hasPrefix(start))
    }

    @Test("--output wins over the extension")
    func outputFormatOverridesExtension() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run([
            "analyze", "-r", "routes.txt", "access.log", "--output", "csv", "-o", "report.txt",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(try runner.read("report.txt").hasPrefix("name,method,format,line,hits,"))
    }

    @Test("--jobs 1 and --jobs 2 write byte-identical JSON")
    func jobsDoNotChangeResults() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let one = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--jobs", "1", "-o", "one.json"])
        let two = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--jobs", "2", "-o", "two.json"])
        #expect(one.status == 0 && two.status == 0)
        #expect(try runner.read("one.json") == runner.read("two.json"))
    }

    @Test("--quiet: no report on stdout, the -o file is still written")
    func quiet() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let silent = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--quiet"])
        #expect(silent.status == 0)
        #expect(silent.stdout.isEmpty && silent.stderr.isEmpty)
        let file = try runner.run(["analyze", "-r", "routes.txt", "access.log", "-q", "-o", "report.json"])
        #expect(file.status == 0)
        #expect(try JSONDocument(runner.read("report.json")).int("totals.lines") == 8)
    }

    @Test("--min-coverage: exit 3 with a message below the threshold, 0 at or above it")
    func coverageGate() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let below = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--min-coverage", "50", "--quiet"])
        #expect(below.status == 3, "\(below)")
        #expect(below.stderr == "corridor: coverage 44.4% (4 of 9 routes hit) is below --min-coverage 50%\n")
        let reportStillWritten = try runner.run(
            ["analyze", "-r", "routes.txt", "access.log", "--min-coverage", "90", "-o", "gate.json"])
        #expect(reportStillWritten.status == 3)
        #expect(try JSONDocument(runner.read("gate.json")).int("coverage.hit") == 4)
        let above = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--min-coverage", "44.4", "--quiet"])
        #expect(above.status == 0, "\(above)")
    }

    @Test(
        "a zero-byte file is an input with 0 lines, whatever its name claims: exit 0, listed, counts of the others kept",
        arguments: ["empty.log", "empty.log.zst", "empty.log.gz"])
    func emptyFile(name: String) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write(name, bytes: [])
        let result = try runner.run(["analyze", "-r", "routes.txt", name, "access.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        let report = try JSONDocument(result.stdout)
        #expect(report.bool("complete") == true)
        #expect(report.string("inputs.0.path") == name)
        #expect(report.int("inputs.0.lines") == 0)
        #expect(report.int("inputs.0.bytes") == 0)
        #expect(report.string("inputs.0.encoding") == "plain")
        #expect(report.value("inputs.0.error") is NSNull)
        #expect(report.int("totals.lines") == 8)
        #expect(report.int("totals.matched") == 5)
    }

    @Test("empty standard input (an empty partition) is an input with 0 lines: exit 0")
    func emptyStandardInput() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "--output", "json", "-"], stdin: "")
        #expect(result.status == 0, "\(result)")
        let report = try JSONDocument(result.stdout)
        #expect(report.int("inputs.0.lines") == 0)
        #expect(report.int("totals.lines") == 0)
        #expect(report.int("coverage.hit") == 0)
    }

    @Test("--input-name: standard input is named after the original file in inputs and malformed-line locations")
    func inputName() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(
            ["analyze", "-r", "routes.txt", "--output", "json", "--input-name", "s3a://logs/day1.log", "-"],
            stdin: LogFixtures.combined)
        #expect(result.status == 0, "\(result)")
        let report = try JSONDocument(result.stdout)
        #expect(report.string("inputs.0.path") == "s3a://logs/day1.log")
        #expect(report.string("malformed.samples.0.input") == "s3a://logs/day1.log")
        #expect(report.int("malformed.samples.0.line") == 8)
        let text = try runner.run(
            ["analyze", "-r", "routes.txt", "--input-name", "day1.log"], stdin: LogFixtures.combined)
        #expect(text.stdout.contains("day1.log:8 "), "\(text)")
        #expect(!text.stdout.contains("-:8 "))
    }

    @Test("--compact: the same JSON report on one line, without blanks, and smaller")
    func compactJSON() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let pretty = try runner.run(["analyze", "-r", "routes.txt", "--output", "json", "access.log"])
        let compact = try runner.run(["analyze", "-r", "routes.txt", "--output", "json", "--compact", "access.log"])
        #expect(compact.status == 0, "\(compact)")
        #expect(compact.stdoutLines.count == 1)
        #expect(compact.stdout.hasPrefix("{\"schema\":\"corridor.analyze/1\",\"complete\":true,"))
        #expect(compact.stdout.utf8.count * 10 < pretty.stdout.utf8.count * 8)
        let left = try JSONSerialization.jsonObject(with: Data(pretty.stdout.utf8)) as? NSDictionary
        let right = try JSONSerialization.jsonObject(with: Data(compact.stdout.utf8)) as? NSDictionary
        #expect(left != nil && left == right)
    }

    @Test(
        "a broken input: the error names the file and byte offset, the others are counted, complete=false, exit 1",
        arguments: [
            ("corrupt.gz", LogFixtures.corruptGzip),
            ("truncated.zst", LogFixtures.truncatedZstd),
        ])
    func brokenInput(name: String, bytes: [UInt8]) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write(name, bytes: bytes)
        let result = try runner.run(["analyze", "-r", "routes.txt", name, "access.log", "-o", "report.json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("corridor: error: \(name): byte "), "\(result)")
        #expect(result.stderr.contains("the report is incomplete: 1 of 2 inputs failed"))
        let report = try JSONDocument(runner.read("report.json"))
        #expect(report.bool("complete") == false)
        #expect(report.int("totals.matched") == 5)
        #expect(report.value("inputs.0.error") is [String: Any] || report.value("inputs.0.error") is String)
    }

    @Test("a missing log file: exit 1, the other inputs still counted")
    func missingLog() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "missing.log", "--output", "json"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("corridor: error: missing.log: "))
        #expect(result.stderr.contains("No such file or directory"))
        let report = try JSONDocument(result.stdout)
        #expect(report.bool("complete") == false)
        #expect(report.int("totals.lines") == 8)
    }

    @Test("a routes file with errors: exit 1, the error with its position")
    func brokenRoutes() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write("bad.routes", RoutesFixtures.broken)
        let result = try runner.run(["analyze", "-r", "bad.routes", "access.log"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("bad.routes:1:9: error: unknown type 'integer'"))
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["analyze", "access.log"],
            ["analyze", "-r", "routes.txt", "--jobs", "0", "access.log"],
            ["analyze", "-r", "routes.txt", "--top", "-1", "access.log"],
            ["analyze", "-r", "routes.txt", "--min-coverage", "101", "access.log"],
            ["analyze", "-r", "routes.txt", "--log-format", "apache", "access.log"],
            ["analyze", "-r", "routes.txt", "--output", "pdf", "access.log"],
            ["analyze", "-r", "routes.txt", "-o", "report.pdf", "access.log"],
            ["analyze", "-r", "routes.txt", "--compact", "access.log"],
            ["analyze", "-r", "routes.txt", "--input-name", "a.log", "access.log"],
            ["analyze", "-r", "routes.txt", "--input-name", "", "-"],
        ])
    func usageErrors(arguments: [String]) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Usage: corridor analyze"))
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "on a terminal (a pseudo-terminal from script(1)): the progress line is drawn on stderr and erased",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progressOnTerminal() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let binary = try #require(CorridorBinary.url).path
        let command = "'\(binary)' analyze -r routes.txt access.log -o report.json"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = runner.directory
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let terminal = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(terminal)")
        #expect(terminal.hasPrefix("\r\u{1B}[Kread "), "\(terminal.debugDescription)")
        #expect(terminal.contains(" lines"))
        #expect(terminal.hasSuffix("\r\u{1B}[K"), "the line is erased at the end")
        #expect(try JSONDocument(runner.read("report.json")).int("totals.lines") == 8)
    }
}
