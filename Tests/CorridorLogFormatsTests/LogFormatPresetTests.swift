import CorridorLogFormats
import Foundation
import Testing

/// Every preset reads its vendor's documented line: method, target, status, time (UTC), latency in the
/// vendor's unit, user agent (decoded) and client address; and detection picks it from its lines alone.
@Suite("Log format presets")
struct LogFormatPresetTests {
    /// 2026-11-21T05:06:37Z, the instant of every example line.
    static let instant: Int64 = 1_795_237_597

    struct Read: Equatable, CustomStringConvertible {
        var method: String?
        var target: String
        var status: Int
        var seconds: Int64?
        var micros: Int64?
        var agent: String?
        var client: String?
        var description: String {
            "\(method ?? "-") \(target) \(status) t=\(seconds.map(String.init) ?? "nil") µs=\(micros.map(String.init) ?? "nil") ua=\(agent ?? "nil") ip=\(client ?? "nil")"
        }
    }

    /// `line` read by a parser of `format`; a time written without a year (the Symfony CLI's) is read in the year of
    /// `yearReference` (the file's modification time), when given.
    static func read(_ line: String, _ format: LogFormat, yearReference: Int64? = nil) -> Read? {
        let parser = LogLineParser(format: format, readsAgent: true, readsClient: true)
        parser.beginChunk(yearReference: yearReference)
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Read? in
            guard case .request(let request) = parser.parse(buffer) else { return nil }
            return Read(
                method: request.method.map { String(decoding: $0, as: UTF8.self) },
                target: String(decoding: request.target, as: UTF8.self), status: request.status,
                seconds: request.seconds, micros: request.requestTimeMicros,
                agent: request.agent.map {
                    String(decoding: parser.agentIsURLEncoded ? URLDecoding.decoded($0) : Array($0), as: UTF8.self)
                },
                client: request.client.map { String(decoding: $0, as: UTF8.self) })
        }
    }

    static let presetNames = LogFormatPreset.names

    @Test("each preset reads its example line completely", arguments: presetNames)
    func readsExample(name: String) throws {
        let preset = try #require(LogFormatPreset.named(name))
        // A log that writes no year is read in its file's: here, the year of the examples' instant.
        let read = try #require(
            Self.read(preset.example, preset.format, yearReference: Self.instant), "\(name): not read as a request")
        #expect(
            read.target.hasSuffix("/users/42") || read.target.contains("/users/42?")
                || read.target.contains("users%2F42")
                // A log of route templates (API Gateway's console CLF) writes the resource's.
                || (preset.format.targetMayBeRouteTemplate && read.target == "/users/{id}"), "\(name): \(read)")
        // A URL list, Bunny CDN's lines, Matomo's nginx JSON and Elastic Beanstalk's healthd lines may have no method
        // (counted as GET).
        if !["url", "bunnycdn", "matomo", "aws-eb-healthd"].contains(name) {
            #expect(read.method == "GET", "\(name): \(read)")
        }
        // Apache's ssl_request_log, http-server (logged as a request comes), WAF's example (a request let through) and
        // a URL list have no status: 0, counted under `other`.
        // Hue, Vapor and Hummingbird log a request as it comes, without its status.
        let statusless: Set<String> = [
            "url", "apache-ssl-request", "http-server", "aws-waf", "hue", "vapor", "hummingbird",
        ]
        #expect(read.status == (statusless.contains(name) ? 0 : 200), "\(name): \(read)")
        // Uvicorn's and Hypercorn's examples are their bare lines, without the time a logger's prefix adds.
        if preset.format.hasTimestamp && !["uvicorn", "hypercorn"].contains(name) {
            #expect(read.seconds == Self.instant, "\(name): \(read)")
        }
        // Whole seconds (Apache's `%T`, Gandi's `(0 s)`) write 12 ms as 0.
        // Nginx Proxy Manager's example is its `proxy` format, which logs no request time (NPMplus's `alog` does).
        if preset.format.hasRequestTime && name != "nginx-proxy-manager" {
            #expect(read.micros == (name.hasSuffix("-s") || name == "gandi" ? 0 : 12_000), "\(name): \(read)")
        }
        if preset.format.hasClientAddress { #expect(read.client == "192.0.2.7", "\(name): \(read)") }
        // Gin's example is its default logger's line, which logs no user agent (its documented custom format does).
        if preset.format.hasUserAgent && name != "gin" {
            let expected: String =
                switch name {
                case "aws-cloudfront", "aws-cloudfront-json", "aws-cloudfront-realtime", "iis-json":
                    "Mozilla/5.0 (X11; Linux x86_64)"
                case "w3c": "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
                default: "curl/8.5.0"
                }
            #expect(read.agent == expected, "\(name): \(read)")
        }
    }

    @Test("detection picks each preset from its own lines", arguments: presetNames)
    func detectsExample(name: String) throws {
        let preset = try #require(LogFormatPreset.named(name))
        // A preset detection takes only as another's variant is told by its values over enough lines.
        let count = preset.detectedOnlyAsVariant ? 10 : 5
        let lines = Array(repeating: Array(preset.example.utf8), count: count)
        let detection = try #require(LogFormatDetector.detect(lines))
        #expect(detection.preset.name == name)
        #expect(detection.parsedLines == count)
    }

    @Test(
        "near misses go to the right preset",
        arguments: [
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5"#, "common"),
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "ua""#, "combined"),
            // Referer and user agent both `-`: still Combined, so that the agents of later lines are read.
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "-""#, "combined"),
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a?q=\"x\" HTTP/1.1" 200 5 "-""#, "common"),
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "-" 0.004"#, "combined-timed"),
            (
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "https://x/" "ua" 3 "r@docker" "http://s" 7ms"#,
                "traefik"
            ),
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "ua" 0.004"#, "combined-timed"),
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "ua" 4123"#, "combined-us"),
            (
                #"{"ClientHost":"1.2.3.4","DownstreamStatus":200,"Duration":5,"RequestMethod":"GET","RequestPath":"/a","StartUTC":"2026-11-21T05:06:37Z"}"#,
                "traefik-json"
            ),
            (#"{"time":"2026-11-21T05:06:37Z","request":"GET /a HTTP/1.1","status":200}"#, "jsonl"),
        ])
    func nearMisses(line: String, expected: String) throws {
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8)]))
        #expect(detection.preset.name == expected)
    }

    @Test("an ELB line is not an ALB line, and back")
    func albVersusELB() throws {
        let alb = try #require(LogFormatPreset.named("aws-alb"))
        let elb = try #require(LogFormatPreset.named("aws-elb"))
        #expect(LogFormatDetector.detect([Array(alb.example.utf8)])?.preset.name == "aws-alb")
        #expect(LogFormatDetector.detect([Array(elb.example.utf8)])?.preset.name == "aws-elb")
    }

    @Test("classic ELB lines from before May 2015 end at the request line, and are read; -1 timings are no latency")
    func elbBefore2015() throws {
        let elb = try #require(LogFormatPreset.named("aws-elb"))
        let lines = [
            #"2015-04-10T08:11:09.865823Z media-lb 198.51.100.33:55128 - -1 -1 -1 408 - 1294336 0 "PUT https://media.example.com:443/videos/F4 HTTP/1.1""#,
            #"2015-04-10T08:11:10.000100Z media-lb 198.51.100.34:2817 10.0.0.1:80 0.000086 0.001048 0.001337 200 200 0 57 "GET https://media.example.com:443/users/42 HTTP/1.1""#,
        ]
        let detection = try #require(LogFormatDetector.detect(lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "aws-elb")
        #expect(detection.parsedLines == 2)
        let timedOut = try #require(Self.read(lines[0], elb.format))
        #expect(timedOut.status == 408 && timedOut.micros == nil && timedOut.method == "PUT")
        let read = try #require(Self.read(lines[1], elb.format))
        #expect(read.target == "https://media.example.com:443/users/42")
        #expect(read.micros == 1_048)
        #expect(read.seconds == 1_428_653_470)
        #expect(read.client == "198.51.100.34")
    }

    @Test("W3C directive lines count for the format and are not sampled as entries")
    func w3cDirectives() throws {
        let w3c = try #require(LogFormatPreset.named("w3c"))
        let lines = [
            "#Software: Microsoft Internet Information Services 10.0", "#Version: 1.0", "#Date: 2026-11-21 05:06:37",
            "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken",
            w3c.example,
        ].map { Array($0.utf8) }
        let detection = try #require(LogFormatDetector.detect(lines))
        #expect(detection.preset.name == "w3c")
        #expect(detection.sampledLines == 1)
    }

    @Test("Traefik's bare '-' referer and its quoted one both read, with the user agent")
    func traefikReferers() throws {
        let format = try #require(LogFormatPreset.named("traefik")).format
        for referer in ["-", "\"-\"", "\"https://example.com/\""] {
            let line =
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "# + referer
                + #" "curl/8.5.0" 1 "r@docker" "http://s" 7ms"#
            let read = try #require(Self.read(line, format), "\(referer)")
            #expect(read.agent == "curl/8.5.0")
            #expect(read.micros == 7_000)
        }
    }

    @Test(
        "durations in every unit and syntax",
        arguments: [
            ("0.051s", 51_000), ("2ms", 2_000), ("1.5µs", 1), ("250ns", 0), ("12", 12_000), ("-1", nil), ("-", nil),
        ] as [(String, Int64?)])
    func durations(value: String, micros: Int64?) throws {
        let format = try LogFormat.parse(#"nginx:"$request" $request_time_ms"#)
        let read = try #require(Self.read(#""GET /a HTTP/1.1" "# + value, format))
        #expect(read.micros == micros)
    }

    @Test(
        "epoch times in every unit",
        arguments: ["1795237597", "1795237597.5", "1795237597123", "1795237597123456", "1795237597123456789"])
    func epochs(value: String) throws {
        let format = try LogFormat.parse(#"nginx:$time_epoch "$request""#)
        #expect(Self.read(value + #" "GET /a HTTP/1.1""#, format)?.seconds == Self.instant)
    }
}

/// docs/log-formats.md documents every preset, with its example line.
@Suite("Log format presets: documented")
struct LogFormatPresetDocumentationTests {
    @Test func everyPresetHasASection() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: repository.appendingPathComponent("docs/log-formats.md"), encoding: .utf8)
        for preset in LogFormatPreset.all {
            #expect(text.contains("\n### \(preset.name)\n"), "\(preset.name) has no section")
            #expect(text.contains(preset.example), "\(preset.name)'s example line is not in the docs")
        }
    }
}
