import CorridorCore

/// An nginx `log_format` string compiled into literal text and variable fields, e.g.
/// `$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"`.
///
/// A line is read left to right: literal text must match exactly; a variable runs up to the next literal text (or to
/// the end of the line for a last variable, but for a last `$status`, which ends at a blank). A variable between double quotes runs to the first unescaped `"`, so
/// quoted values may hold anything nginx or Apache escapes. Two variables with nothing between them cannot be split
/// and are refused, as is a format without a request variable (`$request`, `$request_uri` or `$uri`).
///
/// The string may also be given as written in `nginx.conf`: quoted pieces one after another, as in
/// `'$remote_addr - ' '"$request" $status';` — recognised when the text starts with a single quote, or starts with a
/// double quote and ends with `;` (a format starting with `"$request"` is taken as it is).
package struct NginxLogFormat: Sendable, Hashable {
    /// The `log_format` string of Combined plus `$request_time` (seconds): the `combined-timed` preset, and
    /// what the log generator writes when asked for request times.
    package static let combinedWithRequestTimeText =
        "$remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent \"$http_referer\" "
        + "\"$http_user_agent\" $request_time"

    /// A piece of the format.
    package enum Element: Sendable, Hashable {
        /// Text that must appear as it is.
        case literal([UInt8])
        /// A field holding a variable's value; `quoted` when it sits between double quotes.
        case variable(NginxVariable, quoted: Bool)
    }

    /// The format as given.
    package let text: String
    /// The pieces, literal text and variables alternating.
    package let elements: [Element]
    /// Whether an unquoted field may be preceded by a run of spaces (columns padded to a width, as Squid
    /// writes them). Off for nginx formats, where two spaces mean an empty field.
    package let collapsesBlanks: Bool
    /// Lines that start with these bytes are not entries but directives or headers (W3C's `#Fields:`, a CSV
    /// header row): counted apart, neither requests nor malformed.
    package var directivePrefix: [UInt8]? = nil
    /// Whether each variable is one column of a W3C extended log, read as the W3C standard writes them rather than
    /// by the literals between the variables: columns separated by runs of spaces or tabs, a value that holds
    /// blanks written between double quotes (a `"` inside it doubled). Oracle Web Cache, IIS Advanced Logging and
    /// Incapsula write such files; IIS and CloudFront's single separators read either way.
    package var readsW3CColumns = false
    /// With ``readsW3CColumns``: the columns are comma-separated values, as CSV writes them — a value holding a comma
    /// or a quote between double quotes (a `"` inside it doubled), an empty value between two commas (Exchange's
    /// HttpProxy logs).
    package var columnsAreCommaSeparated = false
    /// Whether a W3C extended log's lines separate their columns by tabs (CloudFront's, WebLogic's), not by spaces
    /// (IIS's, ASP.NET Core's W3CLogger's): its `time-taken` is in seconds, as the W3C standard has it, not in IIS's
    /// milliseconds; a later `#Fields:` directive declares columns read the same way.
    package var columnsAreTabSeparated = false
    /// Whether the log wrote `$uri` and `$args` URL-encoded once more, as CloudFront writes every field's `%` as
    /// `%25` (a request for `/a%20b` is logged `/a%2520b`): each `%25` is read back as `%` before the value is
    /// matched. The other escapes of that encoding (`%7B` for a `{` the client sent bare, `%C3%A9` for its raw UTF-8)
    /// are left: the matcher reads them as the bytes they stand for either way.
    package var targetIsLogEncoded = false
    /// Whether the request's target may be a route template (API Gateway's common-log layout writes
    /// `$context.resourcePath`, `/users/{id}`) (``JSONLogFields/targetMayBeRouteTemplate``). A preset's setting.
    package var targetMayBeRouteTemplate = false
    /// Whether the line ends with the layout's last field and that field holds no blank: a line with more fields
    /// after it is not of the layout (Akamai's structured lines, whose fields are the stream's choice). Off: the last
    /// field runs to the end of the line, whatever follows it.
    package var lastFieldIsOneWord = false
    /// Whether a line whose time or status does not read is not of the layout: for a layout of bare fields between
    /// blanks (Akamai's structured lines), where the epoch seconds and the status are what tell its lines from other
    /// text with as many words. Off: such a line is a request without a time, or without a status.
    package var requiresTimeAndStatus = false
    /// Whether a line whose time does not read is not of the layout (its status may be `-`: classic ELB's TCP
    /// listeners): for a layout whose lines all start with their time, which tells them from other text.
    package var requiresTime = false
    /// Whether a line whose `$request` is no request line (`METHOD target …`) is not of the layout: for layouts of
    /// alike fields told apart only by where the request stands (Tencent CLB's with and without the upstream's
    /// address). Off: such a line is an invalid request (a scanner's bytes, a bare `-`).
    package var requiresRequestLine = false
    /// Whether the layout's lines are a program's other lines about a request that another layout of the format
    /// reads (ASP.NET Core's `Request starting`, its category lines): neither requests nor malformed, counted with
    /// the directive lines (``LogLineResult/continuation``).
    package var isCompanion = false
    /// Whether the companion layout's lines are ones only the format's logs hold (the test file Elastic Load Balancing
    /// writes to a bucket): detection counts such a line as read, so that an input of nothing else is read as the
    /// format (no requests, its lines directives) rather than refused as one no format reads.
    package var isFormatMarker = false
    /// Whether the layout's lines are a JSON entry's message whose request time is the entry's (go-zero's logx:
    /// `"duration":"1.2ms"` beside `content`, ``LogWrapper/jsonDurationFields``): inside the `json` wrapper, latency
    /// is reported.
    package var takesWrapperDuration = false
    /// Whether the log writes `$request`'s `"`, `#` and unprintable bytes as `#` and two hex digits, as HAProxy does
    /// (`/caf#C3#A9`, `#22`, `#23`): such a request line is decoded (each `#XX`) before it is split, so a `#` is
    /// never taken for a fragment.
    package var requestIsHashEncoded = false
    /// Whether `$request`'s target may be the host followed by the path, without a scheme (`GET api.example.com/users/42
    /// HTTP/1.1`: HAProxy's `%[base]` in place of `%HU`, as the HAProxy Kubernetes Ingress Controller's default
    /// `log-format` writes it): read from the path's `/`.
    package var requestTargetMayStartWithHost = false
    /// Whether `$uri` may be written without its leading `/` (Akamai DataStream 2's `reqPath`: `users/42` for
    /// `/users/42`): a path that starts with neither `/` nor a scheme is read with one.
    package var pathMayLackLeadingSlash = false
    /// The day (its midnight, UTC, in seconds since the epoch) of lines whose layout has a time of day
    /// (`$time_hms`) but no date: the one a W3C log's `#Date:` directive gives. Nil: such lines are untimed.
    package var impliedDay: Int64? = nil
    /// Seconds east of UTC of the local times of a W3C log that says so (`#GMT-Offset: -0800`, as Oracle Web Cache
    /// writes): its `date` and `time` columns are read in that zone. 0: UTC, as W3C logs are by default.
    package var utcOffsetSeconds: Int64 = 0
    /// The hand-written reader the usual lines of this layout are read by (a preset's layout only; any other line is
    /// read by the layout's program). Nil: every line by the program.
    package var handReader: HandReader? = nil
    /// Keys (`rt=`, `request_time=`) of a `key=value` field after the layout's last field that holds the request
    /// time in seconds, quoted or not, as nginx configurations add `rt=$request_time` after Combined (NGINX
    /// Amplify's `main_ext`, the NGINX admin guide's `upstream_time`). A key counts where a blank, a tab or a `"`
    /// comes before it (`urt=` is not `rt=`); the first key found wins, and a line without any is not of the layout.
    /// A key given with a `:` at its end is matched as given (Cloud Foundry's `response_time:0.004`). Empty: no such
    /// field.
    package var requestTimeKeys: [[UInt8]] = []
    /// Whether the layout ends with `$request_time` that other fields may follow (`$upstream_response_time`, `$pipe`,
    /// anything a configuration adds): the last field then ends at a blank, and its value must have a fraction, as
    /// nginx (`0.012`), Rack (`0.0120`) and Gunicorn (`0.012000`) write seconds — a whole number there is another
    /// field (Apache's `%I %O` bytes, ingress-nginx's request length), and the line is not of the layout.
    package var requestTimeLeadsTrailer = false
    /// Whether the request time is a whole number of its unit, as Tomcat writes `%D` in milliseconds: a value with a
    /// fraction or a unit is another field (nginx's `$request_time` in seconds, `0.012`), and the line is not of the
    /// layout. A count of microseconds is always read so.
    package var requestTimeIsWhole = false
    /// Whether the request time is written with its unit, as Splunk writes `12ms`: a bare number there is another
    /// field (Apache's `%D` after a vhost's Combined line), and the line is not of the layout.
    package var requestTimeHasUnit = false
    /// The unit of the keyed request time (``requestTimeKeys``), as a power of ten of microseconds: 6 (seconds, nginx's
    /// `$request_time`) unless the layout says otherwise (3: lograge's `duration=` in milliseconds).
    package var requestTimeKeyExponent = 6

    /// A layout whose usual lines are read by a hand-written reader rather than the layout's program.
    package enum HandReader: Sendable, Hashable {
        /// The `aws-alb` preset's layout (``LogLineParser/parseALB(_:count:)``).
        case awsALB
    }

    /// Compiles a `log_format` string; a companion layout (``isCompanion``) need not read a request.
    package init(_ text: String, collapsesBlanks: Bool = false, isCompanion: Bool = false) throws(LogFormatError) {
        self.text = text
        self.collapsesBlanks = collapsesBlanks
        self.isCompanion = isCompanion
        let (bytes, origins) = try Self.unquote(text)
        elements = try Self.compile(bytes, origins: origins, text: text, requiresRequest: !isCompanion)
    }

    /// The format of nginx's predefined `combined` log format.
    package static let combined: NginxLogFormat = {
        do {
            return try NginxLogFormat(
                "$remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent \"$http_referer\" "
                    + "\"$http_user_agent\"")
        } catch {
            preconditionFailure("the built-in combined format compiles: \(error)")
        }
    }()

    /// Hashes the format's text only: formats that are equal have the same text, and a layout's text is what tells
    /// most layouts apart (a key of ``LogFormatDetector``'s parser pool, hashed once a score).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// The variables, in order.
    package var variables: [NginxVariable] {
        elements.compactMap { element in
            if case .variable(let variable, _) = element { return variable }
            return nil
        }
    }

    /// True when an unquoted field may hold a list of servers' values, as nginx writes `$upstream_addr`,
    /// `$upstream_status`, `$upstream_response_time` and the other `$upstream_*` variables of a request passed to
    /// several servers: `502, 200` (the next server tried), `0.500 : 0.003` (an internal redirect to another group).
    /// An inferred layout's unnamed fields (`$field3`) may be such lists too; W3C's columns and other layouts declared
    /// by a header are not.
    package var mayHoldServerLists: Bool {
        // Not W3C's columns (their unnamed fields are `$fieldN` too), nor another log's read by its header.
        guard directivePrefix == nil && !readsW3CColumns else { return false }
        return elements.contains { element in
            guard case .variable(let variable, let quoted) = element, !quoted else { return false }
            switch variable {
            case .upstreamResponseTime: return true
            case .other(let name):
                return name.hasPrefix("upstream_")
                    || (name.count > 5 && name.hasPrefix("field")
                        && name.dropFirst(5).allSatisfy { $0 >= "0" && $0 <= "9" })
            default: return false
            }
        }
    }

    /// True when the format has `$http_user_agent`.
    package var hasUserAgent: Bool {
        variables.contains { $0 == .httpHeader("user_agent") || $0 == .userAgentEncoded || $0 == .userAgentCSV }
    }

    /// True when the format has `$remote_addr` (or `$remote_addr_port`).
    package var hasClientAddress: Bool { variables.contains { $0 == .remoteAddr || $0 == .remoteAddrPort } }

    /// True when lines carry a request time (`$request_time` in any unit, `$upstream_response_time`, HAProxy's timers).
    package var hasRequestTime: Bool {
        !requestTimeKeys.isEmpty
            || variables.contains { variable in
                switch variable {
                case .requestTime, .upstreamResponseTime, .requestTimeIn, .haproxyTimers: true
                default: false
                }
            }
    }

    /// True when lines carry the time they were logged.
    package var hasTimestamp: Bool {
        variables.contains { $0 == .timeLocal || $0 == .timeISO8601 || $0 == .msec || $0 == .timeEpoch || $0 == .date }
            || (impliedDay != nil && variables.contains(.timeOfDay))
    }

    /// True when lines have a time of day but no date (`$time_hms` without `$date`): their day comes from elsewhere
    /// (``impliedDay``).
    package var needsDay: Bool { variables.contains(.timeOfDay) && !variables.contains(.date) }

    // MARK: - Compiling

    private static func error(_ text: String, byteOffset: Int, _ reason: String) -> LogFormatError {
        let prefix = text.utf8.prefix(byteOffset)
        let column = (String(decoding: prefix, as: UTF8.self)).count + 1
        return LogFormatError(spec: text, column: column, reason: reason)
    }

    /// Removes `nginx.conf` quoting when the text starts with a quote; returns the bytes and, for each, its byte
    /// offset in `text`.
    private static func unquote(_ text: String) throws(LogFormatError) -> ([UInt8], [Int]) {
        let raw = Array(text.utf8)
        var start = 0
        while start < raw.count && ByteScanning.isWhitespace(raw[start]) { start += 1 }
        var end = raw.count
        while end > start && ByteScanning.isWhitespace(raw[end - 1]) { end -= 1 }
        // nginx.conf syntax: starts with a single quote, or quoted pieces ending with `;`. A format of its own may
        // well start with `"` ("$request" …), so a double quote alone does not make it config syntax.
        let configSyntax =
            start < end && (raw[start] == 0x27 || (raw[start] == ByteScanning.quote && raw[end - 1] == 0x3B))
        guard configSyntax else {
            return (raw, Array(raw.indices))
        }
        var bytes: [UInt8] = []
        var origins: [Int] = []
        var index = start
        while index < raw.count {
            let byte = raw[index]
            if ByteScanning.isWhitespace(byte) {
                index += 1
                continue
            }
            if byte == 0x3B {  // ; ends the directive
                var rest = index + 1
                while rest < raw.count && ByteScanning.isWhitespace(raw[rest]) { rest += 1 }
                guard rest == raw.count else {
                    throw error(text, byteOffset: rest, "text after the ';' that ends the log_format")
                }
                break
            }
            guard byte == 0x27 || byte == ByteScanning.quote else {
                throw error(text, byteOffset: index, "expected a quoted piece of the log_format ('…' or \"…\")")
            }
            let open = index
            index += 1
            var closed = false
            while index < raw.count {
                let current = raw[index]
                if current == byte {
                    closed = true
                    index += 1
                    break
                }
                if current == ByteScanning.backslash && index + 1 < raw.count {
                    let next = raw[index + 1]
                    let decoded: UInt8? =
                        switch next {
                        case 0x27, ByteScanning.quote, ByteScanning.backslash: next
                        case 0x6E: 0x0A
                        case 0x72: 0x0D
                        case 0x74: 0x09
                        default: nil
                        }
                    if let decoded {
                        bytes.append(decoded)
                        origins.append(index)
                        index += 2
                        continue
                    }
                }
                bytes.append(current)
                origins.append(index)
                index += 1
            }
            guard closed else { throw error(text, byteOffset: open, "unterminated quoted piece") }
        }
        return (bytes, origins)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == 0x5F
    }

    private static func compile(
        _ bytes: [UInt8], origins: [Int], text: String, requiresRequest: Bool
    ) throws(LogFormatError) -> [Element] {
        func origin(_ index: Int) -> Int { index < origins.count ? origins[index] : text.utf8.count }
        guard !bytes.isEmpty else {
            throw error(text, byteOffset: 0, "the log_format is empty")
        }
        var elements: [Element] = []
        var literal: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x24 else {  // $
                literal.append(bytes[index])
                index += 1
                continue
            }
            let variableStart = index
            let nameStart: Int
            let nameEnd: Int
            if index + 1 < bytes.count && bytes[index + 1] == 0x7B {  // ${name}
                nameStart = index + 2
                var end = nameStart
                while end < bytes.count && isNameByte(bytes[end]) { end += 1 }
                guard end < bytes.count, bytes[end] == 0x7D else {
                    throw error(text, byteOffset: origin(variableStart), "'${' without a name and a closing '}'")
                }
                nameEnd = end
                index = end + 1
            } else {
                nameStart = index + 1
                var end = nameStart
                while end < bytes.count && isNameByte(bytes[end]) { end += 1 }
                nameEnd = end
                index = end
            }
            guard nameEnd > nameStart else {
                throw error(text, byteOffset: origin(variableStart), "'$' is not followed by a variable name")
            }
            if !literal.isEmpty {
                elements.append(.literal(literal))
                literal = []
            } else if case .variable = elements.last {
                throw error(
                    text, byteOffset: origin(variableStart),
                    "two variables with nothing between them: a line cannot be split there")
            }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
            elements.append(.variable(NginxVariable(name: name), quoted: false))
        }
        if !literal.isEmpty { elements.append(.literal(literal)) }

        // A variable is quoted when the text before it ends with `"` and the text after it starts with `"`.
        for position in elements.indices {
            guard case .variable(let variable, _) = elements[position] else { continue }
            let before: Bool
            if position > 0, case .literal(let text) = elements[position - 1] {
                before = text.last == ByteScanning.quote
            } else {
                before = false
            }
            let after: Bool
            if position + 1 < elements.count, case .literal(let text) = elements[position + 1] {
                after = text.first == ByteScanning.quote
            } else {
                after = false
            }
            elements[position] = .variable(variable, quoted: before && after)
        }

        let variables = elements.compactMap { element -> NginxVariable? in
            if case .variable(let variable, _) = element { return variable }
            return nil
        }
        guard !requiresRequest || variables.contains(where: { $0 == .request || $0 == .requestURI || $0 == .uri })
        else {
            throw error(
                text, byteOffset: 0, "the log_format has no request variable: it needs $request, $request_uri or $uri")
        }
        return elements
    }
}
