@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import CorridorTestSupport
import Foundation
import Testing

/// Query results written as a JSON table (names in one array, rows of values in another) — Log Analytics' and
/// Kusto's REST responses, ClickHouse's `JSONCompact`, Elasticsearch's SQL API, Splunk's `json_rows` — are read one
/// JSON object a row, its values under the columns' names; anything else is read as it is.
@Suite("JSON tables of query results as JSON lines")
struct JSONTableRowsTests {
    static let columns = ["TimeGenerated", "CsMethod", "CsUriStem", "CsUriQuery", "ScStatus", "TimeTaken", "UserAgent"]
    /// Each row's values as JSON writes them.
    static let rows = [
        [#""2026-11-21T05:06:37Z""#, #""GET""#, #""/users/42""#, #""""#, "200", "12", #""curl/8.5.0""#],
        [#""2026-11-21T05:06:38Z""#, #""POST""#, #""/orders""#, #""""#, "201", "3.5", #""say \"hi\"""#],
        [#""2026-11-21T05:06:39Z""#, #""GET""#, #""/users/7""#, #""x=1""#, "404", "null", #"{"a":[1, 2]}"#],
    ]
    /// What each row becomes.
    static let expected = rows.map { values in
        "{" + zip(columns, values).map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}\n"
    }.joined()

    static func rowsArray() -> String {
        "[" + rows.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ",") + "]"
    }
    static func described(_ key: String) -> String {
        "[" + columns.map { #"{"\#(key)":"\#($0)","type":"string"}"# }.joined(separator: ",") + "]"
    }

    /// Each platform's document.
    static let documents: [(String, String)] = [
        (
            "Log Analytics",
            #"{"tables":[{"name":"PrimaryResult","columns":"# + described("name") + #","rows":"# + rowsArray() + "}]}"
        ),
        (
            "Kusto v1, with the response's own tables after the first",
            #"{"Tables":[{"TableName":"Table_0","Columns":"# + described("ColumnName") + #","Rows":"# + rowsArray()
                + #"},{"TableName":"Table_1","Columns":[{"ColumnName":"Value"}],"Rows":[["{\"Visualization\":null}"]]}]}"#
        ),
        (
            "ClickHouse JSONCompact",
            #"{"meta":"# + described("name") + #","data":"# + rowsArray()
                + #","rows":3,"statistics":{"elapsed":0.001,"rows_read":3}}"#
        ),
        ("Elasticsearch SQL", #"{"columns":"# + described("name") + #","rows":"# + rowsArray() + #","cursor":"abc"}"#),
        (
            "Splunk json_rows",
            #"{"preview":false,"init_offset":0,"messages":[],"fields":["#
                + columns.map { "\"\($0)\"" }.joined(separator: ",") + #"],"rows":"# + rowsArray() + "}"
        ),
    ]

    @Test(
        "each row one JSON object under the columns' names, in pieces of any size", arguments: [1, 2, 7, 64, 1 << 16])
    func rowsAsLines(piece: Int) {
        for (name, document) in Self.documents {
            let output = fedInPieces(Array(document.utf8), to: JSONTableRows(), piece: piece)
            #expect(String(decoding: output, as: UTF8.self) == Self.expected, "\(name)")
        }
    }

    @Test("pretty-printed, and documents one after another: every document's first table, its line breaks as spaces")
    func prettyPrinted() throws {
        // Its members sorted (`jq -S .`), so that the columns come before the rows as the service writes them.
        let document = Self.documents[1].1
        let object = try JSONSerialization.jsonObject(with: Data(document.utf8))
        let pretty = String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
            as: UTF8.self)
        let output = fedInPieces(Array((pretty + "\n" + document).utf8), to: JSONTableRows(), piece: 5)
        let decoded = try String(decoding: output, as: UTF8.self).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! NSDictionary
        }
        let want = try Self.expected.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! NSDictionary
        }
        #expect(decoded == want + want)
    }

    @Test("values past the names named by their place; a column without a name by its place; an empty row none")
    func unnamed() {
        let document = #"{"columns":[{"name":"a"},{"type":"long"}],"rows":[[1,2,"three"],[],[null]]}"#
        let output = fedInPieces(Array(document.utf8), to: JSONTableRows(), piece: 3)
        #expect(
            String(decoding: output, as: UTF8.self)
                == #"{"a":1,"_1":2,"_2":"three"}"# + "\n" + #"{"a":null}"# + "\n")
    }

    @Test(
        "told by its first bytes: names in an array, then rows as arrays of arrays",
        arguments: [
            (#"{"tables":[{"name":"PrimaryResult","columns":[{"name":"a"}],"rows":[["x"]]}]}"#, true),
            ("\u{FEFF}\n{\n  \"meta\": [\n    {\"name\": \"a\"}\n  ],\n  \"data\": [\n    [", true),
            (#"{"columns":[{"name":"a"}],"rows":[]}"#, true),
            (#"{"data":[{"attributes":{"message":"GET / HTTP/1.1"}}],"links":{}}"#, false),
            (#"{"rows":[["x"]],"columns":[{"name":"a"}]}"#, false),
            (#"{"columns":"a","rows":[["x"]]}"#, false),
            (#"[{"columns":[],"rows":[[1]]}]"#, false),
            (#"{"message":"GET / HTTP/1.1","fields":["a"],"data":{"rows":1}}"#, false),
        ])
    func detection(head: String, opens: Bool) {
        let bytes = Array(head.utf8)
        #expect(bytes.withUnsafeBytes { JSONTableRows.opensTable($0) } == opens)
    }

    @Test("a cut document: the rows closed before the cut")
    func cut() {
        let document = Self.documents[0].1
        let cut = String(document[..<document.range(of: "/users/7")!.lowerBound])
        let output = fedInPieces(Array(cut.utf8), to: JSONTableRows(), piece: 4)
        #expect(
            String(decoding: output, as: UTF8.self)
                == Self.expected.split(separator: "\n").prefix(2).map { $0 + "\n" }.joined())
    }

    @Test("analyzed with no flag: App Service's HTTP logs from the Log Analytics API, any --jobs", arguments: [1, 4])
    func analyzed(jobs: Int) throws {
        let path = try InputFixtures.temporaryFile(Array(Self.documents[0].1.utf8), name: "query.json")
        defer { InputFixtures.remove(path) }
        let routes = try RoutesFile.parse("users GET /users/:id{int}\norders POST /orders\n", path: "routes")
        let report = Analyzer.run(
            inputs: [path],
            options: AnalyzerOptions(routes: routes, logFormat: try LogFormatSpec("auto"), jobs: jobs))
        #expect(report.inputs.map(\.logFormat) == ["azure-appservice"])
        #expect(report.routes.map(\.hits) == [2, 1])
        #expect(report.routes[0].status.clientError == 1)
        #expect(report.totals.lines == 3)
        #expect(report.totals.malformed == 0)
        #expect(report.totals.untimed == 0)
        #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_599))
    }
}
