import Synchronization

/// The parsers detection scores inputs with, kept from one input to the next: every input of a run is scored by the
/// same presets, and compiling a layout's program costs more than reading an input's first lines with it (a run over
/// thousands of small files — CloudFront's and ALB's, a file every few minutes — would otherwise compile every preset
/// again for each file). A parser holds per-line scratch space, so each is lent to one detection at a time and given
/// back after; a detection that finds none idle compiles its own. Bounded: at most ``capacity`` formats are kept (W3C
/// layouts are made from each input's `#Fields:` line), and the pool starts over when that is reached; a parser whose
/// scratch space grew past ``keptScratchBytes`` on a long line is not kept.
final class DetectionParserPool: Sendable {
    /// The pool detection uses.
    static let shared = DetectionParserPool()

    /// How many formats' parsers are kept at most.
    static let capacity = 256

    /// The most scratch space a kept parser may hold (``LogLineParser/scratchBytes``): one that read a longer line
    /// (up to 16 MiB) is let go, not kept, so that what the pool holds stays small whatever the inputs' lines.
    static let keptScratchBytes = 64 << 10

    /// What a parser was compiled for: a preset of ``LogFormatPreset/all`` (by its index: no format hashed a score),
    /// or any other format.
    enum Key: Hashable {
        case preset(Int)
        case format(LogFormat)
    }

    /// The idle parsers. A parser is only ever used by the detection it is lent to: the lock hands it over.
    private struct Idle: @unchecked Sendable {
        var parsers: [Key: [LogLineParser]] = [:]
    }

    /// A parser handed over by the lock.
    private struct Lent: @unchecked Sendable {
        let parser: LogLineParser?
    }

    private let idle = Mutex(Idle())

    /// The index in ``LogFormatPreset/all`` of the preset the last detection chose (-1: none yet).
    private let lastChosen = Atomic<Int>(-1)

    /// The index in ``LogFormatPreset/all`` of the preset the last detection chose, nil before any: detection reads
    /// it first, a hint that changes what is spent, never what is chosen.
    var lastChosenPreset: Int? {
        get {
            let index = lastChosen.load(ordering: .relaxed)
            return index < 0 ? nil : index
        }
        set { lastChosen.store(newValue ?? -1, ordering: .relaxed) }
    }

    /// Lets go of every idle parser and of the last choice: the next detection starts as the first of a run did (the
    /// fuzz target's inputs each start so, and its leak check sees only what an input itself kept).
    func removeAll() {
        idle.withLock { $0.parsers.removeAll() }
        lastChosenPreset = nil
    }

    /// How many formats have idle parsers.
    var idleFormatCount: Int { idle.withLock { $0.parsers.count } }

    /// Runs `body` with a parser of `format` (reading its user agents and client addresses, where it has them), idle
    /// or newly compiled, and keeps it for the next detection. `key` is `.preset(i)` for `LogFormatPreset.all[i]`'s
    /// format only.
    func withParser<Result>(for format: LogFormat, key: Key, _ body: (LogLineParser) -> Result) -> Result {
        let lent = idle.withLock { idle -> Lent in
            guard let parser = idle.parsers[key]?.popLast() else { return Lent(parser: nil) }
            return Lent(parser: parser)
        }
        let parser =
            lent.parser
            ?? LogLineParser(format: format, readsAgent: format.hasUserAgent, readsClient: format.hasClientAddress)
        // Nothing of a line read by the detection before (a container line's parts) carries over.
        parser.beginChunk()
        let result = body(parser)
        let returned = Lent(parser: parser.scratchBytes <= Self.keptScratchBytes ? parser : nil)
        idle.withLock { idle in
            if idle.parsers[key] == nil && idle.parsers.count >= Self.capacity { idle.parsers.removeAll() }
            if let parser = returned.parser { idle.parsers[key, default: []].append(parser) }
        }
        return result
    }
}
