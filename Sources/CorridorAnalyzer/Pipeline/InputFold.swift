/// The run's summary built input by input, in input order, as soon as each input is complete: an
/// input's summary (its ``SummaryTree`` nodes merged first chunk first) waits only until the inputs
/// before it are in, then joins the total and is gone. Folding at the end instead
/// (``SummaryTree/result(inputs:capacity:sampleLimit:)``) gives the same merges in the same order, but
/// would hold a summary per input read so far: 64 inputs took 100 MiB that way, one took 52.
package struct InputFold: Sendable {
    /// The inputs folded so far (`0..<next`), merged in input order.
    package private(set) var total: ChunkSummary
    /// The first input not folded yet.
    package private(set) var next = 0
    /// Complete inputs waiting for an earlier one.
    private var ready: [Int: ChunkSummary] = [:]
    private let sampleLimit: Int

    /// An empty fold of tables of `capacity` rows, keeping `sampleLimit` malformed samples.
    package init(capacity: Int, sampleLimit: Int) {
        total = ChunkSummary(capacity: capacity)
        self.sampleLimit = sampleLimit
    }

    /// Input `input` is complete with `summary`: folds it, and every complete input after it, once the
    /// inputs before it are in.
    package mutating func add(_ summary: ChunkSummary, input: Int) {
        ready[input] = summary
        while let summary = ready.removeValue(forKey: next) {
            total = total.merged(with: summary, sampleLimit: sampleLimit)
            next += 1
        }
    }

    /// Whether input `input` is folded or waiting to be.
    package func contains(_ input: Int) -> Bool { input < next || ready[input] != nil }

    /// The summary of all `inputs` inputs: those not folded yet are taken from `tree` as they are.
    package mutating func finish(
        inputs: Int, tree: inout SummaryTree, capacity: Int
    ) -> ChunkSummary {
        for input in 0..<inputs where !contains(input) {
            add(
                SummaryTree.inputSummary(tree.takeNodes(of: input), capacity: capacity, sampleLimit: sampleLimit),
                input: input)
        }
        return total
    }
}
