extension ReportDiff {
    /// The diff as aligned plain text: both periods, the status counts, the changed routes (most urgent first:
    /// went silent, new, down, up, removed, added), the new unmatched shapes, the routes newly stale and the
    /// deprecated routes newly called.
    public func textReport() -> String {
        var output = "Corridor diff\n"
        output += "  before: \(ReportDiff.periodText(beforePeriod)), \(beforeMatched) matched, "
        output += "\(beforeInputs.count) input\(beforeInputs.count == 1 ? "" : "s")\n"
        output += "  after:  \(ReportDiff.periodText(afterPeriod)), \(afterMatched) matched, "
        output += "\(afterInputs.count) input\(afterInputs.count == 1 ? "" : "s")\n"
        if let tablesNote { output += "  note: \(tablesNote)\n" }
        output += "\nRoutes: \(statusSummary)"
        output +=
            comparesPerDay
            ? " (up/down: hits per day changed by more than \(thresholdText))\n"
            : " (up/down: hits changed by more than \(thresholdText); a report has no request times, so no per-day rates)\n"
        let changed = changedRoutes
        if !changed.isEmpty {
            var table = TextTable([
                ("STATUS", .left), ("ROUTE", .left), ("BEFORE", .right), ("AFTER", .right), ("CHANGE", .right),
                ("BEFORE/DAY", .right), ("AFTER/DAY", .right), ("%", .right),
            ])
            for route in changed {
                table.append([
                    ReportDiff.words(route.status), route.name + (route.deprecated ? " (deprecated)" : ""),
                    route.before.map(String.init) ?? "-", route.after.map(String.init) ?? "-",
                    route.change.map { $0 > 0 ? "+\($0)" : String($0) } ?? "-",
                    route.beforePerDay.map(ReportDiff.decimal) ?? "-", route.afterPerDay.map(ReportDiff.decimal) ?? "-",
                    ReportDiff.percentChange(route) ?? "",
                ])
            }
            output += table.render()
        }
        output += "\nNew unmatched shapes since before: \(newUnmatched.count)\n"
        if !newUnmatched.isEmpty {
            var table = TextTable([("HITS", .right), ("FORMAT", .left), ("EXAMPLE", .left)])
            for shape in newUnmatched {
                let example = shape.example.map { $0.count > 60 ? $0.prefix(59) + "…" : $0 } ?? ""
                table.append([String(shape.hits), shape.format, StringEscaping.printable(example)])
            }
            output += table.render()
        }
        if let staleAfter {
            output += "\nRoutes newly stale (not hit in the \(staleAfter.text) before each report's last request): "
            output += "\(newlyStale.count)\n"
            for name in newlyStale { output += "  \(name)\n" }
        }
        output += "\nDeprecated routes newly called: \(deprecatedNewlyCalled.count)\n"
        for route in deprecatedNewlyCalled { output += "  \(route.name): \(route.after ?? 0) hits\n" }
        return output
    }
}
