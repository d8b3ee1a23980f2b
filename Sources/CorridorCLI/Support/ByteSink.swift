import CorridorLogInput
import Foundation

/// A buffered writer to standard output or a file, for output too large to build in memory
/// (`corridor generate` of millions of lines) and for every report and listing the commands print:
/// a write that fails (a full disk, `> /dev/full`, a closed pipe) is a ``CommandFailure`` naming the
/// destination, never output silently lost.
final class ByteSink {
    private let descriptor: Int32
    private let path: String
    private var buffer: [UInt8] = []
    private let capacity = 1 << 20

    /// Standard output (`nil` or `-`), or the file at `path`, created or truncated.
    ///
    /// - Throws: ``CommandFailure`` when the file cannot be opened.
    init(path: String?) throws(CommandFailure) {
        if let path, path != "-" {
            descriptor = SystemPath.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
            guard descriptor >= 0 else { throw FileBytes.failure(path: path, errno: errno, verb: "write") }
            self.path = path
        } else {
            if StandardStreams.outputWasClosed {
                throw .error("cannot write to standard output: it is closed (name a file with -o)")
            }
            descriptor = STDOUT_FILENO
            self.path = "standard output"
        }
        buffer.reserveCapacity(capacity)
    }

    deinit {
        if descriptor != STDOUT_FILENO { close(descriptor) }
    }

    /// Appends `text` and a line feed.
    func writeLine(_ text: String) throws(CommandFailure) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { try flush() }
    }

    /// Appends `text` as it is.
    func write(_ text: String) throws(CommandFailure) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Writes out everything buffered.
    func flush() throws(CommandFailure) {
        var offset = 0
        while offset < buffer.count {
            let count = buffer[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure.error("cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
            offset += count
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
