import Foundation

/// What a ``LinkRouter`` handler receives: the URL, its arguments and query parameters, typed on
/// demand, and the payload passed to ``LinkRouter/openIfPossible(_:userInfo:)``.
///
/// ```swift
/// registry.route("/pokemons/:pokedexID") { context in
///     let pokedexID: Int = try context.argument(named: "pokedexID")
///     let generation: Int? = context.queryParameter(named: "generation")
///     let types: [PokemonType]? = context.queryParameters.types
/// }
/// ```
public struct LinkContext<UserInfo> {
    /// The URL as opened.
    public let url: URL
    /// The pattern that matched, as written.
    public let pattern: String
    /// The path arguments, by name.
    public let arguments: Arguments
    /// The query items.
    public let queryParameters: QueryParameters
    /// The payload passed when opening the URL.
    public let userInfo: UserInfo
    /// The typed values of the pattern's parameters (empty for a context made by hand).
    let captures: [Capture]

    /// Creates a context by hand (for tests and previews); routers make their own.
    public init(
        url: URL, pattern: String = "", arguments: [String: String], queryItems: [QueryParameters.Item],
        userInfo: UserInfo
    ) {
        self.init(
            url: url, pattern: pattern, arguments: Arguments(arguments), queryParameters: QueryParameters(queryItems),
            userInfo: userInfo, captures: [])
    }

    /// Creates a context by hand from arguments and query parameters (Crossroad's initializer).
    public init(
        url: URL, internalArgumentsContainer: Arguments, queryParameters: QueryParameters, userInfo: UserInfo
    ) {
        self.init(
            url: url, pattern: "", arguments: internalArgumentsContainer, queryParameters: queryParameters,
            userInfo: userInfo, captures: [])
    }

    init(
        url: URL, pattern: String, arguments: Arguments, queryParameters: QueryParameters, userInfo: UserInfo,
        captures: [Capture]
    ) {
        self.url = url
        self.pattern = pattern
        self.arguments = arguments
        self.queryParameters = queryParameters
        self.userInfo = userInfo
        self.captures = captures
    }

    /// The path argument `name` as `T`.
    ///
    /// - Throws: ``Arguments/Error`` when the pattern has no such argument or it does not parse
    ///   (inside a handler: the URL passes to the next matching route).
    public func argument<T: Parsable>(named name: String, as type: T.Type = T.self) throws(Arguments.Error) -> T {
        try arguments.value(named: name, as: type)
    }

    /// The query parameter `name` as `T`, or `nil` when it is absent or does not parse.
    public func queryParameter<T: Parsable>(named name: String, as type: T.Type = T.self) -> T? {
        queryParameters[name]
    }

    /// The query parameter `name` as `T`.
    ///
    /// - Throws: ``QueryParameters/Error/missingRequiredQueryParameter(_:)`` when the URL has no
    ///   such item or it does not parse.
    public func requiredQueryParameter<T: Parsable>(
        named name: String, as type: T.Type = T.self
    ) throws(QueryParameters.Error) -> T {
        guard let value: T = queryParameters[name] else { throw .missingRequiredQueryParameter(name) }
        return value
    }

    /// The first query item (in URL order) whose name `regularExpression` matches, parsed as `T`;
    /// `nil` when no name matches or that item does not parse.
    public func queryParameter<T: Parsable>(matchesIn regularExpression: NSRegularExpression) -> T? {
        queryParameters.firstText(matchingName: regularExpression).flatMap(T.init(from:))
    }

    /// Crossroad's spelling of ``queryParameter(matchesIn:)``.
    public func parameter<T: Parsable>(matchesIn regularExpression: NSRegularExpression) -> T? {
        queryParameter(matchesIn: regularExpression)
    }

    /// Decodes a `Decodable` value from the pattern's typed parameters (path and query, as
    /// ``CorridorRouter`` extracts them), with ``CaptureDecoder``.
    ///
    /// ```swift
    /// registry.route("/user/:userId{int}?:nickname{string?}") { context in
    ///     let profile = try context.decode(ViewUserProfile.self)
    /// }
    /// ```
    ///
    /// - Throws: `DecodingError` when a property is missing or its value does not fit.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        var values: [String: Any] = arguments.values
        for capture in captures { values[capture.name] = capture.value }
        return try CaptureDecoder().decode(type, from: values)
    }
}

extension LinkContext: Sendable where UserInfo: Sendable {}
