#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bounded heavy-hitter table (a mergeable Space-Saving summary, Agarwal et al. 2012): at most
/// ``capacity`` keys with their estimated counts, made from exact counts of a part of the stream
/// (``init(exactCounts:capacity:exampleLimit:droppedMaximum:)``) and combined with ``merged(with:)``,
/// the one merge used by the pipeline (chunk summaries) and by report merging (shards, days).
///
/// Guarantees (by induction over merges): every row's `count` overestimates the key's true count by
/// at most its `error`, which is at most ``errorBound``; every key not listed was seen at most
/// ``errorBound`` times. While ``isExact`` the table holds every key with its exact count. The bound
/// grows by at most the sum of the merged tables' bounds, or the largest count cut off by a merge:
/// a table over `n` occurrences cut at `K` rows has bound at most about `n / K`.
///
/// Determinism: a merge's result depends only on the two tables, not on the order they are given
/// (rows are kept by count descending, then by key hash, then by key: a total order); the pipeline
/// merges chunk summaries along a tree fixed by chunk positions, so a run's table does not depend on
/// the number of workers. Rows are stored in key-hash order, which makes a merge one linear pass.
package struct HeavyHitters: Sendable, Equatable {
    /// The maximum number of rows.
    package let capacity: Int
    /// The maximum number of examples kept per row (0 for none).
    package let exampleLimit: Int
    /// The rows, by key hash then key (the merge order; see ``reportRows`` for the report order).
    package private(set) var rows: [HeavyHitter]
    /// Whether every count is exact and every key is listed.
    package private(set) var isExact: Bool
    /// The largest overestimate of a listed count and the largest true count of an unlisted key.
    package private(set) var errorBound: Int

    /// An empty (exact) table of at most `capacity` (≥ 1) rows.
    package init(capacity: Int, exampleLimit: Int = 0) {
        precondition(capacity >= 1, "a heavy-hitter table needs at least one row")
        self.capacity = capacity
        self.exampleLimit = exampleLimit
        rows = []
        isExact = true
        errorBound = 0
    }

    /// A table of exact counts, of which the caller already dropped keys whose counts are at most
    /// `droppedMaximum` (0 when none was dropped); rows of the same key (two raw paths that read as
    /// the same text) are added up; cut to `capacity` rows by count.
    package init(exactCounts: [HeavyHitter], capacity: Int, exampleLimit: Int = 0, droppedMaximum: Int = 0) {
        self.init(capacity: capacity, exampleLimit: exampleLimit)
        var sorted = exactCounts
        if !sorted.isSorted(by: { HeavyHitter.mergeOrder($0, $1) < 0 }) {
            sorted.sort { HeavyHitter.mergeOrder($0, $1) < 0 }
        } else if sorted.allSatisfy({ $0.examples.isEmpty }) {
            // Strictly in merge order (no key twice) and nothing to cut from examples (a caller tally's rows): the
            // rows as given, without a copy of each.
            rows = sorted
            isExact = droppedMaximum == 0
            errorBound = droppedMaximum
            sortAndCut(missing: 0, isSorted: true)
            return
        }
        rows.reserveCapacity(sorted.count)
        for row in sorted {
            if let last = rows.last, HeavyHitter.mergeOrder(last, row) == 0 {
                rows[rows.count - 1].count &+= row.count
                rows[rows.count - 1].examples = HeavyHitters.mergeExamples(
                    last.examples, row.examples, limit: exampleLimit)
                rows[rows.count - 1].mergeSeen(row)
            } else if row.examples.isEmpty {
                rows.append(row)
            } else {
                var kept = row
                kept.examples = HeavyHitters.mergeExamples([], row.examples, limit: exampleLimit)
                rows.append(kept)
            }
        }
        isExact = droppedMaximum == 0
        errorBound = droppedMaximum
        sortAndCut(missing: 0)
    }

    /// A table as a report lists it (any row order): its rows, whether it is exact and its bound.
    package init(rows: [HeavyHitter], exact: Bool, errorBound: Int, capacity: Int, exampleLimit: Int = 0) {
        self.init(capacity: max(1, capacity), exampleLimit: exampleLimit)
        self.rows = rows
        isExact = exact
        self.errorBound = exact ? 0 : errorBound
        sortAndCut(missing: self.errorBound)
    }

    /// The rows in report order: count descending, then key ascending.
    package var reportRows: [HeavyHitter] {
        rows.sorted { $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key }
    }

    /// This table and `other` as one table of the larger capacity. A key missing from an inexact
    /// table is taken to have that table's bound there (so counts stay overestimates); the union is
    /// cut back by count. Commutative; associative while no rows are cut.
    package func merged(with other: HeavyHitters) -> HeavyHitters {
        let leftMissing = isExact ? 0 : errorBound
        let rightMissing = other.isExact ? 0 : other.errorBound
        var result = HeavyHitters(
            capacity: max(capacity, other.capacity), exampleLimit: max(exampleLimit, other.exampleLimit))
        result.rows.reserveCapacity(rows.count + other.rows.count)
        var left = 0
        var right = 0
        while left < rows.count || right < other.rows.count {
            let order: Int
            if left == rows.count {
                order = 1
            } else if right == other.rows.count {
                order = -1
            } else {
                order = HeavyHitter.mergeOrder(rows[left], other.rows[right])
            }
            if order < 0 {
                var row = rows[left]
                row.count &+= rightMissing
                row.error &+= rightMissing
                result.rows.append(row)
                left += 1
            } else if order > 0 {
                var row = other.rows[right]
                row.count &+= leftMissing
                row.error &+= leftMissing
                result.rows.append(row)
                right += 1
            } else {
                var row = rows[left]
                let theirs = other.rows[right]
                row.count &+= theirs.count
                row.error &+= theirs.error
                if !row.examples.isEmpty || !theirs.examples.isEmpty {
                    row.examples = HeavyHitters.mergeExamples(
                        row.examples, theirs.examples, limit: result.exampleLimit)
                }
                row.mergeSeen(theirs)
                result.rows.append(row)
                left += 1
                right += 1
            }
        }
        result.isExact = isExact && other.isExact
        result.errorBound = leftMissing &+ rightMissing
        // Both tables' rows are strictly in merge order (every table keeps them so), and so is their merge.
        result.sortAndCut(missing: result.errorBound, isSorted: true)
        return result
    }

    /// Sorts the rows into merge order (unless `isSorted` says they are) and cuts them to ``capacity`` by count (then
    /// hash, then key), raising the bound to the largest count cut off. Ranks are sorted as plain numbers (rows are
    /// moved only when they are dropped); the kept rows stay in merge order.
    private mutating func sortAndCut(missing: Int, isSorted: Bool = false) {
        if !isSorted && !rows.isSorted(by: { HeavyHitter.mergeOrder($0, $1) < 0 }) {
            rows.sort { HeavyHitter.mergeOrder($0, $1) < 0 }
            combineEqualKeys()
        }
        if rows.count > capacity {
            // Rows are in merge order, so among equal counts and hashes the lower position has the
            // smaller key: the position breaks ties exactly as the key would.
            var ranked = rows.indices.map { (count: rows[$0].count, position: $0) }
            ranked.sort { $0.count != $1.count ? $0.count > $1.count : $0.position < $1.position }
            let droppedLargest = ranked[capacity].count
            var keep = [Bool](repeating: false, count: rows.count)
            for rank in ranked[..<capacity] { keep[rank.position] = true }
            var kept = 0
            for position in rows.indices where keep[position] {
                if kept != position { rows.swapAt(kept, position) }
                kept += 1
            }
            rows.removeLast(rows.count - kept)
            isExact = false
            errorBound = max(errorBound, missing, droppedLargest)
        }
        if isExact { errorBound = 0 }
    }

    /// Rows of the same key, next to each other once sorted (a report that lists a key twice in one table), as one
    /// row: counts and errors added, examples and times merged. Every table's rows are then strictly in merge order,
    /// which ``merged(with:)`` relies on.
    private mutating func combineEqualKeys() {
        var kept = 0
        for index in rows.indices {
            if kept > 0 && HeavyHitter.mergeOrder(rows[kept - 1], rows[index]) == 0 {
                let row = rows[index]
                rows[kept - 1].count &+= row.count
                rows[kept - 1].error &+= row.error
                if !row.examples.isEmpty {
                    rows[kept - 1].examples = HeavyHitters.mergeExamples(
                        rows[kept - 1].examples, row.examples, limit: exampleLimit)
                }
                rows[kept - 1].mergeSeen(row)
            } else {
                if kept != index { rows.swapAt(kept, index) }
                kept += 1
            }
        }
        rows.removeLast(rows.count - kept)
    }

    /// The `limit` smallest distinct values of `existing` and `new` (by UTF-8 bytes, so that the choice
    /// is the same whether made on bytes or on strings). Lists already in that order (as the tables
    /// keep them) merge in one pass.
    package static func mergeExamples(_ existing: [String], _ new: [String], limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        if new.isEmpty && existing.count <= limit { return existing }
        let left = ordered(existing)
        let right = ordered(new)
        var merged: [String] = []
        merged.reserveCapacity(limit)
        var (i, j) = (0, 0)
        while merged.count < limit && (i < left.count || j < right.count) {
            let next: String
            if j == right.count || (i < left.count && precedes(left[i], right[j])) {
                next = left[i]
                i += 1
            } else {
                if i < left.count && left[i] == right[j] { i += 1 }
                next = right[j]
                j += 1
            }
            if merged.last != next { merged.append(next) }
        }
        return merged
    }

    /// `values` by UTF-8 bytes.
    private static func ordered(_ values: [String]) -> [String] {
        values.isSorted(by: { !precedes($1, $0) }) ? values : values.sorted(by: precedes)
    }

    /// Whether `lhs` comes before `rhs` by UTF-8 bytes.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        var (lhs, rhs) = (lhs, rhs)
        return lhs.withUTF8 { left in rhs.withUTF8 { right in byteOrder(left, right) < 0 } }
    }

    /// The order of two keys by their bytes (the order rows of equal hash take): −1, 0 or 1; a key before the longer
    /// keys it begins.
    @inlinable
    package static func byteOrder(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
    }
}

extension Array {
    fileprivate func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        guard count > 1 else { return true }
        for index in 1..<count where !areInIncreasingOrder(self[index - 1], self[index]) { return false }
        return true
    }
}
