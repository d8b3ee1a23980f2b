import CorridorCore

/// A problem in an API description, located by file, line and column when the parser gave them,
/// and always by JSON pointer: `api.yaml:14:7: warning: #/paths/~1files~1{path}/get: …`.
public struct DescriptionDiagnostic: CustomStringConvertible, Equatable, Sendable {
    /// The description's path as given.
    public let path: String
    /// Where in the description.
    public let location: DescriptionLocation
    /// Error (the description cannot be used) or warning (something was approximated or left out).
    public let severity: Diagnostic.Severity
    /// What is wrong, quoting the offending text.
    public let message: String

    /// Creates a diagnostic.
    public init(path: String, location: DescriptionLocation, severity: Diagnostic.Severity, message: String) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `api.yaml:14:7: warning: #/paths/~1files~1{path}/get: …` (no line and column when unknown).
    public var description: String {
        var place = path
        if let line = location.line, let column = location.column { place += ":\(line):\(column)" }
        return "\(place): \(severity.rawValue): \(location.pointer): \(message)"
    }
}

/// An API description that cannot be used: its first error, located.
public struct DescriptionError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The error as a diagnostic.
    public let diagnostic: DescriptionDiagnostic

    /// Wraps an error diagnostic.
    public init(_ diagnostic: DescriptionDiagnostic) {
        self.diagnostic = diagnostic
    }

    /// `api.yaml:3:1: error: #/paths: …`.
    public var description: String { diagnostic.description }
}
