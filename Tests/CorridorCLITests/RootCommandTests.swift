import Testing

@Suite("corridor (root): version, help, usage errors")
struct RootCommandTests {
    @Test("--version prints the version and how the binary was built (this test's build: debug, shared runtime)")
    func version() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("corridor 0.1.0 ("), "\(result)")
        #if DEBUG
            #expect(result.stdout.contains("(debug build, "), "\(result)")
        #else
            #expect(result.stdout.contains("(release build, "), "\(result)")
        #endif
        #expect(result.stdout.contains("Swift runtime "), "\(result)")
        #expect(result.stdout.hasSuffix("-linux)\n") || result.stdout.hasSuffix("-macos)\n"), "\(result)")
    }

    @Test("--help lists every command, an example for each and the exit statuses")
    func help() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["--help"])
        #expect(result.status == 0)
        for command in ["analyze", "match", "check", "merge", "generate"] {
            #expect(result.stdout.contains("\n  \(command) "), "subcommand \(command) listed")
            #expect(result.stdout.contains("corridor \(command) "), "an example of \(command)")
        }
        for status in ["0  success", "1  bad input", "2  usage", "3  route coverage below --min-coverage"] {
            #expect(result.stdout.contains(status))
        }
    }

    @Test("each command's --help shows an example", arguments: ["analyze", "match", "check", "merge", "generate"])
    func commandHelp(command: String) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: corridor \(command)"))
        #expect(result.stdout.contains("EXAMPLE"))
        #expect(result.stdout.contains("$ corridor \(command) "))
    }

    @Test("analyze --help names every preset generate knows, and every wrapper")
    func analyzeHelpNamesEveryPreset() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", "GET /a\n")
        // generate's refusal of an unknown name lists every preset.
        let refusal = try runner.run(["generate", "-r", "routes.txt", "--lines", "1", "--log-format", "nonesuch"])
        let listed = try #require(refusal.stderr.components(separatedBy: "use one of ").last)
        let presets = listed.prefix { $0 != "\n" }.components(separatedBy: ", ")
        #expect(presets.count > 25, "\(refusal)")
        let help = try runner.run(["analyze", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
        for preset in presets {
            #expect(help.contains(" \(preset),") || help.contains(" \(preset);"), "\(preset) is not in analyze --help")
        }
        for wrapper in [
            "cri", "docker", "compose", "timestamped", "cloudwatch", "heroku", "syslog", "console", "json", "kubectl",
            "stern", "fluent",
            "csv",
        ] {
            #expect(help.contains("\(wrapper)+FORMAT"), "\(wrapper)+FORMAT is not in analyze --help")
        }
    }

    @Test(
        "usage errors exit 2 with the usage line on stderr",
        arguments: [
            ["frobnicate"],
            ["--frobnicate"],
            ["check", "a.routes", "b.routes"],
        ])
    func usageErrors(arguments: [String]) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Usage: corridor"))
        #expect(result.stdout.isEmpty)
    }
}
