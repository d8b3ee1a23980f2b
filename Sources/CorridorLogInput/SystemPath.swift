#if canImport(Glibc)
    import Glibc
#endif

/// File names as the system knows them: bytes, not always UTF-8. Swift's `CommandLine.arguments`
/// repairs an argument that isn't valid UTF-8 (`café` in Latin-1 becomes `caf\u{FFFD}`), so opening the
/// repaired `String` would fail with "No such file", and two names that differ only in their invalid bytes would be
/// one. Such a name is spelled here with each byte that is not UTF-8 written `\xE9` (``spelling(of:)``), which tells
/// every such name apart and shows its bytes in reports; its raw bytes are kept, keyed by that spelling, and every
/// open and stat of the tool goes through ``withCString(_:_:)``.
package enum SystemPath {
    nonisolated(unsafe) private static var rawNames: [String: [CChar]] = [:]

    /// The command line's arguments (without the program's name) as the commands read them: each that isn't valid
    /// UTF-8 in its ``spelling(of:)``, its raw bytes recorded (a whole argument, and the value after `=` in
    /// `--option=value`). Call once at start, before any path is opened.
    package static func commandLineArguments() -> [String] {
        (1..<max(1, Int(CommandLine.argc))).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            if let text = String(validatingCString: argument) { return text }
            let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
            if bytes.first == CChar(UInt8(ascii: "-")), let equals = bytes.firstIndex(of: CChar(UInt8(ascii: "="))) {
                register(Array(bytes[(equals + 1)...]))
            }
            return register(bytes)
        }
    }

    /// Records `bytes` under their spelling; returns it.
    @discardableResult
    private static func register(_ bytes: [CChar]) -> String {
        let spelling = spelling(of: bytes.map { UInt8(bitPattern: $0) })
        rawNames[spelling] = bytes + [0]
        return spelling
    }

    private static let hexDigits = Array("0123456789ABCDEF")

    /// `bytes` as text: its UTF-8 sequences as they are, each other byte written `\x` and two uppercase hex digits
    /// (`caf\xE9.log` for Latin-1's `café.log`).
    package static func spelling(of bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            if length > 0, index + length <= bytes.count,
                let scalar = String(validating: bytes[index..<(index + length)], as: UTF8.self)
            {
                text += scalar
                index += length
            } else {
                text += "\\x" + String(hexDigits[Int(lead >> 4)]) + String(hexDigits[Int(lead & 15)])
                index += 1
            }
        }
        return text
    }

    /// The path for a name the system gave as `bytes` (a directory's entry joined to its directory's path, a line of
    /// a list of paths): its UTF-8, or its ``spelling(of:)`` with the raw bytes recorded, as for arguments. Call
    /// before any reading starts.
    package static func path(fromRaw bytes: [CChar]) -> String {
        let unsigned = bytes.map { UInt8(bitPattern: $0) }
        if let text = String(validating: unsigned, as: UTF8.self) { return text }
        return register(bytes)
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
