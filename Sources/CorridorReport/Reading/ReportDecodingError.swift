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

/// Two reports can't be merged: their route tables differ, a count would overflow, or their time windows don't
/// make one window.
public struct ReportMergeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Why the reports can't be merged.
    public enum Reason: Equatable, Sendable {
        /// The route tables differ at `routeIndex`: the route in the first report (`name (METHOD format)`), or nil
        /// when it has fewer routes, and the one in the second.
        case differentRoutes(routeIndex: Int, left: String?, right: String?)
        /// The sum of the count at `field` (`totals.matched`, `routes[3].hits`) would pass `Int.max`.
        case overflow(field: String, left: Int, right: Int)
        /// The time windows differ and their union is not one window (one unfiltered and one filtered, or two with
        /// a gap between them), so no window could say what the merged counts cover.
        case differentWindows(left: String, right: String)
    }

    /// Why.
    public let reason: Reason

    /// Creates a merge error.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// Creates the error of route tables that differ at `routeIndex`.
    public init(routeIndex: Int, left: String?, right: String?) {
        reason = .differentRoutes(routeIndex: routeIndex, left: left, right: right)
    }

    /// Names the first route that differs, the count that overflows, or the two windows.
    public var description: String {
        switch reason {
        case .differentRoutes(let routeIndex, let left, let right):
            "cannot merge reports of different route tables: route \(routeIndex + 1) is "
                + "\(left.map { "'\($0)'" } ?? "missing") in the first report and "
                + "\(right.map { "'\($0)'" } ?? "missing") in the second"
        case .overflow(let field, let left, let right):
            "cannot merge: '\(field)' would overflow (\(left) + \(right) is more than \(Int.max))"
        case .differentWindows(let left, let right):
            "cannot merge reports of different time windows: \(left) and \(right) do not make one window "
                + "(analyze both with the same --since/--until, or windows that meet)"
        }
    }
}
