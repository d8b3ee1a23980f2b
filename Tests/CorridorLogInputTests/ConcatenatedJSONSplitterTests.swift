@testable import CorridorLogInput
import Testing

@Suite("JSON objects one after another on a line: one a line")
struct ConcatenatedJSONSplitterTests {
    static func opens(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { ConcatenatedJSONSplitter.opensConcatenatedObjects($0) }
    }

    @Test(
        "told by the first line: an object, then another on the same line",
        arguments: [
            (#"{"a":1}{"a":2}"#, true),
            (#"  {"a":1} {"a":2}"# + "\n", true),
            (#"{"s":"}{","n":[1,{"b":2}]}{"a":2}"#, true),
            // A Firehose delivery of CloudWatch Logs subscription payloads: split too, then reflowed as such.
            (#"{"messageType":"DATA_MESSAGE","logEvents":[]}{"messageType":"DATA_MESSAGE"}"#, true),
            // JSON lines, a pretty-printed object, text after an object, an object alone, text: not such a log.
            (#"{"a":1}"# + "\n" + #"{"a":2}"#, false),
            ("{\n  \"a\": 1\n}{\"a\": 2}", false),
            (#"{"a":1} trailing {"a":2}"#, false),
            (#"{"a":1}"#, false),
            (#"{"s":"x}{y"}"#, false),
            (#"192.0.2.7 - - {"a":1}{"a":2}"#, false),
            ("", false),
        ])
    func detection(text: String, opens: Bool) {
        #expect(Self.opens(text) == opens)
    }

    @Test(
        "a line feed goes before each object opening where the last closed, whatever the reads' cuts",
        arguments: [1, 2, 3, 7, 64])
    func splitsAtEveryCut(piece: Int) {
        let input =
            #"{"a":1,"s":"}{ \"q\" \\"}{"a":2,"n":[{"b":[]}]} {"a":3}"# + "\n" + #"{"a":4}"# + "\n"
            + #"[1,2][3]"# + "\n" + #"{"broken":"no close"# + "\n" + #"{"a":5}{"a":6}"#
        let expected =
            #"{"a":1,"s":"}{ \"q\" \\"}"# + "\n" + #"{"a":2,"n":[{"b":[]}]} "# + "\n" + #"{"a":3}"# + "\n"
            + #"{"a":4}"# + "\n" + "[1,2]\n[3]\n" + #"{"broken":"no close"# + "\n" + #"{"a":5}"# + "\n" + #"{"a":6}"#
        let output = fedInPieces(Array(input.utf8), to: ConcatenatedJSONSplitter(), piece: piece)
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }
}
