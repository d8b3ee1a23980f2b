import Testing

@testable import CorridorAnalyzer

@Suite("JSON reader and writer")
struct JSONTests {
    @Test("writer output is stable and reads back")
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
        #expect(try JSONReader.parse(text) == value)
    }

    @Test("escapes and surrogate pairs")
    func escapes() throws {
        #expect(try JSONReader.parse(#""\u00e9\ud83d\ude00\/\t""#) == .string("é😀/\t"))
    }

    @Test(
        "syntax errors carry the byte offset",
        arguments: [
            ("", 0), ("{\"a\" 1}", 5), ("[1,]", 3), ("\"open", 5), ("01", 1), ("[1] x", 4), ("{\"a\":tru}", 8),
            ("\"bad \\q\"", 6), ("-", 1),
        ])
    func syntaxErrors(text: String, offset: Int) {
        #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse(text) }
        do {
            _ = try JSONReader.parse(text)
        } catch {
            #expect(error.offset == offset)
        }
    }

    @Test("deep nesting is refused, not a stack overflow")
    func depth() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse(text) }
    }
}
