/// The path arguments of a matched URL (`:pokedexID` in `/pokemons/:pokedexID`), percent-decoded,
/// by name. A catch-all's segments are the argument `*`, joined with `/`. (An argument named
/// like a member of this type, such as `values`, is read with the subscript.)
@dynamicMemberLookup
public struct Arguments: Sendable, Equatable {
    /// The decoded text of each argument.
    public let values: [String: String]

    /// Creates arguments from decoded texts.
    public init(_ values: [String: String]) {
        self.values = values
    }

    /// The argument `name` parsed as `T`, or `nil` when it is absent or does not parse.
    public subscript<T: Parsable>(_ name: String) -> T? {
        values[name].flatMap(T.init(from:))
    }

    /// The argument named like the member (`context.arguments.pokedexID`), parsed as `T`.
    public subscript<T: Parsable>(dynamicMember name: String) -> T? {
        self[name]
    }

    /// The argument `name` parsed as `T`.
    ///
    /// - Throws: ``Arguments/Error`` when the pattern has no such argument or it does not parse.
    public func value<T: Parsable>(named name: String, as type: T.Type = T.self) throws(Error) -> T {
        guard let text = values[name] else { throw .keyNotFound(name) }
        guard let value = T(from: text) else { throw .couldNotParse(T.self) }
        return value
    }
}
