/// An input that could not be read to its end: names the input, the byte offset in the raw (compressed) file where
/// the problem was found, and the reason.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The input's path as given; `-` for standard input.
    public let path: String
    /// Byte offset in the input file (compressed bytes) where the problem was found; nil when it is not about a
    /// position (the file could not be opened, for example).
    public let offset: Int64?
    /// What went wrong, e.g. `zstd: truncated input: the stream ends inside a frame`.
    public let reason: String

    /// When the input is not a log at all — a binary file, or text no log format reads — rather than a log that could
    /// not be read to its end: what it is, in a few words (`not a text log (an ELF executable)`, `text no known log
    /// format reads, first line "hello"`).
    /// A file found under a directory that is not a log is passed over with these words (``LogPaths``). Not part of
    /// equality: the reason says it.
    package let notALog: String?

    /// Creates an input error.
    public init(path: String, offset: Int64?, reason: String) {
        self.init(path: path, offset: offset, reason: reason, notALog: nil)
    }

    /// Creates an input error; `notALog` says what the input is when it is not a log at all.
    package init(path: String, offset: Int64?, reason: String, notALog: String?) {
        self.path = path
        self.offset = offset
        self.reason = reason
        self.notALog = notALog
    }

    /// Two errors are equal when they name the same input, place and reason.
    public static func == (lhs: InputError, rhs: InputError) -> Bool {
        lhs.path == rhs.path && lhs.offset == rhs.offset && lhs.reason == rhs.reason
    }

    /// `path: byte N: reason`, or `path: reason` without an offset.
    public var description: String {
        if let offset {
            return "\(path): byte \(offset): \(reason)"
        }
        return "\(path): \(reason)"
    }
}
