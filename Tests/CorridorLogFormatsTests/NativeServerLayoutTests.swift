import CorridorCore
@testable import CorridorLogFormats
import Testing

/// Request logs of servers outside the usual web stacks — Drogon (C++), Dart's shelf, CloudWeGo's Hertz (Go), Salvo
/// (Rust) and the Pound proxy — each written from its project's source: detected from their lines alone and read with
/// their time (UTC) and their duration in the right unit; and the clock-form durations and eight-digit dates they
/// write.
@Suite("Log format presets: Drogon, shelf, Hertz, Salvo and Pound")
struct NativeServerLayoutTests {
    /// 2024-03-03T10:00:01Z.
    static let instant: Int64 = 1_709_460_001

    @Test(
        "each server's lines are detected and read with their method, target, status, time and duration",
        arguments: [
            (
                "drogon",
                "20240303 10:00:01.123456 GET /orders/7 [0] (203.0.113.9:53422 - 10.0.0.5:8080) 200 OK 93 0.016",
                "GET", 200, 16_000 as Int64?, "203.0.113.9" as String?
            ),
            // The reason phrase has as many words as the status's: each length is a layout of its own.
            (
                "drogon",
                "20240303 10:00:01.123456 POST /orders/7 [18] (203.0.113.9:53424 - 10.0.0.5:8080) 404 Not Found 12 0.016",
                "POST", 404, 16_000, "203.0.113.9"
            ),
            (
                "drogon",
                "20240303 10:00:01 GET /orders/7 [0] ([2001:db8::7]:53426 - [::1]:8080) 500 Internal Server Error 21 1.6e-05",
                "GET", 500, 16, "2001:db8::7"
            ),
            ("shelf", "2024-03-03T10:00:01.123456  0:00:00.016000 GET     [200] /orders/7", "GET", 200, 16_000, nil),
            // Over a minute: the clock's hours and minutes count.
            (
                "shelf", "2024-03-03T10:00:01.123456  0:01:02.500000 DELETE  [204] /orders/7", "DELETE", 204,
                62_500_000, nil
            ),
            (
                "hertz", "2024/03/03 10:00:01.123456 accesslog.go:104: [Info] [10:00:01] 200 - 16.2ms GET /orders/7",
                "GET",
                200, 16_200, nil
            ),
            (
                "hertz", "2024/03/03 10:00:01.123456 accesslog.go:104: [Info] [10:00:01] 201 - 845.2µs POST /orders/7",
                "POST", 201, 845, nil
            ),
            (
                "salvo",
                "2024-03-03T10:00:01.123456Z  INFO Request{remote_addr=socket://203.0.113.9:53422 version=HTTP/1.1 method=GET path=/orders/7}: salvo_extra::logging: Response status=200 OK duration=16.000205ms",
                "GET", 200, 16_000, nil
            ),
            // A failed request at WARN, tracing's target left out.
            (
                "salvo",
                "2024-03-03T10:00:01.123456Z  WARN Request{remote_addr=socket://203.0.113.9:53422 version=HTTP/2.0 method=DELETE path=/orders/7}: Response status=404 Not Found duration=845.2µs",
                "DELETE", 404, 845, nil
            ),
        ] as [(String, String, String, Int, Int64?, String?)])
    func reads(preset: String, line: String, method: String, status: Int, micros: Int64?, client: String?) throws {
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
        #expect(detection.preset.name == preset)
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.target == "/orders/7" && read.method == method && read.status == status, "\(read)")
        #expect(read.seconds == Self.instant, "\(read)")
        #expect(read.micros == micros, "\(read)")
        #expect(read.client == client, "\(read)")
    }

    @Test(
        "Discourse's log_discourse, with its host or without, the upstream times one or several; Node's http-server's request line",
        arguments: [
            (
                #"[03/Mar/2024:10:00:01 +0000] "shop.example.com" 203.0.113.9 "GET /orders/7 HTTP/1.1" "Mozilla/5.0 (X11; Linux x86_64)" "orders/show" 200 734 "-" 0.015 0.016 "admin" "1" "0.000" "3" "0.001" "12" "0.004""#,
                "discourse", 16_000 as Int64?
            ),
            (
                #"[03/Mar/2024:10:00:01 +0000] 203.0.113.9 "GET /orders/7 HTTP/2.0" "Mozilla/5.0 (X11; Linux x86_64)" "orders/show" 200 734 "https://shop.example.com/" 0.240, 0.005 0.016 "-""#,
                "discourse", 16_000
            ),
            (#"[2024-03-03T10:00:01.123Z] 203.0.113.9 "GET /orders/7" "curl/8.5.0""#, "http-server", nil),
        ] as [(String, String, Int64?)])
    func discourse(line: String, preset: String, micros: Int64?) throws {
        let detection = try #require(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)]))
        #expect(detection.preset.name == preset)
        let read = try #require(LogFormatPresetTests.read(line, detection.preset.format))
        #expect(read.target == "/orders/7" && read.method == "GET" && read.seconds == Self.instant, "\(read)")
        #expect(read.micros == micros && read.client == "203.0.113.9", "\(read)")
        // http-server's layout reads a request line with its protocol as one (Discourse's, had it no preset).
        let httpServer = try #require(LogFormatPreset.named("http-server")).format
        let withProtocol = try #require(
            LogFormatPresetTests.read(
                #"[2024-03-03T10:00:01Z] 203.0.113.9 "GET /orders/7 HTTP/1.1" "curl/8.5.0""#, httpServer))
        #expect(withProtocol.target == "/orders/7")
    }

    @Test("Combined's fields separated by pipes (a varnishncsa format) are not Bunny CDN's: no status, no epoch there")
    func pipesAreNotBunny() throws {
        let line =
            "203.0.113.9|-|-|[03/Mar/2024:10:00:01 +0000]|GET http://shop.example.com/orders/7 HTTP/1.1|200|5120|-|curl/8.5.0|hit|16000|app01"
        let bunny = try #require(LogFormatPreset.named("bunnycdn")).format
        #expect(LogFormatPresetTests.read(line, bunny) == nil)
        #expect(LogFormatDetector.detect([Array(line.utf8), Array(line.utf8)])?.preset.name != "bunnycdn")
        let example = try #require(LogFormatPreset.named("bunnycdn")).example
        #expect(LogFormatPresetTests.read(example, bunny) != nil)
    }

    @Test("a shelf handler that threw is a request without a status; its error lines are not requests")
    func shelfErrors() throws {
        let format = try #require(LogFormatPreset.named("shelf")).format
        let read = try #require(
            LogFormatPresetTests.read("[ERROR] 2024-03-03 10:00:01.123456\t0:00:00.016000\tGET\t/orders/7?x=1", format))
        #expect(read.target == "/orders/7?x=1" && read.status == 0 && read.micros == 16_000, "\(read)")
        #expect(read.seconds == Self.instant)
        #expect(LogFormatPresetTests.read("Exception: order 7 is gone", format) == nil)
    }

    @Test(
        "Pound's regular and extended lines, Pound 4's and Pound 2's, through syslog",
        arguments: [
            ("203.0.113.9 GET /orders/7 HTTP/1.1 - 200", 200, nil as Int64?),
            ("203.0.113.9 GET /orders/7 HTTP/1.1 - 404 (shop.example.com/api -> 10.0.0.5:8080) 0.016 sec", 404, 16_000),
            ("203.0.113.9 GET /orders/7 HTTP/1.1 - HTTP/1.1 200 OK", 200, nil),
            (
                "203.0.113.9 GET /orders/7 HTTP/1.1 - HTTP/1.1 503 Service Unavailable (shop.example.com/api -> 10.0.0.5:8080) 0.016 sec",
                503, 16_000
            ),
        ] as [(String, Int, Int64?)])
    func pound(line: String, status: Int, micros: Int64?) throws {
        let lines = [line, line].map { Array("Mar  3 10:00:01 lb1 pound[1234]: \($0)".utf8) }
        let detection = try #require(LogFormatDetector.detect(lines))
        #expect(detection.preset.name == "syslog+pound")
        let preset = try #require(LogFormatPreset.named("pound"))
        let read = try #require(LogFormatPresetTests.read(line, preset.format))
        #expect(read.target == "/orders/7" && read.method == "GET" && read.status == status, "\(read)")
        #expect(read.micros == micros && read.client == "203.0.113.9", "\(read)")
    }

    @Test(
        "durations written as a clock are read in hours, minutes and seconds whatever the field's unit",
        arguments: [
            ("0:00:00.001234", 6, 1_234 as Int64?), ("0:00:00.001234", 3, 1_234), ("0:01:02.5", 6, 62_500_000),
            ("1:00:00", 6, 3_600_000_000), ("12:30:00.000001", 0, 45_000_000_001),
            // Not a clock: minutes or seconds of one digit or past 59, a fraction of nothing, nginx's list.
            ("0:0:00.1", 6, nil), ("0:60:00", 6, nil), ("0:00:61", 6, nil), ("0:00:00.", 6, nil),
        ] as [(String, Int, Int64?)])
    func clockDurations(text: String, exponent: Int, micros: Int64?) {
        let bytes = Array(text.utf8)
        let read = bytes.withUnsafeBufferPointer {
            LogFieldValues.clockDuration($0.baseAddress!, from: 0, to: $0.count)
        }
        #expect(read == micros)
        if let micros {
            #expect(
                bytes.withUnsafeBufferPointer {
                    LogFieldValues.duration($0.baseAddress!, from: 0, to: $0.count, unitExponent: exponent)
                } == .micros(micros))
        }
    }

    @Test("nginx's request times after an internal redirect still add up, blanks and colons between them")
    func nginxRedirectTimes() {
        let bytes = Array("0.012 : 0.004".utf8)
        #expect(
            bytes.withUnsafeBufferPointer {
                LogFieldValues.duration($0.baseAddress!, from: 0, to: $0.count, unitExponent: 6)
            } == .micros(16_000))
    }

    @Test(
        "an eight-digit date beside a time of day",
        arguments: [
            ("20240303", "10:00:01.123456", instant as Int64?), ("20240303", "10:00:01", instant),
            ("20240230", "10:00:01", nil), ("2024030x", "10:00:01", nil), ("20241303", "10:00:01", nil),
        ] as [(String, String, Int64?)])
    func basicDates(date: String, time: String, seconds: Int64?) {
        let bytes = Array((date + " " + time).utf8)
        let read = bytes.withUnsafeBufferPointer {
            LogTimestamp.dateAndTime(
                $0.baseAddress!, dateFrom: 0, dateTo: date.utf8.count, timeFrom: date.utf8.count + 1, timeTo: $0.count)
        }
        #expect(read == seconds)
    }

    @Test(
        "Combined plus a whole number and words after it gets no unit it does not say (Apache's %I %O); Skipper's, its ms"
    )
    func combinedTrailersStayUnitless() throws {
        let head = #"203.0.113.9 - - [03/Mar/2024:10:00:01 +0000] "GET /orders/7 HTTP/1.1" 200 93 "-" "curl/8.5.0""#
        // Skipper's duration (whole ms), requested host, flow id and audit: its preset's, in ms.
        for (tail, micros) in [(" 16 shop.example.com 4Y5tqVj1mVNe2Lh1 -", 16_000 as Int64?), (" 412 1093", nil)] {
            let lines = [head + tail, head + tail].map { Array($0.utf8) }
            let detection = try #require(LogFormatDetector.detect(lines))
            let read = try #require(LogFormatPresetTests.read(head + tail, detection.preset.format))
            #expect(read.micros == micros, "\(detection.preset.name): \(read)")
        }
    }
}

