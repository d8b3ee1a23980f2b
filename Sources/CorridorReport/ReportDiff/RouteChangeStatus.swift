/// How a route's traffic changed from one report to the next (``ReportDiff``).
///
/// The line between `up`, `down` and `unchanged` is the diff's threshold (``ReportDiff/defaultThreshold``,
/// 10 %): hits per day of each report's period (``ReportPeriod``) are compared, so a 7-day and a 30-day report
/// compare fairly; when either report has no period (no request had a time), raw hits are compared.
public enum RouteChangeStatus: String, Sendable, Equatable, CaseIterable {
    /// Hit before, not hit after.
    case wentSilent
    /// Not hit before, hit after.
    case new
    /// Hit in both, after's rate above before's by more than the threshold.
    case up
    /// Hit in both, after's rate below before's by more than the threshold.
    case down
    /// Hit in both within the threshold, or hit in neither.
    case unchanged
    /// In the after report's route table only.
    case added
    /// In the before report's route table only.
    case removed

    /// The order changes are listed in (the ones to act on first).
    package var rank: Int {
        switch self {
        case .wentSilent: 0
        case .new: 1
        case .down: 2
        case .up: 3
        case .removed: 4
        case .added: 5
        case .unchanged: 6
        }
    }
}
