import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Foundation
import Testing

@Suite("Logs of route templates (API Gateway's resourcePath and routeKey)")
struct RouteTemplateTests {
    static let routes = """
        users GET /users/:id{int}
        me GET /users/me
        orders POST /orders/:id{int}
        files GET /files/*
        health /health

        """

    /// The console's JSON template: the resource's template, never the called path.
    static let restLog = [
        #"{"requestId":"r1","ip":"192.0.2.7","caller":"-","user":"-","requestTime":"21/Nov/2026:05:06:37 +0000","httpMethod":"GET","resourcePath":"/users/{id}","status":"200","protocol":"HTTP/1.1","responseLength":"512"}"#,
        #"{"requestId":"r2","ip":"192.0.2.7","caller":"-","user":"-","requestTime":"21/Nov/2026:05:06:38 +0000","httpMethod":"GET","resourcePath":"/users/me","status":"200","protocol":"HTTP/1.1","responseLength":"512"}"#,
        #"{"requestId":"r3","ip":"192.0.2.7","caller":"-","user":"-","requestTime":"21/Nov/2026:05:06:39 +0000","httpMethod":"POST","resourcePath":"/orders/{orderId}","status":"201","protocol":"HTTP/1.1","responseLength":"64"}"#,
        #"{"requestId":"r4","ip":"192.0.2.7","caller":"-","user":"-","requestTime":"21/Nov/2026:05:06:40 +0000","httpMethod":"GET","resourcePath":"/files/{proxy+}","status":"200","protocol":"HTTP/1.1","responseLength":"9"}"#,
        #"{"requestId":"r5","ip":"192.0.2.7","caller":"-","user":"-","requestTime":"21/Nov/2026:05:06:41 +0000","httpMethod":"GET","resourcePath":"/{proxy+}","status":"404","protocol":"HTTP/1.1","responseLength":"0"}"#,
        #"{"requestId":"r6","ip":"192.0.2.7","caller":"-","user":"-","requestTime":"21/Nov/2026:05:06:42 +0000","httpMethod":"GET","resourcePath":"/health","status":"200","protocol":"HTTP/1.1","responseLength":"2"}"#,
    ]

    /// The console's CLF for an HTTP API: the method, then the route key (itself a method and a template).
    static let httpCommonLog = [
        #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET GET /users/{id} HTTP/1.1" 200 512 JkF1ZjZEIAMEbKw="#,
        #"192.0.2.7 - - [21/Nov/2026:05:06:38 +0000] "POST ANY /orders/{id} HTTP/1.1" 201 64 JkF1ZjZEIAMEbKx="#,
        #"192.0.2.7 - - [21/Nov/2026:05:06:39 +0000] "GET $default HTTP/1.1" 404 0 JkF1ZjZEIAMEbKy="#,
        #"192.0.2.7 - - [21/Nov/2026:05:06:40 +0000] "GET GET /health HTTP/1.1" 200 2 JkF1ZjZEIAMEbKz="#,
    ]

    static func analyze(_ lines: [String], jobs: Int) throws -> AnalysisReport {
        let table = try RoutesFile.parse(routes, path: "routes")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString).log")
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: log) }
        return Analyzer.run(
            inputs: [log.path],
            options: AnalyzerOptions(routes: table, logFormat: try LogFormatSpec("auto"), jobs: jobs))
    }

    @Test(
        "detected with no flag, each template counted on its route; a greedy {proxy+} only on a catch-all",
        arguments: [1, 4])
    func restTemplates(jobs: Int) throws {
        let report = try Self.analyze(Self.restLog, jobs: jobs)
        #expect(report.inputs.map(\.logFormat) == ["aws-apigateway"])
        #expect(report.routes.map(\.hits) == [1, 1, 1, 1, 1])
        #expect(report.totals.unmatched == 1)
        #expect(report.unmatched.paths.map(\.path) == ["/{proxy+}"])
    }

    @Test("an unmatched template is suggested with its own names and proposed from its one path", arguments: [1, 4])
    func unmatchedTemplatesSuggested(jobs: Int) throws {
        let lines = [("PUT", "/widgets/{widgetId}/parts/{part_no}"), ("GET", "/widgets/{widgetId}")].flatMap { call in
            (0..<3).map { second in
                #"{"requestId":"r\#(second)","ip":"192.0.2.7","requestTime":"21/Nov/2026:05:06:3\#(second) +0000","httpMethod":"\#(call.0)","resourcePath":"\#(call.1)","status":"200","protocol":"HTTP/1.1"}"#
            }
        }
        let report = try Self.analyze(lines, jobs: jobs)
        #expect(report.inputs.map(\.logFormat) == ["aws-apigateway"])
        let formats = Set(report.unmatched.suggestions.map(\.format))
        #expect(formats == ["/widgets/:widgetId", "/widgets/:widgetId/parts/:part_no"])
        #expect(Set(UnmatchedTriage(report.unmatched).generalizing.map(\.format)) == formats)
    }

    @Test("an HTTP API's CLF: the call's method, the route key's template; $default is no request", arguments: [1, 4])
    func httpCommonLog(jobs: Int) throws {
        let report = try Self.analyze(Self.httpCommonLog, jobs: jobs)
        #expect(report.inputs.map(\.logFormat) == ["aws-apigateway-clf"])
        #expect(report.routes.map(\.hits) == [1, 0, 1, 0, 1])
        #expect(report.totals.invalidRequests == 1)
        #expect(report.totals.unmatched == 0)
    }

    @Test("a Combined log's `{…}` segment is a URL's segment, not a template")
    func combinedBracesAreLiteral() throws {
        let report = try Self.analyze(
            [#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/{id} HTTP/1.1" 200 512 "-" "curl/8.5.0""#],
            jobs: 1)
        #expect(report.inputs.map(\.logFormat) == ["combined"])
        #expect(report.totals.matched == 0)
        #expect(report.totals.unmatched == 1)
    }
}
