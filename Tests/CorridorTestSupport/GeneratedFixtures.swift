import CorridorAnalyzer
import CorridorCore
import CorridorLogGenerator
import CorridorReport
import Foundation

/// The generated logs bundled with the repository, described by how they are made: the tests check
/// the files still decode to exactly what the generator makes, and `CORRIDOR_WRITE_FIXTURES=DIR`
/// writes the plain texts to DIR for re-creating them (then `zstd -19` / `gzip -9` the compressed ones).
package enum GeneratedFixtures {
    /// One bundled generated log.
    package struct Log {
        /// File name (in `fixtures/` or `Tests/CorridorTestSupport/Fixtures/logs/`).
        package let file: String
        /// The routes file it was generated for (same directory).
        package let routes: String
        /// Lines.
        package let lines: Int
        /// Generator configuration.
        package let configuration: LogGenerator.Configuration

        /// The text the file decodes to.
        package func text(table: RouteTable) -> String {
            var generator = LogGenerator(routes: table, configuration: configuration)
            return generator.text(lines: lines)
        }

        /// The generated lines.
        package func generatedLines(table: RouteTable) -> [GeneratedLine] {
            var generator = LogGenerator(routes: table, configuration: configuration)
            return generator.lines(lines)
        }
    }

    package static let idle: Set<String> = ["adminAudit", "legacyShop", "logout"]

    /// The demo logs in `fixtures/`: one sample of `demo.routes` traffic, stored three ways (plain,
    /// zstd, gzip) so that the three encodings must give the same report.
    package static let demo = ["demo-access.log", "demo-access.log.zst", "demo-access.log.gz"].map {
        Log(
            file: $0, routes: "demo.routes", lines: 700,
            configuration: .init(seed: 1, includesRequestTime: false, idleRoutes: idle))
    }

    /// Compressed logs of the shop table for the bad-input tests (truncated at test time).
    package static let shop = [
        Log(file: "generated.log.zst", routes: "shop.routes", lines: 3000, configuration: .init(seed: 99)),
        Log(file: "generated.log.gz", routes: "shop.routes", lines: 3000, configuration: .init(seed: 99)),
    ]

    /// The repository root (from this file's path).
    package static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Path of a demo file at the repository root.
    package static func demoPath(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("fixtures").appendingPathComponent(name).path
    }

    /// The demo routes.
    package static func demoTable() throws -> RouteTable {
        try RoutesFile.parse(String(contentsOfFile: demoPath("demo.routes"), encoding: .utf8), path: "demo.routes")
    }

    /// Writes every fixture's plain text to `CORRIDOR_WRITE_FIXTURES` when it is set; returns whether it did.
    package static func writeIfRequested() throws -> Bool {
        guard let directory = ProcessInfo.processInfo.environment["CORRIDOR_WRITE_FIXTURES"] else { return false }
        let demoTable = try demoTable()
        let shopTable = try PipelineFixtures.shop()
        for log in demo {
            try log.text(table: demoTable).write(
                toFile: directory + "/" + log.file + ".txt", atomically: true, encoding: .utf8)
        }
        for log in shop {
            try log.text(table: shopTable).write(
                toFile: directory + "/" + log.file + ".txt", atomically: true, encoding: .utf8)
        }
        return true
    }

    /// Everything an input decodes to, and its error.
    package static func decode(_ path: String) throws -> (text: String, error: InputError?) {
        let input = try InputStream.open(path: path)
        defer { input.close() }
        var bytes: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            do throws(InputError) {
                let count = try input.read(into: buffer)
                if count == 0 { break }
                bytes += buffer[0..<count]
            } catch {
                return (String(decoding: bytes, as: UTF8.self), error)
            }
        }
        return (String(decoding: bytes, as: UTF8.self), nil)
    }
}
