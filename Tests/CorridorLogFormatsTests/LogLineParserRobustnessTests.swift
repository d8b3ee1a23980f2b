@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing

/// Mutated and random lines through every parser: whatever comes in, the result keeps the parser's promises.
@Suite("Log line parsers on mutated input")
struct LogLineParserRobustnessTests {
    static let seeds: [(LogFormat, String)] = [
        (.combined, #"10.0.0.1 - - [21/May/2024:10:00:00 +0000] "GET /a/b?c=\"d\" HTTP/1.1" 200 5 "-" "ua""#),
        (.common, #"10.0.0.1 - u [21/May/2024:10:00:00 +0000] "POST /x\x41\\ HTTP/1.0" 201 -"#),
        (
            .nginx(NginxLogFormat.combined),
            #"10.0.0.1 - - [21/May/2024:10:00:00 +0000] "GET http://h/p HTTP/1.1" 404 0 "-" "x""#
        ),
        (
            .jsonLines(.standard),
            #"{"request":"GET /\u00e9?q=1 HTTP/1.1","status":200,"request_time":0.25,"a":[{"b":null}]}"#
        ),
        (
            .jsonLines(JSONLogFields(request: nil, path: "r.p", query: "r.q")),
            #"{"r":{"p":"/p","q":"x=1"},"status":"500"}"#
        ),
        (.urlPerLine, "GET /api/v1/users/42?x=1 HTTP/1.1"),
    ]

    /// Bytes that matter to the parsers, mutated in more often than others.
    static let interesting: [UInt8] = Array(#""\[]{}:, /?-x0123456789.eE"#.utf8) + [0x00, 0x09, 0x0D, 0x16, 0xFF]

    static func mutate(_ line: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = line
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let byte =
                Bool.random(using: &random)
                ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !bytes.isEmpty: bytes[Int.random(in: 0..<bytes.count, using: &random)] = byte
            case 1: bytes.insert(byte, at: Int.random(in: 0...bytes.count, using: &random))
            case 2 where !bytes.isEmpty: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &random))
            default: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
            }
        }
        return bytes
    }

    @Test("requests always have a URL target and a token method; statuses are three digits")
    func invariants() {
        var random = SplitMix64(seed: 0xC0FF_EE00)
        for (format, seed) in Self.seeds {
            let parser = LogLineParser(format: format)
            let original = Array(seed.utf8)
            var counts = (requests: 0, invalid: 0, malformed: 0)
            for round in 0..<3000 {
                let line =
                    round % 10 == 9
                    ? (0..<Int.random(in: 0..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
                    }
                    : Self.mutate(original, &random)
                line.withUnsafeBufferPointer { buffer in
                    switch parser.parse(buffer) {
                    case .request(let request):
                        counts.requests += 1
                        let target = Array(request.target)
                        let isURL = target.first == UInt8(ascii: "/") || target.firstRange(of: Array("://".utf8)) != nil
                        #expect(isURL, "\(format.name): \(line)")
                        if let method = request.method {
                            #expect(
                                !method.isEmpty && method.allSatisfy(ByteScanning.isTokenByte),
                                "\(format.name): \(line)")
                        }
                        #expect(request.status == 0 || (0...999).contains(request.status))
                        #expect((request.requestTimeMicros ?? 0) >= 0)
                    case .invalidRequest:
                        counts.invalid += 1
                    case .malformed, .continuation:
                        counts.malformed += 1
                    }
                }
            }
            // The mutations are small: many lines stay requests, many break.
            #expect(counts.requests > 100, "\(format.name): \(counts)")
            #expect(counts.malformed + counts.invalid > 100, "\(format.name): \(counts)")
        }
    }
}
