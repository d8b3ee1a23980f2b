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

    @Test(
        "per-route tables: exact counts, the largest kept (ties by hash, then first occurrence), reused per chunk",
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
            #expect(tables.allTables == expected, "chunk \(chunk), capacity \(capacity)")
        }
        #expect(tally.summarize(capacity: 4).isEmpty)
    }

    /// The route tables of `calls` as one chunk's tally gives them.
    private static func tables(_ calls: [(route: Int, caller: String)], capacity: Int) -> FlatHeavyHitters {
        var tally = CallerTally()
        for call in calls {
            var caller = call.caller
            caller.withUTF8 { tally.add(route: call.route, caller: $0) }
        }
        return tally.summarize(capacity: capacity)
    }

    @Test(
        "merged chunk tables are what merging each route's HeavyHitters gives, cut tables and bounds included",
        arguments: [(11 as UInt64, 1), (12, 4), (13, 32), (14, 4)])
    func merged(seed: UInt64, capacity: Int) {
        // Chunks of different sizes (a few calls per route up to many more callers than a table keeps), with
        // callers that repeat across chunks and others seen once.
        var random = SplitMix64(seed: seed)
        let chunks = (0..<9).map { chunk in
            Self.calls(seed: seed &* 100 &+ UInt64(chunk), count: [40, 3000, 700][chunk % 3]).map { call in
                random.next(below: 5) == 0
                    ? (call.route, "once/\(chunk)/\(random.next(below: 1_000_000))/é") : call
            }
        }
        var expected: [[Int: HeavyHitters]] = chunks.map { Self.expected($0, capacity: capacity) }
        var merged = chunks.map { Self.tables($0, capacity: capacity) }
        for (chunk, tables) in merged.enumerated() { #expect(tables.allTables == expected[chunk]) }
        // In chunk order as a tree merges them: pairs, then pairs of pairs, the later side second.
        while merged.count > 1 {
            var (nextExpected, nextMerged): ([[Int: HeavyHitters]], [FlatHeavyHitters]) = ([], [])
            for index in stride(from: 0, to: merged.count, by: 2) {
                guard index + 1 < merged.count else {
                    nextExpected.append(expected[index])
                    nextMerged.append(merged[index])
                    continue
                }
                nextExpected.append(expected[index].merging(expected[index + 1]) { $0.merged(with: $1) })
                nextMerged.append(merged[index].merged(with: merged[index + 1]))
            }
            (expected, merged) = (nextExpected, nextMerged)
            for (index, tables) in merged.enumerated() {
                #expect(tables.allTables == expected[index], "level of \(merged.count), node \(index)")
            }
        }
        let final = merged[0]
        // Each distinct caller a table keeps is stored once, however many routes keep it.
        let kept = Set(expected[0].values.flatMap { $0.rows.map(\.key) })
        #expect(final.keyCount == kept.count)
        #expect(final.allTables.values.contains { !$0.isExact }, "the merges cut tables")
        for route in 0..<130 { #expect(final.table(route) == expected[0][route]) }
        // Merging nothing changes nothing.
        #expect(final.merged(with: FlatHeavyHitters(capacity: capacity)).allTables == expected[0])
        #expect(FlatHeavyHitters(capacity: capacity).merged(with: final).allTables == expected[0])
    }

    @Test("keys of every length to 40 bytes, and each with any one byte changed, are told apart; repeats are counted")
    func keysToldApart() {
        var tally = CallerTally()
        var expectedRows: [Int: Int] = [:]
        for length in 0...40 {
            let base = (0..<length).map { UInt8(ascii: "a") &+ UInt8($0 % 26) }
            var keys = [base]
            for position in 0..<length {
                var changed = base
                changed[position] = UInt8(ascii: "Z")
                keys.append(changed)
            }
            // The repeats are fresh copies, elsewhere in memory: the same bytes are the same caller.
            let copies = keys.map { key in key.map { $0 } }
            for key in keys + copies { key.withUnsafeBufferPointer { tally.add(route: length, caller: $0) } }
            expectedRows[length] = keys.count
        }
        let tables = tally.summarize(capacity: 64).allTables
        #expect(tables.mapValues(\.rows.count) == expectedRows)
        #expect(tables.values.allSatisfy { $0.isExact && $0.rows.allSatisfy { $0.count == 2 } })
    }
}
