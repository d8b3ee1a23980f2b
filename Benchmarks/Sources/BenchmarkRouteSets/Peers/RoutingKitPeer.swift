import RoutingKit

/// vapor/routing-kit's `TrieRouter`, with routes registered as Vapor registers them: the method as
/// the first constant component, then the path components.
public final class RoutingKitPeer {
    /// The router.
    public let router: TrieRouter<Int>

    /// Registers every route of `routeSet`, its index as the output.
    public init(_ routeSet: RouteSet) {
        router = TrieRouter(Int.self)
        for (index, route) in routeSet.routes.enumerated() {
            let components: [PathComponent] = route.segments.map { segment in
                switch segment {
                case .literal(let text): .constant(text)
                case .param(let name, _): .parameter(name)
                case .catchAll: .catchall
                }
            }
            router.register(index, at: [.constant(route.method)] + components)
        }
    }

    /// The input routing-kit's API takes, built outside the measured loop: `[method] + path components`.
    public static func splitPaths(_ lookups: [Lookup]) -> [[String]] {
        lookups.map { [$0.method] + $0.path.split(separator: "/").map(String.init) }
    }

    /// Routes every pre-split path once (the router alone); returns how many matched.
    @inline(never)
    public func routeAll(_ paths: [[String]]) -> Int {
        var matched = 0
        for path in paths {
            var parameters = Parameters()
            if router.route(path: path, parameters: &parameters) != nil { matched += 1 }
        }
        return matched
    }

    /// Routes every lookup from its request target, splitting the path as Vapor's `DefaultResponder` does
    /// (`path.split(separator: "/").map(String.init)`, the method prepended); returns how many matched.
    @inline(never)
    public func routeAllFromTargets(_ lookups: [Lookup]) -> Int {
        var matched = 0
        for lookup in lookups {
            let target = lookup.target
            let path = target.firstIndex(of: "?").map { target[..<$0] } ?? target[...]
            var parameters = Parameters()
            let components = [lookup.method] + path.split(separator: "/").map(String.init)
            if router.route(path: components, parameters: &parameters) != nil { matched += 1 }
        }
        return matched
    }

    /// The route index each lookup resolves to (nil for none), for checking the peers agree.
    public func outcomes(_ lookups: [Lookup]) -> [Int?] {
        Self.splitPaths(lookups).map { path in
            var parameters = Parameters()
            return router.route(path: path, parameters: &parameters)
        }
    }
}
