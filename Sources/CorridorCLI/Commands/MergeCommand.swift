import ArgumentParser
import CorridorReport

/// `corridor merge A.json B.json …`: combines the JSON reports of separate runs into one.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine JSON reports of separate runs (shards, days) into one report.",
        discussion: """
            The reports must come from the same routes file. Counts add up exactly, so merging the \
            reports of shards gives the report of one run over all of them; the unmatched-URL tables \
            merge as heavy-hitter summaries with their error bound. `-` reads reports from standard input: \
            one or more, one after another (JSON lines of `--compact` reports, or concatenated \
            documents), so merges can run as a tree (a merged report merges again). Reports are merged \
            in the order given, one report decoded at a time. Every count is added with an overflow check; \
            each report is checked to agree with itself (its routes' hits add up to its matched requests, \
            …) before it is merged. Reports that list the same input (same name and size) are merged with \
            a warning (an error with --strict-inputs); reports of different --since/--until windows are \
            refused unless the windows meet.

            EXAMPLE
              $ corridor analyze -r routes.txt --output json -o day1.json day1.log.zst
              $ corridor analyze -r routes.txt --output json -o day2.json day2.log.zst
              $ corridor merge day1.json day2.json -o week.html --min-coverage 90
              $ cat part-*.json | corridor merge - --output json --compact -o group1.json
            """)

    @OptionGroup var report: ReportOutputOptions

    @Option(
        help: ArgumentHelp("Unmatched paths and suggested formats to list (default: the reports' own).", valueName: "n")
    )
    var top: Int?

    @OptionGroup var coverageGate: CoverageGateOption

    @OptionGroup var deprecatedGate: DeprecatedCallsGateOption

    @Flag(
        name: .customLong("strict-inputs"),
        help: "Refuse (exit 1) to merge reports that list the same input (same name and size) instead of warning.")
    var strictInputs = false

    @Flag(name: .shortAndLong, help: "No report on standard output (-o still writes).")
    var quiet = false

    @Argument(help: ArgumentHelp("JSON reports written by `corridor analyze --output json`.", valueName: "report"))
    var reports: [String]

    func validate() throws {
        if let top, top < 0 { throw ValidationError("--top must be 0 or more (got \(top))") }
    }

    func run() throws {
        let format = try report.resolvedFormat()
        let destination = try report.openDestination(quiet: quiet)
        var merged: AnalysisReport?
        var options: ReportRenderOptions?
        for path in reports {
            let name = path == "-" ? "standard input" : path
            let text = String(decoding: try FileBytes.read(path: path, limit: FileBytes.reportLimit, what: "JSON report"), as: UTF8.self)
            var count = 0
            do {
                try AnalysisReport.forEachReport(inJSONStream: text) { (next: AnalysisReport, nextOptions) in
                    count += 1
                    options = options.map { $0.merged(with: nextOptions) } ?? nextOptions
                    guard let sofar = merged else {
                        merged = next
                        return
                    }
                    do throws(ReportMergeError) {
                        merged = try sofar.merged(with: next)
                    } catch {
                        throw CommandFailure.error("'\(name)': \(error.description)")
                    }
                    for input in sofar.sharedInputs(with: next) {
                        let message =
                            "'\(name)' lists the input '\(input.path)' (\(input.bytes) bytes) that an earlier report "
                            + "lists too: its lines are counted twice"
                        if strictInputs { throw CommandFailure.error(message + " (--strict-inputs)") }
                        StandardError.write("corridor: warning: \(message)")
                    }
                }
            } catch let error as ReportDecodingError {
                throw CommandFailure.error("'\(name)' is not a corridor JSON report: \(error.description)")
            }
            if count == 0 { throw CommandFailure.error("'\(name)' is not a corridor JSON report: it is empty") }
        }
        guard let merged else { throw CommandFailure.error("no report to merge") }
        var renderOptions = options ?? ReportRenderOptions()
        if let top { renderOptions.topN = top }
        try report.write(merged, as: format, to: destination, options: renderOptions)
        try coverageGate.finish(merged)
        try deprecatedGate.finish(merged)
    }
}
