import CorridorCore

/// The `jsonl:` fields a JSON access log's entries show by their names and values, for entries none of whose fields
/// have the names a preset or the standard `jsonl` reading takes (`"http_request_uri"`, `"@fields": {"request": …}`,
/// Datadog's `"http.url"`): each field of an entry (nested objects as dotted paths) is told by what it holds —
///
/// - the request: a string that is a request line (`GET /users/12 HTTP/1.1`); else, or over a request line without a
///   protocol when the entry has both (GitLab's `meta.caller_id`, a route), the method, a string that is a
///   method under a name with `method` (or `verb`: Athena's ALB table) in it, and the target, a string starting with
///   `/` (or an absolute URL) under a name with `uri`, `url` or `path` in it, ending in `target` (OpenTelemetry's
///   `http.target`), or `request` (negroni-logrus's path beside its `method`) — of two one of which begins the other,
///   the whole one;
/// - the status: a number (or digits) from 100 to 599 under a name with `status` in it (or `response_code`, `code`,
///   `rsp_code`, `resp_code`, `respcode`, `response-code`), not an upstream's;
/// - the clock: a time of the 21st century in any syntax a log writes, under a name with `time` or `date` in it, or
///   `ts`, `start` or a name ending in `_at` (`created_at`) — a date alone with the time of day under another name
///   with `time` in it;
/// - the duration: a number or a suffixed string under a name that says a duration — nginx's `request_time` (also
///   `http_request_time`: seconds), a name ending in its unit (`duration_ms`, `latency_us`, `responseTimeMs`,
///   `durationMillis`; not a time stamp's, `timestamp_ms`), or `duration`,
///   `latency`, `elapsed`, `took`, `response_time` with a suffixed value (`"12ms"`) or a number of seconds with three
///   decimals, as nginx writes `$request_time` (`"response_time": 0.012`), or `time_taken` and ALB's
///   `target_processing_time` in seconds with three decimals, never an upstream's nor a size; the name saying it
///   most plainly wins (`request_time` over `latency_ms`); Azure Log Analytics' type suffixes (`timeTaken_s`) are no
///   unit; API Gateway's `responseLatency` and, beside Envoy's `response_code`, its `duration` in whole milliseconds;
/// - the user agent: a string under a name with `agent` in it; the client: an IP address under a name with
///   `addr`, `ip` or `client` in it.
///
/// The entry must show a request and a status, and the fields must read at least half of the sample lines.
package enum JSONLayoutInference {
    /// The `jsonl:` specification `lines` show, and its format; nil when no entry shows a request and a status or
    /// the best reads fewer than half of the sample lines.
    package static func infer(_ lines: [[UInt8]]) -> (spec: String, format: LogFormat)? {
        let sample = Array(
            lines.lazy.filter { line in
                !line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            }
            .prefix(LogFormatDetector.sampleLines))
        var best: (spec: String, format: LogFormat, score: Int)?
        var tried: Set<String> = []
        for line in sample.prefix(8) {
            guard let fields = JSONFieldList(line), let spec = spec(of: fields.values), tried.insert(spec).inserted,
                let format = try? LogFormat.parse(spec)
            else { continue }
            let (score, parsed, total) = LogFormatDetector.scoreOnce(format, lines: sample, evidence: .requests)
            guard parsed > 0, parsed * 2 >= total, score > best?.score ?? 0 else { continue }
            best = (spec, format, score)
        }
        return best.map { ($0.spec, $0.format) }
    }

    /// The `jsonl:` specification of one entry's fields; nil without a request and a status.
    static func spec(of fields: [(path: String, value: [UInt8], isString: Bool)]) -> String? {
        func first(_ predicate: ((path: String, value: [UInt8], isString: Bool)) -> Bool) -> String? {
            fields.first(where: predicate)?.path
        }
        var options: [String] = []
        let requestLine = fields.first { $0.isString && FieldValueShape.isRequestLine($0.value[...]) }
        let method = first({
            let key = key(of: $0.path)
            return $0.isString && (key.contains("method") || key.contains("verb"))
                && FieldValueShape.isMethod($0.value[...])
        })
        let targets = fields.filter { field in
            let key = key(of: field.path)
            return field.isString && FieldValueShape.isTarget(field.value[...])
                && (key.contains("uri") || key.contains("url") || key.contains("path") || key.hasSuffix("target")
                    || key == "request")
                && !key.contains("referer") && !key.contains("referrer")
        }
        // Of targets one of which is the first segments of another (Apigee's `proxy_basepath` and `request_path`), the
        // whole one — not for `/`, which begins every path.
        let path = targets.first.map { first in
            let whole = targets.first { target in
                first.value.count > 1 && target.value.count > first.value.count
                    && target.value.starts(with: first.value)
                    && target.value[first.value.count] == UInt8(ascii: "/")
            }
            return (whole ?? first).path
        }
        // A method and a target of their own over a request line without a protocol (GitLab's `meta.caller_id`,
        // `POST /api/:version/projects/:id`: the route, not the request).
        if let requestLine,
            method == nil || path == nil || requestLine.value.firstRange(of: Array(" HTTP/".utf8)) != nil
        {
            options.append("request=\(requestLine.path)")
        } else if let method, let path {
            // A path under the standard name of a request line (negroni-logrus's `request`): not read as one.
            if path == "request" { options.append("request=") }
            options += ["method=\(method)", "path=\(path)"]
        } else {
            return nil
        }
        guard
            let status = first({ field in
                let key = key(of: field.path)
                return (key.contains("status") || statusNames.contains(key)) && !key.contains("upstream")
                    && FieldValueShape.isStatus(field.value[...])
            })
        else { return nil }
        options.append("status=\(status)")
        if let clock = first({ field in
            let key = key(of: field.path)
            guard
                key.contains("time") || key.contains("date") || key == "ts" || key.hasSuffix("_ts") || key == "start"
                    || key.hasSuffix("_at")
            else {
                return false
            }
            guard !field.value.isEmpty,
                let seconds = field.value.withUnsafeBufferPointer({
                    LogTimestamp.anyTime($0.baseAddress!, from: 0, to: $0.count)
                })
            else { return false }
            return (946_684_800...4_102_444_800).contains(seconds)
        }) {
            options.append("clock=\(clock)")
            // A date alone (`2026-11-21`) with the time of day in a column of its own (Athena's CloudFront table:
            // `date`, `time`).
            if let date = fields.first(where: { $0.path == clock }), date.value.count == 10,
                let timeOfDay = first({ field in
                    key(of: field.path).contains("time") && field.path != clock && isTimeOfDay(field.value[...])
                })
            {
                options.append("clock-time=\(timeOfDay)")
            }
        }
        if let (path, unit) = duration(in: fields, statusName: key(of: status)) {
            options.append("duration=\(path)")
            if let unit { options.append("duration-unit=\(unit)") }
        }
        if let agent = first({ $0.isString && key(of: $0.path).contains("agent") }) { options.append("agent=\(agent)") }
        if let client = first({ field in
            let key = key(of: field.path)
            return (key.contains("addr") || key.contains("ip") || key.contains("client"))
                && FieldValueShape.isAddress(field.value[...])
        }) {
            options.append("client=\(client)")
        }
        return "jsonl:" + options.joined(separator: ",")
    }

    /// A field's own name, without the objects it is in, in lower case: what its meaning is told by.
    private static func key(of path: String) -> String {
        (path.split(separator: ".").last.map(String.init) ?? path).lowercased()
    }

    /// The duration's field and the unit its name says (nil: a suffixed value says it, or seconds): of the fields
    /// that may be one, the one whose name says most plainly that it is the request's time, the first of those.
    /// Envoy's `%DURATION%` is whole milliseconds, named by the status's name (`statusName`, lowercased): `duration`
    /// beside Envoy's `response_code`, Gloo's documented `clientDuration` (not its `targetDuration`, the upstream's
    /// `%RESPONSE_DURATION%`) beside its `responseCode`.
    private static func duration(
        in fields: [(path: String, value: [UInt8], isString: Bool)], statusName: String
    ) -> (String, String?)? {
        var best: (path: String, unit: String?, rank: Int)?
        for field in fields {
            let key = key(of: field.path)
            let isEnvoyDuration =
                statusName == "response_code" && key == "duration"
                || (statusName == "response_code" || statusName == "responsecode") && key == "clientduration"
            if isEnvoyDuration && !field.value.isEmpty && field.value.allSatisfy(ByteScanning.isDigit) {
                return (field.path, "ms")
            }
            guard let (unit, rank) = durationReading(field), rank < best?.rank ?? Int.max else { continue }
            best = (field.path, unit, rank)
        }
        return best.map { ($0.path, $0.unit) }
    }

    /// How `field` reads as the request's duration — its unit (nil: a suffixed value says it) and how plainly its name
    /// says so, 0 the most — or nil when it is no duration.
    private static func durationReading(
        _ field: (path: String, value: [UInt8], isString: Bool)
    ) -> (unit: String?, rank: Int)? {
        let ownName = field.path.split(separator: ".").last.map(String.init) ?? field.path
        var key = ownName.lowercased()
        // Azure Log Analytics' columns end in their type, not a unit: `timeTaken_s` a string, `timeTaken_d` a number
        // (its names are camel case; GitLab's `duration_s` is seconds).
        if ownName.count > 2, ownName.dropLast(2).contains(where: \.isUppercase),
            key.hasSuffix("_s") || key.hasSuffix("_d")
        {
            key = String(key.dropLast(2))
        }
        // Neither an upstream's time nor the CPU's (Workers' and Deno's `cpuTimeMs` beside their wall time).
        guard !key.contains("upstream"), !key.contains("cpu"), !field.value.isEmpty,
            !["bytes", "size", "length", "count", "port"].contains(where: key.contains)
        else { return nil }
        let isNumber = field.value.allSatisfy { ByteScanning.isDigit($0) || $0 == UInt8(ascii: ".") }
        let suffixed = FieldValueShape.durationSuffix(field.value[...]) != nil
        let threeDecimals = FieldValueShape.isMillisecondSeconds(field.value[...])
        if key.hasSuffix("request_time") && (isNumber || suffixed) { return ("s", 0) }
        // The W3C `time-taken` in seconds (CloudFront's, Application Gateway's and Front Door's: three decimals;
        // IIS's whole milliseconds are left unread), and ALB's target time, the one its preset reads.
        if ["time_taken", "timetaken", "target_processing_time"].contains(key) && threeDecimals { return ("s", 0) }
        if isNumber, let (stem, unit) = nameUnit(ownName: ownName, key: key),
            ["duration", "latency", "elapsed", "took", "time", "response"].contains(where: stem.contains),
            !["stamp", "epoch", "start", "begin", "created", "date"].contains(where: stem.contains),
            !stem.hasPrefix("end"),
            field.value.prefix(while: ByteScanning.isDigit).count < 10
        {
            return (unit, 1)
        }
        if ["duration", "latency", "elapsed", "took", "response_time"].contains(key) && suffixed { return (nil, 1) }
        // nginx's `$request_time` under another name (`"response_time": 0.012`): seconds with three decimals.
        if secondsNames.contains(key) && threeDecimals { return ("s", 2) }
        // API Gateway's `responseLatency`: whole milliseconds.
        if key == "responselatency" && field.value.allSatisfy(ByteScanning.isDigit) { return ("ms", 2) }
        return nil
    }

    /// The unit a field's name ends in — `_ms`, `_us`, `_ns`, `_s`, `_sec`, spelled out (`_millis`,
    /// `_microseconds`), or in camel case (`responseTimeMs`, `durationMs`, `totalLatencyMilliseconds`,
    /// `elapsedMillis`) — and the lowercased name before it; nil for a name that ends in none.
    private static func nameUnit(ownName: String, key: String) -> (stem: String, unit: String)? {
        let units: [(names: [String], unit: String)] = [
            (["milliseconds", "millis", "msec", "ms"], "ms"), (["microseconds", "micros", "usec", "us"], "us"),
            (["nanoseconds", "nanos", "nsec", "ns"], "ns"), (["seconds", "secs", "sec", "s"], "s"),
        ]
        for (names, unit) in units {
            for name in names {
                if key.hasSuffix("_" + name) { return (String(key.dropLast(name.count + 1)), unit) }
                // Camel case: the unit's first letter in upper case after a lower-case letter (`durationMs`,
                // `latencyMS`; not `items`, nor a single `S`).
                guard name.count > 1, ownName.count > name.count else { continue }
                let tail = ownName.suffix(name.count)
                let before = ownName.dropLast(name.count).last
                if tail.first?.isUppercase == true, tail.lowercased() == name, before?.isLowercase == true {
                    return (String(key.dropLast(name.count)), unit)
                }
            }
        }
        return nil
    }

    /// Names a status goes by without `status` in them (Envoy's `response_code`, F5's `rsp_code` and `resp_code`,
    /// Zscaler's `respcode`, Pomerium's `response-code`).
    private static let statusNames: Set<String> = [
        "response_code", "responsecode", "http_code", "code", "rsp_code", "resp_code", "respcode", "response-code",
    ]

    /// Whether `value` is a time of day, `05:06:37` (a fraction allowed).
    private static func isTimeOfDay(_ value: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(value)
        guard bytes.count >= 8, bytes[2] == ByteScanning.colon, bytes[5] == ByteScanning.colon else { return false }
        return [0, 1, 3, 4, 6, 7].allSatisfy { ByteScanning.isDigit(bytes[$0]) }
            && (bytes.count == 8 || (bytes[8] == UInt8(ascii: ".") && bytes[9...].allSatisfy(ByteScanning.isDigit)))
    }

    /// Names a duration in seconds with three decimals goes by (nginx's `$request_time` in a `log_format` of one's
    /// own).
    private static let secondsNames: Set<String> = [
        "response_time", "resp_time", "req_time", "reqtime", "rt", "duration", "latency", "elapsed", "took",
        "request_duration", "responsetime", "requesttime",
    ]
}

