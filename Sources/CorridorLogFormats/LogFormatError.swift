/// A log format specification that cannot be used: quotes the specification and points at the column.
public struct LogFormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The specification as given (e.g. `nginx:$remote_addr $request`).
    public let spec: String
    /// 1-based column in ``spec`` (in characters) where the problem is.
    public let column: Int
    /// What is wrong.
    public let reason: String

    /// Creates a log format error.
    public init(spec: String, column: Int, reason: String) {
        self.spec = spec
        self.column = column
        self.reason = reason
    }

    /// `log format "spec": column N: reason`.
    public var description: String {
        "log format \"\(spec)\": column \(column): \(reason)"
    }
}
