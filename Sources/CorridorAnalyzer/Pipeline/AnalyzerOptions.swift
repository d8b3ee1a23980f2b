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
    /// Unmatched paths and suggestions listed by the renderings.
    public var topN: Int
    /// Bytes per chunk handed to a worker. Fixed by default (2 MiB) and independent of ``jobs``, so
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

    /// The default chunk size: 2 MiB.
    public static let defaultChunkSize = 2 << 20
    /// The default heavy-hitter capacity.
    public static let defaultHeavyHitterCapacity = 1024
    /// The default worker count: one per core besides the one the reading thread keeps busy
    /// (decompression), at least one — every core works, none is shared by two
    /// busy threads. On 2 cores one worker measured ~12 % faster than two (BENCHMARKS.md).
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount - 1) }

    /// Options for `routes`; the other values default to: Combined logs, ``defaultJobs`` workers,
    /// top 20, 2 MiB chunks, 1,024 heavy-hitter counters, 10 malformed samples, user agents counted, no progress.
    public init(
        routes: RouteTable, logFormat: LogFormatSpec = .combined,
        jobs: Int = AnalyzerOptions.defaultJobs, topN: Int = 20,
        chunkSize: Int = AnalyzerOptions.defaultChunkSize,
        heavyHitterCapacity: Int = AnalyzerOptions.defaultHeavyHitterCapacity, malformedSampleLimit: Int = 10,
        callers: CallerOptions = CallerOptions(), progress: (@Sendable (AnalysisProgress) -> Void)? = nil
    ) {
        self.routes = routes
        self.logFormat = logFormat
        self.jobs = jobs
        self.topN = topN
        self.chunkSize = chunkSize
        self.heavyHitterCapacity = heavyHitterCapacity
        self.malformedSampleLimit = malformedSampleLimit
        self.callers = callers
        self.progress = progress
    }
}
