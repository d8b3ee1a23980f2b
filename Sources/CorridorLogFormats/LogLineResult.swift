/// What one log line is.
package enum LogLineResult {
    /// A request with an origin-form or absolute-form target.
    case request(LogRequest)
    /// The line has its format's structure, but its request is not `METHOD SP target [SP protocol]` with a URL
    /// target: `-`, an empty request, `CONNECT host:443`, `OPTIONS *`, TLS bytes sent to a plain-text port.
    case invalidRequest
    /// The line does not have its format's structure.
    case malformed(MalformedReason)
}
