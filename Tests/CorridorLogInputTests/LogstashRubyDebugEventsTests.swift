@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import CorridorTestSupport
import Foundation
import Testing

/// What Logstash's `stdout { codec => rubydebug }` prints is read one JSON line an event; anything else as it is.
@Suite("Logstash rubydebug events as JSON lines")
struct LogstashRubyDebugEventsTests {
    /// A Combined line as Ruby writes it in a string (`\"` and `\\` escaped).
    static let first =
        #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /users/42 HTTP/1.1\" 200 512 \"-\" \"curl/8.5.0\""#
    static let second =
        ##"192.0.2.8 - - [21/Nov/2026:05:06:38 +0000] \"POST /orders HTTP/1.1\" 201 64 \"-\" \"a\\b \#{x} \e[1m\u{1F600}\""##

    /// Two events as Logstash 8 prints them (nested hashes, an array with indices, bare times, numbers and `nil`,
    /// an inline hash), with Logstash's own log lines around them.
    static let output = """
        [2026-11-21T05:06:30,439][INFO ][logstash.agent           ] Pipelines running {:count=>1, :running_pipelines=>[:main]}
        {
               "message" => "\(first)",
            "@timestamp" => 2026-11-21T05:06:37.123Z,
              "@version" => "1",
                  "tags" => [
                [0] "nginx",
                [1] "_grokparsefailure"
            ],
                   "log" => {
                "offset" => 308638,
                  "file" => {
                    "path" => "/var/log/nginx/access.log"
                }
            },
                 "ratio" => -0.5e-3,
                "parent" => nil,
                  "seen" => true
        }
        The stdin plugin is now waiting for input:
        {
                 "event" => { "original" => "\(second)" },
            "@timestamp" => 2026-11-21T05:06:38.000Z,
                  "tags" => [],
               "message" => "\(second)"
        }

        """

    static let expected = [
        #"{"message":"\#(first)","@timestamp":"2026-11-21T05:06:37.123Z","@version":"1","tags":["nginx","_grokparsefailure"],"log":{"offset":308638,"file":{"path":"/var/log/nginx/access.log"}},"ratio":-0.5e-3,"parent":null,"seen":true}"#,
        #"{"event":{"original":"\#(secondJSON)"},"@timestamp":"2026-11-21T05:06:38.000Z","tags":[],"message":"\#(secondJSON)"}"#,
    ].map { $0 + "\n" }.joined()
    /// `second` as JSON writes it: `\#` is `#`, `\e` is `\u001b`, `\u{1F600}` the character.
    static let secondJSON =
        ##"192.0.2.8 - - [21/Nov/2026:05:06:38 +0000] \"POST /orders HTTP/1.1\" 201 64 \"-\" \"a\\b #{x} \u001b[1m😀\""##

