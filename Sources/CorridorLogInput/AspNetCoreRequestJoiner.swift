import CorridorCore

/// Turns the hosting log of an ASP.NET Core application before .NET 6 (.NET Core 2.x, 3.x, .NET 5) into one line a
/// request, as it is read: the host writes a request twice — `Request starting HTTP/1.1 GET http://host/path` when it
/// comes, `Request finished in 18.4307ms 200 text/html` when it is answered, without the method or the URL — with the
/// application's own lines between, and the lines of requests served side by side interleave.
///
/// The messages are found wherever a line holds them: on their own indented line (the simple console formatter's
/// default, the category on the line before), after the category (`info: Microsoft.AspNetCore.Hosting.Diagnostics[1] `,
/// `<6>…`), or after another logger's prefix (Serilog's, NLog's). A finished message closes the earliest open request
/// (the console writes no request id), and the request is written as one line in the layout .NET 6 writes,
/// `      Request finished HTTP/1.1 GET http://host/path - 200 - - 18.4307ms` (the `aspnetcore` preset's, without the
/// response's length and content type). A request still open at the end of the input, or when more than
/// ``maxOpenRequests`` are open, is written without its status and duration (`- - - - -`); a finished message whose
/// request was not read is not written. The application's other lines are not written: the "lines" of such an input
/// are its requests. What is kept is bounded: at most ``maxOpenRequests`` open requests, each line cut at
/// ``maxLineBytes``.
///
/// The console writes no time: the requests are counted untimed.
///
/// Inside a container runtime's or a shipper's lines (`cri+aspnetcore`, `docker+aspnetcore`, …), ``wrappedLines`` reads
/// each line's application line out and the request is written in its starting line's wrapper (``LineEnvelope``).
///
/// Chosen from the input's first bytes (``opensAspNetCoreLog(_:)``), in the reading thread before the input is cut
/// into chunks: the report is the same for any number of workers.
package final class AspNetCoreRequestJoiner {
    /// A request whose starting message was read and whose finished message was not yet.
    private struct OpenRequest {
        /// `HTTP/1.1 GET http://host/path`.
        var request: [UInt8]
        /// What a container runtime or a shipper wrote around the starting line; nil when it was not wrapped.
        var envelope: LineEnvelope?
    }

    private var openRequests: [OpenRequest] = []
    package let inputLines = RewrittenLines(maxLineBytes: AspNetCoreRequestJoiner.maxLineBytes)
    package var output = RewriteOutput()

    package let wrappedLines: (any WrappedLineReader)?

    /// A joiner before its first bytes, of an input whose lines are the application's, or wrapped ones that
    /// `wrappedLines` reads.
    package init(wrappedLines: (any WrappedLineReader)? = nil) {
        self.wrappedLines = wrappedLines
    }

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is such a log: one of
    /// them holds a starting message and one a finished message of the form before .NET 6 (`Request finished in`).
    package static func opensAspNetCoreLog(_ lines: [ArraySlice<UInt8>]) -> Bool {
        var sawStarting = false
        var sawFinished = false
        for line in lines {
            if request(in: line) != nil {
                sawStarting = true
            } else if completion(in: line) != nil {
                sawFinished = true
            }
            if sawStarting && sawFinished { return true }
        }
        return false
    }

    /// How many of `lines` open a request.
    package static func requestsOpened(in lines: [ArraySlice<UInt8>]) -> Int {
        lines.count { request(in: $0) != nil }
    }

    /// Writes every request still open, without its status and duration.
    package func writeOpenRequests() {
        for request in openRequests { write(request, completion: nil) }
        openRequests.removeAll()
    }

    /// Reads a line: opens a request, closes one, or passes over the application's other lines. `envelope` is what
    /// was around it in the input; the request is written in its starting line's.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        if let request = Self.request(in: line) {
            if openRequests.count >= Self.maxOpenRequests { write(openRequests.removeFirst(), completion: nil) }
            openRequests.append(OpenRequest(request: Array(request), envelope: envelope))
        } else if let completion = Self.completion(in: line), !openRequests.isEmpty {
            write(openRequests.removeFirst(), completion: completion)
        }
    }

    /// Writes `request` in .NET 6's layout, with the status and duration of `completion` (or `-` for both).
    private func write(
        _ request: OpenRequest, completion: (status: ArraySlice<UInt8>, duration: ArraySlice<UInt8>)?
    ) {
        if let completion {
            output.writeLine(
                Self.finishedPrefix[...], request.request[...], Self.beforeStatus[...], completion.status,
                Self.afterStatus[...], completion.duration, in: request.envelope)
        } else {
            output.writeLine(Self.finishedPrefix[...], request.request[...], Self.unanswered[...], in: request.envelope)
        }
    }

    /// What a line written starts with: .NET 6's finished message on its own indented line.
    static let finishedPrefix = Array("      Request finished ".utf8)
    /// Between the request and the status: the request's content type and length not logged, `-`.
    static let beforeStatus = Array(" - ".utf8)
    /// Between the status and the duration: the response's length and content type, not kept.
    static let afterStatus = Array(" - - ".utf8)
    /// What ends a request written without its finished message.
    static let unanswered = Array(" - - - - -".utf8)

    /// The request of a starting message in `line` (`Request starting HTTP/1.1 GET http://host/path …`): its protocol,
    /// method and URL, the words after `Request starting `; nil for a line without one.
    static func request(in line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let start = index(of: starting, in: line) else { return nil }
        var end = start
        var words = 0
        while words < 3 {
            while end < line.endIndex && line[end] == ByteScanning.space { end += 1 }
            let wordStart = end
            while end < line.endIndex && line[end] != ByteScanning.space { end += 1 }
            guard end > wordStart else { return nil }
            // The protocol (`HTTP/1.1`, `HTTP/2`), an uppercase method, a URL.
            if words == 0 && !line[wordStart...].starts(with: httpSlash) { return nil }
            if words == 1 && !line[wordStart..<end].allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) { return nil }
            words += 1
        }
        return line[start..<end]
    }

    /// The status and duration of a finished message in `line` (`Request finished in 18.4307ms 200 text/html`): the
    /// three-digit status and the duration with its unit; nil for a line without one.
    static func completion(
        in line: ArraySlice<UInt8>
    ) -> (status: ArraySlice<UInt8>, duration: ArraySlice<UInt8>)? {
        guard let start = index(of: finishedIn, in: line) else { return nil }
        var end = start
        while end < line.endIndex && line[end] != ByteScanning.space { end += 1 }
        let duration = line[start..<end]
        guard duration.count > 2, duration.last == UInt8(ascii: "s"), let first = duration.first,
            ByteScanning.isDigit(first), end + 4 <= line.endIndex
        else { return nil }
        let status = line[(end + 1)..<(end + 4)]
        guard line[end] == ByteScanning.space, status.allSatisfy(ByteScanning.isDigit),
            end + 4 == line.endIndex || line[end + 4] == ByteScanning.space || line[end + 4] == 0x0D
        else { return nil }
        return (status, duration)
    }

    /// Where the text after the first `needle` in `line` starts; nil when `line` does not hold it.
    private static func index(of needle: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
        line.firstRange(ofBytes: needle)?.upperBound
    }

    private static let starting = Array("Request starting ".utf8)
    private static let finishedIn = Array("Request finished in ".utf8)
    private static let httpSlash = Array("HTTP/".utf8)
}
