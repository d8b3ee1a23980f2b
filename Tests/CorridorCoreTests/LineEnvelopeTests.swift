import CorridorCore
import Testing

/// A line written in the envelope its wrappers wrote around another: their bytes around it, JSON strings escaped.
@Suite("Line envelopes")
struct LineEnvelopeTests {
    static func written(_ envelope: LineEnvelope, _ parts: [String]) -> String {
        var bytes: [UInt8] = []
        envelope.write(parts.map { Array($0.utf8)[...] }, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("no layer: the parts as they are")
    func noLayer() {
        #expect(Self.written(LineEnvelope(layers: []), ["Started GET ", "\"/a\""]) == #"Started GET "/a""#)
    }

    @Test("a prefix (CRI's, compose's) and nested prefixes, the outermost first")
    func prefixes() {
        let cri = LineEnvelope.Layer(prefix: Array("2026-11-21T05:06:37Z stdout F ".utf8))
        let compose = LineEnvelope.Layer(prefix: Array("web-1  | ".utf8))
        let stamp = LineEnvelope.Layer(prefix: Array("2026-11-21T05:06:37Z ".utf8))
        #expect(Self.written(LineEnvelope(layers: [cri]), ["a", "b"]) == "2026-11-21T05:06:37Z stdout F ab")
        #expect(
            Self.written(LineEnvelope(layers: [compose, stamp]), ["line"]) == "web-1  | 2026-11-21T05:06:37Z line")
    }

    @Test("a JSON string's content: quotes, backslashes and control bytes escaped, UTF-8 kept, a final \\n")
    func jsonString() {
        let docker = LineEnvelope.Layer(
            prefix: Array(#"{"log":""#.utf8), suffix: Array(#"","stream":"stdout"}"#.utf8), isJSONString: true)
        #expect(
            Self.written(LineEnvelope(layers: [docker]), ["Started \"/café\" \\ \t", "\u{1B}[0m"])
                == #"{"log":"Started \"/café\" \\ \t\u001b[0m\n","stream":"stdout"}"#)
    }

    @Test("a prefix inside a JSON string is escaped with the line")
    func prefixInsideJSON() {
        let json = LineEnvelope.Layer(
            prefix: Array(#"{"message":""#.utf8), suffix: Array("\"}".utf8), isJSONString: true)
        let stamp = LineEnvelope.Layer(prefix: Array("\"t\" ".utf8))
        #expect(Self.written(LineEnvelope(layers: [json, stamp]), ["x"]) == #"{"message":"\"t\" x\n"}"#)
    }
}
