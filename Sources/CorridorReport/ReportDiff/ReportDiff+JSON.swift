import CorridorCore

extension ReportDiff {
    /// The JSON schema identifier of a diff: `corridor.diff/1`.
    public static let schema = "corridor.diff/1"

    /// The diff as JSON (schema ``schema``), keys in a fixed order: `before` and `after` (inputs, period, matched),
    /// `threshold`, `perDay` (whether rates per day were compared), `tablesDiffer`, `counts` per status, `routes`
    /// (`name`, `before`, `after`, `change`, `beforePerDay`, `afterPerDay`, `changePerDay`, `status`,
    /// `deprecated`; hits null where a table lacks the route, rates null without a period), `newUnmatched`,
    /// `staleAfter`, `newlyStale` and `deprecatedNewlyCalled`.
    public func jsonText() -> String {
        JSONWriter.render(jsonValue, compact: false)
    }

    package var jsonValue: JSONValue {
        .object([
            JSONMember("schema", .string(ReportDiff.schema)),
            JSONMember("before", ReportDiff.side(beforeInputs, beforePeriod, beforeMatched)),
            JSONMember("after", ReportDiff.side(afterInputs, afterPeriod, afterMatched)),
            JSONMember("threshold", .number(ReportDiff.decimal(threshold))),
            JSONMember("perDay", .bool(comparesPerDay)),
            JSONMember("tablesDiffer", .bool(tablesDiffer)),
            JSONMember(
                "counts",
                .object(
                    RouteChangeStatus.allCases.sorted { $0.rank < $1.rank }.map {
                        JSONMember($0.rawValue, .int(count($0)))
                    })),
            JSONMember("routes", .array(routes.map(ReportDiff.routeJSON))),
            JSONMember(
                "newUnmatched",
                .array(
                    newUnmatched.map {
                        .object([
                            JSONMember("format", .string($0.format)), JSONMember("hits", .int($0.hits)),
                            JSONMember("example", .optionalString($0.example)),
                        ])
                    })),
            JSONMember("staleAfter", .optionalString(staleAfter?.text)),
            JSONMember("newlyStale", .array(newlyStale.map(JSONValue.string))),
            JSONMember("deprecatedNewlyCalled", .array(deprecatedNewlyCalled.map(ReportDiff.routeJSON))),
        ])
    }

    private static func side(_ inputs: [String], _ period: ReportPeriod?, _ matched: Int) -> JSONValue {
        .object([
            JSONMember("inputs", .array(inputs.map(JSONValue.string))),
            JSONMember(
                "period",
                period.map {
                    .object([
                        JSONMember("start", .string(CivilCalendar.isoInstant($0.start))),
                        JSONMember("end", .string(CivilCalendar.isoInstant($0.end))),
                        JSONMember("days", .number(decimal($0.days))),
                    ])
                } ?? .null),
            JSONMember("matched", .int(matched)),
        ])
    }

    private static func routeJSON(_ route: RouteChange) -> JSONValue {
        .object([
            JSONMember("name", .string(route.name)),
            JSONMember("before", .optionalInt(route.before)),
            JSONMember("after", .optionalInt(route.after)),
            JSONMember("change", .optionalInt(route.change)),
            JSONMember("beforePerDay", route.beforePerDay.map { .number(decimal($0)) } ?? .null),
            JSONMember("afterPerDay", route.afterPerDay.map { .number(decimal($0)) } ?? .null),
            JSONMember("changePerDay", route.changePerDay.map { .number(decimal($0)) } ?? .null),
            JSONMember("status", .string(route.status.rawValue)),
            JSONMember("deprecated", .bool(route.deprecated)),
        ])
    }
}
