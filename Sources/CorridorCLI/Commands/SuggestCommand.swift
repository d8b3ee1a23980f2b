import ArgumentParser
import CorridorReport
import CorridorOpenAPI

/// `corridor suggest REPORT.json`: the suggested formats of the unmatched traffic as an OpenAPI 3.1 document.
struct SuggestCommand: ParsableCommand {
    /// The renderings of the draft.
    enum DraftFormat: String, CaseIterable, ExpressibleByArgument {
        case yaml
        case json
    }

    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Write the suggested formats of a report's unmatched traffic as an OpenAPI 3.1 document.",
        discussion: """
            One path per suggested format (`/widgets/{widgetId}`), most hits first; path parameters typed \
            from what the suggester inferred (integer; uuid as `format: uuid`; dates as `format: date`; long \
            hex strings with a pattern; else string); the hits, first and last seen, an example path and the \
            Corridor format in `x-corridor-*` extensions. Probe traffic and paths seen with one value only \
            are left out. Reports don't record methods per suggested format: each path gets a `get` \
            operation (the document says so). When the report's routes came from an OpenAPI description, \
            `info` says so and the paths are relative to its server prefix.

            EXAMPLE
              $ corridor analyze -r openapi.yaml access.log.zst -o report.json
              $ corridor suggest report.json -o undocumented.yaml
            """)

    @Argument(help: ArgumentHelp("A JSON report (`corridor analyze --output json`, `-` for standard input).", valueName: "report"))
    var report: String

    @Option(help: "yaml or json (default: from the -o file's extension, else yaml).")
    var output: DraftFormat?

    @Option(
        name: [.customShort("o"), .customLong("output-file")],
        help: ArgumentHelp("Write the document to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    private func resolvedFormat() throws -> DraftFormat {
        if let output { return output }
        guard let outputFile, outputFile != "-" else { return .yaml }
        let name = outputFile.split(separator: "/").last.map(String.init) ?? outputFile
        switch name.split(separator: ".").last?.lowercased() {
        case "yaml", "yml": return .yaml
        case "json": return .json
        default:
            throw ValidationError(
                "cannot tell the output format from '\(outputFile)' (use a .yaml, .yml or .json file, or --output)")
        }
    }

    func validate() throws {
        _ = try resolvedFormat()
    }

    func run() throws {
        let format = try resolvedFormat()
        try OutputOverlap.refuse(output: outputFile, inputs: [report])
        let destination = try ByteSink(path: outputFile == "-" ? nil : outputFile)
        let read = try DiffCommand.readReport(report).report
        let draft = read.openAPIDraft
        let text: String
        do {
            text = format == .yaml ? try draft.yaml() : try draft.json()
        } catch {
            throw CommandFailure.error("cannot write the OpenAPI document: \(error)")
        }
        try destination.write(text)
        try destination.finish()
    }
}
