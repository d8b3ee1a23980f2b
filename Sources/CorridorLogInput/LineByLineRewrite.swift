import CorridorCore

/// A rewrite that reads its input line by line and writes lines of its own (``RailsRequestJoiner``,
/// ``FastifyRequestJoiner``, ``PhoenixRequestJoiner``): it reads each of the application's lines
/// (``read(_:envelope:)``, out of the input's wrapped lines when they are) and writes what is left at the end
/// (``writeOpenRequests()``); feeding and handing out are the same for all.
package protocol LineByLineRewrite: BufferedRewrite {
    /// Its input, cut into lines.
    var inputLines: RewrittenLines { get }
    /// The reader of the application's lines inside the input's, when they are wrapped (a container runtime's or a
    /// log shipper's lines); nil for an input of the application's lines.
    var wrappedLines: (any WrappedLineReader)? { get }
    /// Reads one of the application's lines, and what was around it in the input (nil when it was not wrapped).
    func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?)
    /// Writes what is still open when the input ends.
    func writeOpenRequests()
}

extension LineByLineRewrite {
    /// The most requests kept open at once (a server's threads times its processes is far less).
    package static var maxOpenRequests: Int { 1024 }
    /// The longest line kept whole (a `Started` line or an entry with a long URL; what follows is dropped).
    package static var maxLineBytes: Int { 1 << 16 }

    package func feed(_ bytes: UnsafeRawBufferPointer) {
        inputLines.feed(bytes, readLine: readInputLine)
    }

    package func finish() {
        inputLines.finish(readLine: readInputLine)
        if let last = wrappedLines?.finish() { read(last, inputLine: [][...]) }
        writeOpenRequests()
    }

    /// Reads a line of the input: the application's line inside it when it is wrapped.
    private func readInputLine(_ line: ArraySlice<UInt8>) {
        guard let reader = wrappedLines else { return read(line, envelope: nil) }
        read(reader.read(line), inputLine: line)
    }

    private func read(_ wrapped: WrappedLine, inputLine: ArraySlice<UInt8>) {
        switch wrapped {
        case .line(let content, let envelope): read(content[...], envelope: envelope)
        case .pending: break
        case .notWrapped: read(inputLine, envelope: nil)
        }
    }
}
