import Foundation
import Testing

/// Runs the built `corridor` binary in a scratch directory, with standard input from a file
/// (or `/dev/null`) and standard output and error captured in files (so neither can fill a pipe).
struct CorridorRunner {
    /// The working directory of the runs (a fresh temporary directory).
    let directory: URL

    /// A runner in a new, empty temporary directory.
    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("corridor-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Removes the temporary directory.
    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The absolute path of `name` inside the directory.
    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` inside the directory and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `name` inside the directory and returns its path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The contents of `name` inside the directory.
    func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Runs `corridor arguments…`, feeding `stdin` (none: `/dev/null`); `stdoutPath` sends standard
    /// output to that file (e.g. `/dev/full`) instead of capturing it.
    func run(
        _ arguments: [String], stdin: String? = nil, stdoutPath: String? = nil, environment: [String: String] = [:]
    ) throws -> CommandResult {
        let binary = try #require(
            CorridorBinary.url, "the built 'corridor' executable was not found next to the test bundle")
        let id = UUID().uuidString
        let outURL = directory.appendingPathComponent(".stdout-\(id)")
        let errURL = directory.appendingPathComponent(".stderr-\(id)")
        let inURL = directory.appendingPathComponent(".stdin-\(id)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
            try? FileManager.default.removeItem(at: inURL)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = try FileHandle(forWritingTo: stdoutPath.map { URL(fileURLWithPath: $0) } ?? outURL)
        let error = try FileHandle(forWritingTo: errURL)
        let input: FileHandle
        if let stdin {
            try Data(stdin.utf8).write(to: inURL)
            input = try FileHandle(forReadingFrom: inURL)
        } else {
            input = try #require(FileHandle(forReadingAtPath: "/dev/null"))
        }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        try input.close()
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
