@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import Testing

/// A text log with NUL bytes in it is read without them: the padding `logrotate`'s `copytruncate` leaves before the
/// lines written after the copy, the padding a crash leaves after the last line, a stray NUL in a line.
@Suite("Text logs with NUL bytes")
struct NULTextTests {
    static let lines = LogPlatformExportTests.lines.joined(separator: "\n") + "\n"

    @Test(
        "every request read, each at its time, the NULs taken out",
        arguments: [
            ("copytruncate.log", String(repeating: "\u{0}", count: 70_000) + lines),
            ("crash.log", lines + String(repeating: "\u{0}", count: 4096)),
            ("stray.log", lines.replacingOccurrences(of: "curl/8.5.0", with: "curl/8.\u{0}5.0")),
        ])
    func read(name: String, text: String) throws {
        for jobs in [1, 3] {
            let report = try LogPlatformExportTests.analyze(text, name: name, jobs: jobs)
            #expect(report.inputs.map(\.logFormat) == ["combined"])
            #expect(report.inputs.first?.error == nil)
            #expect(report.routes.map(\.hits) == [2, 1])
            #expect(report.totals.malformed == 0 && report.totals.untimed == 0)
            #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_599))
        }
    }

    @Test("what the sniffer takes for text around NULs, and what for a binary file")
    func sniffer() {
        func isText(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBytes { BinarySniffer.isTextAroundNULs($0) } }
        let line = Array("GET /users/42 HTTP/1.1 200\n".utf8)
        #expect(isText([UInt8](repeating: 0, count: 4096)))
        #expect(isText([UInt8](repeating: 0, count: 100) + line + line))
        #expect(isText(line + [0] + line + [0, 0] + line))
        // Five stray NULs, a line without a line feed, control bytes beside them, UTF-16 without its mark.
        #expect(!isText(line + [0, 0x41, 0, 0x41, 0, 0x41, 0, 0x41, 0] + line))
        #expect(!isText(Array("GET /users/42".utf8) + [0]))
        #expect(!isText(line + [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 14, 15, 16] + [UInt8](repeating: 0x41, count: 10)))
        #expect(!isText(Array("GET /a\n".utf8).flatMap { [$0, 0] }))
    }
}
