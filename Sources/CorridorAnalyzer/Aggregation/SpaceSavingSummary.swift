/// A Space-Saving heavy-hitter summary (Metwally, Agrawal, El Abbadi 2005) with weighted updates:
/// at most ``capacity`` counters; a new key arriving when the table is full takes over the smallest
/// counter, inheriting its count as its error.
///
/// Guarantees: every listed count overestimates the key's true count by at most its `error`, which is
/// at most ``errorBound``; every key not listed has a true count of at most ``errorBound``. While no
/// counter was ever taken over (``isExact``) the counts are exact.
///
/// Determinism: the victim on a full table is the smallest counter, ties broken by the oldest update
/// (a logical clock, not time), so the same sequence of updates always gives the same table. The
/// pipeline feeds it in chunk order to make results independent of the worker count.
package struct SpaceSavingSummary: Sendable {
    /// One counter.
    package struct Entry: Sendable, Equatable {
        /// The key (an unmatched path, or a suggested format).
        package var key: String
        /// The estimated count (an overestimate by at most `error`).
        package var count: Int
        /// The count inherited from the counter this key took over.
        package var error: Int
        /// Up to ``SpaceSavingSummary/exampleLimit`` example values: the lexicographically smallest
        /// distinct ones seen (a choice that is order-free and therefore merges deterministically).
        package var examples: [String]
    }

    private struct Slot: Sendable {
        var entry: Entry
        var stamp: UInt64
    }

    /// The maximum number of counters.
    package let capacity: Int
    /// The maximum number of examples kept per key.
    package let exampleLimit: Int
    private var heap: [Slot] = []
    private var positions: [String: Int] = [:]
    private var clock: UInt64 = 0
    /// Whether a counter was ever taken over (the counts may then be overestimates).
    package private(set) var hasEvicted = false

    /// An empty summary of at most `capacity` (≥ 1) counters.
    package init(capacity: Int, exampleLimit: Int = 0) {
        precondition(capacity >= 1, "a Space-Saving summary needs at least one counter")
        self.capacity = capacity
        self.exampleLimit = exampleLimit
    }

    /// Whether every count is exact.
    package var isExact: Bool { !hasEvicted }

    /// The largest possible overestimate of a listed count, and the largest possible true count of an
    /// unlisted key: the smallest counter once a counter was taken over, else 0.
    package var errorBound: Int { hasEvicted ? (heap.first?.entry.count ?? 0) : 0 }

    /// The number of counters in use.
    package var count: Int { heap.count }

    /// Adds `weight` occurrences of `key`, with example values for it.
    package mutating func add(_ key: String, weight: Int, examples: [String] = []) {
        clock &+= 1
        if let position = positions[key] {
            heap[position].entry.count &+= weight
            heap[position].stamp = clock
            if exampleLimit > 0 {
                heap[position].entry.examples = SpaceSavingSummary.mergeExamples(
                    heap[position].entry.examples, examples, limit: exampleLimit)
            }
            siftDown(from: position)
            return
        }
        let kept = SpaceSavingSummary.mergeExamples([], examples, limit: exampleLimit)
        if heap.count < capacity {
            heap.append(Slot(entry: Entry(key: key, count: weight, error: 0, examples: kept), stamp: clock))
            positions[key] = heap.count - 1
            siftUp(from: heap.count - 1)
            return
        }
        hasEvicted = true
        let victim = heap[0].entry
        positions[victim.key] = nil
        heap[0] = Slot(
            entry: Entry(key: key, count: victim.count &+ weight, error: victim.count, examples: kept), stamp: clock)
        positions[key] = 0
        siftDown(from: 0)
    }

    /// The counters by count (descending), then key (ascending).
    package func sortedEntries() -> [Entry] {
        heap.map(\.entry).sorted(by: SpaceSavingSummary.reportOrder)
    }

    /// The report order: count descending, then key ascending.
    package static func reportOrder(_ lhs: Entry, _ rhs: Entry) -> Bool {
        lhs.count != rhs.count ? lhs.count > rhs.count : lhs.key < rhs.key
    }

    /// The `limit` lexicographically smallest distinct values of `existing` and `new`.
    package static func mergeExamples(_ existing: [String], _ new: [String], limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        if new.isEmpty { return existing }
        var merged = existing
        for value in new where !merged.contains(value) { merged.append(value) }
        merged.sort()
        if merged.count > limit { merged.removeLast(merged.count - limit) }
        return merged
    }

    private func isLess(_ lhs: Int, _ rhs: Int) -> Bool {
        let left = heap[lhs]
        let right = heap[rhs]
        return left.entry.count != right.entry.count ? left.entry.count < right.entry.count : left.stamp < right.stamp
    }

    private mutating func swapAt(_ lhs: Int, _ rhs: Int) {
        heap.swapAt(lhs, rhs)
        positions[heap[lhs].entry.key] = lhs
        positions[heap[rhs].entry.key] = rhs
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isLess(child, parent) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let smaller = right < heap.count && isLess(right, left) ? right : left
            guard isLess(smaller, parent) else { return }
            swapAt(smaller, parent)
            parent = smaller
        }
    }
}
