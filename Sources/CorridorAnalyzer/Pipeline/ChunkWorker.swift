import CorridorCore
import CorridorLogInput

/// One worker's state: its own log-line parser, match scratch space and running counts. Processes
/// chunks one after another: per line parse → match on bytes → count. A matched line allocates
/// nothing; unmatched paths are tallied on their bytes (``UnmatchedTally``) and summarized into
/// bounded tables at the end of the chunk.
package struct ChunkWorker {
    private let table: RouteTable
    /// A parser per format slot of the run, made when a chunk of that format first comes.
    private var parsers: [LogLineParser?]
    private let formats: LogFormatSlots?
    private let scratch = MatchScratch()
    private let sampleLimit: Int
    private let capacity: Int
    private let window: TimeWindow
    private var tally = UnmatchedTally()
    private let callers: CallerOptions
    private var agents = CallerTally()
    private var clients = CallerTally()
    /// The running counts of every chunk processed so far, but for hits and request times (``finish()`` adds them).
    private var aggregate: WorkerAggregate
    /// The hits of every chunk processed so far, and their request times (nil when times are not tracked).
    private let hits: HitCells
    private let latencies: LatencyCells?

    /// A worker matching against `table`, parsing `format`, keeping up to `sampleLimit` malformed
    /// lines and `capacity` rows per heavy-hitter table per chunk, counting only the requests inside `window`, and
    /// counting the `callers` the format has and traffic in buckets of at least `minimumBucketWidth` seconds.
    package init(
        table: RouteTable, format: LogFormat, sampleLimit: Int, capacity: Int, window: TimeWindow = .all,
        callers: CallerOptions = CallerOptions(), minimumBucketWidth: Int64 = TrafficLadder.hour
    ) {
        self.table = table
        self.window = window
        self.callers = CallerOptions(
            agents: callers.agents && format.hasUserAgent, clients: callers.clients && format.hasClientAddress,
            prefix: callers.prefix)
        parsers = [LogLineParser(format: format, readsAgent: self.callers.agents, readsClient: self.callers.clients)]
        self.formats = nil
        self.sampleLimit = sampleLimit
        self.capacity = capacity
        aggregate = WorkerAggregate(
            routeCount: table.count, tracksLatency: format.hasRequestTime, minimumBucketWidth: minimumBucketWidth)
        hits = HitCells(routeCount: table.count)
        latencies = format.hasRequestTime ? LatencyCells(routeCount: table.count) : nil
    }

    /// A worker for a run whose inputs' formats are detected (`--log-format auto`): each chunk names its
    /// format in `formats`; latency is tracked in case a format has it.
    package init(
        table: RouteTable, formats: LogFormatSlots, sampleLimit: Int, capacity: Int, window: TimeWindow = .all,
        callers: CallerOptions = CallerOptions(), minimumBucketWidth: Int64 = TrafficLadder.hour
    ) {
        self.table = table
        self.window = window
        self.callers = callers
        self.formats = formats
        parsers = []
        self.sampleLimit = sampleLimit
        self.capacity = capacity
        aggregate = WorkerAggregate(
            routeCount: table.count, tracksLatency: true, minimumBucketWidth: minimumBucketWidth)
        hits = HitCells(routeCount: table.count)
        latencies = LatencyCells(routeCount: table.count)
    }

    /// The parser for format slot `slot`.
    private mutating func parser(for slot: Int) -> LogLineParser {
        if slot < parsers.count, let parser = parsers[slot] { return parser }
        guard let formats else { return parsers[0]! }
        let format = formats.format(at: slot)
        let parser = LogLineParser(
            format: format, readsAgent: callers.agents && format.hasUserAgent,
            readsClient: callers.clients && format.hasClientAddress)
        while parsers.count <= slot { parsers.append(nil) }
        parsers[slot] = parser
        return parser
    }

    /// Counts every line of `work` into ``aggregate`` and returns the chunk's summary.
    package mutating func process(_ work: ChunkWork) -> ChunkSummary {
        var samples: [MalformedLineSample] = []
        let parser = parser(for: work.format)
        parser.beginChunk(yearReference: work.yearReference)
        agents.callersAreURLEncoded = parser.agentIsURLEncoded
        ChunkWorker.countLines(
            of: work, table: table, scratch: scratch, sampleLimit: sampleLimit, window: window, parser: parser,
            counts: &aggregate, hits: hits.recorder, latencies: latencies?.recorder, tally: &tally,
            samples: &samples, agents: &agents, clients: &clients, prefix: callers.prefix)
        var summary = tally.summarize(capacity: capacity, samples: samples)
        summary.agents = agents.summarize(capacity: CallerOptions.capacity)
        summary.clients = clients.summarize(capacity: CallerOptions.capacity)
        return summary
    }

    /// The counts of every chunk processed, request times included: once, when the worker is done.
    package mutating func finish() -> WorkerAggregate {
        hits.fold(into: &aggregate.routes)
        latencies?.fold(into: &aggregate.routes)
        return aggregate
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
        of work: ChunkWork, table: RouteTable, scratch: MatchScratch, sampleLimit: Int, window: TimeWindow,
        parser: LogLineParser,
        counts: inout WorkerAggregate, hits: HitCells.Recorder, latencies: LatencyCells.Recorder?,
        tally: inout UnmatchedTally, samples: inout [MalformedLineSample], agents: inout CallerTally,
        clients: inout CallerTally, prefix: AddressPrefix?
    ) {
        let inputIndex = work.inputIndex
        let impliedMethod = ChunkWorker.impliedMethod
        let directive = parser.format.directivePrefix
        // Its first byte, tested before the whole prefix (most lines are not directives).
        let directiveStart = directive?.first ?? 0
        // API Gateway's targets are the resources' templates (`/users/{id}`), matched as such.
        let readsTemplates = parser.format.targetMayBeRouteTemplate
        work.chunk.forEachLine { line, number in
            if let directive, line.first == directiveStart, line.starts(with: directive) {
                counts.directives &+= 1
                return
            }
            switch parser.parse(line) {
            case .request(let request):
                let seconds = request.seconds
                if seconds == nil { counts.untimed &+= 1 }
                guard window.contains(seconds) else {
                    counts.outsideWindow &+= 1
                    return
                }
                if let seconds { counts.noteTime(seconds) }
                let method = request.method ?? impliedMethod
                let outcome =
                    readsTemplates
                    ? table.match(template: request.target, method: method, scratch: scratch)
                    : table.match(target: request.target, method: method, scratch: scratch)
                switch outcome {
                case .matched(let route):
                    hits.record(
                        route: route, method: MethodSlot.classify(method), status: request.status, seconds: seconds)
                    if let seconds { counts.routes.recordTraffic(route: route, seconds: seconds) }
                    if let micros = request.requestTimeMicros, let latencies {
                        latencies.record(route: route, micros: micros)
                    }
                    if let agent = request.agent { agents.add(route: route, caller: agent) }
                    if let client = request.client {
                        if let prefix {
                            clients.add(route: route, address: client, prefix: prefix)
                        } else {
                            clients.add(route: route, caller: client)
                        }
                    }
                case .unmatched:
                    counts.unmatched &+= 1
                    // The path the match just scanned (query and fragment dropped): no second scan.
                    tally.add(UnsafeBufferPointer(rebasing: request.target[scratch.lastPath]), seconds: seconds)
                case .notAURL:
                    counts.invalidRequests &+= 1
                }
            case .continuation:
                // A part of a container line the next lines complete, or an application's line that is no request
                // (a companion line, rails_semantic_logger's other entries): neither a request nor malformed.
                counts.directives &+= 1
            case .invalidRequest:
                counts.invalidRequests &+= 1
                // Not a URL, but a request made at a time: it moves the data's time span (the stale reference).
                if let seconds = parser.lastLineSeconds, window.contains(seconds) { counts.noteTime(seconds) }
            case .malformed(let reason):
                // journalctl's lines between entries (`-- Boot … --`), in a service's log saved from the journal; a
                // CSV table's header row, its rows read as JSON lines (``CSVTableRows``).
                if JournalMarker.matches(line) || CSVTableRows.isHeaderMarker(line) {
                    counts.directives &+= 1
                    return
                }
                counts.malformed.add(reason)
                if samples.count < sampleLimit {
                    samples.append(
                        MalformedLineSample(
                            inputIndex: inputIndex, line: number, reason: reason.rawValue,
                            text: ChunkWorker.sampleText(line)))
                }
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
