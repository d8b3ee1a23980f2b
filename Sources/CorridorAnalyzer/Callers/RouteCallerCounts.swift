/// How many times each (route, caller id) pair was seen in one chunk: an open-addressing table of 64-bit keys (the
/// route in the high half, the caller's id in the low half) beside their counts. Counting a pair is a multiply, a
/// probe and an increment, with no allocation once the table has grown and no uniqueness or bounds check (the
/// storage is the table's own); it is reused from chunk to chunk. The slot of a pair depends on the pair alone (no
/// seeded hash), so ``forEach(_:)`` visits pairs in the same order in every process.
final class RouteCallerCounts {
    /// The key of an empty slot (no route has index 2³² − 1).
    private static let empty = UInt64.max
    private var keys: UnsafeMutablePointer<UInt64>
    private var counts: UnsafeMutablePointer<Int>
    private var capacity: Int
    /// The number of distinct pairs.
    private(set) var count = 0

    /// An empty table.
    init() {
        capacity = 256
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: RouteCallerCounts.empty, count: capacity)
        counts = .allocate(capacity: capacity)
        counts.initialize(repeating: 0, count: capacity)
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
    }

    /// Counts one call of `route` by the caller of id `caller`.
    @inline(__always)
    func add(route: Int, caller: Int) {
        let key = UInt64(truncatingIfNeeded: route) << 32 | UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: caller))
        let mask = capacity &- 1
        var slot = RouteCallerCounts.slot(of: key) & mask
        while true {
            let found = keys[slot]
            if found == key {
                counts[slot] &+= 1
                return
            }
            if found == RouteCallerCounts.empty {
                keys[slot] = key
                counts[slot] = 1
                count &+= 1
                if count &* 2 > capacity { resize(to: capacity * 2) }
                return
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Calls `body` with every pair and its count, in slot order.
    func forEach(_ body: (_ route: Int, _ caller: Int, _ count: Int) -> Void) {
        for slot in 0..<capacity where keys[slot] != RouteCallerCounts.empty {
            body(Int(keys[slot] >> 32), Int(keys[slot] & 0xFFFF_FFFF), counts[slot])
        }
    }

    /// Forgets every pair, keeping the storage for the next chunk.
    func removeAll() {
        guard count > 0 else { return }
        keys.update(repeating: RouteCallerCounts.empty, count: capacity)
        count = 0
    }

    /// The home slot of `key` before masking: the high bits of a multiplicative hash.
    @inline(__always)
    private static func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private func resize(to newCapacity: Int) {
        let (oldKeys, oldCounts, oldCapacity) = (keys, counts, capacity)
        keys = .allocate(capacity: newCapacity)
        keys.initialize(repeating: RouteCallerCounts.empty, count: newCapacity)
        counts = .allocate(capacity: newCapacity)
        counts.initialize(repeating: 0, count: newCapacity)
        capacity = newCapacity
        let mask = newCapacity - 1
        for old in 0..<oldCapacity where oldKeys[old] != RouteCallerCounts.empty {
            var slot = RouteCallerCounts.slot(of: oldKeys[old]) & mask
            while keys[slot] != RouteCallerCounts.empty { slot = (slot &+ 1) & mask }
            keys[slot] = oldKeys[old]
            counts[slot] = oldCounts[old]
        }
        oldKeys.deallocate()
        oldCounts.deallocate()
    }
}