/// The scalar fields of one JSON object, nested objects' as dotted paths (`@fields.request`), in their order; arrays
/// are passed over. Strings are read with their escapes undone (`\uXXXX` kept as written).
struct JSONFieldList {
    /// The most fields kept: an entry's first (an access log's fields are a few dozen).
    static let maximumFields = 512

    private(set) var values: [(path: String, value: [UInt8], isString: Bool)] = []
    private let bytes: [UInt8]
    private var position = 0

    /// The fields of `line`, nil when it is not one JSON object.
    init?(_ line: [UInt8]) {
        bytes = line
        if bytes.first == 0x1E { position = 1 }  // a JSON text sequence's record separator
        skipBlanks()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{"), readObject(prefix: "", depth: 0) else {
            return nil
        }
    }

    private mutating func skipBlanks() {
        while position < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[position]) { position += 1 }
    }

    /// Reads the object at `position` (its `{`).
    private mutating func readObject(prefix: String, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        position += 1
        skipBlanks()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return true
        }
        while position < bytes.count {
            skipBlanks()
            guard let key = readString() else { return false }
            skipBlanks()
            guard position < bytes.count, bytes[position] == ByteScanning.colon else { return false }
            position += 1
            skipBlanks()
            guard position < bytes.count else { return false }
            let path =
                prefix.isEmpty
                ? String(decoding: key, as: UTF8.self) : prefix + "." + String(decoding: key, as: UTF8.self)
            switch bytes[position] {
            case UInt8(ascii: "{"):
                guard readObject(prefix: path, depth: depth + 1) else { return false }
            case UInt8(ascii: "["):
                guard skipArray() else { return false }
            case ByteScanning.quote:
                guard let value = readString() else { return false }
                // A name a `jsonl:` specification cannot hold (its separators) is passed over.
                if values.count < Self.maximumFields, !path.contains(where: { $0 == "," || $0 == "|" || $0 == "=" }) {
                    values.append((path, value, true))
                }
            default:
                let start = position
                while position < bytes.count,
                    ![ByteScanning.comma, UInt8(ascii: "}"), 0x20, 0x09].contains(bytes[position])
                {
                    position += 1
                }
                if values.count < Self.maximumFields, !path.contains(where: { $0 == "," || $0 == "|" || $0 == "=" }) {
                    values.append((path, Array(bytes[start..<position]), false))
                }
            }
            skipBlanks()
            guard position < bytes.count else { return false }
            if bytes[position] == ByteScanning.comma {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "}") else { return false }
            position += 1
            return true
        }
        return false
    }

    /// Reads the string at `position` (its `"`), with `\"`, `\\`, `\/` undone.
    private mutating func readString() -> [UInt8]? {
        guard position < bytes.count, bytes[position] == ByteScanning.quote else { return nil }
        position += 1
        var value: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ByteScanning.quote {
                position += 1
                return value
            }
            if byte == ByteScanning.backslash, position + 1 < bytes.count {
                let escaped = bytes[position + 1]
                switch escaped {
                case ByteScanning.quote, ByteScanning.backslash, ByteScanning.slash: value.append(escaped)
                default: value += [byte, escaped]
                }
                position += 2
                continue
            }
            value.append(byte)
            position += 1
        }
        return nil
    }

    /// Passes over the array at `position` (its `[`), strings in it and nested arrays and objects included.
    private mutating func skipArray() -> Bool {
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    position += 1
                    return true
                }
            case ByteScanning.quote:
                guard readString() != nil else { return false }
                continue
            default: break
            }
            position += 1
        }
        return false
    }
}
