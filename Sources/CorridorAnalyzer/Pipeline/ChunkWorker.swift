import CorridorCore

/// One worker's state: its own log-line parser, match scratch space and running counts. Processes
/// chunks one after another: per line parse → match on bytes → count. A matched line allocates
/// nothing; unmatched paths are tallied in a per-chunk arena and turned into keys once per distinct
/// path at the end of the chunk.
package struct ChunkWorker {
    private let table: RouteTable
    private var parser: LogLineParser
    private let scratch = MatchScratch()
    private let suggester: FormatSuggester
    private let sampleLimit: Int
    /// Suggested formats already checked with the parser (most unmatched paths share a few shapes).
    private var checkedFormats: [String: Bool] = [:]
    /// Suggested formats already rendered, by path shape.
    private var renderedShapes: [[FormatSuggester.SegmentShape]: String] = [:]
    /// The running counts of every chunk processed so far.
    package private(set) var aggregate: WorkerAggregate

    /// A worker matching against `table`, parsing `format`, keeping up to `sampleLimit` malformed
    /// lines per chunk.
    package init(table: RouteTable, format: LogFormat, sampleLimit: Int) {
        self.table = table
        parser = LogLineParser(format: format)
        suggester = FormatSuggester(globalParams: table.globalParams)
        self.sampleLimit = sampleLimit
        aggregate = WorkerAggregate(routeCount: table.count, tracksLatency: format.hasRequestTime)
    }

    /// Counts every line of `work` into ``aggregate`` and returns the chunk's order-dependent parts.
    package mutating func process(_ work: ChunkWork) -> ChunkOutcome {
        var tally = PathTally()
        var samples: [MalformedLineSample] = []
        ChunkWorker.countLines(
            of: work, table: table, scratch: scratch, sampleLimit: sampleLimit, parser: &parser,
            counts: &aggregate, tally: &tally, samples: &samples)
        var outcome = ChunkOutcome(order: work.order)
        outcome.samples = samples
        summarize(tally, into: &outcome, checked: &checkedFormats, rendered: &renderedShapes)
        return outcome
    }

    /// The method of a line that carries none (`--log-format url` with a bare URL, a JSON line without a
    /// method field): GET, the method a bare link implies, as `corridor match` assumes too. Without it a
    /// routes file of `GET …` routes would match nothing in such a log.
    nonisolated(unsafe) private static let impliedMethod: UnsafeBufferPointer<UInt8> = {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 3)
        _ = bytes.initialize(from: "GET".utf8)
        return UnsafeBufferPointer(bytes)
    }()

    /// The hot loop, over `inout` state so that no access goes through `self`.
    private static func countLines(
        of work: ChunkWork, table: RouteTable, scratch: MatchScratch, sampleLimit: Int, parser: inout LogLineParser,
        counts: inout WorkerAggregate, tally: inout PathTally, samples: inout [MalformedLineSample]
    ) {
        let inputIndex = work.inputIndex
        let impliedMethod = ChunkWorker.impliedMethod
        work.chunk.forEachLine { line, number in
            switch parser.parse(line) {
            case .request(let request):
                let method = request.method ?? impliedMethod
                switch table.match(target: request.target, method: method, scratch: scratch) {
                case .matched(let route):
                    counts.routes.record(
                        route: route, method: MethodSlot.classify(method), status: request.status,
                        micros: request.requestTimeMicros)
                case .unmatched:
                    counts.unmatched &+= 1
                    tally.add(RequestTarget.path(of: request.target) ?? request.target)
                case .notAURL:
                    counts.invalidRequests &+= 1
                }
            case .invalidRequest:
                counts.invalidRequests &+= 1
            case .malformed(let reason):
                counts.malformed[reason.rawValue, default: 0] &+= 1
                if samples.count < sampleLimit {
                    samples.append(
                        MalformedLineSample(
                            inputIndex: inputIndex, line: number, reason: reason.rawValue,
                            text: ChunkWorker.sampleText(line)))
                }
            }
        }
    }

    /// Turns the chunk's exact path tally into path keys and suggested-format counts.
    private func summarize(
        _ tally: PathTally, into outcome: inout ChunkOutcome, checked: inout [String: Bool],
        rendered: inout [[FormatSuggester.SegmentShape]: String]
    ) {
        guard !tally.isEmpty else { return }
        var shapeIndex: [String: Int] = [:]
        outcome.paths.reserveCapacity(tally.distinctCount)
        tally.forEach { path, count in
            let key = UnmatchedPathKey.text(of: path)
            outcome.paths.append(ChunkOutcome.KeyCount(key: key, count: count, examples: []))
            let format = suggester.candidate(forPath: path, cache: &rendered)
            let valid: Bool
            if let known = checked[format] {
                valid = known
            } else {
                valid = suggester.isValid(format)
                if checked.count >= 4096 { checked.removeAll(keepingCapacity: true) }
                checked[format] = valid
            }
            guard valid else { return }
            if let index = shapeIndex[format] {
                outcome.shapes[index].count &+= count
                outcome.shapes[index].examples = SpaceSavingSummary.mergeExamples(
                    outcome.shapes[index].examples, [key], limit: UnmatchedPathKey.exampleLimit)
            } else {
                shapeIndex[format] = outcome.shapes.count
                outcome.shapes.append(ChunkOutcome.KeyCount(key: format, count: count, examples: [key]))
            }
        }
    }

    /// The first bytes of a malformed line as text.
    static func sampleText(_ line: UnsafeBufferPointer<UInt8>) -> String {
        if line.count <= MalformedLineSample.textLimit { return String(decoding: line, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: line[0..<MalformedLineSample.textLimit]), as: UTF8.self)
            + "…"
    }
}
