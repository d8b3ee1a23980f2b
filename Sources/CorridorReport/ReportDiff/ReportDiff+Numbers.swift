import CorridorCore

extension ReportDiff {
    /// A rate with at most two decimals, trailing zeros dropped (`12.5`, `0.03`, `-1.71`, `0`): stable text for
    /// every rendering.
    package static func decimal(_ value: Double) -> String {
        let scaled = (value * 100).rounded()
        guard scaled.isFinite, scaled.magnitude < 9e15 else { return value.isFinite ? String(Int64(value)) : "0" }
        let hundredths = Int64(scaled)
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let whole = hundredths.magnitude / 100
        let fraction = hundredths.magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `+25%`, `-100%`, `+0%` : the per-day change of `route` against its before rate (raw hits without periods);
    /// nil when it was not hit before or is in one table only.
    package static func percentChange(_ route: RouteChange) -> String? {
        guard let before = route.before, let after = route.after, before > 0 else { return nil }
        let old = route.beforePerDay ?? Double(before)
        let new = route.afterPerDay ?? Double(after)
        guard old > 0 else { return nil }
        let percent = ((new - old) / old * 100).rounded()
        guard percent.isFinite, percent.magnitude < 1e15 else { return nil }
        return (percent >= 0 ? "+" : "") + "\(Int64(percent))%"
    }

    /// `2024-01-01T00:00:00Z to 2024-01-08T00:00:00Z (7 days)`, or `no request with a time`.
    package static func periodText(_ period: ReportPeriod?) -> String {
        guard let period else { return "no request with a time" }
        let days = decimal(period.days)
        return "\(CivilCalendar.isoInstant(period.start)) to \(CivilCalendar.isoInstant(period.end)) "
            + "(\(days) day\(days == "1" ? "" : "s"))"
    }

    /// A status as words (`went silent`).
    package static func words(_ status: RouteChangeStatus) -> String {
        switch status {
        case .wentSilent: "went silent"
        case .new: "new"
        case .up: "up"
        case .down: "down"
        case .unchanged: "unchanged"
        case .added: "added"
        case .removed: "removed"
        }
    }

    /// `3 went silent, 1 new, …` over every status, in rank order, zero counts left out (`no routes` when empty).
    package var statusSummary: String {
        let parts = RouteChangeStatus.allCases.sorted { $0.rank < $1.rank }.compactMap { status -> String? in
            let count = count(status)
            return count > 0 ? "\(count) \(ReportDiff.words(status))" : nil
        }
        return parts.isEmpty ? "no routes" : parts.joined(separator: ", ")
    }

    /// The threshold as a percentage (`10%`).
    package var thresholdText: String { "\(ReportDiff.decimal(threshold * 100))%" }

    /// Whether per-day rates were compared (both reports have a period).
    package var comparesPerDay: Bool { beforePeriod != nil && afterPeriod != nil }

    /// What differs between the two route tables, in words; nil when they are the same.
    package var tablesNote: String? {
        guard tablesDiffer else { return nil }
        let removed = count(.removed)
        let added = count(.added)
        if removed == 0 && added == 0 {
            return "the route tables differ (same route names, another method, format or order); routes are compared by name"
        }
        return "the route tables differ: \(removed) route\(removed == 1 ? "" : "s") only before (removed), "
            + "\(added) only after (added); routes are compared by name"
    }
}
