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
    /// A request's parts, for writing it in another log format (nil for a malformed line).
    public let fields: Fields?

    /// The parts of a request line: what every log format writes in its own way.
    public struct Fields: Sendable, Equatable {
        /// The client address.
        public let client: String
        /// The authenticated user, `-` for none.
        public let user: String
        /// When it was logged, seconds since the epoch (UTC).
        public let seconds: Int64
        /// The method (`-` for a request line that is not a URL request).
        public let method: String
        /// The request target as requested.
        public let target: String
        /// The status.
        public let status: Int
        /// Bytes sent.
        public let bytes: Int
        /// The referer, `-` for none.
        public let referer: String
        /// The user agent.
        public let agent: String
        /// The request time in milliseconds.
        public let millis: Int

        /// Creates the parts.
        public init(
            client: String, user: String, seconds: Int64, method: String, target: String, status: Int, bytes: Int,
            referer: String, agent: String, millis: Int
        ) {
            self.client = client
            self.user = user
            self.seconds = seconds
            self.method = method
            self.target = target
            self.status = status
            self.bytes = bytes
            self.referer = referer
            self.agent = agent
            self.millis = millis
        }
    }

    /// Creates a generated line.
    public init(text: String, kind: Kind, fields: Fields? = nil) {
        self.text = text
        self.kind = kind
        self.fields = fields
    }
}
