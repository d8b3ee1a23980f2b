@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing
import CorridorTestSupport

@Suite("Top callers per route through the pipeline and report merging")
struct RouteCallersTests {
    /// A Combined log over the shop routes where `/products/N` has a skewed mix of many agents and addresses (more
    /// than a table keeps) and `/` a few; with the true counts per route name and caller.
    private static func skewedLog(lines: Int, seed: UInt64) -> (text: String, agents: [String: [String: Int]], clients: [String: [String: Int]]) {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var text = ""
        var agents: [String: [String: Int]] = [:]
        var clients: [String: [String: Int]] = [:]
        for _ in 0..<lines {
            let busy = next() % 4 != 0
            // Zipf-like: small ranks much more often.
            let rank = Int(next() % 200) / (1 + Int(next() % 8))
            let agent = busy ? "agent-\(rank) (\"q\")" : ["curl/8.5.0", "Go-http-client/2.0"][Int(next() % 2)]
            let client = busy ? "10.0.\(rank % 256).\(next() % 256)" : "2001:db8:\(next() % 3)::\(next() % 9)"
            let (route, target) = busy ? ("product", "/products/\(next() % 50)") : ("home", "/")
            agents[route, default: [:]][agent.replacingOccurrences(of: "\\\"", with: "\""), default: 0] += 1
            clients[route, default: [:]][client, default: 0] += 1
            let escaped = agent.replacingOccurrences(of: "\"", with: "\\\"")
            text += "\(client) - - [21/Nov/2026:05:06:37 +0200] \"GET \(target) HTTP/1.1\" 200 5 \"-\" \"\(escaped)\"\n"
        }
        return (text, agents, clients)
    }

