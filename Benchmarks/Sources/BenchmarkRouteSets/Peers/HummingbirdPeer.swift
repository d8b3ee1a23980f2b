@_spi(Internal) import Hummingbird

/// Hummingbird 2's trie router, used standalone. Its builder and the trie's initializer are
/// `@_spi(Internal)` (the package's own benchmarks reach them the same way); `resolve(_:)` is public.
/// As in Hummingbird's router, a path resolves to a node holding one responder per method, and the
/// method is looked up in it after the path is resolved.
public final class HummingbirdPeer {
    /// The route indices of one path, by method.
    public struct MethodTable: Sendable {
        /// Route index by method.
        public var routes: [String: Int]
    }

    /// The compiled trie.
    public let trie: RouterTrie<MethodTable>

    /// Adds every route of `routeSet` (the first registered wins for a repeated method and path).
    public init(_ routeSet: RouteSet) {
        var tables: [String: MethodTable] = [:]
        var order: [String] = []
        for (index, route) in routeSet.routes.enumerated() {
            let path = route.untypedPath
            if tables[path] == nil { order.append(path) }
            if tables[path, default: MethodTable(routes: [:])].routes[route.method] == nil {
                tables[path, default: MethodTable(routes: [:])].routes[route.method] = index
            }
        }
        let builder = RouterPathTrieBuilder<MethodTable>()
        for path in order { builder.addEntry(RouterPath(path), value: tables[path]!) }
        trie = builder.build()
    }

    /// Resolves every path once and looks its method up; returns how many matched.
    @inline(never)
    public func resolveAll(_ requests: [(method: String, path: String)]) -> Int {
        var matched = 0
        for request in requests {
            if let resolved = trie.resolve(request.path), resolved.value.routes[request.method] != nil { matched += 1 }
        }
        return matched
    }

    /// The input built outside the measured loop: method and path (the query already cut off, as
    /// Hummingbird's server hands the router the path alone).
    public static func requests(_ lookups: [Lookup]) -> [(method: String, path: String)] {
        lookups.map { ($0.method, $0.path) }
    }

    /// The route index each lookup resolves to (nil for none), for checking the peers agree.
    public func outcomes(_ lookups: [Lookup]) -> [Int?] {
        lookups.map { trie.resolve($0.path)?.value.routes[$0.method] }
    }
}
