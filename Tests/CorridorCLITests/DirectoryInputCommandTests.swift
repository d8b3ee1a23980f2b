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

    @Test(
        "AWS's ELBAccessLogTestFile beside the logs is read as the load balancer's (a directive line, no warning); a README is passed over; alone, each as before"
    )
    func testFileBesideLogs() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let account = "AWSLogs/123456789012"
        let folder = account + "/elasticloadbalancing/us-east-2/2026/11/21"
        try FileManager.default.createDirectory(atPath: runner.path(folder), withIntermediateDirectories: true)
        try runner.write(
            account + "/ELBAccessLogTestFile", "Enable AccessLog for ELB: my-lb at 2026-11-21T05:00:03.171Z\n")
        try runner.write("AWSLogs/README", "Synced nightly from the shop's log bucket.\n")
        try runner.write(
            folder + "/123456789012_elasticloadbalancing_us-east-2_app.my-lb.1_20261121T0505Z_10.0.0.5_x.log",
            LogFormatDetectionCommandTests.logs["alb.log"]!)
        let result = try runner.run(["analyze", "-r", "routes.txt", "AWSLogs", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("ELBAccessLogTestFile"), "\(result)")
        #expect(
            result.stderr.contains(
                "corridor: warning: AWSLogs/README: passed over (found under AWSLogs): "
                    + "text no known log format reads, first line \"Synced nightly"),
            "\(result)")
        let document = try JSONDocument(result.stdout)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        #expect(inputs.compactMap { $0["logFormat"] as? String } == ["aws-alb", "aws-alb"])
        #expect(
            inputs.compactMap { $0["passedOver"] as? String }.map { $0.prefix(34) } == [
                "text no known log format reads, fi"
            ])
        #expect(document.bool("complete") == true)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.directives") == 1)
        // The test file alone: the load balancer's, with no request in it.
        let alone = try runner.run([
            "analyze", "-r", "routes.txt", account + "/ELBAccessLogTestFile", "--output", "json",
        ])
        #expect(alone.status == 0, "\(alone)")
        let aloneDocument = try JSONDocument(alone.stdout)
        #expect(aloneDocument.int("totals.lines") == 1 && aloneDocument.int("totals.directives") == 1)
        // The README alone under the directory: nothing there is a log.
        try FileManager.default.removeItem(atPath: runner.path(account))
        let onlyReadme = try runner.run(["analyze", "-r", "routes.txt", "AWSLogs", "--output", "json"])
        #expect(onlyReadme.status == 1, "\(onlyReadme)")
        #expect(onlyReadme.stderr.contains("corridor: error: AWSLogs/README: no known log format"))
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

    /// Whether the test can read as another user than root: it runs as root (as CI does), with `runuser` and the
    /// `nobody` account there — root reads every directory, so only another user meets one it cannot list.
    static let canRunAsNobody =
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") && getpwnam("nobody") != nil

    @Test(
        "a directory whose files cannot be listed is an input that failed, named with why; the others are read",
        .enabled(if: canRunAsNobody, "needs root, runuser and the nobody account to meet a directory it cannot list"))
    func unreadableDirectory() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let manager = FileManager.default
        try runner.write("routes.txt", RoutesFixtures.valid)
        for directory in ["logs/secret", "logs/zeta"] {
            try manager.createDirectory(atPath: runner.path(directory), withIntermediateDirectories: true)
        }
        for name in ["logs/a.log", "logs/secret/b.log", "logs/zeta/c.log"] {
            try runner.write(name, LogFixtures.combined)
        }
        // The binary where the other user can run it; everything readable to it but `logs/secret`.
        let binary = try #require(CorridorBinary.url)
        try manager.copyItem(atPath: binary.path, toPath: runner.path("corridor"))
        for (path, mode) in [
            (".", 0o755), ("corridor", 0o755), ("logs", 0o755), ("logs/zeta", 0o755), ("logs/secret", 0o700),
        ] {
            try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: runner.path(path))
        }
        let script = """
            runuser -u nobody -- ./corridor analyze -r routes.txt logs --output json > report.json 2> errors.txt
            echo $? > status.txt
            runuser -u nobody -- ./corridor analyze -r routes.txt logs/secret > alone.txt 2> alone-errors.txt
            echo $? >> status.txt
            """
        #expect(try NonUTF8FileNameTests.shell(script, in: runner) == 0)
        #expect(try runner.read("status.txt") == "1\n1\n")
        let document = try JSONDocument(try runner.read("report.json"))
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        #expect(inputs.compactMap { $0["path"] as? String } == ["logs/a.log", "logs/secret", "logs/zeta/c.log"])
        let failure = try #require((inputs[1]["error"] as? [String: Any])?["message"] as? String)
        #expect(failure.hasPrefix("logs/secret: cannot read the directory: "), "\(failure)")
        #expect(document.bool("complete") == false)
        let single = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "logs/a.log", "--output", "json"]).stdout)
        #expect(document.int("totals.lines") == 2 * (single.int("totals.lines") ?? -1))
        #expect(try runner.read("errors.txt").contains("corridor: error: logs/secret: cannot read the directory"))
        // Given alone, it is the run's only input: an error, exit 1, no report.
        #expect(try runner.read("alone.txt").isEmpty)
        #expect(try runner.read("alone-errors.txt").contains("logs/secret: cannot read the directory"))
    }
}
