/// Reads the application's lines out of an input's wrapped lines (a container runtime's, a log shipper's), for a
/// rewrite that reads the application's lines and writes lines of its own in their place: the request joiners under
/// `cri+rails`, `docker+fastify`, …. Parts of a line a runtime split (CRI's `P` lines, Docker's entries without a
/// final `\n`) are joined. Made by the log formats' layer, used by the input layer, which knows no wrapper.
package protocol WrappedLineReader: AnyObject {
    /// Reads the input's next line (without its line feed).
    func read(_ line: ArraySlice<UInt8>) -> WrappedLine
    /// The line whose parts were read last, when the input ends before the part that completes it; nil when none.
    func finish() -> WrappedLine?
}

/// What one of an input's lines gave a ``WrappedLineReader``.
package enum WrappedLine: Equatable {
    /// The application's line, and what was around it (for a part-split line: around its first part).
    case line([UInt8], LineEnvelope)
    /// A part of a line that a later part completes: nothing to read yet.
    case pending
    /// Not a wrapped line: read as it is.
    case notWrapped
}

/// Picks the ``WrappedLineReader`` for an input from its first whole lines (each without its line feed): one whose
/// lines are wrapped, and whose application's lines inside are a joiner's log — `requestsOpened` counts the lines that
/// open a request in it (none: not its log); nil when there is none, or when the lines inside are mostly another
/// format's requests (an nginx's and a Rails app's lines in one `docker compose logs`: the nginx lines are read).
package typealias WrappedLineDetection =
    @Sendable (_ firstLines: [ArraySlice<UInt8>], _ requestsOpened: ([ArraySlice<UInt8>]) -> Int) -> (
        any WrappedLineReader
    )?

/// Tells whether an input whose first whole lines (each without its line feed) are `firstLines`, read as they are, is
/// a joiner's log: some open a request (`requestsOpened` counts them), and no log format reads as many of the others
/// — else the joiner's lines are among another format's (an access log holding one `Started GET` line), which are
/// read as that format and not dropped as the application's.
package typealias JoinerLogDetection =
    @Sendable (_ firstLines: [ArraySlice<UInt8>], _ requestsOpened: ([ArraySlice<UInt8>]) -> Int) -> Bool
