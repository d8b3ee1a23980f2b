import CorridorCore

/// Turns a Phoenix application's log (Elixir's Logger console, as `mix phx.new` configures it) into one line a
/// request, as it is read: `Phoenix.Logger` writes a request twice — `GET /users/42` when it comes, `Sent 200 in 12ms`
/// (or `Chunked 200 in …`) when it is answered — with the application's own lines between, and the lines of requests
/// served side by side interleave.
///
/// Each line is read after the console format's `$time $metadata[$level] ` (`05:06:37.123 request_id=F1ssWNn6…
/// [info] `; the development format's `[info] ` alone). A request line opens a request under its `request_id`
/// (empty without one); the completion with the same id closes it (without ids, the earliest open), and the request
/// is written as one line: `GET /users/42 => Sent 200 in 12ms` (the `phoenix` preset's layout). A request still open
/// at the end of the input, or when more than ``maxOpenRequests`` are open, is written without its completion,
/// `GET /users/42 =>` (read without status and duration); a completion whose request was not read is written as it is, which the preset counts
/// as malformed. The application's other lines are not written: the "lines" of such an input are its requests. What
/// is kept is bounded: at most ``maxOpenRequests`` open requests, each line cut at ``maxLineBytes``.
///
/// The console format writes the time of day without the date: the requests are counted untimed.
///
/// Inside a container runtime's or a shipper's lines (`cri+phoenix`, `docker+phoenix`, …), ``wrappedLines`` reads each
/// line's application line out and the request is written in its request line's wrapper (``LineEnvelope``).
///
/// Chosen from the input's first bytes (``opensPhoenixLog(_:)``), in the reading thread before the input is cut into
/// chunks: the report is the same for any number of workers.
package final class PhoenixRequestJoiner {
    /// A request whose request line was read and whose completion was not yet.
    private struct OpenRequest {
        /// Its `request_id`, or empty.
        var id: [UInt8]
        /// `METHOD /path`.
        var request: [UInt8]
        /// What a container runtime or a shipper wrote around the request line; nil when it was not wrapped.
        var envelope: LineEnvelope?
    }

    private var openRequests: [OpenRequest] = []
    package let inputLines = RewrittenLines(maxLineBytes: PhoenixRequestJoiner.maxLineBytes)
    package var output = RewriteOutput()

    package let wrappedLines: (any WrappedLineReader)?

    /// A joiner before its first bytes, of an input whose lines are the application's, or wrapped ones that
    /// `wrappedLines` reads.
    package init(wrappedLines: (any WrappedLineReader)? = nil) {
        self.wrappedLines = wrappedLines
    }

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is a Phoenix log: one
    /// of them is a completion (`[info] Sent 200 in 12ms`) and one a request line (`[info] GET /users/42`).
    package static func opensPhoenixLog(_ lines: [ArraySlice<UInt8>]) -> Bool {
        var sawRequest = false
        var sawCompletion = false
        for line in lines {
            guard let message = message(of: line) else { continue }
            if isRequestLine(message.text) {
                sawRequest = true
            } else if isCompletion(message.text) {
                sawCompletion = true
            }
            if sawRequest && sawCompletion { return true }
        }
        return false
    }

    /// How many of `lines` open a request.
    package static func requestsOpened(in lines: [ArraySlice<UInt8>]) -> Int {
        lines.count { line in message(of: line).map { isRequestLine($0.text) } ?? false }
    }

    /// Writes every request still open, without its completion.
    package func writeOpenRequests() {
        for request in openRequests {
            output.writeLine(request.request[...], Self.unanswered[...], in: request.envelope)
        }
        openRequests.removeAll()
    }

    /// Reads a line: opens a request, closes one, or passes over the application's other lines. `envelope` is what
    /// was around it in the input; the request is written in its request line's.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        guard let message = Self.message(of: line) else { return }
        if Self.isRequestLine(message.text) {
            if openRequests.count >= Self.maxOpenRequests {
                let oldest = openRequests.removeFirst()
                output.writeLine(oldest.request[...], Self.unanswered[...], in: oldest.envelope)
            }
            // A request id is used once: a second request under it (a log cut and joined) ends the first.
            if !message.id.isEmpty, let index = openRequests.firstIndex(where: { $0.id.elementsEqual(message.id) }) {
                let first = openRequests.remove(at: index)
                output.writeLine(first.request[...], Self.unanswered[...], in: first.envelope)
            }
            openRequests.append(OpenRequest(id: Array(message.id), request: Array(message.text), envelope: envelope))
        } else if Self.isCompletion(message.text) {
            guard let index = openRequests.firstIndex(where: { $0.id.elementsEqual(message.id) }) else {
                output.writeLine(message.text, in: envelope)
                return
            }
            let request = openRequests.remove(at: index)
            output.writeLine(request.request[...], Self.separator[...], message.text, in: request.envelope)
        }
    }

    /// What joins a request line and its completion in the line written.
    static let separator = Array(" => ".utf8)
    /// What ends a request written without its completion (`GET /users/42 =>`): a line no other log writes.
    static let unanswered = Array(" =>".utf8)

    /// The message of a line after `$time $metadata[$level] ` and its `request_id` (empty without one); nil for a line
    /// without a `[level] ` (not the Logger console's).
    static func message(of line: ArraySlice<UInt8>) -> (id: ArraySlice<UInt8>, text: ArraySlice<UInt8>)? {
        var rest = line
        // `05:06:37.123 ` (`$time`), maybe after `2026-11-21 ` (`$date`).
        if rest.count > 11, ByteScanning.isDigit(rest[rest.startIndex]), rest[rest.startIndex + 4] == 0x2D,
            rest[rest.startIndex + 10] == ByteScanning.space
        {
            rest = rest.dropFirst(11)
        }
        if rest.count > 13, ByteScanning.isDigit(rest[rest.startIndex]),
            rest[rest.startIndex + 2] == ByteScanning.colon,
            rest[rest.startIndex + 5] == ByteScanning.colon, rest[rest.startIndex + 12] == ByteScanning.space
        {
            rest = rest.dropFirst(13)
        }
        // `key=value ` metadata, then `[level] `.
        var id = line[line.startIndex..<line.startIndex]
        while let first = rest.first, first != 0x5B {
            guard let space = rest.firstIndex(of: ByteScanning.space), let equals = rest.firstIndex(of: 0x3D),
                equals < space
            else { return nil }
            if rest[rest.startIndex..<equals].elementsEqual(requestIDKey) {
                id = rest[rest.index(after: equals)..<space]
            }
            rest = rest[rest.index(after: space)...]
        }
        guard rest.first == 0x5B, let close = rest.firstIndex(of: 0x5D), close - rest.startIndex <= 10 else {
            return nil
        }
        let level = rest[rest.index(after: rest.startIndex)..<close]
        let after = rest.index(after: close)
        guard !level.isEmpty, level.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }), after < rest.endIndex,
            rest[after] == ByteScanning.space
        else { return nil }
        let text = rest[rest.index(after: after)...]
        return text.isEmpty ? nil : (id, text)
    }

    private static let requestIDKey = Array("request_id".utf8)

    /// Whether `message` is Phoenix.Logger's request line: `METHOD /path` (an uppercase method, a path without
    /// blanks).
    static func isRequestLine(_ message: ArraySlice<UInt8>) -> Bool {
        guard let space = message.firstIndex(of: ByteScanning.space), space > message.startIndex,
            message[message.startIndex..<space].allSatisfy({ $0 >= 0x41 && $0 <= 0x5A })
        else { return false }
        let path = message[message.index(after: space)...]
        return path.first == 0x2F && !path.contains(ByteScanning.space)
    }

    /// Whether `message` is Phoenix.Logger's completion: `Sent 200 in 12ms` or `Chunked 200 in 845µs`.
    static func isCompletion(_ message: ArraySlice<UInt8>) -> Bool {
        let rest: ArraySlice<UInt8>
        if message.starts(with: sent) {
            rest = message.dropFirst(sent.count)
        } else if message.starts(with: chunked) {
            rest = message.dropFirst(chunked.count)
        } else {
            return false
        }
        return rest.count > 7 && rest.prefix(3).allSatisfy(ByteScanning.isDigit)
            && rest.dropFirst(3).starts(with: Array(" in ".utf8))
    }

    private static let sent = Array("Sent ".utf8)
    private static let chunked = Array("Chunked ".utf8)
}
