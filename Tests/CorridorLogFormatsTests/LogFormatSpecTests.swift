@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("Log format specifications (--format)")
struct LogFormatSpecTests {
    @Test(
        "names",
        arguments: [
            ("combined", LogFormat.combined), ("common", .common), ("clf", .common), ("url", .urlPerLine),
            ("jsonl", .jsonLines(.standard)),
        ] as [(String, LogFormat)])
    func names(spec: String, format: LogFormat) throws {
        #expect(try LogFormat.parse(spec) == format)
    }

    @Test("jsonl options override the defaults one by one; an empty name disables a field")
    func jsonOptions() throws {
        var first = JSONLogFields.standard
        first.request = "req"
        first.status = "code"
        first.time = "duration_ms"
        first.timeUnit = .milliseconds
        first.timeAlternateUnits = nil
        #expect(try LogFormat.parse("jsonl:request=req,status=code,time=duration_ms,unit=ms") == .jsonLines(first))
        var second = JSONLogFields.standard
        second.request = nil
        second.method = "request.method"
        second.path = "request.uri"
        second.time = "duration"
        second.timeAlternateUnits = nil
        #expect(
            try LogFormat.parse("jsonl:request=,method=request.method,path=request.uri,time=duration")
                == .jsonLines(second))
        #expect(try LogFormat.parse("jsonl:time=").hasRequestTime == false)
    }

    @Test("nginx formats")
    func nginx() throws {
        let format = try LogFormat.parse("nginx:\"$request\" $status $request_time")
        #expect(format == .nginx(try NginxLogFormat("\"$request\" $status $request_time")))
        #expect(format.hasRequestTime)
        #expect(try LogFormat.parse("nginx:\"$request\" $status").hasRequestTime == false)
    }

    @Test(
        "every format reads back from its spec",
        arguments: [
            LogFormat.combined, .common, .urlPerLine, .jsonLines(.standard),
            .jsonLines(JSONLogFields(request: nil, path: "p", query: nil, timeUnit: .nanoseconds)),
            .jsonLines(JSONLogFields(request: nil, path: "p", timestamp: "date", timeOfDay: "time")),
            .nginx(.combined),
        ])
    func roundTrip(format: LogFormat) throws {
        #expect(try LogFormat.parse(format.spec) == format)
    }

    @Test("which formats have a request time")
    func requestTime() throws {
        #expect(!LogFormat.combined.hasRequestTime)
        #expect(!LogFormat.common.hasRequestTime)
        #expect(!LogFormat.urlPerLine.hasRequestTime)
        #expect(LogFormat.jsonLines(.standard).hasRequestTime)
        #expect(try LogFormat.parse("nginx:$uri $upstream_response_time").hasRequestTime)
    }

    @Test(
        "specs that cannot be used, with the column of the problem",
        arguments: [
            (
                "apache", 1,
                "unknown log format: use auto, a preset (" + LogFormatPreset.names.joined(separator: ", ")
                    + "), jsonl:KEY=FIELD,… or nginx:FORMAT"
            ),
            (
                "Combined", 1,
                "unknown log format: use auto, a preset (" + LogFormatPreset.names.joined(separator: ", ")
                    + "), jsonl:KEY=FIELD,… or nginx:FORMAT"
            ),
            ("jsonl:", 7, "expected KEY=FIELD, found \"\""),
            ("jsonl:request", 7, "expected KEY=FIELD, found \"request\""),
            (
                "jsonl:status=s,colour=red", 16,
                "unknown key \"colour\": use request, method, path, query, status, duration (or time), clock (or timestamp), clock-time, end-clock, agent, client or duration-unit (or unit)"
            ),
            ("jsonl:status=s,status=t", 16, "\"status\" is given twice (or under its other name)"),
            ("jsonl:unit=h", 12, "unknown time unit \"h\": use s, ms, us or ns"),
            ("jsonl:request=,path=", 7, "no request field: give request=FIELD or path=FIELD"),
            (
                "nginx:$status $request_time", 7,
                "the log_format has no request variable: it needs $request, $request_uri or $uri"
            ),
            ("nginx:$request_uri$status", 19, "two variables with nothing between them: a line cannot be split there"),
            ("nginx:", 7, "the log_format is empty"),
            (
                "fluent+combined", 8,
                "fluent+ holds JSON records: give a JSON layout inside (fluent+caddy, fluent+jsonl:…), or json+ around the line (fluent+json+combined)"
            ),
        ] as [(String, Int, String)])
    func errors(spec: String, column: Int, reason: String) {
        #expect(throws: LogFormatError(spec: spec, column: column, reason: reason)) { try LogFormat.parse(spec) }
    }

    @Test(
        "a wrapper of JSON records takes a JSON layout or a JSON wrapper inside",
        arguments: [
            "fluent+json+combined", "fluent+caddy", "fluent+fluent-nginx", "fluent+docker+combined", "fluent+jsonl",
        ])
    func jsonRecordWrappers(spec: String) throws {
        #expect(try LogFormat.parse(spec).isJSONRecords == false)
        #expect(try LogFormat.parse(spec).name.hasPrefix("fluent+"))
    }

    @Test("the error's description quotes the spec and the column")
    func errorDescription() {
        #expect(
            LogFormatError(spec: "jsonl:unit=h", column: 12, reason: "unknown time unit").description
                == "log format \"jsonl:unit=h\": column 12: unknown time unit")
    }
}
