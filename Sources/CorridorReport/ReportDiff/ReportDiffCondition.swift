/// Something a ``ReportDiff`` can show, for a CI gate (`corridor diff --fail-on wentSilent,newUnmatched`): a route
/// status, or one of the diff's other findings.
public enum ReportDiffCondition: Sendable, Equatable, Hashable {
    /// A route with this status.
    case route(RouteChangeStatus)
    /// An unmatched shape new since before (``ReportDiff/newUnmatched``).
    case newUnmatched
    /// A route newly stale (``ReportDiff/newlyStale``).
    case newlyStale
    /// A deprecated route newly called (``ReportDiff/deprecatedNewlyCalled``).
    case deprecatedCalled
    /// The route tables differ (``ReportDiff/tablesDiffer``).
    case tablesDiffer

    /// Every condition's name, as `--fail-on` takes it.
    public static let names: [String] =
        RouteChangeStatus.allCases.map(\.rawValue) + ["newUnmatched", "newlyStale", "deprecatedCalled", "tablesDiffer"]

    /// The condition named `name` (a ``RouteChangeStatus`` raw value, `newUnmatched`, `newlyStale`,
    /// `deprecatedCalled` or `tablesDiffer`); nil for another name.
    public init?(name: String) {
        if let status = RouteChangeStatus(rawValue: name) {
            self = .route(status)
            return
        }
        switch name {
        case "newUnmatched": self = .newUnmatched
        case "newlyStale": self = .newlyStale
        case "deprecatedCalled": self = .deprecatedCalled
        case "tablesDiffer": self = .tablesDiffer
        default: return nil
        }
    }

    /// The name (as `--fail-on` takes it).
    public var name: String {
        switch self {
        case .route(let status): status.rawValue
        case .newUnmatched: "newUnmatched"
        case .newlyStale: "newlyStale"
        case .deprecatedCalled: "deprecatedCalled"
        case .tablesDiffer: "tablesDiffer"
        }
    }
}
