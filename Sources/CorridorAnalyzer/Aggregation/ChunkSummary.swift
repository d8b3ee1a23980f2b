import CorridorCore

/// What a worker hands back for one chunk besides its running counts: bounded heavy-hitter tables of
/// the chunk's unmatched paths and suggested-format shapes, and its first malformed lines. A summary
/// depends only on the chunk's lines (never on the worker that made it), and summaries combine with
/// ``merged(with:sampleLimit:)`` along a tree fixed by chunk positions (``SummaryTree``).
package struct ChunkSummary: Sendable {
    /// Unmatched paths (query dropped), table 0 (none before a chunk has one).
    package var paths: FlatHeavyHitters
    /// Shapes of unmatched paths, keyed by ``FormatSuggester/shapeKey(ofPath:into:)`` (rendered as
    /// suggested formats once, for the report), with example paths.
    package var shapes: HeavyHitters
    /// The first malformed lines, in line order (at most the run's sample limit).
    package var samples: [MalformedLineSample]
    /// Per route (routes without a call left out): its top user agents.
    package var agents = FlatHeavyHitters()
    /// Per route (routes without a call left out): its top client addresses.
    package var clients = FlatHeavyHitters()

    /// An empty summary (the identity of ``merged(with:sampleLimit:)``).
    package init(capacity: Int) {
        paths = FlatHeavyHitters(capacity: capacity)
        shapes = HeavyHitters(capacity: capacity, exampleLimit: UnmatchedPathKey.exampleLimit)
        samples = []
    }

    /// A summary of its parts.
    package init(paths: FlatHeavyHitters, shapes: HeavyHitters, samples: [MalformedLineSample]) {
        self.paths = paths
        self.shapes = shapes
        self.samples = samples
    }

    /// A summary of its parts, the paths as one table.
    package init(paths: HeavyHitters, shapes: HeavyHitters, samples: [MalformedLineSample]) {
        self.init(paths: FlatHeavyHitters(paths), shapes: shapes, samples: samples)
    }

    /// The unmatched paths' table (an empty exact one when no path was counted).
    package var pathTable: HeavyHitters { paths.table(0) ?? HeavyHitters(capacity: paths.capacity) }

    /// This summary followed by `later` (the lines right after this summary's).
    package func merged(with later: ChunkSummary, sampleLimit: Int) -> ChunkSummary {
        var samples = samples
        if samples.count < sampleLimit { samples += later.samples.prefix(sampleLimit - samples.count) }
        var merged = ChunkSummary(
            paths: paths.merged(with: later.paths), shapes: shapes.merged(with: later.shapes), samples: samples)
        merged.agents = agents.merged(with: later.agents)
        merged.clients = clients.merged(with: later.clients)
        return merged
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
