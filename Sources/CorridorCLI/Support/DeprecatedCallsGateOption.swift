import ArgumentParser
import CorridorAnalyzer
import CorridorCore

/// `--max-deprecated-calls N`, shared by `analyze` and `merge`: a CI gate that fails (exit 4) when the deprecated
/// routes were called more than N times in the report's window, naming each one still called on standard error.
struct DeprecatedCallsGateOption: ParsableArguments {
    @Option(
        name: .customLong("max-deprecated-calls"),
        help: ArgumentHelp(
            "Exit with status 4 when the deprecated routes got more than this many hits in all (0: any call fails).",
            valueName: "n"))
    var maximum: Int?

    func validate() throws {
        if let maximum, maximum < 0 {
            throw ValidationError("--max-deprecated-calls must be 0 or more (got \(maximum))")
        }
    }

    /// Ends the command with status 4 when the deprecated routes of `report` got more than the maximum of hits,
    /// after naming each one called (hits, last seen) on standard error; returns when all is well or no maximum
    /// was given.
    func finish(_ report: AnalysisReport) throws {
        guard let maximum else { return }
        let calls = report.deprecatedCalls
        guard calls > maximum else { return }
        let called = report.deprecatedCalledRoutes
        StandardError.write(
            "corridor: deprecated routes were called \(calls) times (\(called.count) of "
                + "\(report.deprecatedRoutes.count) deprecated routes), more than --max-deprecated-calls \(maximum):")
        for route in called {
            let lastSeen = route.seen.map { ", last seen \(CivilCalendar.isoInstant($0.last))" } ?? ""
            StandardError.write("  \(route.displayName): \(route.hits) hits\(lastSeen)")
        }
        throw ExitCode(ExitStatus.deprecatedCallsAboveThreshold)
    }
}
