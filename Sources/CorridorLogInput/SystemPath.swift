#if canImport(Glibc)
    import Glibc
#endif

/// File names as the system knows them: bytes, not always UTF-8. Swift's `CommandLine.arguments`
/// repairs an argument that isn't valid UTF-8 (`café` in Latin-1 becomes `caf\u{FFFD}`), so opening the
/// repaired `String` would fail with "No such file". The raw bytes of such arguments are kept here,
/// keyed by their repaired spelling, and every open and stat of the tool goes through ``withCString(_:_:)``.
package enum SystemPath {
    nonisolated(unsafe) private static var rawNames: [String: [CChar]] = [:]

    /// Records the raw bytes of every command-line argument that isn't valid UTF-8 (a whole argument,
    /// and the value after `=` in `--option=value`). Call once at start, before any path is opened.
    package static func registerCommandLineArguments() {
        for index in 0..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: argument, count: strlen(argument))
            guard String(validatingCString: argument) == nil else { continue }
            register(Array(bytes))
            if bytes.first == CChar(UInt8(ascii: "-")), let equals = bytes.firstIndex(of: CChar(UInt8(ascii: "="))) {
                register(Array(bytes[(equals + 1)...]))
            }
        }
    }

    private static func register(_ bytes: [CChar]) {
        let repaired = String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        rawNames[repaired] = bytes + [0]
    }

    /// The path for a name the system gave as `bytes` (a directory's entry joined to its directory's path): its
    /// UTF-8, or its repaired spelling with the raw bytes recorded, as for arguments. Call before any reading starts.
    package static func path(fromRaw bytes: [CChar]) -> String {
        let unsigned = bytes.map { UInt8(bitPattern: $0) }
        if let text = String(validating: unsigned, as: UTF8.self) { return text }
        register(bytes)
        return String(decoding: unsigned, as: UTF8.self)
    }

    /// The raw bytes the system knows `path` by (without a terminating zero).
    package static func rawBytes(of path: String) -> [CChar] {
        if let raw = rawNames[path] { return Array(raw.dropLast()) }
        return path.utf8.map { CChar(bitPattern: $0) }
    }

    /// Calls `body` with the name the system should see for `path`: its raw argument bytes when it
    /// was given as a non-UTF-8 argument, else its UTF-8.
    package static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        if let raw = rawNames[path] { return raw.withUnsafeBufferPointer { body($0.baseAddress!) } }
        return path.withCString(body)
    }
}
