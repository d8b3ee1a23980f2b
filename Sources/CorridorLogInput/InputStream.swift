import CorridorCore

/// One input opened for reading, decoded as it is read: zstd, gzip, xz, bzip2, lz4 or plain text, told apart by the
/// first bytes; a stream of YAML documents (``YAMLDocumentStream``) comes out as one JSON object a line, a Rails log
/// (``RailsRequestJoiner``), a Fastify log (``FastifyRequestJoiner``), a Phoenix log (``PhoenixRequestJoiner``), an
/// ASP.NET Core hosting log before .NET 6 (``AspNetCoreRequestJoiner``) or an ASP.NET Core HTTP logging middleware's
/// log (``AspNetCoreHttpLoggingJoiner``) as one line a request, a coloured log without
/// its colours (``TerminalEscapeStripper``) and UTF-16 text as UTF-8 (``UTF16Transcoder``), each told by its first
/// decoded bytes.
///
/// Reads a file (or standard input for `-`) with POSIX `read` through a fixed input buffer; decoders write straight
/// into the caller's buffer. Not safe for concurrent use: one reader thread at a time (it may move between threads,
/// hence `@unchecked Sendable`); ``compressedBytesRead`` alone may be read from any thread, for progress.
package final class InputStream: @unchecked Sendable {
    /// The path as given (`-` for standard input).
    package let path: String
    /// What the first bytes said the input is.
    package private(set) var encoding: InputEncoding
    private let source: FileDescriptorReader
    private let pending: InputBuffer
    private let decoder: Decoder
    /// For a stream of YAML documents, a Rails or a Fastify log, a coloured log: its lines as they are read
    /// (``DecodedTextRewrite``).
    private var rewrite: (any DecodedTextRewrite)?
    /// Whether the input is rewritten as it is read into one entry a line (known once its first bytes are read): its
    /// lines are the rewrite's (YAML documents, joined requests), not to be reflowed. A coloured log stripped of its
    /// colours alone is not.
    package var isRewrittenIntoEntries: Bool { rewrite?.rewritesEntries ?? false }
    /// True until the first decoded bytes are read, on which ``rewrite`` is decided.
    private var rewriteUndecided = true
    /// Whether the decoded bytes have ended (for a rewritten input, whose last lines are then written).
    private var decodedEnded = false

    private enum Decoder {
        case plain
        case compressed(any StreamDecoder)
    }

    /// Size of the input in bytes when it is a regular file; nil for standard input and pipes.
    package var fileSize: Int64? { source.fileSize }

    /// When the input was last written, in seconds since the epoch: a regular file's modification time (also of one
    /// given as standard input); nil for pipes and other streams.
    package var modificationSeconds: Int64? { source.modificationSeconds }

    /// Raw (compressed) bytes read so far, for progress. Safe to read from any thread.
    package var compressedBytesRead: Int64 { source.offset }

    /// Default size of the raw input buffer that decoders read through.
    package static let defaultInputBufferSize = 256 * 1024

    /// Finds the application's lines inside a container runtime's or a shipper's lines, for the request joiners.
    private let wrappedLines: WrappedLineDetection?
    /// Tells a joiner's log from another format's lines with a few of the joiner's among them.
    private let joinerLogs: JoinerLogDetection?

    private init(
        path: String, encoding: InputEncoding, source: FileDescriptorReader, pending: InputBuffer,
        wrappedLines: WrappedLineDetection?, joinerLogs: JoinerLogDetection?
    ) throws(InputError) {
        self.path = path
        self.wrappedLines = wrappedLines
        self.joinerLogs = joinerLogs
        self.encoding = encoding
        self.source = source
        self.pending = pending
        switch encoding {
        case .plain: decoder = .plain
        case .zstd: decoder = .compressed(try ZstdStreamDecoder(path: path))
        case .gzip: decoder = .compressed(try GzipStreamDecoder(path: path))
        case .xz: decoder = .compressed(try XzStreamDecoder(path: path))
        case .bzip2: decoder = .compressed(try Bzip2StreamDecoder(path: path))
        case .lz4:
            let head = UnsafeRawBufferPointer(start: pending.base + pending.position, count: pending.available)
            decoder =
                Lz4LegacyStreamDecoder.opensLegacyStream(head)
                ? .compressed(Lz4LegacyStreamDecoder(path: path)) : .compressed(try Lz4StreamDecoder(path: path))
        }
    }

    /// Opens `path` (`-` = standard input) and detects its encoding from its first bytes.
    ///
    /// A path that cannot be opened or a directory is an ``InputError``. An input without a single byte (log
    /// rotation leaves such files every night) is a plain input with no lines, whatever its name claims.
    /// `inputBufferSize` is the size of the raw reads (at least 16 bytes). `wrappedLines` finds a Rails or a Fastify
    /// log inside a container runtime's or a log shipper's lines (the formats' layer knows them); without it, only
    /// one written as it is is joined. `joinerLogs` tells such a log written as it is from another format's lines
    /// with a few of its own among them; without it, any of its lines in the first bytes makes it one.
    package static func open(
        path: String, inputBufferSize: Int = defaultInputBufferSize, wrappedLines: WrappedLineDetection? = nil,
        joinerLogs: JoinerLogDetection? = nil
    ) throws(InputError) -> InputStream {
        let source = try FileDescriptorReader.open(path: path)
        do throws(InputError) {
            let pending = InputBuffer(capacity: max(16, inputBufferSize))
            try pending.fill(atLeast: 6, from: source)
            let head = UnsafeRawBufferPointer(start: pending.base, count: pending.available)
            let encoding = InputEncoding.detect(head)
            if encoding == .plain {
                // What isn't a compressed log must be text: refuse an image, an executable or an archive before
                // a line of it is counted.
                try pending.fill(atLeast: BinarySniffer.sampleSize, from: source)
                let sample = UnsafeRawBufferPointer(start: pending.base, count: pending.available)
                // UTF-16 text with its byte order mark is text (read as UTF-8: `UTF16Transcoder`).
                if UTF16Transcoder.byteOrder(of: sample) == nil, let kind = BinarySniffer.binaryKind(sample) {
                    throw InputError(
                        path: path, offset: 0, reason: "not a text log (\(kind)): refused before any line was counted",
                        notALog: "not a text log (\(kind))")
                }
            }
            return try InputStream(
                path: path, encoding: encoding, source: source, pending: pending, wrappedLines: wrappedLines,
                joinerLogs: joinerLogs)
        } catch {
            source.close()
            throw error
        }
    }

    /// Fills `buffer` with decoded bytes; returns the count, 0 at the end of the input.
    ///
    /// Decoded data is always handed out before an error: the call after the last good bytes throws. A truncated or
    /// corrupt compressed stream, a read error, or a regular file that shrinks while it is read is an ``InputError``
    /// carrying the raw byte offset.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard let destination = buffer.baseAddress, buffer.count > 0 else { return 0 }
        if rewriteUndecided { return try readDecidingRewrite(into: buffer) }
        guard let rewrite else {
            if lookaheadPosition < lookaheadCount {
                // The bytes looked at first.
                let count = min(buffer.count, lookaheadCount - lookaheadPosition)
                destination.copyMemory(from: rewriteBlock.baseAddress! + lookaheadPosition, byteCount: count)
                lookaheadPosition += count
                return count
            }
            return try readDecoded(into: buffer)
        }
        while !rewrite.hasOutput {
            if decodedEnded {
                // The documents read before a failure are handed out first; then the failure.
                if let failure = pendingFailure {
                    pendingFailure = nil
                    throw failure
                }
                return 0
            }
            let count: Int
            do throws(InputError) {
                count = try readDecoded(into: rewriteBlock)
            } catch {
                decodedEnded = true
                rewrite.finish()
                pendingFailure = error
                continue
            }
            if count == 0 {
                decodedEnded = true
                rewrite.finish()
            } else {
                rewrite.feed(UnsafeRawBufferPointer(rebasing: rewriteBlock[0..<count]))
            }
        }
        return rewrite.drain(into: destination, capacity: buffer.count)
    }

    /// How many decoded bytes of a rewritten input are read at a time, and the room the first bytes of any input are
    /// decoded into: a zstd block (at most 128 KiB) decodes whole into it, so that one that fails its checksum still
    /// hands out what it decoded, as it does straight into a chunk.
    private static let rewriteBlockSize = 1 << 17
    /// The block decoded bytes of a rewritten input are read into; the first bytes of any input are looked at there.
    private let rewriteBlock = UnsafeMutableRawBufferPointer.allocate(byteCount: rewriteBlockSize, alignment: 16)

    /// The first read: decoded bytes up to ``rewriteLookahead`` (or the end) into ``rewriteBlock``, then whether the
    /// first ``rewriteLookahead`` of them open a stream of YAML documents, a Rails log or a Fastify log, as they are
    /// or wrapped (``rewrite(for:wrappedLines:)``: the same bytes decide whatever the reads gave). If not, they are
    /// handed out as they are, before any other byte; if so, rewritten from then on.
    private func readDecidingRewrite(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        rewriteUndecided = false
        var filled = 0
        var failure: InputError?
        while filled < Self.rewriteLookahead {
            do throws(InputError) {
                let count = try readDecoded(into: UnsafeMutableRawBufferPointer(rebasing: rewriteBlock[filled...]))
                if count == 0 {
                    decodedEnded = true
                    break
                }
                filled += count
            } catch {
                failure = error
                break
            }
        }
        let head = UnsafeRawBufferPointer(rebasing: rewriteBlock[0..<filled])
        if let stream = Self.rewrite(
            for: UnsafeRawBufferPointer(rebasing: head.prefix(Self.rewriteLookahead)), wrappedLines: wrappedLines,
            joinerLogs: joinerLogs)
        {
            stream.feed(head)
            rewrite = stream
            if decodedEnded || failure != nil {
                // What was read before a failure is handed out first; the error comes with a later read.
                stream.finish()
                decodedEnded = true
                pendingFailure = failure
            }
        } else {
            if filled == 0, let failure { throw failure }
            lookaheadCount = filled
            pendingFailure = failure
        }
        return try read(into: buffer)
    }

    /// How many decoded bytes tell a YAML stream, a Rails or a Fastify log, a coloured log: enough for the first lines
    /// of any log, and for a Rails log's boot lines, or the rest of the request its rotation cut, before its first
    /// `Started`.
    package static let rewriteLookahead = 1 << 16

    /// The rewrite for an input whose first ``rewriteLookahead`` decoded bytes (or all, when fewer) are `head`: YAML
    /// documents as JSON lines, JSON objects one after another on a line one a line (``ConcatenatedJSONSplitter``),
    /// a Rails or a Fastify log one line a request — as it is, or inside a container
    /// runtime's or a shipper's lines that `wrappedLines` finds (each request then written in the wrapper's lines);
    /// a log holding terminal colours without them, then as its plain text tells (``TerminalEscapeStripper``); UTF-16
    /// text as UTF-8, then as that tells (``UTF16Transcoder``); nil for any other input.
    package static func rewrite(
        for head: UnsafeRawBufferPointer, wrappedLines: WrappedLineDetection? = nil,
        joinerLogs: JoinerLogDetection? = nil
    ) -> (any DecodedTextRewrite)? {
        guard !head.isEmpty else { return nil }
        // UTF-16 text: its UTF-8 text, read as any other (a coloured log, a Rails log, … is told from it).
        if let order = UTF16Transcoder.byteOrder(of: head) {
            let transcoder = UTF16Transcoder(order: order)
            transcoder.feed(head)
            transcoder.finish()
            var text = [UInt8](repeating: 0, count: head.count * 2)
            let count = text.withUnsafeMutableBytes { transcoder.drain(into: $0.baseAddress!, capacity: $0.count) }
            let inner = text.withUnsafeBytes {
                rewrite(
                    for: UnsafeRawBufferPointer(rebasing: $0[0..<count]), wrappedLines: wrappedLines,
                    joinerLogs: joinerLogs)
            }
            return UTF16Transcoder(order: order, inner: inner)
        }
        // NUL padding or stray NULs (``BinarySniffer/isTextAroundNULs(_:)``): the text without them, read as any other.
        if let base = head.baseAddress?.assumingMemoryBound(to: UInt8.self),
            ByteScanning.firstIndex(of: 0, in: base, from: 0, to: head.count) != nil
        {
            let text = NULByteStripper.stripped(head)
            let inner = text.withUnsafeBytes { rewrite(for: $0, wrappedLines: wrappedLines, joinerLogs: joinerLogs) }
            return NULByteStripper(inner: inner)
        }
        // A coloured log: its plain text, read as any other (a YAML stream, a Rails or Fastify log is told from it).
        let escapes = TerminalEscapeStripper.forms(in: head)
        guard escapes.isEmpty else {
            let stripper = TerminalEscapeStripper(forms: escapes)
            stripper.feed(head)
            stripper.finish()
            var plain = [UInt8](repeating: 0, count: head.count)
            let count = plain.withUnsafeMutableBytes { stripper.drain(into: $0.baseAddress!, capacity: $0.count) }
            let inner = plain.withUnsafeBytes {
                plainTextRewrite(
                    for: UnsafeRawBufferPointer(rebasing: $0[0..<count]), wrappedLines: wrappedLines,
                    joinerLogs: joinerLogs)
            }
            return TerminalEscapeStripper(forms: escapes, inner: inner)
        }
        return plainTextRewrite(for: head, wrappedLines: wrappedLines, joinerLogs: joinerLogs)
    }

    /// The rewrite for an input of plain text (no terminal escapes) whose first bytes are `head`.
    private static func plainTextRewrite(
        for head: UnsafeRawBufferPointer, wrappedLines: WrappedLineDetection?, joinerLogs: JoinerLogDetection?
    ) -> (any DecodedTextRewrite)? {
        guard !head.isEmpty else { return nil }
        if YAMLDocumentStream.opensYAMLStream(head) { return YAMLDocumentStream() }
        if LokiQueryResponse.opensResponse(head) { return LokiQueryResponse() }
        if JSONTableRows.opensTable(head) { return JSONTableRows() }
        if ConcatenatedJSONSplitter.opensConcatenatedObjects(head) { return ConcatenatedJSONSplitter() }
        // The first lines, cut once for the tests of the rewrites that read lines.
        let lines = RewrittenLines.wholeLines(of: head)
        if LogstashRubyDebugEvents.opensRubyDebugEvents(lines) { return LogstashRubyDebugEvents() }
        if CloudWatchTailJSONEvents.opensTailJSONEvents(lines) { return CloudWatchTailJSONEvents() }
        if ServerSentEventLines.opensEventStream(lines) { return ServerSentEventLines() }
        if let separator = CSVTableRows.separator(of: lines) { return CSVTableRows(separator: separator) }
        // A joiner's lines among another format's are that format's to read (the joiner would drop them).
        let isJoinerLog = { (requestsOpened: ([ArraySlice<UInt8>]) -> Int) in
            joinerLogs?(lines, requestsOpened) ?? true
        }
        if RailsRequestJoiner.opensRailsLog(lines), isJoinerLog(RailsRequestJoiner.requestsOpened) {
            return RailsRequestJoiner()
        }
        if FastifyRequestJoiner.opensFastifyLog(lines), isJoinerLog(FastifyRequestJoiner.requestsOpened) {
            return FastifyRequestJoiner()
        }
        // Phoenix's completions, looked for in the bytes first: its lines are parsed only where they may be.
        if contains(head, Self.phoenixSent) || contains(head, Self.phoenixChunked),
            PhoenixRequestJoiner.opensPhoenixLog(lines), isJoinerLog(PhoenixRequestJoiner.requestsOpened)
        {
            return PhoenixRequestJoiner()
        }
        // ASP.NET Core's finished messages before .NET 6, looked for in the bytes first likewise.
        if contains(head, Self.aspNetCoreFinishedIn), AspNetCoreRequestJoiner.opensAspNetCoreLog(lines),
            isJoinerLog(AspNetCoreRequestJoiner.requestsOpened)
        {
            return AspNetCoreRequestJoiner()
        }
        // ASP.NET Core's HTTP logging middleware: its entries' fields looked for in the bytes first.
        if opensHttpLoggingHead(head), AspNetCoreHttpLoggingJoiner.opensHttpLoggingLog(lines),
            isJoinerLog(AspNetCoreHttpLoggingJoiner.requestsOpened)
        {
            return AspNetCoreHttpLoggingJoiner()
        }
        // Wrapped lines are looked into only when a joiner's words are in the first bytes at all: nothing else is
        // spent on the inputs of other formats.
        guard let wrappedLines else { return nil }
        if contains(head, Self.railsStarted),
            let reader = wrappedLines(lines, RailsRequestJoiner.requestsOpened)
        {
            return RailsRequestJoiner(wrappedLines: reader)
        }
        if contains(head, Self.fastifyIncoming),
            let reader = wrappedLines(lines, FastifyRequestJoiner.requestsOpened)
        {
            return FastifyRequestJoiner(wrappedLines: reader)
        }
        if contains(head, Self.phoenixSent) || contains(head, Self.phoenixChunked),
            let reader = wrappedLines(lines, PhoenixRequestJoiner.requestsOpened)
        {
            return PhoenixRequestJoiner(wrappedLines: reader)
        }
        if contains(head, Self.aspNetCoreFinishedIn),
            let reader = wrappedLines(lines, AspNetCoreRequestJoiner.requestsOpened)
        {
            return AspNetCoreRequestJoiner(wrappedLines: reader)
        }
        if opensHttpLoggingHead(head),
            let reader = wrappedLines(lines, AspNetCoreHttpLoggingJoiner.requestsOpened)
        {
            return AspNetCoreHttpLoggingJoiner(wrappedLines: reader)
        }
        return nil
    }

    /// Whether `head` holds the words of an HTTP logging middleware's request entry: `Path: ` and a title.
    private static func opensHttpLoggingHead(_ head: UnsafeRawBufferPointer) -> Bool {
        contains(head, Self.httpLoggingPath)
            && (contains(head, Self.httpLoggingRequest) || contains(head, Self.httpLoggingCombined))
    }

    private static func contains(_ head: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard let base = head.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
        return needle.withUnsafeBufferPointer { ByteScanning.firstIndex(of: $0, in: base, from: 0, to: head.count) }
            != nil
    }

    private static let railsStarted = Array("Started ".utf8)
    private static let fastifyIncoming = Array("incoming request".utf8)
    private static let phoenixSent = Array("] Sent ".utf8)
    private static let phoenixChunked = Array("] Chunked ".utf8)
    private static let aspNetCoreFinishedIn = Array("Request finished in ".utf8)
    private static let httpLoggingPath = Array("Path: ".utf8)
    private static let httpLoggingRequest = Array("Request:".utf8)
    private static let httpLoggingCombined = Array("Request and Response:".utf8)

    /// For an input not rewritten: how many of the first decoded bytes (in ``rewriteBlock``) are still to be handed
    /// out, from ``lookaheadPosition``.
    private var lookaheadCount = 0
    private var lookaheadPosition = 0

    /// An error met while deciding on a rewrite, after bytes that are handed out first.
    private var pendingFailure: InputError?

    /// The decoded bytes: as they are, or through the decompressor.
    private func readDecoded(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        if let failure = pendingFailure {
            pendingFailure = nil
            throw failure
        }
        let destination = buffer.baseAddress!
        switch decoder {
        case .plain:
            if pending.available > 0 {
                return pending.drain(into: destination, count: buffer.count)
            }
            return try source.read(into: destination, count: buffer.count)
        case .compressed(let compressed):
            return try compressed.decode(into: buffer, input: pending, source: source)
        }
    }

    deinit {
        rewriteBlock.deallocate()
    }

    /// Closes the file (standard input stays open). Reading after `close` is an error.
    package func close() {
        source.close()
    }
}
