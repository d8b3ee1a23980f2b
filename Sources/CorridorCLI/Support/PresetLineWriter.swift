import CorridorCore
import CorridorLogFormats
import CorridorLogGenerator
import CorridorReport

/// Writes generated requests in any preset's layout (`corridor generate --log-format NAME`), from the layout
/// itself — the template's variables or the JSON fields' paths — so that every preset can be tested and
/// benchmarked with the traffic of a routes file.
struct PresetLineWriter {
    let preset: LogFormatPreset

    /// The line for `line` in the preset's layout (a malformed line is written as it was made).
    func text(for line: GeneratedLine) -> String {
        guard let fields = line.fields else { return line.text }
        switch preset.format {
        case .combined:
            return "\(fields.client) - \(fields.user) [\(AccessLogTimestamp.format(fields.seconds))] \"\(requestLine(fields))\" "
                + "\(fields.status) \(fields.bytes) \"\(fields.referer)\" \"\(fields.agent)\""
        case .common:
            return "\(fields.client) - \(fields.user) [\(AccessLogTimestamp.format(fields.seconds))] \"\(requestLine(fields))\" \(fields.status) \(fields.bytes)"
        case .urlPerLine: return fields.method == "-" ? fields.target : "\(fields.method) \(fields.target)"
        case .nginx(let format): return render(format, fields)
        case .alternatives(let formats):
            guard case .nginx(let format)? = formats.first else { return line.text }
            return render(format, fields)
        case .jsonLines(let names): return json(names, fields)
        case .wrapped(let wrapper, let inner):
            let text = PresetLineWriter(preset: LogFormatPreset(name: preset.name, summary: "", format: inner, example: ""))
                .text(for: line)
            return Self.wrap(text, in: wrapper, seconds: fields.seconds)
        }
    }

    /// `line` inside a container runtime's line: CRI (`<time> stdout F <line>`) or Docker json-file.
    static func wrap(_ line: String, in wrapper: LogWrapper, seconds: Int64) -> String {
        let time = CivilCalendar.isoInstant(seconds).replacingAll("Z", with: ".000000000Z")
        switch wrapper {
        case .cri: return "\(time) stdout F \(line)"
        case .docker:
            return #"{"log":"# + StringEscaping.jsonQuoted(line + "\n") + #","stream":"stdout","time":""# + time + #""}"#
        }
    }

    private var absoluteTargets: Bool { preset.name == "aws-alb" || preset.name == "aws-elb" }

    private func requestLine(_ fields: GeneratedLine.Fields) -> String {
        guard fields.method != "-" else { return fields.target }
        let target = absoluteTargets && fields.target.hasPrefix("/") ? "https://api.example.com:443" + fields.target : fields.target
        return "\(fields.method) \(target.replacingAll("\"", with: "%22")) HTTP/1.1"
    }

    private static func split(_ target: String) -> (path: String, query: String) {
        guard let mark = target.firstIndex(of: "?") else { return (target, "-") }
        return (String(target[..<mark]), String(target[target.index(after: mark)...]))
    }

    private static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || "-._~/();,:".utf8.contains(byte) {
                out.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
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

    private func render(_ format: NginxLogFormat, _ fields: GeneratedLine.Fields) -> String {
        var out = ""
        let (path, query) = Self.split(fields.target)
        let iso = CivilCalendar.isoInstant(fields.seconds)
        for element in format.elements {
            switch element {
            case .literal(let bytes): out += String(decoding: bytes, as: UTF8.self)
            case .variable(let variable, _):
                switch variable {
                case .request: out += requestLine(fields)
                case .requestMethod: out += fields.method
                case .requestURI: out += fields.target
                case .uri: out += path
                case .args: out += query
                case .status: out += "\(fields.status)"
                case .bodyBytesSent, .bytesSent: out += "\(fields.bytes)"
                case .requestTime, .upstreamResponseTime: out += Self.duration(fields.millis, exponent: 6)
                case .requestTimeIn(let exponent): out += Self.duration(fields.millis, exponent: exponent)
                case .haproxyTimers: out += "0/0/1/\(max(0, fields.millis - 1))/\(fields.millis)"
                case .timeLocal: out += AccessLogTimestamp.format(fields.seconds)
                case .timeISO8601: out += iso
                case .msec, .timeEpoch: out += "\(fields.seconds).000"
                case .date: out += String(iso.prefix(10))
                case .timeOfDay: out += String(iso.dropFirst(11).prefix(8))
                case .remoteAddr: out += fields.client
                case .remoteAddrPort: out += fields.client + ":" + String(40_000 + Int(fields.seconds % 20_000))
                case .remoteUser: out += fields.user
                case .userAgentEncoded: out += Self.encoded(fields.agent)
                case .httpHeader("user_agent"): out += fields.agent
                case .httpHeader("referer"): out += fields.referer
                case .httpHeader, .other: out += "-"
                }
            }
        }
        return out
    }

    private func json(_ names: JSONLogFields, _ fields: GeneratedLine.Fields) -> String {
        var members: [(path: String, value: String)] = []
        func string(_ text: String) -> String {
            "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        }
        if let request = names.request {
            members.append((request, string(requestLine(fields))))
        } else {
            if let method = names.method { members.append((method, string(fields.method))) }
            if let path = names.path {
                let absolute = absoluteTargets || preset.name == "gcp-http-lb" || preset.name == "azure-frontdoor"
                let target = absolute && fields.target.hasPrefix("/") ? "https://api.example.com" + fields.target : fields.target
                members.append((path, string(target)))
            }
        }
        if let status = names.status { members.append((status, "\(fields.status)")) }
        if let time = names.time { members.append((time, Self.duration(fields.millis, exponent: names.timeUnit.microsecondExponent))) }
        if let timestamp = names.timestamp {
            let value =
                switch preset.name {
                case "caddy": "\(fields.seconds).000"
                case "cloudflare": "\(fields.seconds)000000000"
                default: string(CivilCalendar.isoInstant(fields.seconds))
                }
            members.append((timestamp, value))
        }
        if let agent = names.agent {
            members.append((agent, preset.name == "caddy" ? "[" + string(fields.agent) + "]" : string(fields.agent)))
        }
        if let client = names.client { members.append((client, string(fields.client))) }
        return Self.nest(members)
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
            if parts.count == 1 { leaves[head] = value } else { children[head, default: []].append((String(parts[1]), value)) }
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
