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
