/// One route of a ``ReportDiff``: its hits in each report (nil where its table lacks it), the rates per day
/// (nil without a period), and its status.
public struct RouteChange: Sendable, Equatable {
    /// The route's name (routes are matched by name across reports).
    public var name: String
    /// Hits in the before report; nil when its table has no such route.
    public var before: Int?
    /// Hits in the after report; nil when its table has no such route.
    public var after: Int?
    /// Hits per day of the before report's period; nil without a route or a period.
    public var beforePerDay: Double?
    /// Hits per day of the after report's period; nil without a route or a period.
    public var afterPerDay: Double?
    /// Whether the route is deprecated in the after report (else in the before report).
    public var deprecated: Bool
    /// The status.
    public var status: RouteChangeStatus

    /// Creates a route change.
    public init(
        name: String, before: Int?, after: Int?, beforePerDay: Double?, afterPerDay: Double?, deprecated: Bool,
        status: RouteChangeStatus
    ) {
        self.name = name
        self.before = before
        self.after = after
        self.beforePerDay = beforePerDay
        self.afterPerDay = afterPerDay
        self.deprecated = deprecated
        self.status = status
    }

    /// `after - before` (nil unless in both tables; saturating, counts never come near `Int.max`).
    public var change: Int? {
        guard let before, let after else { return nil }
        let (difference, overflow) = after.subtractingReportingOverflow(before)
        return overflow ? (after > before ? .max : .min) : difference
    }

    /// `afterPerDay - beforePerDay`, nil unless both are known.
    public var changePerDay: Double? {
        guard let beforePerDay, let afterPerDay else { return nil }
        return afterPerDay - beforePerDay
    }

    /// The status of a route hit `before` and `after` times (rates per day when both periods are known): silent,
    /// new, or up/down when the after rate differs from the before rate by more than `threshold` of it.
    package static func status(
        before: Int, after: Int, beforePerDay: Double?, afterPerDay: Double?, threshold: Double
    ) -> RouteChangeStatus {
        switch (before > 0, after > 0) {
        case (false, false): return .unchanged
        case (true, false): return .wentSilent
        case (false, true): return .new
        case (true, true): break
        }
        let old = beforePerDay ?? Double(before)
        let new = afterPerDay ?? Double(after)
        if new > old * (1 + threshold) { return .up }
        if new < old * (1 - threshold) { return .down }
        return .unchanged
    }
}
