import CorridorCore

/// The input of a rewrite that reads it line by line (``LineByLineRewrite``: the request joiners), cut into lines as
/// its decoded bytes come: a byte order mark dropped, a CR before the line feed dropped, a line cut at
/// ``maxLineBytes``.
package final class RewrittenLines {
    /// The longest line kept whole; what follows is dropped.
    let maxLineBytes: Int
    /// The line being read, up to ``maxLineBytes``.
    private var line: [UInt8] = []
    /// Whether the input's first bytes (where a byte order mark may be) have been read.
    private var atInputStart = true
    /// Whether bytes of the line being read were dropped.
    private var dropping = false
    /// Whether the line last given to `readLine` was cut at ``maxLineBytes``.
    package private(set) var lineWasCut = false

    package init(maxLineBytes: Int) {
        self.maxLineBytes = maxLineBytes
    }

    /// The whole lines of `head`, an input's first bytes (a byte order mark dropped; the last line, which may go on
    /// past `head`, left out): what tells a rewrite's input.
    package static func wholeLines(of head: UnsafeRawBufferPointer) -> [ArraySlice<UInt8>] {
        let bytes = Array(head)
        var lines: [ArraySlice<UInt8>] = []
        var start = UTF8ByteOrderMark.length(at: bytes)
        while start < bytes.count, let end = bytes[start...].firstIndex(of: ByteScanning.newline) {
            lines.append(bytes[start..<end])
            start = end + 1
        }
        return lines
    }

    /// Reads `bytes`, the input's next decoded bytes: `readLine` is given each line they complete.
    func feed(_ bytes: UnsafeRawBufferPointer, readLine: (ArraySlice<UInt8>) -> Void) {
        var index = 0
        if atInputStart && !bytes.isEmpty {
            atInputStart = false
            index = UTF8ByteOrderMark.length(at: bytes)
        }
        while index < bytes.count {
            var end = index
            while end < bytes.count && bytes[end] != ByteScanning.newline { end += 1 }
            let room = maxLineBytes - line.count
            if room > 0 {
                line.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<min(end, index + room)]))
            }
            if end - index > room { dropping = true }
            guard end < bytes.count else { break }
            lineWasCut = dropping
            dropping = false
            readLine(Self.withoutCR(line[...]))
            line.removeAll(keepingCapacity: true)
            index = end + 1
        }
    }

    /// Gives `readLine` the last line, when the input did not end with a line feed.
    func finish(readLine: (ArraySlice<UInt8>) -> Void) {
        guard !line.isEmpty else { return }
        lineWasCut = dropping
        dropping = false
        readLine(Self.withoutCR(line[...]))
        line.removeAll()
    }

    private static func withoutCR(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }
}
