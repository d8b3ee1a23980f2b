import Foundation
import Testing

@Suite("corridor analyze: --since, --until, --now, --stale-after")
struct AnalyzeTimeOptionsTests {
    private func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        return runner
    }

    @Test("a window from an instant to an age back from --now; the report says it and counts the rest apart")
    func window() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run([
            "analyze", "-r", "routes.txt", "access.log", "--since", "2024-01-31T10:00:01Z", "--until", "1h",
            "--now", "2024-01-31T11:00:03Z", "--width", "0",
        ])
        #expect(result.status == 0, "\(result)")
        // 10:00:01 and 10:00:02 are in; 10:00:00 and 10:00:03 to 10:00:05 are out (until is exclusive); the
        // CONNECT line is an invalid request, the last line malformed.
        #expect(result.stdout.contains("matched 2 (25.0%)  unmatched 0 (0.0%)"))
        #expect(result.stdout.contains("outside window 4 (50.0%)"))
        #expect(result.stdout.contains("window: since 2024-01-31T10:00:01Z, until 2024-01-31T10:00:03Z (exclusive)"))
    }

    @Test("--stale-after lists never-hit and stale routes, counting back from the last request")
    func stale() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--stale-after", "3s", "--width", "0"])
        #expect(result.status == 0, "\(result)")
        // The last request is the CONNECT line at 10:00:06: not a URL, but a request made then.
        #expect(result.stdout.contains("Stale routes: 7 not hit in the 3s before 2024-01-31T10:00:06Z (the last request), i.e. not since 2024-01-31T10:00:03Z"))
        #expect(result.stdout.contains("  never hit                0  paint\n"))
        #expect(result.stdout.contains("  2024-01-31T10:00:01Z     2  user\n"))
    }

    @Test(
        "bad times are usage errors naming the option and the text",
        arguments: [
            (["--since", "yesterday"], "bad --since: bad time \"yesterday\""),
            (["--now", "7d"], "bad --now: \"7d\" is an age"),
            (["--stale-after", "3y"], "bad --stale-after: bad time \"3y\""),
            (["--since", "2024-02-01", "--until", "2024-01-01"], "--until (2024-01-01T00:00:00Z) must be after --since"),
        ])
    func badTimes(arguments: [String], message: String) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log"] + arguments)
        #expect(result.status == 64 || result.status == 2, "\(result)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
