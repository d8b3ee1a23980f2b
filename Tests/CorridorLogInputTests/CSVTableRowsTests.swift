@testable import CorridorLogInput
import Foundation
import Testing

/// A table of requests under a header row, CSV or TSV, read one JSON object a row.
@Suite("Tables of requests: one JSON object a row")
struct CSVTableRowsTests {
    static func lines(_ text: String) -> [ArraySlice<UInt8>] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8)[...] }
    }

    @Test(
        "what is taken for a table of requests, and with which separator",
        arguments: [
            ("time,method,url,status\n2026-11-21T05:06:37Z,GET,/users/42,200\n", UInt8(ascii: ",")),
            (
                #""time","request","status","bytes""# + "\n" + #""x","GET / HTTP/1.1","200","5""# + "\n",
                UInt8(ascii: ",")
            ),
            ("created_at\tip\turi\tstatus\n2026-11-21 05:06:37\t192.0.2.7\t/users/42\t200\n", 0x09),
            (
                "TimeGenerated [UTC],httpMethod_s,requestUri_s,httpStatus_d\n\"11/21/2026, 5:06:37 AM\",GET,/,200\n",
                0x2C
            ),
            // No status among the names: a console's export of lines, the `csv` wrapper's to read.
            ("@timestamp,@message,@logStream,@log\n2026-11-21 05:06:37.000,\"GET / …\",web,123:grp\n", nil),
            // Too few names; a first line that is no header (a row's values); a second line of another width.
            ("method,url,status\nGET,/,200\n", nil), ("192.0.2.7,GET,/users/42,200\n192.0.2.7,GET,/,200\n", nil),
            ("time,method,url,status\n2026-11-21T05:06:37Z,GET,/users/42\n", nil),
            // The layouts read by their own header: CloudFront's fields as CSV, Exchange's, Cloud Storage's.
            (
                "date,time,x-edge-location,sc-bytes,c-ip,cs-method,cs-uri-stem,sc-status\n2026-11-21,05:06:37,A,1,2,GET,/,200\n",
                nil
            ),
            ("DateTime,RequestId,Method,UrlStem,HttpStatus\n2026-11-21T05:06:37Z,1,GET,/,200\n", nil),
            (
                #""time_micros","c_ip","cs_method","cs_uri","sc_status""# + "\n" + #""1","2","GET","/","200""# + "\n",
                nil
            ),
            // A quote left open in the header.
            ("\"time,method,url,status\nx,GET,/,200\n", nil),
            // Aligned tables: psql's, the mysql client's (its rules first), Markdown's.
            (
                "   ts   | method |  path  | status \n--------+--------+--------+--------\n 10:00  | GET    | /a     |    200\n",
                UInt8(ascii: "|")
            ),
            (
                "+------+--------+------+--------+\n| ts   | method | path | status |\n+------+--------+------+--------+\n| 1    | GET    | /a   | 200    |\n",
                UInt8(ascii: "|")
            ),
            ("| ts | method | path | status |\n|---|---|---|---:|\n| 1 | GET | /a | 200 |\n", UInt8(ascii: "|")),
            // Lines whose fields are between bars but under no header of names (Bitbucket's access log).
            (
                "192.0.2.7 | https | i@1 | - | 2026-11-21 05:06:37,123 | \"GET /a HTTP/1.1\" | 200\n192.0.2.7 | https | i@2 | - | 2026-11-21 05:06:38,123 | \"GET /b HTTP/1.1\" | 200\n",
                nil
            ),
        ] as [(String, UInt8?)])
    func detection(text: String, separator: UInt8?) {
        #expect(CSVTableRows.separator(of: Self.lines(text)) == separator)
    }

    @Test(
        "rows as JSON objects of the header's names; the header, again too, a marked directive", arguments: [1, 5, 64])
    func rows(piece: Int) throws {
        let text = #"""
            "time","request_url","elb_status_code","user_agent","note"
            "2026-11-21T05:06:37Z","https://api.example.com/users/42?a=1,2","200","Mozilla/5.0 ""quoted""","a\b"
            "time","request_url","elb_status_code","user_agent","note"
            "2026-11-21T05:06:38Z","/orders","201","curl/8.5.0",""
            "2026-11-21T05:06:39Z","/short"

            """#
        let output = String(decoding: fedInPieces(Array(text.utf8), to: CSVTableRows(), piece: piece), as: UTF8.self)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 6 && lines[5].isEmpty, "\(lines)")
        #expect(lines[0].hasPrefix("#csv-header \"time\",") && lines[2] == lines[0])
        #expect(
            lines[1]
                == #"{"time":"2026-11-21T05:06:37Z","request_url":"https://api.example.com/users/42?a=1,2","elb_status_code":"200","user_agent":"Mozilla/5.0 \"quoted\"","note":"a\\b"}"#
        )
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: String])
        #expect(object["user_agent"] == #"Mozilla/5.0 "quoted""#)
        #expect(
            lines[3]
                == #"{"time":"2026-11-21T05:06:38Z","request_url":"/orders","elb_status_code":"201","user_agent":"curl/8.5.0","note":""}"#
        )
        // A row of another width is written as it is: a malformed line.
        #expect(lines[4] == #""2026-11-21T05:06:39Z","/short""#)
        #expect(CSVTableRows.isHeaderMarker(Array(lines[0].utf8).withUnsafeBufferPointer { $0 }))
    }

    @Test(
        "aligned tables: values between bars without their blanks; rules, the row count and the blank line after it marked directives",
        arguments: [1, 7, 64])
    func alignedTables(piece: Int) {
        let psql = """
                     ts           | method |     path      | status | duration_ms | note
            ------------------------+--------+---------------+--------+-------------+------
             2026-11-29 10:00:01+00 | GET    | /users/12     |    200 |          12 |
             2026-11-29 10:00:02+00 | POST   | /user/repos   |    201 |         250 | a b
            (2 rows)


            """
        let output = String(
            decoding: fedInPieces(Array(psql.utf8), to: CSVTableRows(separator: UInt8(ascii: "|")), piece: piece),
            as: UTF8.self)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 7 && lines[6].isEmpty, "\(lines)")
        #expect([0, 1, 4, 5].allSatisfy { lines[$0].hasPrefix("#csv-header ") }, "\(lines)")
        #expect(
            lines[2]
                == #"{"ts":"2026-11-29 10:00:01+00","method":"GET","path":"/users/12","status":"200","duration_ms":"12","note":""}"#
        )
        #expect(lines[3].hasSuffix(#""duration_ms":"250","note":"a b"}"#))
        let mysql = """
            +--------+-----------+--------+
            | method | path      | status | ms |
            +--------+-----------+--------+
            | GET    | /users/12 |    200 | 1 |
            +--------+-----------+--------+
            1 row in set (0.00 sec)

            """
        let rows = String(
            decoding: fedInPieces(Array(mysql.utf8), to: CSVTableRows(separator: UInt8(ascii: "|")), piece: piece),
            as: UTF8.self
        ).split(separator: "\n").map(String.init)
        #expect(rows.count(where: { $0.hasPrefix("#csv-header ") }) == 5, "\(rows)")
        #expect(rows.contains(#"{"method":"GET","path":"/users/12","status":"200","ms":"1"}"#), "\(rows)")
    }

    @Test("TSV rows' values as they are; the Azure portal's ` [UTC]` left out of a name, a byte order mark before it")
    func tsvAndZone() {
        let tsv = "created_at\turi\tstatus\tagent\n2026-11-21 05:06:37\t/users/42\t200\tcurl \"\"8\"\"\n"
        let output = String(
            decoding: fedInPieces(Array(tsv.utf8), to: CSVTableRows(separator: 0x09), piece: 3), as: UTF8.self)
        #expect(
            output.split(separator: "\n").last
                == #"{"created_at":"2026-11-21 05:06:37","uri":"/users/42","status":"200","agent":"curl \"\"8\"\""}"#)
        // Excel's "CSV UTF-8": a byte order mark first.
        let csv =
            "\u{FEFF}TimeGenerated [UTC],httpMethod_s,requestUri_s,httpStatus_d\n\"11/21/2026, 5:06:37 AM\",GET,/,200\n"
        let azure = String(decoding: fedInPieces(Array(csv.utf8), to: CSVTableRows(), piece: 8), as: UTF8.self)
        #expect(azure.split(separator: "\n").last?.hasPrefix(#"{"TimeGenerated":"11/21/2026, 5:06:37 AM","#) == true)
    }
}
