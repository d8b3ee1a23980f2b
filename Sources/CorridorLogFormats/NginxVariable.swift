/// A variable of an nginx `log_format` string. The analyzer reads the request, status and time variables; the others
/// are fields it steps over.
package enum NginxVariable: Sendable, Equatable {
    /// `$request`: the full request line.
    case request
    /// `$request_method`.
    case requestMethod
    /// `$request_uri`: the original target with its query.
    case requestURI
    /// `$uri`: the current (decoded, normalised) path, without the query.
    case uri
    /// `$args` or `$query_string`: the query, without `?`.
    case args
    /// `$status`.
    case status
    /// `$body_bytes_sent`.
    case bodyBytesSent
    /// `$bytes_sent`.
    case bytesSent
    /// `$request_time`: seconds with millisecond resolution.
    case requestTime
    /// `$upstream_response_time`: seconds, several values after retries.
    case upstreamResponseTime
    /// `$time_local`.
    case timeLocal
    /// `$time_iso8601`.
    case timeISO8601
    /// `$msec`: the Unix time in seconds with millisecond resolution.
    case msec
    /// `$remote_addr`.
    case remoteAddr
    /// `$remote_user`.
    case remoteUser
    /// `$http_NAME`: a request header, named here without the `http_` prefix.
    case httpHeader(String)
    /// Any other variable: a field that is skipped.
    case other(String)

    /// The variable for a name as written after `$`.
    package init(name: String) {
        switch name {
        case "request": self = .request
        case "request_method": self = .requestMethod
        case "request_uri": self = .requestURI
        case "uri", "document_uri": self = .uri
        case "args", "query_string": self = .args
        case "status": self = .status
        case "body_bytes_sent": self = .bodyBytesSent
        case "bytes_sent": self = .bytesSent
        case "request_time": self = .requestTime
        case "upstream_response_time": self = .upstreamResponseTime
        case "time_local": self = .timeLocal
        case "time_iso8601": self = .timeISO8601
        case "msec": self = .msec
        case "remote_addr": self = .remoteAddr
        case "remote_user": self = .remoteUser
        default:
            if name.hasPrefix("http_") && name.count > 5 {
                self = .httpHeader(String(name.dropFirst(5)))
            } else {
                self = .other(name)
            }
        }
    }
}
