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

    /// The demo log, stored three ways: the same bytes plain, zstd- and gzip-compressed.
    static let logs = [("demo-access.log", "plain"), ("demo-access.log.zst", "zstd"), ("demo-access.log.gz", "gzip")]

    @Test("the plain, zstd and gzip demo logs give the same report, and one run over all three adds up")
    func everyEncoding() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let routes = Self.fixtures.appendingPathComponent("demo.routes").path
        let plain = try Data(contentsOf: Self.fixtures.appendingPathComponent("demo-access.log"))
        var reports: [JSONDocument] = []
        var withoutInputs: [String] = []
        for (name, encoding) in Self.logs {
            let log = Self.fixtures.appendingPathComponent(name).path
            let result = try runner.run(["analyze", "--routes", routes, log, "--output", "json"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let report = try JSONDocument(result.stdout)
            #expect(report.string("inputs.0.encoding") == encoding)
            #expect(report.bool("complete") == true)
            #expect(report.int("totals.lines") == plain.count(where: { $0 == UInt8(ascii: "\n") }))
            #expect((report.int("totals.matched") ?? 0) > 0)
            reports.append(report)
            withoutInputs.append(try Self.withoutInputNames(report, path: log))
        }
        // Everything but the inputs' names, encodings and compressed sizes is the same.
        #expect(withoutInputs[1] == withoutInputs[0])
        #expect(withoutInputs[2] == withoutInputs[0])

        let all = try runner.run(
            ["analyze", "--routes", routes, "--output", "json"]
                + Self.logs.map { Self.fixtures.appendingPathComponent($0.0).path })
        #expect(all.status == 0, "\(all.stderr)")
        let combined = try JSONDocument(all.stdout)
        #expect(combined.int("totals.lines") == reports.compactMap { $0.int("totals.lines") }.reduce(0, +))
        #expect(combined.int("totals.matched") == 3 * (reports[0].int("totals.matched") ?? 0))
        for (name, hits) in combined.hitsByRoute {
            #expect(hits == 3 * (reports[0].hitsByRoute[name] ?? 0), "\(name)")
        }
    }

    /// The report as canonical JSON text without `inputs` and with the malformed samples' input
    /// (checked to be `path`) left out.
    static func withoutInputNames(_ report: JSONDocument, path: String) throws -> String {
        var root = try #require(report.root as? [String: Any])
        root["inputs"] = nil
        var malformed = try #require(root["malformed"] as? [String: Any])
        let samples = try #require(malformed["samples"] as? [[String: Any]])
        #expect(!samples.isEmpty)
        #expect(samples.allSatisfy { $0["input"] as? String == path })
        malformed["samples"] = samples.map { $0.filter { $0.key != "input" } }
        root["malformed"] = malformed
        let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
