@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Summary tree")
struct SummaryTreeTests {
    @Test("chunk summaries inserted in any order combine to the same tables", arguments: [1 as UInt64, 2, 3])
    func anyOrder(seed: UInt64) {
        var random = SplitMix64(seed: 17)
        let chunks = (0..<23).map { chunk in
            (chunk, HeavyHittersTests.table((0..<50).map { _ in "/x/\(random.next(below: 90))" }, capacity: 6))
        }
        func combine(_ order: [(Int, HeavyHitters)]) -> HeavyHitters {
            let tree = LockedState(SummaryTree())
            for (chunk, table) in order {
                let summary = ChunkSummary(paths: table, shapes: HeavyHitters(capacity: 6), samples: [])
                SummaryTree.insert(summary, at: SummaryTree.Node(input: 0, chunk: chunk), into: tree, sampleLimit: 0)
            }
            #expect(tree.withLock(\.waitingCount) == 4, "23 chunks leave nodes of 16, 4, 2 and 1 chunks")
            return tree.withLock { $0.result(inputs: 1, capacity: 6, sampleLimit: 0) }.pathTable
        }
        var shuffled = chunks
        var shuffler = SplitMix64(seed: seed)
        shuffled.shuffle(using: &shuffler)
        #expect(combine(chunks) == combine(shuffled))
        #expect(!combine(chunks).isExact)
    }
}
