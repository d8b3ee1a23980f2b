import CorridorCore

extension AnalysisReport {
    /// The latest request time in the report (``timeSpan``; for a report written before it was recorded, the latest
    /// of the routes and kept unmatched paths); nil when no request had a time.
    public var latestSeen: Int64? {
        if let timeSpan { return timeSpan.last }
        var latest = routes.compactMap { $0.seen?.last }.max()
        for path in unmatched.paths { if let last = path.seen?.last { latest = max(latest ?? last, last) } }
        return latest
    }

    /// The instant `options.staleAfter` counts back from: `options.staleNow` (`--now`) when set, else the latest
    /// request in the data (``latestSeen``), so that a report over last month's logs reads the same any day; nil
    /// without either.
    public func staleReference(_ options: ReportRenderOptions) -> Int64? { options.staleNow ?? latestSeen }

    /// The first second a route must have been hit at or after not to be stale: `options.staleAfter` resolved
    /// against ``staleReference(_:)``; nil without either.
    public func staleCutoff(_ options: ReportRenderOptions) -> Int64? {
        guard let staleAfter = options.staleAfter, let reference = staleReference(options) else { return nil }
        return staleAfter.resolved(now: reference)
    }

    /// The stale routes, when `options.staleAfter` is set: routes never hit (first, in table order) and routes last
    /// hit before ``staleCutoff(_:)`` (least recently seen first, then table order). A route hit only by requests
    /// without a time can't be dated and is not listed.
    public func staleRoutes(_ options: ReportRenderOptions) -> [RouteHits] {
        staleRouteIndices(options).map { routes[$0] }
    }

    /// The indices in ``routes`` of ``staleRoutes(_:)``, in its order: the one definition of "stale" every
    /// rendering (text, JSON, CSV, HTML) and ``ReportDiff`` use.
    package func staleRouteIndices(_ options: ReportRenderOptions) -> [Int] {
        guard let cutoff = staleCutoff(options) else { return [] }
        let never = routes.indices.filter { routes[$0].hits == 0 }
        let old = routes.indices.filter { routes[$0].seen.map { $0.last < cutoff } ?? false }.sorted {
            let (left, right) = (routes[$0].seen!.last, routes[$1].seen!.last)
            return left != right ? left < right : $0 < $1
        }
        return never + old
    }

    /// The stale list as text, under a heading that says the age and the reference instant.
    func staleText(_ options: ReportRenderOptions) -> String {
        guard let staleAfter = options.staleAfter, let reference = staleReference(options),
            let cutoff = staleCutoff(options)
        else { return "" }
        let stale = staleRoutes(options)
        let from = options.staleNow == nil ? "the last request" : "--now"
        var output = "\nStale routes: \(stale.count) not hit in the \(staleAfter.text) before "
        output += "\(CivilCalendar.isoInstant(reference)) (\(from)), i.e. not since \(CivilCalendar.isoInstant(cutoff))\n"
        guard !stale.isEmpty else { return output }
        var table = TextTable([("LAST SEEN", .left), ("HITS", .right), ("ROUTE", .left)])
        for route in stale {
            table.append([
                route.hits == 0 ? "never hit" : CivilCalendar.isoInstant(route.seen!.last), String(route.hits), route.name,
            ])
        }
        return output + table.render()
    }

    /// `"stale"` in JSON: the age, the reference instant and where it came from, the cutoff, and the routes.
    func staleJSON(_ options: ReportRenderOptions) -> JSONValue {
        guard let staleAfter = options.staleAfter else { return .null }
        return .object([
            JSONMember("after", .string(staleAfter.text)),
            JSONMember("reference", .optionalString(staleReference(options).map(CivilCalendar.isoInstant))),
            JSONMember("referenceFrom", .string(options.staleNow == nil ? "latestRequest" : "now")),
            JSONMember("cutoff", .optionalString(staleCutoff(options).map(CivilCalendar.isoInstant))),
            JSONMember(
                "routes",
                .array(
                    staleRoutes(options).map {
                        .object([
                            JSONMember("name", .string($0.name)), JSONMember("hits", .int($0.hits)),
                            JSONMember("neverHit", .bool($0.hits == 0)),
                            JSONMember("lastSeen", .optionalString($0.seen.map { CivilCalendar.isoInstant($0.last) })),
                        ])
                    })),
        ])
    }
}

extension ReportRenderOptions {
    /// Reads a JSON report's `"stale"` back: the age, and the reference instant when it was `--now`.
    mutating func readStale(_ stale: ReportObject?) throws {
        guard let stale else { return }
        let text = try stale.string("after")
        do {
            staleAfter = try TimeSpec(text)
        } catch {
            throw stale.failure("after", error.description)
        }
        if try stale.string("referenceFrom") == "now" {
            staleNow = try stale.instant("reference")
        }
    }
}