    /// Every listed count is within its error of the truth, and every caller left out is within the bound.
    private static func expectWithinBounds(_ table: TopCallers, truth: [String: Int]) {
        let listed = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.key, $0) })
        for row in table.rows {
            let exact = truth[row.key] ?? 0
            #expect(row.count >= exact && row.count - row.error <= exact, "\(row.key): \(row.count) ±\(row.error) vs \(exact)")
            #expect(row.error <= table.errorBound)
        }
        for (key, count) in truth where listed[key] == nil { #expect(count <= table.errorBound, "\(key) left out") }
        #expect(table.rows.count <= table.capacity)
        if table.exact { #expect(table.rows.count == truth.count && table.rows.allSatisfy { $0.error == 0 }) }
    }

    @Test("jobs 1, 2 and 8 give byte-identical tables; counts within their bounds; JSON reads back")
    func jobsAndBounds() throws {
        let table = try PipelineFixtures.shop()
        let log = Self.skewedLog(lines: 6000, seed: 3)
        let path = try PipelineFixtures.temporaryFile(Array(log.text.utf8), name: "callers.log")
        defer { PipelineFixtures.remove(path) }
        let callers = CallerOptions(clients: true)
        let reports = [1, 2, 8].map { jobs in
            PipelineFixtures.analyze([path], table: table, jobs: jobs, chunkSize: 8 << 10, callers: callers)
        }
        let renderings = reports.map { $0.jsonText() }
        #expect(renderings.allSatisfy { $0 == renderings[0] })
        let report = reports[0]
        let product = try #require(report.routes.first { $0.name == "product" })
        let home = try #require(report.routes.first { $0.name == "home" })
        let productAgents = try #require(product.agents)
        #expect(!productAgents.exact)
        #expect(productAgents.capacity == CallerOptions.capacity)
        Self.expectWithinBounds(productAgents, truth: log.agents["product"]!)
        Self.expectWithinBounds(try #require(product.clients), truth: log.clients["product"]!)
        let homeAgents = try #require(home.agents)
        #expect(homeAgents.exact)
        #expect(Dictionary(uniqueKeysWithValues: homeAgents.rows.map { ($0.key, $0.count) }) == log.agents["home"]!)
        // A route never hit has empty exact tables.
        let admin = try #require(report.routes.first { $0.name == "adminReport" })
        #expect(admin.agents == TopCallers(capacity: CallerOptions.capacity, exact: true, errorBound: 0, rows: []))
        #expect(try AnalysisReport(json: renderings[0]) == report)
        #expect(report.textReport().contains("Top callers of the least-hit routes"))
    }

    @Test(
        "URL-encoded agents (W3C) are counted decoded: spellings that decode alike are one caller, for any jobs",
        arguments: [1, 2, 8])
    func encodedAgents(jobs: Int) throws {
        let table = try PipelineFixtures.shop()
        let fields = "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken\n"
        let agents = ["Mozilla/5.0+(X11;+Linux)", "Mozilla/5.0%20(X11;%20Linux)", "Mozilla%2F5.0+(X11;+Linux)", "curl/8.5.0", "a%2Bb", "a+b", "100%", "-"]
        var text = fields
        for index in 0..<400 {
            text += "2026-11-21 05:06:37 10.0.0.5 GET / - 443 - 192.0.2.7 \(agents[index % agents.count]) - 200 0 0 12\n"
        }
        let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: "encoded.log")
        defer { PipelineFixtures.remove(path) }
        let report = PipelineFixtures.analyze(
            [path], table: table, format: try LogFormatSpec("w3c"), jobs: jobs, chunkSize: 4 << 10)
        let home = try #require(report.routes.first { $0.name == "home" })
        let rows = Dictionary(uniqueKeysWithValues: try #require(home.agents).rows.map { ($0.key, $0.count) })
        #expect(rows == ["Mozilla/5.0 (X11; Linux)": 150, "curl/8.5.0": 50, "a+b": 50, "a b": 50, "100%": 50])
    }

    @Test("merged shards: exact tables equal the one run; overflowing ones stay within their bounds")
    func shards() throws {
        let table = try PipelineFixtures.shop()
        let log = Self.skewedLog(lines: 4000, seed: 9)
        let lines = log.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var paths: [String] = []
        defer { paths.forEach(PipelineFixtures.remove) }
        for shard in 0..<3 {
            let part = lines.enumerated().filter { $0.offset % 3 == shard }.map { $0.element + "\n" }.joined()
            paths.append(try PipelineFixtures.temporaryFile(Array(part.utf8), name: "shard\(shard).log"))
        }
        let callers = CallerOptions(clients: true, prefix: AddressPrefix(ipv4: 24, ipv6: 48))
        let reports = try paths.map { path in
            try AnalysisReport(
                json: PipelineFixtures.analyze([path], table: table, jobs: 2, chunkSize: 8 << 10, callers: callers)
                    .jsonText(compact: true))
        }
        let merged = try #require(try AnalysisReport.merge(reports))
        let single = PipelineFixtures.analyze(paths, table: table, jobs: 2, chunkSize: 8 << 10, callers: callers)
        let mergedHome = try #require(merged.routes.first { $0.name == "home" })
        let singleHome = try #require(single.routes.first { $0.name == "home" })
        #expect(mergedHome.agents == singleHome.agents)
        #expect(mergedHome.clients == singleHome.clients)
        #expect(mergedHome.clients?.rows.map(\.key).sorted() == ["2001:db8:1::/48", "2001:db8:2::/48", "2001:db8::/48"])
        #expect(mergedHome.clients?.prefix == AddressPrefix(ipv4: 24, ipv6: 48))
        let product = try #require(merged.routes.first { $0.name == "product" })
        #expect(product.agents?.exact == false)
        Self.expectWithinBounds(try #require(product.agents), truth: log.agents["product"]!)
        var networks: [String: Int] = [:]
        for (client, count) in log.clients["product"]! {
            networks[client.split(separator: ".").prefix(3).joined(separator: ".") + ".0/24", default: 0] += count
        }
        Self.expectWithinBounds(try #require(product.clients), truth: networks)

        // Tables of differently truncated addresses don't merge into one claiming a bound.
        let full = PipelineFixtures.analyze([paths[0]], table: table, jobs: 1, callers: CallerOptions(clients: true))
        let mixed = try full.merged(with: reports[1])
        #expect(mixed.routes.allSatisfy { $0.clients == nil && $0.agents != nil })
    }

    @Test("callers not in the format or not asked for are not reported")
    func notCounted() throws {
        let table = try PipelineFixtures.shop()
        let common = try PipelineFixtures.temporaryFile(
            Array("192.0.2.1 - - [21/Nov/2026:05:06:37 +0200] \"GET / HTTP/1.1\" 200 5\n".utf8), name: "common.log")
        defer { PipelineFixtures.remove(common) }
        let report = PipelineFixtures.analyze([common], table: table, format: try LogFormatSpec("common"))
        #expect(report.routes.allSatisfy { $0.agents == nil && $0.clients == nil })
        #expect(!report.jsonText().contains("topAgents"))
        let withIP = PipelineFixtures.analyze(
            [common], table: table, format: try LogFormatSpec("common"), callers: CallerOptions(clients: true))
        #expect(withIP.routes[0].clients?.rows == [HeavyHitter(key: "192.0.2.1", count: 1, error: 0)])
        let none = PipelineFixtures.analyze([common], table: table, callers: CallerOptions(agents: false))
        #expect(none.routes.allSatisfy { $0.agents == nil })
    }
}
