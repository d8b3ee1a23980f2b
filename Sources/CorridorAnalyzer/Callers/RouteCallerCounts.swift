/// How many times each (route, caller id) pair was seen in one chunk: an open-addressing table of 64-bit keys (the
/// route in the high half, the caller's id in the low half) beside their counts. Counting a pair is a multiply, a
/// probe and an increment, with no allocation once the table has grown; it is reused from chunk to chunk. The slot
/// of a pair depends on the pair alone (no seeded hash), so ``forEach(_:)`` visits pairs in the same order in every
/// process.
struct RouteCallerCounts {
    /// The key of an empty slot (no route has index 2³² − 1).
    private static let empty = UInt64.max
    private var keys: [UInt64] = []
    private var counts: [Int] = []
    /// The number of distinct pairs.
    private(set) var count = 0

    /// Counts one call of `route` by the caller of id `caller`.
    @inline(__always)
    mutating func add(route: Int, caller: Int) {
        if keys.isEmpty { resize(to: 256) }
        let key = UInt64(truncatingIfNeeded: route) << 32 | UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: caller))
        let mask = keys.count &- 1
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
                if count &* 2 > keys.count { resize(to: keys.count * 2) }
                return
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Calls `body` with every pair and its count, in slot order.
    func forEach(_ body: (_ route: Int, _ caller: Int, _ count: Int) -> Void) {
        for slot in keys.indices where keys[slot] != RouteCallerCounts.empty {
            body(Int(keys[slot] >> 32), Int(keys[slot] & 0xFFFF_FFFF), counts[slot])
        }
    }

    /// Forgets every pair, keeping the storage for the next chunk.
    mutating func removeAll() {
        guard count > 0 else { return }
        for slot in keys.indices { keys[slot] = RouteCallerCounts.empty }
        count = 0
    }

    /// The home slot of `key` before masking: the high bits of a multiplicative hash.
    @inline(__always)
    private static func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private mutating func resize(to capacity: Int) {
        let (oldKeys, oldCounts) = (keys, counts)
        keys = Array(repeating: RouteCallerCounts.empty, count: capacity)
        counts = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for old in oldKeys.indices where oldKeys[old] != RouteCallerCounts.empty {
            var slot = RouteCallerCounts.slot(of: oldKeys[old]) & mask
            while keys[slot] != RouteCallerCounts.empty { slot = (slot &+ 1) & mask }
            keys[slot] = oldKeys[old]
            counts[slot] = oldCounts[old]
        }
    }
}
