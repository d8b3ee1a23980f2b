import CorridorCore

/// A worker's exact count of one chunk's unmatched paths, turned into a bounded ``ChunkSummary`` at
/// the end of the chunk. Counting a line is one hash-table probe on the path bytes the parser already
/// has (``PathTally``): no `String`, no allocation once the storage has grown (it is reused from chunk
/// to chunk). At the end of the chunk each distinct path's shape is classified on its bytes (once per
/// distinct path, not per line) and counted the same way; only the rows a table keeps become text.
package struct UnmatchedTally {
    private var paths = PathTally()
    private var shapes = PathTally()
    /// The example paths of each shape (entry indices into `paths`, smallest bytes first; -1 = none).
    private var shapeExamples: [(Int32, Int32, Int32)] = []
    /// Room for one shape key (``FormatSuggester/plainShapeKey(ofPath:into:)``), reused for every path.
    private var shapeKey: [UInt8] = []

    /// An empty tally.
    package init() {}

    /// Counts one unmatched path (raw, query dropped), requested at `seconds` (nil: no time).
    @inline(__always)
    package mutating func add(_ path: UnsafeBufferPointer<UInt8>, seconds: Int64? = nil) {
        if let seconds {
            paths.add(path, firstSeen: seconds, lastSeen: seconds)
        } else {
            paths.add(path)
        }
    }

    /// The chunk's tables of at most `capacity` rows each, with `samples`; empties the tally.
    package mutating func summarize(capacity: Int, samples: [MalformedLineSample]) -> ChunkSummary {
        defer { paths.removeAll() }
        guard !paths.isEmpty else {
            var empty = ChunkSummary(capacity: capacity)
            empty.samples = samples
            return empty
        }
        let keptPaths = paths.kept(limit: capacity)
        var pathTable = FlatHeavyHitters(capacity: capacity)
        pathTable.reserveCapacity(
            keys: keptPaths.indices.count,
            keyBytes: keptPaths.indices.reduce(0) { $0 + min(paths.length(at: $1), UnmatchedPathKey.byteLimit + 3) },
            rows: keptPaths.indices.count)
        var pathRows: [FlatHeavyHitters.Counted] = []
        pathRows.reserveCapacity(keptPaths.indices.count)
        for index in keptPaths.indices {
            let key = paths.withKey(at: index) { path in
                if path.count <= UnmatchedPathKey.byteLimit {
                    return pathTable.addKey(readingAsText: path, hash: paths.hash(at: index))
                }
                var text = UnmatchedPathKey.text(of: path)
                return text.withUTF8 { pathTable.addKey($0, hash: StableHash.hash($0)) }
            }
            let seen = paths.seen(at: index)
            pathRows.append(
                FlatHeavyHitters.Counted(
                    key: key, count: paths.count(at: index), firstSeen: seen.first, lastSeen: seen.last))
        }
        pathTable.appendTable(0, counted: &pathRows, droppedMaximum: keptPaths.droppedMaximum)
        countShapes()
        defer { shapes.removeAll() }
        let keptShapes = shapes.kept(limit: capacity)
        let shapeRows = keptShapes.indices.map { index in
            let (first, second, third) = shapeExamples[index]
            let examples = [first, second, third].filter { $0 >= 0 }.map {
                paths.withKey(at: Int($0), UnmatchedPathKey.text)
            }
            return HeavyHitter(
                key: shapes.withKey(at: index) { String(decoding: $0, as: UTF8.self) }, count: shapes.count(at: index),
                error: 0, examples: examples, firstSeen: shapes.seen(at: index).first,
                lastSeen: shapes.seen(at: index).last)
        }
        return ChunkSummary(
            paths: pathTable,
            shapes: HeavyHitters(
                exactCounts: shapeRows, capacity: capacity, exampleLimit: UnmatchedPathKey.exampleLimit,
                droppedMaximum: keptShapes.droppedMaximum),
            samples: samples)
    }

    /// Counts every distinct path's shape with the path's count, keeping the three smallest paths of
    /// each shape as examples.
    private mutating func countShapes() {
        shapeExamples.removeAll(keepingCapacity: true)
        var decodedKey: [UInt8] = []
        var keyBuffer: [UInt8] = []
        swap(&keyBuffer, &shapeKey)
        defer { swap(&keyBuffer, &shapeKey) }
        for index in 0..<paths.distinctCount {
            let seen = paths.seen(at: index)
            let count = paths.count(at: index)
            let shape = paths.withKey(at: index) { path -> Int in
                let room = FormatSuggester.plainKeyCapacity(forPathLength: path.count)
                if room > keyBuffer.count {
                    keyBuffer = Array(repeating: 0, count: max(room, 2 * keyBuffer.count, 256))
                }
                let plain = keyBuffer.withUnsafeMutableBufferPointer { buffer -> Int? in
                    guard let length = FormatSuggester.plainShapeKey(ofPath: path, into: buffer.baseAddress!) else {
                        return nil
                    }
                    return shapes.add(
                        UnsafeBufferPointer(start: buffer.baseAddress!, count: length), count: count,
                        firstSeen: seen.first, lastSeen: seen.last)
                }
                if let plain { return plain }
                FormatSuggester.decodingShapeKey(ofPath: path, into: &decodedKey)
                return decodedKey.withUnsafeBufferPointer {
                    shapes.add($0, count: count, firstSeen: seen.first, lastSeen: seen.last)
                }
            }
            if shape == shapeExamples.count {
                shapeExamples.append((Int32(index), -1, -1))
                continue
            }
            var (first, second, third) = shapeExamples[shape]
            // Most paths of a busy shape are not among its three smallest: one compare with the third.
            if third >= 0 && !paths.keyPrecedes(index, Int(third)) { continue }
            var candidate = Int32(index)
            for slot in 0..<3 {
                let current = slot == 0 ? first : slot == 1 ? second : third
                if current < 0 || paths.keyPrecedes(Int(candidate), Int(current)) {
                    switch slot {
                    case 0: first = candidate
                    case 1: second = candidate
                    default: third = candidate
                    }
                    if current < 0 { break }
                    candidate = current
                }
            }
            shapeExamples[shape] = (first, second, third)
        }
    }
}
