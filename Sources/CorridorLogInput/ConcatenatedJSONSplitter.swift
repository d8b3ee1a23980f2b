import CorridorCore

/// Splits JSON objects written one after another on a line (`{…}{…}{…}`) into one object a line, as it is read:
/// Amazon Data Firehose concatenates the records it delivers to S3 without a delimiter unless it is told to add one —
/// AWS WAF's logs through Firehose, any JSON log a stream delivers so. A line feed is put before each top-level
/// object or array that opens on the line where the one before it closed (after blanks, which stay on the first
/// line); every byte is kept. What the lines then are (WAF entries, CloudWatch Logs subscription payloads to reflow)
/// is decided on them as on any input's.
///
/// Chosen when the input's first line is such objects (``opensConcatenatedObjects(_:)``). A line feed ends whatever
/// string or object a broken line left open: the objects Firehose concatenates are one line each.
package final class ConcatenatedJSONSplitter {
    /// The lines written and not yet handed out.
    package var output = RewriteOutput()
    /// Where the bytes read so far leave the current line.
    private var state = LineState()

    /// What the splitter knows of the current line, byte by byte: shared by the split and by the test of an input's
    /// first line.
    private struct LineState {
        /// Whether the bytes are inside a string.
        var strings = JSONStringTracker()
        /// Nesting of `{`/`[` outside strings on the current line.
        var depth = 0
        /// Whether a top-level object closed on the current line with nothing but blanks after it so far.
        var closedOnLine = false

        /// Follows `byte`; returns whether a line feed goes before it (an object or array opening where the one
        /// before it closed).
        @inline(__always)
        mutating func follow(_ byte: UInt8) -> Bool {
            if strings.inString || byte == UInt8(ascii: "\"") {
                if byte == 0x0A || byte == 0x0D {
                    // A line break ends a string a broken line left open.
                    strings = JSONStringTracker()
                    depth = 0
                }
                _ = strings.follow(byte)
                closedOnLine = false
                return false
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let opensAfterClose = depth == 0 && closedOnLine
                closedOnLine = false
                depth += 1
                return opensAfterClose
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                closedOnLine = depth == 0
            case 0x0A, 0x0D:
                depth = 0
                closedOnLine = false
            case 0x20, 0x09:
                break
            default:
                closedOnLine = false
            }
            return false
        }
    }

    /// A splitter before the input's first byte.
    package init() {}

    /// Whether the first line of `head` (an input's first bytes) is a JSON object followed, on the same line, by
    /// another: `{…}{` or `{…} {`.
    package static func opensConcatenatedObjects(_ head: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < head.count && (head[index] == 0x20 || head[index] == 0x09) { index += 1 }
        guard index < head.count, head[index] == UInt8(ascii: "{") else { return false }
        var state = LineState()
        while index < head.count, head[index] != 0x0A, head[index] != 0x0D {
            if state.follow(head[index]) { return head[index] == UInt8(ascii: "{") }
            index += 1
        }
        return false
    }

    /// Writes `bytes` to the output, a line feed before each object that opens where the last one closed: the runs
    /// between such places are copied whole. The state is followed in a local (no access to the object's stored
    /// properties per byte) and kept at the end.
    private func split(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var state = self.state
        var breaks: [Int] = []
        for index in 0..<bytes.count where state.follow(base[index]) { breaks.append(index) }
        self.state = state
        var copied = 0
        for place in breaks {
            output.bytes.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: place - copied))
            output.bytes.append(0x0A)
            copied = place
        }
        output.bytes.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: bytes.count - copied))
    }
}

extension ConcatenatedJSONSplitter: BufferedRewrite {
    /// Reads the input's next bytes.
    package func feed(_ bytes: UnsafeRawBufferPointer) { split(bytes) }

    /// Nothing is held back: every byte was written as it came.
    package func finish() {}

    /// Its lines are objects as any JSON log's: a line that is a document holding entries (a CloudWatch Logs
    /// subscription payload) is reflowed as such.
    package var rewritesEntries: Bool { false }
}
