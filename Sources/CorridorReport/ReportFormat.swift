/// The renderings of an ``AnalysisReport``.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// An aligned terminal table.
    case text
    /// JSON, schema `corridor.analyze/1` (mergeable).
    case json
    /// One row per route with a header (see ``AnalysisReport/csvText()``).
    case csv
    /// A self-contained HTML page (inline CSS, no external assets).
    case html

    /// The format for an output file's extension (`json`, `csv`, `html`/`htm`, `txt`/`text`), case-insensitive.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "json": self = .json
        case "csv": self = .csv
        case "html", "htm": self = .html
        case "txt", "text": self = .text
        default: return nil
        }
    }
}

extension AnalysisReport {
    /// `part` as a percentage of `total` with one decimal (`79.2%`), rounded half up; `0.0%` for an
    /// empty total.
    package static func percent(_ part: Int, of total: Int) -> String {
        guard total > 0 else { return "0.0%" }
        let tenths = (part * 2000 + total) / (2 * total)
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
