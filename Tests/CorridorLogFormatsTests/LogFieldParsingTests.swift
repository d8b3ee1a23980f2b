@testable import CorridorAnalyzer
@testable import CorridorLogFormats
@testable import CorridorReport
import Testing

@Suite("Log field decoding: escapes, request lines, statuses, durations")
struct LogFieldParsingTests {
    private static func decode(_ text: String) -> [UInt8] {
        let source = Array(text.utf8)
        var output = [UInt8](repeating: 0, count: source.count)
        let count = source.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { LogEscapes.decode(input, into: $0.baseAddress!) }
        }
        return Array(output[0..<count])
    }

    @Test(
        "escapes",
        arguments: [
            (#"plain"#, Array("plain".utf8)),
            (#"a\"b"#, Array("a\"b".utf8)),
            (#"a\\b"#, Array("a\\b".utf8)),
            (#"\x41\x7a\xff\x00"#, [0x41, 0x7A, 0xFF, 0x00]),
            (#"\xG1"#, Array("\\xG1".utf8)),
            (#"\x4"#, Array("\\x4".utf8)),
            (#"\n\r\t\b\f\v\/"#, [0x0A, 0x0D, 0x09, 0x08, 0x0C, 0x0B, 0x2F]),
            (#"\u00e9\u2603"#, Array("é☃".utf8)),
            (#"\ud83d\ude00"#, Array("😀".utf8)),
            (#"\ude00"#, Array("\u{FFFD}".utf8)),
            (#"\u12"#, Array("\\u12".utf8)),
            (#"\q"#, Array("\\q".utf8)),
            (#"end\"#, Array("end\\".utf8)),
        ] as [(String, [UInt8])])
    func escapes(text: String, expected: [UInt8]) {
        #expect(Self.decode(text) == expected)
    }

    @Test(
        "URL targets: origin form and absolute form only",
        arguments: [
            ("/", true), ("/a?b", true), ("http://h/p", true), ("https://h", true), ("svn+ssh://h/r", true),
            ("my-app.v2://x", true), ("", false), ("-", false), ("*", false), ("h:443", false), ("1http://h", false),
            ("http:/h", false), ("http:", false), ("a b://c", false),
        ] as [(String, Bool)])
    func urlTargets(text: String, isURL: Bool) {
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { RequestLine.isURLTarget($0, from: 0, to: buffer.count) } ?? false
        }
        #expect(result == isURL)
    }

    @Test(
        "request lines: method and target, whatever the protocol's spelling (the usual ones are read as words)",
        arguments: [
            ("GET /a HTTP/1.1", "GET", "/a"), ("GET /a HTTP/1.0", "GET", "/a"), ("GET /a HTTP/2.0", "GET", "/a"),
            ("GET /a HTTP/3", "GET", "/a"), ("GET /a b HTTP/1.1", "GET", "/a b"), ("GET /a  HTTP/1.1", "GET", "/a"),
            ("GET /aHTTP/1.1", "GET", "/aHTTP/1.1"), ("GET /a HTTP/1.1 ", "GET", "/a"), ("GET /a ", "GET", "/a"),
            ("GET /a -", "GET", "/a"),
            ("GET /HTTP/1.1", "GET", "/HTTP/1.1"), ("GET / HTTP/1.1", "GET", "/"), ("GET /a", "GET", "/a"),
            ("GETS /a HTTP/1.1", "GETS", "/a"), ("POST /a HTTP/1.1", "POST", "/a"), ("G /a HTTP/1.1", "G", "/a"),
            ("GET  /a HTTP/1.1", "GET", "/a"), ("GET HTTP/1.1", nil, nil), ("GET ", nil, nil), ("GET", nil, nil),
            ("GET\t/a HTTP/1.1", nil, nil),
        ] as [(String, String?, String?)])
    func requestLines(text: String, method: String?, target: String?) {
        let bytes = Array(text.utf8) + [0x20, 0x20]  // never read: the split stays within the field
        let parts = bytes.withUnsafeBufferPointer { RequestLine.split($0.baseAddress!, from: 0, to: bytes.count - 2) }
        func slice(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        #expect(parts.map { slice($0.methodStart, $0.methodEnd) } == method)
        #expect(parts.map { slice($0.targetStart, $0.targetEnd) } == target)
    }

    @Test(
        "statuses are exactly three digits",
        arguments: [
            ("200", 200), ("000", 0), ("999", 999), ("20", nil), ("2000", nil), ("-", nil), ("2a0", nil), ("", nil),
        ]
            as [(String, Int?)])
    func statuses(text: String, status: Int?) {
        let bytes = Array(text.utf8) + [0]
        #expect(
            bytes.withUnsafeBufferPointer { LogFieldValues.status($0.baseAddress!, from: 0, to: text.utf8.count) }
                == status)
    }

    @Test(
        "durations in seconds to microseconds",
        arguments: [
            ("0.012", LogFieldValues.Duration.micros(12_000)), ("1", .micros(1_000_000)), ("0", .micros(0)),
            ("0.0000019", .micros(1)), ("+2.5", .micros(2_500_000)), ("1e-3", .micros(1_000)),
            ("1.5E2", .micros(150_000_000)),
            (".5", .micros(500_000)), ("5.", .micros(5_000_000)), ("-", .absent), ("", .absent), ("- , -", .absent),
            ("0.010, 0.020 : 0.005", .micros(35_000)), ("0.1, -", .micros(100_000)),
            ("99999999999999999999", .micros(Int64.max)),
            ("1e400", .micros(Int64.max)), ("1e-400", .micros(0)), ("abc", .invalid), ("-1", .absent), ("-x", .invalid),
            ("1.2.3", .invalid),
            ("1e", .invalid), (".", .invalid), ("0.1,", .invalid), ("1 2", .invalid),
            // Go's durations (Caddy's `duration_format string`): a unit each, minutes and hours too.
            ("12ms", .micros(12_000)), ("59.999s", .micros(59_999_000)), ("2m0.773s", .micros(120_773_000)),
            ("1h0m0s", .micros(3_600_000_000)), ("1h2m3.5s", .micros(3_723_500_000)), ("1m", .micros(60_000_000)),
            ("1.5µs", .micros(1)), ("1m2x", .invalid), ("m1s", .invalid), ("1h2", .invalid),
            // ISO 8601's (Java's `Duration.toString()`, Spring Boot's `timeTaken`): whatever the field's unit.
            ("PT0.023S", .micros(23_000)), ("PT1M2.5S", .micros(62_500_000)), ("P1DT2H", .micros(93_600_000_000)),
            ("pt0s", .micros(0)), ("P1W", .micros(604_800_000_000)), ("PT", .invalid), ("P1M", .invalid),
            ("PT1D", .invalid), ("PT1HT2M", .invalid), ("PT-0.5S", .invalid), ("PTS", .invalid),
        ] as [(String, LogFieldValues.Duration)])
    func durations(text: String, expected: LogFieldValues.Duration) {
        let bytes = Array(text.utf8) + [0]
        let result = bytes.withUnsafeBufferPointer {
            LogFieldValues.duration($0.baseAddress!, from: 0, to: text.utf8.count, unitExponent: 6)
        }
        #expect(result == expected)
    }

    @Test("malformed reasons all have an explanation and a stable name")
    func reasons() {
        #expect(Set(MalformedReason.allCases.map(\.rawValue)).count == MalformedReason.allCases.count)
        #expect(MalformedReason.allCases.allSatisfy { !$0.explanation.isEmpty })
        #expect(MalformedReason.noTimestamp.rawValue == "noTimestamp")
        // Counters are indexed by ordinal: each reason's is its position.
        #expect(MalformedReason.allCases.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
    }
}
