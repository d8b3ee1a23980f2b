@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

@Suite("Traffic over time: per-route hits per bucket, one ladder width, exact under any split")
struct TrafficBucketTests {
    static let hour = TrafficLadder.hour
    static let day = TrafficLadder.day
    static let start = TimeAnalysisTests.iso("2026-11-21T00:00:00Z")

    static let ladderCases: [(span: Int64, minimum: Int64, width: Int64, buckets: Int64)] = [
        (0, hour, hour, 1),
        (600, hour, hour, 1),  // ten minutes
        (86_399, hour, hour, 24),  // a day
        (399 * 3600, hour, hour, 400),  // 16.6 days of hours, the most that fit
        (400 * 3600, hour, day, 17),
        (90 * 86_400, hour, day, 91),  // a quarter
        (90 * 86_400, day, day, 91),
        (3600, day, day, 1),  // --bucket 1d on an hour of traffic
        (500 * 86_400, hour, 2 * day, 251),
        (3 * 365 * 86_400, hour, 4 * day, 275),  // three years
        (40 * 365 * 86_400, hour, 64 * day, 229),  // forty years
    ]

    @Test(
        "the width is the smallest ladder width (at least the minimum) whose buckets over the span are at most 400",
        arguments: TrafficBucketTests.ladderCases)
    func ladderWidth(span: Int64, minimum: Int64, width: Int64, buckets: Int64) {
        let last = Self.start + span
        let chosen = TrafficLadder.width(covering: Self.start, last, atLeast: minimum)
        #expect(chosen == width)
        #expect(TrafficLadder.bucketCount(first: Self.start, last: last, width: chosen) == buckets)
        #expect(buckets <= TrafficLadder.maximumBuckets)
        #expect(TrafficLadder.isWidth(chosen))
    }

    @Test("ladder widths: 1h, then days in powers of two; floor division before 1970")
    func ladder() {
        #expect([3600, 86_400, 172_800, 345_600].allSatisfy(TrafficLadder.isWidth))
        #expect(![60, 7200, 3 * 86_400, 7 * 86_400, 0].contains(where: TrafficLadder.isWidth))
        #expect(TrafficLadder.width(atLeast: 1) == 3600 && TrafficLadder.width(atLeast: 3 * 86_400) == 4 * 86_400)
        #expect(TrafficLadder.index(of: -1, width: 3600) == -1)
        #expect(TrafficLadder.index(of: -3600, width: 3600) == -1)
        #expect(TrafficLadder.index(of: 3599, width: 3600) == 0)
        #expect(TrafficLadder.text(3600) == "1h" && TrafficLadder.text(4 * 86_400) == "4d")
    }

    /// The buckets of `times` (route, seconds) computed directly: width from the whole span, counts by floor division.
    static func expected(_ times: [(route: Int, seconds: Int64)], routes: Int, minimum: Int64) -> (Int64, [[TrafficBucket]]) {
        guard let first = times.map(\.seconds).min(), let last = times.map(\.seconds).max() else { return (minimum, []) }
        let width = TrafficLadder.width(covering: first, last, atLeast: minimum)
        var perRoute = Array(repeating: [Int64: Int](), count: routes)
        for (route, seconds) in times { perRoute[route][TrafficLadder.index(of: seconds, width: width) * width, default: 0] += 1 }
        return (width, perRoute.map { $0.sorted { $0.key < $1.key }.map { TrafficBucket(start: $0.key, hits: $0.value) } })
    }

    /// Random request times over `span` seconds from a seed, mostly in time order with some out of order.
    static func times(seed: UInt64, count: Int, span: Int64, routes: Int) -> [(route: Int, seconds: Int64)] {
        var random = SplitMix64(seed: seed)
        var clock = start
        return (0..<count).map { _ in
            let route = Int(random.next() % UInt64(routes))
            clock += Int64(random.next() % UInt64(max(1, 2 * span / Int64(count))))
            let jitter = random.next() % 8 == 0 ? -Int64(random.next() % 7200) : 0
            return (route, clock + jitter)
        }
    }

    static let splitCases: [(seed: UInt64, span: Int64, minimum: Int64)] = [
        (1, 3 * 3600, hour),
        (2, 20 * 86_400, hour),  // crosses 400 hours: widens to days mid-stream
        (3, 3 * 365 * 86_400, hour),  // years
        (4, 10 * 86_400, day),
    ]

    @Test(
        "counted one by one (widening on the way), split over workers and merged: always the direct computation",
        arguments: TrafficBucketTests.splitCases)
    func splitsAndMerges(seed: UInt64, span: Int64, minimum: Int64) {
        let routes = 5
        let times = Self.times(seed: seed, count: 5_000, span: span, routes: routes)
        let (width, expected) = Self.expected(times, routes: routes, minimum: minimum)
        var single = RouteTraffic(routeCount: routes, minimumWidth: minimum)
        for (route, seconds) in times { single.record(route: route, seconds: seconds) }
        #expect(single.width == width)
        #expect((0..<routes).map { single.buckets(route: $0) } == expected)
        for parts in [2, 3, 8] {
            // Interleaved and contiguous splits: overlapping and disjoint spans.
            for interleaved in [true, false] {
                var shards = Array(repeating: RouteTraffic(routeCount: routes, minimumWidth: minimum), count: parts)
                for (position, time) in times.enumerated() {
                    let shard = interleaved ? position % parts : position * parts / times.count
                    shards[shard].record(route: time.route, seconds: time.seconds)
                }
                var merged = shards[parts - 1]
                for shard in shards.dropLast().reversed() { merged.merge(shard) }
                #expect(merged == single, "\(parts) shards, interleaved: \(interleaved)")
            }
        }
    }

