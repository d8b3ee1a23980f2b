/// A custom type that could not be registered.
public struct TypeRegistryError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The type name that was being registered.
    public let name: String
    /// Why it was refused.
    public let reason: Reason

    /// Why a type was refused.
    public enum Reason: Equatable, Sendable {
        /// The name is empty or not purely alphabetic.
        case notAlphabetic
        /// A type of that name is already registered.
        case alreadyRegistered
        /// No ready-made extra has that name.
        case unknownExtra
        /// The regular expression does not compile (the pattern, the compiler's message).
        case badPattern(String, String)
    }

    /// Creates an error for the type `name`.
    public init(name: String, reason: Reason) {
        self.name = name
        self.reason = reason
    }

    /// A one-line message quoting the name.
    public var description: String {
        switch reason {
        case .notAlphabetic: return "type name '\(name)' must be alphabetic (A-Z, a-z)"
        case .alreadyRegistered: return "type '\(name)' is already registered"
        case .unknownExtra:
            let names = ValueType.extras.map(\.name).joined(separator: ", ")
            return "no ready-made type '\(name)' (available: \(names))"
        case .badPattern(let pattern, let message):
            return "type '\(name)': regular expression '\(pattern)' does not compile: \(message)"
        }
    }
}
