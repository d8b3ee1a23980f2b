import CorridorLogInput
import Foundation

/// A buffered writer to standard output or a file, for output too large to build in memory
/// (`corridor generate` of millions of lines) and for every report and listing the commands print:
/// a write that fails (a full disk, `> /dev/full`, a closed pipe) is a ``CommandFailure`` naming the
/// destination, never output silently lost.
final class ByteSink {
    private let descriptor: Int32
    private let path: String
    /// For a file: it is written to a temporary file beside it (`.NAME.corridor-PID.tmp`), renamed over it by
    /// ``finish()``; the value is the temporary file's slot in ``TemporaryOutputs`` (nil when none was free).
    private var temporary: Int??
    private var finished = false
    private var buffer: [UInt8] = []
    private let capacity = 1 << 20

    /// Standard output (`nil` or `-`), or the file at `path`: written to a temporary file beside it, which
    /// ``finish()`` renames over `path` once complete — an interrupted or failed run leaves a previous `path`
    /// as it was.
    ///
    /// - Throws: ``CommandFailure`` when the file cannot be created there.
    init(path: String?) throws(CommandFailure) {
        if let path, path != "-", !Self.isRegularOrAbsent(path) {
            // A device, a FIFO or a link (`-o /dev/stdout`, `-o /dev/full`, a named pipe, a link to a file
            // kept elsewhere): written to as it is — a rename would replace it with a regular file.
            descriptor = SystemPath.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
            guard descriptor >= 0 else { throw FileBytes.failure(path: path, errno: errno, verb: "write") }
            self.path = path
        } else if let path, path != "-" {
            var slot: Int?
            descriptor = SystemPath.withCString(path) { finalName in
                Self.withTemporaryName(finalName) { temporaryName in
                    // Recorded before it exists: a signal between its creation and its record would leave it
                    // behind (the handler's unlink of a name not yet created does nothing).
                    slot = TemporaryOutputs.register(temporaryName)
                    let descriptor = open(temporaryName, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                    if descriptor < 0, let registered = slot {
                        let failure = errno
                        TemporaryOutputs.unregister(registered)
                        slot = nil
                        errno = failure
                    }
                    return descriptor
                }
            }
            guard descriptor >= 0 else { throw FileBytes.failure(path: path, errno: errno, verb: "write") }
            self.path = path
            temporary = slot
        } else {
            if StandardStreams.outputWasClosed {
                throw .error("cannot write to standard output: it is closed (name a file with -o)")
            }
            descriptor = STDOUT_FILENO
            self.path = "standard output"
        }
        buffer.reserveCapacity(capacity)
    }

    /// Whether `path` names a regular file (not through a link) or nothing yet.
    private static func isRegularOrAbsent(_ path: String) -> Bool {
        var info = stat()
        guard SystemPath.withCString(path, { lstat($0, &info) }) == 0 else { return true }
        return (info.st_mode & S_IFMT) == S_IFREG
    }

    deinit {
        if descriptor != STDOUT_FILENO { close(descriptor) }
        if !finished, let temporary { discard(temporary) }
    }

    private func discard(_ slot: Int?) {
        _ = SystemPath.withCString(path) { finalName in
            Self.withTemporaryName(finalName) { unlink($0) }
        }
        if let slot { TemporaryOutputs.unregister(slot) }
    }

    /// Calls `body` with the temporary name of `finalName`: the same raw bytes (a non-UTF-8 name stays one) with
    /// a `.` before the last component and `.corridor-PID.tmp` after it.
    private static func withTemporaryName<Result>(
        _ finalName: UnsafePointer<CChar>, _ body: (UnsafePointer<CChar>) -> Result
    ) -> Result {
        let raw = Array(UnsafeBufferPointer(start: finalName, count: strlen(finalName)))
        let cut = raw.lastIndex(of: CChar(UInt8(ascii: "/"))).map { $0 + 1 } ?? 0
        var temporaryName = Array(raw[..<cut]) + [CChar(UInt8(ascii: "."))] + Array(raw[cut...])
        temporaryName += Array(".corridor-\(getpid()).tmp".utf8CString)
        return temporaryName.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Writes out everything buffered and, for a file, makes it the output: synced to disk, then renamed over
    /// the destination in one step. Standard output is just flushed.
    ///
    /// - Throws: ``CommandFailure`` when a write, the sync or the rename fails (the temporary file is removed,
    ///   a previous output file is left as it was).
    func finish() throws(CommandFailure) {
        try flush()
        guard let temporary, !finished else { return }
        if fsync(descriptor) != 0 && errno != EINVAL {
            let code = errno
            discard(temporary)
            finished = true
            throw CommandFailure.error("cannot write '\(path)': \(String(cString: strerror(code)))")
        }
        let renamed = SystemPath.withCString(path) { finalName in
            Self.withTemporaryName(finalName) { rename($0, finalName) }
        }
        finished = true
        if renamed != 0 {
            let code = errno
            discard(temporary)
            throw CommandFailure.error("cannot write '\(path)': \(String(cString: strerror(code)))")
        }
        if let slot = temporary { TemporaryOutputs.unregister(slot) }
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
                let code = errno
                if let temporary {
                    discard(temporary)
                    finished = true
                }
                throw CommandFailure.error("cannot write '\(path)': \(String(cString: strerror(code)))")
            }
            offset += count
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
