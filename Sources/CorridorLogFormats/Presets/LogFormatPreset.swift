/// A named log format (`--log-format aws-alb`): a layout written as data — an nginx-style template of
/// literal text and variables, or the field paths of a JSON line — that the generic readers execute.
/// Each reads the method, target, status, time (UTC), latency (in the vendor's unit), user agent and
/// client address where the format has them. docs/log-formats.md lists them with an example line.
package struct LogFormatPreset: Sendable {
    /// The name given to `--log-format` and shown in reports.
    package let name: String
    /// What writes this format.
    package let summary: String
    /// The layout.
    package let format: LogFormat
    /// A line of the format, for documentation and tests.
    package let example: String
    /// Byte strings that some line of an input must hold, all of them (one of each marker's alternatives), for
    /// detection to try this preset on it; empty: always tried. For a layout of unitless field names that only its
    /// producer's setting gives a unit (zerolog's `"duration"` in milliseconds, zap's `"latency"` in seconds): the
    /// producer's own keys tell its lines from another program's with the same names. A preset given by name is read
    /// whatever its lines hold.
    package var detectionMarkers: [DetectionMarker] = []
    /// Whether detection takes this preset only where another's lines tell it apart by their values (Apache's `%T`
    /// in whole seconds, told from `%D`'s microseconds by nine zeros in ten): its lines read as well with that other
    /// preset, so trying it on its own would only cost. Given by name, it is read as any other.
    package var detectedOnlyAsVariant = false
    /// Whether detection counts only this preset's requests as evidence for it, not its lines without a request: a
    /// loose layout (mod_ssl's `[%t] %h %{SSL_PROTOCOL}x %{SSL_CIPHER}x "%r" %b`, two free words and a quoted one
    /// after the time; morgan's `short`, words apart) takes other layouts' lines (Huawei's or UCloud's CDN logs,
    /// Vert.x's) as lines whose request is `"-"` or the protocol; an input none of whose lines it reads as a request
    /// is not its. Given by name, it is read as any other.
    package var detectedOnlyByRequests = false

    /// A preset (presets are data: made here for the table, for layouts a log declares, for wrapped formats).
    package init(
        name: String, summary: String, format: LogFormat, example: String, detectionMarkers: [DetectionMarker] = [],
        detectedOnlyByRequests: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.format = format
        self.example = example
        self.detectionMarkers = detectionMarkers
        self.detectedOnlyByRequests = detectedOnlyByRequests
    }

    /// Whether detection tries this preset on `lines`: it has no ``detectionMarkers``, or one of the lines holds
    /// them all.
    package func isCandidate(for lines: some Sequence<[UInt8]>) -> Bool {
        guard !detectedOnlyAsVariant else { return false }
        return detectionMarkers.isEmpty
            || lines.contains { line in
                detectionMarkers.allSatisfy { marker in marker.alternatives.contains { line.contains(bytes: $0) } }
            }
    }

    /// The preset named `name`, if any.
    package static func named(_ name: String) -> LogFormatPreset? {
        all.first { $0.name == name }
    }

    /// The names, in the order detection tries them.
    package static var names: [String] { all.map(\.name) }

    /// The presets whose layouts read a syslog prefix themselves (HAProxy logs through syslog; Heroku's drains write
    /// RFC 5424): detection does not take their lines for `syslog+` ones.
    package static let takesSyslogPrefix: Set<String> = ["haproxy", "heroku-router"]

    /// Every preset, most specific first: on a tie detection prefers the earlier.
    package static let all: [LogFormatPreset] = textPresets + jsonPresets

    // MARK: - Building

    static func nginx(
        _ template: String, collapsesBlanks: Bool = false, directive: String? = nil,
        handReader: NginxLogFormat.HandReader? = nil, targetIsLogEncoded: Bool = false,
        requestIsHashEncoded: Bool = false, requestTargetMayStartWithHost: Bool = false, requestTimeKeys: [String] = [],
        requestTimeKeyExponent: Int = 6,
        requestTimeLeadsTrailer: Bool = false, lastFieldIsOneWord: Bool = false, isCompanion: Bool = false,
        requiresTimeAndStatus: Bool = false, targetMayBeRouteTemplate: Bool = false,
        pathMayLackLeadingSlash: Bool = false, requiresTime: Bool = false, requiresRequestLine: Bool = false,
        takesWrapperDuration: Bool = false, requestTimeIsWhole: Bool = false, requestTimeHasUnit: Bool = false,
        isFormatMarker: Bool = false
    ) -> LogFormat {
        do {
            var format = try NginxLogFormat(template, collapsesBlanks: collapsesBlanks, isCompanion: isCompanion)
            format.directivePrefix = directive.map { Array($0.utf8) }
            format.handReader = handReader
            format.targetIsLogEncoded = targetIsLogEncoded
            format.requestIsHashEncoded = requestIsHashEncoded
            format.requestTargetMayStartWithHost = requestTargetMayStartWithHost
            format.requestTimeKeys = requestTimeKeys.map { Array($0.utf8) }
            format.requestTimeKeyExponent = requestTimeKeyExponent
            format.requestTimeLeadsTrailer = requestTimeLeadsTrailer
            format.lastFieldIsOneWord = lastFieldIsOneWord
            format.requiresTimeAndStatus = requiresTimeAndStatus
            format.targetMayBeRouteTemplate = targetMayBeRouteTemplate
            format.pathMayLackLeadingSlash = pathMayLackLeadingSlash
            format.requiresTime = requiresTime
            format.requiresRequestLine = requiresRequestLine
            format.takesWrapperDuration = takesWrapperDuration
            format.requestTimeIsWhole = requestTimeIsWhole
            format.requestTimeHasUnit = requestTimeHasUnit
            format.isFormatMarker = isFormatMarker
            return .nginx(format)
        } catch {
            preconditionFailure("the preset template '\(template)' compiles: \(error)")
        }
    }

    /// Traefik's CLF lines. Releases before 2.10 write a missing referer, user agent, router or service URL as a bare
    /// `-` and later ones as `"-"`, so each of the four may be either: every combination is a layout, the all-quoted
    /// one first.
    static let traefikCommonLog: LogFormat = {
        let fields = ["$http_referer", "$http_user_agent", "$router_name", "$server_url"]
        let layouts = (0..<(1 << fields.count)).map { bare in
            let quotedOrBare = fields.enumerated().map { bit, field in bare & (1 << bit) != 0 ? "-" : "\"\(field)\"" }
            return nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "#
                    + "\(quotedOrBare[0]) \(quotedOrBare[1]) $request_count \(quotedOrBare[2]) \(quotedOrBare[3]) $request_time_ms"
            )
        }
        return .alternatives(layouts)
    }()

    /// The fields Envoy's default access-log format and Istio's writes after the response flags, to the opening quote
    /// of the request id after the user agent (which tells a quote inside the agent from its end).
    static let envoyCounts =
        #"$bytes_received $bytes_sent $request_time_ms $upstream_service_time "$remote_addr" "$http_user_agent" ""#

    /// Envoy's and Istio's own lines in a proxy container's log, beside its access lines: Istio's agent and the Envoy
    /// it runs (`2026-11-21T05:06:37.123456Z<TAB>info<TAB>Envoy proxy is ready`, `…<TAB>warn<TAB>envoy config<TAB>…`)
    /// and Envoy's own log (`[2026-11-21 05:06:37.123][14][info][main] [source/server/server.cc:368] …`): neither
    /// requests nor malformed.
    static let envoyOwnLines: [LogFormat] =
        ["debug", "info", "warn", "warning", "error", "critical"].map {
            nginx("$time_iso8601\t\($0)\t$rest", isCompanion: true)
        } + [nginx("[$date $time_hms][$thread][$level][$rest", isCompanion: true)]

    /// Heroku's router lines: as `heroku logs` shows them, as a log drain sends them (RFC 5424, `host heroku router`,
    /// maybe after the octet count of an HTTPS drain's framing), or bare; each with the path quoted (since 2014) or
    /// not (before); with a request id and the client quoted (since 2013), or without the id and with the client
    /// quoted, unquoted or missing (before, and in Heroku's error-code examples). The host is read up to `fwd=` and the dyno up to
    /// `connect=`, over what older lines have between (`queue=0 wait=0ms`). `connect` and `service` are
    /// milliseconds, with the `ms` written or not (H25 and H26 errors write bare numbers).
    static let herokuRouter: LogFormat = {
        let prefixes = [
            "$time_iso8601 heroku[router]: ",
            "<$priority>1 $time_iso8601 $drain_host heroku router - ",
            "$octet_count <$priority>1 $time_iso8601 $drain_host heroku router - ",
            "<$priority>1 $time_iso8601 $drain_host $app heroku router - ",
            "",
        ]
        let paths = [#"path="$request_uri""#, "path=$request_uri"]
        let clients = [
            #" request_id=$request_id fwd="$remote_addr""#, #" fwd="$remote_addr""#, " fwd=$remote_addr", "",
        ]
        let layouts = prefixes.flatMap { prefix in
            clients.flatMap { client in
                paths.map { path in
                    nginx(
                        prefix + "$router_fields method=$request_method " + path + " host=$host" + client
                            + " dyno=$dyno connect=$connect service=$request_time_ms status=$status bytes="
                    )
                }
            }
        }
        // The router's lines before the key=value layout (2011–2012): the method, the host and path (no scheme, no
        // leading `/` once the host is cut), an error's `Error H12 (Request timeout) -> ` before them; with the log
        // prefix or without (a `heroku logs` line's message); the dyno's queue and wait, or (the Dev Center's
        // earliest Cedar lines) neither, the service time one or two blanks after the dyno.
        let early = ["$time_iso8601 heroku[router]: ", ""].flatMap { prefix in
            ["Error $error_code ($error_description) -> ", ""].flatMap { error in
                [" queue=$queue wait=$wait ", " ", "  "].map { queue in
                    nginx(
                        prefix + error + "$request_method $host/$request_uri dyno=$dyno" + queue
                            + "service=$request_time_ms status=$status bytes=",
                        pathMayLackLeadingSlash: true)
                }
            }
        }
        // `heroku logs` (and a drain) write the application's lines and the platform's among the router's: no requests,
        // but lines of the log (its dynos' output, `State changed from starting to up`). The platform's are named by
        // process, so that a router line of no layout above stays a misfit.
        let processes =
            ["app[$dyno]", "heroku[web.$n]", "heroku[worker.$n]", "heroku[api]", "heroku[scheduler.$n]"]
            + ["heroku[release.$n]", "heroku[run.$n]", "heroku[logplex]", "heroku[slug-compiler]"]
        let companions =
            processes.map { "$time_iso8601 \($0): $rest" }
            + ["", "$octet_count "].map { "\($0)<$priority>1 $time_iso8601 $drain_host app $dyno - $rest" }
        return .alternatives(layouts + early + companions.map { nginx($0, isCompanion: true) })
    }()

    /// Akamai DataStream 2's structured lines: the values of the fields the stream chose, in its order, space- or
    /// tab-delimited, `-` for none, each URL-encoded where it holds a blank. The order is the stream's, so these are
    /// the layouts of Akamai's default data set, with the stream id or without: the whole set (the query string, and
    /// `turnAroundTimeMSec`, the latency in ms), else its fields up to the user agent and anything after them — the
    /// request without its query, status, time, client and agent, and no latency rather than another field's number
    /// taken for one. Fields between blanks fit much text: a line whose epoch seconds or status do not read is none
    /// of theirs.
    static let akamaiStructured: LogFormat = {
        let request = [
            "$request_method", "$uri", "$server_port", "$content_length", "$content_type", "$http_user_agent_encoded",
        ]
        let heads = [
            [
                "$ds_version", "$stream_id", "$cp_code", "$request_id", "$time_epoch", "$bytes", "$remote_addr",
                "$status",
            ],
            ["$ds_version", "$cp_code", "$request_id", "$time_epoch", "$bytes", "$remote_addr", "$status"],
        ].map { $0 + ["$proto", "$host"] + request }
        let wholeSet = [
            "$tls_overhead_ms", "$tls_version", "$object_size", "$uncompressed_size", "$overhead_bytes", "$total_bytes",
            "$args", "$accept_language", "$http_referer", "$request_end_ms", "$request_time_ms", "$transfer_ms",
            "$dns_lookup_ms", "$edge_ip", "$country", "$state", "$city",
        ]
        let layouts = [" ", "\t"].flatMap { blank in
            [wholeSet, ["$rest"]].flatMap { tail in
                heads.map { head in
                    // The whole default set ends with its last field; the other layout runs on to the end of the line.
                    nginx(
                        (head + tail).joined(separator: blank), lastFieldIsOneWord: tail == wholeSet,
                        requiresTimeAndStatus: true, pathMayLackLeadingSlash: true)
                }
            }
        }
        return .alternatives(layouts)
    }()

    /// Cisco Umbrella's web logs (its secure web gateway's and selective proxy's `proxylogs` CSV files): every value
    /// quoted, in the documented order — the time (UTC), the policy identity, the internal and external client
    /// addresses, the destination's (after a blank in Umbrella's own example), content type, action, the URL
    /// (absolute: matched on its path), referer, user agent, status, sizes, hash, categories, malware verdicts,
    /// identity types, then the method, and the later versions' fields after it, not read. A row that ends before
    /// the identities and the method (an older version's, or one cut short) is a request without a method.
    static let ciscoUmbrella: LogFormat = {
        let head =
            #""$time_local","$policy_identity","$remote_addr","$external_ip",$destination_ip,"$content_type","#
            + #""$action","$request_uri","$http_referer","$http_user_agent_csv","$status","$request_size","#
            + #""$response_size","$body_size","$sha256","$categories","$av_detections","$puas","$amp_disposition","#
            + #""$amp_malware","$amp_score","$identity_type","$blocked_categories""#
        let layouts = [
            head + #","$identities","$identity_types","$request_method","# + "$rest",
            head + #","$identities","$identity_types","$request_method""#,
            head,
        ]
        return .alternatives(layouts.map { nginx($0, requiresTime: true) })
    }()

    /// Tencent Cloud CLB's layer-7 access log: every field in brackets. The logs in CLS have the upstream's address
    /// after the status; the logs once stored in COS (until 2020) have none. Tencent's documentation writes two
    /// blanks at one place in each layout (after the load balancer's address; after the status): lines with one
    /// blank there and with two are both read. The layouts' fields are alike: a line is of the one whose request
    /// field holds a request line.
    static let tencentCLB: LogFormat = {
        let head = "[$stgw_request_id] [$time_local] [$protocol_type] "
        let tail =
            "[$proxy_host] [$request] [$request_length] [$bytes_sent] [$http_host] [$http_user_agent] "
            + "[$http_referer] [$request_time] $rest"
        let layouts = ["]  [", "] ["].flatMap { gap -> [LogFormat] in
            let cls =
                head + "[$server_addr_port" + gap + "$server_name] [$remote_addr_port] [$status] [$upstream_addr] "
                + "[$upstream_status] " + tail
            let cos =
                head + "[$server_addr_port] [$server_name] [$remote_addr_port] [$status" + gap
                + "$upstream_status] " + tail
            return [nginx(cls, requiresRequestLine: true), nginx(cos, requiresRequestLine: true)]
        }
        return .alternatives(layouts)
    }()

    /// Caddy's JSON access log with its durations in `durationUnit`: seconds by default, nanoseconds with
    /// `duration_format nano` (``caddyInNanoseconds``).
    static func caddy(durationUnit: DurationUnit) -> LogFormat {
        // Caddy's runtime entries (`maxprocs: Leaving GOMAXPROCS…`, `using config from file`, TLS and admin
        // entries) go to the same output as its access log by default: entries without a status, no requests.
        json(
            method: "request.method", path: "request.uri", status: "status", duration: "duration", unit: durationUnit,
            timestamp: "ts", agent: "request.headers.User-Agent", client: "request.remote_ip",
            entriesWithoutStatusAreNotRequests: true)
    }

    /// The `caddy` preset for a log written with `duration_format nano`: detection takes it when the durations of an
    /// input's first lines, read as seconds, have a median over an hour (``LogFormatDetector``) — whole nanoseconds
    /// read as seconds, where Caddy's seconds are fractions of one.
    package static let caddyInNanoseconds = LogFormatPreset(
        name: "caddy", summary: "Caddy's JSON access log (duration_format nano: durations in ns)",
        format: caddy(durationUnit: .nanoseconds),
        example: #"{"level":"info","ts":1795237597.123,"logger":"http.log.access","msg":"handled request","#
            + #""request":{"remote_ip":"192.0.2.7","method":"GET","host":"api.example.com","uri":"/users/42","#
            + #""headers":{"User-Agent":["curl/8.5.0"]}},"duration":12000000,"size":512,"status":200}"#)

    static func json(
        request: String? = nil, method: String?, path: String?, query: String? = nil, status: String?,
        duration: String?, unit: DurationUnit, timestamp: String?, end: String? = nil, timeOfDay: String? = nil,
        agent: String?, client: String?, agentIsURLEncoded: Bool = false, targetMayBeRouteTemplate: Bool = false,
        methodMayBeLowercased: Bool = false, methodIsKubernetesVerb: Bool = false,
        entriesWithoutStatusAreNotRequests: Bool = false, pathMayLackLeadingSlash: Bool = false,
        pathMayStartWithHost: Bool = false, requestEntryKind: JSONLogFields.EntryKind? = nil,
        statusMayBeWord: Bool = false
    ) -> LogFormat {
        var fields = JSONLogFields(
            request: request, method: method, path: path, query: query, status: status, time: duration,
            timeUnit: unit, timestamp: timestamp, end: end, timeOfDay: timeOfDay, agent: agent, client: client)
        fields.entriesWithoutStatusAreNotRequests = entriesWithoutStatusAreNotRequests
        fields.pathMayLackLeadingSlash = pathMayLackLeadingSlash
        fields.pathMayStartWithHost = pathMayStartWithHost
        fields.agentIsURLEncoded = agentIsURLEncoded
        fields.targetMayBeRouteTemplate = targetMayBeRouteTemplate
        fields.methodMayBeLowercased = methodMayBeLowercased
        fields.methodIsKubernetesVerb = methodIsKubernetesVerb
        fields.requestEntryKind = requestEntryKind
        fields.statusMayBeWord = statusMayBeWord
        return .jsonLines(fields)
    }

    /// CloudFront's standard logging v2 in its JSON output: one object a line keyed by the W3C field names, every
    /// value a string; the time from `timestamp(ms)` or `timestamp` (epoch) or `date` with `time`; the stem, query and
    /// user agent URL-encoded as in the W3C files (``NginxLogFormat/targetIsLogEncoded``).
    static let cloudFrontJSON = w3cJSON(
        timeUnit: .seconds, timestamp: "timestamp(ms)|timestamp|date", targetIsLogEncoded: true)

    /// IIS's W3C fields as JSON (``cloudFrontJSON``'s names): `time-taken` in milliseconds, the time from `date` with
    /// `time`, the stem as IIS logs it (not encoded once more), the user agent's blanks written `+`.
    static let iisJSON = w3cJSON(timeUnit: .milliseconds, timestamp: "date", targetIsLogEncoded: false)

    /// JSON members under the W3C extended log's field names (`cs-method`, `cs-uri-stem`, `cs-uri-query`, `sc-status`,
    /// `time-taken` in `timeUnit`, `timestamp` with `time`, `cs(User-Agent)` URL-encoded, `c-ip`).
    private static func w3cJSON(timeUnit: DurationUnit, timestamp: String, targetIsLogEncoded: Bool) -> LogFormat {
        var fields = JSONLogFields(
            request: nil, method: "cs-method", path: "cs-uri-stem", query: "cs-uri-query", status: "sc-status",
            time: "time-taken", timeUnit: timeUnit, timestamp: timestamp, timeOfDay: "time", agent: "cs(User-Agent)",
            client: "c-ip")
        fields.targetIsLogEncoded = targetIsLogEncoded
        fields.agentIsURLEncoded = true
        return .jsonLines(fields)
    }

    /// Tomcat's `JsonAccessLogValve` lines with `elapsedTime` (`%D`) in `durationUnit`: microseconds since Tomcat 10,
    /// milliseconds before (``tomcatJSONInMilliseconds``). The request line (`%r`), or its method, path and query
    /// (`%m`, `%U`, `%q`); the client `%a`'s `remoteAddr` or `%h`'s `host`; the time `%t`'s, in its brackets.
    static func tomcatJSON(durationUnit: DurationUnit) -> LogFormat {
        json(
            request: "request", method: "method", path: "path", query: "query", status: "statusCode",
            duration: "elapsedTime", unit: durationUnit, timestamp: "time", agent: "requestHeaders.User-Agent",
            client: "remoteAddr|host")
    }

    /// The `tomcat-json` preset for Tomcat 9 and earlier, whose `%D` is in milliseconds: detection takes it when the
    /// durations of an input's first lines, read as Tomcat 10's microseconds, have a median under 100 or a tenth of
    /// them under 10 (``LogFormatDetector``) — a request takes longer than that.
    package static let tomcatJSONInMilliseconds = LogFormatPreset(
        name: "tomcat-json", summary: "Tomcat's JsonAccessLogValve (Tomcat 9 and earlier: elapsedTime in ms)",
        format: tomcatJSON(durationUnit: .milliseconds),
        example: #"{"host":"192.0.2.7","logicalUserName":"-","user":"-","time":"[21/Nov/2026:05:06:37 +0000]","#
            + #""request":"GET /users/42 HTTP/1.1","statusCode":"200","size":"512","elapsedTime":"12","#
            + #""requestHeaders": {"User-Agent":"curl/8.5.0"}}"#)

    /// Azure Application Gateway's access log with its `timeTaken` in `durationUnit`: milliseconds in v1 (whole
    /// numbers), seconds in v2 (``azureAppGatewayInSeconds``). The query is its own field (`requestQuery`); v1
    /// records have `time` (or `timestamp`), v2 records `timeStamp`. The firewall's entries a diagnostic setting streams
    /// with them (`ApplicationGatewayFirewallLog`: a request's URI and the rule it matched, no status) are no requests
    /// of the log: neither counted as requests nor malformed.
    static func azureAppGateway(durationUnit: DurationUnit) -> LogFormat {
        json(
            method: "properties.httpMethod", path: "properties.requestUri", query: "properties.requestQuery",
            status: "properties.httpStatus", duration: "properties.timeTaken", unit: durationUnit,
            timestamp: "time|timeStamp|timestamp", agent: "properties.userAgent", client: "properties.clientIP",
            entriesWithoutStatusAreNotRequests: true)
    }

    /// The one line of the test file Elastic Load Balancing writes to a bucket when its access logs are turned on
    /// (`AWSLogs/…/ELBAccessLogTestFile`: `Enable AccessLog for ELB: app/my-alb/50dc6c495c0c9188 at
    /// 2026-11-21T05:06:37.123Z`): a companion line of the ALB's and the Classic Load Balancer's logs, so that a
    /// synced bucket's test file is neither a request, nor malformed, nor an input no format reads.
    static let elbTestFileLine = nginx(
        "Enable AccessLog for ELB: $elb at $time_iso8601", isCompanion: true, isFormatMarker: true)

    /// The `azure-appgateway` preset for an Application Gateway v2 log, whose `timeTaken` is in seconds with a fraction
    /// (`0.034`) where v1 writes whole milliseconds (`78`): detection takes it when a duration of an input's first
    /// lines, read as milliseconds, has a fraction of one (``LogFormatDetector``), and so does a run given
    /// `--log-format azure-appgateway`.
    package static let azureAppGatewayInSeconds = LogFormatPreset(
        name: "azure-appgateway", summary: "Azure Application Gateway v2 access logs (JSON; timeTaken in seconds)",
        format: azureAppGateway(durationUnit: .seconds),
        example: #"{"timeStamp":"2026-11-21T05:06:37+00:00","resourceId":"/SUBSCRIPTIONS/0000/RESOURCEGROUPS/RG/"#
            + #"PROVIDERS/MICROSOFT.NETWORK/APPLICATIONGATEWAYS/AGW","operationName":"ApplicationGatewayAccess","#
            + #""category":"ApplicationGatewayAccessLog","properties":{"instanceId":"appgw_1","clientIP":"192.0.2.7","#
            + #""clientPort":46532,"httpMethod":"GET","originalRequestUriWithArgs":"/users/42?page=2","#
            + #""requestUri":"/users/42","requestQuery":"page=2","userAgent":"curl/8.5.0","httpStatus":200,"#
            + #""httpVersion":"HTTP/1.1","receivedBytes":184,"sentBytes":512,"timeTaken":0.012,"sslEnabled":"on"}}"#)
}
