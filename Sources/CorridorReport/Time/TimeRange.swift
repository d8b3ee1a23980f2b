/// When something was first and last seen, in seconds since 1970-01-01T00:00:00Z (UTC).
public struct TimeRange: Sendable, Equatable {
    /// The earliest time.
    public var first: Int64
    /// The latest time.
    public var last: Int64

    /// A range from `first` to `last` (both included).
    public init(first: Int64, last: Int64) {
        self.first = first
        self.last = last
    }

    /// The range of one instant.
    @inline(__always)
    package init(_ seconds: Int64) {
        first = seconds
        last = seconds
    }

    /// The smallest range holding both.
    @inline(__always)
    package func union(_ other: TimeRange) -> TimeRange {
        TimeRange(first: min(first, other.first), last: max(last, other.last))
    }

    /// The range of `first`…`last` kept as two sentinel-initialised counters (`Int64.max`, `Int64.min` when
    /// nothing was seen): nil when nothing was.
    @inline(__always)
    package init?(first: Int64, orNoneBefore last: Int64) {
        guard first <= last else { return nil }
        self.init(first: first, last: last)
    }

    /// The union of two optional ranges (nil: never seen).
    package static func union(_ lhs: TimeRange?, _ rhs: TimeRange?) -> TimeRange? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return lhs.union(rhs)
    }
}
