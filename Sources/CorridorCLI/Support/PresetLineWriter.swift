import Foundation
import CorridorCore
import CorridorLogFormats
import CorridorLogGenerator
import CorridorReport

/// Writes generated requests in any preset's layout (`corridor generate --log-format NAME`), from the layout
/// itself — the template's variables or the JSON fields' paths — so that every preset can be tested and
/// benchmarked with the traffic of a routes file.
struct PresetLineWriter {
    let preset: LogFormatPreset
    /// Whether the program writes its own JSON entries around its lines (go-zero's logx: `json+go-zero`).
    var writesJSONEntries = false

    /// Whether a request's several lines are each a line of any wrapper around them (go-zero's slow-call line and
    /// its request line), rather than one text a wrapper holds whole.
    var wrapsEachLine: Bool { preset.name == "go-zero" }

    /// The line for `line` in the preset's layout (a malformed line is written as it was made, but for a stray
    /// `#Fields:` line in a W3C log, which would declare new columns there: it is written as a `#Remark:`).
    func text(for line: GeneratedLine) -> String {
        guard let fields = line.fields else {
            if preset.format.followsFieldsDirectives, line.text.hasPrefix("#Fields:") {
                return "#Remark:" + line.text.dropFirst("#Fields:".count)
            }
            return line.text
        }
        if preset.name == "rails" { return railsLines(fields) }
        if preset.name == "phoenix" { return phoenixLines(fields) }
        if preset.name == "fastify" { return fastifyEntries(fields) }
        if preset.name == "go-zero" { return goZeroLines(fields, json: writesJSONEntries) }
        if preset.name == "drogon" { return drogonLine(fields) }
        if preset.name == "shelf" { return shelfLine(fields) }
        switch preset.format {
        case .combined:
            return
                "\(fields.client) - \(fields.user) [\(AccessLogTimestamp.format(fields.seconds))] \"\(requestLine(fields))\" "
                + "\(fields.status) \(fields.bytes) \"\(fields.referer)\" \"\(fields.agent)\""
        case .common:
            return
                "\(fields.client) - \(fields.user) [\(AccessLogTimestamp.format(fields.seconds))] \"\(requestLine(fields))\" \(fields.status) \(fields.bytes)"
        case .urlPerLine: return fields.method == "-" ? fields.target : "\(fields.method) \(fields.target)"
        case .nginx(let format):
            let number = Self.lineNumber(fields)
            return render(format, fields, number: number) + trailer(fields, number: number)
        case .alternatives(let formats):
            // The first layout of a request: the vendor's current one (for API Gateway's CLF, a REST API's: its last).
            let requests = formats.filter { !$0.isCompanionLayout }
            guard let first = preset.name == "aws-apigateway-clf" ? requests.last : requests.first else {
                return line.text
            }
            return PresetLineWriter(
                preset: LogFormatPreset(name: preset.name, summary: "", format: first, example: "")
            )
            .text(for: line)
        case .jsonLines(let names): return json(names, fields)
        case .wrapped(let wrapper, let inner):
            let text = PresetLineWriter(
                preset: LogFormatPreset(name: preset.name, summary: "", format: inner, example: "")
            )
            .text(for: line)
            return Self.wrap(text, in: wrapper, seconds: fields.seconds)
        }
    }

    /// A request as Rails logs it with Ruby's Logger prefix and the request id as its tag (`config.log_tags`): its
    /// `Started`, `Processing by` and `Completed` lines.
    private func railsLines(_ fields: GeneratedLine.Fields) -> String {
        let number = Self.lineNumber(fields)
        let iso = CivilCalendar.isoInstant(fields.seconds)  // 2024-01-31T10:00:00Z
        let prefix =
            "I, [\(iso.dropLast()).\(100_000 + number % 900_000) #\(800 + number % 4)]  INFO -- : [\(Self.uuid(number))] "
        let at = "\(iso.prefix(10)) \(iso.dropFirst(11).prefix(8)) +0000"
        let reasons = Self.reasonPhrases
        return prefix + "Started \(fields.method) \"\(fields.target)\" for \(fields.client) at \(at)\n"
            + prefix + "Processing by UsersController#show as JSON\n"
            + prefix + "Completed \(fields.status) \(reasons[fields.status] ?? "Unknown") in \(fields.millis)ms"
            + " (Views: \(fields.millis / 2).0ms | ActiveRecord: \(fields.millis / 4).0ms | Allocations: 812)"
    }

    /// The reason phrases of the statuses the generator writes.
    private static let reasonPhrases = [
        200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found", 304: "Not Modified",
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 422: "Unprocessable Content",
        500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
    ]

    /// A request as Drogon's AccessLogger writes it by default: trantor's `20240131 10:00:01.123456`, the request's
    /// body length, the peer and local addresses, the status with its reason phrase, the body's length and the
    /// processing time in seconds.
    private func drogonLine(_ fields: GeneratedLine.Fields) -> String {
        let number = Self.lineNumber(fields)
        let iso = CivilCalendar.isoInstant(fields.seconds)  // 2024-01-31T10:00:00Z
        let stamp =
            String(iso.prefix(10)).replacingAll("-", with: "")
            + " \(iso.dropFirst(11).prefix(8)).\(100_000 + number % 900_000)"
        let time = Double(fields.millis) / 1000
        return "\(stamp) \(fields.method) \(fields.target) [\(fields.method == "POST" ? 120 + number % 300 : 0)] "
            + "(\(fields.client):\(40_000 + number % 20_000) - 10.0.0.5:8080) "
            + "\(fields.status) \(Self.reasonPhrases[fields.status] ?? "Unknown Status") \(fields.bytes) \(time)"
    }

    /// A request as Dart shelf's `logRequests` writes it: the local time as `toIso8601String()` writes it (no zone),
    /// the elapsed time as `Duration.toString()` writes it padded to 15, the method padded to 7, the status, the path.
    private func shelfLine(_ fields: GeneratedLine.Fields) -> String {
        let number = Self.lineNumber(fields)
        let iso = CivilCalendar.isoInstant(fields.seconds)  // 2024-01-31T10:00:00Z
        let total = fields.millis * 1000 + Int(number % 1000)
        let (seconds, micros) = (total / 1_000_000, String(total % 1_000_000))
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        let elapsed =
            "\(seconds / 3600):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))."
            + String(repeating: "0", count: 6 - micros.count) + micros
        let method = fields.method + String(repeating: " ", count: max(0, 7 - fields.method.count))
        let padding = String(repeating: " ", count: max(0, 15 - elapsed.count))
        return
            "\(iso.dropLast()).\(100_000 + number % 900_000) \(padding)\(elapsed) \(method) [\(fields.status)] \(fields.target)"
    }

    /// A request as a Phoenix application's console log writes it: its request line, a line of the application's,
    /// its completion, under its request id (the path with its query, so that every route's hits come back).
    private func phoenixLines(_ fields: GeneratedLine.Fields) -> String {
        let number = Self.lineNumber(fields)
        let iso = CivilCalendar.isoInstant(fields.seconds)  // 2024-01-31T10:00:00Z
        let clock = "\(iso.dropFirst(11).prefix(8)).\(100 + number % 900)"
        let prefix = "\(clock) request_id=F\(Self.hex(number, count: 19)) [info] "
        // Phoenix logs the request's path (`conn.request_path`): an absolute target's, and nothing of a request the
        // HTTP server refused before Phoenix saw it (a `CONNECT`, an empty request line).
        var target = fields.target
        if let scheme = target.range(of: "://"), let slash = target[scheme.upperBound...].firstIndex(of: "/") {
            target = String(target[slash...])
        }
        guard fields.method != "-", target.hasPrefix("/") else {
            return "\(clock) [warning] the HTTP server refused a request that was not a URL"
        }
        return prefix + "\(fields.method) \(target)\n"
            + prefix + "Processing with ApiWeb.UserController.show/2\n"
            + prefix + "Sent \(fields.status) in \(fields.millis)ms"
    }

