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

    @Test("compact output: one line, no blanks between tokens, reads back to the same value")
    func compact() throws {
        let value = JSONValue.object([
            JSONMember("b", .int(1)), JSONMember("a", .array([.string("x y\n"), .null, .bool(true)])),
            JSONMember("nested", .object([JSONMember("pairs", .array([.array([.int(1), .int(2)])]))])),
            JSONMember("empty", .object([])), JSONMember("none", .array([])),
        ])
        let text = JSONWriter.render(value, compact: true)
        #expect(text == #"{"b":1,"a":["x y\n",null,true],"nested":{"pairs":[[1,2]]},"empty":{},"none":[]}"# + "\n")
        #expect(try JSONReader.parse(text) == value)
    }

    @Test("a stream of documents: JSON lines, concatenated, blank-separated; nil at the end")
    func documentStream() throws {
        var reader = JSONReader(text: "{\"a\":1}\n[2]{}  \n 3\n\n")
        var documents: [JSONValue] = []
        while let document = try reader.nextDocument() { documents.append(document) }
        #expect(documents == [.object([JSONMember("a", .int(1))]), .array([.int(2)]), .object([]), .int(3)])
        var broken = JSONReader(text: "{} {\"a\" 1}")
        #expect(try broken.nextDocument() == .object([]))
        #expect(throws: JSONReader.SyntaxError(offset: 8, message: "expected ':' after a member name")) {
            try broken.nextDocument()
        }
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
