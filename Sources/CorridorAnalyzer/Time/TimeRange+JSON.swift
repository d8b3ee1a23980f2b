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
    init?(field: JSONField) throws(ReportDecodingError) {
        let first = try field.optionalMember("firstSeen")
        let last = try field.optionalMember("lastSeen")
        guard first != nil || last != nil else { return nil }
        guard let first, let last else {
            throw ReportDecodingError(
                path: field.path, offset: nil, message: "expected both firstSeen and lastSeen, or neither")
        }
        self.init(first: try first.instant(), last: try last.instant())
        guard self.first <= self.last else {
            throw ReportDecodingError(path: last.path, offset: nil, message: "lastSeen is before firstSeen")
        }
    }
}

extension JSONField {
    /// An ISO 8601 instant (`2026-11-21T03:06:37Z`) as seconds since 1970-01-01T00:00:00Z.
    func instant() throws(ReportDecodingError) -> Int64 {
        let text = try string()
        let bytes = Array(text.utf8)
        let seconds = bytes.withUnsafeBufferPointer { buffer in
            buffer.isEmpty ? nil : LogTimestamp.iso8601(buffer.baseAddress!, from: 0, to: buffer.count)
        }
        guard let seconds else {
            throw ReportDecodingError(
                path: path, offset: nil, message: "expected an ISO 8601 instant (2026-11-21T03:06:37Z), found '\(text)'")
        }
        return seconds
    }
}
