@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("String escaping")
struct StringEscapingTests {
    @Test(
        "JSON string literals escape quotes, backslashes and control characters only",
        arguments: [
            ("plain", #""plain""#),
            ("say \"hi\" \\ now", #""say \"hi\" \\ now""#),
            ("a\nb\tc\r\u{08}\u{0C}", #""a\nb\tc\r\b\f""#),
            ("\u{01}\u{1F}\u{7F}", #""\u0001\u001f\u007f""#),
            ("café/日本", #""café/日本""#),
        ])
    func jsonQuoted(text: String, expected: String) {
        #expect(StringEscaping.jsonQuoted(text) == expected)
    }

    @Test(
        "printable text shows control characters as \\xHH and keeps the rest",
        arguments: [
            ("/a b/é", "/a b/é"),
            ("a\u{1B}[31mb", #"a\x1B[31mb"#),
            ("\u{00}\u{7F}\u{85}", #"\x00\x7F\x85"#),
        ])
    func printable(text: String, expected: String) {
        #expect(StringEscaping.printable(text) == expected)
    }
}
