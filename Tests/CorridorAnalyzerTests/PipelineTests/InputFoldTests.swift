@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Inputs folded as they complete")
struct InputFoldTests {
    @Test(
        "folding each input as soon as it is complete gives the end-of-run result, whatever the order",
        arguments: [1 as UInt64, 2, 3, 4])
    func anyCompletionOrder(seed: UInt64) {
        var random = SplitMix64(seed: 29)
        // 6 inputs of 0 to 9 chunks (an empty input included), each chunk a small table.
        let chunkCounts = [5, 0, 9, 1, 4, 7]
        let chunks = chunkCounts.enumerated().flatMap { input, count in
            (0..<count).map { chunk in
                (
                    input, chunk,
                    ChunkSummary(
                        paths: HeavyHittersTests.table(
                            (0..<40).map { _ in "/p/\(random.next(below: 60))" }, capacity: 5),
                        shapes: HeavyHitters(capacity: 5), samples: [])
                )
            }
        }
        let atTheEnd: ChunkSummary = {
            let tree = LockedState(SummaryTree())
            for (input, chunk, summary) in chunks {
                SummaryTree.insert(summary, at: SummaryTree.Node(input: input, chunk: chunk), into: tree, sampleLimit: 0)
            }
            return tree.withLock { $0.result(inputs: chunkCounts.count, capacity: 5, sampleLimit: 0) }
        }()
        // The same chunks in a shuffled order, each reader's end announced at a random point after its last chunk.
        var shuffler = SplitMix64(seed: seed)
        var events = chunks.map { (input: $0.0, chunk: Optional($0.1), summary: Optional($0.2)) }
        events.shuffle(using: &shuffler)
        for input in chunkCounts.indices.reversed() {
            let last = events.lastIndex { $0.input == input } ?? -1
            let at = last + 1 + Int(shuffler.next(below: events.count - last))
            events.insert((input, nil, nil), at: at)
        }
        let tree = LockedState(SummaryTree())
        var fold = InputFold(capacity: 5, sampleLimit: 0)
        var foldedEarly = 0
        for event in events {
            let nodes: [ChunkSummary]?
            if let chunk = event.chunk, let summary = event.summary {
                SummaryTree.insert(
                    summary, at: SummaryTree.Node(input: event.input, chunk: chunk), into: tree, sampleLimit: 0)
                nodes = tree.withLock { $0.chunkPlaced(input: event.input) }
            } else {
                nodes = tree.withLock { $0.inputRead(event.input, chunks: chunkCounts[event.input]) }
            }
            if let nodes {
                fold.add(SummaryTree.inputSummary(nodes, capacity: 5, sampleLimit: 0), input: event.input)
                foldedEarly += 1
            }
        }
        #expect(foldedEarly == chunkCounts.count, "every input completes before the end")
        #expect(tree.withLock(\.waitingCount) == 0, "no node is left in the tree")
        let folded = tree.withLock { fold.finish(inputs: chunkCounts.count, tree: &$0, capacity: 5) }
        #expect(folded.pathTable == atTheEnd.pathTable)
    }
}
