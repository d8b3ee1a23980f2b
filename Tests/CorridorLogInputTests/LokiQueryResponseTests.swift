@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import CorridorTestSupport
import Foundation
import Testing

/// Loki's query API responses (`curl …/loki/api/v1/query_range > out.json`) are read one JSON line an entry, as
/// `logcli --output jsonl` writes them; anything else is read as it is.
@Suite("Loki query responses as JSON lines")
struct LokiQueryResponseTests {
    static let first =
        #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /users/42 HTTP/1.1\" 200 512 \"-\" \"curl/8.5.0\""#
    static let second = #"192.0.2.8 - - [21/Nov/2026:05:06:38 +0000] \"POST /orders HTTP/1.1\" 201 64 \"-\" \"a\\b\""#
    static let third = #"INFO:     192.0.2.9:51234 - \"GET /users/7 HTTP/1.1\" 200 OK"#

    /// Two streams (the second's entry with structured metadata, Loki 3's third element), on one line.
    static let response =
        #"{"status":"success","data":{"resultType":"streams","result":["#
        + #"{"stream":{"app":"nginx","values":"not the entries"},"values":[["1795237597000000000","\#(first)"],["1795237598000000000","\#(second)"]]},"#
        + #"{"stream":{"app":"api"},"values":[["1795237599000000000","\#(third)",{"trace_id":"abc","values":["x"]}]]}"#
        + #"],"stats":{"summary":{"bytesProcessedPerSecond":1,"values":[1,2]}}}}"#

    static let expected = [
        #"{"timestamp":"1795237597000000000","line":"\#(first)"}"#,
        #"{"timestamp":"1795237598000000000","line":"\#(second)"}"#,
        #"{"timestamp":"1795237599000000000","line":"\#(third)"}"#,
    ].map { $0 + "\n" }.joined()

    /// `response` as `jq .` prints it: every member and element on a line of its own.
    static var prettyPrinted: String {
        let object = try! JSONSerialization.jsonObject(with: Data(response.utf8))
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "each entry one JSON line, its time and line as written, in pieces of any size",
        arguments: [1, 2, 7, 64, 1 << 16])
    func entries(piece: Int) {
        let output = fedInPieces(Array(Self.response.utf8), to: LokiQueryResponse(), piece: piece)
        #expect(String(decoding: output, as: UTF8.self) == Self.expected)
        // Pretty-printed (its escapes written as JSONSerialization writes them: compared by what they decode to), and
        // two responses one after another (a script paging through a range).
        let pretty = fedInPieces(
            Array((Self.prettyPrinted + "\n" + Self.response).utf8), to: LokiQueryResponse(), piece: piece)
        let decoded = String(decoding: pretty, as: UTF8.self).split(separator: "\n").map { line in
            try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: String]
        }
        let want = Self.expected.split(separator: "\n").map { line in
            try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: String]
        }
        #expect(decoded == want + want)
    }

    @Test(
        "told by its first bytes: a response of log streams, not of metrics nor any other JSON",
        arguments: [
            (#"{"status":"success","data":{"resultType":"streams","result":[]}}"#, true),
            ("\u{FEFF}\n  {\n  \"status\": \"success\",\n  \"data\": {\n    \"resultType\" : \"streams\",", true),
            (#"{"status":"success","data":{"resultType":"matrix","result":[]}}"#, false),
            (#"{"resultType":"streams"}"#, true),
            (#"[{"resultType":"streams"}]"#, false),
            (#"{"labels":{"app":"web"},"line":"GET / HTTP/1.1","timestamp":"2026-11-21T05:06:37Z"}"#, false),
        ])
    func detection(head: String, opens: Bool) {
        let bytes = Array(head.utf8)
        #expect(bytes.withUnsafeBytes { LokiQueryResponse.opensResponse($0) } == opens)
    }

    @Test("a cut response: the entries closed before the cut; an entry without a line is none")
    func cut() {
        let cut = String(Self.response.prefix(while: { $0 != "I" }))  // inside the third entry's line
        let output = fedInPieces(Array(cut.utf8), to: LokiQueryResponse(), piece: 5)
        #expect(
            String(decoding: output, as: UTF8.self)
                == Self.expected.split(separator: "\n").prefix(2).map { $0 + "\n" }.joined())
        let empty = #"{"data":{"resultType":"streams","result":[{"stream":{},"values":[["1"],[],["2",""]]}]}}"#
        #expect(
            String(decoding: fedInPieces(Array(empty.utf8), to: LokiQueryResponse(), piece: 3), as: UTF8.self)
                == #"{"timestamp":"2","line":""}"# + "\n")
    }

    @Test(
        "analyzed with no flag: the lines inside detected and counted, each timed by its own or the entry's time",
        arguments: [1, 4])
    func analyzed(jobs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // One format a file: the nginx stream's response pretty-printed, the uvicorn stream's (no time in its lines)
        // on one line.
        let nginx = directory.appendingPathComponent("nginx.json")
        let uvicorn = directory.appendingPathComponent("api.json")
        let streams = Self.response.components(separatedBy: #"},{"stream":"#)
        let nginxResponse = streams[0] + #"}],"stats":{}}}"#
        let uvicornResponse = #"{"status":"success","data":{"resultType":"streams","result":[{"stream":"# + streams[1]
        let pretty = try JSONSerialization.data(
            withJSONObject: JSONSerialization.jsonObject(with: Data(nginxResponse.utf8)), options: [.prettyPrinted])
        try pretty.write(to: nginx)
        try uvicornResponse.write(to: uvicorn, atomically: true, encoding: .utf8)
        let routes = try RoutesFile.parse("users GET /users/:id{int}\norders POST /orders\n", path: "routes")
        let report = Analyzer.run(
            inputs: [nginx.path, uvicorn.path],
            options: AnalyzerOptions(routes: routes, logFormat: try LogFormatSpec("auto"), jobs: jobs))
        #expect(report.inputs.map(\.logFormat) == ["json+combined", "json+uvicorn"])
        #expect(report.routes.map(\.hits) == [2, 1])
        #expect(report.totals.lines == 3)
        #expect(report.totals.malformed == 0)
        #expect(report.totals.untimed == 0)
        // The uvicorn line, without a time of its own, at its entry's (1795237599 s).
        #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_599))
    }
}
