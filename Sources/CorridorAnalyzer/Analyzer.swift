/// The log analyzer (docs/log-formats.md and docs/format-language.md, Routes files): matches every request of access logs against a route table, on all
/// cores, and reports per-route hits, coverage, unmatched URLs with suggested formats, and malformed
/// lines.
///
/// ```swift
/// let table = try RoutesFile.parse(routesText, path: "app.routes")
/// let report = Analyzer.run(inputs: ["access.log.zst"], options: AnalyzerOptions(routes: table))
/// print(report.textReport())
/// if !report.complete { exit(1) }
/// ```
public enum Analyzer {
    /// Analyzes `inputs` in order (`-` = standard input; zstd, gzip or plain text, detected by magic
    /// bytes). Never throws: an input that can't be opened or breaks (truncated or corrupt stream) is
    /// recorded in ``AnalysisReport/inputs`` with its error (path and byte offset), every count made
    /// before the break is kept, ``AnalysisReport/complete`` is false, and the other inputs are still
    /// analyzed. The result is the same for any ``AnalyzerOptions/jobs``.
    public static func run(inputs: [String], options: AnalyzerOptions) -> AnalysisReport {
        AnalysisPipeline(options: options).run(inputs: inputs)
    }
}
