// libFuzzer target: the input side of the analyzer — InputStream (zstd, gzip and plain detection and decoding)
// read through LineChunker to the end.
//
// Input: 6 control bytes, then a payload.
//   byte 0: bits 0-1 mode: 0/3 = the payload is the file as it is (3: an empty file is allowed), 1 = the payload
//           compressed with zstd, 2 = with gzip (in-process, libzstd/zlib); bits 2-3: number of frames/members - 1;
//           bits 4-5: damage — none, truncate, flip one byte, append bytes; bit 6: zstd skippable frames between the
//           frames (gzip: level 9 instead of 1); bit 7: zstd frames carry their content size.
//   byte 1: bits 0-2 the raw read size, bits 3-5 the chunk size (small ones force every boundary case), bits 6-7
//           the longest line allowed (16 MiB, 64, 300 or 4096 bytes; never less than the chunk size).
//   bytes 2-3: where the damage goes (little endian, modulo the stream length); byte 4: the byte XORed in by a flip;
//   byte 5: how many payload bytes are appended (low 4 bits) and the skippable frames' length.
// The file is written to /dev/shm (or /tmp) and read back with InputStream.open, as the analyzer reads a log.
//
// Checked: no crash or hang; the chunks are numbered 0, 1, 2 …, their first line numbers and line counts add up,
// none is empty, and all but the last of a cleanly ended stream end in '\n', no line is longer than the limit; after
// an error or the end, next() gives nil; an error names the file and a byte offset inside it; a line refused as too
// long is longer than the limit in the payload. And by mode: a plain file comes out byte for byte (but for a leading
// byte order mark, dropped, a JSON document, reflowed one entry a line: same length but for the blanks after its last
// line break, only blanks changed, and YAML documents — one JSON line each — and Rails and Fastify logs — one line a
// request — as rewritten in one go); an
// undamaged compressed stream comes out byte for byte without error; a truncated one gives a prefix of the payload,
// and ends cleanly only at a frame/member boundary (so a cut inside the only frame is always an error); a flipped
// one that ends cleanly gives exactly the payload (frames carry checksums, gzip a CRC-32) or, when a skippable
// frame's length was hit, the payload without whole frames; with appended bytes the output and the payload agree on
// their common length.

import CZlib
import CZstd
import Glibc

private let readSizes = [16, 17, 31, 64, 257, 4096, 65536, InputStream.defaultInputBufferSize]
private let chunkSizes = [1, 2, 7, 64, 1000, 4096, 1 << 16, 1 << 20]
private let maxLineLengths = [LineChunker.defaultMaxLineLength, 64, 300, 4096]

/// One file per fuzzing process, rewritten for every input.
private let scratchPath: String = {
    var info = stat()
    let directory = stat("/dev/shm", &info) == 0 ? "/dev/shm" : "/tmp"
    return "\(directory)/corridor-decoder-fuzz-\(getpid()).bin"
}()

private func writeScratchFile(_ bytes: [UInt8]) {
    let descriptor = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    precondition(descriptor >= 0, "cannot create \(scratchPath)")
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
        precondition(result > 0, "cannot write \(scratchPath)")
        written += result
    }
}

// MARK: - Compressors

private func zstdFrame(_ piece: ArraySlice<UInt8>, level: Int32, contentSize: Bool) -> [UInt8] {
    let context = ZSTD_createCCtx()!
    defer { ZSTD_freeCCtx(context) }
    ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, level)
    ZSTD_CCtx_setParameter(context, ZSTD_c_checksumFlag, 1)
    ZSTD_CCtx_setParameter(context, ZSTD_c_contentSizeFlag, contentSize ? 1 : 0)
    var frame = [UInt8](repeating: 0, count: ZSTD_compressBound(piece.count))
    let size = frame.withUnsafeMutableBytes { out in
        piece.withUnsafeBytes { source in
            ZSTD_compress2(context, out.baseAddress, out.count, source.baseAddress, source.count)
        }
    }
    precondition(ZSTD_isError(size) == 0, "zstd compression failed")
    return Array(frame.prefix(size))
}

