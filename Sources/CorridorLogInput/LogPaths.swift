#if canImport(Glibc)
    import Glibc
#endif

/// The logs a run reads, as given on the command line: a directory stands for the log files under it, as cloud
/// services deliver their logs (an ALB writes a file per node every five minutes, CloudFront several an hour, into a
/// tree of `AWSLogs/…/2026/11/27/` folders; thousands of files a day, more than a shell's argument list takes).
package enum LogPaths {
    /// A log to read, and the directory given for it (nil: the path was given itself).
    package struct Entry: Equatable, Sendable {
        /// The file's path (`-` for standard input).
        package let path: String
        /// The directory argument it was found under; nil for a path given itself.
        package let directory: String?
        /// Why the entry cannot be read, known before reading: a directory (given, or under one given) whose files
        /// could not be listed. The run reports it as that input's error and reads the others.
        package var error: InputError? = nil
    }

    /// `paths` with each directory replaced by the regular files under it, at any depth, each with the directory it
    /// was found under: within a directory in the byte order of the entries' names, so that a run lists its inputs
    /// the same way each time. Names starting with `.` (hidden files, `.DS_Store`) are passed over, and so are what is
    /// neither a file nor a directory (sockets, pipes, broken links); links are followed, each directory under a given
    /// one read once. Anything else — `-`, a file, a path that does not exist — is kept as it is: opening it tells
    /// what is wrong. A directory that cannot be listed (no permission) is an entry with its ``Entry/error``, in its
    /// place among the files, so that the run reads the others and reports it.
    /// - Throws: ``InputError`` for a directory that holds no file.
    package static func entries(of paths: [String]) throws(InputError) -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
            guard path != "-", let identity = directoryIdentity(of: path) else {
                entries.append(Entry(path: path, directory: nil))
                continue
            }
            // Each directory given is read whole, even one given before (as a file named twice is read twice); within
            // it, a directory reached twice is read once.
            var files: [(path: String, error: InputError?)] = []
            var visited: Set<DirectoryIdentity> = [identity]
            appendFiles(under: path, to: &files, visited: &visited)
            if files.isEmpty {
                throw InputError(
                    path: path, offset: nil,
                    reason: "no log file in this directory (names starting with `.` are passed over)")
            }
            if files.count == 1, let error = files[0].error, files[0].path == path {
                // The directory given could not be listed: an input that failed, named as given.
                entries.append(Entry(path: path, directory: nil, error: error))
                continue
            }
            entries += files.map { Entry(path: $0.path, directory: path, error: $0.error) }
        }
        return entries
    }

    /// The most bytes a list of paths (``listed(in:)``) may hold: 256 MiB, a few million paths.
    package static let listLimit = 256 << 20

    /// The paths listed in the file `list` (`-`: standard input), as `find … -print` or `find … -print0` writes them:
    /// one a line (a `\r` before the line feed dropped), or, when the list holds a NUL byte, separated by NULs; empty
    /// entries passed over. A path's bytes are the system's, UTF-8 or not. Passing tens of thousands of paths this way
    /// (or a directory) instead of as arguments keeps the command line's parsing, which grows with the square of the
    /// argument count, out of the run.
    /// - Throws: ``InputError`` for a list that cannot be read, or that is over ``listLimit``.
    package static func listed(in list: String) throws(InputError) -> [String] {
        let reader = try FileDescriptorReader.open(path: list)
        defer { reader.close() }
        var bytes: [CChar] = []
        let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { block.deallocate() }
        while true {
            let count = try reader.read(into: block, count: 1 << 16)
            if count == 0 { break }
            guard bytes.count + count <= listLimit else {
                throw InputError(
                    path: list, offset: Int64(bytes.count),
                    reason: "a list of paths over \(listLimit >> 20) MiB: give a directory instead")
            }
            bytes += UnsafeRawBufferPointer(start: block, count: count).bindMemory(to: CChar.self)
        }
        let separator: CChar = bytes.contains(0) ? 0 : CChar(UInt8(ascii: "\n"))
        return bytes.split(separator: separator, omittingEmptySubsequences: true).compactMap { entry in
            var name = Array(entry)
            if separator != 0, name.last == CChar(UInt8(ascii: "\r")) { name.removeLast() }
            return name.isEmpty ? nil : SystemPath.path(fromRaw: name)
        }
    }

    /// A directory, told apart from others whatever the path it is reached by.
    private struct DirectoryIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The identity of `path` when it is a directory (links followed), nil otherwise.
    private static func directoryIdentity(of path: String) -> DirectoryIdentity? {
        var info = stat()
        guard SystemPath.withCString(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            return nil
        }
        return DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Appends the files under the directory `path` (already in `visited`), in order.
    private static func appendFiles(
        under path: String, to files: inout [(path: String, error: InputError?)], visited: inout Set<DirectoryIdentity>
    ) {
        let names: [[CChar]]
        do throws(InputError) {
            names = try entryNames(of: path)
        } catch {
            files.append((path, error))
            return
        }
        let directory = SystemPath.rawBytes(of: path)
        let separator = directory.last == CChar(UInt8(ascii: "/")) ? [] : [CChar(UInt8(ascii: "/"))]
        for name in names {
            let child = SystemPath.path(fromRaw: directory + separator + name)
            var info = stat()
            guard SystemPath.withCString(child, { stat($0, &info) }) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                files.append((child, nil))
            case S_IFDIR:
                let identity = DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
                guard visited.insert(identity).inserted else { continue }
                appendFiles(under: child, to: &files, visited: &visited)
            default:
                continue
            }
        }
    }

    /// The names in the directory `path`, without `.`, `..` and hidden names, in byte order.
    private static func entryNames(of path: String) throws(InputError) -> [[CChar]] {
        guard let stream = SystemPath.withCString(path, { opendir($0) }) else {
            throw InputError(
                path: path, offset: nil, reason: "cannot read the directory: \(String(cString: strerror(errno)))")
        }
        defer { closedir(stream) }
        var names: [[CChar]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.bindMemory(to: CChar.self).prefix { $0 != 0 })
            }
            guard let first = name.first, first != CChar(UInt8(ascii: ".")) else { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) { UInt8(bitPattern: $0) < UInt8(bitPattern: $1) } }
    }
}
