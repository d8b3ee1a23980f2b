import CorridorCore
import Testing

/// Large inputs are handled (in linear time, bounded memory) or refused with a clear message. The
/// suite runs them once; speed is measured in Benchmarks/, never asserted here.
@Suite("Limits")
struct LimitsTests {
    @Test("100,000 routes compile, match and lint")
    func manyRoutes() throws {
        var lines: [String] = []
        for index in 0..<100_000 {
            lines.append(index % 2 == 0 ? "GET /r\(index)/:id{int}/items" : "/s\(index % 977)/x\(index)/*")
        }
        let text = lines.joined(separator: "\n")
        let table = try RoutesFile.parse(text, path: "big.routes")
        #expect(table.count == 100_000)
        #expect(table.match("/r99998/5/items", method: "GET") == .matched(99_998))
        #expect(table.match("/s\(99_999 % 977)/x99999/a/b") == .matched(99_999))
        #expect(table.match("/r99998/x/items", method: "GET") == .unmatched)
        #expect(RoutesFile.check(text, path: "big.routes").isEmpty)
    }

    @Test("lint of many same-shape routes stops at its budget and says so")
    func lintBudget() throws {
        let text = (0..<3_000).map { "/:p\($0)/x\($0)" }.joined(separator: "\n")
        let table = try RoutesFile.parse(text, path: "shape.routes")
        let lint = RouteLinter.lint(table, budget: 100_000)
        #expect(!lint.complete)
        #expect(lint.findings.isEmpty)
        #expect(RouteLinter.lint(table, budget: 10_000_000).complete)
    }

    @Test("a 10 KB format parses; a 10 KB malformed one is refused with its column")
    func longFormat() throws {
        let segments = (0..<1_500).map { "seg\($0)" }
        let format = "/" + segments.joined(separator: "/") + "/:last{int}"
        #expect(format.utf8.count > 10_000)
        let table = try RouteTable(formats: [format])
        #expect(table.match("/" + segments.joined(separator: "/") + "/42") == .matched(0))
        let broken = String(repeating: "/a", count: 5_000) + "/:x{int"
        #expect(throws: FormatError(format: broken, column: 10_004, reason: .unterminatedBrace)) {
            try FormatParser().parse(broken)
        }
    }

    @Test("1,000-segment paths match against 1,000-segment formats and catch-alls")
    func deepPaths() throws {
        let deep = "/" + Array(repeating: ":s{int}", count: 1_000).enumerated().map { ":s\($0.offset){int}" }
            .joined(separator: "/")
        let table = try RouteTable(formats: [deep, "/a/*"])
        let url = "/" + (0..<1_000).map(String.init).joined(separator: "/")
        #expect(table.match(url) == .matched(0))
        #expect(table.match("/a/" + Array(repeating: "x", count: 1_000).joined(separator: "/")) == .matched(1))
        #expect(table.captures(route: 0, target: url).count == 1_000)
    }

    @Test("a URL with 10,000 query items")
    func manyQueryItems() throws {
        let table = try RouteTable(formats: ["/q?:a{int}&:b{'x'}&:c{[int]?}"])
        let items = (0..<10_000).map { "k\($0)=\($0)" }.joined(separator: "&")
        #expect(table.match("/q?" + items + "&a=1&b=x") == .matched(0))
        #expect(table.match("/q?a=1&b=x&" + items) == .matched(0))
        #expect(table.match("/q?a=1&" + items) == .unmatched)
        #expect(ReferenceMatcher(table: table).match("/q?" + items + "&a=1&b=x") == .matched(0))
    }
}