    /// A request as Fastify logs it: its `incoming request` and `request completed` entries, with their `reqId`.
    private func fastifyEntries(_ fields: GeneratedLine.Fields) -> String {
        let number = Self.lineNumber(fields)
        let head =
            #"{"level":30,"time":"# + "\(fields.seconds)000" + #","pid":7,"hostname":"web-1","reqId":"req-"#
            + Self.hex(number, count: 8) + "\""
        let request =
            #"{"method":"# + StringEscaping.jsonQuoted(fields.method) + #","url":"#
            + StringEscaping.jsonQuoted(fields.target) + #","hostname":"api.example.com","remoteAddress":"#
            + StringEscaping.jsonQuoted(fields.client) + #","remotePort":51234}"#
        return head + #","req":"# + request + #","msg":"incoming request"}"# + "\n" + head
            + #","res":{"statusCode":"# + "\(fields.status)" + #"},"responseTime":"# + "\(fields.millis).5"
            + #","msg":"request completed"}"#
    }

    /// A request as go-zero's rest server logs it: its `[HTTP]` line in logx's JSON entry (`json`: its default
    /// encoding, Go's JSON escaping `&`, `<` and `>`) or its plain encoding; a 5xx line with the request's dump, a
    /// request over 500 ms (its slow threshold) with its `slowcall` line first.
    private func goZeroLines(_ fields: GeneratedLine.Fields, json: Bool) -> String {
        let local = CivilCalendar.isoInstant(fields.seconds + 8 * 3600)
        let stamp = String(local.dropLast()) + ".000+08:00"
        // logx's `%.1fms`.
        let duration = "\(fields.millis).0ms"
        let dump =
            fields.status >= 500
            ? "\n\(fields.method) \(fields.target) HTTP/1.1\r\nHost: api.example.com\r\nUser-Agent: \(fields.agent)\r\n\r\n"
            : ""
        func line(_ content: String, level: String) -> String {
            if json {
                let quoted = StringEscaping.jsonQuoted(content).replacingAll("&", with: "\\u0026")
                    .replacingAll("<", with: "\\u003c").replacingAll(">", with: "\\u003e")
                return #"{"@timestamp":"# + "\"\(stamp)\"" + #","caller":"handler/loghandler.go:147","content":"#
                    + quoted + #","duration":"# + "\"\(duration)\"" + #","level":"# + "\"\(level)\"" + "}"
            }
            let padded = content.replacingAll(
                "[HTTP] \(fields.status) - \(fields.method) ", with: "[HTTP]  \(fields.status)  -  \(fields.method)  ")
            return "\(stamp)\t \(level) \t\(padded)\tcaller=handler/loghandler.go:147\tduration=\(duration)"
        }
        let request =
            "[HTTP] \(fields.status) - \(fields.method) \(fields.target) - \(fields.client):51234 - \(fields.agent)"
        let logged = line(request + (json ? dump : ""), level: fields.status >= 500 ? "error" : "info")
        guard fields.millis > 500 else { return logged }
        return line(request + " - slowcall(\(duration))", level: "slow") + "\n" + logged
    }

