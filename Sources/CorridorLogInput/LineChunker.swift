import CorridorCore

/// Reads an ``InputStream`` and cuts it into ``LineChunk``s of about `chunkSize` bytes at line boundaries.
///
/// Decoded bytes go straight into the chunk's storage; only the unfinished line at the end of a block is copied over
/// to the next chunk. A line longer than `chunkSize` is still one line: the chunk grows to hold it, up to
/// `maxLineLength` bytes; a longer line is cut to its first ``keptHeadOfLongLine`` bytes (which come out as the
/// line, and are counted by its format as what they are, malformed mostly) and the rest is skipped up to the next line
/// feed, so memory stays bounded and the rest of the input is still read; ``skippedLongLines`` lists them. A log
/// whose first line ends with a lone carriage return (CR-only line endings, classic Mac) is split on CR. An empty input yields no chunks. When the input fails, the complete
/// lines decoded before the failure come out first, then ``next()`` throws the ``InputError`` (the unfinished line
/// before the failure is not passed on as a line).
package struct LineChunker {
    /// The longest line read by default: 16 MiB (a 1 MB request line is still read).
    package static let defaultMaxLineLength = 1 << 24

    private let input: InputStream
    private let chunkSize: Int
    private let maxLineLength: Int
    /// The unfinished line left over from the previous block (never contains a line feed).
    private var carry: [UInt8] = []
    private var nextSequence = 0
    private var nextLineNumber = 1
    private var pendingError: InputError?
    private var finished = false
    /// The head of a line longer than the limit, while the rest of it is being skipped.
    private var longLineHead: [UInt8]?
    /// Nil until the first line ending is seen: then whether line endings are CR only.
    private var carriageReturnsOnly: Bool?
    /// The line numbers of the lines longer than the limit, cut to their head.
    package private(set) var skippedLongLines: [Int] = []
    /// How many bytes of a line longer than the limit are kept as the line.
    package static let keptHeadOfLongLine = 1024

    /// A chunker over `input` producing chunks of about `chunkSize` bytes (at least 1), refusing lines longer than
    /// `maxLineLength` bytes (without their line feed; never less than `chunkSize`).
    package init(input: InputStream, chunkSize: Int = 1 << 20, maxLineLength: Int = defaultMaxLineLength) {
        self.input = input
        self.chunkSize = max(1, chunkSize)
        self.maxLineLength = max(self.chunkSize, maxLineLength)
    }

    /// Whether the input gave its last chunk (or failed): nothing can be given back any more.
    package var isFinished: Bool { finished || pendingError != nil }

    /// Whether `count` bytes can be given back (``giveBack(_:lines:wholeChunk:)``): not after the last chunk, and no
    /// more than half the longest line, so that the next chunk still has room for them and more.
    package func canGiveBack(_ count: Int) -> Bool { !isFinished && count * 2 <= maxLineLength }

    /// Puts `tail`, `lines` whole lines cut from the end of the chunk just returned (`wholeChunk`: all of it, which
    /// is then not used), back in front of what comes next: the next chunk starts with them, in a buffer with room
    /// for more. For a group of lines that one reader must see together (a container runtime's partial lines and the
    /// line that completes them), so that a chunk boundary never splits it and every chunk size and worker count
    /// reads the same requests. Only when ``canGiveBack(_:)``.
    package mutating func giveBack(_ tail: UnsafeBufferPointer<UInt8>, lines: Int, wholeChunk: Bool) {
        precondition(canGiveBack(tail.count), "no room to give \(tail.count) bytes back")
        carry.insert(contentsOf: tail, at: 0)
        nextLineNumber -= lines
        if wholeChunk { nextSequence -= 1 }
    }

    /// `bytes` (whole lines but maybe the last) with each line longer than the limit cut to its head, as a line
    /// found too long while reading is; their numbers go to ``skippedLongLines``.
    private mutating func cuttingLongLines(_ bytes: [UInt8], firstLineNumber: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var start = 0
        var number = firstLineNumber
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: ByteScanning.newline) ?? bytes.count
            if end - start > maxLineLength {
                output += bytes[start..<(start + min(maxLineLength, Self.keptHeadOfLongLine))]
                skippedLongLines.append(number)
            } else {
                output += bytes[start..<end]
            }
            if end < bytes.count { output.append(ByteScanning.newline) }
            start = end + 1
            number += 1
        }
        return output
    }

    /// Reads and drops bytes up to and including the next line feed; returns the line feed and what followed it
    /// in the last block read (empty at the end of the input). ``skippedOnlyBlanks`` tells whether the dropped
    /// bytes before the line feed were all spaces and tabs.
    private mutating func skipToNextLine() throws(InputError) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        skippedOnlyBlanks = true
        while true {
            var count = 0
            var failure: InputError?
            block.withUnsafeMutableBytes { buffer in
                do throws(InputError) { count = try input.read(into: buffer) } catch { failure = error }
            }
            if let failure { throw failure }
            if count == 0 { return [] }
            block.withUnsafeMutableBufferPointer {
                normalizeLineEndings($0.baseAddress!, from: 0, to: count)
                // Skipped bytes of a JSON document are still followed: its line breaks are the reflowed ones.
                jsonReflow?.reflow($0.baseAddress!, from: 0, to: count)
            }
            let newline = block[0..<count].firstIndex(of: ByteScanning.newline)
            if skippedOnlyBlanks {
                skippedOnlyBlanks = block[0..<(newline ?? count)].allSatisfy {
                    $0 == ByteScanning.space || $0 == ByteScanning.tab
                }
            }
            if let newline { return Array(block[newline..<count]) }
        }
    }

    /// Whether the bytes the last ``skipToNextLine()`` dropped were all blanks.
    private var skippedOnlyBlanks = true
    /// Whether the carried-over bytes are the head of the input's last line, cut (the rest was read to the end):
    /// a line, even when its head is blank.
    private var lastLineIsCutHead = false

    /// True until the input's first bytes are read (where a byte order mark may be).
    private var atInputStart = true
    /// For a pretty-printed JSON log (an array of entries, or objects over several lines): its reflow into one entry
    /// a line, decided from the first bytes.
    private var jsonReflow: JSONDocumentReflow?
    /// True until the first block is read, on which ``jsonReflow`` is decided.
    private var reflowUndecided = true

    /// Turns CR line endings into line feeds when the input has no line feed in its first block.
    private mutating func normalizeLineEndings(_ base: UnsafeMutablePointer<UInt8>, from: Int, to: Int) {
        var convertFrom = from
        if carriageReturnsOnly == nil {
            // Decided by the first line ending seen: a CR not followed by a line feed (nor ending the block).
            var end = from
            while end < to && base[end] != ByteScanning.newline && base[end] != ByteScanning.carriageReturn { end += 1 }
            guard end < to else { return }
            if base[end] == ByteScanning.newline {
                carriageReturnsOnly = false
            } else if end + 1 < to {
                carriageReturnsOnly = base[end + 1] != ByteScanning.newline
            } else {
                return
            }
            // A CR that ended an earlier block of this buffer was left undecided: it is a line ending too.
            convertFrom = 0
        }
        guard carriageReturnsOnly == true else { return }
        for index in convertFrom..<to where base[index] == ByteScanning.carriageReturn {
            base[index] = ByteScanning.newline
        }
    }

    /// The next chunk of whole lines; nil at the end of the input.
    package mutating func next() throws(InputError) -> LineChunk? {
        if let error = pendingError {
            pendingError = nil
            finished = true
            throw error
        }
        if finished { return nil }
        // The unfinished line carried over is at most `maxLineLength` bytes: room for it and more, within the limit.
        var capacity = max(chunkSize, carry.count + 1, min(carry.count * 2, maxLineLength + 1))
        while true {
            var inputEnded = false
            var failure: InputError?
            var lineEnds: [UInt32] = []
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
                let base = storage.baseAddress!
                var filled = carry.count
                carry.withUnsafeBufferPointer { previous in
                    if let from = previous.baseAddress { base.update(from: from, count: previous.count) }
                }
                while filled < capacity {
                    do throws(InputError) {
                        var count = try input.read(
                            into: UnsafeMutableRawBufferPointer(start: base + filled, count: capacity - filled))
                        if count == 0 {
                            inputEnded = true
                            break
                        }
                        if atInputStart {
                            // A UTF-8 byte order mark (Windows tools write one before IIS and CSV logs) is no text;
                            // decided on the input's first three bytes, which reads may hand out in pieces: they start
                            // the buffer, those of a chunk too small for them carried over (no line has ended).
                            let head = filled + count
                            let mark = UTF8ByteOrderMark.bytes
                            if head < mark.count && (0..<head).allSatisfy({ base[$0] == mark[$0] }) {
                                filled += count
                                continue
                            }
                            atInputStart = false
                            if head >= mark.count && (0..<mark.count).allSatisfy({ base[$0] == mark[$0] }) {
                                // The mark's bytes read before this read (a prefix of it) and in it.
                                let earlier = min(filled, mark.count)
                                base.update(from: base + mark.count, count: head - mark.count)
                                filled -= earlier
                                count -= mark.count - earlier
                            }
                        }
                        normalizeLineEndings(base, from: filled, to: filled + count)
                        // A pretty-printed JSON log: one entry a line from here on (see below for the first block).
                        if !reflowUndecided { jsonReflow?.reflow(base, from: filled, to: filled + count) }
                        filled += count
                    } catch {
                        failure = error
                        break
                    }
                }
                if reflowUndecided {
                    // Decided on the input's whole first block (its first bytes only, carried over none). An input
                    // the reading rewrote (YAML documents, a Rails or Fastify log) is one entry a line already.
                    reflowUndecided = false
                    jsonReflow =
                        input.isRewrittenIntoEntries
                        ? nil : JSONDocumentReflow.detect(UnsafeBufferPointer(start: base, count: filled))
                    jsonReflow?.reflow(base, from: 0, to: filled)
                }
                // The carried-over bytes hold no line feed, except the one after a cut long line's head.
                let lastNewline = ByteScanning.lastIndex(of: ByteScanning.newline, in: base, from: 0, to: filled)
                carry.removeAll(keepingCapacity: true)
                if inputEnded {
                    initialized = filled
                    // A JSON document's last bytes after its last entry (a CloudWatch control message without
                    // events, the closing brackets) are blanks: no line of the log.
                    if jsonReflow != nil && !(lastLineIsCutHead && lastNewline == nil) {
                        let tail = (lastNewline ?? -1) + 1
                        if (tail..<filled).allSatisfy({ base[$0] == ByteScanning.space || base[$0] == ByteScanning.tab }
                        ) {
                            initialized = tail
                        }
                    }
                } else if let lastNewline {
                    initialized = lastNewline + 1
                    carry.append(
                        contentsOf: UnsafeBufferPointer(start: base + initialized, count: filled - initialized))
                } else if failure != nil {
                    initialized = 0
                } else if filled > maxLineLength {
                    // No line feed in more than the longest line allowed: keep its head, skip the rest of it.
                    initialized = 0
                    longLineHead = Array(
                        UnsafeBufferPointer(start: base, count: min(maxLineLength, Self.keptHeadOfLongLine)))
                } else {
                    // No line feed in a full buffer: one long line; keep all of it and read on with more room.
                    initialized = 0
                    carry.append(contentsOf: UnsafeBufferPointer(start: base, count: filled))
                }
                lineEnds = LineChunk.lineEnds(UnsafeBufferPointer(start: base, count: initialized))
            }
            if let failure {
                pendingError = failure
                carry = []
            }
            if inputEnded { finished = true }
            if !bytes.isEmpty {
                var chunk = LineChunk(
                    sequence: nextSequence, firstLineNumber: nextLineNumber, bytes: bytes, lineEnds: lineEnds)
                if capacity > maxLineLength + 1 {
                    // Only a buffer made larger than the longest line (to hold what followed a cut line in its last
                    // block, with a limit below the read size) can hold a longer line: cut it as reading would.
                    chunk = LineChunk(
                        sequence: nextSequence, firstLineNumber: nextLineNumber,
                        bytes: cuttingLongLines(bytes, firstLineNumber: nextLineNumber))
                }
                nextSequence += 1
                nextLineNumber += chunk.lineCount
                return chunk
            }
            if let failure {
                pendingError = nil
                finished = true
                throw failure
            }
            if inputEnded { return nil }
            if let head = longLineHead {
                longLineHead = nil
                do throws(InputError) {
                    let rest = try skipToNextLine()
                    if rest.isEmpty && jsonReflow != nil && skippedOnlyBlanks
                        && head.allSatisfy({ $0 == ByteScanning.space || $0 == ByteScanning.tab })
                    {
                        // A JSON document's blanks after its last entry, longer than a line: no line of the log.
                        carry = []
                    } else {
                        skippedLongLines.append(nextLineNumber)
                        carry = head + rest
                        lastLineIsCutHead = rest.isEmpty
                    }
                } catch {
                    // The input broke inside the long line: an unfinished line, not passed on (as any line an error
                    // cuts is not), and the error said where.
                    carry = []
                    finished = true
                    throw error
                }
                capacity = max(chunkSize, carry.count + 1)
                continue
            }
            // Room for the line so far and as much again, but no more than one byte past the longest line: a
            // buffer that fills up without a line feed then holds a line that is too long.
            capacity = max(carry.count + 1, min(max(capacity * 2, carry.count * 2), maxLineLength + 1))
        }
    }
}
