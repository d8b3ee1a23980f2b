/// What changed between two reports (`corridor diff BEFORE.json AFTER.json`): per route its hits in each, the
/// change absolute and per day of each report's period, and a status (``RouteChangeStatus``); plus unmatched
/// shapes new since before, routes newly stale and deprecated routes newly called.
///
/// Routes are matched by name, so reports of different route tables compare (``tablesDiffer`` says so): a route
/// in one table only is `added` or `removed`. Rates per day make reports of different lengths comparable; the
/// threshold between `up`/`down` and `unchanged` is a fraction of the before rate (``defaultThreshold``, 10 %).
public struct ReportDiff: Sendable, Equatable {
    /// The default threshold: a per-day rate within ±10 % of the before rate is `unchanged`.
    public static let defaultThreshold = 0.10

    /// The before report's period; nil when it has none (no request with a time).
    public var beforePeriod: ReportPeriod?
    /// The after report's period; nil when it has none.
    public var afterPeriod: ReportPeriod?
    /// The inputs of the before report (their paths).
    public var beforeInputs: [String]
    /// The inputs of the after report (their paths).
    public var afterInputs: [String]
    /// Matched requests in each report.
    public var beforeMatched: Int
    /// Matched requests in the after report.
    public var afterMatched: Int
    /// The threshold used (a fraction of the before rate).
    public var threshold: Double
    /// Whether the two reports' route tables differ (another route set, or the same names with another method
    /// or format).
    public var tablesDiffer: Bool
    /// Every route of either table: the before table's order, then the routes only the after table has.
    public var routes: [RouteChange]
    /// Suggested formats of the after report's unmatched traffic (the proposed ones, ``UnmatchedTriage``) that the
    /// before report's suggestion table doesn't hold, by hits.
    public var newUnmatched: [ShapeChange]
    /// The age after which a route counts as stale, applied to both reports; nil: no stale comparison.
    public var staleAfter: TimeSpec?
    /// Routes stale in the after report (never hit, or not since the age before its last request) that were not
    /// stale in the before report, in the after report's stale order.
    public var newlyStale: [String]
    /// Deprecated routes hit in the after report that had no hit before, by hits.
    public var deprecatedNewlyCalled: [RouteChange]

    /// Compares `before` with `after`. `staleAfter` (default: the after report's `--stale-after`, else the before
    /// report's, from the options each was rendered with) is applied to both to find the routes newly stale, each
    /// counting back from its own reference (`--now`, else its last request); `threshold` is the fraction of the
    /// before per-day rate within which a route is `unchanged`.
    public init(
        before: AnalysisReport, after: AnalysisReport, threshold: Double = ReportDiff.defaultThreshold,
        staleAfter: TimeSpec? = nil, beforeOptions: ReportRenderOptions = ReportRenderOptions(),
        afterOptions: ReportRenderOptions = ReportRenderOptions()
    ) {
        beforePeriod = ReportPeriod(before)
        afterPeriod = ReportPeriod(after)
        beforeInputs = before.inputs.map(\.path)
        afterInputs = after.inputs.map(\.path)
        beforeMatched = before.totals.matched
        afterMatched = after.totals.matched
        self.threshold = threshold
        tablesDiffer = before.routes.map(\.identity) != after.routes.map(\.identity)

        let perDay = beforePeriod != nil && afterPeriod != nil
        let afterByName = Dictionary(after.routes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let beforeNames = Set(before.routes.map(\.name))
        var routes: [RouteChange] = []
        for old in before.routes {
            guard let new = afterByName[old.name] else {
                routes.append(
                    RouteChange(
                        name: old.name, before: old.hits, after: nil, beforePerDay: beforePeriod?.perDay(old.hits),
                        afterPerDay: nil, deprecated: old.deprecated, status: .removed))
                continue
            }
            let beforeRate = perDay ? beforePeriod?.perDay(old.hits) : nil
            let afterRate = perDay ? afterPeriod?.perDay(new.hits) : nil
            routes.append(
                RouteChange(
                    name: old.name, before: old.hits, after: new.hits, beforePerDay: beforePeriod?.perDay(old.hits),
                    afterPerDay: afterPeriod?.perDay(new.hits), deprecated: new.deprecated,
                    status: RouteChange.status(
                        before: old.hits, after: new.hits, beforePerDay: beforeRate, afterPerDay: afterRate,
                        threshold: threshold)))
        }
        for new in after.routes where !beforeNames.contains(new.name) {
            routes.append(
                RouteChange(
                    name: new.name, before: nil, after: new.hits, beforePerDay: nil,
                    afterPerDay: afterPeriod?.perDay(new.hits), deprecated: new.deprecated, status: .added))
        }
        self.routes = routes

        let known = Set(before.unmatched.suggestions.map(\.format))
        newUnmatched = UnmatchedTriage(after.unmatched).generalizing.filter { !known.contains($0.format) }.map {
            ShapeChange(format: $0.format, hits: $0.hits, example: $0.examples.first)
        }

        let age = staleAfter ?? afterOptions.staleAfter ?? beforeOptions.staleAfter
        self.staleAfter = age
        if let age {
            var (old, new) = (beforeOptions, afterOptions)
            (old.staleAfter, new.staleAfter) = (age, age)
            let wasStale = Set(before.staleRoutes(old).map(\.name))
            newlyStale = after.staleRoutes(new).map(\.name).filter { !wasStale.contains($0) }
        } else {
            newlyStale = []
        }

        deprecatedNewlyCalled = routes.filter { $0.deprecated && ($0.after ?? 0) > 0 && ($0.before ?? 0) == 0 }
            .sorted { ($0.after ?? 0) > ($1.after ?? 0) }
    }

    /// How many routes have each status.
    public func count(_ status: RouteChangeStatus) -> Int { routes.count { $0.status == status } }

    /// The routes whose status is not `unchanged`, the ones to act on first (``RouteChangeStatus``'s order), then
    /// by the size of the change, then by name.
    public var changedRoutes: [RouteChange] {
        routes.filter { $0.status != .unchanged }.sorted { left, right in
            if left.status.rank != right.status.rank { return left.status.rank < right.status.rank }
            let (a, b) = (Self.magnitude(left), Self.magnitude(right))
            return a != b ? a > b : left.name < right.name
        }
    }

    /// The conditions of `conditions` this diff shows, in the order given.
    public func present(_ conditions: [ReportDiffCondition]) -> [ReportDiffCondition] {
        conditions.filter { condition in
            switch condition {
            case .route(let status): count(status) > 0
            case .newUnmatched: !newUnmatched.isEmpty
            case .newlyStale: !newlyStale.isEmpty
            case .deprecatedCalled: !deprecatedNewlyCalled.isEmpty
            case .tablesDiffer: tablesDiffer
            }
        }
    }

    private static func magnitude(_ change: RouteChange) -> Double {
        if let perDay = change.changePerDay { return abs(perDay) }
        return Double(max(change.before ?? 0, change.after ?? 0))
    }
}
