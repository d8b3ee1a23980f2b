/// A rewrite that changes an input's text but not its lines (``TerminalEscapeStripper``, ``UTF16Transcoder``): its
/// text goes on to the rewrite its first bytes, so changed, call for (``inner``: a coloured Rails log's joiner), or is
/// handed out as it is. Writing a feed's text and handing it on are the same for all.
package protocol TextFilterRewrite: DecodedTextRewrite {
    /// The rewrite the text goes on to; nil when the text is the output.
    var inner: (any DecodedTextRewrite)? { get }
    /// The text written and not yet handed out (when there is no ``inner``).
    var output: RewriteOutput { get set }
    /// The room one feed's text is written in, for ``inner``.
    var handedOn: [UInt8] { get set }
}

extension TextFilterRewrite {
    /// The buffer to append a feed's text to: the output's own (no copy) when there is no ``inner``.
    package func takeBuffer() -> [UInt8] {
        if inner == nil {
            defer { output.bytes = [] }
            return output.bytes
        }
        defer { handedOn = [] }
        return handedOn
    }

    /// Hands `text` (what ``takeBuffer()`` gave, appended to) on: to ``inner``, or out.
    package func handOn(_ text: inout [UInt8]) {
        guard let inner else {
            output.bytes = text
            return
        }
        text.withUnsafeBytes { inner.feed($0) }
        text.removeAll(keepingCapacity: true)
        handedOn = text
    }

    /// Whether the text goes on to another rewrite (whose lines are one entry each) or is handed out as it is.
    package var rewritesEntries: Bool { inner?.rewritesEntries ?? false }

    package var hasOutput: Bool { inner?.hasOutput ?? output.hasOutput }

    package func drain(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        if let inner { return inner.drain(into: destination, capacity: capacity) }
        return output.drain(into: destination, capacity: capacity)
    }
}
