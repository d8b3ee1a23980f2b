import CorridorCore

/// The lines of a rewrite that reads its input line by line and writes lines of its own (``RailsRequestJoiner``,
/// ``FastifyRequestJoiner``): the decoded bytes cut into lines (a byte order mark dropped, a CR before the line feed
/// dropped, a line cut at ``maxLineBytes``), and the lines written, until they are handed out.
final class RewrittenLines {
    /// The longest line kept whole; what follows is dropped.
    let maxLineBytes: Int
    /// The line being read, up to ``maxLineBytes``.
    private var line: [UInt8] = []
    /// Whether the input's first bytes (where a byte order mark may be) have been read.
    private var atInputStart = true
    /// Lines written and not yet handed out.
    private var output: [UInt8] = []
    private var outputPosition = 0

    init(maxLineBytes: Int) {
        self.maxLineBytes = maxLineBytes
    }

    /// Reads `bytes`, the input's next decoded bytes: `readLine` is given each line they complete.
    func feed(_ bytes: UnsafeRawBufferPointer, readLine: (ArraySlice<UInt8>) -> Void) {
        var index = 0
        if atInputStart && !bytes.isEmpty {
            atInputStart = false
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        }
        while index < bytes.count {
            var end = index
            while end < bytes.count && bytes[end] != ByteScanning.newline { end += 1 }
            let room = maxLineBytes - line.count
            if room > 0 {
                line.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<min(end, index + room)]))
            }
            guard end < bytes.count else { break }
            readLine(Self.withoutCR(line[...]))
            line.removeAll(keepingCapacity: true)
            index = end + 1
        }
    }

    /// Gives `readLine` the last line, when the input did not end with a line feed.
    func finish(readLine: (ArraySlice<UInt8>) -> Void) {
        guard !line.isEmpty else { return }
        readLine(Self.withoutCR(line[...]))
        line.removeAll()
    }

    private static func withoutCR(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }

    /// Writes `parts`, one after another, and a line feed.
    func write(_ parts: ArraySlice<UInt8>...) {
        for part in parts { output.append(contentsOf: part) }
        output.append(ByteScanning.newline)
    }

    /// Whether lines are waiting to be handed out.
    var hasOutput: Bool { outputPosition < output.count }

    /// Hands out up to `capacity` bytes of the lines written; returns the count.
    func drain(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        let count = min(capacity, output.count - outputPosition)
        output.withUnsafeBytes { source in
            destination.copyMemory(from: source.baseAddress! + outputPosition, byteCount: count)
        }
        outputPosition += count
        if outputPosition == output.count {
            output.removeAll(keepingCapacity: output.capacity <= 1 << 22)
            outputPosition = 0
        }
        return count
    }
}
