import CorridorCore

/// Reads an ``InputStream`` and cuts it into ``LineChunk``s of about `chunkSize` bytes at line boundaries.
///
/// Decoded bytes go straight into the chunk's storage; only the unfinished line at the end of a block is copied over
/// to the next chunk. A line longer than `chunkSize` is still one line: the chunk grows to hold it, up to
/// `maxLineLength` bytes; a longer line (a file that is not a text log, a decompression bomb without line feeds) is
/// an ``InputError``, so memory stays bounded. An empty input yields no chunks. When the input fails, the complete
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

    /// A chunker over `input` producing chunks of about `chunkSize` bytes (at least 1), refusing lines longer than
    /// `maxLineLength` bytes (without their line feed; never less than `chunkSize`).
    package init(input: InputStream, chunkSize: Int = 1 << 20, maxLineLength: Int = defaultMaxLineLength) {
        self.input = input
        self.chunkSize = max(1, chunkSize)
        self.maxLineLength = max(self.chunkSize, maxLineLength)
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
        var capacity = max(chunkSize, min(carry.count * 2, maxLineLength + 1))
        while true {
            var inputEnded = false
            var failure: InputError?
            var lineCount = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
                let base = storage.baseAddress!
                var filled = carry.count
                carry.withUnsafeBufferPointer { previous in
                    if let from = previous.baseAddress { base.update(from: from, count: previous.count) }
                }
                while filled < capacity {
                    do throws(InputError) {
                        let count = try input.read(
                            into: UnsafeMutableRawBufferPointer(start: base + filled, count: capacity - filled))
                        if count == 0 {
                            inputEnded = true
                            break
                        }
                        filled += count
                    } catch {
                        failure = error
                        break
                    }
                }
                // The carried-over bytes hold no line feed, so the search starts after them.
                let lastNewline = ByteScanning.lastIndex(of: ByteScanning.newline, in: base, from: carry.count, to: filled)
                carry.removeAll(keepingCapacity: true)
                if inputEnded {
                    initialized = filled
                } else if let lastNewline {
                    initialized = lastNewline + 1
                    carry.append(
                        contentsOf: UnsafeBufferPointer(start: base + initialized, count: filled - initialized))
                } else if failure != nil {
                    initialized = 0
                } else if filled > maxLineLength {
                    // No line feed in more than the longest line allowed: refuse the line.
                    initialized = 0
                    failure = InputError(
                        path: input.path, offset: input.compressedBytesRead,
                        reason: "line \(nextLineNumber) is longer than \(maxLineLength) bytes, the limit for one line "
                            + "(not a text log, or a line that never ends)")
                } else {
                    // No line feed in a full buffer: one long line; keep all of it and read on with more room.
                    initialized = 0
                    carry.append(contentsOf: UnsafeBufferPointer(start: base, count: filled))
                }
                lineCount = ByteScanning.countLines(UnsafeBufferPointer(start: base, count: initialized))
            }
            if let failure {
                pendingError = failure
                carry = []
            }
            if inputEnded { finished = true }
            if !bytes.isEmpty {
                let chunk = LineChunk(
                    sequence: nextSequence, firstLineNumber: nextLineNumber, bytes: bytes, lineCount: lineCount)
                nextSequence += 1
                nextLineNumber += lineCount
                return chunk
            }
            if let failure {
                pendingError = nil
                finished = true
                throw failure
            }
            if inputEnded { return nil }
            // Room for the line so far and as much again, but no more than one byte past the longest line: a
            // buffer that fills up without a line feed then holds a line that is too long.
            capacity = max(carry.count + 1, min(max(capacity * 2, carry.count * 2), maxLineLength + 1))
        }
    }
}
