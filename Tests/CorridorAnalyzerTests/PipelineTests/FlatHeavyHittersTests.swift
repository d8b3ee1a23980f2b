@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Flat heavy-hitter tables")
struct FlatHeavyHittersTests {
    /// A table of exact counts of random paths with random times, cut to `capacity` (so that some are inexact).
    private static func table(_ random: inout SplitMix64, capacity: Int, lines: Int) -> HeavyHitters {
        var counts: [String: (count: Int, first: Int64, last: Int64)] = [:]
        for _ in 0..<lines {
            let path = "/p/\(random.next(below: 40) / (1 + random.next(below: 3)))/é"
            let time = random.next(below: 4) == 0 ? nil : Int64(random.next(below: 1_000_000))
            var entry = counts[path] ?? (0, .max, .min)
            entry.count += 1
            if let time { (entry.first, entry.last) = (min(entry.first, time), max(entry.last, time)) }
            counts[path] = entry
        }
        let ranked = counts.map { key, value in
            HeavyHitter(key: key, count: value.count, error: 0, firstSeen: value.first, lastSeen: value.last)
        }.sorted { HeavyHitter.rankOrder($0, $1) }
        return HeavyHitters(
            exactCounts: Array(ranked.prefix(capacity)), capacity: capacity,
            droppedMaximum: ranked.count > capacity ? ranked[capacity].count : 0)
    }

    @Test(
        "merged as HeavyHitters merge: counts, errors, bounds and first/last seen, along a tree of chunks",
        arguments: [(1 as UInt64, 3), (2, 8), (3, 64)])
    func mergedAsHeavyHitters(seed: UInt64, capacity: Int) {
        var random = SplitMix64(seed: seed)
        var expected = (0..<11).map { chunk in Self.table(&random, capacity: capacity, lines: [5, 80, 300][chunk % 3]) }
        var flat = expected.map(FlatHeavyHitters.init)
        for (chunk, table) in flat.enumerated() { #expect(table.table(0) == expected[chunk]) }
        while expected.count > 1 {
            var (nextExpected, nextFlat): ([HeavyHitters], [FlatHeavyHitters]) = ([], [])
            for index in stride(from: 0, to: expected.count, by: 2) {
                guard index + 1 < expected.count else {
                    nextExpected.append(expected[index])
                    nextFlat.append(flat[index])
                    continue
                }
                nextExpected.append(expected[index].merged(with: expected[index + 1]))
                nextFlat.append(flat[index].merged(with: flat[index + 1]))
            }
            (expected, flat) = (nextExpected, nextFlat)
            for (index, table) in flat.enumerated() { #expect(table.table(0) == expected[index]) }
        }
        #expect(expected[0].isExact == (capacity == 64))
        #expect(flat[0].tableCount == 1 && flat[0].table(1) == nil)
        #expect(FlatHeavyHitters(HeavyHitters(capacity: capacity)).isEmpty, "an empty exact table is no table")
    }
}
