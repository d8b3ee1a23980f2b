/// A worker's exact count of one chunk's callers per route (user agents or client addresses), turned into bounded
/// per-route tables at the end of the chunk (``FlatHeavyHitters``). Each distinct caller of the chunk is interned
/// once into a small id (its bytes hashed sixteen at a time, ``InterningHash``, into a ``PathTally``), and a line
/// counts the pair (route, id) in a flat integer-keyed table (``RouteCallerCounts``): no copy of the caller's bytes
/// per line, no allocation once the storage has grown (reused from chunk to chunk). Only the callers a route's table
/// keeps are copied into the tables, once each whatever the number of routes it called.
package struct CallerTally {
    /// The chunk's distinct callers; a caller's id is its entry index (first-occurrence order).
    private var callers = PathTally()
    private let pairs = RouteCallerCounts()
    /// The network of the current address (``add(route:address:prefix:)``).
    private var network: [UInt8] = []
    /// Whether the callers are counted as logged URL-encoded (``LogLineParser/agentIsURLEncoded``): each distinct one
    /// is decoded once when the chunk is summarized, and callers that decode alike are one caller.
    package var callersAreURLEncoded = false

    /// An empty tally.
    package init() {}

    /// Counts one call of `route` by `caller` (the bytes as logged).
    @inline(__always)
    package mutating func add(route: Int, caller: UnsafeBufferPointer<UInt8>) {
        pairs.add(route: route, caller: callers.add(caller, hash: InterningHash.hash(caller)))
    }

    /// Counts one call of `route` from the network of `address` under `prefix` (``ClientAddress``).
    @inline(__always)
    package mutating func add(route: Int, address: UnsafeBufferPointer<UInt8>, prefix: AddressPrefix) {
        network.removeAll(keepingCapacity: true)
        ClientAddress.appendNetwork(of: address, prefix: prefix, to: &network)
        let caller = network.withUnsafeBufferPointer { callers.add($0, hash: InterningHash.hash($0)) }
        pairs.add(route: route, caller: caller)
    }

    /// Each route's table of at most `capacity` rows (routes without a call left out); empties the tally.
    /// Which rows a table keeps depends on the chunk's lines alone: count, then the caller's hash (the order
    /// ``HeavyHitters`` ranks rows by), then first occurrence.
    package mutating func summarize(capacity: Int) -> FlatHeavyHitters {
        var tables = FlatHeavyHitters(capacity: capacity)
        guard !callers.isEmpty else { return tables }
        defer {
            callers.removeAll()
            pairs.removeAll()
        }
        // The pairs grouped by route (a counting sort: one pass to size the groups, one to fill them).
        var groupEnds: [Int] = []
        var groups = 0
        pairs.forEach { route, _, _ in
            if route >= groupEnds.count {
                groupEnds.append(contentsOf: repeatElement(0, count: route + 1 - groupEnds.count))
            }
            if groupEnds[route] == 0 { groups += 1 }
            groupEnds[route] += 1
        }
        var total = 0
        for route in groupEnds.indices {
            total += groupEnds[route]
            groupEnds[route] = total
        }
        var next = groupEnds
        let entries = callers.entries
        // Each caller's hash (the tables' order): of its bytes, or of its decoded bytes when callers are logged
        // URL-encoded. The tally found callers under a quicker hash; this one is computed once per distinct caller.
        var hashes =
            callersAreURLEncoded
            ? [UInt64](repeating: 0, count: entries.count)
            : entries.indices.map { id in callers.withKey(at: id) { StableHash.hash($0) } }
        var decoded: [[UInt8]] = []
        let canonical = callersAreURLEncoded ? decodeCallers(decoded: &decoded, hashes: &hashes) : nil
        var counted = [Counted](repeating: Counted(count: 0, hash: 0, caller: 0), count: total)
        pairs.forEach { route, caller, count in
            next[route] -= 1
            let caller = canonical?[caller] ?? caller
            counted[next[route]] = Counted(count: count, hash: hashes[caller], caller: caller)
        }
        if canonical != nil { Self.combineDuplicates(&counted, groupEnds: &groupEnds) }
        tables.reserveCapacity(
            keys: entries.count, keyBytes: entries.reduce(0) { $0 + $1.length }, rows: min(total, groups * capacity))
        // Each caller's key in `tables`, added when a table first keeps it (−1 before).
        var keys = [Int](repeating: -1, count: entries.count)
        var kept: [FlatHeavyHitters.Counted] = []
        kept.reserveCapacity(capacity)
        var start = 0
        for route in groupEnds.indices where groupEnds[route] > start {
            let end = groupEnds[route]
            var droppedMaximum = 0
            let keptEnd = start + min(end - start, capacity)
            counted.withUnsafeMutableBufferPointer { counted in
                if end - start > capacity {
                    var group = UnsafeMutableBufferPointer(rebasing: counted[start..<end])
                    group.sort(by: Counted.ranks)
                    droppedMaximum = counted[start + capacity].count
                }
                // By hash, the order a table's rows are in: the table need not sort them again.
                var keptRows = UnsafeMutableBufferPointer(rebasing: counted[start..<keptEnd])
                keptRows.sort()
            }
            kept.removeAll(keepingCapacity: true)
            for index in start..<keptEnd {
                let row = counted[index]
                if keys[row.caller] < 0 {
                    keys[row.caller] = addKey(of: row.caller, hash: hashes[row.caller], decoded: decoded, to: &tables)
                }
                kept.append(FlatHeavyHitters.Counted(key: keys[row.caller], count: row.count))
            }
            tables.appendTable(route, counted: &kept, droppedMaximum: droppedMaximum)
            start = end
        }
        return tables
    }

    /// Adds caller `id`'s key to `tables`: its bytes, or its decoded ones when `decoded` has them, read as text.
    private func addKey(of id: Int, hash: UInt64, decoded: [[UInt8]], to tables: inout FlatHeavyHitters) -> Int {
        if id < decoded.count {
            return decoded[id].withUnsafeBufferPointer { tables.addKey(readingAsText: $0, hash: hash) }
        }
        return callers.withKey(at: id) { tables.addKey(readingAsText: $0, hash: hash) }
    }

    /// Decodes every distinct caller once: `decoded` gets each one's decoded bytes and `hashes` their hash, and a
    /// caller whose decoded bytes an earlier one already had maps to that one (its first occurrence, as if the decoded
    /// bytes had been counted). Returns that map, or nil when no two callers decode alike.
    private func decodeCallers(decoded: inout [[UInt8]], hashes: inout [UInt64]) -> [Int]? {
        var first: [[UInt8]: Int] = [:]
        var map = Array(hashes.indices)
        var merged = false
        decoded.reserveCapacity(hashes.count)
        for id in hashes.indices {
            let bytes = callers.withKey(at: id) { URLDecoding.decoded($0) }
            decoded.append(bytes)
            if let earlier = first[bytes] {
                map[id] = earlier
                merged = true
                continue
            }
            first[bytes] = id
            hashes[id] = bytes.withUnsafeBufferPointer { StableHash.hash($0) }
        }
        return merged ? map : nil
    }

    /// Sums the rows of one caller within each route's group of `counted` (callers that decoded alike), keeping the
    /// groups contiguous and `groupEnds` their ends.
    private static func combineDuplicates(_ counted: inout [Counted], groupEnds: inout [Int]) {
        var combined: [Counted] = []
        combined.reserveCapacity(counted.count)
        var start = 0
        for route in groupEnds.indices {
            let end = groupEnds[route]
            var rows: [Int: Int] = [:]
            for row in counted[start..<end] {
                if let at = rows[row.caller] {
                    combined[at].count += row.count
                } else {
                    rows[row.caller] = combined.count
                    combined.append(row)
                }
            }
            groupEnds[route] = combined.count
            start = end
        }
        counted = combined
    }

    /// One caller's count for a route.
    /// `<` is ``byHash(_:_:)``, the order of a table's rows, so that `sort()` compares inline.
    private struct Counted: Comparable {
        var count: Int
        var hash: UInt64
        var caller: Int

        /// The order rows are kept in: count descending, then the caller's hash, then its first occurrence.
        static func ranks(_ lhs: Counted, _ rhs: Counted) -> Bool {
            lhs.count != rhs.count ? lhs.count > rhs.count : byHash(lhs, rhs)
        }

        static func byHash(_ lhs: Counted, _ rhs: Counted) -> Bool {
            lhs.hash != rhs.hash ? lhs.hash < rhs.hash : lhs.caller < rhs.caller
        }

        static func < (lhs: Counted, rhs: Counted) -> Bool { byHash(lhs, rhs) }
    }
}
