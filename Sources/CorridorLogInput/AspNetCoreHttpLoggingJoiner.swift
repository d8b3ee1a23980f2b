import CorridorCore

/// Turns the log of ASP.NET Core's HTTP logging middleware (`app.UseHttpLogging()`, .NET 6 and later) into one line a
/// request, as it is read. The middleware writes a request in entries of several lines — a `Request:` entry
/// (`Protocol: HTTP/1.1`, `Method: GET`, `Scheme: https`, `PathBase:`, `Path: /orders/7`, `QueryString: ?page=2`, the
/// headers), a `Response:` entry (`StatusCode: 200`, the headers), with `Duration` since .NET 8 (its own entry,
/// `Duration: 12.3ms`, or a field of the one `Request and Response:` entry `CombineLogs` writes) — with the
/// application's own lines between.
///
/// Read as the simple console formatter writes the entries (the category on its own line, the message's lines indented
/// below; or all on one line with `SingleLine`, as the systemd formatter writes them too). A response closes the
/// earliest open request
/// (the console writes no request id); a `Duration` entry right after it gives that request its duration. The request
/// is written in the layout of the hosting log's finished message, `      Request finished HTTP/1.1 GET
/// /orders/7?page=2 - 200 - - 12.3ms` (the `aspnetcore` preset's; `-` for what was not logged). A request still open
/// at the end of the input, or when more than ``maxOpenRequests`` are open, is written without its status
/// (`- - - - -`); a response whose request was not read is not written. The application's other lines are not written:
/// the "lines" of such an input are its requests. What is kept is bounded: at most ``maxOpenRequests`` open requests,
/// each line cut at ``maxLineBytes``, each field at ``maxFieldBytes``.
///
/// The console writes no time: the requests are counted untimed, unless a container runtime's or a shipper's lines
/// hold them (`cri+aspnetcore`, `docker+aspnetcore`, …): ``wrappedLines`` reads each line's application line out and the
/// request is written in the envelope of its `Request:` line.
///
/// Chosen from the input's first bytes (``opensHttpLoggingLog(_:)``), in the reading thread before the input is cut
/// into chunks: the report is the same for any number of workers.
package final class AspNetCoreHttpLoggingJoiner {
    /// The fields of an entry that are read.
    struct Fields {
        var protocolName: [UInt8] = []
        var method: [UInt8] = []
        var pathBase: [UInt8] = []
        var path: [UInt8] = []
        var query: [UInt8] = []
        var status: [UInt8] = []
        var duration: [UInt8] = []
        var hasPath = false
    }

    /// The kind of entry being read.
    enum Entry: Equatable {
        case request, response, combined
    }

    /// A request whose `Request:` entry was read and whose response was not yet.
    private struct OpenRequest {
        var fields: Fields
        var envelope: LineEnvelope?
    }

    private var openRequests: [OpenRequest] = []
    /// The entry being read, its fields so far, the envelope of its first line.
    private var entry: Entry?
    private var fields = Fields()
    private var entryEnvelope: LineEnvelope?
    /// A request its response closed, kept until the next entry tells whether it is its `Duration`.
    private var answered: OpenRequest?
    /// How many requests' entries were read (for ``requestsOpened(in:)``).
    private(set) var requestEntries = 0

    package let inputLines = RewrittenLines(maxLineBytes: AspNetCoreHttpLoggingJoiner.maxLineBytes)
    package var output = RewriteOutput()
    package let wrappedLines: (any WrappedLineReader)?

    /// The longest field value kept (a path, a query); what follows is dropped.
    static let maxFieldBytes = 8 << 10

    /// A joiner before its first bytes, of an input whose lines are the application's, or wrapped ones that
    /// `wrappedLines` reads.
    package init(wrappedLines: (any WrappedLineReader)? = nil) {
        self.wrappedLines = wrappedLines
    }

    /// Whether an input whose first whole lines are `lines` is such a log: they hold a request's entry with its method
    /// and path.
    package static func opensHttpLoggingLog(_ lines: [ArraySlice<UInt8>]) -> Bool {
        let joiner = AspNetCoreHttpLoggingJoiner()
        for line in lines { joiner.read(line, envelope: nil) }
        joiner.endEntry()
        return joiner.requestEntries > 0
    }

    /// How many of `lines` open a request's entry (`Request:`, `Request and Response:`).
    package static func requestsOpened(in lines: [ArraySlice<UInt8>]) -> Int {
        lines.count { line in
            guard let message = message(of: line).0,
                let title = entryTitle(message)
            else { return false }
            return title.entry != .response
        }
    }

    /// Writes what is still open: the request a response answered, then every request still open, without its status.
    package func writeOpenRequests() {
        endEntry()
        writeAnswered()
        for request in openRequests { write(request.fields, envelope: request.envelope, answered: false) }
        openRequests.removeAll()
    }

    /// Reads a line: starts an entry, adds a field to the one being read, or passes over the application's other lines.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        // A shipper's message may keep the line's final line feed.
        var line = line
        while let last = line.last, last == ByteScanning.newline || last == ByteScanning.carriageReturn {
            line = line.dropLast()
        }
        let (message, opensEntry) = Self.message(of: line)
        if !opensEntry, entry != nil, let (name, value) = Self.field(in: message) {
            add(name, value)
            return
        }
        endEntry()
        guard let message else { return }
        if let valueStart = Self.durationStart(in: message) {
            // .NET 8's `Duration: 12.3ms`, after the response of the request it times.
            guard var request = answered else { return }
            answered = nil
            request.fields.duration = Array(Self.word(in: message[valueStart...]))
            write(request.fields, envelope: request.envelope, answered: true)
            return
        }
        writeAnswered()
        if let title = Self.entryTitle(message) {
            entry = title.entry
            fields = Fields()
            entryEnvelope = envelope
            // `SingleLine` and the systemd formatter: the fields on the same line.
            readInlineFields(message[title.end...])
        }
    }

    /// Adds a field of the entry being read.
    private func add(_ name: ArraySlice<UInt8>, _ value: ArraySlice<UInt8>) {
        let value = value.prefix(Self.maxFieldBytes)
        switch Array(name) {
        case Self.protocolName: fields.protocolName = Array(value)
        case Self.method: fields.method = Array(value)
        case Self.pathBase: fields.pathBase = Array(value)
        case Self.path:
            fields.path = Array(value)
            fields.hasPath = true
        case Self.queryString: fields.query = Array(value)
        case Self.statusCode: fields.status = Array(value)
        case Self.duration: fields.duration = Array(value)
        default: break
        }
    }

    /// The fields written on the entry's first line after its title (`Request: Protocol: HTTP/1.1 Method: GET …`),
    /// each value one word (the headers, whose values may hold blanks, are not read there).
    private func readInlineFields(_ text: ArraySlice<UInt8>) {
        for name in Self.inlineNames {
            guard let range = Self.inlineField(name, in: text) else { continue }
            add(name[...], Self.word(in: text[range.upperBound...]))
        }
    }

    /// Ends the entry being read: a request's opens a request, a response's closes the earliest one, a combined entry
    /// is written.
    fileprivate func endEntry() {
        guard let kind = entry else { return }
        entry = nil
        switch kind {
        case .request:
            guard !fields.method.isEmpty, fields.hasPath else { return }
            requestEntries += 1
            if openRequests.count >= Self.maxOpenRequests {
                let oldest = openRequests.removeFirst()
                write(oldest.fields, envelope: oldest.envelope, answered: false)
            }
            openRequests.append(OpenRequest(fields: fields, envelope: entryEnvelope))
        case .response:
            writeAnswered()
            guard !openRequests.isEmpty, !fields.status.isEmpty else { return }
            var request = openRequests.removeFirst()
            request.fields.status = fields.status
            request.fields.duration = fields.duration
            if request.fields.duration.isEmpty {
                answered = request
            } else {
                write(request.fields, envelope: request.envelope, answered: true)
            }
        case .combined:
            guard !fields.method.isEmpty, fields.hasPath else { return }
            requestEntries += 1
            write(fields, envelope: entryEnvelope, answered: !fields.status.isEmpty)
        }
    }

    /// Writes the request a response answered and no `Duration` followed.
    private func writeAnswered() {
        guard let request = answered else { return }
        answered = nil
        write(request.fields, envelope: request.envelope, answered: true)
    }

    /// Writes a request in the hosting log's finished layout.
    private func write(_ fields: Fields, envelope: LineEnvelope?, answered: Bool) {
        let protocolName = fields.protocolName.isEmpty ? Self.dash : fields.protocolName
        var line = Self.finishedPrefix + protocolName + [ByteScanning.space] + fields.method + [ByteScanning.space]
        if fields.pathBase.isEmpty && fields.path.isEmpty { line.append(ByteScanning.slash) }
        // A path is logged decoded: a blank in it written as `%20`, so that the line keeps its words.
        for part in [fields.pathBase, fields.path, fields.query] {
            for byte in part {
                if byte == ByteScanning.space { line += Self.encodedSpace } else { line.append(byte) }
            }
        }
        if answered {
            line += Self.beforeStatus + fields.status + Self.afterStatus
            if fields.duration.isEmpty {
                line += Self.dash
            } else {
                line += fields.duration
                if fields.duration.last != UInt8(ascii: "s") { line += Self.milliseconds }
            }
        } else {
            line += Self.unanswered
        }
        output.writeLine(line[...], in: envelope)
    }

    /// The message of a line and whether it opens an entry: after the simple console's category line (`info:
    /// Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware[1]`, the message after it with `SingleLine`, none
    /// without) or the systemd formatter's (`<6>Category[1] message`), or the line without its indentation (a
    /// message's next line); nil for a category line alone.
    static func message(of line: ArraySlice<UInt8>) -> (ArraySlice<UInt8>?, opensEntry: Bool) {
        var start = line.startIndex
        while start < line.endIndex && line[start] == ByteScanning.space { start += 1 }
        if start > line.startIndex { return (line[start...], false) }
        guard let categoryEnd = categoryEnd(in: line) else { return (line, false) }
        var messageStart = categoryEnd
        while messageStart < line.endIndex && line[messageStart] == ByteScanning.space { messageStart += 1 }
        return (messageStart < line.endIndex ? line[messageStart...] : nil, true)
    }

    /// Where a console formatter's category ends (after its `[event id]`): `info: Category[1]` (the simple formatter's
    /// levels) or `<6>Category[1]` (the systemd formatter's); nil for a line of another shape.
    private static func categoryEnd(in line: ArraySlice<UInt8>) -> Int? {
        var index = line.startIndex
        if line.first == UInt8(ascii: "<") {
            index += 1
            while index < line.endIndex && ByteScanning.isDigit(line[index]) { index += 1 }
            guard index > line.startIndex + 1, index < line.endIndex, line[index] == UInt8(ascii: ">") else {
                return nil
            }
            index += 1
        } else {
            guard levels.contains(where: { line.starts(with: $0) }) else { return nil }
            index += levels[0].count
        }
        // The category: no blank, then `[digits]`.
        while index < line.endIndex && line[index] != ByteScanning.space && line[index] != UInt8(ascii: "[") {
            index += 1
        }
        guard index < line.endIndex, line[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        let digits = index
        while index < line.endIndex && ByteScanning.isDigit(line[index]) { index += 1 }
        guard index > digits, index < line.endIndex, line[index] == UInt8(ascii: "]") else { return nil }
        return index + 1
    }

    /// The entry a message opens and where its title ends: `Request:`, `Response:`, `Request and Response:`.
    static func entryTitle(_ message: ArraySlice<UInt8>) -> (entry: Entry, end: Int)? {
        for (title, entry) in titles where message.starts(with: title) {
            let end = message.startIndex + title.count
            guard end == message.endIndex || message[end] == ByteScanning.space else { continue }
            return (entry, end)
        }
        return nil
    }

    /// Where the value of a `Duration: 12.3ms` message starts; nil for another message.
    static func durationStart(in message: ArraySlice<UInt8>) -> Int? {
        message.starts(with: durationTitle) ? message.startIndex + durationTitle.count : nil
    }

    /// A message line's field, `Name: value` (a header's name: a letter, then letters, digits, `-`; the value up to
    /// the end), or `Name:` with no value; nil for other text.
    static func field(in message: ArraySlice<UInt8>?) -> (ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        guard let message, let first = message.first, ByteScanning.isAlpha(first) else { return nil }
        var index = message.startIndex
        while index < message.endIndex, isNameByte(message[index]) { index += 1 }
        guard index > message.startIndex, index < message.endIndex, message[index] == ByteScanning.colon else {
            return nil
        }
        let name = message[message.startIndex..<index]
        index += 1
        guard index == message.endIndex || message[index] == ByteScanning.space else { return nil }
        var end = message.endIndex
        while end > index && message[end - 1] == ByteScanning.space { end -= 1 }
        return (name, message[min(index + 1, end)..<end])
    }

    /// Where `name: ` is in `text`, first in it or after a blank; nil when it is not.
    private static func inlineField(_ name: [UInt8], in text: ArraySlice<UInt8>) -> Range<Int>? {
        let needle = name + [ByteScanning.colon, ByteScanning.space]
        var from = text.startIndex
        while let range = text[from...].firstRange(ofBytes: needle) {
            if range.lowerBound == text.startIndex || text[range.lowerBound - 1] == ByteScanning.space { return range }
            from = range.lowerBound + 1
        }
        return nil
    }

    /// The first word of `text` (up to a blank); empty when it starts with one.
    private static func word(in text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let end = text.firstIndex(of: ByteScanning.space) ?? text.endIndex
        return text[text.startIndex..<end].prefix(maxFieldBytes)
    }

    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == ByteScanning.dash
    }

    private static let levels = ["info: ", "warn: ", "fail: ", "dbug: ", "trce: ", "crit: "].map { Array($0.utf8) }
    private static let titles: [([UInt8], Entry)] = [
        (Array("Request and Response:".utf8), .combined), (Array("Request:".utf8), .request),
        (Array("Response:".utf8), .response),
    ]
    private static let durationTitle = Array("Duration: ".utf8)
    private static let protocolName = Array("Protocol".utf8)
    private static let method = Array("Method".utf8)
    private static let pathBase = Array("PathBase".utf8)
    private static let path = Array("Path".utf8)
    private static let queryString = Array("QueryString".utf8)
    private static let statusCode = Array("StatusCode".utf8)
    private static let duration = Array("Duration".utf8)
    /// The fields read on an entry's first line.
    private static let inlineNames = [protocolName, method, pathBase, path, queryString, statusCode, duration]
    private static let finishedPrefix = Array("      Request finished ".utf8)
    private static let beforeStatus = Array(" - ".utf8)
    private static let afterStatus = Array(" - - ".utf8)
    private static let unanswered = Array(" - - - - -".utf8)
    private static let dash = Array("-".utf8)
    private static let milliseconds = Array("ms".utf8)
    private static let encodedSpace = Array("%20".utf8)
}