private func skippableFrame(nibble: UInt8, length: Int) -> [UInt8] {
    let magic = UInt32(0x184D_2A50) | UInt32(nibble & 0xF)
    let size = UInt32(length)
    var frame: [UInt8] = []
    for shift in stride(from: 0, to: 32, by: 8) { frame.append(UInt8(truncatingIfNeeded: magic >> UInt32(shift))) }
    for shift in stride(from: 0, to: 32, by: 8) { frame.append(UInt8(truncatingIfNeeded: size >> UInt32(shift))) }
    frame.append(contentsOf: (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) })
    return frame
}

private func gzipMember(_ piece: ArraySlice<UInt8>, level: Int32) -> [UInt8] {
    var stream = z_stream()
    let initialised = deflateInit2_(
        &stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
        Int32(MemoryLayout<z_stream>.size))
    precondition(initialised == Z_OK, "deflateInit2 failed")
    defer { deflateEnd(&stream) }
    var member = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(piece.count))) + 64)
    var input = Array(piece)
    let result = member.withUnsafeMutableBufferPointer { out in
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(out.count)
            return deflate(&stream, Z_FINISH)
        }
    }
    precondition(result == Z_STREAM_END, "deflate did not finish: \(result)")
    return Array(member.prefix(Int(stream.total_out)))
}

// MARK: - Reading

private struct Drained {
    var output: [UInt8] = []
    var error: InputError?
    var encoding: InputEncoding?
    /// The error is the chunker refusing a line longer than the limit.
    var lineTooLong = false
}

/// Reads the scratch file through InputStream and LineChunker to the end, checking the chunks on the way.
private func drain(readSize: Int, chunkSize: Int, maxLineLength: Int, fileSize: Int) -> Drained {
    let longestLine = max(chunkSize, maxLineLength)
    var drained = Drained()
    let stream: InputStream
    do {
        stream = try InputStream.open(path: scratchPath, inputBufferSize: readSize)
    } catch {
        // An empty file is a plain input with no lines: opening a readable file fails only when its first bytes are
        // not text (NUL bytes, a known binary signature), which is refused before any line is counted.
        precondition(
            error.path == scratchPath && error.offset == 0 && error.reason.hasPrefix("not a text log ("),
            "open failed on a readable file of \(fileSize) bytes: \(error)")
        return drained  // no encoding: the callers compare nothing
    }
    defer { stream.close() }
    drained.encoding = stream.encoding
    var chunker = LineChunker(input: stream, chunkSize: chunkSize, maxLineLength: maxLineLength)
    var sequence = 0
    var nextLine = 1
    var lastEndedLine = true
    while true {
        let chunk: LineChunk?
        do {
            chunk = try chunker.next()
        } catch {
            precondition(error.path == scratchPath, "error names \(error.path)")
            if let offset = error.offset {
                precondition(offset >= 0 && offset <= Int64(fileSize), "offset \(offset) outside 0...\(fileSize)")
            }
            drained.error = error
            drained.lineTooLong = error.reason.hasPrefix("line ") && error.reason.contains(" is longer than ")
            break
        }
        guard let chunk else { break }
        precondition(lastEndedLine, "a chunk before this one ended inside a line")
        precondition(!chunk.bytes.isEmpty, "an empty chunk")
        precondition(chunk.sequence == sequence, "chunk \(chunk.sequence) where \(sequence) was due")
        precondition(
            chunk.firstLineNumber == nextLine, "chunk starts at line \(chunk.firstLineNumber), not \(nextLine)")
        let newlines = chunk.bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        lastEndedLine = chunk.bytes.last == 0x0A
        precondition(chunk.lineCount == newlines + (lastEndedLine ? 0 : 1), "wrong line count")
        for line in chunk.bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            precondition(line.count <= longestLine, "a line of \(line.count) bytes passed a limit of \(longestLine)")
        }
        var visited = 0
        chunk.forEachLine { _, number in
            precondition(number == chunk.firstLineNumber + visited, "line numbers skip")
            visited += 1
        }
        precondition(visited == chunk.lineCount, "forEachLine visits \(visited) of \(chunk.lineCount) lines")
        sequence += 1
        nextLine += chunk.lineCount
        drained.output.append(contentsOf: chunk.bytes)
    }
    if drained.error != nil {
        precondition(lastEndedLine, "an unfinished line was passed on before an error")
    }
    do {
        let after = try chunker.next()
        precondition(after == nil, "a chunk after the end")
    } catch {
        preconditionFailure("an error after the end: \(error)")
    }
    return drained
}

