import ArgumentParser
import CorridorAnalyzer

/// `--min-coverage PCT`, shared by `analyze` and `merge`: a CI gate that fails (exit 3) when fewer
/// than PCT percent of the routes were hit.
struct CoverageGateOption: ParsableArguments {
    @Option(
        name: .customLong("min-coverage"),
        help: ArgumentHelp(
            "Exit with status 3 when less than this percentage of the routes (0-100) were hit.", valueName: "pct"))
    var minimum: Double?

    func validate() throws {
        if let minimum, !(0...100).contains(minimum) {
            throw ValidationError("--min-coverage must be a percentage from 0 to 100 (got \(minimum))")
        }
    }

    /// Whether `coverage` is below the threshold (exactly: `hit × 100 < threshold × routes`). A table
    /// without routes covers nothing: it fails any threshold above 0.
    func isBelow(_ coverage: Coverage) -> Bool {
        guard let minimum else { return false }
        if coverage.routes == 0 { return minimum > 0 }
        return Double(coverage.hit) * 100 < minimum * Double(coverage.routes)
    }

    /// Ends the command as the report requires: status 1 (after naming each failed input) when an input
    /// broke, else status 3 when the coverage is below the threshold; returns when all is well.
    func finish(_ report: AnalysisReport) throws {
        for input in report.failedInputs {
            if let error = input.error { StandardError.write("corridor: error: \(error.description)") }
        }
        if !report.complete {
            StandardError.write(
                "corridor: error: the report is incomplete: \(report.failedInputs.count) of \(report.inputs.count) inputs failed"
            )
            throw ExitCode(ExitStatus.badInput)
        }
        let coverage = report.coverage
        if let minimum, isBelow(coverage) {
            if coverage.routes == 0 {
                StandardError.write(
                    "corridor: the route table has no routes: nothing is covered, below --min-coverage \(Self.percent(minimum))")
                throw ExitCode(ExitStatus.coverageBelowThreshold)
            }
            StandardError.write(
                "corridor: coverage \(AnalysisReport.percent(coverage.hit, of: coverage.routes)) "
                    + "(\(coverage.hit) of \(coverage.routes) routes hit) is below --min-coverage \(Self.percent(minimum))"
            )
            throw ExitCode(ExitStatus.coverageBelowThreshold)
        }
    }

    /// `80%`, `62.5%`.
    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }
}
