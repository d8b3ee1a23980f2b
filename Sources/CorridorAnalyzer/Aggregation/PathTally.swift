#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exact count of byte strings (unmatched paths) within one chunk, in first-occurrence order.
///
/// The keys live in one growing byte arena and an open-addressing index, so counting a path costs
/// no allocation once the arrays have grown; nothing is allocated at all for a chunk without
/// unmatched lines. Iteration follows first occurrence, so what is built from a tally does not
/// depend on hashing (which Swift seeds per process).
package struct PathTally: Sendable {
    package struct Entry: Sendable {
        var start: Int
        var length: Int
        var hash: UInt64
        var count: Int
        /// The earliest and latest request time counted (`Int64.max` / `Int64.min`: none).
        var firstSeen: Int64
        var lastSeen: Int64
    }

    private var arena: [UInt8] = []
    private(set) var entries: [Entry] = []
    private var slots: [Int32] = []

    /// An empty tally.
    package init() {}

    /// The number of distinct keys.
    package var distinctCount: Int { entries.count }

    /// Whether nothing was counted.
    package var isEmpty: Bool { entries.isEmpty }

    /// Counts `bytes` `count` more times, seen from `firstSeen` to `lastSeen` (`Int64.max` / `Int64.min`:
    /// no time); returns the key's entry index (first-occurrence order).
    @discardableResult
    package mutating func add(
        _ bytes: UnsafeBufferPointer<UInt8>, count: Int = 1, firstSeen: Int64 = .max, lastSeen: Int64 = .min
    ) -> Int {
        add(bytes, hash: StableHash.hash(bytes), count: count, firstSeen: firstSeen, lastSeen: lastSeen)
    }

    /// Counts `bytes` as ``add(_:count:firstSeen:lastSeen:)`` does, under `hash`, a hash of the bytes alone that the
    /// caller computed (every key of a tally under the same function); the entry keeps it (``hash(at:)``).
    @discardableResult
    @inline(__always)
    package mutating func add(
        _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, count: Int = 1, firstSeen: Int64 = .max,
        lastSeen: Int64 = .min
    ) -> Int {
        if slots.isEmpty { slots = Array(repeating: -1, count: 64) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            if entries[index].hash == hash && equals(entries[index], bytes) {
                entries[index].count &+= count
                if firstSeen < entries[index].firstSeen { entries[index].firstSeen = firstSeen }
                if lastSeen > entries[index].lastSeen { entries[index].lastSeen = lastSeen }
                return index
            }
            slot = (slot &+ 1) & mask
        }
        slots[slot] = Int32(entries.count)
        entries.append(
            Entry(
                start: arena.count, length: bytes.count, hash: hash, count: count, firstSeen: firstSeen,
                lastSeen: lastSeen))
        arena.append(contentsOf: bytes)
        if entries.count * 2 > slots.count { grow() }
        return entries.count - 1
    }

    /// Forgets every key, keeping the storage for the next chunk.
    package mutating func removeAll() {
        guard !entries.isEmpty else { return }
        arena.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        for index in slots.indices { slots[index] = -1 }
    }

    /// The count of entry `index`.
    package func count(at index: Int) -> Int { entries[index].count }

    /// The length in bytes of the key of entry `index`.
    package func length(at index: Int) -> Int { entries[index].length }

    /// The hash of the key of entry `index`: ``StableHash/hash(_:)`` of its bytes, unless it was counted under another
    /// hash (``add(_:hash:count:firstSeen:lastSeen:)``).
    package func hash(at index: Int) -> UInt64 { entries[index].hash }

    /// The earliest and latest time of entry `index` (`Int64.max` / `Int64.min`: none).
    package func seen(at index: Int) -> (first: Int64, last: Int64) {
        (entries[index].firstSeen, entries[index].lastSeen)
    }

    /// Calls `body` with the key bytes of entry `index`.
    package func withKey<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let entry = entries[index]
        return arena.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[entry.start..<(entry.start + entry.length)]))
        }
    }

    /// Whether the key of entry `lhs` is smaller than that of `rhs` by bytes.
    package func keyPrecedes(_ lhs: Int, _ rhs: Int) -> Bool {
        let (left, right) = (entries[lhs], entries[rhs])
        return arena.withUnsafeBufferPointer { arena in
            HeavyHitters.byteOrder(
                UnsafeBufferPointer(rebasing: arena[left.start..<(left.start + left.length)]),
                UnsafeBufferPointer(rebasing: arena[right.start..<(right.start + right.length)])) < 0
        }
    }

    /// The entries a table of `limit` rows keeps: all of them when they fit, else the `limit` largest
    /// counts (ties by key hash, then first occurrence: both functions of the chunk's lines alone); and
    /// the largest count left out (0 when none). The indices come by key hash (then first occurrence),
    /// the order of ``HeavyHitters`` rows.
    package func kept(limit: Int) -> (indices: [Int], droppedMaximum: Int) {
        var ranked = entries.indices.map { Ranked(count: entries[$0].count, hash: entries[$0].hash, index: $0) }
        var droppedMaximum = 0
        if ranked.count > limit {
            Ranked.select(&ranked, limit)
            droppedMaximum = ranked[limit].count
            ranked.removeLast(ranked.count - limit)
        }
        ranked.sort()
        return (ranked.map(\.index), droppedMaximum)
    }

    /// An entry as the tables rank it; `<` is the order of ``HeavyHitters`` rows (``byHash(_:_:)``), so that `sort()`
    /// compares inline.
    private struct Ranked: Comparable {
        var count: Int
        var hash: UInt64
        var index: Int

        static func byCount(_ lhs: Ranked, _ rhs: Ranked) -> Bool {
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return byHash(lhs, rhs)
        }

        static func byHash(_ lhs: Ranked, _ rhs: Ranked) -> Bool {
            lhs.hash != rhs.hash ? lhs.hash < rhs.hash : lhs.index < rhs.index
        }

        static func < (lhs: Ranked, rhs: Ranked) -> Bool { byHash(lhs, rhs) }

        /// Quickselect (Hoare): puts the `k` first elements by ``byCount(_:_:)`` before position `k`
        /// (in no particular order) and the next one at `k`, in linear time on average.
        static func select(_ elements: inout [Ranked], _ k: Int) {
            var low = 0
            var high = elements.count - 1
            while low < high {
                let middle = low + (high - low) / 2
                // The median of three as the pivot.
                if byCount(elements[middle], elements[low]) { elements.swapAt(middle, low) }
                if byCount(elements[high], elements[low]) { elements.swapAt(high, low) }
                if byCount(elements[high], elements[middle]) { elements.swapAt(high, middle) }
                let pivot = elements[middle]
                var left = low
                var right = high
                while left <= right {
                    while byCount(elements[left], pivot) { left += 1 }
                    while byCount(pivot, elements[right]) { right -= 1 }
                    if left <= right {
                        elements.swapAt(left, right)
                        left += 1
                        right -= 1
                    }
                }
                if k <= right {
                    high = right
                } else if k >= left {
                    low = left
                } else {
                    return
                }
            }
        }
    }

    /// Calls `body` with every key and its count, in first-occurrence order.
    package func forEach(_ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        arena.withUnsafeBufferPointer { arena in
            for entry in entries {
                body(UnsafeBufferPointer(rebasing: arena[entry.start..<(entry.start + entry.length)]), entry.count)
            }
        }
    }

    private func equals(_ entry: Entry, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.length == bytes.count else { return false }
        guard let key = bytes.baseAddress else { return true }
        return arena.withUnsafeBufferPointer { arena in
            memcmp(arena.baseAddress! + entry.start, key, bytes.count) == 0
        }
    }

    private mutating func grow() {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while grown[slot] >= 0 { slot = (slot &+ 1) & mask }
            grown[slot] = Int32(index)
        }
        slots = grown
    }
}
