import CorridorReport

extension AnalysisReport {
    /// The report in `format` (the HTML page comes from this module; the other renderings from `CorridorReport`).
    public func render(_ format: ReportFormat) -> String {
        switch format {
        case .text: textReport()
        case .json: jsonText()
        case .csv: csvText()
        case .html: htmlPage()
        }
    }
}
