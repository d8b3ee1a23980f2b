import CorridorCore

/// Corridor under test: a compiled ``RouteTable`` and one reused ``MatchScratch`` (the zero-allocation path).
public final class CorridorSubject {
    /// The compiled table.
    public let table: RouteTable
    private let scratch = MatchScratch()

    /// Compiles `routeSet` the way the analyzer does: from its routes-file text.
    public init(_ routeSet: RouteSet) throws(RoutesFileError) {
        table = try RoutesFile.parse(routeSet.corridorRoutesFile, path: routeSet.name + ".routes")
    }

    /// Matches every lookup once; returns how many matched a route.
    @inline(never)
    public func matchAll(_ lookups: PackedLookups) -> Int {
        guard let base = lookups.bytes.baseAddress else { return 0 }
        var matched = 0
        for entry in lookups.entries[0..<lookups.count] {
            let target = UnsafeBufferPointer(start: base + entry.targetStart, count: entry.targetCount)
            let method = UnsafeBufferPointer(start: base + entry.methodStart, count: entry.methodCount)
            if case .matched = table.match(target: target, method: method, scratch: scratch) { matched += 1 }
        }
        return matched
    }

    /// The route index each lookup matches (nil for none), for checking the peers agree.
    public func outcomes(_ lookups: [Lookup]) -> [Int?] {
        lookups.map { lookup in
            if case .matched(let index) = table.match(lookup.target, method: lookup.method, scratch: scratch) { return index }
            return nil
        }
    }
}
