import CorridorCore

/// A block of whole lines from one input: it ends at a line boundary, except for a last line without a line feed.
/// Owns its bytes, so it can be handed to another thread.
package struct LineChunk: Sendable {
    /// Position of this chunk in its input: 0, 1, 2, …
    package let sequence: Int
    /// 1-based line number of the chunk's first line within its input.
    package let firstLineNumber: Int
    /// The lines, each followed by `\n` (the last one possibly not).
    package let bytes: [UInt8]
    /// Number of lines in ``bytes``.
    package let lineCount: Int

    /// A chunk over `bytes`, counting its lines.
    package init(sequence: Int, firstLineNumber: Int, bytes: [UInt8]) {
        self.init(
            sequence: sequence, firstLineNumber: firstLineNumber, bytes: bytes,
            lineCount: bytes.withUnsafeBufferPointer(ByteScanning.countLines))
    }

    init(sequence: Int, firstLineNumber: Int, bytes: [UInt8], lineCount: Int) {
        self.sequence = sequence
        self.firstLineNumber = firstLineNumber
        self.bytes = bytes
        self.lineCount = lineCount
    }

    /// This chunk without its last `lines` lines, which take its last `byteCount` bytes (copied: only for the rare
    /// chunk that ends inside a group of lines that must be read together, see ``LineChunker/giveBack(_:lines:)``).
    package func droppingLast(_ byteCount: Int, lines: Int) -> LineChunk {
        LineChunk(
            sequence: sequence, firstLineNumber: firstLineNumber, bytes: Array(bytes.dropLast(byteCount)),
            lineCount: lineCount - lines)
    }

    /// Calls `body` for each line, without its `\n` and without a `\r` before it, with its 1-based line number.
    /// The buffer is valid only during the call.
    package func forEachLine<Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws(Failure) -> Void
    ) throws(Failure) {
        try bytes.withUnsafeBufferPointer { (all: UnsafeBufferPointer<UInt8>) throws(Failure) -> Void in
            guard let base = all.baseAddress else { return }
            let end = all.count
            var start = 0
            var number = firstLineNumber
            while start < end {
                let lineEnd = ByteScanning.firstIndex(of: ByteScanning.newline, in: base, from: start, to: end) ?? end
                var contentEnd = lineEnd
                if contentEnd > start && base[contentEnd - 1] == ByteScanning.carriageReturn { contentEnd -= 1 }
                try body(UnsafeBufferPointer(start: base + start, count: contentEnd - start), number)
                number += 1
                start = lineEnd + 1
            }
        }
    }
}
