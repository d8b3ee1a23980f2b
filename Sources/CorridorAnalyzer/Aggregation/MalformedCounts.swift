import CorridorLogFormats

/// Malformed lines counted by reason: one slot per ``MalformedReason`` (by its ordinal), so the hot
/// loop adds to an array slot; the reasons' names are spelled only when the report is assembled.
package struct MalformedCounts: Sendable, Equatable {
    private var counts = [Int](repeating: 0, count: MalformedReason.allCases.count)

    /// No lines counted.
    package init() {}

    /// Counts one line malformed for `reason`.
    @inline(__always)
    package mutating func add(_ reason: MalformedReason) {
        counts[reason.ordinal] &+= 1
    }

    /// Adds `other`'s counts into these.
    package mutating func merge(_ other: MalformedCounts) {
        for index in counts.indices { counts[index] &+= other.counts[index] }
    }

    /// The lines counted for `reason`.
    package subscript(reason: MalformedReason) -> Int { counts[reason.ordinal] }

    /// The number of malformed lines.
    package var total: Int { counts.reduce(0, &+) }

    /// The counts by reason name, reasons never seen left out (the report's `reasons`).
    package var byName: [String: Int] {
        var named: [String: Int] = [:]
        for reason in MalformedReason.allCases where self[reason] > 0 { named[reason.rawValue] = self[reason] }
        return named
    }
}
