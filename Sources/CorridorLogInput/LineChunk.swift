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
    /// Where each line ends in ``bytes``: the offset of its `\n`, or the end of the bytes for a last line without
    /// one. Found once, where the chunk is cut from its input (the reader looks for line feeds there anyway), so the
    /// worker reading the lines does not search for them again.
    let lineEnds: [UInt32]
    /// Number of lines in ``bytes``.
    package var lineCount: Int { lineEnds.count }

    /// A chunk over `bytes`, finding its lines.
    package init(sequence: Int, firstLineNumber: Int, bytes: [UInt8]) {
        self.init(
            sequence: sequence, firstLineNumber: firstLineNumber, bytes: bytes,
            lineEnds: bytes.withUnsafeBufferPointer(LineChunk.lineEnds))
    }

    init(sequence: Int, firstLineNumber: Int, bytes: [UInt8], lineEnds: [UInt32]) {
        self.sequence = sequence
        self.firstLineNumber = firstLineNumber
        self.bytes = bytes
        self.lineEnds = lineEnds
    }

    /// Where the lines of `bytes` end (see ``lineEnds``); `bytes` holds fewer than 2^32 bytes.
    static func lineEnds(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return [] }
        var ends: [UInt32] = []
        ends.reserveCapacity(bytes.count / 128 + 16)
        var index = 0
        while let found = ByteScanning.firstIndex(of: ByteScanning.newline, in: base, from: index, to: bytes.count) {
            ends.append(UInt32(truncatingIfNeeded: found))
            index = found + 1
        }
        if index < bytes.count { ends.append(UInt32(truncatingIfNeeded: bytes.count)) }
        return ends
    }

    /// This chunk without its last `lines` lines, which take its last `byteCount` bytes (copied: only for the rare
    /// chunk that ends inside a group of lines that must be read together, see ``LineChunker/giveBack(_:lines:)``).
    package func droppingLast(_ byteCount: Int, lines: Int) -> LineChunk {
        LineChunk(
            sequence: sequence, firstLineNumber: firstLineNumber, bytes: Array(bytes.dropLast(byteCount)),
            lineEnds: Array(lineEnds.dropLast(lines)))
    }

    /// Where line `index` (0-based within the chunk) starts in ``bytes``.
    private func lineStart(_ index: Int) -> Int { index == 0 ? 0 : Int(lineEnds[index - 1]) + 1 }

    /// The indices (0-based within the chunk) of the lines that start with `prefix`, in order. Looks at one byte
    /// of most lines: cheap enough for a reader to run on every chunk of a format whose directives matter.
    package func lineIndices(startingWith prefix: [UInt8]) -> [Int] {
        guard let first = prefix.first else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { all in
            lineEnds.withUnsafeBufferPointer { ends in
                guard let base = all.baseAddress, let endBase = ends.baseAddress else { return }
                var start = 0
                for index in 0..<ends.count {
                    let end = Int(endBase[index])
                    // One byte of most lines: the first.
                    if start < end && base[start] == first && end - start >= prefix.count
                        && prefix.indices.allSatisfy({ base[start + $0] == prefix[$0] })
                    {
                        found.append(index)
                    }
                    start = end &+ 1
                }
            }
        }
        return found
    }

    /// True when each line before line `index` (0-based within the chunk) starts with `byte`.
    package func linesStart(with byte: UInt8, before index: Int) -> Bool {
        (0..<index).allSatisfy { line in
            let start = lineStart(line)
            return start < Int(lineEnds[line]) && bytes[start] == byte
        }
    }

    /// Line `index` (0-based within the chunk), without its line feed and a carriage return before it.
    package func line(at index: Int) -> [UInt8] {
        var end = Int(lineEnds[index])
        let start = lineStart(index)
        if end > start && bytes[end - 1] == ByteScanning.carriageReturn { end -= 1 }
        return Array(bytes[start..<end])
    }

    /// The chunk cut before line `index` (0-based, 0 < `index` < ``lineCount``): the lines before it and the lines
    /// from it, each with its own line numbers (copied: only where a log changes its layout mid-chunk, as a W3C log
    /// does with a new `#Fields:` directive).
    package func split(atLine index: Int) -> (before: LineChunk, from: LineChunk) {
        let cut = lineStart(index)
        let before = LineChunk(
            sequence: sequence, firstLineNumber: firstLineNumber, bytes: Array(bytes[..<cut]),
            lineEnds: Array(lineEnds[..<index]))
        let from = LineChunk(
            sequence: sequence, firstLineNumber: firstLineNumber + index, bytes: Array(bytes[cut...]),
            lineEnds: lineEnds[index...].map { $0 - UInt32(cut) })
        return (before, from)
    }

    /// Calls `body` for each line, without its `\n` and without a `\r` before it, with its 1-based line number.
    /// The buffer is valid only during the call.
    package func forEachLine<Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws(Failure) -> Void
    ) throws(Failure) {
        try bytes.withUnsafeBufferPointer { (all: UnsafeBufferPointer<UInt8>) throws(Failure) -> Void in
            guard let base = all.baseAddress else { return }
            try lineEnds.withUnsafeBufferPointer { (ends: UnsafeBufferPointer<UInt32>) throws(Failure) -> Void in
                var start = 0
                var number = firstLineNumber
                for end in ends {
                    var contentEnd = Int(end)
                    if contentEnd > start && base[contentEnd - 1] == ByteScanning.carriageReturn { contentEnd -= 1 }
                    try body(UnsafeBufferPointer(start: base + start, count: contentEnd - start), number)
                    number += 1
                    start = Int(end) + 1
                }
            }
        }
    }
}
