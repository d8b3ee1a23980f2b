/// An argument or query parameter a ``LinkContext`` cannot provide.
public struct LinkContextError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The argument or query parameter name.
    public let name: String
    /// What is wrong.
    public let reason: Reason

    /// What is wrong with an argument or query parameter.
    public enum Reason: Equatable, Sendable {
        /// The matched pattern has no argument of that name.
        case missingArgument
        /// The URL's query has no item of that name.
        case missingQueryParameter
        /// The value (quoted) is not a value of the requested type (named).
        case unparsable(value: String, type: String)
    }

    /// Creates an error about `name`.
    public init(name: String, reason: Reason) {
        self.name = name
        self.reason = reason
    }

    /// `argument 'pokedexID': 'pikachu' is not a value of type Int`.
    public var description: String {
        switch reason {
        case .missingArgument: return "no argument '\(name)' in the matched pattern"
        case .missingQueryParameter: return "no query parameter '\(name)' in the URL"
        case .unparsable(let value, let type): return "'\(name)': '\(value)' is not a value of type \(type)"
        }
    }
}
