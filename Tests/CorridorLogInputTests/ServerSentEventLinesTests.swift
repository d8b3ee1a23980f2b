@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import CorridorTestSupport
import Foundation
import Testing

/// A stream of server-sent events whose data are JSON entries (`journalctl -o json-sse`) is read one JSON line an
/// event; anything else is read as it is.
@Suite("Server-sent events of JSON entries as JSON lines")
struct ServerSentEventLinesTests {
    static let line = #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /users/42 HTTP/1.1\" 200 5 \"-\" \"curl\""#
    static func entry(_ index: Int) -> String {
        #"{"__REALTIME_TIMESTAMP":"179523759\#(7 + index)000000","MESSAGE":"\#(line.replacingOccurrences(of: "GET", with: index == 1 ? "POST" : "GET"))","_PID":"81\#(index)"}"#
    }
    /// Three events as `journalctl -o json-sse` writes them, a comment and an event's other fields among them.
    static let stream =
        "data: \(entry(0))\n\n: keep-alive\r\n\nid: 2\nevent: entry\ndata:\(entry(1))\r\n\r\ndata: \(entry(2))\n\n"

    @Test(
        "each event's data one line (a CR before its line feed left out), the rest dropped, in pieces of any size",
        arguments: [1, 3, 64, 1 << 16])
    func events(piece: Int) {
        let output = fedInPieces(Array(Self.stream.utf8), to: ServerSentEventLines(), piece: piece)
        #expect(
            String(decoding: output, as: UTF8.self)
                == Self.entry(0) + "\n" + Self.entry(1) + "\n" + Self.entry(2) + "\n")
    }

    @Test(
        "told by its first lines: a data field holding an object, then only the stream's lines",
        arguments: [
            ("data: {\"a\":1}\n\ndata: {\"a\":2}\n", true),
            ("data:{\"a\":1}\r\n\r\n: ping\r\nid: 7\r\n", true),
            ("data: plain text\n\n", false),
            ("{\"a\":1}\n\n", false),
            ("data: {\"a\":1}\n192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET / HTTP/1.1\" 200 5\n", false),
            ("event: entry\ndata: {\"a\":1}\n", false),
        ])
    func detection(text: String, opens: Bool) {
        let bytes = Array(text.utf8)
        let lines = bytes.withUnsafeBytes { RewrittenLines.wholeLines(of: $0) }
        #expect(ServerSentEventLines.opensEventStream(lines) == opens)
    }

    @Test("analyzed with no flag: journald's entries read through the json wrapper, any --jobs", arguments: [1, 4])
    func analyzed(jobs: Int) throws {
        let path = try InputFixtures.temporaryFile(Array(Self.stream.utf8), name: "journal.sse")
        defer { InputFixtures.remove(path) }
        let routes = try RoutesFile.parse("users GET /users/:id{int}\npost POST /users/:id{int}\n", path: "routes")
        let report = Analyzer.run(
            inputs: [path],
            options: AnalyzerOptions(routes: routes, logFormat: try LogFormatSpec("auto"), jobs: jobs))
        #expect(report.inputs.map(\.logFormat) == ["json+combined"])
        #expect(report.routes.map(\.hits) == [2, 1])
        #expect(report.totals.lines == 3)
        #expect(report.totals.malformed == 0)
        #expect(report.totals.untimed == 0)
    }
}
