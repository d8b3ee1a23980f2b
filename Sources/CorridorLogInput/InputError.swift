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

    /// Creates an input error.
    public init(path: String, offset: Int64?, reason: String) {
        self.path = path
        self.offset = offset
        self.reason = reason
    }

    /// `path: byte N: reason`, or `path: reason` without an offset.
    public var description: String {
        if let offset {
            return "\(path): byte \(offset): \(reason)"
        }
        return "\(path): \(reason)"
    }
}
