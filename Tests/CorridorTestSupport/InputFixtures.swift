import CorridorAnalyzer
import CorridorReport
import Foundation

/// The input-side fixture files (Fixtures/input) and scratch files for tests that need broken copies of them.
package enum InputFixtures {
    /// Path of a fixture in Fixtures/input.
    package static func path(_ name: String) -> String {
        guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("the Fixtures resource directory is missing from the test bundle")
        }
        return directory.appendingPathComponent("input").appendingPathComponent(name).path
    }

    /// The bytes of a fixture.
    package static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// Where scratch files go: /dev/shm when there is one (tests write thousands of broken copies of fixtures), else
    /// the temporary directory.
    package static let scratchBase: String =
        FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()

    /// Writes `bytes` to `name` in a new directory of its own; returns the file's path. (Plain POSIX writes:
    /// Foundation's `Data.write` syncs each file to disk.)
    package static func temporaryFile(_ bytes: [UInt8], name: String = "input.log") throws -> String {
        let directory = URL(fileURLWithPath: scratchBase).appendingPathComponent("corridor-input-\(UUID().uuidString)")
        guard mkdir(directory.path, 0o700) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        let path = directory.appendingPathComponent(name).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            guard result > 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            written += result
        }
        return path
    }

    /// Removes a file made by ``temporaryFile(_:name:)`` and its directory.
    package static func remove(_ path: String) {
        unlink(path)
        rmdir(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// True when `prefix` is the start of `whole` (memcmp: the tests compare many large arrays in debug builds).
    package static func isPrefix(_ prefix: [UInt8], of whole: [UInt8]) -> Bool {
        guard prefix.count <= whole.count else { return false }
        return prefix.withUnsafeBytes { a in
            whole.withUnsafeBytes { b in prefix.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, prefix.count) == 0 }
        }
    }

    /// Everything an input decodes to, read with `readSize`-byte reads, and the error that ended it, if any.
    package static func readAll(_ stream: CorridorAnalyzer.InputStream, readSize: Int = 1 << 16) -> (
        bytes: [UInt8], error: InputError?
    ) {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: readSize)
        while true {
            let result = buffer.withUnsafeMutableBytes { raw -> Result<Int, InputError> in
                do throws(InputError) {
                    return .success(try stream.read(into: raw))
                } catch {
                    return .failure(error)
                }
            }
            switch result {
            case .success(0): return (output, nil)
            case .success(let count): output.append(contentsOf: buffer[0..<count])
            case .failure(let error): return (output, error)
            }
        }
    }

    /// Opens `path` and reads it to its end (or its error).
    package static func decode(
        path: String, readSize: Int = 1 << 16,
        inputBufferSize: Int = CorridorAnalyzer.InputStream.defaultInputBufferSize
    )
        throws(InputError) -> (bytes: [UInt8], error: InputError?)
    {
        let stream = try CorridorAnalyzer.InputStream.open(path: path, inputBufferSize: inputBufferSize)
        defer { stream.close() }
        return readAll(stream, readSize: readSize)
    }

    /// The lines a file of `bytes` is read as (decoded and maybe rewritten, in reads of `readSize`), and the error
    /// that ended it.
    package static func decodedLines(
        of bytes: [UInt8], readSize: Int = 1 << 16, inputBufferSize: Int = 1 << 18
    ) throws -> (lines: [String], error: InputError?) {
        let path = try temporaryFile(bytes)
        defer { remove(path) }
        let (decoded, error) = try decode(path: path, readSize: readSize, inputBufferSize: inputBufferSize)
        return (lines(of: decoded).map { String(decoding: $0, as: UTF8.self) }, error)
    }

    /// The lines a file of `lines`, each ended by a line feed, is read as (``decodedLines(of:readSize:inputBufferSize:)``).
    package static func decodedLines(ofLines lines: [String], readSize: Int = 1 << 16) throws -> (
        lines: [String], error: InputError?
    ) {
        try decodedLines(of: Array((lines.joined(separator: "\n") + "\n").utf8), readSize: readSize)
    }

    /// The lines of `bytes` split at `\n` (a last line without `\n` included), as the chunker should deliver them.
    package static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if bytes.last == 0x0A || bytes.isEmpty { lines.removeLast() }
        return lines
    }

    /// All chunks of an input, and the error that ended it, if any.
    package static func chunks(of stream: CorridorAnalyzer.InputStream, chunkSize: Int) -> (
        chunks: [LineChunk], error: InputError?
    ) {
        var chunker = LineChunker(input: stream, chunkSize: chunkSize)
        var chunks: [LineChunk] = []
        while true {
            do throws(InputError) {
                guard let chunk = try chunker.next() else { return (chunks, nil) }
                chunks.append(chunk)
            } catch {
                return (chunks, error)
            }
        }
    }
}
