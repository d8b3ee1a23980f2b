import CorridorCore
import CorridorLogFormats
import Testing

/// Barracuda Web Application Firewall's access log (`TR` lines) as its syslog export writes it by default, from the
/// lines Elastic's integration tests its pipeline with: detected, read with the time in the zone written apart, the
/// time taken in milliseconds, the query apart, `"-"` for no value.
@Suite("Log format presets: Barracuda WAF")
struct BarracudaLayoutTests {
    static let lines = [
        #"<134>2023-03-20 17:24:08.959 +0100  barracuda TR 81.2.69.144 443 89.160.20.112 8210 "-" "-" GET TLSv1.2 67.43.156.2 HTTP/1.1 404 791 293 0 3 1.128.0.1 443 0 "-" INTERNAL DEFAULT PROTECTED INVALID /orders/7 XDEBUG_SESSION_START=phpstorm http://20.84.207.59:80/?XDEBUG_SESSION_START=phpstorm "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" 216.160.83.56 8210 "-" "-" "-" "-" 186ffd5d3fc-db6c9f3"#,
        #"<190>2024-09-06 15:41:57.830 +0200  barracuda TR 81.2.69.144 80 89.160.20.112 52336 "-" "-" GET HTTP example-pressroom.com HTTP/1.0 404 3490 649 0 32 1.128.0.1 80 29 "-" SERVER PROFILED PROTECTED VALID /orders/7 "-" example-pressroom.com "-" "Mozilla/5.1 (Windows NT 6.0; WOW64)" 1.128.0.1 52336 "-" "-" "-" "-" 19122c677c6-761287a1"#,
        // Older firmware: the session's field padded with blanks, the cookie bare.
        #"<134>2014-04-11 12:11:24.964 +0530  wafbox1 TR 81.2.69.144 80 1.128.0.1 43740 "-" "-" GET HTTP 81.2.69.144 HTTP/1.1 200 2837 232 0 1008 1.128.0.1 80 10 REQ-0+RES-0   SERVER DEFAULT PASSIVE VALID /orders/7 name=yes http://81.2.69.144/index.cgi name=askdj "Mozilla/5.0 (X11; Linux i686; rv:12.0) Gecko/20100101 Firefox/12.0" 1.128.0.1 43740 "-" "-""#,
    ]

    @Test("the access log's lines are detected and read with their time (zone applied), duration, query and client")
    func detected() throws {
        let detection = try #require(LogFormatDetector.detect(Self.lines.map { Array($0.utf8) }))
        #expect(detection.preset.name == "barracuda")
        let reads = try Self.lines.map { try #require(LogFormatPresetTests.read($0, detection.preset.format), "\($0)") }
        #expect(reads.map(\.target) == ["/orders/7?XDEBUG_SESSION_START=phpstorm", "/orders/7", "/orders/7?name=yes"])
        // 2023-03-20T16:24:08Z, 2024-09-06T13:41:57Z, 2014-04-11T06:41:24Z.
        #expect(reads.map(\.seconds) == [1_679_329_448, 1_725_630_117, 1_397_198_484])
        #expect(reads.map(\.micros) == [3_000, 32_000, 1_008_000])
        #expect(reads.map(\.status) == [404, 404, 200] && reads.allSatisfy { $0.method == "GET" })
        #expect(reads.map(\.client) == ["89.160.20.112", "89.160.20.112", "1.128.0.1"])
        #expect(reads[0].agent == "Mozilla/5.0 (Windows NT 10.0; Win64; x64)")
    }

    @Test(
        "a zone written apart after the date and time of day: applied, `Z` as UTC, an unreadable one leaves no time",
        arguments: [
            ("+0100", Int64?(1_795_233_997)), ("-05:30", 1_795_257_397), ("Z", 1_795_237_597), ("CET", nil),
        ])
    func zoneApart(zone: String, seconds: Int64?) throws {
        let format = try LogFormat.parse("nginx:$date $time_hms $time_offset $request_method $uri $status")
        let read = try #require(LogFormatPresetTests.read("2026-11-21 05:06:37.500 \(zone) GET /users/42 200", format))
        #expect(read.seconds == seconds, "\(read)")
    }

    @Test(
        "a request the firewall could not read (method `\"-\"`, no URL) is no request; a line of another layout no line"
    )
    func noRequest() throws {
        let format = try #require(LogFormatPreset.named("barracuda")).format
        let unread =
            #"<190>2024-09-14 15:41:57.830 +0200  barracuda TR 81.2.69.144 80 89.160.20.112 45418 "-" "-" "-" HTTP 81.2.69.144 "-" 400 0 120 0 0 81.2.69.144 80 0 "-" INTERNAL DEFAULT PROTECTED INVALID "-" "-" "-" "-" "Unknown" 89.160.20.112 45418 "-" "-" "-" "-" 19122c677c6-761287a1"#
        let combined = #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl""#
        #expect(LogFormatPresetTests.read(unread, format) == nil)
        #expect(LogFormatPresetTests.read(combined, format) == nil)
        #expect(LogFormatDetector.detect([Array(combined.utf8)])?.preset.name != "barracuda")
    }
}