/// CloudWatch Logs Insights' result rows (`aws logs get-query-results`), arrays of field/value pairs, as the `json`
/// wrapper reads them: one object of their members.
@Suite("CloudWatch Logs Insights result rows")
struct FieldValueRowTests {
    static func row(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var output = [UInt8](repeating: 0, count: bytes.count)
        let length = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer {
                LogWrapper.fieldValueRow(input.baseAddress!, count: input.count, into: $0.baseAddress!)
            }
        }
        return length.map { String(decoding: output.prefix($0), as: UTF8.self) }
    }

    @Test(
        "a row's pairs become one object's members, values as written; anything else is no row",
        arguments: [
            (
                #"  [{"field":"@timestamp","value":"2024-03-03 10:00:01.000"},{"field":"@message","value":"GET \"/a\""}]"#,
                #"{"@timestamp":"2024-03-03 10:00:01.000","@message":"GET \"/a\""}"# as String?
            ),
            (#"[ { "value": 12, "field": "n" } , {"field":"@ptr","value":null} ]"#, #"{"n":12,"@ptr":null}"#),
            (#"{"field":"@message","value":"x"}"#, nil), (#"[{"field":"@message"}]"#, nil), (#"[]"#, nil),
            (#"[{"field":"@message","value":"x"}"#, nil), (#"["@message","x"]"#, nil),
        ] as [(String, String?)])
    func rows(text: String, object: String?) {
        #expect(Self.row(text) == object)
    }
}
