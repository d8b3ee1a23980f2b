import CorridorCore

/// Reads log lines of one ``LogFormat`` into requests. One per worker thread: it owns the scratch space escaped
/// fields are decoded into, and allocates nothing per line (the scratch space only grows for a longer line than any
/// before). Works on the line's bytes; results point into the line or the scratch space until the next call.
package struct LogLineParser {
    /// The format lines are read as.
    package let format: LogFormat
    let program: Program
    /// The template program of an nginx-style layout (the first of several), held by ``program``: reached per line
    /// without the retain and release a switch over ``program`` costs.
    private let nginxProgram: Unmanaged<NginxLineProgram>?
    /// The first of several nginx-style layouts, the same way: most lines are of it.
    private let firstLayout: Unmanaged<NginxLineProgram>?
    let scratch = ParserScratch()
    /// Whether lines' user agents are read (``LogRequest/agent``).
    let readsAgent: Bool
    /// Whether lines' client addresses are read (``LogRequest/client``).
    let readsClient: Bool
    /// Whether ``LogRequest/agent`` is handed out as logged, URL-encoded (the format encodes it; see
    /// ``LogFormat/agentIsURLEncoded``): decoding it is left to whoever keeps it — a tally decodes each distinct
    /// agent once (``URLDecoding``) instead of every line's.
    package let agentIsURLEncoded: Bool
    /// The format's layout is the `aws-alb` preset's (``NginxLogFormat/handReader``): its usual lines are read by
    /// ``parseALB(_:count:)``.
    let readsALB: Bool
    /// Whether runs of fields are split with AVX2 (``ByteScanning/hasAVX2``), asked once.
    let splitsWithAVX2 = ByteScanning.hasAVX2
    /// Whether a request without a duration of its own takes its JSON entry's (``LogFormat/takesWrapperDuration``).
    let takesWrapperDuration: Bool

    indirect enum Program {
        case accessLog
        case nginx(NginxLineProgram)
        case json(JSONLineScanner, JSONLineLayout)
        case urlPerLine
        case alternatives([LogLineParser])
        /// Several nginx-style layouts, tried in order with this parser's scratch space (no nested parser to copy).
        case nginxAlternatives([NginxLineProgram])
        case wrapped(LogWrapper, inner: LogLineParser, joiner: LineJoiner, scanner: JSONLineScanner?)
    }

    /// Readies the parser for a chunk of an input last written at `yearReference` (seconds since the epoch: the year
    /// of times written without one; nil: such times are not read), and forgets the parts of a split container line
    /// read so far: called where a chunk starts, so that what a chunk reads never depends on the chunk a worker read
    /// before it (the reader keeps a split line's parts in one chunk but for a line longer than a chunk).
    package func beginChunk(yearReference: Int64? = nil) {
        scratch.yearReference = yearReference
        switch program {
        case .wrapped(_, let inner, let joiner, _):
            joiner.reset()
            inner.beginChunk(yearReference: yearReference)
            // A wrapper's stamp without a year (a BSD syslog stamp) is read only for lines of a layout without a time
            // of its own, whose time it is: the others' lines keep theirs, and their stamps are not read for nothing
            // (a layout of several of which one has no time — Heroku's router lines without their prefix — needs it).
            if inner.format.everyRequestHasTimestamp { scratch.yearReference = nil }
        case .alternatives(let parsers):
            for parser in parsers { parser.beginChunk(yearReference: yearReference) }
        default:
            break
        }
    }

    /// The parts of a split container line, and the joined line while it is read.
    final class LineJoiner {
        /// The parts so far of the line being joined.
        var pending: [UInt8] = []
        /// The stream ``pending`` is of (``LogWrapper/partStream(_:count:)``: 0 when the wrapper does not say).
        var pendingStream: UInt8 = 0
        /// The other stream's parts, set aside while a line of ``pendingStream`` is read (a container's stderr
        /// between the parts of a long stdout line).
        var parked: [UInt8] = []
        var parkedStream: UInt8 = 0

        /// Makes ``pending`` the parts of `stream`'s line, setting aside the other stream's.
        func select(_ stream: UInt8) {
            guard stream != pendingStream else { return }
            if !pending.isEmpty || parkedStream == stream {
                swap(&pending, &parked)
                parkedStream = pendingStream
            }
            pendingStream = stream
        }

        /// Forgets every part (a new chunk).
        func reset() {
            pending.removeAll(keepingCapacity: true)
            parked.removeAll(keepingCapacity: true)
            pendingStream = 0
            parkedStream = 0
        }

        private(set) var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        private(set) var capacity = 256

        /// Room for `count` bytes (contents not kept).
        func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
            if count > capacity {
                storage.deallocate()
                capacity = max(count, capacity * 2)
                storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            }
            return storage
        }

        deinit { storage.deallocate() }
    }

    /// Field order in the JSON scanner.
    enum JSONField: Int {
        case request, method, path, query, status, time, timestamp
        case agent, client, end, timeOfDay, entryKind
    }

    /// A parser for lines of `format`; it reads each line's user agent and client address only when asked.
    package init(format: LogFormat, readsAgent: Bool = false, readsClient: Bool = false) {
        self.init(
            format: format, readsAgent: readsAgent, readsClient: readsClient,
            agentIsURLEncoded: readsAgent && format.agentIsURLEncoded)
    }

    /// A parser that reads every line through its layout's program, none by hand (``parseALB(_:count:)``): what the
    /// tests compare the hand-read lines with.
    init(programOnly format: LogFormat, readsAgent: Bool, readsClient: Bool) {
        self.init(
            format: format, readsAgent: readsAgent, readsClient: readsClient,
            agentIsURLEncoded: readsAgent && format.agentIsURLEncoded, readsByHand: false)
    }

    /// A parser that hands out URL-encoded user agents as logged when `agentIsURLEncoded`, else decoded, and reads
    /// the usual lines of a layout read by hand that way when `readsByHand`.
    private init(
        format: LogFormat, readsAgent: Bool, readsClient: Bool, agentIsURLEncoded: Bool, readsByHand: Bool = true
    ) {
        self.format = format
        self.readsAgent = readsAgent
        self.readsClient = readsClient
        self.agentIsURLEncoded = agentIsURLEncoded
        takesWrapperDuration = format.takesWrapperDuration
        // The hand-written reader stands in for the layout it knows, alone or first of several (the ALB's, before its
        // bucket's test-file line).
        switch format {
        case .nginx(let layout) where readsByHand: readsALB = layout.handReader == .awsALB
        case .alternatives(let formats) where readsByHand:
            if case .nginx(let layout) = formats.first {
                readsALB = layout.handReader == .awsALB
            } else {
                readsALB = false
            }
        default: readsALB = false
        }
        switch format {
        case .combined, .common:
            program = .accessLog
        case .nginx(let nginx):
            program = .nginx(NginxLineProgram(nginx))
        case .jsonLines(let fields):
            // `A|B` (any field): the first of the fields a line has; the first name in the field's own slot, the
            // others after the fixed slots.
            let named: [String?] = [
                fields.request, fields.method, fields.path, fields.query, fields.status, fields.time, fields.timestamp,
                readsAgent ? fields.agent : nil, readsClient ? fields.client : nil, fields.end, fields.timeOfDay,
                fields.requestEntryKind?.field,
            ]
            var names: [String?] = []
            var extraNames: [String] = []
            var alternates: [[Int]] = []
            for name in named {
                let choices = name.map { $0.split(separator: "|").map(String.init) } ?? []
                names.append(choices.first)
                alternates.append(choices.dropFirst().indices.map { _ in 0 })
                for (offset, choice) in choices.dropFirst().enumerated() {
                    alternates[alternates.count - 1][offset] = named.count + extraNames.count
                    extraNames.append(choice)
                }
            }
            let scanner = JSONLineScanner(names: names + extraNames.map { Optional($0) })
            program = .json(scanner, JSONLineLayout(fields, alternates: alternates))
        case .urlPerLine:
            program = .urlPerLine
        case .alternatives(let formats) where formats.allSatisfy({ if case .nginx = $0 { true } else { false } }):
            program = .nginxAlternatives(
                formats.compactMap { format in
                    guard case .nginx(let layout) = format else { return nil }
                    return NginxLineProgram(layout)
                })
        case .alternatives(let formats):
            program = .alternatives(
                formats.map {
                    LogLineParser(
                        format: $0, readsAgent: readsAgent, readsClient: readsClient,
                        agentIsURLEncoded: agentIsURLEncoded)
                })
        case .wrapped(let wrapper, let inner):
            program = .wrapped(
                wrapper,
                inner: LogLineParser(
                    format: inner, readsAgent: readsAgent, readsClient: readsClient,
                    agentIsURLEncoded: agentIsURLEncoded),
                joiner: LineJoiner(), scanner: wrapper.makeScanner())
        }
        switch program {
        case .nginx(let compiled):
            nginxProgram = .passUnretained(compiled)
            firstLayout = nil
        // The first of several layouts read by hand (the ALB's): through ``nginxProgram``, as a layout alone is, the
        // others when neither reads the line.
        case .nginxAlternatives(let layouts) where readsALB:
            nginxProgram = layouts.first.map { .passUnretained($0) }
            firstLayout = nil
        case .nginxAlternatives(let layouts):
            nginxProgram = nil
            firstLayout = layouts.first.map { .passUnretained($0) }
        default:
            nginxProgram = nil
            firstLayout = nil
        }
    }

    /// The bytes this parser's scratch space holds (its own, a split container line's, its nested parsers'): each
    /// grows to the longest line read.
    var scratchBytes: Int {
        switch program {
        case .wrapped(_, let inner, let joiner, _): scratch.capacity + joiner.capacity + inner.scratchBytes
        case .alternatives(let parsers): parsers.reduce(scratch.capacity) { $0 + $1.scratchBytes }
        default: scratch.capacity
        }
    }

    /// The time of the line last parsed, when it was read (also for an `invalidRequest` line whose time field
    /// precedes its request, as in Combined logs).
    package var lastLineSeconds: Int64? { scratch.seconds }

    /// Whether a line read since the last call was a companion line only the format's logs hold
    /// (``NginxLogFormat/isFormatMarker``); clears it.
    package func tookFormatMarker() -> Bool {
        defer { scratch.readFormatMarker = false }
        return scratch.readFormatMarker
    }

    /// Reads one line (without its line feed; a trailing `\r` is tolerated).
    package func parse(_ line: UnsafeBufferPointer<UInt8>) -> LogLineResult {
        guard let base = line.baseAddress, !ByteScanning.isBlank(in: base, from: 0, to: line.count) else {
            return .malformed(.empty)
        }
        scratch.beginLine(lineLength: line.count)
        scratch.seconds = nil
        // `program` keeps these alive for as long as this parser.
        if let nginxProgram {
            if readsALB {
                if let result = parseALB(base, count: line.count) { return result }
                return notReadByHand(base, count: line.count)
            }
            return nginxProgram._withUnsafeGuaranteedRef { parseNginx(base, count: line.count, program: $0) }
        }
        if let firstLayout {
            let result = firstLayout._withUnsafeGuaranteedRef { parseNginx(base, count: line.count, program: $0) }
            if case .malformed = result { return otherLayouts(after: result, base, count: line.count) }
            return result
        }
        switch program {
        case .accessLog:
            return parseAccessLog(base, count: line.count)
        case .nginx(let program):
            return parseNginx(base, count: line.count, program: program)
        case .json(let scanner, let layout):
            return parseJSON(base, count: line.count, scanner: scanner, layout: layout)
        case .urlPerLine:
            return parseURLLine(base, count: line.count)
        case .alternatives(let parsers):
            var first: LogLineResult?
            for parser in parsers {
                let result = parser.parse(line)
                if case .malformed = result {
                    if first == nil { first = result }
                    continue
                }
                scratch.seconds = parser.scratch.seconds
                return result
            }
            return first ?? .malformed(.formatMismatch)
        case .nginxAlternatives:
            // Read above, through `nginxProgram` (an empty list of layouts reads nothing).
            return .malformed(.formatMismatch)
        case .wrapped(let wrapper, let inner, let joiner, let scanner):
            return parseWrapped(
                base, count: line.count, wrapper: wrapper, inner: inner, joiner: joiner, scanner: scanner)
        }
    }

    /// A line of a layout read by hand that the hand-written reader left to the layout's program: the program's
    /// result, else (for the first of several layouts: the ALB's before its bucket's test-file line) that of the
    /// first other layout that reads it.
    @inline(never)
    private func notReadByHand(_ base: UnsafePointer<UInt8>, count: Int) -> LogLineResult {
        guard let nginxProgram else { return .malformed(.formatMismatch) }
        let result = nginxProgram._withUnsafeGuaranteedRef { parseNginx(base, count: count, program: $0) }
        if case .malformed = result { return otherLayouts(after: result, base, count: count) }
        return result
    }

    /// The result of the first layout of several if it read the line, else that of the first other layout that
    /// reads it, else the first layout's reason.
    @inline(never)
    private func otherLayouts(after first: LogLineResult, _ base: UnsafePointer<UInt8>, count: Int) -> LogLineResult {
        guard case .malformed(let reason) = first, case .nginxAlternatives(let layouts) = program else { return first }
        for index in layouts.indices.dropFirst() {
            scratch.beginLine(lineLength: count)
            scratch.seconds = nil
            let result = parseNginx(base, count: count, program: layouts[index])
            if case .malformed = result { continue }
            return result
        }
        scratch.seconds = nil
        return .malformed(reason)
    }

    /// A request from an escaped request-line field `base[from..<to]`, with the time, user agent and client address
    /// already read into the scratch space.
    @inline(__always)
    func request(
        fromRequestLine base: UnsafePointer<UInt8>, from: Int, to: Int, status: Int, time: Int64?
    ) -> LogLineResult {
        request(fromDecodedRequestLine: scratch.field(base, from: from, to: to), status: status, time: time)
    }

    /// A request from a request line already decoded, with the time, user agent and client address already read into
    /// the scratch space.
    @inline(__always)
    func request(fromDecodedRequestLine field: UnsafeBufferPointer<UInt8>, status: Int, time: Int64?) -> LogLineResult {
        guard let fieldBase = field.baseAddress,
            let parts = RequestLine.split(fieldBase, from: 0, to: field.count)
        else { return .invalidRequest }
        return .request(
            LogRequest(
                method: UnsafeBufferPointer(
                    start: fieldBase + parts.methodStart, count: parts.methodEnd - parts.methodStart),
                target: RequestLine.webSocketOriginForm(
                    UnsafeBufferPointer(
                        start: fieldBase + parts.targetStart, count: parts.targetEnd - parts.targetStart)),
                status: status, requestTimeMicros: time, seconds: scratch.seconds, agent: scratch.agent,
                client: scratch.client))
    }

    /// A request from a separate method (optional) and target, both already decoded, with the time, user agent and
    /// client address already read into the scratch space.
    @inline(__always)
    func request(
        method: UnsafeBufferPointer<UInt8>?, target: UnsafeBufferPointer<UInt8>, status: Int, time: Int64?
    ) -> LogLineResult {
        guard let targetBase = target.baseAddress, RequestLine.isURLTarget(targetBase, from: 0, to: target.count) else {
            return .invalidRequest
        }
        if let method {
            guard let methodBase = method.baseAddress,
                RequestLine.isCommonMethod(methodBase, count: method.count)
                    || (RequestLine.isMethodToken(methodBase, from: 0, to: method.count)
                        && !RequestLine.isConnect(methodBase, count: method.count))
            else { return .invalidRequest }
        }
        return .request(
            LogRequest(
                method: method, target: RequestLine.webSocketOriginForm(target), status: status,
                requestTimeMicros: time, seconds: scratch.seconds,
                agent: scratch.agent, client: scratch.client))
    }
}
