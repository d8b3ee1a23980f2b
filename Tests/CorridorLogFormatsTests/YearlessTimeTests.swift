import CorridorCore
import CorridorLogFormats
import Testing

/// Times written without their year — the BSD syslog stamp, Tyk's text log — read in the year the input's modification
/// time gives them.
@Suite("Times without a year")
struct YearlessTimeTests {
    /// 2026-11-27T18:00:00Z.
    static let reference: Int64 = 1_795_802_400

    static func read(_ text: String, reference: Int64 = reference) -> Int64? {
        LogTimestampTests.read(text) { LogTimestamp.yearless($0, from: $1, to: $2, reference: reference) }
    }

    @Test(
        "the reference's year, or the year before for a time more than a day after the reference",
        arguments: [
            ("Nov 21 05:06:37", "2026-11-21T05:06:37Z"),
            ("Nov 21 05:06:37.123", "2026-11-21T05:06:37Z"),
            ("Nov  1 05:06:37", "2026-11-01T05:06:37Z"),
            ("nov 01 05:06:37", "2026-11-01T05:06:37Z"),
            // A day after the reference at most: a clock ahead of the file's, not last year's line.
            ("Nov 28 17:00:00", "2026-11-28T17:00:00Z"),
            ("Nov 29 05:06:37", "2025-11-29T05:06:37Z"),
            ("Dec 31 23:59:59", "2025-12-31T23:59:59Z"),
            ("Jan  1 00:00:00", "2026-01-01T00:00:00Z"),
        ] as [(String, String)])
    func years(text: String, iso: String) throws {
        let seconds = try #require(Self.read(text), "\(text)")
        #expect(CivilCalendar.isoInstant(seconds) == iso)
    }

    @Test("December's lines of a log last written in January are of the year before")
    func yearEnd() throws {
        // 2027-01-03T10:00:00Z.
        let seconds = try #require(Self.read("Dec 31 23:59:59", reference: 1_798_970_400))
        #expect(CivilCalendar.isoInstant(seconds) == "2026-12-31T23:59:59Z")
    }

    @Test("a reference far out of range (a file dated by a stray clock) reads in the nearest year a time may have")
    func extremeReferences() throws {
        let latest = try #require(Self.read("Dec 31 23:59:59", reference: .max))
        #expect(CivilCalendar.isoInstant(latest) == "9999-12-31T23:59:59Z")
        let earliest = try #require(Self.read("Jan  1 00:00:00", reference: .min))
        #expect(CivilCalendar.isoInstant(earliest) == "0000-01-01T00:00:00Z")
        // Before the first instant: no year to read it in.
        #expect(Self.read("Dec 31 23:59:59", reference: .min) == nil)
    }

    @Test(
        "other text is no such time",
        arguments: [
            "Nov 21 05:06", "Nov 21 25:06:37", "Foo 21 05:06:37", "Nov 32 05:06:37", "Nov 21 05:06:37 2026",
            "2026-11-21T05:06:37Z", "Nov21 05:06:37x", "Feb 30 05:06:37",
        ])
    func notYearless(text: String) {
        #expect(Self.read(text) == nil, "\(text)")
    }

    static func seconds(_ line: String, _ spec: String, reference: Int64?) throws -> Int64? {
        let parser = LogLineParser(format: try LogFormat.parse(spec), readsAgent: false, readsClient: false)
        parser.beginChunk(yearReference: reference)
        return Array(line.utf8).withUnsafeBufferPointer { buffer -> Int64? in
            guard case .request(let request) = parser.parse(buffer) else { return nil }
            return request.seconds
        }
    }

    @Test(
        "Tyk's text log and a BSD syslog stamp before a line without a time are timed given the input's year",
        arguments: [
            (
                #"time="Nov 21 05:06:37" level=info api_name=shop client_ip=203.0.113.10 latency_total=12 method=GET path=/users/42 prefix=access-log status=200"#,
                "logfmt+tyk"
            ),
            (
                #"Nov 21 05:06:37 web1 uvicorn[812]: INFO:     192.0.2.7:46532 - "GET /users/42 HTTP/1.1" 200 OK"#,
                "syslog+uvicorn"
            ),
        ])
    func timedWithReference(line: String, spec: String) throws {
        let seconds = try Self.seconds(line, spec, reference: Self.reference)
        #expect(seconds.map(CivilCalendar.isoInstant) == "2026-11-21T05:06:37Z")
        // Without the input's time (detection's sample), untimed rather than in a guessed year.
        #expect(try Self.seconds(line, spec, reference: nil) == nil)
    }

    @Test("a time with its year is read as written, whatever the reference")
    func ownYearFirst() throws {
        let line =
            #"Nov 21 05:06:37 web1 nginx: 192.0.2.7 - - [21/Nov/2024:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 5 "-" "curl/8.5.0""#
        let seconds = try Self.seconds(line, "syslog+combined", reference: Self.reference)
        #expect(seconds.map(CivilCalendar.isoInstant) == "2024-11-21T05:06:37Z")
    }
}