    /// `line` inside a container runtime's line: CRI (`<time> stdout F <line>`), Docker json-file, a shipper's JSON, ….
    static func wrap(_ line: String, in wrapper: LogWrapper, seconds: Int64) -> String {
        let time = CivilCalendar.isoInstant(seconds).replacingAll("Z", with: ".000000000Z")
        switch wrapper {
        case .cri: return "\(time) stdout F \(line)"
        case .compose: return "web-1  | \(line)"
        case .timestamped: return "\(time) \(line)"
        case .cloudwatch:
            // `aws logs tail`: Python's `isoformat()` of the event's instant (microseconds, `+00:00`), the log stream.
            let instant = String(time.prefix(26)) + "+00:00"
            return "\(instant) web/nginx/7d9f8c6b5e4a4c3d9a1b2c3d4e5f6a7b \(line)"
        case .heroku:
            // `heroku logs`: the instant in microseconds with `+00:00`, the dyno.
            return String(time.prefix(26)) + "+00:00 app[web.1]: " + line
        case .fly:
            // `fly logs`: the instant in seconds, the app's instance, its region, the level.
            return String(time.prefix(19)) + "Z app[148e272dc69589] iad [info]" + line
        case .console:
            // `2024-01-31T10:00:01.000000000Z` → `2024/01/31 10:00:01.000`.
            let clock = String(time.prefix(23)).replacingAll("-", with: "/").replacingAll("T", with: " ")
            return "\(clock)\tINFO\thttp.log.access.log0\thandled request\t\(line)"
        case .syslog:
            // `21/Nov/2026:05:06:37 +0000` → `Nov 21 05:06:37`.
            let stamp = AccessLogTimestamp.format(seconds)
            let day = stamp.prefix(2)
            let month = stamp.dropFirst(3).prefix(3)
            let clock = stamp.dropFirst(12).prefix(8)
            return "\(month) \(day) \(clock) web1 app[4242]: \(line)"
        case .docker:
            return #"{"log":"# + StringEscaping.jsonQuoted(line + "\n") + #","stream":"stdout","time":""# + time
                + #""}"#
        case .kubectl: return "[pod/web-7d9f8c6b5-x2k4q/nginx] \(time) \(line)"
        // stern's default template with `--timestamps`: the pod, the container, the instant.
        case .stern: return "web-7d9f8c6b5-x2k4q nginx \(time) \(line)"
        case .csv:
            // As CloudWatch Logs Insights exports `fields @timestamp, @message, @logStream`.
            let stamp = String(time.prefix(23)).replacingAll("T", with: " ")
            return stamp + ",\"" + line.replacingAll("\"", with: "\"\"") + "\",web/nginx/7d9f8c6b5"
        case .fluent: return "nginx.access: [\(seconds).123456001, \(line)]"
        case .logfmt:
            // The JSON record's members as `key=value` pairs (nested ones with dotted keys), after logrus' text
            // formatter's own (its `time` left out where the record has one: FortiWeb's time of day).
            let own = line.contains(#""time":"#) ? "" : "time=\"\(time)\" "
            return own + "level=info msg=\"request completed\" " + logfmtPairs(ofJSON: line)
        case .ltsv:
            // As nginx's LTSV log_format of ltsv.org's labels writes them: the time, then the record's members.
            return "time:\(AccessLogTimestamp.format(seconds))\t" + Self.ltsvFields(ofJSON: line)
        case .cef:
            // As Imperva's SIEM log files write each request: the CEF header, then the record's members as pairs;
            // a record with custom fields (`cef-http`'s response code) as F5's ASM writes its requests.
            let (pairs, hasCustomFields) = cefPairs(ofJSON: line)
            return hasCustomFields
                ? "CEF:0|F5|ASM|17.1.0|Successful Request|Successful Request|2| " + pairs
                : "CEF:0|Incapsula|SIEMintegration|1|1|Normal|0| " + pairs
        case .json:
            // As Vector's `kubernetes_logs` source writes its events.
            return #"{"file":"/var/log/pods/shop_web-1/nginx/0.log","message":"# + StringEscaping.jsonQuoted(line)
                + #","source_type":"kubernetes_logs","stream":"stdout","timestamp":""# + time + #""}"#
        }
    }

    /// The members of the JSON object `json` in key order, nested objects' members under dotted keys, each value as
    /// text (an array's first value); nil when `json` is no object.
    private static func flatMembers(ofJSON json: String) -> [(key: String, text: String)]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            return nil
        }
        var members: [(key: String, text: String)] = []
        func add(_ value: Any, key: String) {
            if let nested = value as? [String: Any] {
                for name in nested.keys.sorted() { add(nested[name]!, key: key + "." + name) }
                return
            }
            if let array = value as? [Any] {
                members.append((key, array.first.map { "\($0)" } ?? ""))
            } else if let number = value as? NSNumber {
                members.append((key, number.stringValue))
            } else {
                members.append((key, "\(value)"))
            }
        }
        for key in object.keys.sorted() { add(object[key]!, key: key) }
        return members
    }

    /// The members of the JSON object `json` as logfmt pairs (``flatMembers(ofJSON:)``), a value quoted when it holds
    /// a blank, `"`, `=` or nothing.
    private static func logfmtPairs(ofJSON json: String) -> String {
        guard let members = flatMembers(ofJSON: json) else { return json }
        return members.map { key, text in
            let needsQuotes = text.isEmpty || text.contains { $0 == " " || $0 == "\"" || $0 == "=" || $0 == "\\" }
            let quoted = "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
            return key + "=" + (needsQuotes ? quoted : text)
        }.joined(separator: " ")
    }

    /// The members of the JSON object `json` as a CEF event's extension (``flatMembers(ofJSON:)``): `key=value` pairs,
    /// `\`, `=` and line breaks escaped as CEF escapes them; and whether a member went into a custom field.
    private static func cefPairs(ofJSON json: String) -> (pairs: String, hasCustomFields: Bool) {
        guard let members = flatMembers(ofJSON: json) else { return (json, false) }
        let hasCustomFields = members.contains { cefCustomFields[$0.key] != nil }
        return (
            members.map { key, text in
                let value =
                    text.replacingAll("\\", with: "\\\\").replacingAll("=", with: "\\=")
                    .replacingAll("\n", with: "\\n").replacingAll("\r", with: "\\r")
                // A custom field's value, under the custom field's key, then its label.
                if let custom = cefCustomFields[key] { return "\(custom)=\(value) \(custom)Label=\(key)" }
                return key + "=" + value
            }.joined(separator: " "), hasCustomFields
        )
    }

    /// The labels `cef-http` reads and the custom fields F5's and Barracuda's events write them in.
    private static let cefCustomFields = ["response_code": "cn1", "TimeTaken(ms)": "flexNumber2"]

    /// The members of the JSON object `json` as LTSV fields, JSON lines' names under ltsv.org's labels (`request` as
    /// `req`, `user_agent` as `ua`, `remote_addr` as `host`, `request_time` as `reqtime`), tab-separated.
    private static func ltsvFields(ofJSON json: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            return json
        }
        let labels = ["request": "req", "user_agent": "ua", "remote_addr": "host", "request_time": "reqtime"]
        return object.keys.sorted().filter { $0 != "time" }.map { key in
            let value = object[key]!
            let text = (value as? NSNumber)?.stringValue ?? "\(value)"
            return (labels[key] ?? key) + ":" + text.replacingAll("\t", with: " ")
        }.joined(separator: "\t")
    }

    private var absoluteTargets: Bool { preset.name == "aws-alb" || preset.name == "aws-elb" }

    /// The request line, a `"` in the target written `quote` (`%22` unless the layout escapes it otherwise).
    private func requestLine(_ fields: GeneratedLine.Fields, quote: String = "%22") -> String {
        guard fields.method != "-" else { return fields.target }
        let target =
            absoluteTargets && fields.target.hasPrefix("/")
            ? "https://api.example.com:443" + fields.target : fields.target
        return "\(fields.method) \(target.replacingAll("\"", with: quote)) HTTP/1.1"
    }

    /// `text` as HAProxy logs a request: `"`, `#`, control characters and bytes beyond ASCII as `#XX`.
    private static func hashEncoded(_ text: String) -> String {
        escaped(text, with: "#") { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "#") }
    }

    private static func split(_ target: String) -> (path: String, query: String) {
        guard let mark = target.firstIndex(of: "?") else { return (target, "-") }
        return (String(target[..<mark]), String(target[target.index(after: mark)...]))
    }

    /// `text` URL-encoded as CloudFront and IIS write user agents: all but letters, digits and `-._~/();,:` as `%XX`.
    private static func encoded(_ text: String) -> String {
        escaped(text, with: "%") { byte in
            !((byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || "-._~/();,:".utf8.contains(byte))
        }
    }

    /// `text` as CloudFront writes a value in its log: `%`, blanks and control characters, bytes beyond ASCII and
    /// the characters of its table (`"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`) as `%XX`.
    private static func logEncoded(_ text: String) -> String {
        escaped(text, with: "%") { $0 <= 0x20 || $0 >= 0x7F || "%\"<>\\^`{|}".utf8.contains($0) }
    }

    /// `text` with each byte `isEscaped` picks written as `mark` and its two hex digits.
    private static func escaped(_ text: String, with mark: String, where isEscaped: (UInt8) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var out = ""
        for byte in text.utf8 {
            if isEscaped(byte) {
                out += mark + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            } else {
                out.unicodeScalars.append(UnicodeScalar(byte))
            }
        }
        return out
    }

    /// The presets whose vendors write a duration in milliseconds as `12ms`.
    private static let millisecondsWithUnit: Set<String> = [
        "traefik", "heroku-router", "gin", "chi", "aspnetcore", "fiber", "tornado", "splunk",
    ]

    /// Presets whose request time (`$request_time`) is written with its unit, in milliseconds (warp's and Kemal's
    /// Rust and Crystal durations, Gitea's Go one).
    private static let secondsAsMillisecondsWithUnit: Set<String> = [
        "warp", "kemal", "gitea", "beego", "hertz", "salvo",
    ]

    /// Presets whose request time is whole seconds (Apache's `%T`).
    private static let wholeSeconds: Set<String> = ["combined-s", "common-s"]

    /// The time where a template has `$time_local`, in the vendor's syntax: Gin's `2024/01/31 - 10:00:01`, chi's
    /// `2024/01/31 10:00:01`, PHP's and uWSGI's `ctime` (`Wed Jan 31 10:00:01 2024`), else the access-log time.
    private func timeLocal(_ seconds: Int64, iso: String) -> String {
        let date = String(iso.prefix(10)).replacingAll("-", with: "/")
        let clock = String(iso.dropFirst(11).prefix(8))
        switch preset.name {
        case "gin": return "\(date) - \(clock)"
        case "chi": return "\(date) \(clock)"
        // Fiber's TimeFormat as configurations set it, and Umbrella's: `2006-01-02 15:04:05`.
        case "fiber", "cisco-umbrella": return "\(iso.prefix(10)) \(clock)"
        case "php-builtin", "uwsgi":
            // `21/Nov/2026:05:06:37 +0000` gives the month's name and the day.
            let stamp = AccessLogTimestamp.format(seconds)
            let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
            let days = Int((seconds >= 0 ? seconds : seconds - 86_399) / 86_400)
            let weekday = weekdays[((days % 7) + 7) % 7]
            // The day padded with a blank, as `ctime` writes it (`Mar  3`).
            let day = stamp.hasPrefix("0") ? " " + stamp.dropFirst().prefix(1) : String(stamp.prefix(2))
            return "\(weekday) \(stamp.dropFirst(3).prefix(3)) \(day) \(clock) \(iso.prefix(4))"
        default: return AccessLogTimestamp.format(seconds)
        }
    }

    private static func duration(_ millis: Int, exponent: Int) -> String {
        switch exponent {
        case 3: return "\(millis)"
        case 0: return "\(millis * 1000)"
        case -3: return "\(millis * 1_000_000)"
        default:
            let fraction = String(millis % 1000)
            return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
    }

    /// The line in `format`; `number` is the line's ``lineNumber(_:)``.
    private func render(_ format: NginxLogFormat, _ fields: GeneratedLine.Fields, number: UInt64) -> String {
        var out = ""
        let (path, query) = Self.split(fields.target)
        let iso = CivilCalendar.isoInstant(fields.seconds)
        for element in format.elements {
            switch element {
            case .literal(let bytes): out += String(decoding: bytes, as: UTF8.self)
            case .variable(let variable, _):
                switch variable {
                // Node's http-server writes the method and the URL, no protocol.
                case .request where preset.name == "http-server":
                    out +=
                        fields.method == "-"
                        ? fields.target : "\(fields.method) \(fields.target.replacingAll("\"", with: "%22"))"
                case .request:
                    out +=
                        format.requestIsHashEncoded
                        ? Self.hashEncoded(requestLine(fields, quote: "\"")) : requestLine(fields)
                case .requestMethod: out += fields.method
                case .requestURI where preset.name == "cisco-umbrella" && fields.target.hasPrefix("/"):
                    // The URL the proxy saw.
                    out += "https://api.example.com" + fields.target
                case .requestURI: out += fields.target
                case .uri: out += format.targetIsLogEncoded ? Self.logEncoded(path) : path
                // Barracuda quotes a value it has not: `"-"`.
                case .args where preset.name == "barracuda" && query == "-": out += "\"-\""
                // Blue Coat logs the query with its `?`.
                case .args where preset.name == "bluecoat" && query != "-": out += "?" + query
                case .args: out += format.targetIsLogEncoded && query != "-" ? Self.logEncoded(query) : query
                case .status: out += "\(fields.status)"
                case .bodyBytesSent, .bytesSent: out += "\(fields.bytes)"
                // A Go duration: dskit's `12.345678ms`.
                case .requestTime where preset.name == "dskit":
                    out += "\(fields.millis).\(100_000 + number % 900_000)ms"
                case .requestTime where Self.secondsAsMillisecondsWithUnit.contains(preset.name):
                    out += "\(fields.millis).\(fields.seconds % 10)ms"
                // Ceph's latency: seconds with the unit, as its clock's duration prints.
                case .requestTime where preset.name == "ceph-rgw":
                    out += Self.duration(fields.millis, exponent: 6) + "s"
                case .requestTime, .upstreamResponseTime: out += Self.duration(fields.millis, exponent: 6)
                // Apache's `%T`: whole seconds, the fraction dropped.
                case .requestTimeIn(6) where Self.wholeSeconds.contains(preset.name): out += "\(fields.millis / 1000)"
                case .requestTimeIn(let exponent):
                    out += Self.duration(fields.millis, exponent: exponent)
                    // Traefik and Heroku's router write their milliseconds with the unit.
                    if exponent == 3 && Self.millisecondsWithUnit.contains(preset.name) { out += "ms" }
                case .haproxyTimers: out += "0/0/1/\(max(0, fields.millis - 1))/\(fields.millis)"
                // The Symfony CLI's `Nov 21 05:06:37`, without a year.
                case .timeLocal where preset.name == "symfony-cli":
                    let stamp = AccessLogTimestamp.format(fields.seconds)
                    out += "\(stamp.dropFirst(3).prefix(3)) \(stamp.prefix(2)) \(stamp.dropFirst(12).prefix(8))"
                // Serilog's file sink: `yyyy-MM-dd HH:mm:ss.fff zzz`.
                case .timeLocal where preset.name == "serilog":
                    out += String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(8)) + ".000 +00:00"
                case .timeLocal: out += timeLocal(fields.seconds, iso: iso)
                case .timeISO8601: out += iso
                // Cloud Storage writes whole microseconds; nginx's $msec and Squid seconds with milliseconds.
                case .timeEpoch where preset.name == "gcs": out += "\(fields.seconds)000000"
                // Pi-hole's lighttpd writes `%{%s}t`, whole seconds.
                case .timeEpoch where preset.name == "pihole": out += "\(fields.seconds)"
                case .msec, .timeEpoch: out += "\(fields.seconds).000"
                // Tornado's `%y%m%d`; Go's and Channels' `2024/01/31`.
                case .date where preset.name == "tornado":
                    out += String(iso.prefix(10).dropFirst(2)).replacingAll("-", with: "")
                case .date where ["gitea", "daphne", "beego", "oauth2-proxy", "hertz"].contains(preset.name):
                    out += String(iso.prefix(10)).replacingAll("-", with: "/")
                // IIS's own format: `11/21/26` and a one-digit hour, `5:06:37`.
                case .date where preset.name == "iis-native":
                    out += "\(iso.dropFirst(5).prefix(2))/\(iso.dropFirst(8).prefix(2))/\(iso.dropFirst(2).prefix(2))"
                case .date: out += String(iso.prefix(10))
                // Barracuda's milliseconds, then the zone apart.
                case .timeOfDay where preset.name == "barracuda":
                    out += String(iso.dropFirst(11).prefix(8)) + ".\(100 + number % 900)"
                // Go's `log.Lmicroseconds`.
                case .timeOfDay where preset.name == "hertz":
                    out += String(iso.dropFirst(11).prefix(8)) + ".\(100_000 + number % 900_000)"
                case .timeOfDay where preset.name == "iis-native":
                    let time = iso.dropFirst(11).prefix(8)
                    out += String(time.hasPrefix("0") ? time.dropFirst() : time)
                case .timeOfDay: out += String(iso.dropFirst(11).prefix(8))
                case .timeOffset: out += "+0000"
                case .remoteAddr: out += fields.client
                case .remoteAddrPort: out += fields.client + ":" + String(40_000 + Int(fields.seconds % 20_000))
                case .remoteUser: out += fields.user
                case .userAgentEncoded:
                    // IIS writes a space as `+` (W3C's own convention), CloudFront as `%20`.
                    out +=
                        preset.name == "w3c"
                        ? Self.encoded(fields.agent).replacingAll("%20", with: "+") : Self.encoded(fields.agent)
                // Blue Coat quotes its user agents, as the W3C standard has a value with blanks.
                case .httpHeader("user_agent") where preset.name == "bluecoat":
                    out += "\"" + fields.agent.replacingAll("\"", with: "\"\"") + "\""
                case .httpHeader("user_agent"): out += fields.agent
                case .userAgentCSV: out += fields.agent.replacingAll("\"", with: "\"\"")
                // Akamai URL-encodes its referer as it does its user agent.
                case .httpHeader("referer") where preset.name == "akamai-datastream-structured":
                    out += Self.encoded(fields.referer)
                case .httpHeader("referer") where preset.name == "barracuda" && fields.referer == "-": out += "\"-\""
                case .httpHeader("referer"): out += fields.referer
                case .httpHeader("host") where preset.name == "discourse": out += "forum.example.com"
                case .httpHeader: out += "-"
                case .other(let name): out += filler(name, fields, number: number)
                }
            }
        }
        return out
    }

    /// A number standing for the line (its time, client and target mixed), for the values real logs vary per
    /// request (trace and request ids, ports, targets) that the generated fields don't give.
    private static func lineNumber(_ fields: GeneratedLine.Fields) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bitPattern: fields.seconds)
        for text in [fields.client, fields.target] {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return hash ^ (hash >> 29)
    }

    private static let hexDigits = Array("0123456789abcdef")

    /// A version-4-shaped UUID made from `number` (Envoy's and Istio's `x-request-id`).
    private static func uuid(_ number: UInt64) -> String {
        hex(number, count: 8) + "-" + hex(number >> 8, count: 4) + "-4" + hex(number >> 16, count: 3) + "-a"
            + hex(number >> 24, count: 3) + "-" + hex(number >> 3, count: 12)
    }

    /// `count` lowercase hex digits of `number` (repeated as needed).
    private static func hex(_ number: UInt64, count: Int) -> String {
        var state = number
        var value = number
        return String(
            (0..<count).map { index in
                if index % 16 == 0 && index > 0 {
                    // A fresh word of digits for each sixteen.
                    state = state &* 0x9e37_79b9_7f4a_7c15 &+ 0x632b_e59b_d9b4_e019
                    state ^= state >> 29
                    value = state
                }
                defer { value >>= 4 }
                return hexDigits[Int(value & 15)]
            })
    }

    /// CouchDB's status atoms, as chttpd logs them after the code.
    private static let couchStatus: [Int: String] = [
        200: "ok", 201: "created", 202: "accepted", 301: "moved_permanently", 304: "not_modified",
        400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 409: "conflict",
        429: "too_many_requests", 500: "internal_server_error", 503: "service_unavailable",
    ]

    /// A value, as the vendor writes it, for a field that no reader reads: generated lines are as long and as varied
    /// as real ones, so benchmarks read what production logs hold rather than rows of `-`.
    private func filler(_ name: String, _ fields: GeneratedLine.Fields, number: UInt64) -> String {
        let elb = preset.name == "aws-elb"
        if preset.name == "akamai-datastream-structured", let value = akamaiFiller(name, fields, number: number) {
            return value
        }
        switch (preset.name, name) {
        case ("dskit", "caller"): return "http.go:194"
        case ("dskit", "level"): return fields.status >= 500 ? "warn" : "debug"
        case ("dskit", "context"): return "traceID=\(Self.hex(number, count: 16)) orgID=\(1000 + number % 300)"
        case ("tornado", "level"), ("gitea", "level"): return "I"
        case ("tornado", "module"): return "web:2271"
        case ("gitea", "logger"): return "HTTPRequest"
        case ("gitea", "status_text"): return fields.status < 400 ? "OK" : "Error"
        case ("gitea", "rest"): return "web/api.go:118(api.Routes)"
        case ("tower-http", "level"), ("warp", "level"): return "INFO"
        case ("tower-http", "span"): return "request"
        case ("warp", "target"): return "warp::filters::log"
        case ("ceph-rgw", "logtime"):
            // The log's own instant, a few milliseconds after the request's start, with Ceph's `+0000`.
            return String(CivilCalendar.isoInstant(fields.seconds).dropLast()) + ".\(100 + number % 900)+0000"
        case ("ceph-rgw", "thread"): return "7f3a" + Self.hex(number, count: 8)
        case ("ceph-rgw", "level"): return " 1"
        case ("ceph-rgw", "req"): return "0x7f3a" + Self.hex(number >> 5, count: 8)
        case ("ceph-rgw", "range"): return number % 7 == 0 ? "bytes=0-1023" : "-"
        case ("serilog", "level"): return "INF"
        case ("symfony-cli", "level"): return fields.status >= 500 ? "ERROR  " : "INFO   "
        case ("nexus", "thread"): return "qtp1199213870-\(20 + number % 180)"
        case ("nexus", "request_length"): return number % 9 == 0 ? "\(200 + number % 4000)" : "-"
        case ("oauth2-proxy", "request_id"): return Self.hex(number, count: 32)
        case ("oauth2-proxy", "upstream"): return number % 5 == 0 ? "-" : "http://10.0.1.\(20 + number % 8):8080/"
        case ("oauth2-proxy", "host"): return "api.example.com"
        case ("barracuda", "pri"): return "134"
        case ("barracuda", "unit"): return "barracuda"
        case ("barracuda", "server_addr"): return "198.51.100.10"
        case ("barracuda", "client_port"): return "\(40_000 + number % 20_000)"
        case ("barracuda", "login"), ("barracuda", "cert_user"), ("barracuda", "session_id"),
            ("barracuda", "cookie"):
            return "\"-\""
        case ("barracuda", "scheme"): return "TLSv1.3"
        case ("barracuda", "cache_hit"): return number % 5 == 0 ? "1" : "0"
        case ("barracuda", "backend_addr"): return "10.0.1.\(20 + number % 8)"
        case ("barracuda", "backend_port"): return "8080"
        case ("barracuda", "backend_time"): return "\(max(0, fields.millis - 1))"
        case ("barracuda", "response_type"): return "SERVER"
        case ("barracuda", "profile_matched"): return "DEFAULT"
        case ("barracuda", "protection_mode"): return "PROTECTED"
        case ("barracuda", "wf_matched"): return "VALID"
        // Blue Coat's main format: filter result, categories, action, content type, scheme, host, port (columns by
        // their place in the layout's `#Fields`).
        case ("bluecoat", "field7"): return fields.status == 403 ? "DENIED" : "OBSERVED"
        case ("bluecoat", "field8"): return #""Technology/Internet""#
        case ("bluecoat", "field11"): return fields.status == 403 ? "TCP_DENIED" : "TCP_NC_MISS"
        case ("bluecoat", "field13"): return "application/json"
        case ("bluecoat", "field14"): return "https"
        case ("bluecoat", "field15"): return "api.example.com"
        case ("bluecoat", "field16"): return "443"
        case ("cisco-umbrella", "action"): return "ALLOWED"
        case ("cisco-umbrella", "policy_identity"): return "TheComputerName"
        case ("cisco-umbrella", "external_ip"): return "198.51.100.91"
        case ("cisco-umbrella", "destination_ip"): return #" "203.0.113.6""#
        case ("cisco-umbrella", "content_type"): return "application/json"
        case ("cisco-umbrella", "identity_type"), ("cisco-umbrella", "identity_types"): return "Roaming Computer"
        case ("cisco-umbrella", "identities"): return "TheComputerName"
        case ("beego", "level"): return "D"
        case ("beego", "source"): return "server.go:2807"
        case ("beego", "pad"): return " "
        case ("beego", "match"): return fields.status == 404 ? "nomatch" : "match"
        case ("beego", "route"): return "  r:" + Self.split(fields.target).0
        case ("discourse", "discourse_route"): return fields.status == 404 ? "-" : "list/latest"
        case ("discourse", "discourse_username"): return number % 3 == 0 ? "admin" : "-"
        case ("salvo", "level"): return fields.status >= 400 ? " WARN" : " INFO"
        case ("salvo", "target"): return "salvo_extra::logging"
        case ("salvo", "salvo_remote"): return "socket://\(fields.client):\(40_000 + number % 20_000)"
        case ("salvo", "status_text"): return Self.reasonPhrases[fields.status] ?? "Unknown"
        case ("hertz", "source"): return "accesslog.go:104:"
        case ("hertz", "level"): return "Info"
        case ("hertz", "time_of_day"): return String(CivilCalendar.isoInstant(fields.seconds).dropFirst(11).prefix(8))
        case ("pound", "pound_host"): return "api.example.com/api"
        case ("couchdb", "level"): return "notice"
        case ("couchdb", "couch_node"): return "couchdb@127.0.0.1"
        case ("couchdb", "couch_process"): return "<0.\(10_000 + number % 50_000).\(number % 7)>"
        case ("couchdb", "request_id"):
            let hex = String((number &* 0x9E37_79B9_7F4A_7C15) >> 24, radix: 16)
            return String(repeating: "0", count: max(0, 10 - hex.count)) + hex.suffix(10)
        case ("couchdb", "couch_host"): return "localhost:5984"
        case ("couchdb", "couch_status"): return Self.couchStatus[fields.status] ?? "error"
        case ("pound", "pound_backend"): return "10.0.1.\(20 + number % 8):8080"
        default: break
        }
        switch name {
        case "type": return number % 3 == 0 ? "h2" : "https"
        case "elb": return elb ? "api-elb" : "app/api-alb/50dc6c495c0c9188"
        case "target", "backend": return "10.0.1.\(20 + number % 8):8080"
        case "request_processing_time", "response_processing_time": return elb ? "0.000043" : "0.000"
        case "target_status_code", "backend_status_code": return "\(fields.status)"
        case "received_bytes", "cs_bytes", "bytes_received": return "\(180 + number % 700)"
        case "sent_bytes": return "\(fields.bytes)"
        case "sc_bytes": return "\(fields.bytes + 420)"
        case "edge_location": return ["IAD89-P1", "FRA56-C2", "NRT57-P2", "SFO5-C1"][Int(number % 4)]
        case "cs_host": return preset.name == "gcs" ? "storage.googleapis.com" : "d111111abcdef8.cloudfront.net"
        case "edge_result_type": return ["Miss", "Hit", "RefreshHit"][Int(number % 3)]
        case "edge_request_id": return Self.hex(number, count: 56)
        case "host_header": return "api.example.com"
        case "protocol": return "https"
        case "server_ip": return "10.0.0.5"
        case "server_port": return preset.name == "reactor-netty" ? "8080" : "443"
        case "substatus", "win32_status": return "0"
        case "upstream_service_time": return "\(max(0, fields.millis - 1))"
        case "host" where preset.name == "heroku-router": return "api.example.com"
        case "request_id" where preset.name == "heroku-router":
            let id = Self.hex(number, count: 32)
            return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
                String(id.dropFirst(range.lowerBound).prefix(range.count))
            }.joined(separator: "-")
        case "request_id" where preset.name == "chi": return "api/\(Self.hex(number, count: 10))-000001"
        case "dyno": return "web.\(1 + number % 4)"
        case "request_count": return "\(1 + number % 50_000)"
        case "router_name": return "api@docker"
        // Apache's `%T`: whole seconds.
        case "whole_seconds": return "\(fields.millis / 1000)"
        case "server_url": return "http://10.0.1.\(20 + number % 8):8080"
        case "connect": return "\(number % 3)ms"
        case "version": return "1.1"
        // Hypercorn writes the ASGI scope's version alone.
        case "server_protocol": return preset.name == "hypercorn" ? "1.1" : "HTTP/1.1"
        case "pid": return "\(800 + number % 64)"
        case "app": return "0"
        case "uwsgi_vars": return "\(30 + number % 10) vars in \(500 + number % 300) bytes"
        case "format": return "json"
        case "controller": return "UsersController"
        case "action": return "show"
        case "upstream_cache_status", "gzip_ratio": return "-"
        case "upstream_status": return "\(fields.status)"
        case "scheme": return "https"
        case "host": return preset.name == "pihole" ? "pi.hole" : "api.example.com"
        case "server": return "10.0.1.\(20 + number % 8)"
        case "router_fields":
            return fields.status >= 500 ? #"at=error code=H13 desc="Connection closed without response""# : "at=info"
        default: return "-"
        }
    }

    /// Akamai DataStream 2's values of its default data set that no reader reads.
    private func akamaiFiller(_ name: String, _ fields: GeneratedLine.Fields, number: UInt64) -> String? {
        switch name {
        case "ds_version": "1"
        case "stream_id": "12345"
        case "cp_code": "123456"
        case "request_id": Self.hex(number, count: 8)
        case "bytes", "content_length", "object_size", "uncompressed_size": "\(fields.bytes)"
        case "proto": "HTTPS"
        case "content_type": "application/json"
        case "tls_overhead_ms", "dns_lookup_ms": "0"
        case "tls_version": "TLSv1.3"
        case "overhead_bytes": "232"
        case "total_bytes": "\(fields.bytes + 232)"
        case "accept_language": "en-US"
        case "request_end_ms": "\(number % 5)"
        case "transfer_ms": "\(1 + number % 3)"
        case "edge_ip": "23.50.51.\(160 + number % 32)"
        case "country": "US"
        case "state": "Virginia"
        case "city": "HERNDON"
        default: nil
        }
    }

    /// The fields real lines of the preset carry after the last one its template reads (ALB's TLS, target group and
    /// trace fields, CloudFront's last fourteen columns, …); empty for the presets whose template is the whole line.
    private func trailer(_ fields: GeneratedLine.Fields, number: UInt64) -> String {
        let target = "10.0.1.\(20 + number % 8):8080"
        switch preset.name {
        case "aws-alb":
            let created = CivilCalendar.isoInstant(fields.seconds).replacingAll(
                "Z", with: ".\(100_000 + number % 900_000)Z")
            // The template ends with the blank after the user agent.
            return "ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2"
                + " arn:aws:elasticloadbalancing:us-east-1:123456789012:targetgroup/api-targets/73e2d6bc24d8a067"
                + " \"Root=1-\(Self.hex(UInt64(fields.seconds), count: 8))-\(Self.hex(number, count: 24))\" \"api.example.com\""
                + " \"arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012\" 0 \(created)"
                + " \"forward\" \"-\" \"-\" \"\(target)\" \"\(fields.status)\" \"-\" \"-\" TID_\(Self.hex(number >> 7, count: 32))"
        case "aws-elb": return "ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2"
        // The proxy's address and port, the authenticated user, three custom headers, the request's id.
        case "barracuda":
            return " \(fields.client) \(40_000 + number % 20_000) \"-\" \"-\" \"-\" \"-\" "
                + Self.hex(number, count: 11) + "-" + Self.hex(number >> 9, count: 8)
        case "heroku-router": return "\(fields.bytes) protocol=https"
        case "uvicorn": return fields.status < 400 ? " OK" : " Error"
        case "uwsgi": return " \(3 + number % 3) headers in \(100 + number % 40) bytes (1 switches on core 0)"
        case "lograge":
            return " duration=\(fields.millis).00 view=\(fields.millis / 2).00 db=\(fields.millis / 4).00"
        case "gorouter":
            // The template ends with the blank after the backend's address.
            return
                "x_forwarded_for:\"-\" x_forwarded_proto:\"https\" vcap_request_id:\"\(Self.hex(number, count: 32))\""
                + " response_time:\(Self.duration(fields.millis, exponent: 6)) gorouter_time:0.000120"
                + " app_id:\"1e196708-3b2d-4edc-b5b8-bf6b1119d8f2\" app_index:\"0\""
        case "combined-kv":
            // NGINX Amplify's `main_ext` after Combined.
            let upstreamTime = Self.duration(max(0, fields.millis - 1), exponent: 6)
            return " \"api.example.com\" sn=\"api.example.com\" rt=\(Self.duration(fields.millis, exponent: 6))"
                + " ua=\"\(target)\" us=\"\(fields.status)\" ut=\"\(upstreamTime)\" ul=\"\(fields.bytes)\" cs=-"
        case "ingress-nginx":
            let upstreamTime = Double(max(0, fields.millis - 1)) / 1000
            return " [] \(target) \(fields.bytes) \(upstreamTime) \(fields.status) \(Self.hex(number, count: 32))"
        case "aws-cloudfront":
            let result = ["Miss", "Hit", "RefreshHit"][Int(number % 3)]
            let firstByte = Double(max(1, fields.millis - 1)) / 1000
            return "-\tTLSv1.3\tTLS_AES_128_GCM_SHA256\t\(result)\tHTTP/2.0\t-\t-\t\(40_000 + number % 20_000)"
                + "\t\(firstByte)\t\(result)\tapplication/json\t\(fields.bytes)\t-\t-"
        case "aws-s3":
            return " - \(Self.hex(number, count: 48))= SigV4 ECDHE-RSA-AES128-GCM-SHA256 AuthHeader"
                + " awsexamplebucket1.s3.us-west-1.amazonaws.com TLSv1.2 - -"
        // The templates of these end with the opening quote of the field after the user agent.
        case "envoy":
            return "\(Self.uuid(number))\" \"api.example.com\" \"\(target)\""
        case "istio":
            return "\(Self.uuid(number))\" \"api.example.com\" \"\(target)\""
                + " outbound|8080||api.default.svc.cluster.local 10.0.0.9:40000 \(target) 10.0.0.9:39000 - default"
        case "gcs":
            // The template ends with the comma after the user agent.
            let path = fields.target.split(separator: "?", omittingEmptySubsequences: false).first ?? ""
            let object = String(path.drop(while: { $0 == "/" })).replacingAll("\"", with: "\"\"")
            return "\"\(Self.hex(number, count: 32))\",\"\(fields.method)_Object\",\"my-bucket\",\"\(object)\""
        default: return ""
        }
    }

    private func json(_ names: JSONLogFields, _ fields: GeneratedLine.Fields) -> String {
        var members: [(path: String, value: String)] = []
        func string(_ text: String) -> String {
            "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        }
        if preset.name == "aws-cloudfront-json" { return cloudFrontJSON(fields, quoted: string) }
        // A field named `A|B` is written under its first name.
        var names = names
        for path in [\JSONLogFields.request, \.method, \.path, \.query, \.status, \.time, \.agent, \.client] {
            names[keyPath: path] = names[keyPath: path]?.split(separator: "|").first.map(String.init)
        }
        // The logger's own members, which tell its lines from another program's (``LogFormatPreset/detectionMarkers``).
        switch preset.name {
        case "zerolog": members.append(("level", string("info")))
        case "slog": members += [("level", string("INFO")), ("msg", string("request"))]
        case "zap":
            members += [
                ("level", string("info")), ("ts", "\(fields.seconds).000"),
                ("caller", string("ginzap@v1.1.4/zap.go:87")), ("msg", string(Self.split(fields.target).path)),
            ]
        case "tyk":
            members += [("level", string("info")), ("api_name", string("shop")), ("prefix", string("access-log"))]
        case "aws-apigateway": members.append(("requestId", string(Self.uuid(Self.lineNumber(fields)))))
        case "flog": members.append(("user-identifier", string("-")))
        case "tencent-cdn-realtime":
            members += [("app_id", "1250000000"), ("hit", string("miss")), ("rsp_size", "812")]
        case "alibaba-cdn-realtime": members += [("domain", string("cdn.example.com")), ("hit_info", string("MISS"))]
        case "huawei-cdn-lts": members += [("domain", string("cdn.example.com")), ("hit_info", string("MISS"))]
        case "wpvip": members += [("datacenter", string("dfw")), ("wplogin", string("-"))]
        case "netlify": members += [("log_type", string("traffic")), ("deploy_id", string("6563a1b2"))]
        case "yandex-alb": members += [("type", string("https")), ("load_balancer_id", string("ds7abc123"))]
        case "cloudflare-gateway": members += [("Action", string("allow")), ("HTTPHost", string("api.example.com"))]
        case "hanami-json":
            members += [("progname", string("shop")), ("severity", string("INFO")), ("elapsed_unit", string("µs"))]
        case "vespa": members.append(("responsesize", "512"))
        case "skipper-json": members += [("flow-id", string("")), ("requested-host", string("api.example.com"))]
        case "iis-json": members += [("s-sitename", string("W3SVC1")), ("s-computername", string("WEB-1"))]
        case "tomcat-json": members += [("logicalUserName", string("-")), ("user", string("-"))]
        case "aws-waf":
            members += [
                ("webaclId", string("arn:aws:wafv2:us-east-1:123456789012:regional/webacl/api/5451d59c")),
                ("action", string("ALLOW")),
            ]
        case "cloudflare-workers":
            members += [("EventType", string("fetch")), ("Outcome", string("ok")), ("ScriptName", string("api"))]
        case "kubernetes-audit":
            members += [
                ("kind", string("Event")), ("apiVersion", string("audit.k8s.io/v1")), ("level", string("Metadata")),
                ("auditID", string(Self.uuid(Self.lineNumber(fields)))),
            ]
        default: break
        }
        // The kind of entry that is a request (ngrok's `http_request_complete.v0`, Suricata's `http` event).
        if let kind = names.requestEntryKind { members.append((kind.field, string(kind.value))) }
        if let request = names.request {
            members.append((request, string(requestLine(fields))))
        } else {
            if let method = names.method {
                members.append(
                    (method, string(preset.name == "kubernetes-audit" ? Self.verb(fields.method) : fields.method)))
            }
            if let pathName = names.path, let queryName = names.query {
                // The query in a field of its own (Application Gateway's `requestQuery`).
                let (path, query) = Self.split(fields.target)
                // Imperva's `request`: the site, then the path.
                let host = preset.name == "imperva" && path.hasPrefix("/") ? "www.example.com" : ""
                members.append((pathName, string(host + path)))
                members.append((queryName, string(query == "-" ? "" : query)))
            } else if let path = names.path {
                let absolute =
                    absoluteTargets || preset.name == "gcp-http-lb" || preset.name == "azure-frontdoor"
                    || preset.name == "azure-apim" || preset.name == "cloudflare-workers" || preset.name == "vmware-cws"
                    || preset.name == "spring-boot-exchanges"
                var target =
                    absolute && fields.target.hasPrefix("/") ? "https://api.example.com" + fields.target : fields.target
                // Zscaler's `eurl`: the host, then the path, no scheme.
                if preset.name == "zscaler-web" && target.hasPrefix("/") { target = "api.example.com" + target }
                members.append((path, string(target)))
            }
        }
        if let status = names.status {
            // Parsed by a regular expression, every field a string.
            // Parsed by a regular expression, or written by Tomcat's valve: every field a string.
            let quoted = preset.name == "fluent-nginx" || preset.name == "tomcat-json"
            members.append((status, quoted ? string("\(fields.status)") : "\(fields.status)"))
        }
        if let time = names.time {
            let duration = Self.duration(fields.millis, exponent: names.timeUnit.microsecondExponent)
            switch preset.name {
            case "tomcat-json": members.append((time, string(duration)))
            // Java's `Duration.toString()`: `PT0.012S`.
            case "spring-boot-exchanges":
                let seconds = Self.duration(fields.millis, exponent: 6)
                members.append((time, string("PT" + seconds + "S")))
            default: members.append((time, duration))
            }
        }
        if let timestamp = names.timestamp?.split(separator: "|").first.map(String.init) {
            let value =
                switch preset.name {
                case "caddy", "fluent-nginx": "\(fields.seconds).000"
                case "zeek": "\(fields.seconds).\(100_000 + Self.lineNumber(fields) % 900_000)"
                case "cloudflare": "\(fields.seconds)000000000"
                case "cloudflare-workers": "\(fields.seconds)\(100 + Self.lineNumber(fields) % 900)"
                // `"$context.requestTimeEpoch"`: milliseconds, in a string as API Gateway writes every value.
                case "aws-apigateway": string("\(fields.seconds)000")
                // BIG-IP's `2024/01/31 10:00:00`; FortiWeb's date, its time apart.
                case "f5-bigip":
                    string(
                        String(CivilCalendar.isoInstant(fields.seconds).prefix(19)).replacingAll("-", with: "/")
                            .replacingAll("T", with: " "))
                case "fortiweb", "iis-json": string(String(CivilCalendar.isoInstant(fields.seconds).prefix(10)))
                case "imperva", "huawei-cdn-lts": string("\(fields.seconds)000")
                case "tencent-cdn-realtime": "\(fields.seconds)"
                case "alibaba-cdn-realtime": string("\(fields.seconds)")
                // Kubernetes' microseconds.
                case "kubernetes-audit": string(Self.isoMicros(fields.seconds, micros: 0))
                // `%t`, in its brackets.
                case "tomcat-json": string("[" + AccessLogTimestamp.format(fields.seconds) + "]")
                default: string(CivilCalendar.isoInstant(fields.seconds))
                }
            members.append((timestamp, value))
            if preset.name == "kubernetes-audit", let end = names.end {
                let micros = Int64(fields.millis) * 1000
                members.append(
                    (end, string(Self.isoMicros(fields.seconds + micros / 1_000_000, micros: micros % 1_000_000))))
            }
        }
        if let timeOfDay = names.timeOfDay {
            members.append(
                (timeOfDay, string(String(CivilCalendar.isoInstant(fields.seconds).dropFirst(11).prefix(8)))))
        }
        if let agent = names.agent {
            // Caddy's and Spring Boot's headers: each a list of values.
            let isList = preset.name == "caddy" || preset.name == "spring-boot-exchanges"
            members.append((agent, isList ? "[" + string(fields.agent) + "]" : string(fields.agent)))
        }
        if let client = names.client {
            // Kubernetes' `sourceIPs`: the client, then the proxies its request came through.
            members.append(
                (client, preset.name == "kubernetes-audit" ? "[" + string(fields.client) + "]" : string(fields.client)))
        }
        // Zeek writes its records flat, its dotted names (`id.orig_h`) as keys.
        if preset.name == "zeek" {
            return "{" + members.map { "\"\($0.path)\":\($0.value)" }.joined(separator: ",") + "}"
        }
        return Self.nest(members)
    }

    /// The Kubernetes API verb of a request with `method`, as the audit log writes it.
    private static func verb(_ method: String) -> String {
        switch method {
        case "GET": "get"
        case "POST": "create"
        case "PUT": "update"
        case "DELETE": "delete"
        default: method.lowercased()
        }
    }

    /// `seconds` and `micros` as an ISO 8601 instant with six digits of fraction (`2024-01-31T10:00:00.012000Z`).
    private static func isoMicros(_ seconds: Int64, micros: Int64) -> String {
        let fraction = String(micros)
        return CivilCalendar.isoInstant(seconds).dropLast() + "." + String(repeating: "0", count: 6 - fraction.count)
            + fraction + "Z"
    }

    /// A CloudFront standard logging v2 JSON record, as AWS's example writes them: every value a string, `-` for
    /// none, the stem, query and user agent URL-encoded as in CloudFront's W3C files.
    private func cloudFrontJSON(_ fields: GeneratedLine.Fields, quoted string: (String) -> String) -> String {
        let (path, query) = Self.split(fields.target)
        let instant = CivilCalendar.isoInstant(fields.seconds)  // 2024-01-31T10:00:00Z
        let number = Self.lineNumber(fields)
        let members: [(String, String)] = [
            ("date", String(instant.prefix(10))), ("time", String(instant.dropFirst(11).prefix(8))),
            ("x-edge-location", "IAD89-P1"), ("sc-bytes", "\(fields.bytes)"), ("c-ip", fields.client),
            ("cs-method", fields.method), ("cs(Host)", "d111111abcdef8.cloudfront.net"),
            ("cs-uri-stem", Self.logEncoded(path)), ("sc-status", "\(fields.status)"), ("cs(Referer)", "-"),
            ("cs(User-Agent)", Self.encoded(fields.agent)),
            ("cs-uri-query", query == "-" ? "-" : Self.logEncoded(query)),
            ("x-edge-result-type", "Miss"), ("x-edge-request-id", Self.hex(number, count: 52) + "=="),
            ("cs-protocol", "https"), ("time-taken", Self.duration(fields.millis, exponent: 6)),
            ("timestamp(ms)", "\(fields.seconds)000"),
        ]
        return "{" + members.map { "\"\($0.0)\":" + string($0.1) }.joined(separator: ",") + "}"
    }

    /// A JSON object from dotted paths (`request.headers.User-Agent` nests; a top-level name keeps its dots when
    /// it is the whole key).
    private static func nest(_ members: [(path: String, value: String)]) -> String {
        var order: [String] = []
        var leaves: [String: String] = [:]
        var children: [String: [(path: String, value: String)]] = [:]
        for (path, value) in members {
            let parts = path.split(separator: ".", maxSplits: 1)
            let head = String(parts[0])
            if !order.contains(head) { order.append(head) }
            if parts.count == 1 {
                leaves[head] = value
            } else {
                children[head, default: []].append((String(parts[1]), value))
            }
        }
        let body = order.map { key in
            "\"\(key)\":" + (leaves[key] ?? nest(children[key] ?? []))
        }
        return "{" + body.joined(separator: ",") + "}"
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
