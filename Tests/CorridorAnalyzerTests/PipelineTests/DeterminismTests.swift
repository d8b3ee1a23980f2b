@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogGenerator
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Results do not depend on the number of workers")
struct DeterminismTests {
    @Test("jobs 1, 2 and 8 give byte-identical JSON (small chunks, a table that overflows)")
    func jobsGiveIdenticalJSON() throws {
        let table = try PipelineFixtures.table("github.routes")
        let log = try PipelineFixtures.generatedLog(table: table, lines: 4000, seed: 7)
        defer { PipelineFixtures.remove(log.path) }
        // 8 KiB chunks: ~100 chunks in flight over the workers; 16 counters: the heavy-hitter tables evict.
        let renderings = [1, 2, 8, 2].map { jobs in
            PipelineFixtures.analyze([log.path], table: table, jobs: jobs, chunkSize: 8 << 10, capacity: 16).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(!report.unmatched.exact)
        #expect(report.totals.lines == 4000)
    }

    @Test(
        "jobs 1, 2 and 8 give byte-identical JSON on a realistic high-cardinality mix",
        arguments: [16, AnalyzerOptions.defaultHeavyHitterCapacity])
    func jobsGiveIdenticalJSONOnRealisticMix(capacity: Int) throws {
        let table = try PipelineFixtures.table("github.routes")
        let configuration = LogGenerator.Configuration(seed: 23, unmatchedShare: 0.6, unmatchedMix: .realistic)
        let log = try PipelineFixtures.generatedLog(table: table, lines: 6000, seed: 23, configuration: configuration)
        defer { PipelineFixtures.remove(log.path) }
        let renderings = [1, 2, 8, 2].map { jobs in
            PipelineFixtures.analyze([log.path], table: table, jobs: jobs, chunkSize: 16 << 10, capacity: capacity)
                .jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(!report.unmatched.exact)
        #expect(report.unmatched.total > 3000)
        #expect(report.unmatched.paths.count == capacity)
        if capacity == AnalyzerOptions.defaultHeavyHitterCapacity {
            // Retired-API ids collapse into suggested formats.
            #expect(
                report.unmatched.suggestions.contains { $0.format == "/api/v1/orders/:orderId{int}" && $0.hits > 10 })
        }
    }

    @Test("several inputs read in parallel give the report of reading them one by one")
    func parallelInputs() throws {
        let table = try PipelineFixtures.table("github.routes")
        var paths: [String] = []
        defer { paths.forEach(PipelineFixtures.remove) }
        for seed in [51, 52, 53, 54] as [UInt64] {
            let configuration = LogGenerator.Configuration(seed: seed, unmatchedShare: 0.3, unmatchedMix: .realistic)
            paths.append(
                try PipelineFixtures.generatedLog(table: table, lines: 1500, seed: seed, configuration: configuration)
                    .path)
        }
        let renderings = [1, 4, 3].map { jobs in
            PipelineFixtures.analyze(paths, table: table, jobs: jobs, chunkSize: 8 << 10, capacity: 32).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(report.inputs.map(\.path) == paths)
        #expect(report.inputs.allSatisfy { $0.lines == 1500 })
        // Each input's tables are combined first, so the run's path table is the merge of the inputs' reports.
        let merged = try AnalysisReport.merge(
            paths.map { PipelineFixtures.analyze([$0], table: table, jobs: 2, chunkSize: 8 << 10, capacity: 32) })
        #expect(merged?.unmatched.paths == report.unmatched.paths)
        #expect(merged?.unmatched.errorBound == report.unmatched.errorBound)
    }

    @Test("the chunk size changes nothing while the heavy-hitter tables stay exact")
    func chunkSizeIrrelevantWhenExact() throws {
        let table = try PipelineFixtures.shop()
        let log = try PipelineFixtures.generatedLog(table: table, lines: 3000, seed: 11)
        defer { PipelineFixtures.remove(log.path) }
        let small = PipelineFixtures.analyze([log.path], table: table, jobs: 2, chunkSize: 1000)
        let large = PipelineFixtures.analyze([log.path], table: table, jobs: 2)
        #expect(small.unmatched.exact)
        #expect(small == large)
    }

    @Test("a line longer than the chunk size is still one line")
    func longLine() throws {
        let table = try PipelineFixtures.shop()
        let long =
            "203.0.113.7 - - [31/Jan/2024:10:00:00 +0000] \"GET /search?q=" + String(repeating: "a", count: 50_000)
            + " HTTP/1.1\" 200 1 \"-\" \"-\"\n"
        let text = long + long + "203.0.113.7 - - [31/Jan/2024:10:00:00 +0000] \"GET / HTTP/1.1\" 200 1 \"-\" \"-\"\n"
        let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: "long.log")
        defer { PipelineFixtures.remove(path) }
        let report = PipelineFixtures.analyze([path], table: table, jobs: 2, chunkSize: 4096)
        #expect(report.totals.lines == 3)
        #expect(report.routes.first { $0.name == "search" }?.hits == 2)
        #expect(report.routes.first { $0.name == "home" }?.hits == 1)
    }

    /// The same requests as an ALB log (fields read out of one split pass, a byte count joined to it by its ` "`),
    /// a CloudFront log (33 tab-separated columns, the unread tail counted, URL-encoded agents decoded per chunk) and
    /// an IIS log (`+` for spaces in agents), in chunks of a few dozen lines.
    static func vendorLogs(lines: Int) -> [(name: String, text: String)] {
        let agents = ["Mozilla/5.0 (X11; Linux x86_64) Firefox/122.0", "curl/8.5.0", "Go-http-client/2.0", "a+b (c)"]
        let targets = ["/", "/products/7", "/products/12?ref=mail", "/search?q=shoes", "/nowhere/3", "/files/a/b.png"]
        var alb = ""
        var cloudFront =
            "#Version: 1.0\n#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken x-forwarded-for ssl-protocol ssl-cipher x-edge-response-result-type cs-protocol-version fle-status fle-encrypted-fields c-port time-to-first-byte x-edge-detailed-result-type sc-content-type sc-content-len sc-range-start sc-range-end\n"
        var iis =
            "#Software: Microsoft Internet Information Services 10.0\n#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken\n"
        for index in 0..<lines {
            let agent = agents[index % agents.count]
            let target = targets[(index * 7) % targets.count]
            let (path, query) =
                target.contains("?")
                ? (String(target.split(separator: "?")[0]), String(target.split(separator: "?")[1])) : (target, "-")
            let method = index % 5 == 0 ? "PUT" : "GET"
            let second = String(format: "%02d", index % 60)
            let minute = String(format: "%02d", (index / 60) % 60)
            let millis = 1 + (index * 37) % 900
            let client = "192.0.2.\(index % 200)"
            let encoded = agent.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "+", with: "%2B")
            let plus = agent.replacingOccurrences(of: "+", with: "%2B").replacingOccurrences(of: " ", with: "+")
            alb +=
                "https 2026-11-21T05:\(minute):\(second).123456Z app/shop/50dc6c495c0c9188 \(client):4\(index % 10)532 10.0.0.5:80 0.000 \(Double(millis) / 1000) 0.000 200 200 34 \(index) \"\(method) https://shop.example.com:443\(target) HTTP/1.1\" \"\(agent)\" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-east-2:123456789012:targetgroup/shop/73e2d6bc24d8a067 \"Root=1-58337262-36d228ad5d99923122bbe354\" \"shop.example.com\" \"-\" 0 2026-11-21T05:\(minute):\(second).111000Z \"forward\" \"-\" \"-\" \"10.0.0.5:80\" \"200\" \"-\" \"-\" TID_1\n"
            cloudFront +=
                "2026-11-21\t05:\(minute):\(second)\tIAD89-P1\t512\t\(client)\t\(method)\td1.cloudfront.net\t\(path)\t200\t-\t\(encoded)\t\(query)\t-\tMiss\tX\(index)==\tshop.example.com\thttps\t34\t\(Double(millis) / 1000)\t-\tTLSv1.3\tTLS_AES_128_GCM_SHA256\tMiss\tHTTP/2.0\t-\t-\t46532\t0.001\tMiss\tapplication/json\t512\t-\t-\n"
            iis +=
                "2026-11-21 05:\(minute):\(second) 10.0.0.5 \(method) \(path) \(query) 443 - \(client) \(plus) - 200 0 0 \(millis)\n"
        }
        return [("alb.log", alb), ("cloudfront.log", cloudFront), ("iis.log", iis)]
    }

