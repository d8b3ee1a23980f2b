import Foundation
import Testing

/// `corridor analyze DIR`: the log files under a directory are the inputs, each detected on its own.
@Suite("corridor analyze: directories of logs")
struct DirectoryInputCommandTests {
    @Test("a directory's files are read, each with its own format, as if each were named")
    func directoryOfLogs() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try FileManager.default.createDirectory(
            atPath: runner.path("logs/2026/11/27"), withIntermediateDirectories: true)
        for (name, text) in LogFormatDetectionCommandTests.logs where name != "iis-custom.log" {
            try runner.write("logs/2026/11/27/" + name, text)
        }
        try runner.write("logs/.DS_Store", "not a log")
        let named = try runner.run(
            ["analyze", "-r", "routes.txt", "--output", "json"]
                + ["alb.log", "caddy.log", "combined.log", "iis.log"].map { "logs/2026/11/27/" + $0 })
        try #require(named.status == 0, "\(named)")
        let result = try runner.run(["analyze", "-r", "routes.txt", "logs", "--output", "json"])
        try #require(result.status == 0, "\(result)")
        let document = try JSONDocument(result.stdout)
        let expected = try JSONDocument(named.stdout)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        #expect(
            inputs.compactMap { $0["path"] as? String }
                == ["alb.log", "caddy.log", "combined.log", "iis.log"].map { "logs/2026/11/27/" + $0 })
        #expect(inputs.compactMap { $0["logFormat"] as? String } == ["aws-alb", "caddy", "combined", "w3c"])
        #expect(try LogFormatDetectionCommandTests.hits(document) == LogFormatDetectionCommandTests.hits(expected))
        #expect(document.int("totals.lines") == expected.int("totals.lines"))
        #expect(document.int("totals.malformed") == 0)
    }

    @Test("AWS's ELBAccessLogTestFile beside the logs is passed over with a warning; alone it is an error, exit 1")
    func testFileBesideLogs() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let account = "AWSLogs/123456789012"
        let folder = account + "/elasticloadbalancing/us-east-2/2026/11/21"
        try FileManager.default.createDirectory(atPath: runner.path(folder), withIntermediateDirectories: true)
        try runner.write(
            account + "/ELBAccessLogTestFile", "Enable AccessLog for ELB: my-lb at 2026-11-21T05:00:03.171Z\n")
        try runner.write(
            folder + "/123456789012_elasticloadbalancing_us-east-2_app.my-lb.1_20261121T0505Z_10.0.0.5_x.log",
            LogFormatDetectionCommandTests.logs["alb.log"]!)
        let result = try runner.run(["analyze", "-r", "routes.txt", "AWSLogs", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains(
                "corridor: warning: AWSLogs/123456789012/ELBAccessLogTestFile: passed over (found under AWSLogs): "
                    + "text no known log format reads, first line \"Enable AccessLog for ELB"),
            "\(result)")
        let document = try JSONDocument(result.stdout)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        #expect(inputs.compactMap { $0["logFormat"] as? String } == ["aws-alb"])
        #expect(
            inputs.compactMap { $0["passedOver"] as? String }.map { $0.prefix(34) } == [
                "text no known log format reads, fi"
            ])
        #expect(document.bool("complete") == true)
        #expect(document.int("totals.malformed") == 0)
        // The test file alone: nothing under the directory is a log.
        let alone = try runner.run([
            "analyze", "-r", "routes.txt", account + "/ELBAccessLogTestFile", "--output", "json",
        ])
        #expect(alone.status == 1, "\(alone)")
        try FileManager.default.removeItem(atPath: runner.path(account + "/elasticloadbalancing"))
        let onlyTest = try runner.run(["analyze", "-r", "routes.txt", "AWSLogs", "--output", "json"])
        #expect(onlyTest.status == 1, "\(onlyTest)")
        #expect(
            onlyTest.stderr.contains("corridor: error: AWSLogs/123456789012/ELBAccessLogTestFile: no known log format"))
    }

    @Test("--files-from: the logs a list names (a file, or standard input; lines or NULs), after the arguments")
    func filesFrom() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        for (name, text) in LogFormatDetectionCommandTests.logs { try runner.write(name, text) }
        try runner.write("list.txt", "alb.log\ncaddy.log\r\n\n")
        let named = try runner.run([
            "analyze", "-r", "routes.txt", "combined.log", "alb.log", "caddy.log", "--output", "json",
        ])
        try #require(named.status == 0, "\(named)")
        let expected = try JSONDocument(named.stdout)
        for (arguments, stdin) in [
            (["combined.log", "--files-from", "list.txt"], nil),
            (["combined.log", "--files-from", "-"], "alb.log\0caddy.log\0"),
        ] as [([String], String?)] {
            let result = try runner.run(["analyze", "-r", "routes.txt", "--output", "json"] + arguments, stdin: stdin)
            #expect(result.status == 0, "\(result)")
            let document = try JSONDocument(result.stdout)
            let inputs = try #require(document.value("inputs") as? [[String: Any]])
            #expect(inputs.compactMap { $0["path"] as? String } == ["combined.log", "alb.log", "caddy.log"])
            #expect(try LogFormatDetectionCommandTests.hits(document) == LogFormatDetectionCommandTests.hits(expected))
        }
        try runner.write("empty.txt", "\n")
        let empty = try runner.run(["analyze", "-r", "routes.txt", "--files-from", "empty.txt"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("corridor: error: empty.txt: the list of logs is empty"), "\(empty)")
        let selfNamed = try runner.run(["analyze", "-r", "routes.txt", "--files-from", "-"], stdin: "alb.log\n-\n")
        #expect(selfNamed.status == 1)
        #expect(selfNamed.stderr.contains("the list read from standard input names standard input"), "\(selfNamed)")
        let both = try runner.run(["analyze", "-r", "routes.txt", "--files-from", "-", "-"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--files-from - reads the list from standard input"), "\(both)")
    }

    @Test("a directory without a log file is an error naming it, exit 1, before anything is read")
    func emptyDirectory() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try FileManager.default.createDirectory(atPath: runner.path("empty"), withIntermediateDirectories: true)
        let result = try runner.run(["analyze", "-r", "routes.txt", "empty", "--output", "json"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "corridor: error: empty: no log file in this directory (names starting with `.` are passed over)"),
            "\(result)")
    }
}
