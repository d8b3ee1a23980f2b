import CorridorLogInput
import Testing

/// Names that aren't UTF-8, spelled so that each is told apart and shows its bytes.
@Suite("System paths: names that aren't UTF-8")
struct SystemPathTests {
    @Test(
        "a name's spelling: UTF-8 as it is, each other byte as \\x and two hex digits",
        arguments: [
            ([0x63, 0x61, 0x66, 0xE9], #"caf\xE9"#),
            ([0x63, 0x61, 0x66, 0xC3, 0xA9], "café"),
            // A lead byte without its continuation, a continuation alone, an overlong form.
            ([0xC3, 0x41], #"\xC3A"#), ([0x80], #"\x80"#), ([0xC0, 0xAF], #"\xC0\xAF"#),
            ([0xF0, 0x9F, 0x98, 0x80, 0xFF], "😀\\xFF"),
        ] as [([UInt8], String)])
    func spelling(bytes: [UInt8], text: String) {
        #expect(SystemPath.spelling(of: bytes) == text)
    }
}
