import CorridorCore
import Foundation

/// What an analyzer run uses: the route table, the log format, the worker count and the bounds of
/// the summaries. Results never depend on ``jobs``.
public struct AnalyzerOptions: Sendable {
    /// The compiled route table.
    public var routes: RouteTable
    /// The format of the log lines.
    public var logFormat: LogFormatSpec
    /// Worker threads (at least 1); the reader runs on the calling thread besides them.
    public var jobs: Int
    /// Bytes per chunk handed to a worker. Fixed by default (4 MiB) and independent of ``jobs``, so
    /// chunk boundaries — and with them every result — are the same for any worker count.
    public var chunkSize: Int
    /// Counters of each heavy-hitter table (unmatched paths, suggested formats): the K of Space-Saving.
    public var heavyHitterCapacity: Int
    /// Malformed lines kept as samples.
    public var malformedSampleLimit: Int
    /// Which callers of each route are counted (user agents by default; client addresses only when asked).
    public var callers: CallerOptions
    /// The requests counted by time; those outside are counted apart (``ReportTotals/outsideWindow``).
    public var window: TimeWindow = .all
    /// The finest width of the traffic-over-time buckets, in seconds: 3,600 (1 h, the default) or 86,400 (1 d) — or a
    /// power-of-two number of days. The report widens it as the data's span needs (``AnalysisReport/trafficBucketSeconds``).
    public var minimumBucketWidth: Int64 = 3600
    /// Called from a reading thread (one call at a time) at most ~4 times a second while the run reads.
    public var progress: (@Sendable (AnalysisProgress) -> Void)?
    /// Called from a reading thread with a warning about an input (its format reads few of its lines, and
    /// which format would read more); at most one per input.
    public var warning: (@Sendable (String) -> Void)?
    /// For each input, the directory it was found under (a directory given for its files), nil for an input named
    /// itself; empty when every input was named. An input found under a directory that turns out not to be a log
    /// (a binary file, or text no format reads: a README) is passed over with a
    /// ``warning`` (``InputSummary/passedOver``: listed, not counted, not an error) — unless no file found under that
    /// directory is a log, when each stays an error of the report.
    public var inputDirectories: [String?] = []
    /// For each input, why it cannot be read when that is known before reading it (a directory whose files could not
    /// be listed, `LogPaths`): reported as the input's error, the input not opened, the others read; empty or nil
    /// for inputs to open.
    public var inputErrors: [InputError?] = []

    /// The default chunk size: 4 MiB. Each chunk ends with a summary (its unmatched paths, shapes and
    /// callers become table rows, merged up a tree), so the per-chunk cost is paid per 4 MiB of log: on
    /// the 60 %-unmatched mix, 4 MiB chunks cost 650 fewer instructions per line than 2 MiB ones.
    public static let defaultChunkSize = 4 << 20
    /// The default heavy-hitter capacity.
    public static let defaultHeavyHitterCapacity = 1024
    /// The default worker count: one per core. The reading thread only decompresses and cuts chunks
    /// (about a fifth of the CPU on a zstd log), so with one worker fewer than cores a core would sit
    /// partly idle: on 2 cores, 2 workers took 1.10 s for 2M lines where 1 took 1.49 s (BENCHMARKS.md).
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Options for `routes`; the other values default to: Combined logs, ``defaultJobs`` workers,
    /// 4 MiB chunks, 1,024 heavy-hitter counters, 10 malformed samples, user agents counted, no progress.
    public init(
        routes: RouteTable, logFormat: LogFormatSpec = .combined,
        jobs: Int = AnalyzerOptions.defaultJobs,
        chunkSize: Int = AnalyzerOptions.defaultChunkSize,
        heavyHitterCapacity: Int = AnalyzerOptions.defaultHeavyHitterCapacity, malformedSampleLimit: Int = 10,
        callers: CallerOptions = CallerOptions(), progress: (@Sendable (AnalysisProgress) -> Void)? = nil
    ) {
        self.routes = routes
        self.logFormat = logFormat
        self.jobs = jobs
        self.chunkSize = chunkSize
        self.heavyHitterCapacity = heavyHitterCapacity
        self.malformedSampleLimit = malformedSampleLimit
        self.callers = callers
        self.progress = progress
    }
}
