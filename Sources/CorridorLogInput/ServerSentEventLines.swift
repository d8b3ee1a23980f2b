import CorridorCore

/// Turns a stream of server-sent events whose data are JSON entries — `journalctl -o json-sse` saved to a file, an
/// event stream of log entries as `curl -N` prints it:
///
/// ```
/// data: {"__REALTIME_TIMESTAMP":"1795237597123456","MESSAGE":"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] …"}
///
/// data: {"__REALTIME_TIMESTAMP":"1795237598123456","MESSAGE":"…"}
///
/// ```
///
/// — into one JSON line an event, its `data:` field name (and the blank after it) taken off, which the `json` wrapper
/// (or a JSON preset) then reads. The blank lines that end the events, comments (`: keep-alive`) and the other fields
/// (`id:`, `event:`, `retry:`) are no lines of the log: they are dropped, so the report's `lines` count the events
/// (and line numbers in malformed-line samples count them too). An event's data over several `data:` lines is written
/// a line each (entries are one line each in every such stream). Other lines are written as they are.
///
/// Chosen from the input's first lines (``opensEventStream(_:)``), in the reading thread before the input is cut into
/// chunks: the report is the same for any number of workers.
package final class ServerSentEventLines {
    /// The longest line kept whole (an entry as long as the longest line of any log, and some).
    package static let maxLineBytes = 1 << 24 + 64

    package let inputLines = RewrittenLines(maxLineBytes: ServerSentEventLines.maxLineBytes)
    package var output = RewriteOutput()
    /// Always nil: the stream's lines are read as they are.
    package let wrappedLines: (any WrappedLineReader)? = nil

    /// A reader before the input's first byte.
    package init() {}

    private static let dataField = Array("data:".utf8)
    /// The other fields of an event, and a comment's colon: lines that are no part of the log.
    private static let otherFields = ["id:", "event:", "retry:", ":"].map { Array($0.utf8) }

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is an event stream of
    /// JSON entries: its first line a `data:` field holding an object, and every line among the first a field, a
    /// comment or blank.
    package static func opensEventStream(_ lines: [ArraySlice<UInt8>]) -> Bool {
        guard let first = lines.first, let data = dataValue(first), data.first == UInt8(ascii: "{") else {
            return false
        }
        return lines.allSatisfy { line in
            isBlank(line) || dataValue(line) != nil || otherFields.contains { line.starts(with: $0) }
        }
    }

    /// The value of a `data:` line (the one blank after the colon taken off), nil for another line.
    private static func dataValue(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard line.starts(with: dataField) else { return nil }
        let value = line.dropFirst(dataField.count)
        return value.first == ByteScanning.space ? value.dropFirst() : value
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == ByteScanning.carriageReturn || $0 == ByteScanning.space || $0 == ByteScanning.tab }
    }

    /// Reads a line: a `data:` line's value is written, the stream's other lines dropped, any other line written.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        if let value = Self.dataValue(line) { return output.writeLine(value) }
        if Self.isBlank(line) || Self.otherFields.contains(where: { line.starts(with: $0) }) { return }
        output.writeLine(line)
    }

    /// Nothing is kept open between lines.
    package func writeOpenRequests() {}
}
