@testable import CorridorCore
import Testing

@Suite("Following JSON strings byte by byte")
struct JSONStringTrackerTests {
    @Test(
        "which bytes belong to a string, quotes and escapes included",
        arguments: [
            (#"{"a":1}"#, " xxx   "),
            (#"["a\"b",c]"#, " xxxxxx   "),
            (#""\\"x"#, "xxxx "),
            (#""a\\\"b""#, "xxxxxxxx"),
            (#"{"k"=>"v}"}"#, " xxx  xxxx "),
        ].map { ($0.0, $0.1.replacingOccurrences(of: " ", with: ".")) })
    func strings(text: String, marks: String) {
        var tracker = JSONStringTracker()
        let got = String(text.utf8.map { tracker.follow($0) ? "x" : "." })
        #expect(got == marks)
        #expect(!tracker.inString)
    }

    @Test("a string left open at the end")
    func openString() {
        var tracker = JSONStringTracker()
        for byte in #"{"a":"b\"#.utf8 { _ = tracker.follow(byte) }
        #expect(tracker.inString)
    }
}
