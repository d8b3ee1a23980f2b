@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorLogFormats
@testable import CorridorReport
import Testing

/// Crashers found by the `log-line` fuzz target (Fuzz/Targets/LogLineFuzz.swift), one test each.
@Suite("Regressions from fuzzing the log line parsers")
struct LogLineFuzzRegressionTests {
    /// A value of `length` bytes that starts with `/` and holds an unknown escape (`\q`), which is kept as written:
    /// decoding copies it to the scratch space at full length.
    static func escapedPath(length: Int) -> String {
        "/\\q" + String(repeating: "a", count: length - 3)
    }

    /// Found by the fuzzer (`jsonl:request=,method=p,path=p,query=p` and a 3 KB line): when several JSON fields
    /// are given one name they share one value, which was decoded once per field into a scratch space sized for the
    /// line alone — a heap buffer overflow. The scratch space now makes room for every decoded field first.
    @Test(
        "JSON fields sharing one value decode into room made for all of them",
        arguments: [
            (
                JSONLogFields(request: nil, method: nil, path: "p", query: "p", status: nil, time: nil),
                ParsedLogLine.request(
                    method: nil, target: escapedPath(length: 3000) + "?" + escapedPath(length: 3000), status: 0,
                    micros: nil)
            ),
            (
                JSONLogFields(request: nil, method: "p", path: "p", query: "p", status: nil, time: nil),
                ParsedLogLine.invalid  // the method is the path, not a token
            ),
            (
                JSONLogFields(request: nil, method: "p", path: "p", query: "p", status: nil, time: "p"),
                ParsedLogLine.malformed(.badRequestTime)
            ),
        ])
    func sharedJSONFieldValue(fields: JSONLogFields, expected: ParsedLogLine) {
        var parser = LogLineParser(format: .jsonLines(fields))
        // A short line first: the scratch space is reused, as in a worker.
        _ = ParsedLogLine.parse(Array(#"{"p":"/short"}"#.utf8), with: &parser)
        let line = Array(#"{"p":""#.utf8) + Array(Self.escapedPath(length: 3000).utf8) + Array(#""}"#.utf8)
        #expect(ParsedLogLine.parse(line, with: &parser) == expected)
        #expect(parser.scratch.used <= parser.scratch.capacity)
    }

    /// The same through the format specification a user gives on the command line.
    @Test("a jsonl specification naming one field for path and query")
    func sharedFieldFromSpecification() throws {
        var parser = LogLineParser(format: try LogFormat.parse("jsonl:request=,path=u,query=u"))
        let value = "/x\\q" + String(repeating: "b", count: 5000)
        let line = Array("{\"u\":\"\(value)\"}".utf8)
        #expect(
            ParsedLogLine.parse(line, with: &parser)
                == .request(method: nil, target: value + "?" + value, status: 0, micros: nil))
        #expect(parser.scratch.used <= parser.scratch.capacity)
    }

    /// Found by the fuzzer (`timestamped+combined`, an escaped request line): the harness looked for the decoded target
    /// in the outer parser's scratch space, but a wrapped line's fields are decoded into the inner parser's. The line
    /// itself reads as it should.
    @Test("a wrapped line's escaped request is decoded by the inner parser")
    func wrappedEscapedRequest() throws {
        let line =
            #"2026-11-21T05:06:40+01:00 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET \/users/42 HTTP/1.1" 200 5 "-" "curl""#
        let parsed = ParsedLogLine.parse(line, as: try LogFormat.parse("timestamped+combined"))
        #expect(parsed == .request(method: "GET", target: "/users/42", status: 200, micros: nil))
    }

    /// Found by the fuzzer (a logfmt line's `time` of nineteen nines, read by the wrapper's time reader): the epoch
    /// reader overflowed `Int64` on a nineteen-digit number past its maximum — a crash on reading the line. Such a
    /// number is no time.
    @Test("a nineteen-digit epoch past Int64.max is no time, not a crash")
    func nineteenDigitEpoch() {
        let lines = [
            #"time=9999999999999999999 level=info msg="GET /users/12 200""#,
            #"ts=9999999999999999999.5 method=GET path=/users/12 status=200"#,
        ]
        .map { Array($0.utf8) }
        _ = LogFormatDetector.detect(lines)
        _ = LogFormatDetector.inferLayout(lines)
        #expect(
            Array("9999999999999999999".utf8).withUnsafeBufferPointer {
                LogTimestamp.anyTime($0.baseAddress!, from: 0, to: $0.count)
            } == nil)
    }
}
