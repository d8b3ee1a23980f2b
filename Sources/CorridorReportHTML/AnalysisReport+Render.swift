import CorridorReport

extension AnalysisReport {
    /// The report in `format` with `options` (the HTML page comes from this module; the other renderings from
    /// `CorridorReport`).
    public func render(_ format: ReportFormat, options: ReportRenderOptions = ReportRenderOptions()) -> String {
        switch format {
        case .text: textReport(options: options)
        case .json: jsonText(options: options)
        case .csv: csvText(options: options)
        case .html: htmlPage(options: options)
        }
    }
}
