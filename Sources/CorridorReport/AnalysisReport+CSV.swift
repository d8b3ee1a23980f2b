import CorridorCore

extension AnalysisReport {
    /// The CSV columns, in order: `name`, `method` (empty: any), `format`, `line` (empty when not from
    /// a routes file), `hits`; hits by method `GET`, `HEAD`, `POST`, `PUT`, `DELETE`, `PATCH`,
    /// `OPTIONS`, `other_method`, `no_method`; hits by status `status_1xx` … `status_5xx`,
    /// `status_other`; request-time percentiles in milliseconds `p50_ms`, `p90_ms`, `p99_ms`, `max_ms`
    /// (empty without request times); `first_seen`, `last_seen` in ISO 8601 UTC (empty when never hit by a request
    /// with a time); `deprecated`, `true` or `false` (``RouteHits/deprecated``).
    public static let csvColumns: [String] =
        ["name", "method", "format", "line", "hits"]
        + MethodSlot.allCases.map { slot in
            switch slot {
            case .other: "other_method"
            case .none: "no_method"
            default: slot.label
            }
        }
        + StatusClass.allCases.map { "status_\($0.label)" }
        + ["p50_ms", "p90_ms", "p99_ms", "max_ms", "first_seen", "last_seen", "deprecated"]

    /// One row per route (table order) under a header row of ``csvColumns``; RFC 4180 quoting, `\n`
    /// line ends.
    /// Routes from an OpenAPI description add two last columns, `operation` (the `operationId`)
    /// and `template` (`/users/{id}`). With `options.staleAfter` set, a last column `stale` says `true` for the
    /// routes of ``staleRoutes(_:)``, else `false`.
    public func csvText(options: ReportRenderOptions = ReportRenderOptions()) -> String {
        let described = routes.contains { $0.template != nil }
        let staleNames = options.staleAfter == nil ? nil : Set(staleRoutes(options).map(\.identity))
        var header = AnalysisReport.csvColumns + (described ? ["operation", "template"] : [])
        if staleNames != nil { header.append("stale") }
        var output = header.joined(separator: ",") + "\n"
        for route in routes {
            var fields = [
                route.name, route.method ?? "", route.format, route.line.map(String.init) ?? "", String(route.hits),
            ]
            fields += MethodSlot.allCases.map { String(route.methods[$0.label] ?? 0) }
            fields += route.status.ordered.map(String.init)
            if let latency = route.latency {
                fields += latency.percentileRow.map(
                    LatencySummary.milliseconds)
            } else {
                fields += ["", "", "", ""]
            }
            fields += [route.seen?.first, route.seen?.last].map { $0.map(CivilCalendar.isoInstant) ?? "" }
            fields.append(String(route.deprecated))
            if described { fields += [route.operation ?? "", route.template ?? ""] }
            if let staleNames { fields.append(String(staleNames.contains(route.identity))) }
            output += fields.map(AnalysisReport.csvField).joined(separator: ",") + "\n"
        }
        return output
    }

    /// A field, quoted when it holds a comma, a quote or a line break (quotes doubled).
    package static func csvField(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return text
        }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