    @Test(
        "each event one JSON line, Ruby's values as JSON's, in pieces of any size", arguments: [1, 2, 7, 64, 1 << 16])
    func events(piece: Int) throws {
        let output = fedInPieces(Array(Self.output.utf8), to: LogstashRubyDebugEvents(), piece: piece)
        let text = String(decoding: output, as: UTF8.self)
        #expect(text == Self.expected)
        // Each line is JSON, and the message decodes to the line Logstash read.
        for line in text.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect((object["message"] as? String)?.hasPrefix("192.0.2.") == true)
        }
        let second = try JSONSerialization.jsonObject(with: Data(text.split(separator: "\n")[1].utf8)) as? [String: Any]
        #expect(
            second?["message"] as? String
                == "192.0.2.8 - - [21/Nov/2026:05:06:38 +0000] \"POST /orders HTTP/1.1\" 201 64 \"-\" \"a\\b #{x} \u{1B}[1m\u{1F600}\""
        )
    }

    @Test(
        "told by its first lines: `{` alone, then a quoted key and `=>`",
        arguments: [
            ("{\n       \"message\" => \"x\",\n}\n", true),
            ("starting\n{\r\n\t\"@timestamp\" => 2026-11-21T05:06:37Z\n", true),
            ("{\n  \"message\": \"x\"\n}\n", false),
            (" {\n  \"message\" => \"x\"\n}\n", false),
            ("{\"message\" => \"x\"}\n{\n", false),
            ("192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET / HTTP/1.1\" 200 5\n", false),
        ])
    func detection(head: String, opens: Bool) {
        let bytes = Array(head.utf8)
        let lines = bytes.withUnsafeBytes { RewrittenLines.wholeLines(of: $0) }
        #expect(LogstashRubyDebugEvents.opensRubyDebugEvents(lines) == opens)
    }

    @Test("a cut event is written as far as it went, when the next opens and at the end; an oversized one is cut")
    func cut() throws {
        let cut = "{\n  \"message\" => \"a\",\n  \"tags\" => [\n{\n  \"message\" => \"b\"\n}\n{\n  \"n\" => 1,\n"
        #expect(
            String(decoding: fedInPieces(Array(cut.utf8), to: LogstashRubyDebugEvents(), piece: 3), as: UTF8.self)
                == "{\"message\":\"a\",\"tags\":[\n{\"message\":\"b\"}\n{\"n\":1,\n")
        // A line longer than an event may be (cut at that length: `{"message":"`, the x's left after the line's 16
        // bytes before them, `"`), and an event of short lines longer than that (cut at that length): no JSON.
        let longLine =
            "{\n  \"message\" => \"" + String(repeating: "x", count: LogstashRubyDebugEvents.maxEventBytes) + "\"\n}\n"
        let entry = "  \"k\" => \"" + String(repeating: "y", count: 60) + "\",\n"
        let manyLines = "{\n" + String(repeating: entry, count: LogstashRubyDebugEvents.maxEventBytes / 60) + "}\n"
        for (text, length) in [
            (longLine, 12 + LogstashRubyDebugEvents.maxEventBytes - 16 + 1),
            (manyLines, LogstashRubyDebugEvents.maxEventBytes),
        ] {
            let output = fedInPieces(
                Array((text + "{\n  \"n\" => 1\n}\n").utf8), to: LogstashRubyDebugEvents(), piece: 1 << 16)
            let lines = output.split(separator: 0x0A, omittingEmptySubsequences: false)
            #expect(lines.count == 3)
            #expect(lines[0].count == length)
            #expect((try? JSONSerialization.jsonObject(with: Data(lines[0]))) == nil)
            #expect(String(decoding: lines[1], as: UTF8.self) == #"{"n":1}"#)
        }
    }

    @Test(
        "JSON numbers kept bare, anything else quoted",
        arguments: [
            ("0", true), ("-12", true), ("1.5", true), ("2e10", true), ("-0.5E+3", true), ("01", false), ("1.", false),
            ("2026-11-21T05:06:37Z", false), (":symbol", false), ("", false), ("-", false),
        ])
    func numbers(value: String, isNumber: Bool) {
        #expect(JSONNumberLiteral.matches(Array(value.utf8)[...]) == isNumber)
    }

    @Test("analyzed with no flag: the lines inside detected and counted, each timed", arguments: [1, 4])
    func analyzed(jobs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rubydebug-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("logstash.out")
        try Self.output.write(to: log, atomically: true, encoding: .utf8)
        let routes = try RoutesFile.parse("users GET /users/:id{int}\norders POST /orders\n", path: "routes")
        let report = Analyzer.run(
            inputs: [log.path],
            options: AnalyzerOptions(routes: routes, logFormat: try LogFormatSpec("auto"), jobs: jobs))
        #expect(report.inputs.map(\.logFormat) == ["json+combined"])
        #expect(report.routes.map(\.hits) == [1, 1])
        #expect(report.totals.lines == 2)
        #expect(report.totals.malformed == 0)
        #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_597))
    }
}
