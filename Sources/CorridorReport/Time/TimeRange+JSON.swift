import CorridorCore

extension TimeRange {
    /// `firstSeen` and `lastSeen` as JSON members: ISO 8601 UTC instants (`2026-11-21T03:06:37Z`), `null` when
    /// never seen.
    static func jsonMembers(_ range: TimeRange?) -> [JSONMember] {
        [
            JSONMember("firstSeen", .optionalString(range.map { CivilCalendar.isoInstant($0.first) })),
            JSONMember("lastSeen", .optionalString(range.map { CivilCalendar.isoInstant($0.last) })),
        ]
    }

    /// The range of an object's `firstSeen` and `lastSeen` (absent or null in both: never seen, as in reports
    /// written before times were read).
    init?(seenIn object: ReportObject) throws {
        let first = try object.optionalInstant("firstSeen")
        let last = try object.optionalInstant("lastSeen")
        guard first != nil || last != nil else { return nil }
        guard let first, let last else { throw object.failure("expected both firstSeen and lastSeen, or neither") }
        guard first <= last else { throw object.failure("lastSeen", "lastSeen is before firstSeen") }
        self.init(first: first, last: last)
    }
}
