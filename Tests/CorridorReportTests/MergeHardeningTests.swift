import CorridorCore
import Foundation
import Testing

@testable import CorridorAnalyzer
import CorridorTestSupport

@Suite("Merge hardening: checked counts, self-consistent reports, duplicate inputs, windows, year 9999")
struct MergeHardeningTests {
    /// A report that agrees with itself: one route hit `hits` times (all GET, all 2xx), nothing else.
    static func report(hits: Int, input: String = "big.log", bytes: Int64 = 100) -> AnalysisReport {
        AnalysisReport(
            inputs: [InputSummary(path: input, encoding: .plain, bytes: bytes, lines: hits, error: nil)],
            totals: ReportTotals(lines: hits, matched: hits, unmatched: 0, malformed: 0, invalidRequests: 0),
            routes: [
                RouteHits(
                    name: "home", method: "GET", format: "/", line: 1, hits: hits, methods: ["GET": hits],
                    status: StatusCounts(ordered: [0, hits, 0, 0, 0, 0]), latency: nil)
            ],
            unmatched: UnmatchedSummary(
                total: 0, capacity: 10, exact: true, errorBound: 0, paths: [], suggestionsExact: true,
                suggestionsErrorBound: 0, suggestions: []),
            malformed: MalformedSummary(count: 0, reasons: [:], samples: [], sampleLimit: 5))
    }

    @Test("a sum past Int.max is an error naming the field, not a negative count")
    func overflow() throws {
        let big = try AnalysisReport(json: Self.report(hits: Int.max - 1).jsonText())
        #expect(throws: ReportMergeError(.overflow(field: "routes[0].hits", left: Int.max - 1, right: Int.max - 1))) {
            try big.merged(with: big)
        }
        let error = try #require(throws: ReportMergeError.self) { try big.merged(with: big) }
        #expect(
            error.description
                == "cannot merge: 'routes[0].hits' would overflow (9223372036854775806 + 9223372036854775806 is more than 9223372036854775807)"
        )
        // Just under the limit still merges.
        let half = Self.report(hits: Int.max / 2)
        #expect(try half.merged(with: half).totals.matched == Int.max - 1)
    }

    @Test(
        "a report that contradicts itself is refused, naming the first contradiction's place",
        arguments: [
            (#""GET": 3"#, #""GET": 2"#, "routes[1].methods", "add up to 2, but the route has 3 hits"),
            (#""2xx": 1,"#, #""2xx": 2,"#, "routes[0].status", "add up to 2, but the route has 1 hits"),
            (#""lines": 28"#, #""lines": 29"#, "totals.lines", "is 28, but the inputs' lines add up to 29"),
            (
                "\"matched\": 11,\n    \"unmatched\": 11", "\"matched\": 12,\n    \"unmatched\": 10", "totals.matched",
                "is 12, but the routes' hits add up to 11"
            ),
            (#""total": 11"#, #""total": 12"#, "unmatched.total", "is 12, but totals.unmatched is 11"),
            ("[[1706695200, 1]]", "[[1706695200, 5]]", "routes[0].traffic", "holds 5 hits, more than the route's 1"),
        ])
    func contradictions(find: String, replace: String, path: String, message: String) throws {
        let golden = try RenderingTests.golden("shop.json")
        let damaged = golden.replacingFirst(find, with: replace)
        try #require(damaged != golden)
        #expect(throws: ReportDecodingError(path: path, offset: nil, message: "contradiction: \(message)")) {
            try AnalysisReport(json: damaged)
        }
    }

    @Test("latency bucket counts that add up past Int.max are refused, not trapped on")
    func latencyOverflow() throws {
        let report = PipelineFixtures.analyze(
            [PipelineFixtures.path("shop-timed.log")], table: try PipelineFixtures.shop(),
            format: .combinedWithRequestTime)
        let text = report.jsonText()
        let start = try #require(text.range(of: #""buckets": [["#))
        let end = try #require(text.range(of: "]]", range: start.upperBound..<text.endIndex))
        let damaged = text.replacingCharacters(
            in: start.lowerBound..<end.upperBound,
            with: #""buckets": [[1, 9223372036854775807], [2, 9223372036854775807]]"#)
        let error = try #require(throws: ReportDecodingError.self) { try AnalysisReport(json: damaged) }
        #expect(error.path.hasSuffix(".latency.histogram.buckets") && error.message.contains("add up past"))
    }

    @Test("the inputs two reports share (same path and size)")
    func sharedInputs() {
        let a = Self.report(hits: 1, input: "a.log", bytes: 10)
        let b = Self.report(hits: 1, input: "b.log", bytes: 10)
        let resized = Self.report(hits: 1, input: "a.log", bytes: 11)
        #expect(a.sharedInputs(with: a).map(\.path) == ["a.log"])
        #expect(a.sharedInputs(with: b).isEmpty && a.sharedInputs(with: resized).isEmpty)
        let merged = try? a.merged(with: b)
        #expect(merged?.sharedInputs(with: b).map(\.path) == ["b.log"])
    }

    @Test("windows: the same, or meeting bounded ones, merge; a filtered and an unfiltered one, or a gap, are refused")
    func windows() throws {
        let day: Int64 = 86_400
        let first = TimeWindow(since: 0, until: day)
        let second = TimeWindow(since: day, until: 2 * day)
        #expect(try AnalysisReport.mergedWindow(first, first) == first)
        #expect(try AnalysisReport.mergedWindow(first, second) == TimeWindow(since: 0, until: 2 * day))
        #expect(try AnalysisReport.mergedWindow(.all, .all) == .all)
        #expect(throws: ReportMergeError.self) { try AnalysisReport.mergedWindow(first, .all) }
        #expect(throws: ReportMergeError.self) { try AnalysisReport.mergedWindow(TimeWindow(since: 0), .all) }
        #expect(throws: ReportMergeError.self) {
            try AnalysisReport.mergedWindow(first, TimeWindow(since: 2 * day, until: 3 * day))
        }
        var windowed = Self.report(hits: 1)
        windowed.window = TimeWindow(since: 0)
        let error = try #require(throws: ReportMergeError.self) { try windowed.merged(with: Self.report(hits: 1)) }
        #expect(error.description.contains("since 1970-01-01T00:00:00Z, no end and no window (every request)"))
    }

    @Test(
        "log times up to year 9999 in every offset: one rule for writer and reader",
        arguments: [
            ("31/Dec/9999:23:59:59 -1400", nil), ("31/Dec/9999:23:59:59 +0000", "9999-12-31T23:59:59Z"),
            ("31/Dec/9999:23:59:59 +1400", "9999-12-31T09:59:59Z"), ("01/Jan/0000:00:00:00 +1400", nil),
            ("01/Jan/0000:00:00:00 -0100", "0000-01-01T01:00:00Z"),
        ] as [(String, String?)])
    func extremeTimes(time: String, expected: String?) throws {
        let line = "10.0.0.1 - - [\(time)] \"GET / HTTP/1.1\" 200 1 \"-\" \"x\"\n"
        let path = try PipelineFixtures.temporaryFile(Array(line.utf8), name: "edge.log")
        defer { PipelineFixtures.remove(path) }
        let report = PipelineFixtures.analyze([path], table: try PipelineFixtures.shop())
        #expect(report.totals.matched == 1)
        #expect(report.totals.untimed == (expected == nil ? 1 : 0))
        #expect(report.timeSpan.map { CivilCalendar.isoInstant($0.first) } == expected)
        let read = try AnalysisReport(json: report.jsonText())
        #expect(read == report)
        #expect(try read.merged(with: read).totals.matched == 2)
    }
}
