import CorridorCore

/// Turns a Fastify log (pino JSON lines) into one line a request, as it is read: Fastify logs a request twice — an
/// `incoming request` entry with the request (`req`: method, url, remote address) when it arrives, a `request
/// completed` entry with the response (`res.statusCode`) and `responseTime` when it is answered, both with the
/// request's `reqId` — and other requests' entries come between when they overlap.
///
/// Each `incoming request` entry is kept under its `reqId` until the `request completed` entry with the same id, and
/// the pair is written as one JSON object, `{"incoming":…,"completed":…}` (the `fastify` preset's fields). A request
/// still open at the end of the input, or when more than ``maxOpenRequests`` are open, is written as
/// `{"incoming":…}` (read without status and duration); a completion whose request was not read as
/// `{"completed":…}` (malformed: it has no request). The application's other entries are not written: the "lines"
/// of such an input are its requests. What is kept is bounded: at most ``maxOpenRequests`` open requests, each line
/// cut at ``maxLineBytes`` (a cut entry is then no JSON, and malformed).
///
/// Inside a container runtime's or a shipper's lines (`docker+fastify`, `json+fastify`, …), ``wrappedLines`` reads
/// each line's entry out and the request is written in its `incoming request` entry's wrapper (``LineEnvelope``).
///
/// Chosen from the input's first bytes (``opensFastifyLog(_:)``), in the reading thread before the input is cut into
/// chunks: the report is the same for any number of workers.
package final class FastifyRequestJoiner {
    /// An `incoming request` entry whose `request completed` entry was not read yet.
    private struct OpenRequest {
        /// Its `reqId` value, as written (quoted when a string).
        var id: [UInt8]
        var entry: [UInt8]
        /// What a container runtime or a shipper wrote around the entry; nil when it was not wrapped.
        var envelope: LineEnvelope?
    }

    private var openRequests: [OpenRequest] = []
    package let inputLines = RewrittenLines(maxLineBytes: FastifyRequestJoiner.maxLineBytes)
    package var output = RewriteOutput()

    package let wrappedLines: (any WrappedLineReader)?

    /// A joiner before its first bytes, of an input whose lines are the application's, or wrapped ones that
    /// `wrappedLines` reads.
    package init(wrappedLines: (any WrappedLineReader)? = nil) {
        self.wrappedLines = wrappedLines
    }

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is a Fastify log: one
    /// of them is an `incoming request` entry with a `reqId`.
    package static func opensFastifyLog(_ lines: [ArraySlice<UInt8>]) -> Bool {
        lines.contains(where: isIncomingEntry)
    }

    /// How many of `lines` open a request (an `incoming request` entry with a `reqId`).
    package static func requestsOpened(in lines: [ArraySlice<UInt8>]) -> Int {
        lines.count(where: isIncomingEntry)
    }

    private static func isIncomingEntry(_ line: ArraySlice<UInt8>) -> Bool {
        line.first == 0x7B && line.firstRange(ofBytes: incoming) != nil && requestID(line) != nil
    }

    /// Writes every request still open, without its completion.
    package func writeOpenRequests() {
        for request in openRequests {
            output.writeLine(Self.incomingKey[...], request.entry[...], Self.close[...], in: request.envelope)
        }
        openRequests.removeAll()
    }

    private static let incoming = Array(#""msg":"incoming request""#.utf8)
    private static let completed = Array(#""msg":"request completed""#.utf8)
    private static let incomingKey = Array(#"{"incoming":"#.utf8)
    private static let completedKey = Array(#"{"completed":"#.utf8)
    private static let completedAfterIncoming = Array(#","completed":"#.utf8)
    private static let close = Array("}".utf8)

    /// Reads an entry: keeps a request, completes one, or passes over the application's other entries. `envelope`
    /// is what was around it in the input; the request is written in its `incoming request` entry's.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        guard line.first == 0x7B, let id = Self.requestID(line) else { return }
        if line.firstRange(ofBytes: Self.incoming) != nil {
            if openRequests.count >= Self.maxOpenRequests {
                let oldest = openRequests.removeFirst()
                output.writeLine(Self.incomingKey[...], oldest.entry[...], Self.close[...], in: oldest.envelope)
            }
            openRequests.append(OpenRequest(id: Array(id), entry: Array(line), envelope: envelope))
        } else if line.firstRange(ofBytes: Self.completed) != nil {
            guard let index = openRequests.firstIndex(where: { $0.id.elementsEqual(id) }) else {
                output.writeLine(Self.completedKey[...], line, Self.close[...], in: envelope)
                return
            }
            let request = openRequests.remove(at: index)
            output.writeLine(
                Self.incomingKey[...], request.entry[...], Self.completedAfterIncoming[...], line, Self.close[...],
                in: request.envelope)
        }
    }

    private static let requestIDKey = Array(#""reqId":"#.utf8)

    /// The value of an entry's `reqId` as written (a string with its quotes, or a number); nil when it has none.
    static func requestID(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let key = line.firstRange(ofBytes: requestIDKey) else { return nil }
        var start = key.upperBound
        while start < line.endIndex && line[start] == ByteScanning.space { start += 1 }
        guard start < line.endIndex else { return nil }
        var end = start
        if line[start] == ByteScanning.quote {
            end += 1
            while end < line.endIndex && line[end] != ByteScanning.quote {
                end += line[end] == 0x5C ? 2 : 1
            }
            guard end < line.endIndex else { return nil }
            end += 1
        } else {
            while end < line.endIndex && line[end] != 0x2C && line[end] != 0x7D && line[end] != ByteScanning.space {
                end += 1
            }
        }
        return end > start ? line[start..<end] : nil
    }
}
