@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import CorridorTestSupport
import Foundation
import Testing

/// What `aws logs tail GROUP --format json` prints — each event's head, then its JSON message pretty-printed — is
/// read one line an event, in the shape of the command's default output.
@Suite("aws logs tail --format json: one line an event")
struct CloudWatchTailJSONEventsTests {
    static let first =
        #"{"requestId":"c0ffee01","ip":"192.0.2.7","requestTime":"21/Nov/2026:05:06:37 +0000","httpMethod":"GET","resourcePath":"/users/{id}","status":"200","protocol":"HTTP/1.1","responseLength":"512","tags":{"a":[1,{"b":"x, \"y\""}],"empty":{}}}"#
    static let second =
        #"{"requestId":"c0ffee02","ip":"192.0.2.8","requestTime":"21/Nov/2026:05:06:38 +0000","httpMethod":"POST","resourcePath":"/orders","status":"201","protocol":"HTTP/1.1","responseLength":"64"}"#

    /// The CLI's output for `first`, a message that is no JSON, and `second`, as Python's `json.dumps(…, indent=4)`
    /// writes them (`": "` after names, `", "`-less line ends).
    static let output = """
        2026-11-21T05:06:37.123000+00:00 a1b2c3d4/prod \n\(pretty(first))
        2026-11-21T05:06:37.500000+00:00 a1b2c3d4/prod Execution failed due to a timeout error
        2026-11-21T05:06:38+00:00 e5f6a7b8/prod \n\(pretty(second))

        """

    static func pretty(_ json: String) -> String {
        let object = try! JSONSerialization.jsonObject(with: Data(json.utf8))
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test("each event one line, its JSON as it was, in pieces of any size", arguments: [1, 2, 7, 64, 1 << 16])
    func events(piece: Int) throws {
        let output = fedInPieces(Array(Self.output.utf8), to: CloudWatchTailJSONEvents(), piece: piece)
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[3].isEmpty, "\(lines)")
        #expect(lines[1] == "2026-11-21T05:06:37.500000+00:00 a1b2c3d4/prod Execution failed due to a timeout error")
        for (line, head, json) in [
            (lines[0], "2026-11-21T05:06:37.123000+00:00 a1b2c3d4/prod ", Self.first),
            (lines[2], "2026-11-21T05:06:38+00:00 e5f6a7b8/prod ", Self.second),
        ] {
            #expect(line.hasPrefix(head), "\(line)")
            let message = try JSONSerialization.jsonObject(with: Data(line.dropFirst(head.count).utf8)) as? NSDictionary
            let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
            #expect(message == original, "\(line)")
        }
    }

    @Test(
        "told by its first lines: an event's head, then `{` or `[` alone",
        arguments: [
            ("2026-11-21T05:06:37.123000+00:00 a1b2c3d4/prod \n{\n    \"a\": 1\n}\n", true),
            ("starting\n2026-11-21T05:06:37+00:00 s \n[\n", true),
            ("2026-11-21T05:06:37.123000+00:00 a1b2c3d4/prod {\"a\": 1}\n", false),
            ("2026-11-21T05:06:37.123000+00:00 a1b2c3d4/prod\n{\n", false),
            ("2026-11-21T05:06:37.123Z a1b2c3d4/prod \n{\n", false),
            ("2026-11-21T05:06:37.123000+00:00 a1b2 c3d4 \n{\n", false),
            ("2026-11-21T05:06:37.123000+00:00 a1b2c3d4/prod \n  {\n", false),
        ])
    func detection(head: String, opens: Bool) {
        let bytes = Array(head.utf8)
        let lines = bytes.withUnsafeBytes { RewrittenLines.wholeLines(of: $0) }
        #expect(CloudWatchTailJSONEvents.opensTailJSONEvents(lines) == opens)
    }

    @Test("an event cut off is written as far as it went, when the next opens and at the end; an oversized one is cut")
    func cut() {
        let head = "2026-11-21T05:06:37+00:00 s "
        let text = head + "\n{\n    \"a\": [\n" + head + "\n{\n    \"b\": 2\n}\n" + head + "\n{\n    \"c\": 3,\n"
        #expect(
            String(decoding: fedInPieces(Array(text.utf8), to: CloudWatchTailJSONEvents(), piece: 3), as: UTF8.self)
                == head + "{\"a\": [\n" + head + "{\"b\": 2}\n" + head + "{\"c\": 3,\n")
        let long =
            head + "\n{\n"
            + String(repeating: "    \"k\": \"" + String(repeating: "y", count: 60) + "\",\n", count: 20_000)
            + "}\n" + head + "\n{\n    \"n\": 1\n}\n"
        let output = fedInPieces(Array(long.utf8), to: CloudWatchTailJSONEvents(), piece: 1 << 16)
        let lines = output.split(separator: 0x0A, omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0].count == CloudWatchTailJSONEvents.maxEventBytes)
        #expect(String(decoding: lines[1], as: UTF8.self) == head + #"{"n": 1}"#)
    }

    @Test("analyzed with no flag: API Gateway's access log inside, each request timed", arguments: [1, 4])
    func analyzed(jobs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tail-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("tail.txt")
        try Self.output.write(to: log, atomically: true, encoding: .utf8)
        let routes = try RoutesFile.parse("users GET /users/:id{int}\norders POST /orders\n", path: "routes")
        let report = Analyzer.run(
            inputs: [log.path],
            options: AnalyzerOptions(routes: routes, logFormat: try LogFormatSpec("auto"), jobs: jobs))
        #expect(report.inputs.map(\.logFormat) == ["cloudwatch+aws-apigateway"])
        #expect(report.routes.map(\.hits) == [1, 1])
        #expect(report.totals.lines == 3)
        // The message that is no JSON: a line of the log, no request.
        #expect(report.totals.malformed == 1)
        #expect(report.routes[1].seen == TimeRange(first: 1_795_237_598, last: 1_795_237_598))
    }
}
