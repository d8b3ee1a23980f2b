/// A worker's exact count of one chunk's callers per route (user agents or client addresses), turned into bounded
/// per-route ``HeavyHitters`` at the end of the chunk. Each distinct caller of the chunk is interned once into a
/// small id (its bytes hashed eight at a time into a ``PathTally``), and a line counts the pair (route, id) in a
/// flat integer-keyed table (``RouteCallerCounts``): no copy of the caller's bytes per line, no allocation once the
/// storage has grown (reused from chunk to chunk). Only the rows a route's table keeps become `String`s, one per
/// distinct caller whatever the number of routes it called.
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
        pairs.add(route: route, caller: callers.add(caller))
    }

    /// Counts one call of `route` from the network of `address` under `prefix` (``ClientAddress``).
    @inline(__always)
    package mutating func add(route: Int, address: UnsafeBufferPointer<UInt8>, prefix: AddressPrefix) {
        network.removeAll(keepingCapacity: true)
        ClientAddress.appendNetwork(of: address, prefix: prefix, to: &network)
        let caller = network.withUnsafeBufferPointer { callers.add($0) }
        pairs.add(route: route, caller: caller)
    }

    /// Each route's table of at most `capacity` rows (routes without a call left out); empties the tally.
    /// Which rows a table keeps depends on the chunk's lines alone: count, then the caller's hash (the order
    /// ``HeavyHitters`` ranks rows by), then first occurrence.
    package mutating func summarize(capacity: Int) -> [Int: HeavyHitters] {
        guard !callers.isEmpty else { return [:] }
        defer {
            callers.removeAll()
            pairs.removeAll()
        }
        // The pairs grouped by route (a counting sort: one pass to size the groups, one to fill them).
        var groupEnds: [Int] = []
        pairs.forEach { route, _, _ in
            if route >= groupEnds.count {
                groupEnds.append(contentsOf: repeatElement(0, count: route + 1 - groupEnds.count))
            }
            groupEnds[route] += 1
        }
        var total = 0
        for route in groupEnds.indices {
            total += groupEnds[route]
            groupEnds[route] = total
        }
        var next = groupEnds
        let entries = callers.entries
        var names = [String?](repeating: nil, count: entries.count)
        // Each caller's hash and the length of the bytes hashed (its key reuses the hash when its text is those bytes).
        var hashes = entries.map(\.hash)
        var byteCounts = entries.map(\.length)
        let canonical =
            callersAreURLEncoded ? decodeCallers(names: &names, hashes: &hashes, byteCounts: &byteCounts) : nil
        var counted = [Counted](repeating: Counted(count: 0, hash: 0, caller: 0), count: total)
        pairs.forEach { route, caller, count in
            next[route] -= 1
            let caller = canonical?[caller] ?? caller
            counted[next[route]] = Counted(count: count, hash: hashes[caller], caller: caller)
        }
        if canonical != nil { Self.combineDuplicates(&counted, groupEnds: &groupEnds) }
        var tables: [Int: HeavyHitters] = [:]
        var start = 0
        for route in groupEnds.indices where groupEnds[route] > start {
            let end = groupEnds[route]
            var droppedMaximum = 0
            if end - start > capacity {
                counted[start..<end].sort(by: Counted.ranks)
                droppedMaximum = counted[start + capacity].count
            }
            let kept = min(end - start, capacity)
            // By hash, the order a table's rows are in: the table need not sort them again.
            counted[start..<(start + kept)].sort(by: Counted.byHash)
            let rows = counted[start..<(start + kept)].map { row in
                let name = name(of: row.caller, cache: &names)
                // The caller's hash is of its bytes: the key's own when they are valid UTF-8 (the text is then as
                // long as the bytes; a repaired one is longer).
                return name.utf8.count == byteCounts[row.caller]
                    ? HeavyHitter(key: name, count: row.count, error: 0, keyHash: row.hash)
                    : HeavyHitter(key: name, count: row.count, error: 0)
            }
            tables[route] = HeavyHitters(exactCounts: rows, capacity: capacity, droppedMaximum: droppedMaximum)
            start = end
        }
        return tables
    }

    /// Decodes every distinct caller once: its name and hash become those of its decoded bytes, and a caller whose
    /// decoded bytes an earlier one already had maps to that one (its first occurrence, as if the decoded bytes had
    /// been counted). Returns that map, or nil when no two callers decode alike.
    private func decodeCallers(names: inout [String?], hashes: inout [UInt64], byteCounts: inout [Int]) -> [Int]? {
        var first: [[UInt8]: Int] = [:]
        var map = Array(names.indices)
        var merged = false
        for id in names.indices {
            let bytes = callers.withKey(at: id) { URLDecoding.decoded($0) }
            if let earlier = first[bytes] {
                map[id] = earlier
                merged = true
                continue
            }
            first[bytes] = id
            names[id] = String(decoding: bytes, as: UTF8.self)
            hashes[id] = bytes.withUnsafeBufferPointer { StableHash.hash($0) }
            byteCounts[id] = bytes.count
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

    /// The text of caller `id`, made once per chunk.
    private func name(of id: Int, cache: inout [String?]) -> String {
        if let name = cache[id] { return name }
        let name = callers.withKey(at: id) { String(decoding: $0, as: UTF8.self) }
        cache[id] = name
        return name
    }

    /// One caller's count for a route.
    private struct Counted {
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
    }
}
