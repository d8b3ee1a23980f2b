/// What a worker hands back for one chunk besides its running counts: the order-dependent parts
/// (heavy-hitter input and malformed samples), folded into the run's summaries in chunk order.
package struct ChunkOutcome: Sendable {
    /// The chunk's ``ChunkWork/order``.
    package let order: Int
    /// Exact counts of the chunk's unmatched paths (query dropped), in first-occurrence order.
    package var paths: [KeyCount] = []
    /// Exact counts of the chunk's suggested formats, in first-occurrence order, with examples.
    package var shapes: [KeyCount] = []
    /// The chunk's first malformed lines (at most the run's sample limit).
    package var samples: [MalformedLineSample] = []

    /// A chunk's exact count of one key.
    package struct KeyCount: Sendable, Equatable {
        /// The path or format.
        package var key: String
        /// Occurrences in the chunk.
        package var count: Int
        /// Example paths (formats only; lexicographically smallest first).
        package var examples: [String]
    }
}

/// One malformed line kept as a sample (input by index; the report names it by path).
package struct MalformedLineSample: Sendable, Equatable {
    /// Index of the input in the run.
    package var inputIndex: Int
    /// 1-based line number within the input.
    package var line: Int
    /// Why the line is malformed.
    package var reason: String
    /// The line's text, truncated to ``MalformedLineSample/textLimit`` bytes (invalid UTF-8 replaced).
    package var text: String

    /// Bytes of a malformed line kept in a sample.
    package static let textLimit = 200
}
