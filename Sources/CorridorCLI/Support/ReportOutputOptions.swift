import ArgumentParser
import CorridorAnalyzer

/// `--output FORMAT` and `-o FILE`, shared by `analyze` and `merge`: the report format is the one
/// given, else the output file's extension (`.json`, `.csv`, `.html`, `.txt`), else a terminal table.
struct ReportOutputOptions: ParsableArguments {
    @Option(help: "Report format: text, json, csv or html (default: from the -o file's extension, else text).")
    var output: ReportFormat?

    @Option(
        name: [.customShort("o"), .customLong("output-file")],
        help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

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
        _ = try resolvedFormat()
    }

    /// Writes `text` to the `-o` file, or to standard output when there is none (unless `quiet`).
    ///
    /// - Throws: ``CommandFailure`` when the file cannot be written.
    func write(_ text: String, quiet: Bool) throws(CommandFailure) {
        if let outputFile, outputFile != "-" {
            try FileBytes.write(Array(text.utf8), to: outputFile)
        } else if !quiet {
            print(text, terminator: text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
        }
    }
}
