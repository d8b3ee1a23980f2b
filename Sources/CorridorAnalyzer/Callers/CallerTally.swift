/// A worker's exact count of one chunk's callers per route (user agents or client addresses), turned into bounded
/// per-route ``HeavyHitters`` at the end of the chunk. A key is the route's index (4 bytes) then the caller's bytes,
/// counted in a ``PathTally`` (one hash probe, no allocation once the storage has grown; reused from chunk to
/// chunk); only the rows a route's table keeps become `String`s.
package struct CallerTally {
    private var tally = PathTally()
    /// The route of each entry of `tally`.
    private var routes: [Int32] = []
    private var key: [UInt8] = []

    /// An empty tally.
    package init() {}

    /// Counts one call of `route` by `caller` (the bytes as logged).
    @inline(__always)
    package mutating func add(route: Int, caller: UnsafeBufferPointer<UInt8>) {
        beginKey(route: route)
        key.append(contentsOf: caller)
        count(route: route)
    }

    /// Counts one call of `route` from the network of `address` under `prefix` (``ClientAddress``).
    @inline(__always)
    package mutating func add(route: Int, address: UnsafeBufferPointer<UInt8>, prefix: AddressPrefix) {
        beginKey(route: route)
        ClientAddress.appendNetwork(of: address, prefix: prefix, to: &key)
        count(route: route)
    }

    @inline(__always)
    private mutating func beginKey(route: Int) {
        key.removeAll(keepingCapacity: true)
        let route = UInt32(truncatingIfNeeded: route)
        key.append(UInt8(truncatingIfNeeded: route))
        key.append(UInt8(truncatingIfNeeded: route >> 8))
        key.append(UInt8(truncatingIfNeeded: route >> 16))
        key.append(UInt8(truncatingIfNeeded: route >> 24))
    }

    @inline(__always)
    private mutating func count(route: Int) {
        let index = key.withUnsafeBufferPointer { tally.add($0) }
        if index == routes.count { routes.append(Int32(truncatingIfNeeded: route)) }
    }

    /// Each route's table of at most `capacity` rows (routes without a call left out); empties the tally.
    /// Which rows a table keeps depends on the chunk's lines alone: count, then key hash, then first occurrence.
    package mutating func summarize(capacity: Int) -> [Int: HeavyHitters] {
        guard !tally.isEmpty else { return [:] }
        defer {
            tally.removeAll()
            routes.removeAll(keepingCapacity: true)
        }
        let entries = tally.entries
        let order = entries.indices.sorted { lhs, rhs in
            if routes[lhs] != routes[rhs] { return routes[lhs] < routes[rhs] }
            if entries[lhs].count != entries[rhs].count { return entries[lhs].count > entries[rhs].count }
            if entries[lhs].hash != entries[rhs].hash { return entries[lhs].hash < entries[rhs].hash }
            return lhs < rhs
        }
        var tables: [Int: HeavyHitters] = [:]
        var start = 0
        while start < order.count {
            let route = routes[order[start]]
            var end = start
            while end < order.count && routes[order[end]] == route { end += 1 }
            let kept = min(end - start, capacity)
            let rows = order[start..<(start + kept)].map { index in
                HeavyHitter(
                    key: tally.withKey(at: index) { String(decoding: UnsafeBufferPointer(rebasing: $0[4...]), as: UTF8.self) },
                    count: entries[index].count, error: 0)
            }
            let droppedMaximum = end - start > kept ? entries[order[start + kept]].count : 0
            tables[Int(route)] = HeavyHitters(exactCounts: rows, capacity: capacity, droppedMaximum: droppedMaximum)
            start = end
        }
        return tables
    }
}
