@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import CorridorTestSupport
import Foundation
import Testing

/// Access lines as log platforms hand them back: Datadog's log search API responses (v2's `data[].attributes`, v1's
/// `logs[].content`) and the Azure portal's CSV export of a Log Analytics table (`TimeGenerated [UTC]`).
@Suite("Log platforms' exports of access lines")
struct LogPlatformExportTests {
    static let lines = [
        #"203.0.113.9 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0""#,
        #"203.0.113.9 - - [21/Nov/2026:05:06:38 +0000] "POST /orders HTTP/1.1" 201 64 "-" "curl/8.5.0""#,
        #"203.0.113.9 - - [21/Nov/2026:05:06:39 +0000] "GET /users/7?x=1 HTTP/1.1" 200 512 "-" "curl/8.5.0""#,
    ]

    static func quoted(_ line: String) -> String {
        "\"" + line.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Datadog's `POST /api/v2/logs/events/search` response.
    static var datadogV2: String {
        let entries = lines.enumerated().map { index, line in
            #"{"attributes":{"attributes":{},"host":"web-1","message":"# + quoted(line)
                + #","service":"nginx","status":"info","tags":["source:nginx"],"timestamp":"2026-11-21T05:06:3\#(7 + index).000Z"},"id":"AQAAAX\#(index)","type":"log"}"#
        }
        return #"{"data":["# + entries.joined(separator: ",")
            + #"],"links":{"next":null},"meta":{"elapsed":12,"page":{"after":"eyJ"},"request_id":"abc","status":"done"}}"#
    }

    /// Datadog's `POST /api/v1/logs-queries/list` response.
    static var datadogV1: String {
        let entries = lines.enumerated().map { index, line in
            #"{"content":{"attributes":{},"host":"web-1","message":"# + quoted(line)
                + #","service":"nginx","tags":["source:nginx"],"timestamp":"2026-11-21T05:06:3\#(7 + index).000Z"},"id":"AAAAAW\#(index)"}"#
        }
        return #"{"logs":["# + entries.joined(separator: ",") + #"],"nextLogId":null,"status":"done"}"#
    }

    /// `datadogV2` pretty-printed (`jq -S .`: its members sorted, `data` first as the API writes it).
    static var datadogV2Pretty: String {
        let object = try! JSONSerialization.jsonObject(with: Data(datadogV2.utf8))
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
            as: UTF8.self)
    }

    /// The Azure portal's "Export to CSV" of a Log Analytics query over ContainerLogV2.
    static var azureCSV: String {
        "TimeGenerated [UTC],Computer,ContainerName,LogMessage\n"
            + lines.enumerated().map { index, line in
                "\"11/21/2026, 5:06:3\(7 + index).000 AM\",aks-node-1,nginx,\""
                    + line.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            }.joined(separator: "\n") + "\n"
    }

    @Test(
        "read with no flag: every request, each at its line's time; the export's own rows neither requests nor malformed",
        arguments: [
            ("datadog-v2.json", datadogV2, "json+combined", 0),
            ("datadog-v2-pretty.json", datadogV2Pretty, "json+combined", 0),
            ("datadog-v1.json", datadogV1, "json+combined", 0),
            ("azure.csv", azureCSV, "csv+combined", 1),
        ] as [(String, String, String, Int)])
    func export(name: String, text: String, format: String, headers: Int) throws {
        let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: name)
        defer { PipelineFixtures.remove(path) }
        let routes = try RoutesFile.parse("users GET /users/:id{int}\norders POST /orders\n", path: "routes")
        for jobs in [1, 3] {
            let report = Analyzer.run(
                inputs: [path],
                options: AnalyzerOptions(routes: routes, logFormat: try LogFormatSpec("auto"), jobs: jobs))
            #expect(report.inputs.map(\.logFormat) == [format])
            #expect(report.routes.map(\.hits) == [2, 1])
            #expect(report.totals.malformed == 0 && report.totals.untimed == 0)
            #expect(report.totals.lines == 3 + headers)
            #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_599))
        }
    }
}