private func isPrefix(_ prefix: [UInt8], of whole: [UInt8]) -> Bool {
    prefix.count <= whole.count && prefix.elementsEqual(whole.prefix(prefix.count))
}

/// True when `output` is the pieces of `payload` between consecutive `boundaries`, some of them left out.
private func isSelection(_ output: [UInt8], of payload: [UInt8], boundaries: [Int]) -> Bool {
    let pieceCount = boundaries.count - 1
    for mask in 0..<(1 << pieceCount) {
        var selected: [UInt8] = []
        for piece in 0..<pieceCount where mask & (1 << piece) != 0 {
            selected += payload[boundaries[piece]..<boundaries[piece + 1]]
        }
        if selected == output { return true }
    }
    return false
}

/// `payload` as the chunker hands it out: each line longer than `limit` cut to its first
/// `min(limit, LineChunker.keptHeadOfLongLine)` bytes (its line feed kept), the others as they are.
private func cuttingLongLines(_ payload: [UInt8], limit: Int) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(payload.count)
    var start = 0
    while start < payload.count {
        let end = payload[start...].firstIndex(of: 0x0A) ?? payload.count
        let line = payload[start..<end]
        output += line.count > limit ? Array(line.prefix(min(limit, LineChunker.keptHeadOfLongLine))) : Array(line)
        if end < payload.count { output.append(0x0A) }
        start = end + 1
    }
    return output
}

/// True when `output` is a prefix of `payload` and the line of `payload` that follows it is longer than `limit`.
private func isRefusedLineLong(_ output: [UInt8], _ payload: [UInt8], _ limit: Int) -> Bool {
    guard isPrefix(output, of: payload) else { return false }
    let rest = payload[output.count...]
    let lineEnd = rest.firstIndex(of: 0x0A) ?? payload.count
    return lineEnd - output.count > limit
}

// MARK: - The target

/// Adds `-malloc_limit_mb=4096` before the command line's own flags (which still win). A zstd frame may ask for a
/// window of up to 2 GiB (`ZSTD_d_windowLogMax` = 31, so that files written with `zstd --long=31` decode), and
/// libzstd reserves it in one malloc as soon as it reads such a frame header — 70 bytes of input are enough. That
/// reservation is by design; what must stay bounded is the memory actually used, which `-rss_limit_mb` still checks.
@_cdecl("LLVMFuzzerInitialize")
public func decoderFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> CInt {
    let count = Int(argc.pointee)
    let arguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: count + 2)  // lives on
    arguments[0] = argv.pointee[0]
    arguments[1] = strdup("-malloc_limit_mb=4096")
    for index in 1..<max(1, count) { arguments[index + 1] = argv.pointee[index] }
    arguments[count + 1] = nil
    argv.pointee = arguments
    argc.pointee = CInt(count + 1)
    return 0
}

/// How the chunker rewrites an input it reads (nil: it hands the bytes out as they are).
private enum RewrittenKind {
    case byteOrderMark, jsonDocument, readingRewrite
}

/// The rewrite the chunker makes of a plain `payload` read in chunks of `chunkSize` bytes: its byte order mark
/// dropped, or (decided on its first block) a JSON document reflowed.
private func rewrittenKind(_ payload: [UInt8], chunkSize: Int) -> RewrittenKind? {
    // YAML documents, a Rails or a Fastify log, a coloured log: rewritten as the input is read
    // (InputStream.rewrite(for:)).
    if payload.prefix(InputStream.rewriteLookahead).withUnsafeBytes({ InputStream.rewrite(for: $0) }) != nil {
        return .readingRewrite
    }
    if payload.starts(with: [0xEF, 0xBB, 0xBF]) { return .byteOrderMark }
    let first = Array(payload.prefix(chunkSize))
    return first.withUnsafeBufferPointer { JSONDocumentReflow.detect($0) } != nil ? .jsonDocument : nil
}

