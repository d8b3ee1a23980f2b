import CorridorCore
/// One request read from a log line. The buffers point into the line or into the parser's scratch space and are valid
/// until the next ``LogLineParser/parse(_:)`` call on the same parser (and while the line's bytes live).
package struct LogRequest {
    /// The request method as logged; nil when the format has none.
    package var method: UnsafeBufferPointer<UInt8>?
    /// The request target, with the log's escapes (`\xHH`, `\"`, `\\`, JSON `\uXXXX` …) decoded; percent-escapes are
    /// left as they are. Starts with `/` (origin form) or `scheme://` (absolute form); a WebSocket target
    /// (`wss://host/chat`) is handed out in its origin form (``RequestLine/webSocketOriginForm(_:)``).
    package var target: UnsafeBufferPointer<UInt8>
    /// The response status; 0 when the format or the line has none.
    package var status: Int
    /// The request time in microseconds; nil when the format or the line has none.
    package var requestTimeMicros: Int64?
    /// When the request was logged, in seconds since 1970-01-01T00:00:00Z; nil when the format has no time or the
    /// line's time can't be read (see ``LogTimestamp``).
    package var seconds: Int64?
    /// The user agent, escapes decoded — but left URL-encoded when the parser says so
    /// (``LogLineParser/agentIsURLEncoded``; ``URLDecoding`` decodes it); nil when the parser was not asked for it or
    /// the line has none.
    package var agent: UnsafeBufferPointer<UInt8>?
    /// The client address as logged; nil when the parser was not asked for it or the line has none.
    package var client: UnsafeBufferPointer<UInt8>?

    /// A request from its parts.
    package init(
        method: UnsafeBufferPointer<UInt8>?, target: UnsafeBufferPointer<UInt8>, status: Int, requestTimeMicros: Int64?,
        seconds: Int64? = nil, agent: UnsafeBufferPointer<UInt8>? = nil, client: UnsafeBufferPointer<UInt8>? = nil
    ) {
        self.method = method
        self.target = target
        self.status = status
        self.requestTimeMicros = requestTimeMicros
        self.seconds = seconds
        self.agent = agent
        self.client = client
    }
}
