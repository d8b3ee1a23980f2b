// `import CorridorAnalyzer` is enough to run an analysis and read its report: the types of the input, format and
// report layers that its API speaks in — `LogFormatSpec`, `LogFormatError`, `InputError`, `AnalysisReport` — come
// with it. The HTML page is in `CorridorReportHTML`.
@_exported import CorridorLogFormats
@_exported import CorridorLogInput
@_exported import CorridorReport
