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

    /// Flat integer pairs as the generic arrays of arrays they stand for.
    static func nested(_ flat: [Int64]) -> JSONValue {
        .array(stride(from: 0, to: flat.count, by: 2).map { .array([.int(flat[$0]), .int(flat[$0 + 1])]) })
    }

    @Test(
        "integer pairs are written as the arrays of arrays they stand for, indented and compact",
        arguments: [
            [], [0, 1], [-9_223_372_036_854_775_808, 9_223_372_036_854_775_807],
            [1_706_695_200, 3, 1_706_698_800, 12, 7, 0],
            // Every digit count (each power of ten and the number before it) and signs.
            (0...18).flatMap { power -> [Int64] in
                let ten = (0..<power).reduce(Int64(1)) { value, _ in value * 10 }
                return [ten, ten - 1, -ten, 1 - ten]
            },
        ] as [[Int64]])
    func integerPairs(flat: [Int64]) {
        for compact in [false, true] {
            let pairs = JSONValue.object([
                JSONMember("traffic", .integerPairs(flat)), JSONMember("list", .array([.integerPairs(flat), .int(1)])),
            ])
            let generic = JSONValue.object([
                JSONMember("traffic", Self.nested(flat)), JSONMember("list", .array([Self.nested(flat), .int(1)])),
            ])
            #expect(JSONWriter.render(pairs, compact: compact) == JSONWriter.render(generic, compact: compact))
        }
    }
}
