import ArgumentParser
import CorridorAnalyzer

/// `--output text|json|csv|html` parses straight into the analyzer's report format.
extension ReportFormat: ExpressibleByArgument {}
