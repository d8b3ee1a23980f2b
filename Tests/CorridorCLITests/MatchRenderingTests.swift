import CorridorCore
import Testing

@testable import CorridorCLI

@Suite("match rendering pieces")
struct MatchRenderingTests {
    @Test(
        "JSON strings escape quotes, backslashes and control characters",
        arguments: [
            ("plain", #""plain""#),
            ("a\"b\\c", #""a\"b\\c""#),
            ("tab\there\nnew", #""tab\there\nnew""#),
            ("\u{01}\u{7F}", #""\u0001\u007f""#),
            ("café ✓", "\"café ✓\""),
        ])
    func jsonStrings(text: String, json: String) {
        #expect(JSONText.string(text) == json)
    }

    @Test(
        "typed values as JSON and as table text",
        arguments: [
            (ParamValue.int(-15), "-15", "-15"),
            (ParamValue.uint(42), "42", "42"),
            (ParamValue.double(1.5), "1.5", "1.5"),
            (ParamValue.double(.infinity), "null", "inf"),
            (ParamValue.bool(true), "true", "true"),
            (ParamValue.string("Bob Jones"), #""Bob Jones""#, #""Bob Jones""#),
            (ParamValue.string(""), #""""#, #""""#),
            (ParamValue.list([.int(1), .int(2)]), "[1,2]", "[1,2]"),
        ])
    func values(value: ParamValue, json: String, display: String) {
        #expect(value.json == json)
        #expect(value.displayText == display)
    }

    @Test(
        "standard input lines: URL, METHOD URL, blanks",
        arguments: [
            ("/a", nil, "/a"),
            ("  /a b  ", nil, "/a b"),
            ("POST /user\r", "POST", "/user"),
            ("post /user", nil, "post /user"),
        ] as [(String, String?, String)])
    func standardInputLines(line: String, method: String?, url: String) throws {
        let request = try #require(StandardInputRequest(line: line))
        #expect(request.method == method)
        #expect(request.url == url)
    }

    @Test("blank lines are skipped", arguments: ["", "   ", "\t\r"])
    func blankLines(line: String) {
        #expect(StandardInputRequest(line: line) == nil)
    }
}
