@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("One URL a line")
struct URLPerLineFormatTests {
    @Test("the URL-list fixture")
    func fixture() throws {
        #expect(
            try ParsedLogLine.parseFixture("urls.txt", as: .urlPerLine) == [
                .url("/api/v1/users/42"),
                .url("/api/v1/users/42/repos?page=2", method: "GET"),
                .url("https://example.com/api/v1/orders", method: "POST"),
                .malformed(.empty),
                .url("/api/v1/users/7", method: "DELETE"),
                .invalid,
                .malformed(.tooManyFields),
            ])
    }

    @Test(
        "lines",
        arguments: [
            ("/a", ParsedLogLine.url("/a")),
            ("\t/a/b?c=d\r", .url("/a/b?c=d")),
            ("HEAD /x", .url("/x", method: "HEAD")),
            ("GET /x HTTP/2.0", .url("/x", method: "GET")),
            ("myapp://item/42", .url("myapp://item/42")),
            ("-", .invalid),
            ("example.com:443", .invalid),
            ("CONNECT example.com:443", .invalid),
            ("/x GET", .invalid),
            ("\u{16}\u{03}\u{01} /x", .invalid),
            ("GET /x HTTP/1.1 extra", .malformed(.tooManyFields)),
            ("GET /x notaprotocol", .malformed(.tooManyFields)),
            ("", .malformed(.empty)),
            (" \t ", .malformed(.empty)),
        ] as [(String, ParsedLogLine)])
    func lines(line: String, expected: ParsedLogLine) {
        #expect(ParsedLogLine.parse(line, as: .urlPerLine) == expected)
    }
}
