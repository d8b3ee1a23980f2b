import Foundation
import Testing

/// The text report fits its reader's width, and its routes table can be cut and ordered.
@Suite("corridor analyze: the text report fits the terminal")
struct TextReportWidthCommandTests {
    func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid + "\nveryLongRouteNameThatKeepsGoingOnAndOnForeverAndEver GET /a/very/long/path/:id{int}\n")
        var log = LogFixtures.combined
        log += #"10.0.0.9 - - [31/Jan/2024:10:00:09 +0000] "GET /a/very/long/path/7?x=1 HTTP/1.1" 200 5 "-" "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36 with a tail long enough to wrap any terminal""# + "\n"
        try runner.write("access.log", log)
        return runner
    }

    @Test("no line is wider than --width; long cells end with …", arguments: [60, 80, 120])
    func width(columns: Int) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--width", String(columns)])
        #expect(result.status == 0, "\(result)")
        for line in result.stdout.split(separator: "\n") {
            #expect(line.count <= columns, "\(line.count) > \(columns): \(line)")
        }
        if columns < 100 { #expect(result.stdout.contains("…")) }
    }

    @Test("COLUMNS sets the width when --width is not given; --width 0 is no limit")
    func columnsVariable() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let narrow = try runner.run(["analyze", "-r", "routes.txt", "access.log"], environment: ["COLUMNS": "60"])
        #expect(narrow.stdout.contains("…"))
        let unlimited = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--width", "0"])
        #expect(!unlimited.stdout.contains("veryLongRouteNameThatKeep…"))
        #expect(unlimited.stdout.contains("veryLongRouteNameThatKeepsGoingOnAndOnForeverAndEver"))
    }

    @Test("--routes-top and --routes-sort")
    func routesTopAndSort() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let top = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--routes-top", "1", "--width", "0"])
        #expect(top.stdout.contains("more hit routes (--routes-top)"))
        let byName = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--routes-sort", "name", "--width", "0"])
        #expect(byName.status == 0)
        let bad = try runner.run(["analyze", "-r", "routes.txt", "access.log", "--routes-sort", "loudest"])
        #expect(bad.status == 2)
    }

    @Test("no colour when standard output is not a terminal, nor with NO_COLOR")
    func noColourWhenPiped() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let piped = try runner.run(["analyze", "-r", "routes.txt", "access.log"])
        #expect(!piped.stdout.contains("\u{1B}["))
        let noColor = try runner.run(["analyze", "-r", "routes.txt", "access.log"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }
}
