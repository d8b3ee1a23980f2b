/// A rewrite that reads its input line by line and writes lines of its own (``RailsRequestJoiner``,
/// ``FastifyRequestJoiner``): it reads each line (``read(_:)``) and writes what is left at the end
/// (``writeOpenRequests()``); feeding and handing out are the same for all.
package protocol LineByLineRewrite: DecodedTextRewrite {
    /// Its input, cut into lines.
    var inputLines: RewrittenLines { get }
    /// What it has written.
    var output: RewriteOutput { get set }
    /// Reads one line of the input.
    func read(_ line: ArraySlice<UInt8>)
    /// Writes what is still open when the input ends.
    func writeOpenRequests()
}

extension LineByLineRewrite {
    /// The most requests kept open at once (a server's threads times its processes is far less).
    package static var maxOpenRequests: Int { 1024 }
    /// The longest line kept whole (a `Started` line or an entry with a long URL; what follows is dropped).
    package static var maxLineBytes: Int { 1 << 16 }

    package func feed(_ bytes: UnsafeRawBufferPointer) {
        inputLines.feed(bytes, readLine: read)
    }

    package func finish() {
        inputLines.finish(readLine: read)
        writeOpenRequests()
    }

    package var hasOutput: Bool { output.hasOutput }

    package func drain(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        output.drain(into: destination, capacity: capacity)
    }
}