/// libFuzzer's entry point: one input, as described at the top of this file.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 6 else { return 0 }
    let control = Array(UnsafeBufferPointer(start: data, count: 6))
    let payload = Array(UnsafeBufferPointer(start: data + 6, count: size - 6))
    let mode = control[0] & 3
    let pieces = Int(control[0] >> 2 & 3) + 1
    let damage = control[0] >> 4 & 3
    let extraFrames = control[0] & 0x40 != 0
    let contentSize = control[0] & 0x80 != 0
    let readSize = readSizes[Int(control[1] & 7)]
    let chunkSize = chunkSizes[Int(control[1] >> 3 & 7)]
    let maxLineLength = maxLineLengths[Int(control[1] >> 6)]
    let longestLine = max(chunkSize, maxLineLength)
    let position = Int(control[2]) | Int(control[3]) << 8
    let flip = control[4] == 0 ? 0xFF : control[4]
    let appendCount = min(Int(control[5] & 0xF), payload.count)
    // The chunker rewrites two kinds of input as it reads them (a leading byte order mark dropped, a JSON document
    // reflowed one entry a line): for those only the reflow's promise is checked — same length, bytes changed only
    // into spaces and line feeds — where the others must come out exactly.
    if let rewritten = rewrittenKind(payload, chunkSize: chunkSize) {
        if rewritten == .readingRewrite {
            // YAML documents one JSON line each, a Rails or Fastify log one line a request, a coloured log without its
            // colours: read read by read as rewritten in one go.
            guard mode == 0 || mode == 3, !payload.contains(0x0D) else { return 0 }
            let stream = payload.prefix(InputStream.rewriteLookahead).withUnsafeBytes { InputStream.rewrite(for: $0) }!
            payload.withUnsafeBytes { stream.feed($0) }
            stream.finish()
            var converted = [UInt8](repeating: 0, count: 0)
            var block = [UInt8](repeating: 0, count: 4096)
            while stream.hasOutput {
                let count = block.withUnsafeMutableBytes { stream.drain(into: $0.baseAddress!, capacity: $0.count) }
                converted += block[0..<count]
            }
            if !stream.rewritesEntries {
                // A coloured log's plain text is then read as any other: its byte order mark dropped, and a JSON
                // document reflowed (checked above for plain inputs).
                if converted.starts(with: [0xEF, 0xBB, 0xBF]) { converted.removeFirst(3) }
                let first = Array(converted.prefix(chunkSize))
                guard first.withUnsafeBufferPointer({ JSONDocumentReflow.detect($0) }) == nil else { return 0 }
            }
            writeScratchFile(payload)
            let drained = drain(
                readSize: readSize, chunkSize: chunkSize, maxLineLength: maxLineLength, fileSize: payload.count)
            guard drained.encoding == .plain, drained.error == nil else { return 0 }
            precondition(
                drained.output == cuttingLongLines(converted, limit: longestLine),
                "a rewritten input read read by read differs from its rewrite in one go")
            return 0
        }
        guard rewritten == .jsonDocument, mode == 0 || mode == 3, !payload.contains(0x0D) else { return 0 }
        // The whole payload reflowed at once: only blanks changed, and what the chunker hands out read after read.
        var reflowed = payload
        var reflow = Array(payload.prefix(chunkSize)).withUnsafeBufferPointer { JSONDocumentReflow.detect($0) }!
        reflowed.withUnsafeMutableBufferPointer { reflow.reflow($0.baseAddress!, from: 0, to: $0.count) }
        for (out, original) in zip(reflowed, payload) where out != original {
            precondition(out == 0x20 || out == 0x0A, "a reflowed JSON document got other bytes than blanks")
        }
        writeScratchFile(payload)
        let drained = drain(
            readSize: readSize, chunkSize: chunkSize, maxLineLength: maxLineLength, fileSize: payload.count)
        guard drained.encoding == .plain, drained.error == nil else { return 0 }
        // The blanks after the document's last line break (its closing brackets, reflowed) are no line of the log;
        // a last line with anything else is one, cut like any other line when it is too long.
        let tail = (reflowed.lastIndex(of: 0x0A) ?? -1) + 1
        if reflowed[tail...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { reflowed.removeSubrange(tail...) }
        let expected = cuttingLongLines(reflowed, limit: max(chunkSize, maxLineLength))
        precondition(
            drained.output == expected, "a JSON document reflowed read by read differs from its reflow in one go")
        return 0
    }

    if mode == 0 || mode == 3 {
        writeScratchFile(payload)
        let drained = drain(
            readSize: readSize, chunkSize: chunkSize, maxLineLength: maxLineLength,
            fileSize: payload.count)
        // A log whose first line ends with a lone CR is split on CRs (classic Mac line endings): exact output is
        // checked for payloads without a CR.
        if drained.encoding == .plain && !payload.contains(0x0D) {
            // A line longer than the limit comes out as its head, the rest skipped (no error).
            precondition(drained.error == nil, "a plain file failed: \(drained.error!)")
            precondition(
                drained.output == cuttingLongLines(payload, limit: longestLine),
                "a plain file did not come out as it is (long lines cut to their head)")
        }
        return 0
    }

    // The payload in `pieces` frames or members; `boundaries` are the payload offsets where one ends.
    var stream: [UInt8] = []
    var boundaries = [0]
    let expected: InputEncoding = mode == 1 ? .zstd : .gzip
    let skippableLength = Int(control[5] >> 4)
    for index in 0..<pieces {
        let start = payload.count * index / pieces
        let end = payload.count * (index + 1) / pieces
        if mode == 1 {
            if extraFrames { stream += skippableFrame(nibble: UInt8(index), length: skippableLength) }
            stream += zstdFrame(payload[start..<end], level: Int32(index % 3) + 1, contentSize: contentSize)
        } else {
            stream += gzipMember(payload[start..<end], level: extraFrames ? 9 : 1)
        }
        boundaries.append(end)
    }
    if mode == 1 && extraFrames { stream += skippableFrame(nibble: 0xF, length: skippableLength) }

    switch damage {
    case 1: stream.removeLast(stream.count - position % stream.count)
    case 2: stream[position % stream.count] ^= flip
    case 3: stream += payload.prefix(appendCount)
    default: break
    }
    writeScratchFile(stream)
    let drained = drain(
        readSize: readSize, chunkSize: chunkSize, maxLineLength: maxLineLength,
        fileSize: stream.count)
    guard drained.encoding == expected else { return 0 }  // the damage hit the magic bytes
    // A line longer than the limit comes out cut to its head: the byte comparisons below hold for payloads without one.
    guard cuttingLongLines(payload, limit: longestLine) == payload, !payload.contains(0x0D) else { return 0 }
    let output = drained.output
    switch damage {
    case 0:
        if drained.lineTooLong {
            precondition(isRefusedLineLong(output, payload, longestLine), "a line refused wrongly")
        } else {
            precondition(drained.error == nil, "an intact stream failed: \(drained.error!)")
            precondition(output == payload, "an intact stream decoded to other bytes")
        }
    case 1:
        precondition(isPrefix(output, of: payload), "a truncated stream decoded to bytes that are not the payload's")
        if drained.lineTooLong {
            precondition(isRefusedLineLong(output, payload, longestLine), "a line refused wrongly")
        }
        if drained.error == nil {
            precondition(
                boundaries.contains(output.count),
                "a stream cut inside a frame ended cleanly after \(output.count) bytes (boundaries \(boundaries))")
        }
    case 2:
        // With an error, the bytes handed out before it may differ from the payload: a frame's checksum is only
        // checked at its end. A clean end must be the payload itself — or, when skippable frames are there, the
        // payload without some whole frames: a damaged skippable-frame length that reaches exactly to the end of a
        // following frame makes that frame skippable data, a stream the zstd format cannot tell from a real one.
        // A selection that starts at a frame whose text has UTF-16's mark is read as UTF-16 (transcoded): not compared.
        let selectionMayBeUTF16 = boundaries.dropFirst().contains { boundary in
            let rest = payload[boundary...]
            return rest.starts(with: [0xFF, 0xFE]) || rest.starts(with: [0xFE, 0xFF])
        }
        if drained.error == nil && !(mode == 1 && extraFrames && selectionMayBeUTF16 && output != payload) {
            precondition(
                output == payload
                    || (mode == 1 && extraFrames && isSelection(output, of: payload, boundaries: boundaries)),
                "a damaged stream ended cleanly with other bytes")
        }
    default:
        precondition(
            isPrefix(output, of: payload) || isPrefix(payload, of: output),
            "output and payload disagree with bytes appended")
        if drained.error == nil { precondition(isPrefix(payload, of: output), "appended bytes lost the payload") }
    }
    return 0
}
