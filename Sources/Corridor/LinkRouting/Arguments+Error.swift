extension Arguments {
    /// A path argument a ``LinkContext`` cannot provide (Crossroad's `Arguments.Error`, with its
    /// cases, so `switch error as? Arguments.Error` code keeps compiling).
    public enum Error: Swift.Error, CustomStringConvertible, Equatable, @unchecked Sendable {
        /// The matched pattern has no argument of that name.
        case keyNotFound(String)
        /// The argument is not a value of the requested type.
        case couldNotParse(Parsable.Type)

        /// Equal when the cases are, with the same key or the same type.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.keyNotFound(let left), .keyNotFound(let right)): return left == right
            case (.couldNotParse(let left), .couldNotParse(let right)): return left == right
            default: return false
            }
        }

        /// `no argument 'pokedexID' in the matched pattern`.
        public var description: String {
            switch self {
            case .keyNotFound(let key): return "no argument '\(key)' in the matched pattern"
            case .couldNotParse(let type): return "the argument is not a value of type \(type)"
            }
        }
    }
}
