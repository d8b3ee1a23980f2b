import Foundation

/// A linear regex scan built the way the original Corridor matched: one `NSRegularExpression` per
/// format (`:param` becomes `([^/]+)`), tried in registration order, the first match wins.
public final class RegexScanPeer {
    /// One compiled route.
    struct CompiledRoute {
        let method: String
        let expression: NSRegularExpression
    }

    private let compiled: [CompiledRoute]

    /// Compiles one expression per route of `routeSet`.
    public init(_ routeSet: RouteSet) throws {
        compiled = try routeSet.routes.map { route in
            CompiledRoute(method: route.method, expression: try NSRegularExpression(pattern: Self.pattern(of: route)))
        }
    }

    /// `^/repos/([^/]+)/([^/]+)/events/?$` for `/repos/:owner/:repo/events`.
    static func pattern(of route: RoutePattern) -> String {
        guard !route.segments.isEmpty else { return "^/$" }
        let body = route.segments.map { segment in
            switch segment {
            case .literal(let text): "/" + NSRegularExpression.escapedPattern(for: text)
            case .param: "/([^/]+)"
            case .catchAll: "(?:/(.*))?"
            }
        }.joined()
        return "^" + body + "/?$"
    }

    /// Scans the routes for every lookup; returns how many matched.
    @inline(never)
    public func scanAll(_ requests: [(method: String, path: String)]) -> Int {
        var matched = 0
        for request in requests where firstMatch(method: request.method, path: request.path) != nil { matched += 1 }
        return matched
    }

    /// The index of the first route whose method and expression match, if any.
    func firstMatch(method: String, path: String) -> Int? {
        let range = NSRange(location: 0, length: path.utf16.count)
        for (index, route) in compiled.enumerated()
        where route.method == method && route.expression.firstMatch(in: path, options: [], range: range) != nil {
            return index
        }
        return nil
    }

    /// The route index each lookup matches (nil for none), for checking the peers agree.
    public func outcomes(_ lookups: [Lookup]) -> [Int?] {
        lookups.map { firstMatch(method: $0.method, path: $0.path) }
    }
}
