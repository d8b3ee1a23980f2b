@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Heavy-hitter tables")
struct HeavyHittersTests {
    /// Exact counts of `keys` as a table of at most `capacity` rows (what a chunk's tally gives).
    static func table(_ keys: [String], capacity: Int, examples: [String: [String]] = [:]) -> HeavyHitters {
        var tally = PathTally()
        for key in keys {
            var copy = key
            copy.withUTF8 { _ = tally.add($0) }
        }
        let kept = tally.kept(limit: capacity)
        let rows = kept.indices.map { index in
            let key = tally.withKey(at: index) { String(decoding: $0, as: UTF8.self) }
            return HeavyHitter(key: key, count: tally.count(at: index), error: 0, examples: examples[key] ?? [])
        }
        return HeavyHitters(
            exactCounts: rows, capacity: capacity, exampleLimit: 3, droppedMaximum: kept.droppedMaximum)
    }

    @Test("exact while the keys fit, in report order")
    func exact() {
        let merged = Self.table(["a", "b", "a"], capacity: 4).merged(with: Self.table(["c", "a", "b"], capacity: 4))
        #expect(merged.isExact)
        #expect(merged.errorBound == 0)
        #expect(merged.reportRows.map { "\($0.key)=\($0.count)" } == ["a=3", "b=2", "c=1"])
    }

    @Test("merged chunk tables bound the truth on a skewed stream", arguments: [1 as UInt64, 2, 3])
    func bounds(seed: UInt64) {
        var truth: [String: Int] = [:]
        var random = SplitMix64(seed: seed)
        var chunks: [HeavyHitters] = []
        for _ in 0..<40 {
            var keys: [String] = []
            for _ in 0..<150 {
                // Zipf-ish: key k with weight ~ 1/k over 200 keys.
                let key = "k\(Int(1 / (random.unit() * 0.995 + 0.005)))"
                keys.append(key)
                truth[key, default: 0] += 1
            }
            chunks.append(Self.table(keys, capacity: 20))
        }
        // Pairwise, as the pipeline's tree merges them.
        while chunks.count > 1 {
            chunks = stride(from: 0, to: chunks.count, by: 2).map {
                $0 + 1 < chunks.count ? chunks[$0].merged(with: chunks[$0 + 1]) : chunks[$0]
            }
        }
        let summary = chunks[0]
        #expect(!summary.isExact)
        let rows = summary.reportRows
        #expect(rows.count == 20)
        for row in rows {
            let actual = truth[row.key] ?? 0
            #expect(row.count - row.error <= actual && actual <= row.count)
            #expect(row.error <= summary.errorBound)
        }
        for (key, count) in truth where !rows.contains(where: { $0.key == key }) {
            #expect(count <= summary.errorBound)
        }
        #expect(rows.first?.key == "k1")
        #expect(summary.errorBound < 6000 / 20, "the bound stays below n / K")
    }

    @Test("merging is commutative, also when rows are cut", arguments: [4, 50])
    func commutative(capacity: Int) {
        var random = SplitMix64(seed: 5)
        let left = Self.table((0..<300).map { _ in "/p/\(random.next(below: 40))" }, capacity: capacity)
        let right = Self.table((0..<300).map { _ in "/p/\(random.next(below: 60))" }, capacity: capacity)
        #expect(left.merged(with: right) == right.merged(with: left))
    }

    @Test("a table read with a key twice holds it once, and merges as the table with it once does")
    func keyListedTwice() {
        let twice = HeavyHitters(
            rows: [
                HeavyHitter(key: "/b", count: 2, error: 0), HeavyHitter(key: "/a", count: 5, error: 1),
                HeavyHitter(key: "/b", count: 3, error: 1),
            ], exact: false, errorBound: 1, capacity: 8)
        let once = HeavyHitters(
            rows: [HeavyHitter(key: "/a", count: 5, error: 1), HeavyHitter(key: "/b", count: 5, error: 1)],
            exact: false, errorBound: 1, capacity: 8)
        #expect(twice.rows.map(\.key).sorted() == ["/a", "/b"])
        #expect(twice.rows.first { $0.key == "/b" }?.count == 5)
        let other = Self.table(["/b", "/c", "/c"], capacity: 8)
        #expect(twice.merged(with: other).reportRows.map { "\($0.key) \($0.count)" } == ["/b 6", "/a 5", "/c 3"])
        #expect(once.merged(with: other).reportRows.map(\.key) == twice.merged(with: other).reportRows.map(\.key))
    }

    @Test("examples are the smallest distinct ones")
    func examples() {
        let first = Self.table(["/a/:id{int}"], capacity: 2, examples: ["/a/:id{int}": ["/a/9"]])
        let second = Self.table(["/a/:id{int}"], capacity: 2, examples: ["/a/:id{int}": ["/a/10", "/a/9", "/a/1"]])
        let third = Self.table(["/a/:id{int}"], capacity: 2, examples: ["/a/:id{int}": ["/a/0"]])
        #expect(first.merged(with: second).merged(with: third).reportRows.first?.examples == ["/a/0", "/a/1", "/a/10"])
    }

    @Test("a chunk's tally keeps three smallest example paths per shape and counts every path's shape")
    func unmatchedTally() {
        var tally = UnmatchedTally()
        for path in ["/items/9", "/items/10", "/items/3", "/items/10", "/items/1", "/wp-login.php"] {
            var copy = path
            copy.withUTF8 { tally.add($0) }
        }
        let summary = tally.summarize(capacity: 8, samples: [])
        #expect(summary.pathTable.isExact)
        #expect(summary.pathTable.reportRows.first == HeavyHitter(key: "/items/10", count: 2, error: 0))
        let shapes = summary.shapes.reportRows
        #expect(shapes.map(\.count) == [5, 1])
        #expect(shapes.first?.examples == ["/items/1", "/items/10", "/items/3"])
        #expect(FormatSuggester().suggestion(forShapeKey: shapes[0].key) == "/items/:itemId{int}")
        let next = tally.summarize(capacity: 8, samples: [])
        #expect(next.pathTable.rows.isEmpty, "summarizing empties the tally")
    }
}
