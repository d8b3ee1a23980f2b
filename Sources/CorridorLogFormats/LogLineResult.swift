/// What one log line is.
package enum LogLineResult {
    /// A request with an origin-form or absolute-form target.
    case request(LogRequest)
    /// The line has its format's structure, but its request is not `METHOD SP target [SP protocol]` with a URL
    /// target: `-`, an empty request, `CONNECT host:443`, `OPTIONS *`, TLS bytes sent to a plain-text port.
    case invalidRequest
    /// A part of a container log line that the next lines complete (CRI `P`, Docker without `\n`), or a line of the
    /// application's log that is no request (an ASP.NET Core hosting log's companion lines, rails_semantic_logger's
    /// other entries): counted with the directive lines; a joined line is read with its last part.
    case continuation
    /// The line does not have its format's structure.
    case malformed(MalformedReason)
}
