@testable import CorridorLogInput
import CorridorTestSupport
import Testing

/// A coloured log (terminal control sequences as bytes, as JSON's `\u001b`, as rsyslog's `#033`) is read as its
/// plain lines, one for one; what is no whole sequence stays, wherever the reads cut it.
@Suite("Coloured logs, read without their colours")
struct TerminalEscapeStripperTests {
    static let escape = "\u{1B}"

    /// `text` through a stripper of `forms`, fed in pieces of `piece` bytes.
    static func stripped(_ text: String, forms: TerminalEscapeStripper.Forms, piece: Int) -> String {
        String(
            decoding: fedInPieces(Array(text.utf8), to: TerminalEscapeStripper(forms: forms), piece: piece),
            as: UTF8.self)
    }

    @Test(
        "sequences go, in every form the input holds; what is no whole sequence stays; any cut of the reads",
        arguments: [
            // Gin's status and method colours.
            ("|\(escape)[97;42m 200 \(escape)[0m| GET", "| 200 | GET"),
            // Erase-line and a character set (`tput sgr0`), bold on a level.
            ("\(escape)[2K\(escape)(B\(escape)[1mINFO\(escape)[m: up", "INFO: up"),
            // In a JSON string, either case; after an escaped backslash it is text.
            (#"{"log":"\u001b[32mINFO\u001B[0m a"}"#, #"{"log":"INFO a"}"#),
            (#"{"log":"\\u001b[32m"}"#, #"{"log":"\\u001b[32m"}"#),
            // A quote or a backslash ends no sequence: the JSON string stays whole.
            (#"{"log":"\u001b[1\"a\u001b[\\"}"#, #"{"log":"\u001b[1\"a\u001b[\\"}"#),
            (#"{"log":"\\\u001b[32mx"}"#, #"{"log":"\\x"}"#),
            // rsyslog's escape of the control byte.
            ("uvicorn[812]: #033[32mINFO#033[0m:     ip", "uvicorn[812]: INFO:     ip"),
            // Not sequences: a lone escape, an unended or overlong one, `#033` without `[`, a `#` or `\` alone.
            ("a\(escape)b", "a\(escape)b"),
            ("a\(escape)[12;34", "a\(escape)[12;34"),
            (
                "\(escape)[" + String(repeating: "1", count: 40) + "m",
                "\(escape)[" + String(repeating: "1", count: 40) + "m"
            ),
            ("#033 #1 \\n \\u0041", "#033 #1 \\n \\u0041"),
        ] as [(String, String)])
    func strips(text: String, plain: String) {
        let all: TerminalEscapeStripper.Forms = [.raw, .json, .rsyslog]
        for piece in [1, 2, 3, 5, 64] {
            #expect(Self.stripped(text + "\n", forms: all, piece: piece) == plain + "\n", "pieces of \(piece)")
        }
    }

    @Test("only the forms the input's first bytes hold are taken out")
    func formsOfTheHead() {
        func forms(_ text: String) -> TerminalEscapeStripper.Forms {
            Array(text.utf8).withUnsafeBytes { TerminalEscapeStripper.forms(in: $0) }
        }
        #expect(forms("GET /a 200\n") == [])
        #expect(forms("\(Self.escape)[32mINFO\(Self.escape)[0m\n") == .raw)
        #expect(forms(#"{"log":"\u001b[32mINFO"}"#) == .json)
        #expect(forms("x #033[0;32mINFO\n") == .rsyslog)
        // Words of a sequence that is none: no colour.
        #expect(forms(#"GET /a?q=\u001b HTTP/1.1 #033 \\u001b[1m"#) == [])
        #expect(Self.stripped("#033[1mA \(Self.escape)[1mB", forms: .rsyslog, piece: 4) == "A \(Self.escape)[1mB")
    }

    @Test("a coloured log read through the input: its plain lines, one for one; a coloured Rails log is joined")
    func throughTheInput() throws {
        let gin = (0..<3).map { index in
            "[GIN] 2026/11/21 - 05:06:3\(index) |\(Self.escape)[97;42m 200 \(Self.escape)[0m|          12ms |"
                + "       192.0.2.7 |\(Self.escape)[97;44m GET     \(Self.escape)[0m \"/user/\(index)\""
        }
        let (lines, error) = try InputFixtures.decodedLines(ofLines: gin, readSize: 5)
        #expect(error == nil)
        #expect(
            lines
                == (0..<3).map { index in
                    "[GIN] 2026/11/21 - 05:06:3\(index) | 200 |          12ms |       192.0.2.7 | GET      \"/user/\(index)\""
                })
        // Rails colours its queries in development, not its requests' lines.
        let rails = [
            "Started GET \"/user/42\" for 192.0.2.7 at 2026-11-21 05:06:37 +0000",
            "Processing by UsersController#show as HTML",
            "  \(Self.escape)[1m\(Self.escape)[36mUser Load (0.5ms)\(Self.escape)[0m  \(Self.escape)[1m\(Self.escape)[34mSELECT 1\(Self.escape)[0m",
            "Completed 200 OK in 12ms (Views: 4.1ms | ActiveRecord: 0.5ms | Allocations: 1234)",
        ]
        let (joined, joinError) = try InputFixtures.decodedLines(ofLines: rails)
        #expect(joinError == nil)
        #expect(
            joined == [
                #"Started GET "/user/42" for 192.0.2.7 at 2026-11-21 05:06:37 +0000 => Completed 200 OK in 12ms"#
            ])
    }
}
