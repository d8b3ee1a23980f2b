import CorridorCore
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The concurrent analyzer run. The calling thread is the reader: it opens each input in turn,
/// decompresses it and cuts it into line chunks (``LineChunker``), and hands them to `jobs` workers
/// on their own dispatch queues through a ``ChunkQueue``. At most `2 × jobs + 2` chunks exist at once
/// (read, queued, being counted or waiting to be folded): the reader takes a slot before it reads a
/// chunk and the fold gives it back, so memory stays flat however long the input.
///
/// Each worker owns a ``ChunkWorker`` (parser, match scratch, counts). Order-free counts stay in the
/// workers and are added up at the end; the order-dependent summaries (unmatched heavy hitters,
/// suggestions, malformed samples) are folded in chunk order by ``OrderedFold``. Chunk boundaries
/// depend only on the chunk size, so the report is byte-identical for any number of workers.
package struct AnalysisPipeline {
    /// The run's options.
    package let options: AnalyzerOptions

    /// A pipeline with `options`.
    package init(options: AnalyzerOptions) {
        self.options = options
    }

    /// Analyzes `paths` in order (`-` = standard input); never throws: an input that fails is recorded
    /// in the report with its error, keeping every count made before it broke.
    package func run(inputs paths: [String]) -> AnalysisReport {
        let jobs = max(1, options.jobs)
        let capacity = max(1, options.heavyHitterCapacity)
        let sampleLimit = max(0, options.malformedSampleLimit)
        let shared = PipelineShared(jobs: jobs, capacity: capacity, sampleLimit: sampleLimit)
        let table = options.routes
        let format = options.logFormat.format
        let group = DispatchGroup()
        for worker in 0..<jobs {
            DispatchQueue(label: "corridor.analyzer.worker.\(worker)").async(group: group) {
                var chunkWorker = ChunkWorker(table: table, format: format, sampleLimit: sampleLimit)
                while let work = shared.queue.pop() {
                    let outcome = chunkWorker.process(work)
                    let folded = shared.fold.withLock { $0.accept(outcome) }
                    for _ in 0..<folded { shared.slots.signal() }
                }
                let aggregate = chunkWorker.aggregate
                shared.aggregates.withLock { $0[worker] = aggregate }
            }
        }
        let summaries = read(paths, into: shared)
        shared.queue.close(consumers: jobs)
        group.wait()

        var total = WorkerAggregate(routeCount: table.count, tracksLatency: format.hasRequestTime)
        for aggregate in shared.aggregates.withLock({ $0 }) {
            if let aggregate { total.merge(aggregate) }
        }
        let fold = shared.fold.withLock { $0 }
        return AnalysisReport(
            table: table, inputs: summaries, counts: total, paths: fold.paths, shapes: fold.shapes,
            samples: fold.samples, capacity: capacity, sampleLimit: sampleLimit, topN: max(0, options.topN))
    }

    /// The reader loop: every input in turn, chunk by chunk, on the calling thread.
    private func read(_ paths: [String], into shared: PipelineShared) -> [InputSummary] {
        let clock = ContinuousClock()
        let start = clock.now
        var lastProgress = start
        let totalBytes = AnalysisPipeline.totalSize(of: paths)
        var bytesBefore: Int64 = 0
        var linesRead = 0
        var order = 0
        var summaries: [InputSummary] = []
        for (index, path) in paths.enumerated() {
            var summary = InputSummary(path: path, encoding: nil, bytes: 0, lines: 0, error: nil)
            let input: InputStream
            do throws(InputError) {
                input = try InputStream.open(path: path)
            } catch {
                summary.error = error
                summaries.append(summary)
                continue
            }
            summary.encoding = input.encoding.rawValue
            var chunker = LineChunker(input: input, chunkSize: max(1, options.chunkSize))
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
                guard let chunk = next else {
                    shared.slots.signal()
                    break
                }
                summary.lines += chunk.lineCount
                linesRead += chunk.lineCount
                shared.queue.push(ChunkWork(order: order, inputIndex: index, chunk: chunk))
                order += 1
                if let progress = options.progress, clock.now - lastProgress >= .milliseconds(250) {
                    lastProgress = clock.now
                    progress(
                        AnalysisProgress(
                            bytesRead: bytesBefore + input.compressedBytesRead, totalBytes: totalBytes,
                            lines: linesRead, elapsedSeconds: AnalysisPipeline.seconds(clock.now - start),
                            inputIndex: index))
                }
            }
            summary.bytes = input.compressedBytesRead
            bytesBefore += summary.bytes
            input.close()
            summaries.append(summary)
        }
        return summaries
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
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            total += Int64(info.st_size)
        }
        return total
    }
}

/// What the reader, the workers and the fold share.
private final class PipelineShared: Sendable {
    let queue = ChunkQueue()
    /// Free chunk slots: taken by the reader before reading a chunk, given back when it is folded.
    let slots: DispatchSemaphore
    let fold: LockedState<OrderedFold>
    let aggregates: LockedState<[WorkerAggregate?]>

    init(jobs: Int, capacity: Int, sampleLimit: Int) {
        slots = DispatchSemaphore(value: 2 * jobs + 2)
        fold = LockedState(OrderedFold(capacity: capacity, sampleLimit: sampleLimit))
        aggregates = LockedState(Array(repeating: nil, count: jobs))
    }
}
