import Foundation

/// The lines of standard input, read in blocks with a bound on a line's length: a line longer than
/// ``limit`` is reported on standard error (with its number) and skipped, so that 300 MB without a
/// line feed cost a block of memory, not the whole input.
struct StandardInputLines {
    /// The longest line kept.
    static let limit = 1 << 20

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private var lineNumber = 0
    private var skipping = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    private func warnSkipped() {
        StandardError.write("corridor: warning: standard input, line \(lineNumber): longer than \(Self.limit >> 20) MiB, skipped")
    }

    /// The next line without its line feed (and a CR before it), or `nil` at the end of the input.
    ///
    /// - Throws: ``CommandFailure`` when standard input cannot be read.
    mutating func next() throws(CommandFailure) -> String? {
        if descriptor == STDIN_FILENO && StandardStreams.inputWasClosed { throw StandardStreams.closedInputFailure }
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                var end = newline
                let lineStart = start
                start = newline + 1
                if skipping {
                    skipping = false
                    continue
                }
                if end - lineStart > Self.limit {
                    warnSkipped()
                    continue
                }
                if end > lineStart && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return String(decoding: buffer[lineStart..<end], as: UTF8.self)
            }
            if ended {
                guard start < buffer.count, !skipping else { return nil }
                lineNumber += 1
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            if buffer.count - start > Self.limit {
                if !skipping {
                    lineNumber += 1
                    warnSkipped()
                    lineNumber -= 1
                }
                skipping = true
                start = buffer.count
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            var block = [UInt8](repeating: 0, count: 1 << 16)
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileBytes.failure(path: "-", errno: errno)
            }
            if count == 0 { ended = true } else { buffer.append(contentsOf: block[0..<count]) }
        }
    }
}
