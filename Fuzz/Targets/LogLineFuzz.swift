// libFuzzer target: the log line parsers (LogLineParser) for every LogFormat.
//
// Input: the first line is a format specification as `--format` takes it (`combined`, `common`, `url`, `jsonl`,
// `jsonl:KEY=FIELD,…`, `nginx:FORMAT`); when it does not parse, its first byte picks a built-in format (Combined,
// Common, URL per line, JSON lines, nginx combined + `$request_time`, JSON lines with one field name for method, path,
// query and time; W3C columns, with a whole `cs-uri` or its parts, and comma-separated). The rest are log lines
// separated by '\n', each copied into an allocation of exactly its size so that AddressSanitizer sees any read past the
// line.
//
// Detection (`--log-format auto`) runs on the lines too: no crash, and the preset it picks reads as many of them as
// it says; a header the lines of a cut IIS log suggest (`#Fields:`) gives a layout.
//
// Checked for every line: no crash; a `.request` has a non-empty target that starts with '/' or `scheme://`, lies
// inside the line, inside the bytes the parser's scratch space handed out for this line or inside the line's copy with
// its servers' lists compacted, and so does the method
// (a token); the status is three digits (0 when absent), the request time not negative; for a line without a backslash in the
// Combined, Common and URL formats the target is a slice of the line itself; a fresh parser gives the same result
// as the reused one (no state leaks from line to line). Times without a year are read with a reference year picked by
// the input (none, a recent one, any 64-bit number).
//
// The lines are read too as the request joiners read wrapped lines (LogWrapperLineReader: the wrappers found from the
// first lines when they are a joiner's, else one or two picked by the input): a line read whole and written again in
// its envelope has no line feed, is the line itself when no JSON string was decoded, and reads back as the same line.

import CorridorCore
import Glibc

/// The built-in formats picked when the first line is not a format specification.
private let fallbackFormats: [LogFormat] = [
    .combined, .common, .urlPerLine, .jsonLines(.standard),
    .nginx(
        try! NginxLogFormat(
            "$remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent \"$http_referer\" "
                + "\"$http_user_agent\" $request_time")),
    .jsonLines(JSONLogFields(request: nil, method: "p", path: "p", query: "p", status: "s", time: "p")),
    // W3C columns read as the standard writes them (blank runs, quoted values), a whole cs-uri or its parts.
    LogFormatPreset.w3c(
        fieldsDirective: Array("#Fields: date time c-ip cs-method cs-uri sc-status time-taken cs(User-Agent)".utf8),
        readsColumns: true)!,
    LogFormatPreset.w3c(
        fieldsDirective: Array("#Fields: date time cs-method cs-uri-stem cs-uri-query sc-status TimeTakenMS".utf8),
        readsColumns: true)!,
    // Comma-separated values, quoted where they hold a comma (Exchange's HttpProxy logs).
    LogFormatPreset.w3c(
        fieldsDirective: Array("#Fields: DateTime,UrlStem,UserAgent,HttpStatus,Method,TotalRequestTime,UrlQuery".utf8),
        readsColumns: true)!,
]

/// A result reduced to comparable values.
private enum Outcome: Equatable {
    case request(method: [UInt8]?, target: [UInt8], status: Int, time: Int64?)
    case invalidRequest
    case continuation
    case malformed(MalformedReason)

    init(_ result: LogLineResult) {
        switch result {
        case .request(let request):
            self = .request(
                method: request.method.map(Array.init), target: Array(request.target), status: request.status,
                time: request.requestTimeMicros)
        case .invalidRequest: self = .invalidRequest
        case .continuation: self = .continuation
        case .malformed(let reason): self = .malformed(reason)
        }
    }
}

/// True when `slice` lies in `line`, in the scratch bytes handed out for the current line, or in the line's copy with
/// its servers' lists compacted (``ParserScratch/compactedLine``).
private func isInBounds(_ slice: UnsafeBufferPointer<UInt8>, line: UnsafeBufferPointer<UInt8>, scratch: ParserScratch)
    -> Bool
{
    guard let start = slice.baseAddress else { return slice.isEmpty }
    let end = start + slice.count
    if let lineStart = line.baseAddress, start >= lineStart && end <= lineStart + line.count { return true }
    let compacted = UnsafePointer(scratch.compactedLine)
    if start >= compacted && end <= compacted + min(scratch.compactedCount, line.count) { return true }
    let scratchStart = UnsafePointer(scratch.base)
    return start >= scratchStart && end <= scratchStart + scratch.used && scratch.used <= scratch.capacity
}

private func check(_ result: LogLineResult, line: UnsafeBufferPointer<UInt8>, parser: LogLineParser) {
    guard case .request(let request) = result else { return }
    let target = request.target
    precondition(!target.isEmpty, "empty target")
    // A wrapped line's fields are decoded into the inner parser's scratch space (or the joiner's storage), which this
    // harness cannot see: their bounds are checked by AddressSanitizer alone.
    let seesScratch = parser.format.wrapper == nil
    precondition(!seesScratch || isInBounds(target, line: line, scratch: parser.scratch), "target out of bounds")
    precondition(
        RequestLine.isURLTarget(target.baseAddress!, from: 0, to: target.count),
        "target is not a URL: \(Array(target))")
    if let method = request.method {
        precondition(
            !method.isEmpty && (!seesScratch || isInBounds(method, line: line, scratch: parser.scratch)),
            "method out of bounds")
        precondition(RequestLine.isMethodToken(method.baseAddress!, from: 0, to: method.count), "method not a token")
    }
    precondition((0...999).contains(request.status), "status \(request.status)")  // three digits, "000" included
    precondition((request.requestTimeMicros ?? 0) >= 0, "negative request time")
    switch parser.format {
    case .combined, .common, .urlPerLine:
        if !line.contains(ByteScanning.backslash), let lineStart = line.baseAddress {
            let start = target.baseAddress!
            precondition(start >= lineStart && start + target.count <= lineStart + line.count, "target not in line")
        }
    case .nginx, .jsonLines, .alternatives, .wrapped:
        break
    }
}

