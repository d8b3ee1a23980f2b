import Foundation

/// Routes links — custom URL schemes and universal links — to handlers: Crossroad's router, on the
/// compiled segment trie and Corridor's format language.
///
/// ```swift
/// let customURLScheme: LinkSource = .customURLScheme("pokedex")
/// let universalLink: LinkSource = .universalLink("https://my-awesome-pokedex.com")
///
/// let router = try DefaultRouter(accepting: [customURLScheme, universalLink]) { registry in
///     registry.route("/pokemons/:pokedexID") { context in
///         let pokedexID: Int = try context.argument(named: "pokedexID")
///         guard Pokedex.contains(pokedexID) else { throw PokedexError.unknown(pokedexID) }  // next route
///         presentPokemon(pokedexID)
///     }
///     registry.route("/pokemons") { context in
///         presentPokemonList(type: context.queryParameters.type)
///     }
/// }
/// router.openIfPossible(URL(string: "pokedex://pokemons/25")!)
/// router.openIfPossible(URL(string: "https://my-awesome-pokedex.com/pokemons?type=fire")!)
/// ```
///
/// **Link sources.** A router accepts a set of sources; a URL from any other source never matches.
/// A route accepts all of them unless an accept policy (``AcceptPolicy``)
/// or a group restricts it, or its format carries its own source (`pokedex://pokemons/:id`).
/// Schemes and universal-link hosts compare case-insensitively; for a custom scheme the URL's host
/// is the first path segment and compares case-insensitively too. A router built with no sources
/// matches the path of any URL.
///
/// **Matching.** Among the routes matching a URL, the first registered whose handler returns
/// normally wins; a handler that throws passes the URL on to the next matching route.
///
/// **Validation.** Malformed formats, malformed sources, duplicate routes (same format, sharing a
/// source) and routes restricted to sources the router does not accept are reported when the router
/// is built (or the route added), as ``RouteValidationError``.
///
/// Thread safety: add routes and open URLs from any thread. Handlers run on the thread that calls
/// ``openIfPossible(_:userInfo:)``.
public final class LinkRouter<UserInfo>: @unchecked Sendable {
    /// Opens a matched URL; throwing passes the URL on to the next matching route.
    public typealias Handler = (LinkContext<UserInfo>) throws -> Void

    private let routes: RouteSet<Handler>

    /// Creates a router accepting `linkSources` with the routes `register` adds.
    ///
    /// - Parameters:
    ///   - linkSources: the sources the router accepts; empty for any URL.
    ///   - types: the base types formats may name (the built-ins by default).
    ///   - register: adds the routes.
    /// - Throws: ``RouteValidationError`` for the first malformed source or route.
    public init(
        accepting linkSources: Set<LinkSource>, types: TypeRegistry = .standard,
        _ register: (LinkRouteRegistry<UserInfo>) -> Void = { _ in }
    ) throws(RouteValidationError) {
        routes = try RouteSet(linkSources: linkSources, types: types, globalParams: [], rejectsDuplicates: true)
        let entries = LinkRouteRegistry<UserInfo>.Entries()
        register(LinkRouteRegistry(entries: entries, restrictions: []))
        for entry in entries.list {
            try routes.add(linkPattern: entry.pattern, restrictions: entry.restrictions, payload: entry.handler)
        }
    }

    /// Creates a router accepting one source with the routes `register` adds.
    ///
    /// - Throws: ``RouteValidationError`` for a malformed source or route.
    public convenience init(
        accepting linkSource: LinkSource, types: TypeRegistry = .standard,
        _ register: (LinkRouteRegistry<UserInfo>) -> Void = { _ in }
    ) throws(RouteValidationError) {
        try self.init(accepting: [linkSource], types: types, register)
    }

    /// The sources the router accepts (empty: any URL).
    public var linkSources: Set<LinkSource> { routes.linkSources }

    /// The route patterns, in registration order.
    public var patterns: [String] { routes.patterns }

    /// Adds a route after the router is built.
    ///
    /// - Throws: ``RouteValidationError`` when the route is malformed, duplicates a route or is
    ///   restricted to sources the router does not accept; the router is unchanged.
    public func route(
        _ pattern: String, accepting policy: AcceptPolicy = .any, _ handler: @escaping Handler
    ) throws(RouteValidationError) {
        try routes.add(linkPattern: pattern, restrictions: policy.sources.map { [$0] } ?? [], payload: handler)
    }

    /// Whether a route's pattern matches `url` (no handler runs).
    public func responds(to url: URL) -> Bool {
        routes.matches(url)
    }

    /// Opens `url` with the first matching route whose handler does not throw.
    ///
    /// - Returns: whether a handler opened the URL.
    @discardableResult
    public func openIfPossible(_ url: URL, userInfo: UserInfo) -> Bool {
        routes.firstResult(for: url) { match in
            try match.definition.payload(LinkContext(match: match, userInfo: userInfo))
        } != nil
    }
}

extension LinkRouter where UserInfo == Void {
    /// Opens `url` with the first matching route whose handler does not throw.
    ///
    /// - Returns: whether a handler opened the URL.
    @discardableResult
    public func openIfPossible(_ url: URL) -> Bool {
        openIfPossible(url, userInfo: ())
    }
}
