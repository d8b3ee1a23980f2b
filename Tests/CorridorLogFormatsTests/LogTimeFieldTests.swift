import Testing

@testable import CorridorLogFormats

@Suite("Every log format yields the request's time")
struct LogTimeFieldTests {
    static let instant: Int64 = 1_795_230_397  // 2026-11-21T03:06:37Z

    static func seconds(_ line: String, _ format: LogFormat) -> Int64?? {
        let parser = LogLineParser(format: format)
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Int64?? in
            guard case .request(let request) = parser.parse(buffer) else { return .none }
            return .some(request.seconds)
        }
    }

    static func nginx(_ text: String) throws -> LogFormat { try LogFormat.parse("nginx:" + text) }

    @Test("Combined and Common")
    func accessLog() {
        let line = #"1.2.3.4 - - [21/Nov/2026:05:06:37 +0200] "GET / HTTP/1.1" 200 5"#
        #expect(Self.seconds(line, .common) == .some(Self.instant))
        #expect(Self.seconds(line + #" "-" "agent""#, .combined) == .some(Self.instant))
        #expect(Self.seconds(#"1.2.3.4 - - [yesterday] "GET / HTTP/1.1" 200 5"#, .common) == .some(nil))
    }

    @Test(
        "a JSON entry's time kept with its brackets, or one of them (a spreadsheet's split of an access line's time): the time inside",
        arguments: [
            ("[21/Nov/2026:05:06:37 +0200]", instant), ("[21/Nov/2026:03:06:37", instant),
            ("21/Nov/2026:05:06:37 +0200]", instant), ("[Nov 21, 2026 @ 03:06:37.000]", instant),
            ("[[21/Nov/2026:03:06:37]]", nil), ("[]", nil),
        ] as [(String, Int64?)])
    func bracketedJSONTimes(time: String, expected: Int64?) {
        let line = #"{"time":""# + time + #"","request":"GET / HTTP/1.1","status":200}"#
        #expect(Self.seconds(line, .jsonLines(.standard)) == .some(expected))
    }

    @Test(
        "Combined brackets holding another time: a fraction, no zone, ISO 8601 or epoch seconds",
        arguments: [
            ("21/Nov/2026:05:06:37.123 +0200", instant),
            ("21/Nov/2026:03:06:37", instant),
            ("2026-11-21T05:06:37+02:00", instant),
            ("2026-11-21T03:06:37.250Z", instant),
            ("2026-11-21 03:06:37", instant),
            ("1795230397.512", instant),
            ("21/Nov/2026:05:06:37 +02", nil),
            ("2026-11-21T25:06:37Z", nil),
        ] as [(String, Int64?)])
    func accessLogOtherTimes(bracketed: String, expected: Int64?) {
        let line = "1.2.3.4 - - [\(bracketed)] \"GET / HTTP/1.1\" 200 5 \"-\" \"agent\""
        #expect(Self.seconds(line, .combined) == .some(expected))
    }

    @Test(
        "another time where a layout's usual one stands: $time_iso8601 in nginx's [$time_local], Caddy's wall times",
        arguments: [
            (
                #"[2026-11-21T05:06:37+02:00] "GET / HTTP/1.1" 200 0.004"#,
                #"nginx:[$time_local] "$request" $status $request_time"#
            ),
            (
                #"[21/Nov/2026:03:06:37.250] "GET / HTTP/1.1" 200 0.004"#,
                #"nginx:[$time_local] "$request" $status $request_time"#
            ),
            (#"{"request":"GET / HTTP/1.1","time":"2026/11/21 03:06:37.123"}"#, "jsonl"),
            (#"{"request":"GET / HTTP/1.1","time":"2026/11/21 03:06:37.123456789"}"#, "jsonl"),
            (#"{"request":"GET / HTTP/1.1","time":"21/Nov/2026:05:06:37 +0200"}"#, "jsonl"),
        ])
    func otherTimes(line: String, format: String) throws {
        #expect(Self.seconds(line, try LogFormat.parse(format)) == .some(Self.instant))
    }

    @Test("nginx $time_local, $time_iso8601 and $msec")
    func nginx() throws {
        #expect(
            Self.seconds(
                #"[20/Nov/2026:22:06:37 -0500] "GET / HTTP/1.1" 200"#,
                try Self.nginx(#"[$time_local] "$request" $status"#))
                == .some(Self.instant))
        #expect(
            Self.seconds(
                "2026-11-21T08:36:37+05:30 GET / 200",
                try Self.nginx("$time_iso8601 $request_method $request_uri $status"))
                == .some(Self.instant))
        #expect(
            Self.seconds("1795230397.512 GET /a 200", try Self.nginx("$msec $request_method $request_uri $status"))
                == .some(Self.instant))
        #expect(
            Self.seconds("- GET /a 200", try Self.nginx("$msec $request_method $request_uri $status")) == .some(nil))
        #expect(Self.seconds("GET /a 200", try Self.nginx("$request_method $request_uri $status")) == .some(nil))
    }

    @Test(
        "a JSON field holds ISO 8601 or epoch seconds or milliseconds, as a string or a number",
        arguments: [
            #"{"request":"GET / HTTP/1.1","time":"2026-11-21T05:06:37+02:00"}"#,
            #"{"request":"GET / HTTP/1.1","time":"2026-11-21T03:06:37.250Z"}"#,
            #"{"request":"GET / HTTP/1.1","time":1795230397}"#,
            #"{"request":"GET / HTTP/1.1","time":1795230397.9}"#,
            #"{"request":"GET / HTTP/1.1","time":"1795230397123"}"#,
            #"{"request":"GET / HTTP/1.1","time":1795230397123}"#,
        ])
    func json(line: String) {
        #expect(Self.seconds(line, .jsonLines(.standard)) == .some(Self.instant))
    }

    @Test("the JSON time field is named like the other fields")
    func jsonFieldName() throws {
        let format = try LogFormat.parse("jsonl:timestamp=meta.ts")
        #expect(
            Self.seconds(#"{"request":"GET / HTTP/1.1","meta":{"ts":"2026-11-21T03:06:37Z"}}"#, format)
                == .some(Self.instant))
        #expect(Self.seconds(#"{"request":"GET / HTTP/1.1","time":"garbage"}"#, .jsonLines(.standard)) == .some(nil))
        #expect(Self.seconds(#"{"request":"GET / HTTP/1.1"}"#, .jsonLines(.standard)) == .some(nil))
        #expect(try LogFormat.parse(format.spec) == format)
    }
}
