import Foundation
import Testing

/// File names are bytes: a name that isn't UTF-8 opens, and `-o` writes exactly that name.
@Suite("corridor: file names that aren't UTF-8")
struct NonUTF8FileNameTests {
    @Test func latin1NamesForInputAndOutput() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("access.log", LogFixtures.combined)
        // caf\xE9.log (Latin-1 é) holds the log; the report goes to r\xE9port.json.
        let script = """
            log=$(printf 'caf\\351.log'); out=$(printf 'r\\351port.json')
            cp access.log "$log" && "$0" analyze -r routes.txt "$log" -o "$out" --output json && test -s "$out" \
              && "$0" merge "$out" --output json > merged.json
            """
        #expect(try Self.shell(script, in: runner) == 0)
        // The exact bytes name the report: no U+FFFD spelling was created.
        var exact = Array(runner.path("r").utf8).map { CChar(bitPattern: $0) }
        exact += [CChar(bitPattern: 0xE9)] + Array("port.json".utf8).map { CChar(bitPattern: $0) } + [0]
        #expect(access(exact, F_OK) == 0)
        #expect(!FileManager.default.fileExists(atPath: runner.path("r\u{FFFD}port.json")))
        let merged = try runner.read("merged.json")
        #expect(merged.contains("\"matched\""))
    }

    /// Runs `script` with `sh -c` in the runner's directory, the binary as `$0`; returns its status.
    static func shell(_ script: String, in runner: CorridorRunner) throws -> Int32 {
        let binary = try #require(CorridorBinary.url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, binary.path]
        process.currentDirectoryURL = URL(fileURLWithPath: runner.path("."))
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("two names that differ only in bytes that aren't UTF-8 are two inputs, each named by its bytes")
    func namesDifferingInInvalidBytes() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        try runner.write("one.log", LogFixtures.combined)
        try runner.write("two.log", LogFixtures.combined + LogFixtures.combined)
        // caf\xE9.log (Latin-1 é) and caf\xE8.log (è): both U+FFFD to a lossy reading.
        let script = """
            mkdir logs && cp one.log "logs/$(printf 'caf\\351.log')" && cp two.log "logs/$(printf 'caf\\350.log')" \
              && "$0" analyze -r routes.txt "logs/$(printf 'caf\\351.log')" "logs/$(printf 'caf\\350.log')" \
                   --output json -o given.json \
              && "$0" analyze -r routes.txt logs --output json -o listed.json
            """
        #expect(try Self.shell(script, in: runner) == 0)
        let single = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "one.log", "--output", "json"]).stdout)
        let lines = try #require(single.int("totals.lines"))
        for report in ["given.json", "listed.json"] {
            let document = try JSONDocument(try runner.read(report))
            let paths = document.array("inputs").compactMap { ($0 as? [String: Any])?["path"] as? String }
            #expect(Set(paths) == ["logs/caf\\xE9.log", "logs/caf\\xE8.log"], "\(report): \(paths)")
            #expect(document.int("totals.lines") == 3 * lines, "\(report)")
        }
    }
}
