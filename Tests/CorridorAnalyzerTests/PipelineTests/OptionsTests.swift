@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Public options: log format specs, progress")
struct OptionsTests {
    @Test("format specs parse and describe themselves")
    func specs() throws {
        #expect(try LogFormatSpec("combined") == .combined)
        #expect(try LogFormatSpec("url").name == "url")
        #expect(!LogFormatSpec.combined.hasRequestTime)
        #expect(LogFormatSpec.combinedWithRequestTime.hasRequestTime)
        let nginx = try LogFormatSpec("nginx:$remote_addr \"$request\" $status $request_time")
        #expect(nginx.hasRequestTime)
        #expect(try LogFormatSpec(nginx.description) == nginx)
    }

    @Test("a bad spec names the spec and the column")
    func badSpec() {
        #expect(throws: LogFormatSpecError.self) { try LogFormatSpec("apache") }
        let error = #expect(throws: LogFormatSpecError.self) { try LogFormatSpec("nginx:$remote_addr") }
        #expect(error?.spec == "nginx:$remote_addr")
        #expect((error?.column ?? 0) >= 1)
        #expect(error?.description.hasPrefix("log format \"nginx:$remote_addr\": column ") == true)
    }

    @Test("progress fraction", arguments: [(Int64(50), Int64?(200), Double?(0.25)), (10, nil, nil), (300, 200, 1), (0, 0, nil)])
    func fraction(read: Int64, total: Int64?, fraction: Double?) {
        let progress = AnalysisProgress(bytesRead: read, totalBytes: total, lines: 1, elapsedSeconds: 1, inputIndex: 0)
        #expect(progress.fraction == fraction)
    }

    @Test("the total size is known for regular files only")
    func totalSize() {
        let shop = PipelineFixtures.path("shop.log")
        #expect(AnalysisPipeline.totalSize(of: [shop, shop]) == Int64(2 * 2593))
        #expect(AnalysisPipeline.totalSize(of: [shop, "-"]) == nil)
        #expect(AnalysisPipeline.totalSize(of: ["/nonexistent/file.log"]) == nil)
    }

    @Test("degenerate options are clamped, not trusted")
    func clamped() throws {
        let report = Analyzer.run(
            inputs: [PipelineFixtures.path("shop.log")],
            options: AnalyzerOptions(
                routes: try PipelineFixtures.shop(), jobs: 0, chunkSize: 0, heavyHitterCapacity: 0,
                malformedSampleLimit: -3))
        #expect(report.totals.lines == 28)
        #expect(report.unmatched.capacity == 1)
        #expect(report.unmatched.paths.count == 1)
        #expect(!report.unmatched.exact)
        #expect(report.malformed.samples.isEmpty)
        #expect(ReportRenderOptions(topN: -1).topN == 0)
    }
}
