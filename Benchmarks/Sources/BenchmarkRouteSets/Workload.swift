/// A route set and the lookups made against it: what one row of the benchmark tables measures.
public struct Workload: Sendable {
    /// `github/literal`, `github/mix`, `generated-1000/literal`, …
    public let name: String
    /// The routes Corridor compiles (possibly with `{int}` types).
    public let routeSet: RouteSet
    /// The same routes as the peers are given (types dropped; identical when the set has none).
    public let peerRouteSet: RouteSet
    /// The lookups of one iteration.
    public let lookups: [Lookup]
    /// False for a Corridor-only variant (same lookups as another workload, so the peers' rows would repeat it).
    public let measuresPeers: Bool

    /// Creates a workload.
    public init(name: String, routeSet: RouteSet, peerRouteSet: RouteSet? = nil, lookups: [Lookup], measuresPeers: Bool = true) {
        self.name = name
        self.routeSet = routeSet
        self.peerRouteSet = peerRouteSet ?? routeSet
        self.lookups = lookups
        self.measuresPeers = measuresPeers
    }

    /// The four classic route sets, each route looked up once with literal parameter values.
    public static func literalSets() throws(RouteSet.LoadError) -> [Workload] {
        try [RouteSet.github(), RouteSet.parse(), RouteSet.googlePlus(), RouteSet.staticPaths()].map { set in
            Workload(name: set.name + "/literal", routeSet: set, lookups: Lookup.literal(for: set))
        }
    }

    /// The GitHub set under a realistic mix of 1,000 lookups (hits with real values and queries, path
    /// and method misses): untyped, and with `:id`/`:number` typed `{int}` for Corridor.
    public static func githubMix() throws(RouteSet.LoadError) -> [Workload] {
        let github = try RouteSet.github()
        let lookups = Lookup.realisticMix(for: github, count: 1_000)
        return [
            Workload(name: "github/mix", routeSet: github, lookups: lookups),
            Workload(
                name: "github/mix-typed", routeSet: github.typingParams(named: ["id", "number"]), peerRouteSet: github,
                lookups: lookups, measuresPeers: false),
        ]
    }

    /// Generated sets of `count` routes, each route looked up once (`{int}` params get a number).
    public static func scaling(_ count: Int) -> Workload {
        let set = RouteSet.generated(count: count)
        return Workload(
            name: set.name + "/literal", routeSet: set, peerRouteSet: set.untyped(),
            lookups: Lookup.literal(for: set))
    }
}
