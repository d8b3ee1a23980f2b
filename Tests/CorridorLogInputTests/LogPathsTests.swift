@testable import CorridorLogInput
import Foundation
import Testing
import CorridorTestSupport

/// A directory given as a log stands for the files under it (`LogPaths.entries(of:)`), as cloud services deliver logs.
@Suite("Log paths: directories of logs")
struct LogPathsTests {
    /// A fresh directory holding `files` (relative paths; parents made), and the links `links` (name → target).
    static func tree(_ files: [String], links: [String: String] = [:]) throws -> URL {
        let root = URL(fileURLWithPath: InputFixtures.scratchBase).appendingPathComponent(
            "corridor-paths-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
        }
        return root
    }

    /// The paths `LogPaths.entries(of:)` gives for `paths`.
    static func files(_ paths: [String]) throws(InputError) -> [String] {
        try LogPaths.entries(of: paths).map(\.path)
    }

    @Test("every file under a directory, at any depth, in name order; hidden names passed over; the rest as given")
    func filesUnderADirectory() throws {
        let root = try Self.tree([
            "AWSLogs/2026/11/28/b.log.gz", "AWSLogs/2026/11/27/z.log.gz", "AWSLogs/2026/11/27/a.log.gz",
            "AWSLogs/2026/11/27/.a.log.gz.partial", "AWSLogs/.cache/x.log", "AWSLogs/2026/ELBAccessLogTestFile",
            "AWSLogs/2026/11/27/A.log", "single.log",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let logs = root.appendingPathComponent("AWSLogs").path
        let single = root.appendingPathComponent("single.log").path
        let missing = root.appendingPathComponent("missing.log").path
        let expanded = try LogPathsTests.files(["-", logs, single, missing])
        #expect(
            expanded == [
                "-", logs + "/2026/11/27/A.log", logs + "/2026/11/27/a.log.gz", logs + "/2026/11/27/z.log.gz",
                logs + "/2026/11/28/b.log.gz", logs + "/2026/ELBAccessLogTestFile", single, missing,
            ])
        // A trailing slash gives the same files.
        #expect(try LogPathsTests.files([logs + "/"]) == Array(expanded[1...5]))
    }

    @Test("links are followed, and a directory reached twice (a link back up) is read once")
    func linksAndCycles() throws {
        let root = try Self.tree(["logs/a.log", "other/b.log"], links: ["logs/up": "..", "logs/more": "../other"])
        defer { try? FileManager.default.removeItem(at: root) }
        let logs = root.appendingPathComponent("logs").path
        #expect(try LogPathsTests.files([logs]) == [logs + "/a.log", logs + "/more/b.log"])
        // A directory given twice, or one inside another given, is read each time it is given, as a file named twice.
        #expect(
            try LogPathsTests.files([logs, logs + "/more", logs]) == [
                logs + "/a.log", logs + "/more/b.log", logs + "/more/b.log", logs + "/a.log", logs + "/more/b.log",
            ])
    }

    @Test("a directory without a file, or with hidden ones only, is an error naming it")
    func emptyDirectory() throws {
        let root = try Self.tree(["full/a.log", "hidden/.a.log", "hidden/.git/config"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("empty/nested"), withIntermediateDirectories: true)
        for name in ["empty", "hidden"] {
            let path = root.appendingPathComponent(name).path
            #expect(
                throws: InputError(
                    path: path, offset: nil,
                    reason: "no log file in this directory (names starting with `.` are passed over)")
            ) {
                try LogPathsTests.files([root.appendingPathComponent("full").path, path])
            }
        }
    }

    @Test("a file whose name is not UTF-8 is found under a directory and opens")
    func nonUTF8Name() throws {
        let root = try Self.tree([])
        defer { try? FileManager.default.removeItem(at: root) }
        var raw = Array(root.path.utf8).map { CChar(bitPattern: $0) } + Array("/caf".utf8).map { CChar(bitPattern: $0) }
        raw += [CChar(bitPattern: 0xE9)] + Array(".log".utf8).map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(raw, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        _ = write(descriptor, "GET /a\n", 7)
        close(descriptor)
        let expanded = try LogPathsTests.files([root.path])
        try #require(expanded.count == 1)
        let stream = try InputStream.open(path: expanded[0])
        defer { stream.close() }
        #expect(stream.encoding == .plain)
    }
}

/// `--files-from`: a list of paths, as `find -print` or `find -print0` writes it (`LogPaths.listed(in:)`).
@Suite("Log paths: lists of paths")
struct LogPathListTests {
    @Test(
        "one path a line (CR before LF dropped, empty lines passed over), or NUL-separated when the list holds a NUL",
        arguments: [
            ("a.log\nlogs/b.log.gz\n\nc d.log\n", ["a.log", "logs/b.log.gz", "c d.log"]),
            ("a.log\r\nb.log\r\n", ["a.log", "b.log"]),
            ("a.log\0with\nnewline.log\0\0b.log", ["a.log", "with\nnewline.log", "b.log"]),
            ("last-without-newline.log", ["last-without-newline.log"]),
            ("", []),
        ])
    func listed(text: String, expected: [String]) throws {
        let list = try InputFixtures.temporaryFile(Array(text.utf8), name: "list.txt")
        defer { InputFixtures.remove(list) }
        #expect(try LogPaths.listed(in: list) == expected)
    }

    @Test("a path whose name is not UTF-8 opens as listed")
    func nonUTF8Path() throws {
        let root = try LogPathsTests.tree([])
        defer { try? FileManager.default.removeItem(at: root) }
        var raw = Array(root.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".log".utf8)
        let descriptor = open(raw.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        _ = write(descriptor, "GET /a\n", 7)
        close(descriptor)
        raw.append(UInt8(ascii: "\n"))
        let list = try InputFixtures.temporaryFile(raw, name: "list.txt")
        defer { InputFixtures.remove(list) }
        let listed = try LogPaths.listed(in: list)
        try #require(listed.count == 1)
        let stream = try InputStream.open(path: listed[0])
        defer { stream.close() }
        #expect(stream.encoding == .plain)
    }

    @Test("a list that cannot be opened is an error naming it")
    func missingList() {
        #expect(
            throws: InputError(
                path: "/nonexistent/list.txt", offset: nil, reason: "cannot open: No such file or directory")
        ) {
            try LogPaths.listed(in: "/nonexistent/list.txt")
        }
    }
}
