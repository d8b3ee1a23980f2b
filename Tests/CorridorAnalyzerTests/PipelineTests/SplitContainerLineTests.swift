@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorReport
import CorridorTestSupport
import Testing

/// A container runtime splits a long line into parts (CRI `P` lines, Docker entries without a final newline); the
/// reader keeps a group of parts in the chunk of the line that completes them, so every chunk size and worker count
/// reads the same requests.
@Suite("Split container lines across chunk boundaries")
struct SplitContainerLineTests {
    static let routes = "item GET /items/:id{int}\nhome GET /\n"

    /// `count` Combined lines with long user agents, each written as `parts` runtime lines (the last complete);
    /// `interleaved`: every fifth line's unsplit neighbour written to stderr between its first two parts, as a
    /// container's two streams share its file.
    static func log(wrapper: String, count: Int, parts: Int, interleaved: Bool = false) -> String {
        var text = ""
        for index in 0..<count {
            // 20 agents (fewer than a callers table keeps, so its counts are exact for any chunking).
            let agent = "agent-\(index % 20)-" + String(repeating: "x", count: 150 + index % 20)
            let line =
                #"10.0.0.\#(index % 250) - - [21/Nov/2026:05:06:\#(10 + index % 40) +0000] "GET /items/\#(index) HTTP/1.1" 200 5 "-" "\#(agent)""#
            let pieces = (0..<parts).map { part -> Substring in
                let bytes = Array(line.utf8)
                let size = (bytes.count + parts - 1) / parts
                let from = bytes.index(bytes.startIndex, offsetBy: min(bytes.count, part * size))
                let to = bytes.index(bytes.startIndex, offsetBy: min(bytes.count, (part + 1) * size))
                return Substring(decoding: bytes[from..<to], as: UTF8.self)
            }
            let short = #"10.0.0.9 - - [21/Nov/2026:05:07:00 +0000] "GET / HTTP/1.1" 200 5 "-" "curl/8""#
            let shortOnStderr =
                wrapper == "cri"
                ? "2026-11-21T05:07:00Z stderr F \(short)\n"
                : #"{"log":"\#(short.replacingOccurrences(of: "\"", with: "\\\""))\n","stream":"stderr","time":"2026-11-21T05:07:00Z"}"#
                    + "\n"
            for (number, piece) in pieces.enumerated() {
                if interleaved && number == 1 && index % 5 == 0 { text += shortOnStderr }
                let last = number == pieces.count - 1
                switch wrapper {
                case "cri":
                    text += "2026-11-21T05:06:37.123456789Z stdout \(last ? "F" : "P") \(piece)\n"
                default:
                    let escaped = piece.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                        of: "\"", with: "\\\"")
                    text +=
                        #"{"log":"\#(escaped)\#(last ? "\\n" : "")","stream":"stdout","time":"2026-11-21T05:06:37.1Z"}"#
                        + "\n"
                }
            }
            if index % 5 == 0 && !interleaved {  // an unsplit line between the groups
                text +=
                    wrapper == "cri"
                    ? "2026-11-21T05:07:00Z stdout F \(short)\n"
                    : #"{"log":"\#(short.replacingOccurrences(of: "\"", with: "\\\""))\n","stream":"stdout","time":"2026-11-21T05:07:00Z"}"#
                        .replacingOccurrences(of: "\n\"", with: "\\n\"") + "\n"
            }
        }
        return text
    }

    @Test(
        "every split line is read whole, for any chunk size and worker count",
        arguments: [("cri", 3, false), ("cri", 2, false), ("docker", 3, false), ("cri", 3, true), ("docker", 2, true)])
    func wholeLines(wrapper: String, parts: Int, interleaved: Bool) throws {
        let count = 120
        let table = try RoutesFile.parse(Self.routes, path: "split.routes")
        let path = try PipelineFixtures.temporaryFile(
            Array(Self.log(wrapper: wrapper, count: count, parts: parts, interleaved: interleaved).utf8),
            name: "split.log")
        defer { PipelineFixtures.remove(path) }
        let format = try LogFormatSpec("\(wrapper)+combined")
        var reports: [AnalysisReport] = []
        for chunkSize in [97, 256, 700, 4096, 1 << 20] {
            for jobs in [1, 2, 3] {
                let report = PipelineFixtures.analyze(
                    [path], table: table, format: format, jobs: jobs, chunkSize: chunkSize)
                #expect(report.routes[0].hits == count, "chunk \(chunkSize), jobs \(jobs)")
                #expect(report.routes[1].hits == count / 5)
                #expect(
                    report.totals.malformed == 0,
                    "chunk \(chunkSize), jobs \(jobs): \(report.malformed.reasons) \(report.malformed.samples.first?.text ?? "")"
                )
                reports.append(report)
            }
        }
        for report in reports {
            #expect(report.totals == reports[0].totals)
            #expect(report.routes == reports[0].routes)
        }
        // The agents are the joined lines' (a part alone would be cut), each with its count.
        let agents = try #require(reports[0].routes[0].agents)
        #expect(agents.exact && agents.rows.count == 20 && agents.rows.allSatisfy { $0.count == 6 })
        #expect(agents.rows.allSatisfy { $0.key.hasPrefix("agent-") && $0.key.hasSuffix("x") })
    }
}
