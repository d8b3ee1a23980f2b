@testable import CorridorAnalyzer
@testable import CorridorReport
@testable import CorridorReportHTML
import Testing

@Suite("JSON writer")
struct JSONTests {
    @Test("writer output is stable")
    func roundTrip() throws {
        let value = JSONValue.object([
            JSONMember("b", .int(1)), JSONMember("a", .array([.string("x\"\\\n\u{01}é"), .null, .bool(true)])),
            JSONMember("nested", .object([JSONMember("pairs", .array([.array([.int(1), .int(2)])]))])),
            JSONMember("empty", .object([])), JSONMember("none", .array([])), JSONMember("n", .number("-1.5e3")),
        ])
        let text = JSONWriter.render(value)
        #expect(
            text == """
                {
                  "b": 1,
                  "a": ["x\\"\\\\\\n\\u0001é", null, true],
                  "nested": {
                    "pairs": [[1, 2]]
                  },
                  "empty": {},
                  "none": [],
                  "n": -1.5e3
                }

                """)
    }

    @Test("compact output: one line, no blanks between tokens")
    func compact() throws {
        let value = JSONValue.object([
            JSONMember("b", .int(1)), JSONMember("a", .array([.string("x y\n"), .null, .bool(true)])),
            JSONMember("nested", .object([JSONMember("pairs", .array([.array([.int(1), .int(2)])]))])),
            JSONMember("empty", .object([])), JSONMember("none", .array([])),
        ])
        let text = JSONWriter.render(value, compact: true)
        #expect(text == #"{"b":1,"a":["x y\n",null,true],"nested":{"pairs":[[1,2]]},"empty":{},"none":[]}"# + "\n")
    }
}
