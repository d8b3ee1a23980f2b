/// A URL that does not match a pattern, or a pattern that cannot be parsed, in
/// ``ContextParser/parse(_:with:)``.
public struct ContextParseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The URL, as text.
    public let url: String
    /// The pattern as written.
    public let pattern: String
    /// What went wrong.
    public let reason: Reason

    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The pattern breaks the grammar.
        case invalidPattern(FormatError)
        /// The pattern's own link source is malformed.
        case invalidSource(LinkSource, RouteValidationError.LinkSourceProblem)
        /// The URL comes from another source than the pattern's.
        case sourceMismatch(expected: LinkSource)
        /// The URL's path or query does not fit the pattern.
        case noMatch
    }

    /// Creates an error for `url` against `pattern`.
    public init(url: String, pattern: String, reason: Reason) {
        self.url = url
        self.pattern = pattern
        self.reason = reason
    }

    /// `"pokedex://items/3" does not match "pokedex://pokemons/:id"`.
    public var description: String {
        switch reason {
        case .invalidPattern(let error):
            return "pattern \"\(pattern)\" is invalid: column \(error.column): \(error.reason)"
        case .invalidSource(let source, let problem):
            return "pattern \"\(pattern)\" has an invalid link source '\(source)': \(problem)"
        case .sourceMismatch(let expected):
            return "\"\(url)\" is not from \(expected), the source of \"\(pattern)\""
        case .noMatch:
            return "\"\(url)\" does not match \"\(pattern)\""
        }
    }
}