    @Test("ALB, CloudFront and IIS logs: jobs 1, 2 and 8 give byte-identical JSON, and the three give the same hits")
    func vendorLayoutsGiveIdenticalJSON() throws {
        let table = try PipelineFixtures.shop()
        var hitsByLog: [[String: Int]] = []
        for (name, text) in Self.vendorLogs(lines: 1500) {
            let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: name)
            defer { PipelineFixtures.remove(path) }
            let renderings = [1, 2, 8, 2].map { jobs in
                PipelineFixtures.analyze([path], table: table, format: .auto, jobs: jobs, chunkSize: 8 << 10).jsonText()
            }
            #expect(renderings.allSatisfy { $0 == renderings[0] }, "\(name)")
            let report = try AnalysisReport(json: renderings[0])
            #expect(report.totals.lines - report.totals.directives == 1500, "\(name)")
            #expect(report.totals.untimed == 0 && report.totals.malformed == 0, "\(name)")
            hitsByLog.append(Dictionary(uniqueKeysWithValues: report.routes.map { ($0.name, $0.hits) }))
            let product = try #require(report.routes.first { $0.name == "product" })
            #expect(product.latency != nil, "\(name)")
            let agents = Set(try #require(product.agents).rows.map(\.key))
            #expect(
                agents.isSubset(of: [
                    "Mozilla/5.0 (X11; Linux x86_64) Firefox/122.0", "curl/8.5.0", "Go-http-client/2.0", "a+b (c)",
                ]), "\(name): \(agents)")
        }
        #expect(hitsByLog.allSatisfy { $0 == hitsByLog[0] })
    }

    @Test(
        "gcloud's YAML documents: jobs 1, 2 and 8 give byte-identical JSON, and the hits of the same requests in ALB's log"
    )
    func yamlDocumentsGiveIdenticalJSON() throws {
        let table = try PipelineFixtures.shop()
        let targets = ["/", "/products/7", "/products/12?ref=mail", "/search?q=shoes", "/nowhere/3", "/files/a/b.png"]
        var yaml = ""
        for index in 0..<1500 {
            let target = targets[(index * 7) % targets.count]
            let method = index % 5 == 0 ? "PUT" : "GET"
            let second = String(format: "%02d", index % 60)
            let minute = String(format: "%02d", (index / 60) % 60)
            // gcloud writes the first entry without a marker; a long agent folded over two lines.
            yaml +=
                (index == 0 ? "" : "---\n") + "httpRequest:\n  latency: 0.0\(index % 90 + 10)s\n"
                + "  remoteIp: 192.0.2.\(index % 200)\n  requestMethod: \(method)\n"
                + "  requestUrl: https://shop.example.com\(target)\n  status: 200\n"
                + "  userAgent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML,\n    like Gecko)\n"
                + "insertId: \(index)\nlogName: projects/shop/logs/requests\n"
                + "timestamp: '2026-11-21T05:\(minute):\(second).123456Z'\n"
        }
        let path = try PipelineFixtures.temporaryFile(Array(yaml.utf8), name: "lb.yaml")
        defer { PipelineFixtures.remove(path) }
        let renderings = [1, 2, 8, 2].map { jobs in
            PipelineFixtures.analyze([path], table: table, format: .auto, jobs: jobs, chunkSize: 8 << 10).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(report.totals.lines == 1500 && report.totals.untimed == 0 && report.totals.malformed == 0)
        let (name, alb) = try #require(Self.vendorLogs(lines: 1500).first)
        let albPath = try PipelineFixtures.temporaryFile(Array(alb.utf8), name: name)
        defer { PipelineFixtures.remove(albPath) }
        let albReport = try AnalysisReport(
            json: PipelineFixtures.analyze([albPath], table: table, format: .auto, jobs: 2, chunkSize: 8 << 10)
                .jsonText())
        #expect(
            Dictionary(uniqueKeysWithValues: report.routes.map { ($0.name, $0.hits) })
                == Dictionary(uniqueKeysWithValues: albReport.routes.map { ($0.name, $0.hits) }))
    }

    /// The IIS log of ``vendorLogs(lines:)`` as a server that restarts writes it: a new header every `every` lines,
    /// its `#Fields:` alternating between IIS's default columns and another order and choice of them.
    static func iisWithChangingFields(lines: Int, every: Int) throws -> String {
        let single = try #require(vendorLogs(lines: lines).first { $0.name == "iis.log" }).text
        let entries = single.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let standard =
            "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken"
        let reordered = "#Fields: time date cs-method cs-uri-stem cs-uri-query sc-status time-taken c-ip cs(User-Agent)"
        var text = ""
        for (index, entry) in entries.enumerated() {
            let block = index / every
            if index % every == 0 {
                text += "#Software: Microsoft Internet Information Services 10.0\n#Version: 1.0\n"
                text += (block % 2 == 0 ? standard : reordered) + "\n"
            }
            guard block % 2 == 1 else {
                text += entry + "\n"
                continue
            }
            let column = entry.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            // date time s-ip method stem query port user c-ip agent referer status substatus win32 taken
            text +=
                [column[1], column[0], column[3], column[4], column[5], column[11], column[14], column[8], column[9]]
                .joined(separator: " ") + "\n"
        }
        return text
    }

    @Test(
        "W3C #Fields changing mid-file: each block read in its columns, the hits of one layout, jobs 1/2/8 identical",
        arguments: [LogFormatSpec.auto, try LogFormatSpec("w3c")])
    func w3cFieldsChangingMidFile(format: LogFormatSpec) throws {
        let table = try PipelineFixtures.shop()
        let single = try #require(Self.vendorLogs(lines: 1500).first { $0.name == "iis.log" }).text
        let singlePath = try PipelineFixtures.temporaryFile(Array(single.utf8), name: "iis.log")
        defer { PipelineFixtures.remove(singlePath) }
        let expected = PipelineFixtures.analyze([singlePath], table: table, format: .auto, jobs: 2)
        let changing = try Self.iisWithChangingFields(lines: 1500, every: 70)
        let path = try PipelineFixtures.temporaryFile(Array(changing.utf8), name: "iis-restarts.log")
        defer { PipelineFixtures.remove(path) }
        let renderings = [1, 2, 8, 2].map { jobs in
            PipelineFixtures.analyze([path], table: table, format: format, jobs: jobs, chunkSize: 8 << 10).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(report.totals.malformed == 0 && report.totals.untimed == 0)
        #expect(report.totals.lines - report.totals.directives == 1500)
        #expect(report.totals.directives == 3 * ((1500 + 69) / 70))
        #expect(report.routes.map(\.hits) == expected.routes.map(\.hits))
        #expect(report.routes.map(\.status) == expected.routes.map(\.status))
        #expect(report.routes.map(\.methods) == expected.routes.map(\.methods))
        #expect(report.routes.map(\.latency) == expected.routes.map(\.latency))
        #expect(report.routes.map(\.seen) == expected.routes.map(\.seen))
    }

    @Test(
        "W3C #Fields changing mid-file in a tab-separated log (CloudFront's v2 fields, none x-edge-): time-taken in seconds in every block, jobs 1/2/8 identical"
    )
    func tabSeparatedFieldsChangingMidFile() throws {
        let table = try PipelineFixtures.shop()
        let single = try #require(Self.vendorLogs(lines: 1500).first { $0.name == "iis.log" }).text
        let singlePath = try PipelineFixtures.temporaryFile(Array(single.utf8), name: "iis.log")
        defer { PipelineFixtures.remove(singlePath) }
        let expected = PipelineFixtures.analyze([singlePath], table: table, format: .auto, jobs: 2)
        // The same entries, tab-separated, their milliseconds written as seconds (`time-taken` is the last column of
        // the standard blocks, the seventh of the reordered ones).
        var standardBlock = true
        let tabbed =
            try Self.iisWithChangingFields(lines: 1500, every: 70).split(separator: "\n").map { line in
                guard !line.hasPrefix("#") else {
                    if line.hasPrefix("#Fields:") { standardBlock = line.hasPrefix("#Fields: date") }
                    return String(line)
                }
                var columns = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                let taken = standardBlock ? columns.count - 1 : 6
                let millis = Int(columns[taken])!
                columns[taken] = "\(millis / 1000)." + String(String(1000 + millis % 1000).dropFirst())
                return columns.joined(separator: "\t")
            }.joined(separator: "\n") + "\n"
        let path = try PipelineFixtures.temporaryFile(Array(tabbed.utf8), name: "cloudfront-v2.log")
        defer { PipelineFixtures.remove(path) }
        let renderings = [1, 2, 8].map { jobs in
            PipelineFixtures.analyze([path], table: table, format: .auto, jobs: jobs, chunkSize: 8 << 10).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(report.totals.malformed == 0 && report.totals.untimed == 0)
        #expect(report.routes.map(\.hits) == expected.routes.map(\.hits))
        #expect(report.routes.map(\.latency) == expected.routes.map(\.latency))
        #expect(report.routes.contains { $0.latency != nil })
    }

    @Test(
        "W3C lines with a time and no date take the day of the last #Date directive, in any chunk, for any --jobs",
        arguments: [LogFormatSpec.auto, try LogFormatSpec("w3c")])
    func w3cDateDirective(format: LogFormatSpec) throws {
        let table = try PipelineFixtures.shop()
        var text = ""
        for day in 0..<6 {
            text += "#Software: Example Server 1.0\n#Version: 1.0\n#Date: 2\(day)-Nov-2026 00:00:00\n"
            text += "#Fields: time c-ip cs-method cs-uri sc-status time-taken\n"
            for index in 0..<400 {
                let target = index % 3 == 0 ? "/products/\(index)" : "/search?q=\(index)"
                text +=
                    String(format: "%02d:%02d:%02d", index / 60 % 24, index % 60, index % 60)
                    + " 192.0.2.\(index % 50) GET \(target) 200 \(index % 9 + 1)\n"
            }
        }
        let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: "w3c-days.log")
        defer { PipelineFixtures.remove(path) }
        let renderings = [1, 2, 8].map { jobs in
            PipelineFixtures.analyze([path], table: table, format: format, jobs: jobs, chunkSize: 4 << 10).jsonText()
        }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = try AnalysisReport(json: renderings[0])
        #expect(report.totals.untimed == 0 && report.totals.malformed == 0)
        #expect(report.totals.directives == 6 * 4)
        let product = try #require(report.routes.first { $0.name == "product" })
        #expect(product.hits == 6 * 134)
        // First seen on the first day's first line, last seen on the last day's last product line (index 399).
        #expect(product.seen?.first == 1_795_132_800)
        let lastDay: Int64 = 1_795_564_800
        let lastTime: Int64 = 6 * 3600 + 39 * 60 + 39
        #expect(product.seen?.last == lastDay + lastTime)
    }

    @Test(
        "a W3C log's #GMT-Offset directive: its date and time columns are local times in that zone, read as UTC",
        arguments: [LogFormatSpec.auto, try LogFormatSpec("w3c")])
    func w3cGMTOffset(format: LogFormatSpec) throws {
        let table = try PipelineFixtures.shop()
        var text = "#Version: 1.0\n#GMT-Offset: -0800\n#Software: Oracle9iAS Web Cache/2.0.0.2.0\n"
        text += "#Fields:  c-ip  date  time  cs-method  cs-uri  sc-status  time-taken  cs(User-Agent)\n"
        for index in 0..<300 {
            text +=
                "192.0.2.\(index % 9)    2026-11-20    23:\(String(format: "%02d", index % 60)):00    GET    "
                + "/products/\(index)    200    12    \"Mozilla/4.5 [en] (WinNT; I)\"\n"
        }
        let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: "webcache.log")
        defer { PipelineFixtures.remove(path) }
        let renderings = [1, 2].map { jobs in
            PipelineFixtures.analyze([path], table: table, format: format, jobs: jobs, chunkSize: 4 << 10).jsonText()
        }
        #expect(renderings[0] == renderings[1])
        // Given as `w3c` too, the blank-padded, quoted columns the header declares are read as such.
        let report = try AnalysisReport(json: renderings[0])
        #expect(report.totals.untimed == 0 && report.totals.malformed == 0)
        let product = try #require(report.routes.first { $0.name == "product" })
        #expect(product.hits == 300)
        // 23:00 to 23:59 on 20 November at UTC-8: 07:00 to 07:59 on 21 November, UTC.
        let sevenUTC: Int64 = 1_795_219_200 + 7 * 3600
        let lastMinute: Int64 = 59 * 60
        #expect(product.seen?.first == sevenUTC)
        #expect(product.seen?.last == sevenUTC + lastMinute)
    }
}
