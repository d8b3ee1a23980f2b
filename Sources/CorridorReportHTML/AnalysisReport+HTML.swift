import CorridorReport

extension AnalysisReport {
    /// The report as one self-contained HTML page: inline CSS and script, no external assets, readable
    /// without JavaScript (every number is in its tables) and better with it (sortable, filterable
    /// routes table, SVG charts, per-route details). Every piece of text from the logs or the routes
    /// file is HTML-escaped; the chart data is JSON made safe inside `<script>`.
    public func htmlPage() -> String {
        let page = HTMLReportPage(report: self, times: HTMLReportTimes(report: self))
        return HTMLReportTemplate.compiled.render(page)
    }
}
