/// Collects a ``LinkRouter``'s routes while it is built: routes, groups of routes restricted to
/// some link sources, and per-route accept policies.
///
/// ```swift
/// let router = try DefaultRouter(accepting: [customURLScheme, pokedexWeb]) { registry in
///     registry.route("/pokemons/:pokedexID") { context in … }
///     registry.group(accepting: [customURLScheme]) { group in
///         group.route("/moves/:moveName") { context in … }
///     }
///     registry.route("/regions", accepting: .only(for: pokedexWeb)) { context in … }
/// }
/// ```
///
/// Routes are validated when the router is built; the first problem is thrown by the router's
/// initializer.
public final class LinkRouteRegistry<UserInfo> {
    /// A route waiting to be validated and added.
    struct Entry {
        let pattern: String
        let restrictions: [Set<LinkSource>]
        let handler: LinkRouter<UserInfo>.Handler
    }

    /// The entries of a registry and all its groups, in order.
    final class Entries {
        var list: [Entry] = []
    }

    let entries: Entries
    /// The accept policies of the enclosing groups.
    let restrictions: [Set<LinkSource>]

    init(entries: Entries, restrictions: [Set<LinkSource>]) {
        self.entries = entries
        self.restrictions = restrictions
    }

    /// Adds a route: `pattern` is a format (`/pokemons/:pokedexID`, `/user/:id{int}`, or with its own
    /// source, `pokedex://pokemons`); `handler` opens it, and throwing passes the URL to the next
    /// matching route.
    public func route(
        _ pattern: String, accepting policy: AcceptPolicy = .any, _ handler: @escaping LinkRouter<UserInfo>.Handler
    ) {
        let own = policy.sources.map { [$0] } ?? []
        entries.list.append(Entry(pattern: pattern, restrictions: restrictions + own, handler: handler))
    }

    /// Adds a route whose handler receives the `Decodable` value `type` decoded from the URL's
    /// parameters (a URL whose values do not decode passes to the next matching route).
    public func route<Route: Decodable>(
        _ pattern: String, as type: Route.Type, accepting policy: AcceptPolicy = .any,
        _ handler: @escaping (Route, LinkContext<UserInfo>) throws -> Void
    ) {
        route(pattern, accepting: policy) { context in
            try handler(try context.decode(type), context)
        }
    }

    /// Adds the routes `body` registers, each accepting only `sources` (and, inside, only what
    /// their own policies and nested groups allow).
    public func group(accepting sources: Set<LinkSource>, _ body: (LinkRouteRegistry<UserInfo>) -> Void) {
        body(LinkRouteRegistry(entries: entries, restrictions: restrictions + [sources]))
    }

    /// Adds the routes `body` registers, each accepting only `source`.
    public func group(accepting source: LinkSource, _ body: (LinkRouteRegistry<UserInfo>) -> Void) {
        group(accepting: [source], body)
    }
}
