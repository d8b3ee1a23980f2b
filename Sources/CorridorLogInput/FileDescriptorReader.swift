import Glibc
import Synchronization

/// Raw bytes of one input through POSIX `read`, with the byte offset reached so far.
///
/// For a regular file the size at open time is remembered: reaching the end of the file earlier means that the file
/// shrank while it was read (truncated or rotated in place), which is reported instead of silently dropping the rest.
final class FileDescriptorReader: Sendable {
    /// The input's path as given (`-` for standard input).
    let path: String
    /// Size of a regular file when it was opened; nil for pipes, terminals and other streams.
    let fileSize: Int64?
    /// When a regular file (also one given as standard input) was last modified, in seconds since the epoch; nil for
    /// pipes, terminals and other streams.
    let modificationSeconds: Int64?
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let bytesRead = Atomic<Int64>(0)
    private let closed = Atomic<Bool>(false)
    private let ended = Atomic<Bool>(false)

    private init(
        path: String, descriptor: Int32, ownsDescriptor: Bool, fileSize: Int64?, modificationSeconds: Int64?
    ) {
        self.path = path
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.fileSize = fileSize
        self.modificationSeconds = modificationSeconds
    }

    deinit {
        close()
    }

    /// Opens `path` for reading (`-` = standard input). A directory or an unreadable path is an ``InputError``.
    static func open(path: String) throws(InputError) -> FileDescriptorReader {
        let descriptor: Int32
        let owns: Bool
        if path == "-" {
            descriptor = STDIN_FILENO
            owns = false
        } else {
            var opened: Int32
            repeat {
                opened = SystemPath.withCString(path) { Glibc.open($0, O_RDONLY | O_CLOEXEC) }
            } while opened < 0 && errno == EINTR
            descriptor = opened
            if descriptor < 0 {
                throw InputError(path: path, offset: nil, reason: "cannot open: \(Self.errorText(errno))")
            }
            owns = true
        }
        var info = stat()
        if fstat(descriptor, &info) != 0 {
            let code = errno
            if owns { _ = Glibc.close(descriptor) }
            throw InputError(path: path, offset: nil, reason: "cannot stat: \(Self.errorText(code))")
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR {
            if owns { _ = Glibc.close(descriptor) }
            throw InputError(path: path, offset: nil, reason: "is a directory, not a log file")
        }
        let size: Int64? = kind == S_IFREG && path != "-" ? Int64(info.st_size) : nil
        let modified: Int64? = kind == S_IFREG ? Int64(info.st_mtim.tv_sec) : nil
        return FileDescriptorReader(
            path: path, descriptor: descriptor, ownsDescriptor: owns, fileSize: size, modificationSeconds: modified)
    }

    /// Bytes read from the descriptor so far (the offset of the next byte). Safe to read from any thread.
    var offset: Int64 { bytesRead.load(ordering: .relaxed) }

    /// Reads up to `count` bytes; returns 0 at the end of the input (and from then on). Retries on `EINTR`.
    func read(into destination: UnsafeMutableRawPointer, count: Int) throws(InputError) -> Int {
        if closed.load(ordering: .relaxed) {
            throw InputError(path: path, offset: offset, reason: "read after close")
        }
        if ended.load(ordering: .relaxed) { return 0 }
        while true {
            let result = Glibc.read(descriptor, destination, count)
            if result > 0 {
                bytesRead.add(Int64(result), ordering: .relaxed)
                return result
            }
            if result == 0 {
                ended.store(true, ordering: .relaxed)
                let reached = offset
                if let fileSize, reached < fileSize {
                    throw InputError(
                        path: path, offset: reached,
                        reason: "the file shrank while it was read: it ended at byte \(reached) of \(fileSize) "
                            + "(truncated or replaced during the run)")
                }
                return 0
            }
            let code = errno
            if code == EINTR { continue }
            throw InputError(path: path, offset: offset, reason: "read failed: \(Self.errorText(code))")
        }
    }

    /// Closes the descriptor (standard input is left open). Idempotent.
    func close() {
        if closed.exchange(true, ordering: .relaxed) { return }
        if ownsDescriptor { _ = Glibc.close(descriptor) }
    }

    /// The system's text for an `errno` value.
    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
