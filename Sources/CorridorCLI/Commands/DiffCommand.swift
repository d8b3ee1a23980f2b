import ArgumentParser
import CorridorReport

/// `corridor diff BEFORE.json AFTER.json`: what changed between two reports (two periods, or before and after a
/// deploy), with a CI gate on chosen findings.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two JSON reports: routes that went silent, new, up or down; new unmatched traffic.",
        discussion: """
            Per route (matched by name): its hits in each report, the change absolute and per day of each \
            report's period (from --since, else its first request, to --until, else its last), and a status: \
            wentSilent (hit before, not after), new (not hit before, hit after), up or down (hits per day \
            changed by more than --threshold, default 10%), unchanged (within it, or hit in neither), added \
            or removed (in one report's route table only; the output says when the tables differ). Without \
            request times in a report, raw hits are compared. Also: suggested formats of unmatched traffic \
            new since before, routes newly stale (with --stale-after, or a report's own) and deprecated \
            routes newly called.

            EXAMPLE
              $ corridor analyze -r routes.txt --until 2026-11-01 --output json -o before.json access.log.zst
              $ corridor analyze -r routes.txt --since 2026-11-01 --output json -o after.json access.log.zst
              $ corridor diff before.json after.json --output markdown -o comment.md --fail-on wentSilent,newUnmatched
            """)

    @Argument(help: ArgumentHelp("The earlier report (`corridor analyze --output json`).", valueName: "before"))
    var before: String

    @Argument(help: ArgumentHelp("The later report.", valueName: "after"))
    var after: String

    @Option(help: "Output format: text, json or markdown (default: from the -o file's extension, else text).")
    var output: DiffOutputFormat?

    @Option(
        name: [.customShort("o"), .customLong("output-file")],
        help: ArgumentHelp("Write the diff to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit with status 5 when the diff shows any of these (comma-separated): "
                + ReportDiffCondition.names.joined(separator: ", ") + ".",
            valueName: "list"))
    var failOn: String?

    @Option(
        help: ArgumentHelp(
            "The percentage by which a route's hits per day must change to count as up or down.", valueName: "pct"))
    var threshold: Double = ReportDiff.defaultThreshold * 100

    @Option(
        name: .customLong("stale-after"),
        help: ArgumentHelp(
            "The age (30d, 12h) after which a route counts as stale in both reports (default: the reports' own).",
            valueName: "age"),
        transform: { try TimeWindowOptions.timeSpec($0, option: "--stale-after") })
    var staleAfter: TimeSpec?

    @Flag(name: .shortAndLong, help: "No output on standard output (-o still writes).")
    var quiet = false

    /// `--fail-on` as conditions.
    private func conditions() throws -> [ReportDiffCondition] {
        guard let failOn else { return [] }
        return try failOn.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let name = String(part).trimmingBlanks()
            guard let condition = ReportDiffCondition(name: name) else {
                throw ValidationError(
                    "--fail-on: unknown condition '\(name)' (expected any of "
                        + ReportDiffCondition.names.joined(separator: ", ") + ")")
            }
            return condition
        }
    }

    private func resolvedFormat() throws -> DiffOutputFormat {
        if let output { return output }
        guard let outputFile, outputFile != "-" else { return .text }
        let name = outputFile.split(separator: "/").last.map(String.init) ?? outputFile
        let pathExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
        guard let format = DiffOutputFormat(pathExtension: pathExtension) else {
            throw ValidationError(
                "cannot tell the output format from '\(outputFile)' (use a .json, .md or .txt file, or --output)")
        }
        return format
    }

    func validate() throws {
        _ = try conditions()
        _ = try resolvedFormat()
        guard threshold.isFinite, threshold >= 0, threshold <= 1_000_000 else {
            throw ValidationError("--threshold must be a percentage of 0 or more (got \(threshold))")
        }
    }

    func run() throws {
        let format = try resolvedFormat()
        try OutputOverlap.refuse(output: outputFile, inputs: [before, after])
        let destination: ByteSink? =
            if let outputFile, outputFile != "-" { try ByteSink(path: outputFile) } else if quiet { nil } else {
                try ByteSink(path: nil)
            }
        let old = try Self.readReport(before)
        let new = try Self.readReport(after)
        let diff = ReportDiff(
            before: old.report, after: new.report, threshold: threshold / 100,
            staleAfter: staleAfter, beforeOptions: old.options, afterOptions: new.options)
        if let destination {
            let text =
                switch format {
                case .text: diff.textReport()
                case .json: diff.jsonText()
                case .markdown: diff.markdown()
                }
            try destination.write(text)
            if !text.isEmpty && !text.hasSuffix("\n") { try destination.write("\n") }
            try destination.finish()
        }
        let found = diff.present(try conditions())
        if !found.isEmpty {
            StandardError.write(
                "corridor: the diff shows " + found.map(\.name).joined(separator: ", ") + " (--fail-on)")
            for condition in found {
                for line in Self.details(condition, in: diff) { StandardError.write("  \(condition.name): \(line)") }
            }
            throw ExitCode(ExitStatus.diffConditionFound)
        }
    }

    /// The rows behind `condition`, one line each (at most 20).
    private static func details(_ condition: ReportDiffCondition, in diff: ReportDiff) -> [String] {
        let lines: [String]
        switch condition {
        case .route(let status):
            lines = diff.routes.filter { $0.status == status }.map {
                "\($0.name) (\($0.before.map(String.init) ?? "-") -> \($0.after.map(String.init) ?? "-"))"
            }
        case .newUnmatched: lines = diff.newUnmatched.map { "\($0.format) (\($0.hits) hits)" }
        case .newlyStale: lines = diff.newlyStale
        case .deprecatedCalled: lines = diff.deprecatedNewlyCalled.map { "\($0.name) (\($0.after ?? 0) hits)" }
        case .tablesDiffer: lines = [diff.tablesNote ?? "the route tables differ"]
        }
        return lines.count > 20 ? Array(lines.prefix(20)) + ["… and \(lines.count - 20) more"] : lines
    }

    /// The report in the file at `path` (`-`: standard input).
    static func readReport(_ path: String) throws -> (report: AnalysisReport, options: ReportRenderOptions) {
        let name = path == "-" ? "standard input" : path
        let text = String(decoding: try FileBytes.read(path: path, limit: FileBytes.reportLimit, what: "JSON report"), as: UTF8.self)
        do {
            return try AnalysisReport.read(json: text)
        } catch {
            throw CommandFailure.error("'\(name)' is not a corridor JSON report: \(error.description)")
        }
    }
}
