import CorridorAnalyzer
import Testing

@testable import CorridorCLI

@Suite("progress line text")
struct ProgressLineTests {
    @Test("with a known total: share, rate and ETA")
    func knownTotal() {
        let progress = AnalysisProgress(
            bytesRead: 12 * 1024 * 1024, totalBytes: 48 * 1024 * 1024, lines: 2_500_000, elapsedSeconds: 1,
            inputIndex: 0)
        #expect(
            ProgressLine.text(for: progress)
                == "read 12.0 MiB of 48.0 MiB (25%)  2500000 lines  2.50M lines/s  ETA 0:03")
    }

    @Test("standard input (no total): bytes, lines and rate only")
    func unknownTotal() {
        let progress = AnalysisProgress(bytesRead: 1536, totalBytes: nil, lines: 950, elapsedSeconds: 2, inputIndex: 0)
        #expect(ProgressLine.text(for: progress) == "read 1.5 KiB  950 lines  475 lines/s")
    }

    @Test("the first line, before anything is read")
    func start() {
        let progress = AnalysisProgress(bytesRead: 0, totalBytes: nil, lines: 0, elapsedSeconds: 0, inputIndex: 0)
        #expect(ProgressLine.text(for: progress) == "read 0 B  0 lines")
    }

    @Test(
        "units",
        arguments: [
            (Int64(512), "512 B"), (Int64(1024), "1.0 KiB"), (Int64(5 << 30), "5.0 GiB"),
        ])
    func bytes(count: Int64, text: String) {
        #expect(ProgressLine.bytes(count) == text)
    }

    @Test("durations", arguments: [(7.0, "0:07"), (754.2, "12:35"), (3723.0, "1:02:03")])
    func durations(seconds: Double, text: String) {
        #expect(ProgressLine.duration(seconds) == text)
    }

    @Test("rates", arguments: [(950.0, "950"), (12_345.0, "12.3k"), (2_512_000.0, "2.51M")])
    func rates(perSecond: Double, text: String) {
        #expect(ProgressLine.rate(perSecond) == text)
    }
}
