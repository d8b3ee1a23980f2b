/// One lookup a benchmark makes: a request method and target, as an access log or a server hands them over.
public struct Lookup: Hashable, Sendable {
    /// The request method (`GET`).
    public let method: String
    /// The request target in origin form, with its query if it has one (`/repos/apple/swift/issues?page=2`).
    public let target: String

    /// Creates a lookup.
    public init(method: String, target: String) {
        self.method = method
        self.target = target
    }

    /// The target without its query: what the peers, which route on the path only, are handed.
    public var path: String {
        guard let question = target.firstIndex(of: "?") else { return target }
        return String(target[..<question])
    }
}

extension Lookup {
    /// Every route of `routeSet` looked up once, with literal parameter values, in registration order:
    /// the way matchit and the Go routing benchmark measure (per-lookup time = total / route count).
    public static func literal(for routeSet: RouteSet) -> [Lookup] {
        routeSet.routes.map { Lookup(method: $0.method, target: $0.literalLookupPath) }
    }
}
