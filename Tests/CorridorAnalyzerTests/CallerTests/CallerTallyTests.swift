@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing

@Suite("Per-chunk caller tally")
struct CallerTallyTests {
    /// Random calls of 40 routes by 60 callers (skewed, so that counts tie and tables overflow).
    private static func calls(seed: UInt64, count: Int) -> [(route: Int, caller: String)] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let route = Int(random.next(below: 40)) * 3  // sparse route indices
            let caller = "agent/\(random.next(below: 60) / (1 + random.next(below: 4)))"
            return (route, caller)
        }
    }

    /// What a route's table must hold: exact counts, cut to `capacity` by count, then key hash, then first occurrence.
    private static func expected(_ calls: [(route: Int, caller: String)], capacity: Int) -> [Int: HeavyHitters] {
        var counts: [Int: [String: Int]] = [:]
        var first: [Int: [String]] = [:]
        for call in calls {
            if counts[call.route]?[call.caller] == nil { first[call.route, default: []].append(call.caller) }
            counts[call.route, default: [:]][call.caller, default: 0] += 1
        }
        return counts.mapValues { _ in HeavyHitters(capacity: capacity) }.reduce(into: [:]) { tables, entry in
            let route = entry.key
            let callers = counts[route]!
            let order = first[route]!.enumerated().sorted { lhs, rhs in
                let (left, right) = (callers[lhs.element]!, callers[rhs.element]!)
                if left != right { return left > right }
                let (leftHash, rightHash) = (hash(lhs.element), hash(rhs.element))
                return leftHash != rightHash ? leftHash < rightHash : lhs.offset < rhs.offset
            }.map(\.element)
            let rows = order.prefix(capacity).map { HeavyHitter(key: $0, count: callers[$0]!, error: 0) }
            let dropped = order.count > capacity ? callers[order[capacity]]! : 0
            tables[route] = HeavyHitters(exactCounts: rows, capacity: capacity, droppedMaximum: dropped)
        }
    }

    private static func hash(_ text: String) -> UInt64 {
        var copy = text
        return copy.withUTF8 { StableHash.hash($0) }
    }

    @Test("per-route tables: exact counts, the largest kept (ties by hash, then first occurrence), reused per chunk",
          arguments: [1 as UInt64, 2, 3])
    func summarize(seed: UInt64) {
        var tally = CallerTally()
        for (chunk, capacity) in [(0, 4), (1, 32), (2, 1)] {
            let calls = Self.calls(seed: seed &* 10 &+ UInt64(chunk), count: 3000)
            for call in calls {
                var caller = call.caller
                caller.withUTF8 { tally.add(route: call.route, caller: $0) }
            }
            let tables = tally.summarize(capacity: capacity)
            let expected = Self.expected(calls, capacity: capacity)
            #expect(tables == expected, "chunk \(chunk), capacity \(capacity)")
        }
        #expect(tally.summarize(capacity: 4).isEmpty)
    }
}
