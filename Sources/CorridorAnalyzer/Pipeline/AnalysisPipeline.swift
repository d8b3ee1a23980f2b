import CorridorCore
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The concurrent analyzer run. Readers open the inputs, decompress them and cut them into line
/// chunks (``LineChunker``): the calling thread, plus one more thread per further input up to `jobs`
/// inputs at once, each taking the next unread input. They hand chunks to `jobs` workers on their own
/// dispatch queues through a ``ChunkQueue``. At most `jobs + 1` chunks exist at once (read, queued
/// or being counted): a reader takes a slot before it reads a chunk and the worker gives it back once
/// the chunk is summarized, so memory stays flat however long the input.
///
/// Each worker owns a ``ChunkWorker`` (parser, match scratch, counts). Order-free counts stay in the
/// workers and are added up at the end; each chunk's bounded summary (unmatched heavy hitters, shapes,
/// malformed samples) goes into a ``SummaryTree``, whose shape depends only on chunk positions: no
/// worker waits for another, and since chunk boundaries depend only on the chunk size, the report is
/// byte-identical for any number of workers and readers. An input whose chunks are all read and placed
/// leaves the tree at once and joins the run's summary in input order (``InputFold``), so memory holds
/// the summaries of the inputs being read, not one per input read so far.
package struct AnalysisPipeline {
    /// The run's options.
    package let options: AnalyzerOptions

    /// A pipeline with `options`.
    package init(options: AnalyzerOptions) {
        self.options = options
    }

    /// Analyzes `paths` (`-` = standard input); never throws: an input that fails is recorded in the
    /// report with its error, keeping every count made before it broke.
    package func run(inputs paths: [String]) -> AnalysisReport {
        let jobs = max(1, options.jobs)
        let capacity = max(1, options.heavyHitterCapacity)
        let sampleLimit = max(0, options.malformedSampleLimit)
        let shared = PipelineShared(jobs: jobs, inputs: paths.count, capacity: capacity, sampleLimit: sampleLimit)
        let table = options.routes
        let runFormat = options.logFormat.format
        // Slots for formats found while reading: detected ones (auto), and the layouts a W3C log declares mid-file.
        // A run given `caddy` or `azure-appgateway` has a slot for the other unit of their durations (Caddy's
        // nanoseconds, Application Gateway v2's seconds), which an input's first lines may show; one given `zeek` for
        // the columns a tab-separated Zeek log declares.
        let hasUnitVariant =
            options.logFormat.presetName.map(LogFormatDetector.presetsWithDurationUnitVariants.contains) ?? false
        let slots =
            options.logFormat.isAuto || runFormat.followsFieldsDirectives || hasUnitVariant
                || options.logFormat.presetName == "zeek"
            ? LogFormatSlots(placeholder: runFormat) : nil
        let minimumBucketWidth = TrafficLadder.width(atLeast: options.minimumBucketWidth)
        let workers = DispatchGroup()
        for worker in 0..<jobs {
            DispatchQueue(label: "corridor.analyzer.worker.\(worker)").async(group: workers) {
                var chunkWorker =
                    if let slots {
                        ChunkWorker(
                            table: table, formats: slots, sampleLimit: sampleLimit, capacity: capacity,
                            window: options.window, callers: options.callers, minimumBucketWidth: minimumBucketWidth)
                    } else {
                        ChunkWorker(
                            table: table, format: runFormat, sampleLimit: sampleLimit, capacity: capacity,
                            window: options.window, callers: options.callers, minimumBucketWidth: minimumBucketWidth)
                    }
                while let work = shared.queue.pop() {
                    let summary = chunkWorker.process(work)
                    shared.slots.signal()
                    SummaryTree.insert(
                        summary, at: SummaryTree.Node(input: work.inputIndex, chunk: work.index), into: shared.tree,
                        sampleLimit: sampleLimit)
                    if let nodes = shared.tree.withLock({ $0.chunkPlaced(input: work.inputIndex) }) {
                        shared.fold(nodes, input: work.inputIndex)
                    }
                }
                let aggregate = chunkWorker.finish()
                shared.aggregates.withLock { $0[worker] = aggregate }
            }
        }
        let readers = DispatchGroup()
        let progress = ReadProgress(totalBytes: AnalysisPipeline.totalSize(of: paths))
        for reader in 1..<max(1, min(jobs, paths.count)) {
            DispatchQueue(label: "corridor.analyzer.reader.\(reader)").async(group: readers) {
                read(paths, into: shared, progress: progress, slots: slots)
            }
        }
        read(paths, into: shared, progress: progress, slots: slots)
        readers.wait()
        shared.queue.close(consumers: jobs)
        workers.wait()
        var format = runFormat
        if let slots {
            // What the report can say depends on the formats found: latency, agents and addresses when
            // some input's format has them.
            let detected = slots.detected
            format = .alternatives(
                options.logFormat.isAuto ? (detected.isEmpty ? [runFormat] : detected) : [runFormat] + detected)
        }

        var total = WorkerAggregate(
            routeCount: table.count, tracksLatency: format.hasRequestTime, minimumBucketWidth: minimumBucketWidth)
        for aggregate in shared.aggregates.withLock({ $0 }) {
            if let aggregate { total.merge(aggregate) }
        }
        let summary = shared.tree.withLock { tree in
            shared.folded.withLock { $0.finish(inputs: paths.count, tree: &tree, capacity: capacity) }
        }
        let inputs = shared.inputs.withLock { $0 }.enumerated().map { index, summary in
            summary ?? InputSummary(path: paths[index], encoding: nil, bytes: 0, lines: 0, error: nil)
        }
        var report = AnalysisReport(
            table: table, inputs: inputs, counts: total, summary: summary, capacity: capacity,
            sampleLimit: sampleLimit,
            callers: CallerOptions(
                agents: options.callers.agents && format.hasUserAgent,
                clients: options.callers.clients && format.hasClientAddress, prefix: options.callers.prefix))
        report.window = options.window
        report.inputs = passingOverNonLogs(report.inputs)
        return report
    }

    /// `inputs` with those found under a directory that are not logs (``AnalyzerOptions/inputDirectories``) marked
    /// passed over (``InputSummary/passedOver``) instead of failed, each said in a warning — when another file found
    /// under the same directory is one.
    func passingOverNonLogs(_ inputs: [InputSummary]) -> [InputSummary] {
        let directories = options.inputDirectories
        guard directories.count == inputs.count, directories.contains(where: { $0 != nil }) else { return inputs }
        let isNotALog = inputs.map { $0.error?.notALog != nil }
        var hasLog: Set<String> = []
        for (index, directory) in directories.enumerated() where !isNotALog[index] {
            if let directory { hasLog.insert(directory) }
        }
        var marked = inputs
        for (index, input) in inputs.enumerated() {
            guard isNotALog[index], let directory = directories[index], hasLog.contains(directory),
                let what = input.error?.notALog
            else { continue }
            marked[index].error = nil
            marked[index].passedOver = what
            options.warning?("\(input.path): passed over (found under \(directory)): \(what)")
        }
        return marked
    }

    /// A reader: takes the next unread input until none is left, chunk by chunk.
    private func read(_ paths: [String], into shared: PipelineShared, progress: ReadProgress, slots: LogFormatSlots?) {
        while let index = shared.nextInput(of: paths.count) {
            let (summary, chunks) = read(paths[index], index: index, into: shared, progress: progress, slots: slots)
            shared.inputs.withLock { $0[index] = summary }
            if let nodes = shared.tree.withLock({ $0.inputRead(index, chunks: chunks) }) {
                shared.fold(nodes, input: index)
            }
        }
    }

    /// Reads input `index`; returns what it gave and how many chunks it made.
    private func read(
        _ path: String, index: Int, into shared: PipelineShared, progress: ReadProgress, slots: LogFormatSlots?
    ) -> (InputSummary, chunks: Int) {
        var summary = InputSummary(path: path, encoding: nil, bytes: 0, lines: 0, error: nil)
        if index < options.inputErrors.count, let error = options.inputErrors[index] {
            summary.error = error
            return (summary, 0)
        }
        let input: InputStream
        do throws(InputError) {
            // A Rails or a Fastify log in a container runtime's or a shipper's lines is joined inside them.
            input = try InputStream.open(
                path: path, wrappedLines: { LogWrapperLineReader.reader(forFirstLines: $0, requestsOpened: $1) },
                joinerLogs: { LogWrapperLineReader.isJoinerLog($0, requestsOpened: $1) })
        } catch {
            summary.error = error
            return (summary, 0)
        }
        summary.encoding = input.encoding
        // The year of times written without one (a BSD syslog stamp, Tyk's): the file's modification time, else now.
        let yearReference = input.modificationSeconds ?? Int64(time(nil))
        var chunker = LineChunker(input: input, chunkSize: max(1, options.chunkSize))
        var chunkIndex = 0
        var formatSlot = 0
        var decided = false
        // A W3C log's layout in force, which a `#Fields:` directive may change mid-file (nil for other formats).
        var fieldsLayout: (format: LogFormat, name: String)?
        // The day of the last W3C `#Date:` directive, for lines with a time of day and no date.
        var directiveDay: Int64?
        // The zone of the last W3C `#GMT-Offset:` directive (seconds east of UTC), for its `date` and `time` columns.
        var directiveOffset: Int64 = 0
        // For a container runtime's log: its partial lines, kept with the line that completes them (see below).
        var partialLines: PartialLines?
        while true {
            shared.slots.wait()
            let next: LineChunk?
            do throws(InputError) {
                next = try chunker.next()
            } catch {
                shared.slots.signal()
                summary.error = error
                break
            }
            guard var chunk = next else {
                shared.slots.signal()
                break
            }
            if !decided {
                // The first chunk decides the input's format (auto), or checks the one given.
                decided = true
                switch decideFormat(of: chunk, path: path, slots: slots) {
                case .format(let slot, let name):
                    formatSlot = slot
                    // Detected: the preset found; given: the preset or specification given.
                    summary.logFormat = name ?? (options.logFormat.isAuto ? nil : options.logFormat.description)
                    let format = slots?.format(at: slot) ?? options.logFormat.format
                    partialLines = format.wrapper.map(PartialLines.init)
                    if format.followsFieldsDirectives {
                        fieldsLayout = (format, name ?? options.logFormat.presetName ?? "w3c")
                    }
                case .unreadable(let error):
                    shared.slots.signal()
                    summary.error = error
                    input.close()
                    summary.bytes = input.compressedBytesRead
                    progress.finish(input: index, bytes: summary.bytes)
                    return (summary, 0)
                }
            }
            if let partialLines, !chunker.isFinished,
                let run = chunk.bytes.withUnsafeBufferPointer({ partialLines.trailingRun(in: $0) }),
                chunker.canGiveBack(run.bytes)
            {
                // A chunk never ends inside a group of partial lines: the group goes to the next chunk with the line
                // that completes it, so one worker joins them whatever the chunk size and the worker count. A chunk
                // of nothing but parts is read again with more room (a group over 8 MiB is split where it must).
                let whole = run.lines == chunk.lineCount
                chunk.bytes.withUnsafeBufferPointer { bytes in
                    chunker.giveBack(
                        UnsafeBufferPointer(rebasing: bytes[(bytes.count - run.bytes)...]), lines: run.lines,
                        wholeChunk: whole)
                }
                if whole {
                    shared.slots.signal()
                    continue
                }
                chunk = chunk.droppingLast(run.bytes, lines: run.lines)
            }
            let readLines = chunk.lineCount
            if let layout = fieldsLayout, let slots {
                // Each directive that changes how lines read — a `#Fields:` with other columns, a `#Date:` for lines
                // with a time and no date, a `#GMT-Offset:` for local times — starts a new piece, read in the new
                // layout.
                var piece = chunk
                var cut = 0
                for line in chunk.lineIndices(startingWith: LogFormatSlots.directivePrefix) {
                    let text = chunk.line(at: line)
                    let current = fieldsLayout?.format ?? layout.format
                    let next: LogFormat
                    if let day = LogFormatPreset.w3cDay(dateDirective: text) {
                        directiveDay = day
                        next = LogFormatPreset.w3c(current, onDay: day)
                    } else if let offset = LogFormatPreset.w3cUTCOffset(offsetDirective: text) {
                        directiveOffset = offset
                        next = LogFormatPreset.w3c(current, utcOffset: offset)
                    } else if let declared = W3CLayoutMemo.shared.layouts(
                        declaredBy: text, tabSeparated: layout.format.columnsAreTabSeparated
                    ).map({
                        layout.format.readsW3CColumns ? $0.columns : $0.separators
                    }) {
                        next = LogFormatPreset.w3c(
                            LogFormatPreset.w3c(declared, onDay: directiveDay), utcOffset: directiveOffset)
                    } else {
                        continue
                    }
                    guard next != current else { continue }
                    // Directives before it (a file's `#Version`, `#Date`) need no piece of their own: the layouts
                    // count them alike.
                    if line > cut && !piece.linesStart(with: UInt8(ascii: "#"), before: line - cut) {
                        let parts = piece.split(atLine: line - cut)
                        summary.lines += parts.before.lineCount
                        shared.queue.push(
                            ChunkWork(
                                index: chunkIndex, inputIndex: index, chunk: parts.before, format: formatSlot,
                                yearReference: yearReference))
                        chunkIndex += 1
                        piece = parts.from
                        cut = line
                        // The piece pushed took this chunk's slot; the rest takes one of its own.
                        shared.slots.wait()
                    }
                    fieldsLayout = (next, layout.name)
                    formatSlot = slots.slot(named: next.layoutKey(name: layout.name), format: next)
                }
                chunk = piece
            }
            summary.lines += chunk.lineCount
            shared.queue.push(
                ChunkWork(
                    index: chunkIndex, inputIndex: index, chunk: chunk, format: formatSlot,
                    yearReference: yearReference))
            chunkIndex += 1
            if let report = options.progress {
                progress.advance(
                    input: index, lines: readLines, bytes: input.compressedBytesRead, report: report)
            }
        }
        summary.bytes = input.compressedBytesRead
        progress.finish(input: index, bytes: summary.bytes)
        input.close()
        let skipped = chunker.skippedLongLines
        if !skipped.isEmpty {
            let name = path == "-" ? "standard input" : path
            let lines = skipped.prefix(5).map(String.init).joined(separator: ", ") + (skipped.count > 5 ? ", …" : "")
            options.warning?(
                "\(name): \(skipped.count) line(s) longer than \(LineChunker.defaultMaxLineLength >> 20) MiB (line \(lines)): "
                    + "each read as its first \(LineChunker.keptHeadOfLongLine) bytes, the rest skipped")
        }
        return (summary, chunkIndex)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The summed size of the inputs when all are regular files; nil otherwise.
    static func totalSize(of paths: [String]) -> Int64? {
        var total: Int64 = 0
        for path in paths {
            guard path != "-" else { return nil }
            var info = stat()
            guard SystemPath.withCString(path, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                return nil
            }
            total += Int64(info.st_size)
        }
        return total
    }
}

/// What the readers and the workers share.
private final class PipelineShared: Sendable {
    let queue = ChunkQueue()
    /// Free chunk slots: taken by a reader before reading a chunk, given back once it is summarized.
    let slots: DispatchSemaphore
    let tree = LockedState(SummaryTree())
    /// The complete inputs' summaries, folded in input order.
    let folded: LockedState<InputFold>
    private let capacity: Int
    private let sampleLimit: Int
    let aggregates: LockedState<[WorkerAggregate?]>
    /// What each input gave, by index (nil until read).
    let inputs: LockedState<[InputSummary?]>
    private let next = LockedState(0)

    init(jobs: Int, inputs count: Int, capacity: Int, sampleLimit: Int) {
        folded = LockedState(InputFold(capacity: capacity, sampleLimit: sampleLimit))
        self.capacity = capacity
        self.sampleLimit = sampleLimit
        slots = DispatchSemaphore(value: jobs + 1)
        aggregates = LockedState(Array(repeating: nil, count: jobs))
        inputs = LockedState(Array(repeating: nil, count: count))
    }

    /// Folds a complete input's nodes (merged here, outside any lock) into the run's summary.
    func fold(_ nodes: [ChunkSummary], input: Int) {
        let summary = SummaryTree.inputSummary(nodes, capacity: capacity, sampleLimit: sampleLimit)
        folded.withLock { $0.add(summary, input: input) }
    }

    /// The index of the next input to read, nil when every input is taken.
    func nextInput(of count: Int) -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// The readers' progress, reported at most ~4 times a second by whichever reader is due.
private final class ReadProgress: Sendable {
    private struct State: Sendable {
        var finishedBytes: Int64 = 0
        var lines = 0
        var current: [Int: Int64] = [:]
        var last: ContinuousClock.Instant
    }

    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let totalBytes: Int64?
    private let state: LockedState<State>

    init(totalBytes: Int64?) {
        start = clock.now
        self.totalBytes = totalBytes
        state = LockedState(State(last: start))
    }

    /// Counts `lines` more lines of input `input`, `bytes` of which are read so far; reports when due.
    func advance(input: Int, lines: Int, bytes: Int64, report: @Sendable (AnalysisProgress) -> Void) {
        state.withLock { state in
            state.lines += lines
            state.current[input] = bytes
            let now = clock.now
            guard now - state.last >= .milliseconds(250) else { return }
            state.last = now
            report(
                AnalysisProgress(
                    bytesRead: state.finishedBytes + state.current.values.reduce(0, +), totalBytes: totalBytes,
                    lines: state.lines, elapsedSeconds: AnalysisPipeline.seconds(now - start), inputIndex: input))
        }
    }

    /// Input `input` is read to its end (or failed) after `bytes` bytes.
    func finish(input: Int, bytes: Int64) {
        state.withLock { state in
            state.current[input] = nil
            state.finishedBytes += bytes
        }
    }
}
