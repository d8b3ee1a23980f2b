import CorridorCore

/// Turns what `aws logs tail GROUP --format json` prints — each event's instant and log stream, then its message
/// pretty-printed over several lines when the message is JSON (the AWS CLI's `json.dumps(…, indent=4)`):
///
/// ```
/// 2026-11-21T05:06:37.123000+00:00 a1b2c3d4/prod
/// {
///     "requestId": "c0ffee",
///     "httpMethod": "GET",
///     "resourcePath": "/users/{id}"
/// }
/// 2026-11-21T05:06:38+00:00 a1b2c3d4/prod a message that is no JSON
/// ```
///
/// — into one line an event, `INSTANT STREAM {"requestId": "c0ffee", …}`, the shape of `aws logs tail`'s default
/// output, which the `cloudwatch` wrapper reads (`cloudwatch+aws-apigateway`, the event's instant standing in for a
/// message without a time of its own). The message's lines are joined with their indentation left out: JSON's
/// strings hold no line feed, so the joined text is the same JSON. An event's head is the instant (ISO 8601 with its
/// offset), a space, the stream's name (no blank in it), a space and nothing more; its message ends with the `}` or
/// `]` at the start of a line that closes it. Other lines (an event whose message is no JSON, on one line) are
/// written as they are. What one event takes is bounded by ``maxEventBytes``: a longer one is cut there, a malformed
/// line counted; an event still open at the end of the input, or when the next opens, is written as far as it went.
///
/// Chosen from the input's first bytes (``opensTailJSONEvents(_:)``), in the reading thread before the input is cut
/// into chunks: the report is the same for any number of workers.
package final class CloudWatchTailJSONEvents {
    /// The most bytes of one event kept.
    package static let maxEventBytes = 1 << 20

    package let inputLines = RewrittenLines(maxLineBytes: CloudWatchTailJSONEvents.maxEventBytes)
    package var output = RewriteOutput()
    /// Always nil: the CLI's lines are read as they are.
    package let wrappedLines: (any WrappedLineReader)? = nil

    /// The event being joined, its head first; empty outside one.
    private var event: [UInt8] = []
    /// Whether the event's message has begun (its first `{` or `[` line read).
    private var messageOpened = false

    /// A reader before the input's first byte.
    package init() {}

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is `aws logs tail
    /// --format json`'s output: an event's head, then a line that is `{` or `[` alone.
    package static func opensTailJSONEvents(_ lines: [ArraySlice<UInt8>]) -> Bool {
        lines.indices.dropLast().contains { isHead(lines[$0]) && opensMessage(lines[$0 + 1]) }
    }

    /// Whether `line` is an event's head: `INSTANT STREAM ` and nothing after.
    static func isHead(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.count > 27, line.last == ByteScanning.space,
            let instantEnd = line.firstIndex(of: ByteScanning.space)
        else { return false }
        let streamStart = instantEnd + 1
        let streamEnd = line.endIndex - 1
        guard streamEnd > streamStart,
            !line[streamStart..<streamEnd].contains(where: { $0 == ByteScanning.space || $0 == ByteScanning.tab })
        else { return false }
        let start = line.startIndex
        let count = instantEnd - start
        guard count >= 25, line[start + 10] == UInt8(ascii: "T") else { return false }
        let sign = line[instantEnd - 6]
        guard sign == UInt8(ascii: "+") || sign == ByteScanning.dash else { return false }
        return line.withUnsafeBufferPointer { LogTimestamp.iso8601($0.baseAddress!, from: 0, to: count) } != nil
    }

    /// Whether `line` is `{` or `[` alone (a CR after it allowed): a pretty-printed message's first line.
    private static func opensMessage(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return false }
        return line.dropFirst().allSatisfy { $0 == ByteScanning.carriageReturn }
    }

    /// Whether `line` closes a pretty-printed message: `}` or `]` at its start, nothing after.
    private static func closesMessage(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first, first == UInt8(ascii: "}") || first == UInt8(ascii: "]") else { return false }
        return line.dropFirst().allSatisfy { $0 == ByteScanning.carriageReturn }
    }

    /// Reads a line: opens an event, adds to the one open, or writes a line outside events as it is.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        if Self.isHead(line) {
            writeOpenRequests()
            append(line)
            return
        }
        guard !event.isEmpty else { return output.writeLine(line) }
        guard messageOpened || Self.opensMessage(line) else {
            // A head whose message was no JSON after all (an empty message): the head alone, then this line.
            writeOpenRequests()
            return output.writeLine(line)
        }
        messageOpened = true
        var start = line.startIndex
        while start < line.endIndex && (line[start] == ByteScanning.space || line[start] == ByteScanning.tab) {
            start += 1
        }
        append(line[start...])
        if Self.closesMessage(line) { writeOpenRequests() }
    }

    /// Writes the event still open, as far as it went.
    package func writeOpenRequests() {
        guard !event.isEmpty else { return }
        output.writeLine(event[...])
        event.removeAll(keepingCapacity: event.capacity <= 1 << 16)
        messageOpened = false
    }

    /// Appends `bytes` to the event, as far as ``maxEventBytes`` allows.
    private func append(_ bytes: ArraySlice<UInt8>) {
        event.append(contentsOf: bytes.prefix(max(0, Self.maxEventBytes - event.count)))
    }
}
