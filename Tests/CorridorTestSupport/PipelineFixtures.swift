import CorridorAnalyzer
import CorridorCore
import CorridorLogGenerator
import CorridorReport
import Foundation

/// The pipeline's fixture files (Fixtures/logs) and scratch files.
package enum PipelineFixtures {
    /// Path of a fixture in Fixtures/logs.
    package static func path(_ name: String) -> String {
        guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("the Fixtures resource directory is missing from the test bundle")
        }
        return directory.appendingPathComponent("logs").appendingPathComponent(name).path
    }

    /// Path of a golden report in Fixtures/reports.
    package static func reportPath(_ name: String) -> String {
        URL(fileURLWithPath: path("x")).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("reports").appendingPathComponent(name).path
    }

    /// A routes file of Fixtures/logs, compiled.
    package static func table(_ name: String) throws -> RouteTable {
        try RoutesFile.parse(String(contentsOfFile: path(name), encoding: .utf8), path: name)
    }

    /// The shop routes (`shop.routes`).
    package static func shop() throws -> RouteTable { try table("shop.routes") }

    /// A fresh temporary directory.
    package static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("corridor-pipeline-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes `bytes` to `name` in a fresh temporary directory; returns the path.
    package static func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Removes a file made by ``temporaryFile(_:name:)`` and its directory.
    package static func remove(_ path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// Runs the analyzer.
    package static func analyze(
        _ inputs: [String], table: RouteTable, format: LogFormatSpec = .combined, jobs: Int = 2,
        chunkSize: Int = AnalyzerOptions.defaultChunkSize, capacity: Int = AnalyzerOptions.defaultHeavyHitterCapacity,
        callers: CallerOptions = CallerOptions()
    ) -> AnalysisReport {
        Analyzer.run(
            inputs: inputs,
            options: AnalyzerOptions(
                routes: table, logFormat: format, jobs: jobs, chunkSize: chunkSize,
                heavyHitterCapacity: capacity, callers: callers))
    }

    /// A generated log over `table`, written to a temporary file, with the generated lines.
    package static func generatedLog(
        table: RouteTable, lines count: Int, seed: UInt64, configuration: LogGenerator.Configuration? = nil
    ) throws -> (path: String, lines: [GeneratedLine]) {
        var generator = LogGenerator(routes: table, configuration: configuration ?? .init(seed: seed))
        let lines = generator.lines(count)
        let text = lines.map { $0.text + "\n" }.joined()
        return (try temporaryFile(Array(text.utf8), name: "generated-\(seed).log"), lines)
    }
}
