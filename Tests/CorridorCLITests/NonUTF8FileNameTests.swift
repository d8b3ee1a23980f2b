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
        let binary = try #require(CorridorBinary.url)
        // caf\xE9.log (Latin-1 é) holds the log; the report goes to r\xE9port.json.
        let script = """
            log=$(printf 'caf\\351.log'); out=$(printf 'r\\351port.json')
            cp access.log "$log" && "$0" analyze -r routes.txt "$log" -o "$out" --output json && test -s "$out" \
              && "$0" merge "$out" --output json > merged.json
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, binary.path]
        process.currentDirectoryURL = URL(fileURLWithPath: runner.path("."))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // The exact bytes name the report: no U+FFFD spelling was created.
        var exact = Array(runner.path("r").utf8).map { CChar(bitPattern: $0) }
        exact += [CChar(bitPattern: 0xE9)] + Array("port.json".utf8).map { CChar(bitPattern: $0) } + [0]
        #expect(access(exact, F_OK) == 0)
        #expect(!FileManager.default.fileExists(atPath: runner.path("r\u{FFFD}port.json")))
        let merged = try runner.read("merged.json")
        #expect(merged.contains("\"matched\""))
    }
}
