/// A problem found in a routes file, reported compiler-style: `FILE:LINE:COL: error|warning: message`.
public struct Diagnostic: CustomStringConvertible, Equatable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// The file cannot be used.
        case error
        /// The file works, but something in it is likely a mistake (an unreachable or duplicate route).
        case warning
    }

    /// The routes file path as given.
    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column (UTF-8 bytes).
    public let column: Int
    /// Error or warning.
    public let severity: Severity
    /// What is wrong, quoting the offending text.
    public let message: String

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `routes.txt:12:9: error: unknown type 'integer'`.
    public var description: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message)"
    }
}

/// A routes file that cannot be loaded: the first error, with file, line and column.
public struct RoutesFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The error as a diagnostic (path, line, column, message).
    public let diagnostic: Diagnostic

    /// Wraps an error diagnostic.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// The routes file path.
    public var path: String { diagnostic.path }
    /// 1-based line.
    public var line: Int { diagnostic.line }
    /// 1-based column.
    public var column: Int { diagnostic.column }
    /// What is wrong.
    public var message: String { diagnostic.message }

    /// `routes.txt:12:9: error: unknown type 'integer'`.
    public var description: String { diagnostic.description }
}
