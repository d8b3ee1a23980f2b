/// A report could not be read back from JSON: the text is not JSON (with its line and column), or a field
/// is missing, of the wrong kind or out of range (with its path, e.g. `routes[3].hits`), or the schema is not one
/// this version reads.
public struct ReportDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Where: a JSON path (`routes[3].hits`), or `$` for the document.
    public let path: String
    /// 0-based byte offset of a syntax error; nil for a content error.
    public let offset: Int?
    /// 1-based line of a syntax error; nil for a content error.
    public let line: Int?
    /// 1-based column (in bytes) of a syntax error; nil for a content error.
    public let column: Int?
    /// What is wrong.
    public let message: String

    /// Creates a decoding error.
    public init(path: String, offset: Int?, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line L, column C: message` (or `byte N: message`) for syntax errors, `path: message` otherwise.
    public var description: String {
        if let line, let column { return "line \(line), column \(column): \(message)" }
        if let offset { return "byte \(offset): \(message)" }
        return "\(path): \(message)"
    }
}

/// Reports of different route tables can't be merged.
public struct ReportMergeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Index of the first route that differs (or the shorter table's length).
    public let routeIndex: Int
    /// The route in the first report (`name METHOD format`), or nil when it has fewer routes.
    public let left: String?
    /// The route in the second report, or nil when it has fewer routes.
    public let right: String?

    /// Creates a merge error.
    public init(routeIndex: Int, left: String?, right: String?) {
        self.routeIndex = routeIndex
        self.left = left
        self.right = right
    }

    /// Names the first route that differs.
    public var description: String {
        "cannot merge reports of different route tables: route \(routeIndex + 1) is "
            + "\(left.map { "'\($0)'" } ?? "missing") in the first report and "
            + "\(right.map { "'\($0)'" } ?? "missing") in the second"
    }
}
