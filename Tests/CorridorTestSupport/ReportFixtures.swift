import CorridorAnalyzer
import CorridorCore
import CorridorReport
import Foundation

/// Reports the renderings are checked on, and their golden files (Fixtures/reports).
package enum ReportFixtures {
    /// The shop log (Fixtures/logs/shop.log) over the shop routes, named as in the goldens (`shop.log`).
    package static func shopReport() throws -> AnalysisReport {
        var report = PipelineFixtures.analyze([PipelineFixtures.path("shop.log")], table: try PipelineFixtures.shop())
        report.inputs[0].path = "shop.log"
        for index in report.malformed.samples.indices { report.malformed.samples[index].input = "shop.log" }
        return report
    }

    /// The text of a golden report in Fixtures/reports.
    package static func golden(_ name: String) throws -> String {
        try String(contentsOfFile: PipelineFixtures.reportPath(name), encoding: .utf8)
    }
}

/// Instants for tests, read as the log parsers read them.
package enum TimeFixtures {
    /// `2026-11-21T03:06:37Z` as seconds since 1970 (an ISO 8601 instant the tests write; a bad one is a test bug).
    package static func iso(_ text: String) -> Int64 {
        let bytes = Array(text.utf8) + [0]
        guard let seconds = bytes.withUnsafeBufferPointer({ LogTimestamp.iso8601($0.baseAddress!, from: 0, to: $0.count - 1) })
        else { preconditionFailure("not an ISO 8601 instant: \(text)") }
        return seconds
    }
}
