import CorridorCore

/// Reads the application's lines inside an input's wrapped lines through one wrapper or two nested
/// (``LogWrapper``: `cri`, `docker`, `compose`, `kubectl`, `timestamped`, …), keeping what each wrapper wrote around
/// the line (``LineEnvelope``), for the request joiners of the input layer (a Rails or a Fastify log in a container):
/// the request they join is written in its first line's envelope and read by the same wrappers. The parts of a line
/// that the outer wrapper split (CRI's `P` lines, Docker's entries without a final `\n`) are joined first, up to
/// ``maxLineBytes``, in the first part's envelope (a CRI tag made `F`).
package final class LogWrapperLineReader: WrappedLineReader {
    /// The wrappers, the outermost first.
    package let wrappers: [LogWrapper]
    private let scanners: [JSONLineScanner?]
    /// The parts read of a line that the outer wrapper split, and the first part's envelope layer.
    private var pending: [UInt8] = []
    private var pendingLayer: LineEnvelope.Layer?
    /// The longest line kept whole (as the joiners keep theirs); what follows is dropped.
    let maxLineBytes: Int

    /// A reader of lines wrapped by `wrappers`, the outermost first.
    package init(_ wrappers: [LogWrapper], maxLineBytes: Int = 1 << 16) {
        precondition(!wrappers.isEmpty)
        self.wrappers = wrappers
        scanners = wrappers.map { $0.makeScanner() }
        self.maxLineBytes = maxLineBytes
    }

    /// The wrappers whose layers can be written again (``LineEnvelope``), the outer ones tried first: not a CSV
    /// export's rows or a logfmt line's pairs, which are not the line as written.
    static let outerCandidates: [LogWrapper] = [
        .cri, .docker, .compose, .kubectl, .fluent, .console, .heroku, .fly, .timestamped, .cloudwatch, .syslog, .json,
        .stern,
    ]
    /// The wrappers tried inside another (`docker compose logs --timestamps`, a syslog line in a shipper's entry).
    static let innerCandidates: [LogWrapper] = [.timestamped, .kubectl, .syslog, .json]

    /// A reader for the input whose first whole lines are `lines`: the first wrapper (or two nested) most of whose
    /// lines they are and whose application's lines are a joiner's log (``joinerReads(_:requestsOpened:)``); nil when
    /// there is none. Made for ``CorridorCore/WrappedLineDetection``.
    package static func reader(
        forFirstLines lines: [ArraySlice<UInt8>], requestsOpened: ([ArraySlice<UInt8>]) -> Int
    ) -> LogWrapperLineReader? {
        let sample = lines.map { Array($0) }
        for outer in outerCandidates {
            guard let inner = outer.unwrapSample(sample) else { continue }
            if joinerReads(inner, requestsOpened: requestsOpened) { return LogWrapperLineReader([outer]) }
            for nested in innerCandidates where nested != outer {
                guard let innermost = nested.unwrapSample(inner), joinerReads(innermost, requestsOpened: requestsOpened)
                else { continue }
                return LogWrapperLineReader([outer, nested])
            }
        }
        return nil
    }

    /// Whether an input's first whole lines `lines`, read as they are, are a joiner's log
    /// (``joinerReads(_:requestsOpened:)``). Made for ``CorridorCore/JoinerLogDetection``.
    package static func isJoinerLog(
        _ lines: [ArraySlice<UInt8>], requestsOpened: ([ArraySlice<UInt8>]) -> Int
    ) -> Bool {
        joinerReads(lines.map { Array($0) }, requestsOpened: requestsOpened)
    }

    /// Whether the application's lines `inner` are a joiner's log: some of the first ``LogFormatDetector/sampleLines``
    /// open a request, and no preset reads as many of the others as requests — else they are another format's lines
    /// with the joiner's among them (`docker compose logs` of an nginx and a Rails app), read as that format.
    private static func joinerReads(_ inner: [[UInt8]], requestsOpened: ([ArraySlice<UInt8>]) -> Int) -> Bool {
        let sample = inner.lazy.filter { !$0.isEmpty }.prefix(LogFormatDetector.sampleLines)
        var opened = 0
        var others: [[UInt8]] = []
        for line in sample {
            if requestsOpened([line[...]]) > 0 { opened += 1 } else { others.append(line) }
        }
        guard opened > 0 else { return false }
        return (LogFormatDetector.detect(others)?.parsedLines ?? 0) < opened
    }

    package func read(_ line: ArraySlice<UInt8>) -> WrappedLine {
        guard let (content, complete, layer) = unwrap(line, by: 0) else { return .notWrapped }
        if !complete {
            if pendingLayer == nil {
                var first = layer
                if wrappers[0] == .cri, first.prefix.count >= 2 { first.prefix[first.prefix.count - 2] = 0x46 }  // F
                pendingLayer = first
            }
            pending.append(contentsOf: content.prefix(max(0, maxLineBytes - pending.count)))
            return .pending
        }
        if let first = pendingLayer {
            pending.append(contentsOf: content.prefix(max(0, maxLineBytes - pending.count)))
            defer {
                pending.removeAll(keepingCapacity: true)
                pendingLayer = nil
            }
            return readInner(pending, outer: first)
        }
        return readInner(content, outer: layer)
    }

    package func finish() -> WrappedLine? {
        guard let first = pendingLayer else { return nil }
        defer {
            pending.removeAll()
            pendingLayer = nil
        }
        return readInner(pending, outer: first)
    }

    /// The line inside `content` (what the outer wrapper held) through the inner wrappers; an inner wrapper that does
    /// not hold it leaves it as it is.
    private func readInner(_ content: [UInt8], outer: LineEnvelope.Layer) -> WrappedLine {
        var layers = [outer]
        var line = content
        for index in wrappers.indices.dropFirst() {
            guard let (inner, _, layer) = unwrap(line[...], by: index) else { break }
            layers.append(layer)
            line = inner
        }
        return .line(line, LineEnvelope(layers: layers))
    }

    /// What wrapper `index` holds in `line`: the line (or part), whether it completes the line, and what the
    /// wrapper wrote around it; nil when `line` is not one of its lines.
    private func unwrap(
        _ line: ArraySlice<UInt8>, by index: Int
    ) -> (content: [UInt8], complete: Bool, layer: LineEnvelope.Layer)? {
        let wrapper = wrappers[index]
        let scanner = scanners[index]
        return line.withUnsafeBufferPointer { source -> ([UInt8], Bool, LineEnvelope.Layer)? in
            guard let base = source.baseAddress, !source.isEmpty else { return nil }
            let buffer = UnsafeMutablePointer<UInt8>.allocate(
                capacity: max(1, wrapper.bufferCapacity(forLine: source.count)))
            defer { buffer.deallocate() }
            guard
                case .content(let content, let complete, _, _) = wrapper.unwrap(
                    base, count: source.count, scanner: scanner, buffer: buffer)
            else { return nil }
            // What the wrapper wrote before and after the line: `source[..<from]` and `source[to...]`.
            let from: Int
            let to: Int
            let isJSONString: Bool
            // Around a journald array of bytes, the quotes of the string a line is written in its place as.
            var quotes: [UInt8] = []
            if let start = content.baseAddress, start >= base, start + content.count <= base + source.count {
                // The line as written, between the wrapper's bytes.
                (from, to, isJSONString) = (start - base, start - base + content.count, false)
            } else {
                // Decoded from a JSON string (Docker's `log`, a shipper's message field) or a journald array.
                guard let scanner, let slot = wrapper.messageSlot(scanner) else { return nil }
                // An object (Cloud Logging's `jsonPayload`) is the line as written: a line in its place is too.
                (from, to, isJSONString) = (slot.start, slot.end, slot.kind != .object)
                if slot.kind == .byteArray { quotes = [ByteScanning.quote] }
            }
            return (
                Array(content), complete,
                LineEnvelope.Layer(
                    prefix: Array(source[..<from]) + quotes, suffix: quotes + Array(source[to...]),
                    isJSONString: isJSONString)
            )
        }
    }
}

extension LogWrapper {
    /// The JSON string field that the last ``unwrap(_:count:scanner:buffer:yearReference:)`` of a Docker or a shipper's
    /// entry read the line from (its content, between the quotes); nil for other wrappers.
    fileprivate func messageSlot(_ scanner: JSONLineScanner) -> JSONLineScanner.Slot? {
        switch self {
        case .docker:
            return scanner.slots[0].kind == .string ? scanner.slots[0] : nil
        case .json:
            // journald's array of bytes too: a line written in its place as a string inside the array's brackets is
            // read back as the array's first string.
            return Self.jsonMessageSlot(scanner)
        case .cri, .compose, .timestamped, .cloudwatch, .heroku, .fly, .syslog, .console, .kubectl, .stern, .fluent,
            .csv,
            .logfmt,
            .ltsv, .cef:
            return nil
        }
    }
}
