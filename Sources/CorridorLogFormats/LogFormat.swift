/// The format of a log's lines (docs/log-formats.md and docs/format-language.md, Routes files).
package enum LogFormat: Sendable, Hashable {
    /// Apache/nginx Combined Log Format: `host ident user [time] "request" status bytes "referer" "agent"`.
    case combined
    /// Common Log Format: `host ident user [time] "request" status bytes`.
    case common
    /// An nginx `log_format` string.
    case nginx(NginxLogFormat)
    /// One JSON object a line, with the request in configurable fields.
    case jsonLines(JSONLogFields)
    /// One URL a line, optionally `METHOD URL` (or a whole `METHOD URL PROTOCOL` request line).
    case urlPerLine
    /// Several layouts of one format, tried in order on each line (Traefik writes an empty referer as a bare
    /// `-` and others quoted; Heroku's router lines come with or without the syslog prefix).
    indirect case alternatives([LogFormat])
    /// Lines of a format inside a container runtime's lines (`cri+combined`, `docker+caddy`).
    indirect case wrapped(LogWrapper, LogFormat)

    /// Whether the format reads JSON records: a JSON layout (`jsonl:`, a JSON preset), or a wrapper that takes a
    /// JSON record apart (`json+…`, `docker+…`).
    package var isJSONRecords: Bool {
        switch self {
        case .jsonLines: true
        case .wrapped(let wrapper, _): wrapper == .json || wrapper == .docker
        case .alternatives(let formats): !formats.isEmpty && formats.allSatisfy(\.isJSONRecords)
        case .combined, .common, .nginx, .urlPerLine: false
        }
    }

    /// Whether the format reads JSON entries by field names (`jsonl:`, `kong`, `logfmt+fastly`): its innermost layout
    /// does, whatever wraps it.
    package var readsJSONFieldsByName: Bool {
        switch self {
        case .jsonLines: true
        case .wrapped(_, let inner): inner.readsJSONFieldsByName
        case .alternatives(let formats): formats.contains(where: \.readsJSONFieldsByName)
        case .combined, .common, .nginx, .urlPerLine: false
        }
    }

    /// The container runtime's wrapper around the lines; nil for lines read as they are.
    package var wrapper: LogWrapper? {
        if case .wrapped(let wrapper, _) = self { return wrapper }
        return nil
    }

    /// Lines starting with these bytes are directives or header rows, not entries.
    package var directivePrefix: [UInt8]? {
        switch self {
        case .nginx(let format): format.directivePrefix
        case .alternatives(let formats): formats.first?.directivePrefix
        case .wrapped(_, let inner): inner.directivePrefix
        default: nil
        }
    }

    /// True for a W3C extended log's layout (`w3c`, `aws-cloudfront`, one a `#Fields:` directive declared): a new
    /// `#Fields:` directive mid-file changes the columns of the lines after it (`LogFormatPreset.w3c`).
    package var followsFieldsDirectives: Bool {
        if case .nginx(let format) = self { return format.directivePrefix == [UInt8(ascii: "#")] }
        return false
    }

    /// True when lines are read as W3C columns (``NginxLogFormat/readsW3CColumns``): a layout a later `#Fields:`
    /// directive declares is read the same way.
    package var readsW3CColumns: Bool {
        if case .nginx(let format) = self { return format.readsW3CColumns }
        return false
    }

    /// True when a W3C extended log's columns are tab-separated (``NginxLogFormat/columnsAreTabSeparated``): a layout a
    /// later `#Fields:` directive declares is read the same way.
    package var columnsAreTabSeparated: Bool {
        if case .nginx(let format) = self { return format.columnsAreTabSeparated }
        return false
    }

    /// True when a line's target may be a route template (`/users/{id}`, API Gateway's `resourcePath`): the analysis
    /// matches its targets as templates (``RouteTable/match(template:method:scratch:)``).
    package var targetMayBeRouteTemplate: Bool {
        switch self {
        case .nginx(let format): format.targetMayBeRouteTemplate
        case .jsonLines(let fields): fields.targetMayBeRouteTemplate
        case .alternatives(let formats): formats.contains { $0.targetMayBeRouteTemplate }
        case .wrapped(_, let inner): inner.targetMayBeRouteTemplate
        case .combined, .common, .urlPerLine: false
        }
    }

    /// True when lines carry the time they were logged.
    package var hasTimestamp: Bool {
        switch self {
        case .combined, .common: true
        case .urlPerLine: false
        case .nginx(let format): format.hasTimestamp
        case .jsonLines(let fields): fields.timestamp != nil
        case .alternatives(let formats): formats.contains { $0.hasTimestamp }
        case .wrapped: true
        }
    }

    /// True when every request line of the format carries its time: a layout with one, every alternative's layout
    /// with one (a companion layout, which reads no request, aside); not JSON records, whose time field may be
    /// missing. A wrapper's time stands in for a line without one.
    package var everyRequestHasTimestamp: Bool {
        switch self {
        case .combined, .common: true
        case .urlPerLine, .jsonLines: false
        case .nginx(let format): format.hasTimestamp
        case .alternatives(let formats):
            formats.allSatisfy { $0.isCompanionLayout || $0.everyRequestHasTimestamp }
        case .wrapped(_, let inner): inner.everyRequestHasTimestamp
        }
    }

    /// True for a layout of a program's other lines about a request (``NginxLogFormat/isCompanion``): it reads no
    /// request.
    package var isCompanionLayout: Bool {
        if case .nginx(let layout) = self { return layout.isCompanion }
        return false
    }

    /// True when lines carry a request time, so latency can be reported.
    package var hasRequestTime: Bool {
        switch self {
        case .combined, .common, .urlPerLine: false
        case .nginx(let format): format.hasRequestTime
        case .jsonLines(let fields): fields.time != nil || (fields.end != nil && fields.timestamp != nil)
        case .alternatives(let formats): formats.contains { $0.hasRequestTime }
        case .wrapped(let wrapper, let inner): inner.hasRequestTime || (wrapper == .json && inner.takesWrapperDuration)
        }
    }

    /// True when the layout's lines take a JSON entry's duration (``NginxLogFormat/takesWrapperDuration``).
    package var takesWrapperDuration: Bool {
        switch self {
        case .nginx(let format): format.takesWrapperDuration
        case .alternatives(let formats): formats.contains { $0.takesWrapperDuration }
        case .combined, .common, .urlPerLine, .jsonLines, .wrapped: false
        }
    }

    /// True when lines carry a user agent (Combined, nginx with `$http_user_agent`, JSON with an agent field).
    package var hasUserAgent: Bool {
        switch self {
        case .combined: true
        case .common, .urlPerLine: false
        case .nginx(let format): format.hasUserAgent
        case .jsonLines(let fields): fields.agent != nil
        case .alternatives(let formats): formats.contains { $0.hasUserAgent }
        case .wrapped(_, let inner): inner.hasUserAgent
        }
    }

    /// True when every layout of the format writes the user agent URL-encoded (`%20` or `+` for a space: CloudFront,
    /// W3C/IIS), so a parser may hand it out as logged and leave decoding to whoever keeps it
    /// (``LogLineParser/agentIsURLEncoded``).
    package var agentIsURLEncoded: Bool {
        switch self {
        case .nginx(let format): format.variables.contains(.userAgentEncoded)
        case .alternatives(let formats): !formats.isEmpty && formats.allSatisfy(\.agentIsURLEncoded)
        case .wrapped(_, let inner): inner.agentIsURLEncoded
        case .jsonLines(let fields): fields.agentIsURLEncoded
        case .combined, .common, .urlPerLine: false
        }
    }

    /// True when lines carry a client address (Combined/Common first field, nginx `$remote_addr`, a JSON field).
    package var hasClientAddress: Bool {
        switch self {
        case .combined, .common: true
        case .urlPerLine: false
        case .nginx(let format): format.hasClientAddress
        case .jsonLines(let fields): fields.client != nil
        case .alternatives(let formats): formats.contains { $0.hasClientAddress }
        case .wrapped(_, let inner): inner.hasClientAddress
        }
    }

    /// A short name: `combined`, `common`, `nginx`, `jsonl` or `url`.
    package var name: String {
        switch self {
        case .combined: "combined"
        case .common: "common"
        case .nginx: "nginx"
        case .jsonLines: "jsonl"
        case .urlPerLine: "url"
        case .alternatives(let formats): formats.first?.name ?? "nginx"
        case .wrapped(let wrapper, let inner): "\(wrapper.rawValue)+\(inner.name)"
        }
    }

    /// What tells this format from another of a run's formats, for one named `name`: the name and the layout,
    /// with how W3C columns are read and the day of a layout's times without a date (two W3C logs with different
    /// `#Fields:` or `#Date:` are two formats).
    package func layoutKey(name: String) -> String {
        guard case .nginx(let format) = self else { return name + "|" + spec }
        let day = format.impliedDay.map { "|day \($0)" } ?? ""
        let offset = format.utcOffsetSeconds != 0 ? "|offset \(format.utcOffsetSeconds)" : ""
        return name + (format.readsW3CColumns ? "|columns" : "") + (format.targetIsLogEncoded ? "|encoded" : "")
            + (format.requestIsHashEncoded ? "|hash-encoded" : "") + day
            + offset + "|" + spec
    }

    /// A specification that ``parse(_:)`` reads back into this format.
    package var spec: String {
        switch self {
        case .combined, .common, .urlPerLine:
            return name
        case .nginx(let format):
            return "nginx:" + format.text
        case .alternatives(let formats):
            return formats.first?.spec ?? "combined"
        case .wrapped(let wrapper, let inner):
            return "\(wrapper.rawValue)+" + inner.spec
        case .jsonLines(let fields):
            if fields == .standard { return "jsonl" }
            // The standard duration fields, each in its own unit, are what an unnamed duration reads: not spelled out.
            let standardDuration =
                fields.time == JSONLogFields.standard.time && fields.timeUnit == JSONLogFields.standard.timeUnit
                && fields.timeAlternateUnits == JSONLogFields.standard.timeAlternateUnits
            var options: [(String, String?)] = [
                ("request", fields.request), ("method", fields.method), ("path", fields.path),
                ("query", fields.query), ("status", fields.status),
            ]
            if !standardDuration { options.append(("time", fields.time)) }
            options += [("timestamp", fields.timestamp), ("agent", fields.agent), ("client", fields.client)]
            var parts = options.map { "\($0.0)=\($0.1 ?? "")" }
            if let end = fields.end { parts.append("end-clock=\(end)") }
            if let timeOfDay = fields.timeOfDay { parts.append("clock-time=\(timeOfDay)") }
            if !standardDuration { parts.append("unit=\(fields.timeUnit.rawValue)") }
            return "jsonl:" + parts.joined(separator: ",")
        }
    }
}
