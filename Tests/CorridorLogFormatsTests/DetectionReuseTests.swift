@testable import CorridorLogFormats
import Dispatch
import Foundation
import Synchronization
import Testing

/// Detection keeps what it compiles from one input to the next (``DetectionParserPool``, ``W3CLayoutMemo``): the
/// choice for an input is the same whatever was detected before it, on any thread, and what is kept stays bounded.
@Suite("Detection: parsers and W3C layouts kept between inputs")
struct DetectionReuseTests {
    static let samples: [[String]] = [
        [#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl/8.5""#],
        [#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5"#],
        [
            #"https 2024-07-02T22:23:00.186641Z app/lb/50dc6c495c0c9188 192.168.131.39:2817 10.0.0.1:80 0.086 0.048 0.037 200 200 0 57 "GET https://www.example.com:443/users/12 HTTP/1.1" "curl/7.46.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-east-2:123456789012:targetgroup/t/73e2d6bc24d8a067 "Root=1-58337281-1d84f3d73c47ec4e58577259" "www.example.com" "-" 1 2024-07-02T22:22:48.364000Z "forward" "-" "-" "10.0.0.1:80" "200" "-" "-""#
        ],
        [
            "#Version: 1.0",
            "#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken",
            "2024-01-31\t10:00:01\tIAD89-P1\t47220\t203.0.113.8\tGET\td111111abcdef8.cloudfront.net\t/users/7\t200\t-\tcurl/8.5\t-\t-\tMiss\tabc\td111111abcdef8.cloudfront.net\thttps\t120\t0.016",
        ],
        [
            #"2026-11-21T05:06:37.123456789Z stdout F 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl""#,
            #"2026-11-21T05:06:38.000000000Z stdout P 192.0.2.7 - - [21/Nov/2026:05:06:38 +0000] "GET /users/"#,
        ],
        [
            #"{"level":"info","ts":1732683997.5,"msg":"handled request","request":{"method":"GET","uri":"/users/9","headers":{"User-Agent":["curl/8.5"]}},"duration":0.0161,"status":200}"#
        ],
    ]

    /// What a detection chose: the preset, its score, the lines it read and the lines it was given.
    static func detection(_ lines: [String]) -> String {
        guard let found = LogFormatDetector.detect(lines.map { Array($0.utf8) }) else { return "none" }
        return "\(found.preset.name) \(found.score) \(found.parsedLines)/\(found.sampledLines)"
    }

    @Test("an input's detection is the same the first time, after the others, and in another order")
    func sameWhateverCameBefore() {
        let first = Self.samples.map(Self.detection)
        #expect(!first.contains("none"))
        #expect(Self.samples.map(Self.detection) == first)
        #expect(Array(Self.samples.reversed().map(Self.detection).reversed()) == first)
    }

    @Test("the choice is the same whichever preset is read first (the last choice, a hint) and stops others early")
    func sameWhateverIsReadFirst() {
        let expected = Self.samples.map(Self.detection)
        for first in [nil] + Array(LogFormatPreset.all.indices) {
            DetectionParserPool.shared.lastChosenPreset = first
            #expect(
                Self.samples.map(Self.detection) == expected,
                "read first: \(first.map { LogFormatPreset.all[$0].name } ?? "none")")
        }
    }

    @Test("every preset's example line is read as without a hint, whichever preset is read first")
    func examplesWhateverIsReadFirst() {
        let presets = LogFormatPreset.all
        for (sample, preset) in presets.enumerated() {
            let lines = preset.example.split(separator: "\n").map(String.init)
            DetectionParserPool.shared.lastChosenPreset = nil
            let expected = Self.detection(lines)
            // Every seventh preset read first, a different seventh for each example.
            for first in presets.indices where (first + sample) % 7 == 0 {
                DetectionParserPool.shared.lastChosenPreset = first
                #expect(Self.detection(lines) == expected, "\(preset.name), read first: \(presets[first].name)")
            }
        }
    }

    @Test("a line that reads everything scores the most a line can")
    func bestLineScore() throws {
        let line = Array(
            #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl/8.5" 0.016"#.utf8)
        let format = try LogFormat.parse("combined-timed")
        #expect(LogFormatDetector.score(format, lines: [line]).score == LogFormatDetector.bestLineScore)
    }

    @Test("detections on several threads at once choose as one thread does")
    func concurrentDetections() {
        let expected = Self.samples.map(Self.detection)
        let rounds = 48
        let results = Mutex([String](repeating: "", count: rounds))
        DispatchQueue.concurrentPerform(iterations: rounds) { round in
            let detection = Self.detection(Self.samples[round % Self.samples.count])
            results.withLock { $0[round] = detection }
        }
        let found = results.withLock { $0 }
        for round in 0..<rounds {
            #expect(found[round] == expected[round % Self.samples.count])
        }
    }

    @Test("a lent parser starts clean: a container line split by the detection before is not joined to the next")
    func lentParserForgetsSplitLines() throws {
        let format = try LogFormat.parse("cri+combined")
        let pool = DetectionParserPool()
        let partial = Array(
            #"2026-11-21T05:06:38.000000000Z stdout P 192.0.2.7 - - [21/Nov/2026:05:06:38 +0000] "GET /a/"#.utf8)
        let whole = Array(
            #"2026-11-21T05:06:39.000000000Z stdout F 192.0.2.7 - - [21/Nov/2026:05:06:39 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl""#
                .utf8)
        let first = pool.withParser(for: format, key: .format(format)) { parser in
            partial.withUnsafeBufferPointer { parser.parse($0) }
        }
        guard case .continuation = first else {
            Issue.record("a partial line is a continuation, got \(first)")
            return
        }
        let target = pool.withParser(for: format, key: .format(format)) { parser in
            whole.withUnsafeBufferPointer { buffer -> String? in
                guard case .request(let request) = parser.parse(buffer) else { return nil }
                return String(decoding: request.target, as: UTF8.self)
            }
        }
        #expect(target == "/users/42")
        #expect(pool.idleFormatCount == 1)
    }

    @Test("a parser whose scratch space grew on a long line is let go, not kept")
    func longLineParserNotKept() throws {
        let pool = DetectionParserPool()
        let format = try LogFormat.parse("combined")
        let long = Array(
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" ""#
                + String(repeating: "x", count: 1 << 20) + "\"").utf8)
        _ = pool.withParser(for: format, key: .format(format)) { parser in
            long.withUnsafeBufferPointer { parser.parse($0) }
        }
        #expect(pool.idleFormatCount == 0)
        _ = pool.withParser(for: format, key: .format(format)) { parser in
            Array(Self.samples[0][0].utf8).withUnsafeBufferPointer { parser.parse($0) }
        }
        #expect(pool.idleFormatCount == 1)
    }

    @Test("the pool keeps at most its capacity of formats")
    func poolIsBounded() throws {
        let pool = DetectionParserPool()
        for index in 0...DetectionParserPool.capacity {
            let format = try LogFormat.parse("nginx:$remote_addr [$time_local] \"$request\" $status f\(index)")
            _ = pool.withParser(for: format, key: .format(format)) { _ in 0 }
            #expect(pool.idleFormatCount <= DetectionParserPool.capacity)
        }
        #expect(pool.idleFormatCount == 1)
    }

    @Test("a #Fields: line's layouts are made once and are the ones it declares")
    func w3cLayoutsKept() throws {
        let directive = Array(Self.samples[3][1].utf8)
        let memo = W3CLayoutMemo()
        let layouts = try #require(memo.layouts(declaredBy: directive))
        #expect(layouts.separators == LogFormatPreset.w3c(fieldsDirective: directive))
        #expect(layouts.columns == LogFormatPreset.w3c(fieldsDirective: directive, readsColumns: true))
        #expect(memo.knownCount == 1)
        _ = memo.layouts(declaredBy: directive)
        #expect(memo.knownCount == 1)
        // A declaration without a request target has no layout, and that is kept too.
        #expect(memo.layouts(declaredBy: Array("#Fields: date time c-ip".utf8)) == nil)
        #expect(memo.knownCount == 2)
        for index in 0..<W3CLayoutMemo.capacity {
            _ = memo.layouts(declaredBy: Array("#Fields: date time cs-uri-stem x\(index)".utf8))
            #expect(memo.knownCount <= W3CLayoutMemo.capacity)
        }
    }
}
