import CorridorCore

extension TimeWindow {
    /// `{"since": "2026-11-01T00:00:00Z", "until": null}`: the bounds as ISO 8601 UTC instants, `null` when open.
    var jsonValue: JSONValue {
        .object([
            JSONMember("since", .optionalString(since.map(CivilCalendar.isoInstant))),
            JSONMember("until", .optionalString(until.map(CivilCalendar.isoInstant))),
        ])
    }

    init(reading window: ReportObject) throws {
        self.init(since: try window.optionalInstant("since"), until: try window.optionalInstant("until"))
    }
}
