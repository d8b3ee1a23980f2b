import ArgumentParser
import CorridorAnalyzer

/// `corridor merge A.json B.json …`: combines the JSON reports of separate runs into one.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine JSON reports of separate runs (shards, days) into one report.",
        discussion: """
            The reports must come from the same routes file. Counts add up exactly, so merging the \
            reports of shards gives the report of one run over all of them; the unmatched-URL tables \
            merge as heavy-hitter summaries with their error bound. `-` reads a report from standard input.

            EXAMPLE
              $ corridor analyze -r routes.txt --output json -o day1.json day1.log.zst
              $ corridor analyze -r routes.txt --output json -o day2.json day2.log.zst
              $ corridor merge day1.json day2.json -o week.html --min-coverage 90
            """)

    @OptionGroup var report: ReportOutputOptions

    @Option(
        help: ArgumentHelp("Unmatched paths and suggested formats to list (default: the reports' own).", valueName: "n")
    )
    var top: Int?

    @OptionGroup var coverageGate: CoverageGateOption

    @Flag(name: .shortAndLong, help: "No report on standard output (-o still writes).")
    var quiet = false

    @Argument(help: ArgumentHelp("JSON reports written by `corridor analyze --output json`.", valueName: "report"))
    var reports: [String]

    func validate() throws {
        if let top, top < 0 { throw ValidationError("--top must be 0 or more (got \(top))") }
    }

    func run() throws {
        let format = try report.resolvedFormat()
        var decoded: [AnalysisReport] = []
        for path in reports {
            let text = String(decoding: try FileBytes.read(path: path), as: UTF8.self)
            do {
                decoded.append(try AnalysisReport(json: text))
            } catch {
                throw CommandFailure.error("'\(path)' is not a corridor JSON report: \(error.description)")
            }
        }
        var merged = decoded[0]
        for (path, next) in zip(reports, decoded).dropFirst() {
            do {
                merged = try merged.merged(with: next)
            } catch {
                throw CommandFailure.error("'\(path)': \(error.description)")
            }
        }
        if let top { merged.topN = top }
        try report.write(merged.render(format), quiet: quiet)
        try coverageGate.finish(merged)
    }
}