/// libFuzzer's entry point: one input, as described at the top of this file.
@_cdecl("LLVMFuzzerTestOneInput")
public func logLineFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard !bytes.isEmpty else { return 0 }
    let specEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? size
    let spec = String(decoding: bytes[..<specEnd], as: UTF8.self)
    let format = (try? LogFormat.parse(spec)) ?? fallbackFormats[Int(bytes[0]) % fallbackFormats.count]
    var parser = LogLineParser(format: format)
    // The year of times written without one, as an input's modification time gives it: none, a time of these
    // decades, or any 64-bit number (a file dated by a stray clock).
    let last = bytes[size - 1]
    let yearReference: Int64? =
        switch bytes[0] % 3 {
        case 0: nil
        case 1: 1_700_000_000 + Int64(last) * 10_000_000
        default: Int64(bitPattern: UInt64(last) &* 0x9E37_79B9_7F4A_7C15)
        }
    parser.beginChunk(yearReference: yearReference)
    guard specEnd < size else { return 0 }
    let lines = bytes[(specEnd + 1)...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let sample = lines.prefix(16).map { Array($0) }
    for line in sample {
        if let directive = LogFormatPreset.inferredIISFieldsDirective(line: line) {
            precondition(LogFormatPreset.w3c(fieldsDirective: directive) != nil, "an inferred header reads no path")
        }
    }
    // A preset read first, as the last input's choice would be: it changes what detection spends, never its choice.
    DetectionParserPool.shared.lastChosenPreset = Int(bytes[size - 1]) % LogFormatPreset.all.count
    if let detection = LogFormatDetector.detect(sample) {
        precondition(detection.parsedLines > 0 && detection.parsedLines <= sample.count, "detection counts")
        // The same choice when every preset's parser is compiled afresh and no preset is read first.
        DetectionParserPool.shared.removeAll()
        W3CLayoutMemo.shared.removeAll()
        let fresh = LogFormatDetector.detect(sample)
        precondition(
            fresh?.preset.name == detection.preset.name && fresh?.score == detection.score
                && fresh?.parsedLines == detection.parsedLines,
            "detection chose \(detection.preset.name), afresh \(fresh?.preset.name ?? "none")")
    }
    // The layout the lines show (an input no preset reads): its format reads what it was scored on, given back.
    if let inferred = LogFormatDetector.inferLayout(sample) {
        precondition(inferred.parsedLines > 0 && inferred.parsedLines <= sample.count, "inference counts")
        let again = try? LogFormat.parse(inferred.preset.name)
        precondition(again != nil, "the inferred layout \(inferred.preset.name) does not parse back")
    }
    // What detection keeps between inputs is let go here: the leak check sees only what an input kept itself (the
    // sanitizer cannot follow the references Swift packs enum tags into).
    DetectionParserPool.shared.removeAll()
    W3CLayoutMemo.shared.removeAll()
    readWrapped(lines.map { Array($0) }, pick: Int(bytes[size - 1]))
    for slice in lines {
        // An allocation of exactly the line's size: a read past the end is a heap-buffer-overflow.
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, slice.count))
        defer { storage.deallocate() }
        if !slice.isEmpty { storage.initialize(from: data + slice.startIndex, count: slice.count) }
        let line = UnsafeBufferPointer(start: storage, count: slice.count)
        let result = parser.parse(line)
        check(result, line: line, parser: parser)
        let outcome = Outcome(result)
        var fresh = LogLineParser(format: format)
        fresh.beginChunk(yearReference: yearReference)
        let again = Outcome(fresh.parse(line))
        precondition(outcome == again, "a reused parser gives \(outcome), a fresh one \(again)")
    }
    return 0
}

/// Reads `lines` as the request joiners read wrapped lines (see the top of this file).
private func readWrapped(_ lines: [[UInt8]], pick: Int) {
    let started = Array("Started ".utf8)
    let found = LogWrapperLineReader.reader(
        forFirstLines: lines.prefix(64).map { $0[...] },
        requestsOpened: { sample in sample.count { $0.firstRange(ofBytes: started) != nil } })
    let outer = LogWrapperLineReader.outerCandidates
    let wrappers =
        found?.wrappers
        ?? (pick & 1 == 0
            ? [outer[(pick >> 1) % outer.count]]
            : [outer[(pick >> 1) % outer.count], LogWrapperLineReader.innerCandidates[(pick >> 5) % 4]])
    let reader = LogWrapperLineReader(wrappers, maxLineBytes: 4096)
    var afterParts = false
    for line in lines {
        let read = reader.read(line[...])
        guard case .line(let content, let envelope) = read else {
            if read == .pending { afterParts = true }
            continue
        }
        precondition(content.count <= max(line.count, 4096), "a line longer than read")
        var written: [UInt8] = []
        envelope.write([content[...]], to: &written)
        precondition(!written.contains(0x0A), "a line written again holds a line feed")
        defer { afterParts = false }
        guard !afterParts else { continue }
        if !envelope.layers.contains(where: \.isJSONString) {
            precondition(written == line, "a line written again differs")
        }
        // What the JSON decoding drops is not written again: a CR before a final line feed.
        guard content.last != 0x0D else { continue }
        let again = LogWrapperLineReader(wrappers).read(written[...])
        guard case .line(let contentAgain, _) = again else {
            preconditionFailure("a line written again is not read")
        }
        precondition(contentAgain == content, "a line written again reads differently")
    }
    _ = reader.finish()
}
