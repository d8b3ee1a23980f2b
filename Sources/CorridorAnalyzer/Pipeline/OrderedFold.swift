/// Folds chunk outcomes into the run's heavy-hitter summaries and malformed samples strictly in chunk
/// order, whatever order the workers finish in: outcomes that arrive early wait in a reorder buffer
/// (bounded by the chunks in flight). This is what makes the unmatched table and the suggestions
/// byte-identical for any number of workers.
package struct OrderedFold: Sendable {
    private var nextOrder = 0
    private var pending: [Int: ChunkOutcome] = [:]
    /// Unmatched paths (query dropped).
    package private(set) var paths: SpaceSavingSummary
    /// Suggested formats of unmatched paths.
    package private(set) var shapes: SpaceSavingSummary
    /// The first malformed lines of the run, in input and line order.
    package private(set) var samples: [MalformedLineSample] = []
    private let sampleLimit: Int

    /// An empty fold with `capacity` counters per summary, keeping `sampleLimit` malformed samples.
    package init(capacity: Int, sampleLimit: Int) {
        paths = SpaceSavingSummary(capacity: capacity)
        shapes = SpaceSavingSummary(capacity: capacity, exampleLimit: UnmatchedPathKey.exampleLimit)
        self.sampleLimit = sampleLimit
    }

    /// Accepts one outcome; folds it and every waiting successor once its turn has come. Returns how
    /// many chunks were folded (each frees a slot for the reader).
    package mutating func accept(_ outcome: ChunkOutcome) -> Int {
        guard outcome.order == nextOrder else {
            pending[outcome.order] = outcome
            return 0
        }
        fold(outcome)
        var folded = 1
        while let next = pending.removeValue(forKey: nextOrder) {
            fold(next)
            folded += 1
        }
        return folded
    }

    /// Whether every accepted outcome has been folded.
    package var isDrained: Bool { pending.isEmpty }

    private mutating func fold(_ outcome: ChunkOutcome) {
        for path in outcome.paths { paths.add(path.key, weight: path.count) }
        for shape in outcome.shapes { shapes.add(shape.key, weight: shape.count, examples: shape.examples) }
        for sample in outcome.samples where samples.count < sampleLimit { samples.append(sample) }
        nextOrder = outcome.order + 1
    }
}
