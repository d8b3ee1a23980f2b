import Foundation

/// Whole-file reads for small inputs (routes files, JSON reports), with errors that name the file and
/// the system's reason.
enum FileBytes {
    /// The bytes of the file at `path` (`-` reads standard input to its end).
    ///
    /// - Throws: ``CommandFailure`` naming the file and the reason (`No such file or directory`,
    ///   `Is a directory`, …).
    static func read(path: String) throws(CommandFailure) -> [UInt8] {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path: path, errno: errno) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            throw failure(path: path, errno: EISDIR)
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
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `bytes` to the file at `path`, replacing it.
    ///
    /// - Throws: ``CommandFailure`` naming the file and the reason.
    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
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
