extension AnalysisReport {
    /// The least-hit routes (at most ``CallersShown/textRoutes``, fewest hits first, then table order) with hits and a
    /// callers table: the routes about to go dead, whose last callers are the ones to tell.
    package var leastHitRoutesWithCallers: [RouteHits] {
        let order = routes.indices.filter { routes[$0].hits > 0 && (routes[$0].agents != nil || routes[$0].clients != nil) }
            .sorted { routes[$0].hits != routes[$1].hits ? routes[$0].hits < routes[$1].hits : $0 < $1 }
        return order.prefix(CallersShown.textRoutes).map { routes[$0] }
    }

    /// The text report's callers section: the top user agents and client addresses of the least-hit routes (cut at
    /// 60 characters, as the suggestion examples); empty when no callers were counted.
    func callersText() -> String {
        let shown = leastHitRoutesWithCallers
        guard !shown.isEmpty else { return "" }
        var output = "\nTop callers of the least-hit routes"
        output += " (\(CallersShown.textPerRoute) per route; ±: the most a count overestimates)\n"
        var table = TextTable([("ROUTE", .left), ("HITS", .right), ("KIND", .left), ("COUNT", .right), ("CALLER", .left)])
        for route in shown {
            var first = true
            for (kind, callers) in [("agent", route.agents), ("client", route.clients)] {
                guard let callers else { continue }
                for row in callers.top(CallersShown.textPerRoute) {
                    table.append([
                        first ? route.name : "", first ? String(route.hits) : "", kind,
                        row.error > 0 ? "\(row.count) ±\(row.error)" : String(row.count),
                        StringEscaping.printable(row.key.count > 60 ? row.key.prefix(59) + "…" : row.key),
                    ])
                    first = false
                }
            }
        }
        return output + table.render()
    }
}
