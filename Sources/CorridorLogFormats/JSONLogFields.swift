import CorridorCore
/// Which fields of a JSON-lines log hold the request.
///
/// The request is read from the request-line field (`"GET /a?b=1 HTTP/1.1"`) when a line has it as a string, else
/// from the path field, with the query field appended after `?` and the method from the method field. A name may
/// name a nested field with dots (`request.uri`), which also matches a top-level key written with dots. nil
/// disables a field.
package struct JSONLogFields: Sendable, Hashable {
    /// Field with the whole request line (`METHOD target PROTOCOL`).
    package var request: String?
    /// Field with the method, used with ``path``.
    package var method: String?
    /// Field with the request target or path, used when there is no request-line field.
    package var path: String?
    /// Field with the query string (without `?`), appended to ``path``.
    package var query: String?
    /// Field with the status (a number or a string of three digits).
    package var status: String?
    /// Field with the request time (a number, or a string holding one).
    package var time: String?
    /// Unit of ``time``.
    package var timeUnit: DurationUnit
    /// The unit of each other name of ``time`` (`A|B|C`: B's, C's), where a line's request time is read from one of
    /// them; nil: ``timeUnit`` for all. The standard names' own: `duration_ms` is in milliseconds whatever `request_time`
    /// is in.
    package var timeAlternateUnits: [DurationUnit]? = nil
    /// Field with when the request was logged: ISO 8601 (`2026-11-21T05:06:37+02:00`) or epoch seconds or
    /// milliseconds, as a string or a number (see ``LogTimestamp/isoOrEpoch(_:from:to:)``).
    package var timestamp: String?
    /// Field with when the request ended, in the syntax of ``timestamp``. A line without a request time (``time``
    /// absent or null) then takes `end − start` as its request time, when both instants have a fraction of a second
    /// (``LogTimestamp/elapsedMicros(_:start:end:)``): Cloudflare jobs that don't log `EdgeTimeToFirstByteMs`.
    package var end: String?
    /// Field with the time of day (`05:06:37`) that goes with a date alone in ``timestamp`` (`2026-11-21`), both in
    /// UTC: a log that writes them apart, as CloudFront's JSON does (`"date"`, `"time"`).
    package var timeOfDay: String?
    /// Field with the user agent (read only when the analysis asks for callers).
    package var agent: String?
    /// Field with the client address (read only when the analysis asks for client addresses).
    package var client: String?
    /// Whether the log wrote the path and query URL-encoded once more (CloudFront: a `%` as `%25`); decoded once
    /// when they hold a `%25` (``NginxLogFormat/targetIsLogEncoded``). A preset's setting, not an option.
    package var targetIsLogEncoded = false
    /// Whether the user agent is URL-encoded (CloudFront's `Mozilla/5.0%20(X11…)`). A preset's setting.
    package var agentIsURLEncoded = false
    /// Whether the log holds the application's other entries too, its requests being the entries with a status (Rails'
    /// rails_semantic_logger: the `Completed` entries among queries, messages and debug-level `Started` entries): an
    /// entry without one is a non-request line, neither a request nor malformed. A preset's setting.
    package var entriesWithoutStatusAreNotRequests = false
    /// Whether the target may be a route template (API Gateway's `resourcePath`, `/users/{id}`, where the call's path is
    /// not logged): matched by ``RouteTemplateSegment``'s reading, a `{name}` segment standing for any parameter value.
    /// A preset's setting.
    package var targetMayBeRouteTemplate = false
    /// Whether the method may be written in lowercase for the client's uppercase one (Elastic Common Schema 1.x's
    /// ingest pipelines normalized `http.request.method` to `get`): read uppercased. A preset's setting.
    package var methodMayBeLowercased = false
    /// Whether the method is a Kubernetes API verb (the audit log's `verb`): `get`, `list` and `watch` read as `GET`,
    /// `create` as `POST`, `update` as `PUT`, `patch` as `PATCH`, `delete` and `deletecollection` as `DELETE`, any
    /// other (`proxy`, a custom verb) uppercased. A preset's setting.
    package var methodIsKubernetesVerb = false
    /// Whether the path may be written without its leading `/` (Akamai DataStream 2's `reqPath`: `users/42` for
    /// `/users/42`): a path that starts with neither `/` nor a scheme is read with one. A preset's setting.
    package var pathMayLackLeadingSlash = false
    /// Whether the path may be written after the site's host, without a scheme (Imperva's CEF `request`:
    /// `www.example.com/users/42`): read as a W3C `cs-uri` written so is (``LogLineParser/targetAfterHost(_:)``), from
    /// the `/` after the host, or as `/` when the host is all there is. A preset's setting.
    package var pathMayStartWithHost = false
    /// Whether a status that is no number is no status (status 0) rather than a malformed entry: the CEF events' field
    /// read as one may be ArcSight's `outcome`, Barracuda's HTTP status but `success` or `failure` in another vendor's
    /// events. A preset's setting.
    package var statusMayBeWord = false
    /// The field naming each entry's kind and the kind of the entries that are requests, where a log holds entries of
    /// several kinds that may all describe a request (Suricata's EVE log: an `alert` or `fileinfo` event carries the
    /// `http` object of the request its `http` event logs): an entry of another kind, or without the field, is a
    /// non-request line, neither a request nor malformed. nil: every entry may be a request. A preset's setting.
    package var requestEntryKind: EntryKind? = nil

    /// A field's name and the one value (a string, compared byte for byte) it has in the entries that are requests.
    package struct EntryKind: Sendable, Hashable {
        /// The field's name (a dotted path, like the other fields').
        package var field: String
        /// Its value in a request entry.
        package var value: String

        /// `field` is `value` in a request entry.
        package init(field: String, value: String) {
            self.field = field
            self.value = value
        }
    }

    /// Field names chosen one by one.
    package init(
        request: String? = "request|request_line", method: String? = "method|request_method",
        path: String? = "path|request_uri|uri|url", query: String? = "query", status: String? = "status|status_code",
        time: String? = "request_time",
        timeUnit: DurationUnit = .seconds,
        timestamp: String? = "time|time_iso8601|time_local|@timestamp|timestamp|msec", end: String? = nil,
        timeOfDay: String? = nil, agent: String? = "user_agent|http_user_agent|header_user_agent",
        client: String? = "remote_addr|remote_ip"
    ) {
        self.request = request
        self.method = method
        self.path = path
        self.query = query
        self.status = status
        self.time = time
        self.timeUnit = timeUnit
        self.timestamp = timestamp
        self.end = end
        self.timeOfDay = timeOfDay
        self.agent = agent
        self.client = client
    }

    /// The defaults: `request` (or `request_line`, `http_request`), `method` (or `request_method`, `http_method`),
    /// `path` (or `request_uri`, `uri`, `url`, `request_url`, `request_path`), `query`, `status` (or `status_code`,
    /// `http_status`, `http_status_code`, `response_status`, `return_status`), `request_time` in seconds (or a name
    /// that says its unit), `time` (when the request was logged; or `time_iso8601`, `time_local`, `@timestamp`,
    /// `timestamp`, `msec`, `log_timestamp`), `user_agent` (or `http_user_agent`, `header_user_agent`, `userAgent`),
    /// `remote_addr` (or `remote_ip`, `client_ip`, `source_ip`, `remote_address`, `ip`) — the names
    /// nginx JSON `log_format`s (`escape=json`) usually use, nginx's own variables among them, NGINX Unit's and Go
    /// loggers', and those applications' own JSON logs (JFrog's request logs as its Fluentd configuration writes
    /// them) give the fields.
    package static let standard: JSONLogFields = {
        // nginx's names first, then the names applications' and gateways' own JSON logs give the same fields.
        var fields = JSONLogFields(
            request: "request|request_line|http_request", method: "method|request_method|http_method",
            path: "path|request_uri|uri|url|request_url|request_path",
            status: "status|status_code|http_status|http_status_code|response_status|return_status",
            time: "request_time|" + unitNamedDurations.map(\.name).joined(separator: "|"),
            timestamp: "time|time_iso8601|time_local|@timestamp|timestamp|msec|log_timestamp",
            agent: "user_agent|http_user_agent|header_user_agent|userAgent",
            client: "remote_addr|remote_ip|client_ip|source_ip|remote_address|ip")
        fields.timeAlternateUnits = unitNamedDurations.map(\.unit)
        return fields
    }()

    /// Request-time fields whose name says their unit, read by ``standard`` after `request_time`: GitLab Workhorse's
    /// `duration_ms`, GitLab Rails' `duration_s`, Grafana's `time_ms`, Linkerd's `total_ns`, and their like.
    static let unitNamedDurations: [(name: String, unit: DurationUnit)] = [
        ("duration_ms", .milliseconds), ("duration_s", .seconds), ("time_ms", .milliseconds),
        ("latency_ms", .milliseconds), ("elapsed_ms", .milliseconds), ("request_time_ms", .milliseconds),
        ("response_time_ms", .milliseconds), ("duration_us", .microseconds), ("latency_us", .microseconds),
        ("duration_ns", .nanoseconds), ("latency_ns", .nanoseconds), ("total_ns", .nanoseconds),
    ]
}
