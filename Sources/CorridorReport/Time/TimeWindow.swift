import CorridorCore

/// The requests a run counts by time: from ``since`` (inclusive) to ``until`` (exclusive), in seconds since
/// 1970-01-01T00:00:00Z. An open end is nil. With a bound set, a request whose time can't be read is outside (it
/// can't be shown to be inside).
public struct TimeWindow: Sendable, Equatable {
    /// The first second counted; nil for no lower bound.
    public var since: Int64?
    /// The first second no longer counted; nil for no upper bound.
    public var until: Int64?

    /// A window from `since` (inclusive) to `until` (exclusive).
    public init(since: Int64? = nil, until: Int64? = nil) {
        self.since = since
        self.until = until
    }

    /// The window that counts everything.
    public static let all = TimeWindow()

    /// `since 2026-11-01T00:00:00Z until 2026-11-08T00:00:00Z`, `since … (no end)`, `no window`: for messages.
    package var mergeText: String {
        guard isBounded else { return "no window (every request)" }
        let since = self.since.map { "since \(CivilCalendar.isoInstant($0))" } ?? "no start"
        let until = self.until.map { "until \(CivilCalendar.isoInstant($0))" } ?? "no end"
        return "\(since), \(until)"
    }

    /// Whether a bound is set.
    @inlinable public var isBounded: Bool { since != nil || until != nil }

    /// The smallest window holding both (the same window when both are; an open end when either is open).
    package func covering(_ other: TimeWindow) -> TimeWindow {
        guard self != other else { return self }
        let since = self.since.flatMap { mine in other.since.map { min(mine, $0) } }
        let until = self.until.flatMap { mine in other.until.map { max(mine, $0) } }
        return TimeWindow(since: since, until: until)
    }

    /// Whether a request at `seconds` (nil: its time is unknown) is counted.
    @inlinable @inline(__always)
    package func contains(_ seconds: Int64?) -> Bool {
        guard isBounded else { return true }
        guard let seconds else { return false }
        if let since, seconds < since { return false }
        if let until, seconds >= until { return false }
        return true
    }
}
