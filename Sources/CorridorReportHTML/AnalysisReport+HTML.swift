import CorridorReport

extension AnalysisReport {
    /// The report as one self-contained HTML page: inline CSS and script, no external assets, every number
    /// in the served HTML (tables, per-route `<details>`, a data table behind each chart), so it reads
    /// without JavaScript; with it, charts, sparklines, sorting, filtering, paging and a shareable view
    /// (the URL fragment). Every piece of text from the logs or the routes file is HTML-escaped; the chart
    /// data is JSON made safe inside `<script>`. `context` names the routes file, options and version in
    /// the header; `options` what the lists hold and how "stale" is dated.
    public func htmlPage(
        context: HTMLReportContext = HTMLReportContext(), options: ReportRenderOptions = ReportRenderOptions()
    ) -> String {
        let page = HTMLReportPage(
            report: self, times: HTMLReportTimes(report: self, options: options), context: context, options: options)
        return HTMLReportTemplate.compiled.render(page)
    }
}
