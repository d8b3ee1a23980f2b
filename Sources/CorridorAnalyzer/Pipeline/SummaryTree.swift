/// Combines chunk summaries without a serial fold, in a way that does not depend on which worker
/// summarized which chunk or when: the chunks of each input are the leaves of a binary tree fixed by
/// their positions (node `(level, index)` covers chunks `index·2^level ..< (index+1)·2^level`). The
/// worker that finishes the second child of a node merges the two (the lower chunks first) and goes
/// on up; a node whose sibling is not done yet waits here. No worker ever waits for another.
///
/// At the end the nodes left are, per input, the binary decomposition of its chunk count; they are
/// merged from the first chunk to the last, then the inputs' summaries in input order. So the result is a function of
/// the chunk boundaries alone (which depend only on the chunk size), the same for any `--jobs`.
/// Memory: a waiting node exists only above an unfinished chunk or at the end of an input, so at most
/// (chunks in flight + inputs) × tree height summaries wait at once.
package struct SummaryTree: Sendable {
    /// A node of an input's tree.
    package struct Node: Hashable, Sendable {
        /// The input's index in the run.
        package var input: Int
        /// 0 for a chunk, +1 per merge.
        package var level: Int
        /// The node's position on its level.
        package var index: Int

        /// The leaf of chunk `index` of input `input`.
        package init(input: Int, chunk index: Int) {
            self.input = input
            level = 0
            self.index = index
        }

        private init(input: Int, level: Int, index: Int) {
            self.input = input
            self.level = level
            self.index = index
        }

        var sibling: Node { Node(input: input, level: level, index: index ^ 1) }
        var parent: Node { Node(input: input, level: level + 1, index: index >> 1) }
        var isLeftChild: Bool { index & 1 == 0 }
        var firstChunk: Int { index << level }
    }

    private var waiting: [Node: ChunkSummary] = [:]
    /// Per input: how many chunks its reader made, once it is done reading (absent while it reads).
    private var chunkCounts: [Int: Int] = [:]
    /// Per input: chunks whose summary is in the tree, merged as far up as their siblings allowed.
    private var placedChunks: [Int: Int] = [:]

    /// An empty tree.
    package init() {}

    /// The number of summaries waiting for a sibling.
    package var waitingCount: Int { waiting.count }

    /// Takes the waiting sibling of `node` (to merge with outside the lock), or, when it is not done
    /// yet, keeps `summary` at `node` and returns nil.
    package mutating func sibling(of node: Node, keeping summary: ChunkSummary) -> ChunkSummary? {
        if let sibling = waiting.removeValue(forKey: node.sibling) { return sibling }
        waiting[node] = summary
        return nil
    }

    /// Merges `summary` at `node` up the tree as far as the finished siblings allow; `tree` is locked
    /// only to look siblings up, never while merging.
    package static func insert(
        _ summary: ChunkSummary, at node: Node, into tree: LockedState<SummaryTree>, sampleLimit: Int
    ) {
        var node = node
        var summary = summary
        while let sibling = tree.withLock({ $0.sibling(of: node, keeping: summary) }) {
            summary =
                node.isLeftChild
                ? summary.merged(with: sibling, sampleLimit: sampleLimit)
                : sibling.merged(with: summary, sampleLimit: sampleLimit)
            node = node.parent
        }
    }

    /// Counts one more chunk of `input` as placed (after ``insert(_:at:into:sampleLimit:)`` returned);
    /// returns the input's nodes, first chunk first, when that completes it (see ``inputRead(_:chunks:)``).
    package mutating func chunkPlaced(input: Int) -> [ChunkSummary]? {
        placedChunks[input, default: 0] += 1
        return takeIfComplete(input)
    }

    /// The reader of `input` is done, after `chunks` chunks; returns the input's nodes, first chunk first,
    /// when all of them are placed already.
    ///
    /// Once both are known an input's nodes never change again, so they can leave the tree at once
    /// (``InputFold``): memory then holds the nodes of the inputs being read, not of every input so far.
    package mutating func inputRead(_ input: Int, chunks: Int) -> [ChunkSummary]? {
        chunkCounts[input] = chunks
        return takeIfComplete(input)
    }

    private mutating func takeIfComplete(_ input: Int) -> [ChunkSummary]? {
        guard let count = chunkCounts[input], placedChunks[input, default: 0] == count else { return nil }
        chunkCounts[input] = nil
        placedChunks[input] = nil
        return takeNodes(of: input)
    }

    /// Removes the nodes of `input` from the tree and returns them, first chunk first.
    package mutating func takeNodes(of input: Int) -> [ChunkSummary] {
        let nodes = waiting.keys.filter { $0.input == input }.sorted { $0.firstChunk < $1.firstChunk }
        return nodes.map { waiting.removeValue(forKey: $0)! }
    }

    /// One input's summary from its nodes, first chunk first. Each input is summarized on its own before
    /// inputs are merged (in input order, ``InputFold``), so that a run over A then B keeps the tables that
    /// merging the reports of A and of B gives.
    package static func inputSummary(_ nodes: [ChunkSummary], capacity: Int, sampleLimit: Int) -> ChunkSummary {
        var input = ChunkSummary(capacity: capacity)
        for summary in nodes { input = input.merged(with: summary, sampleLimit: sampleLimit) }
        return input
    }

    /// Once every chunk is in: the summary of `inputs` inputs, merged chunk order then input order.
    package func result(inputs: Int, capacity: Int, sampleLimit: Int) -> ChunkSummary {
        var tree = self
        var fold = InputFold(capacity: capacity, sampleLimit: sampleLimit)
        return fold.finish(inputs: inputs, tree: &tree, capacity: capacity)
    }
}
