import CorridorLogInput
import Foundation

/// Whole-file reads for small inputs (routes files, JSON reports), with errors that name the file and
/// the system's reason.
enum FileBytes {
    /// The most bytes a routes file or an API description may have.
    static let routesLimit = 64 << 20
    /// The most bytes a JSON report (to merge, diff or suggest from) may have.
    static let reportLimit = 256 << 20

    /// The bytes of the file at `path` (`-` reads standard input to its end), refused past `limit`
    /// bytes (`what` names the kind of file in the error): `/dev/zero` or a huge file given by
    /// mistake ends in a clear error, not in memory exhaustion.
    ///
    /// - Throws: ``CommandFailure`` naming the file and the reason (`No such file or directory`,
    ///   `Is a directory`, too large, …).
    static func read(path: String, limit: Int = reportLimit, what: String = "file") throws(CommandFailure) -> [UInt8] {
        if path == "-" && StandardStreams.inputWasClosed { throw StandardStreams.closedInputFailure }
        let descriptor = path == "-" ? STDIN_FILENO : SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure(path: path, errno: errno) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            throw failure(path: path, errno: EISDIR)
        }
        let name = path == "-" ? "standard input" : path
        if (status.st_mode & S_IFMT) == S_IFREG && Int(status.st_size) > limit {
            throw .error("cannot read '\(name)': \(status.st_size) bytes is more than a \(what) may have (\(limit >> 20) MiB)")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path: path, errno: errno)
            }
            if count == 0 { return bytes }
            if bytes.count + count > limit {
                throw .error("cannot read '\(name)': more than \(limit >> 20) MiB, the most a \(what) may have")
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `bytes` to the file at `path`, replacing it.
    ///
    /// - Throws: ``CommandFailure`` naming the file and the reason.
    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let descriptor = SystemPath.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw failure(path: path, errno: errno, verb: "write") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path: path, errno: errno, verb: "write")
            }
            offset += count
        }
    }

    static func failure(path: String, errno code: Int32, verb: String = "read") -> CommandFailure {
        .error("cannot \(verb) '\(path == "-" ? "standard input" : path)': \(String(cString: strerror(code)))")
    }
}
