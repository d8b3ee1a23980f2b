/// One line written by ``LogGenerator``, with what it was made to be (for tests and benchmarks).
public struct GeneratedLine: Sendable, Equatable {
    /// What the line was made as.
    public enum Kind: Sendable, Equatable {
        /// A request. `route` is the index of the route the target was made for, or nil for scanner
        /// noise meant to match nothing. (The route that matches may be an earlier one that accepts the
        /// target too: first match wins; ``ReferenceMatcher`` gives the truth.)
        case request(method: String, target: String, route: Int?)
        /// A request that is not a URL: `-`, `CONNECT host:443`, TLS bytes.
        case invalidRequest
        /// A line that is not a log line (empty, truncated, no timestamp, bad status).
        case malformed
    }

    /// The line, without its line feed.
    public let text: String
    /// What it was made as.
    public let kind: Kind

    /// Creates a generated line.
    public init(text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }
}
