/// A variable of an nginx `log_format` string. The analyzer reads the request, status and time variables; the others
/// are fields it steps over.
package enum NginxVariable: Sendable, Hashable {
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
    /// `$request_time_s`, `$request_time_ms`, `$request_time_us`, `$request_time_ns`: the request time in that
    /// unit (a power of ten of microseconds: 6, 3, 0, -3). A value with its own unit suffix (`12ms`) is read in
    /// that unit whatever the variable says.
    case requestTimeIn(exponent: Int)
    /// `$haproxy_timers`: HAProxy's `TR/Tw/Tc/Tr/Ta` timers in milliseconds; the request time is the last, `Ta`.
    case haproxyTimers
    /// `$time_epoch` (also `$time_epoch_s`, `_ms`, `_us`, `_ns`): a Unix time in any of those units (read by
    /// magnitude), with an optional fraction.
    case timeEpoch
    /// `$date`: a `2026-11-21` date, with `$time_hms` (W3C's split `date` and `time` columns), UTC.
    case date
    /// `$time_hms`: a `05:06:37` time of day (optional fraction), with `$date`, UTC.
    case timeOfDay
    /// `$time_offset`: the zone of `$date` and `$time_hms` written apart, `+0100`, `-05:30` or `Z` (Barracuda's
    /// `2026-11-21 05:06:37.123 +0100`); without it they are UTC.
    case timeOffset
    /// `$remote_addr`.
    case remoteAddr
    /// `$remote_addr_port`: a client address written with its port (`192.0.2.1:5678`, `[2001:db8::1]:443`); the
    /// port is dropped. When the field holds several words, the last is the address (HAProxy after a syslog prefix).
    case remoteAddrPort
    /// `$http_user_agent_encoded`: a user agent written URL-encoded (`%20`, CloudFront) or with `+` for spaces
    /// (IIS); decoded.
    case userAgentEncoded
    /// `$http_user_agent_csv`: a user agent in a CSV field (Cloud Storage's usage logs), each `"` in it written `""`;
    /// read with the quotes undoubled.
    case userAgentCSV
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
        case "remote_addr_port": self = .remoteAddrPort
        case "http_user_agent_encoded": self = .userAgentEncoded
        case "http_user_agent_csv": self = .userAgentCSV
        case "request_time_s": self = .requestTimeIn(exponent: 6)
        case "request_time_ms": self = .requestTimeIn(exponent: 3)
        case "request_time_us": self = .requestTimeIn(exponent: 0)
        case "request_time_ns": self = .requestTimeIn(exponent: -3)
        case "haproxy_timers": self = .haproxyTimers
        case "time_epoch", "time_epoch_s", "time_epoch_ms", "time_epoch_us", "time_epoch_ns": self = .timeEpoch
        case "date": self = .date
        case "time_hms": self = .timeOfDay
        case "time_offset": self = .timeOffset
        case "remote_user": self = .remoteUser
        default:
            if name.hasPrefix("http_") && name.count > 5 {
                self = .httpHeader(String(name.dropFirst(5)))
            } else {
                self = .other(name)
            }
        }
    }

    /// Whether the value is one word — a number, a code or `-`, never a blank — wherever it is logged: such a field
    /// ends at the first byte of the literal after it, which must follow there in full (`$bytes_sent "` is not read
    /// across `"-" 0 295` to a later ` "`, as a field that may hold blanks is). The request times, statuses, byte
    /// counts and instants, and a few vendors' numeric fields by name.
    package var isWord: Bool {
        switch self {
        case .status, .bodyBytesSent, .bytesSent, .requestTime, .timeISO8601, .msec, .requestTimeIn, .haproxyTimers,
            .timeEpoch, .date, .timeOfDay, .timeOffset:
            true
        case .other(let name): Self.wordNames.contains(name)
        default: false
        }
    }

    /// Other variables of the presets that are one word (``isWord``).
    private static let wordNames: Set<String> = [
        "bytes_received", "upstream_service_time", "response_flags", "request_length", "received_bytes",
        "sent_bytes", "request_processing_time", "response_processing_time", "target_status_code",
        "backend_status_code", "request_count", "request_host", "client_port", "accept_ms", "tr", "tw", "tc",
        "tr_server", "whole_seconds", "whole_milliseconds", "seconds_with_fraction",
        "requested_host", "flow_id",
    ]
}
