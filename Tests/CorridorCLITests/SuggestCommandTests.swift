import Foundation
import Testing

@Suite("corridor suggest")
struct SuggestCommandTests {
    @Test("an OpenAPI 3.1 document of the unmatched shapes, YAML by default, JSON by extension; errors named")
    func suggest() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        var log = LogFixtures.combined
        for (minute, id) in [17, 23, 99].enumerated() {
            log += "10.0.0.9 - - [31/Jan/2024:11:0\(minute):00 +0000] \"GET /widgets/\(id) HTTP/1.1\" 404 0 \"-\" \"app\"\n"
        }
        try runner.write("access.log", log)
        let analyzed = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--quiet", "-o", "report.json"])
        try #require(analyzed.status == 0, "\(analyzed)")
        let yaml = try runner.run(["suggest", "report.json"])
        #expect(yaml.status == 0, "\(yaml)")
        #expect(yaml.stdout.hasPrefix("openapi: 3.1.1\n"))
        #expect(yaml.stdout.contains("  /widgets/{widgetId}:\n"))
        #expect(yaml.stdout.contains("      x-corridor-hits: 3\n"))
        #expect(!yaml.stdout.contains("wp-login"))
        let json = try runner.run(["suggest", "report.json", "-o", "draft.json"])
        #expect(json.status == 0 && json.stdout.isEmpty, "\(json)")
        let document = try JSONDocument(try runner.read("draft.json"))
        #expect(document.string("openapi") == "3.1.1")
        #expect(document.string("paths./widgets/{widgetId}.parameters.0.schema.type") == "integer")
        let paths = try #require(document.value("paths") as? [String: Any])
        #expect(Array(paths.keys) == ["/widgets/{widgetId}"])

        let usage = try runner.run(["suggest", "report.json", "-o", "draft.txt"])
        #expect(usage.status == 2 && usage.stderr.contains("cannot tell the output format from 'draft.txt'"), "\(usage)")
        try runner.write("not.json", "routes")
        let bad = try runner.run(["suggest", "not.json"])
        #expect(bad.status == 1 && bad.stderr.contains("'not.json' is not a corridor JSON report"), "\(bad)")
    }
}
