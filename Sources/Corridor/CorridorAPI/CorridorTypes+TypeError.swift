extension CorridorTypes {
    /// A custom type ``CorridorTypes/init(customTypes:)`` refuses (Corridor's `TypeError`, with its
    /// cases, so `catch CorridorTypes.TypeError.invalidName(let message)` keeps compiling). The
    /// messages quote the name and say what is allowed.
    public enum TypeError: Error, CustomStringConvertible, Equatable, Sendable {
        /// The name is empty or not purely alphabetic.
        case invalidName(message: String)
        /// A type of that name is already registered (a built-in or an earlier custom type).
        case duplicateName(message: String)

        /// The error for an engine registration error.
        init(_ error: TypeRegistryError) {
            switch error.reason {
            case .alreadyRegistered: self = .duplicateName(message: error.description)
            case .notAlphabetic, .unknownExtra, .badPattern: self = .invalidName(message: error.description)
            }
        }

        /// The message.
        public var description: String {
            switch self {
            case .invalidName(let message), .duplicateName(let message): return message
            }
        }
    }
}
