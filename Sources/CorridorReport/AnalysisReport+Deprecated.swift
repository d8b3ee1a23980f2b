import CorridorCore

extension AnalysisReport {
    /// Callers the "Deprecated but still called" section lists per route and kind.
    static let deprecatedCallersShown = 3

    /// The deprecated routes (``RouteHits/deprecated``), in table order.
    public var deprecatedRoutes: [RouteHits] { routes.filter(\.deprecated) }

    /// The deprecated routes that were still called in the report's window ("zombies"), most hits first, then
    /// table order.
    public var deprecatedCalledRoutes: [RouteHits] {
        routes.indices.filter { routes[$0].deprecated && routes[$0].hits > 0 }
            .sorted { routes[$0].hits != routes[$1].hits ? routes[$0].hits > routes[$1].hits : $0 < $1 }
            .map { routes[$0] }
    }

    /// The hits of every deprecated route added up (saturating at `Int.max`, which no real log reaches).
    public var deprecatedCalls: Int {
        deprecatedRoutes.reduce(0) { sum, route in
            let (total, overflow) = sum.addingReportingOverflow(route.hits)
            return overflow ? .max : total
        }
    }

    /// The text report's "Deprecated but still called" section: each deprecated route with hits, its last hit and
    /// its top callers (the people to tell); one line when the table has deprecated routes none of which was
    /// called; empty when it has none.
    func deprecatedText() -> String {
        let deprecated = deprecatedRoutes
        guard !deprecated.isEmpty else { return "" }
        let called = deprecatedCalledRoutes
        guard !called.isEmpty else {
            return "\nDeprecated routes: \(deprecated.count), none called\n"
        }
        var output = "\nDeprecated but still called: \(called.count) of \(deprecated.count) deprecated routes, "
        output += "\(deprecatedCalls) hits\n"
        var table = TextTable([
            ("ROUTE", .left), ("HITS", .right), ("LAST SEEN", .left), ("KIND", .left), ("COUNT", .right),
            ("CALLER", .left),
        ])
        for route in called {
            let lastSeen = route.seen.map { CivilCalendar.isoInstant($0.last) } ?? "-"
            var rows: [(kind: String, count: String, caller: String)] = []
            for (kind, callers) in [("agent", route.agents), ("client", route.clients)] {
                guard let callers else { continue }
                for row in callers.top(AnalysisReport.deprecatedCallersShown) {
                    rows.append(
                        (
                            kind, row.error > 0 ? "\(row.count) ±\(row.error)" : String(row.count),
                            StringEscaping.printable(row.key.count > 60 ? row.key.prefix(59) + "…" : row.key)
                        ))
                }
            }
            if rows.isEmpty { rows.append(("-", "", "callers not counted")) }
            for (offset, row) in rows.enumerated() {
                table.append([
                    offset == 0 ? route.name : "", offset == 0 ? String(route.hits) : "", offset == 0 ? lastSeen : "",
                    row.kind, row.count, row.caller,
                ])
            }
        }
        return output + table.render()
    }
}
