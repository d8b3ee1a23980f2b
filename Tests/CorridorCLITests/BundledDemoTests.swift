import Foundation
import Testing

/// The README's quick start: the bundled routes file and the bundled logs in `fixtures/`.
@Suite("bundled demo (fixtures/)")
struct BundledDemoTests {
    static let fixtures = CorridorBinary.packageRoot.appendingPathComponent("fixtures")

    @Test("fixtures/demo.routes checks clean")
    func routesFileIsClean() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["check", Self.fixtures.appendingPathComponent("demo.routes").path])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("error:"))
    }

    @Test("the zstd, gzip and plain demo logs: each read to its end, and one run over all three adds up")
    func everyEncoding() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let routes = Self.fixtures.appendingPathComponent("demo.routes").path
        let logs = [("demo-access.log.zst", "zstd"), ("demo-access.log.gz", "gzip"), ("demo-access.log", "plain")]
        var reports: [JSONDocument] = []
        for (name, encoding) in logs {
            let log = Self.fixtures.appendingPathComponent(name).path
            let result = try runner.run(["analyze", "--routes", routes, log, "--output", "json"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let report = try JSONDocument(result.stdout)
            #expect(report.string("inputs.0.encoding") == encoding)
            #expect(report.bool("complete") == true)
            #expect((report.int("totals.matched") ?? 0) > 0)
            reports.append(report)
        }
        let plain = try Data(contentsOf: Self.fixtures.appendingPathComponent("demo-access.log"))
        #expect(reports[2].int("totals.lines") == plain.count(where: { $0 == UInt8(ascii: "\n") }))

        let all = try runner.run(
            ["analyze", "--routes", routes, "--output", "json"]
                + logs.map { Self.fixtures.appendingPathComponent($0.0).path })
        #expect(all.status == 0, "\(all.stderr)")
        let combined = try JSONDocument(all.stdout)
        #expect(combined.int("totals.lines") == reports.compactMap { $0.int("totals.lines") }.reduce(0, +))
        #expect(combined.int("totals.matched") == reports.compactMap { $0.int("totals.matched") }.reduce(0, +))
        for (name, hits) in combined.hitsByRoute {
            #expect(hits == reports.compactMap { $0.hitsByRoute[name] }.reduce(0, +), "\(name)")
        }
    }
}