    static let lines = TimeAnalysisTests.lines

    @Test("the analyzer's traffic: UTC buckets whatever the offset; untimed and outside-window requests in none")
    func analyzerTraffic() throws {
        let report = try TimeAnalysisTests.run(Self.lines)
        // Span 2026-10-01 … 2026-11-23: 53 days, more than 400 hours: 1-day buckets.
        #expect(report.trafficBucketSeconds == Self.day)
        let user = try #require(report.routes.first { $0.name == "user" })
        #expect(
            user.traffic == [
                TrafficBucket(start: TimeAnalysisTests.iso("2026-11-21T00:00:00Z"), hits: 2),
                TrafficBucket(start: TimeAnalysisTests.iso("2026-11-23T00:00:00Z"), hits: 1),
            ])
        #expect(user.hits == 4)  // the fourth has no time: in no bucket
        let legacy = try #require(report.routes.first { $0.name == "legacy" })
        #expect(legacy.traffic.map(\.start) == ["2026-10-01T00:00:00Z", "2026-10-05T00:00:00Z"].map(TimeAnalysisTests.iso))
        #expect(report.routes.first { $0.name == "admin" }?.traffic == [])
        // A window of two days: hours again, and only the requests inside.
        let windowed = try TimeAnalysisTests.run(
            Self.lines,
            window: TimeWindow(since: TimeAnalysisTests.iso("2026-11-21T00:00:00Z"), until: TimeAnalysisTests.iso("2026-11-23T00:00:00Z")))
        #expect(windowed.trafficBucketSeconds == Self.hour)
        #expect(windowed.routes.first { $0.name == "user" }?.traffic == [TrafficBucket(start: TimeAnalysisTests.iso("2026-11-21T03:00:00Z"), hits: 2)])
        #expect(windowed.routes.flatMap(\.traffic).reduce(0) { $0 + $1.hits } == 3)
        let json = report.jsonText()
        #expect(json.contains(#""trafficBucketSeconds": 86400"#))
        #expect(json.contains(#""traffic": [[1790812800, 1], [1791158400, 1]]"#))  // legacy: 2026-10-01, 2026-10-05
        #expect(try AnalysisReport(json: json).jsonText() == json)
    }

    @Test("jobs 1/2/8 and small chunks give byte-identical traffic")
    func jobsIdentical() throws {
        let times = Self.times(seed: 9, count: 3_000, span: 30 * 86_400, routes: 3)
        let lines = Self.log(times)
        let reference = try Self.named(TimeAnalysisTests.run(lines, jobs: 1, chunkSize: 4096)).jsonText()
        #expect(reference.contains(#""trafficBucketSeconds": 86400"#))
        for jobs in [2, 8] {
            #expect(try Self.named(TimeAnalysisTests.run(lines, jobs: jobs, chunkSize: 4096)).jsonText() == reference)
        }
    }

    /// `report` with its input named `time.log` (the test's temporary path differs from run to run).
    static func named(_ report: AnalysisReport) -> AnalysisReport {
        var report = report
        report.inputs[0].path = "time.log"
        return report
    }

    /// Combined lines for `times` (routes 0, 1, 2: home, user, legacy), at rotating UTC offsets.
    static func log(_ times: [(route: Int, seconds: Int64)]) -> [String] {
        let paths = ["/", "/user/1", "/legacy/2"]
        return times.map { time in
            #"10.0.0.1 - - [\#(clf(time.seconds))] "GET \#(paths[time.route]) HTTP/1.1" 200 5 "-" "curl/8""#
        }
    }

    /// `21/Nov/2026:05:06:37 +0000`, at a rotating offset so that the log is multi-time-zone.
    static func clf(_ seconds: Int64) -> String {
        let offsets: [(text: String, seconds: Int64)] = [("+0000", 0), ("+0530", 19_800), ("-0800", -28_800)]
        let offset = offsets[Int(seconds % 3)]
        let local = seconds + offset.seconds
        let (date, time) = (CivilCalendar.isoInstant(local).prefix(10), CivilCalendar.isoInstant(local).dropFirst(11).prefix(8))
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let parts = date.split(separator: "-")
        return "\(parts[2])/\(months[Int(parts[1])! - 1])/\(parts[0]):\(time) \(offset.text)"
    }

    @Test("merging shard reports (overlapping or disjoint in time) gives the single run's traffic, byte for byte")
    func shardMerge() throws {
        let times = Self.times(seed: 11, count: 2_000, span: 40 * 86_400, routes: 3)
        let lines = Self.log(times)
        let single = try TimeAnalysisTests.run(lines)
        // Disjoint: the first 5 % (a day or two: hourly buckets) and the rest (daily). Overlapping: every third line.
        let cut = lines.count / 20
        let splits = [
            [Array(lines[..<cut]), Array(lines[cut...])],
            (0..<3).map { part in lines.enumerated().filter { $0.offset % 3 == part }.map(\.element) },
        ]
        for shards in splits {
            let reports = try shards.map { try AnalysisReport(json: TimeAnalysisTests.run($0).jsonText(compact: true)) }
            #expect(reports[0].trafficBucketSeconds! <= single.trafficBucketSeconds!)
            let merged = try #require(try AnalysisReport.merge(reports))
            #expect(merged.trafficBucketSeconds == single.trafficBucketSeconds)
            #expect(merged.routes.map(\.traffic) == single.routes.map(\.traffic))
        }
    }

    @Test(
        "bad traffic in a report is an error naming the place",
        arguments: [
        (#""trafficBucketSeconds": 7200"#, "trafficBucketSeconds", "not a bucket width"),
        (#""traffic": [[1706695201, 1]]"#, "routes[1].traffic[0][0]", "not a multiple of trafficBucketSeconds"),
        (#""traffic": [[1706695200, 0]]"#, "routes[1].traffic[0][1]", "positive hit count"),
        (#""traffic": [[1706695200]]"#, "routes[1].traffic[0]", "expected [start, hits]"),
        ])
    func badTraffic(replacement: String, path: String, reason: String) throws {
        let json = try ReportFixtures.shopReport().jsonText()
        let original = replacement.hasPrefix(#""trafficBucketSeconds""#) ? #""trafficBucketSeconds": 3600"# : #""traffic": [[1706695200, 3]]"#
        #expect(json.contains(original))
        let broken = json.replacingFirst(original, with: replacement)
        let error = #expect(throws: ReportDecodingError.self) { try AnalysisReport(json: broken) }
        #expect(error?.description.contains(path) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
    }

    @Test("a report without traffic (written before it existed) merges into one without traffic")
    func oldReports() throws {
        let report = try ReportFixtures.shopReport()
        var old = report
        old.trafficBucketSeconds = nil
        for index in old.routes.indices { old.routes[index].traffic = [] }
        let json = old.jsonText().replacingFirst(#""trafficBucketSeconds": null,"#, with: "")
        let read = try AnalysisReport(json: json)
        #expect(read.trafficBucketSeconds == nil)
        let merged = try report.merged(with: read)
        #expect(merged.trafficBucketSeconds == nil && merged.routes.allSatisfy { $0.traffic.isEmpty })
    }
}

@Suite("The data's time span: every timed request in the window, URL or not")
struct TimeSpanTests {
    @Test("requests that are not URLs and unmatched ones move the span and the stale reference; merge takes the union")
    func span() throws {
        let lines = [
            #"10.0.0.1 - - [21/Nov/2026:10:00:00 +0000] "GET /user/1 HTTP/1.1" 200 5 "-" "curl/8""#,
            #"10.0.0.9 - - [20/Nov/2026:00:00:00 +0000] "GET /nowhere HTTP/1.1" 404 0 "-" "x""#,
            #"10.0.0.9 - - [24/Nov/2026:00:00:00 +0000] "OPTIONS * HTTP/1.1" 200 0 "-" "x""#,
        ]
        let report = try TimeAnalysisTests.run(lines)
        #expect(report.totals.invalidRequests == 1 && report.totals.unmatched == 1)
        let span = TimeRange(first: TimeAnalysisTests.iso("2026-11-20T00:00:00Z"), last: TimeAnalysisTests.iso("2026-11-24T00:00:00Z"))
        #expect(report.timeSpan == span)
        let options = ReportRenderOptions(staleAfter: .age(86_400))
        #expect(report.staleReference(options) == span.last)
        #expect(report.staleRoutes(options).map(\.name).contains("user"))  // last hit 2026-11-21, more than a day before
        let json = report.jsonText(options: options)
        #expect(json.contains(#""timeSpan": {"#) && json.contains(#""lastSeen": "2026-11-24T00:00:00Z""#))
        let read = try AnalysisReport(json: json)
        #expect(read.timeSpan == span)
        let windowed = try TimeAnalysisTests.run(lines, window: TimeWindow(since: nil, until: TimeAnalysisTests.iso("2026-11-23T00:00:00Z")))
        #expect(windowed.timeSpan?.last == TimeAnalysisTests.iso("2026-11-21T10:00:00Z"))
        // A windowed report and an unfiltered one don't merge (no window would say what the sum covers).
        #expect(throws: ReportMergeError.self) { try read.merged(with: windowed) }
        let earlier = try TimeAnalysisTests.run([
            #"10.0.0.1 - - [19/Nov/2026:08:00:00 +0000] "GET /user/2 HTTP/1.1" 200 5 "-" "curl/8""#
        ])
        let merged = try read.merged(with: earlier)
        #expect(merged.timeSpan == TimeRange(first: TimeAnalysisTests.iso("2026-11-19T08:00:00Z"), last: span.last))
    }
}
