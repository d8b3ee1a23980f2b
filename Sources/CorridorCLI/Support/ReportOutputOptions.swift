import ArgumentParser
import CorridorAnalyzer
import CorridorReportHTML

/// `--output FORMAT`, `-o FILE` and `--compact`, shared by `analyze` and `merge`: the report format is
/// the one given, else the output file's extension (`.json`, `.csv`, `.html`, `.txt`), else a terminal
/// table.
struct ReportOutputOptions: ParsableArguments {
    @Option(help: "Report format: text, json, csv or html (default: from the -o file's extension, else text).")
    var output: ReportFormat?

    @Flag(
        help: """
            JSON on one line, without blanks: a partial report for `corridor merge` (about 40% smaller).
            """)
    var compact = false

    @Option(
        name: [.customShort("o"), .customLong("output-file")],
        help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Option(
        help: ArgumentHelp(
            "Text report: the widest a line may be (default: COLUMNS, the terminal's width, else 80; 0: no limit).",
            valueName: "n"))
    var width: Int?

    @Option(name: .customLong("routes-top"), help: ArgumentHelp("Text report: show only the first N hit routes.", valueName: "n"))
    var routesTop: Int?

    @Option(
        name: .customLong("routes-sort"),
        help: ArgumentHelp("Text report: order of the routes table: hits, name, last-seen or p99.", valueName: "order"),
        completion: .list(TextReportStyle.RoutesOrder.allCases.map(\.rawValue)))
    var routesSort: String = "hits"

    /// The text report's layout from `--width`, `--routes-top`, `--routes-sort`, the terminal and `NO_COLOR`.
    func textStyle() throws -> TextReportStyle {
        guard let order = TextReportStyle.RoutesOrder(rawValue: routesSort) else {
            throw ValidationError("bad --routes-sort \"\(routesSort)\": use hits, name, last-seen or p99")
        }
        let toFile = outputFile != nil && outputFile != "-"
        return TextReportStyle(
            width: TerminalWidth.resolve(option: width, toFile: toFile), routesTop: routesTop, routesOrder: order,
            color: TerminalWidth.allowsColor(toFile: toFile))
    }

    /// The report format to write.
    ///
    /// - Throws: `ValidationError` (a usage error) when `-o`'s extension names no format and
    ///   `--output` is not given.
    func resolvedFormat() throws -> ReportFormat {
        if let output { return output }
        guard let outputFile, outputFile != "-" else { return .text }
        let name = outputFile.split(separator: "/").last.map(String.init) ?? outputFile
        let pathExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
        guard let format = ReportFormat(pathExtension: pathExtension) else {
            throw ValidationError(
                "cannot tell the report format from '\(outputFile)' (use a .json, .csv, .html or .txt file, or --output)"
            )
        }
        return format
    }

    func validate() throws {
        let format = try resolvedFormat()
        if let width, width < 0 { throw ValidationError("--width must be 0 (no limit) or more (got \(width))") }
        if let routesTop, routesTop < 0 { throw ValidationError("--routes-top must be 0 or more (got \(routesTop))") }
        _ = try textStyle()
        if compact && format != .json {
            throw ValidationError("--compact is for JSON reports (the report format here is \(format.rawValue))")
        }
    }

    /// Opens where the report will go — the `-o` file (created or truncated), else standard output, or
    /// nothing when `quiet` without `-o` — before the work starts, so an unwritable `-o` fails at once.
    ///
    /// - Throws: ``CommandFailure`` naming the file and the reason.
    func openDestination(quiet: Bool) throws(CommandFailure) -> ByteSink? {
        if let outputFile, outputFile != "-" { return try ByteSink(path: outputFile) }
        return quiet ? nil : try ByteSink(path: nil)
    }

    /// Renders `report` in `format` (compact JSON with `--compact`) and writes it to `destination`.
    ///
    /// - Throws: ``CommandFailure`` when the report cannot be written (a full disk, `> /dev/full`).
    /// `options` say what the lists hold and how "stale" is dated; the HTML page's header names `context`'s routes
    /// file, options and version.
    func write(
        _ report: AnalysisReport, as format: ReportFormat, to destination: ByteSink?, options: ReportRenderOptions,
        context: HTMLReportContext = HTMLReportContext(generator: "corridor \(BuildInfo.version)")
    ) throws(CommandFailure) {
        guard let destination else { return }
        let text: String
        switch format {
        case .json: text = report.jsonText(options: options, compact: compact)
        case .text: text = report.textReport(style: (try? textStyle()) ?? TextReportStyle(), options: options)
        case .html: text = report.htmlPage(context: context, options: options)
        case .csv: text = report.csvText(options: options)
        }
        try destination.write(text)
        if !text.isEmpty && !text.hasSuffix("\n") { try destination.write("\n") }
        try destination.finish()
    }
}
