import CorridorCore

/// Turns a Rails application log (`log/production.log`, or the same lines on standard output) into one line a request,
/// as it is read: Rails writes a request over several lines — `Started GET "/users/42" for 192.0.2.7 at …` first,
/// `Completed 200 OK in 12ms (…)` last, the controller's, the views' and the queries' lines between — and several
/// requests' lines interleave when the server runs threads or processes side by side.
///
/// Each line is read after Ruby's `Logger::Formatter` prefix when it has one (`I, [2026-11-21T05:06:37.000000 #12345]
///  INFO -- : `) and its tags (`[request id] `, Rails' `config.log_tags`). A `Started` line opens a request under its
/// tags (the request id tells interleaved requests apart), else under its process id, else under none; the
/// `Completed` line with the same key closes it (under a process id or none, the earliest open: untagged requests of
/// one process's threads cannot be told apart), and the request is written as one line:
/// `Started GET "/users/42" for 192.0.2.7 at 2026-11-21 05:06:37 +0000 => Completed 200 OK in 12ms` (the `rails`
/// preset's layout). A request still open at the end of the input, or when more than ``maxOpenRequests`` are open,
/// is written without its completion (read without status and duration); a `Completed` line whose start was
/// not read (the log begins mid-request) is written as it is, which the preset counts as malformed. The other lines
/// are the application's own and are not written: the "lines" of such an input are its requests. What is kept is
/// bounded: at most ``maxOpenRequests`` open requests, each line cut at ``maxLineBytes``.
///
/// Inside a container runtime's or a shipper's lines (`cri+rails`, `docker+rails`, …), ``wrappedLines`` reads each
/// line's application line out and the request is written in its `Started` line's wrapper (``LineEnvelope``).
///
/// Chosen from the input's first bytes (``opensRailsLog(_:)``), in the reading thread before the input is cut into
/// chunks: the report is the same for any number of workers.
package final class RailsRequestJoiner {
    /// A request whose `Started` line was read and whose `Completed` line was not yet.
    private struct OpenRequest {
        /// Its tags, or its process id, or empty: what its `Completed` line must have.
        var key: [UInt8]
        /// The `Started` message, without the prefix and tags.
        var started: [UInt8]
        /// What a container runtime or a shipper wrote around the `Started` line; nil when it was not wrapped.
        var envelope: LineEnvelope?
    }

    private var openRequests: [OpenRequest] = []
    package let inputLines = RewrittenLines(maxLineBytes: RailsRequestJoiner.maxLineBytes)
    package var output = RewriteOutput()

    package let wrappedLines: (any WrappedLineReader)?

    /// A joiner before its first bytes, of an input whose lines are the application's, or wrapped ones that
    /// `wrappedLines` reads.
    package init(wrappedLines: (any WrappedLineReader)? = nil) {
        self.wrappedLines = wrappedLines
    }

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is a Rails log: one of
    /// them, after the logger's prefix and tags, is a `Started METHOD "/…" for ` line.
    package static func opensRailsLog(_ lines: [ArraySlice<UInt8>]) -> Bool {
        lines.contains(where: isStartedLine)
    }

    /// How many of `lines` open a request (a `Started` line, after the logger's prefix and tags).
    package static func requestsOpened(in lines: [ArraySlice<UInt8>]) -> Int {
        lines.count(where: isStartedLine)
    }

    private static func isStartedLine(_ line: ArraySlice<UInt8>) -> Bool {
        message(of: line).map { startedParts($0.text) != nil } ?? false
    }

    /// Writes every request still open, without its completion.
    package func writeOpenRequests() {
        for request in openRequests { output.writeLine(request.started[...], in: request.envelope) }
        openRequests.removeAll()
    }

    /// Reads a line: opens a request, closes one, or passes over the application's other lines. `envelope` is what
    /// was around it in the input; the request is written in its `Started` line's.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        guard let message = Self.message(of: line) else { return }
        if Self.startedParts(message.text) != nil {
            // A request's lines already joined on one (a shipper's multi-line aggregation: Datadog's, Fluent Bit's),
            // its completion after the `Started` message: written at once.
            if let (started, completion) = Self.completedOnSameLine(message.text) {
                return output.writeLine(started, Self.separator[...], completion, in: envelope)
            }
            if openRequests.count >= Self.maxOpenRequests {
                let oldest = openRequests.removeFirst()
                output.writeLine(oldest.started[...], in: oldest.envelope)
            }
            // A request id is used once: a second start under it (a log cut and joined) ends the first.
            if message.isTagged, let index = openRequests.firstIndex(where: { $0.key.elementsEqual(message.key) }) {
                let first = openRequests.remove(at: index)
                output.writeLine(first.started[...], in: first.envelope)
            }
            openRequests.append(
                OpenRequest(key: Array(message.key), started: Array(message.text), envelope: envelope))
        } else if let completion = Self.completion(message.text) {
            // The request open under the key: its tags name one; under a process id (threads) or none, the
            // earliest open.
            guard let index = openRequests.firstIndex(where: { $0.key.elementsEqual(message.key) }) else {
                output.writeLine(message.text, in: envelope)
                return
            }
            let request = openRequests.remove(at: index)
            output.writeLine(request.started[...], Self.separator[...], completion, in: request.envelope)
        }
    }

    /// What joins a request's `Started` message and its completion in the line written.
    static let separator = Array(" => ".utf8)

    /// The message of a line and the key of its request: after the `Logger::Formatter` prefix (whose process id is
    /// the key when there are no tags) and the tags (the key, `isTagged`). Nil for an empty message (a blank line).
    static func message(
        of line: ArraySlice<UInt8>
    ) -> (key: ArraySlice<UInt8>, isTagged: Bool, text: ArraySlice<UInt8>)? {
        var rest = line
        var processID = line[line.startIndex..<line.startIndex]
        if let (pid, after) = loggerPrefix(line) {
            processID = pid
            rest = after
        }
        // Tags: `[…] ` one after another.
        let tagsStart = rest.startIndex
        var tagsEnd = tagsStart
        while rest.first == 0x5B, let close = rest.firstIndex(of: 0x5D) {
            let after = rest.index(after: close)
            guard after < rest.endIndex, rest[after] == ByteScanning.space else { break }
            tagsEnd = close
            rest = rest[rest.index(after: after)...]
        }
        guard !rest.isEmpty else { return nil }
        let isTagged = tagsEnd > tagsStart
        return (isTagged ? line[tagsStart...tagsEnd] : processID, isTagged, rest)
    }

    /// Ruby's `Logger::Formatter` prefix, `X, [2026-11-21T05:06:37.000000 #12345]  INFO -- progname: `: the process
    /// id and what follows the prefix; nil for a line without one.
    private static func loggerPrefix(_ line: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        let start = line.startIndex
        guard line.count > 8, line[start + 1] == 0x2C, line[start + 2] == ByteScanning.space, line[start + 3] == 0x5B,
            "DIWEFA".utf8.contains(line[start]),
            let close = line[(start + 4)...].firstIndex(of: 0x5D),
            let hash = line[(start + 4)..<close].lastIndex(of: 0x23)
        else { return nil }
        let processID = line[line.index(after: hash)..<close]
        guard let dashes = line[close...].firstRange(ofBytes: Array(" -- ".utf8)),
            let colon = line[dashes.upperBound...].firstIndex(of: 0x3A)
        else { return nil }
        var rest = line[line.index(after: colon)...]
        if rest.first == ByteScanning.space { rest = rest.dropFirst() }
        return (processID, rest)
    }

    /// The method and target of a `Started GET "/users/42" for 192.0.2.7 at …` message; nil for another.
    static func startedParts(_ message: ArraySlice<UInt8>) -> (method: ArraySlice<UInt8>, target: ArraySlice<UInt8>)? {
        guard message.starts(with: started) else { return nil }
        let rest = message.dropFirst(started.count)
        guard let space = rest.firstIndex(of: ByteScanning.space), space > rest.startIndex,
            rest[rest.startIndex..<space].allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }),
            rest.index(after: space) < rest.endIndex, rest[rest.index(after: space)] == ByteScanning.quote,
            rest.firstRange(ofBytes: Array("\" for ".utf8)) != nil
        else { return nil }
        let targetStart = rest.index(space, offsetBy: 2)
        let targetEnd = rest[targetStart...].firstIndex(of: ByteScanning.quote) ?? rest.endIndex
        return (rest[rest.startIndex..<space], rest[targetStart..<targetEnd])
    }

    /// For a `Started` message with its request's other messages after it on the same line (`Started GET "/a" for
    /// 192.0.2.7 at 2026-11-21 05:06:37 +0000 Processing by … Completed 200 OK in 12ms (Views: …)`): the `Started`
    /// message up to its time, and the completion (``completion(_:)``); nil when the line holds no completion.
    static func completedOnSameLine(
        _ message: ArraySlice<UInt8>
    ) -> (started: ArraySlice<UInt8>, completion: ArraySlice<UInt8>)? {
        guard let found = message.firstRange(ofBytes: completedAfterBlank),
            let completion = completion(message[message.index(after: found.lowerBound)...])
        else { return nil }
        var started = message[message.startIndex..<found.lowerBound]
        // The time Rails writes (`2026-11-21 05:06:37 +0000`) ends the message; what follows it is another's.
        if let at = started.firstRange(ofBytes: quoteFor).flatMap({
            started[$0.upperBound...].firstRange(ofBytes: blankAt)
        }) {
            let timeEnd = started.index(at.upperBound, offsetBy: 25, limitedBy: started.endIndex) ?? started.endIndex
            started = started[started.startIndex..<timeEnd]
        }
        return (started, completion)
    }

    private static let completedAfterBlank = Array(" Completed ".utf8)
    private static let quoteFor = Array("\" for ".utf8)
    private static let blankAt = Array(" at ".utf8)
    private static let started = Array("Started ".utf8)
    private static let completed = Array("Completed ".utf8)

    /// A `Completed 200 OK in 12ms (Views: …)` message up to its duration (`Completed 200 OK in 12ms`); nil for
    /// another.
    static func completion(_ message: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard message.starts(with: completed) else { return nil }
        let status = message.dropFirst(completed.count).prefix(3)
        guard status.count == 3, status.allSatisfy(ByteScanning.isDigit) else { return nil }
        // Up to the unit after ` in `: `12ms`, `1234.5ms`.
        guard let inRange = message.firstRange(ofBytes: Array(" in ".utf8)) else { return message }
        var end = inRange.upperBound
        while end < message.endIndex && (ByteScanning.isDigit(message[end]) || message[end] == 0x2E) { end += 1 }
        if message[end...].starts(with: Array("ms".utf8)) { end += 2 }
        return message[message.startIndex..<end]
    }
}
