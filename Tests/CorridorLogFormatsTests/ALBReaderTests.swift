import CorridorCore
@testable import CorridorLogFormats
import Testing

/// The `aws-alb` layout's usual lines are read by hand (`LogLineParser.parseALB`); every other line by the layout's
/// program. Both must read every line alike.
@Suite("ALB lines read by hand give what the layout's program gives, on every line and every near miss")
struct ALBReaderTests {
    static let example = LogFormatPreset.named("aws-alb")!.example

    /// Lines written as the load balancer writes them, and the unusual ones it writes too.
    static let lines: [String] = [
        example,
        #"https 2024-01-31T10:00:01Z app/api-alb/50dc6c495c0c9188 203.162.185.138:55201 10.0.1.24:8080 0.000 0.136 0.000 200 200 436 46800 "GET https://api.example.com:443/repos/dave/blue/git/commits/hello?utm_source=newsletter HTTP/1.1" "Mozilla/5.0 zgrab/0.x" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-east-1:123456789012:targetgroup/api-targets/73e2d6bc24d8a067 "Root=1-12a1ab56-cca1228dfac32e235b83af62" "api.example.com" "arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012" 0 2024-01-31T10:00:01.362156Z "forward" "-" "-" "10.0.1.24:8080" "200" "-" "-" TID_53440bf5974c5600a742c7775004f3c8"#,
        #"http 2024-03-03T10:00:01.748149Z app/internal-alb/abcd1234efgh5678 192.0.2.9:57273 - -1 -1 -1 400 - 0 272 "- http://internal-alb.example.com:80- " "-" - - - "-" "-" "-" - 2024-03-03T10:00:01.720000Z "-" "-" "-" "-" "-" "-" "-" TID_0000"#,
        #"wss 2024-03-04T10:00:03.123456Z app/my-alb/50dc6c495c0c9188 10.0.0.140:44244 10.0.0.171:8010 0.000 0.001 0.000 101 101 218 786 "GET wss://10.0.0.30:2323/chat?room=1 HTTP/1.1" "-" - - arn:aws:elasticloadbalancing:us-west-2:123456789012:targetgroup/my-targets/73e2d6bc24d8a067 "Root=1-58337364-23a8c76965a2ef7629b185e3" "-" "-" 1 2024-03-04T10:00:03.000000Z "forward" "-" "-" "10.0.0.171:8010" "101" "-" "-" TID_1"#,
        #"h2 2024-03-05T10:00:04.5Z app/my-alb/50dc6c495c0c9188 [2001:db8::1]:443 10.0.0.1:80 0.001 0.234567 0.000 502 - 10 0 "POST https://api.example.com:443/users/42/keys HTTP/2.0" "curl/8.5.0 \"quoted\"" - -"#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 12.5 0.000 200 200 1 2 "GET /plain HTTP/1.1" "" "#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 "GET /a" "b HTTP/1.1" "agent" x"#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 "GET /a HTTP/1.1" "agent "with" quotes" "x" "#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 "GET /a HTTP/1.1" "agent""#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 "GET /a\" HTTP/1.1" "a\\" "#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 - 0.000 000 - 1 2 "GET /a HTTP/1.1" "-" "#,
        #"https not-a-time app/a/1 1.2.3.4:5 - 0.000 0.0x1 0.000 20 200 1 2 "GET /a HTTP/1.1" "-" "#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 "GET /a HTTP/1.1" "-"\#r"#,
        #"https 2024-03-05T10:00:04Z  app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 "GET /a HTTP/1.1" "-" "#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 "GET /a HTTP/1.1" "-" "#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 3 "GET /a HTTP/1.1" "-" "#,
        #"https 2024-03-05T10:00:04Z app/a/1 1.2.3.4:5 - 0.000 0.010 0.000 200 200 1 2 "GET /a HTTP/1.1"#,
        "", " ", "https", "\"",
    ]

    static func read(_ line: [UInt8], _ parser: LogLineParser) -> String {
        line.withUnsafeBufferPointer { buffer in
            let text = { (bytes: UnsafeBufferPointer<UInt8>?) in bytes.map { String(decoding: $0, as: UTF8.self) } }
            switch parser.parse(buffer) {
            case .request(let request):
                return "request \(text(request.method) ?? "nil") \(text(request.target) ?? "") \(request.status) "
                    + "\(request.requestTimeMicros.map(String.init) ?? "nil") \(request.seconds.map(String.init) ?? "nil") "
                    + "agent \(text(request.agent) ?? "nil") client \(text(request.client) ?? "nil")"
            case .invalidRequest: return "invalid \(parser.lastLineSeconds.map(String.init) ?? "nil")"
            case .continuation: return "continuation"
            case .malformed(let reason): return "malformed \(reason)"
            }
        }
    }

    @Test(
        "the test file's line AWS writes to a bucket when access logs are turned on is neither a request nor malformed",
        arguments: ["aws-alb", "aws-elb"])
    func testFileLine(preset: String) {
        let parser = LogLineParser(
            format: LogFormatPreset.named(preset)!.format, readsAgent: true, readsClient: true)
        let lines = [
            "Enable AccessLog for ELB: app/my-alb/50dc6c495c0c9188 at 2025-05-30T16:47:00.781Z",
            "Enable AccessLog for ELB: my-loadbalancer at 2014-02-15T23:39:43.945958Z",
        ]
        #expect(lines.map { Self.read(Array($0.utf8), parser) } == ["continuation", "continuation"])
        #expect(Self.read(Array("Enable AccessLog for ELB: my-loadbalancer".utf8), parser).hasPrefix("malformed"))
    }

    /// Every line, and every line with any one byte replaced by a space, a quote, a backslash, a dash or a letter,
    /// or cut short anywhere: both readers give the same.
    @Test("the same reading of every line and every one-byte change", arguments: [false, true])
    func sameReading(callers: Bool) {
        let format = LogFormatPreset.named("aws-alb")!.format
        let byHand = LogLineParser(format: format, readsAgent: callers, readsClient: callers)
        let program = LogLineParser(programOnly: format, readsAgent: callers, readsClient: callers)
        #expect(byHand.readsALB)
        #expect(!program.readsALB)
        var compared = 0
        var readByHand = 0
        for line in Self.lines {
            let bytes = Array(line.utf8)
            var variants = [bytes]
            for index in bytes.indices {
                for replacement in [UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "-"), 0x61]
                {
                    var changed = bytes
                    changed[index] = replacement
                    variants.append(changed)
                }
                variants.append(Array(bytes[..<index]))
            }
            for variant in variants {
                let expected = Self.read(variant, program)
                #expect(Self.read(variant, byHand) == expected, "\(String(decoding: variant, as: UTF8.self))")
                if variant.withUnsafeBufferPointer({ byHand.parseALB($0.baseAddress!, count: $0.count) }) != nil {
                    readByHand += 1
                }
                compared += 1
            }
        }
        // Most variants of the usual lines are still usual lines, read by hand.
        #expect(readByHand > compared / 3)
    }
}
