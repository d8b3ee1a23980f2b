extension LogFormat {
    /// Reads a command-line format specification:
    ///
    /// - `combined`, `common` (or `clf`), `url`;
    /// - `jsonl`, or `jsonl:KEY=FIELD,…` with keys `request`, `method`, `path`, `query`, `status`, `time`,
    ///   `timestamp` (when the request was logged: ISO 8601 or epoch seconds/milliseconds), `end-clock` (when it ended:
    ///   the duration is then end − start where no duration is logged), `clock-time` (the time of day going with a
    ///   date alone in the clock field), `agent`, `client` (field
    ///   names, dots for nested fields; an empty name disables the field; keys not given keep their defaults, see
    ///   ``JSONLogFields/standard``) and `unit` (`s`, `ms`, `us`, `ns`);
    /// - `nginx:FORMAT` with an nginx `log_format` string (see ``NginxLogFormat``).
    package static func parse(_ spec: String) throws(LogFormatError) -> LogFormat {
        switch spec {
        case "combined": return .combined
        case "common", "clf": return .common
        case "url": return .urlPerLine
        case "jsonl": return .jsonLines(.standard)
        default: break
        }
        if let preset = LogFormatPreset.named(spec) { return preset.format }
        for wrapper in LogWrapper.allCases where spec.hasPrefix(wrapper.rawValue + "+") {
            let inner = String(spec.dropFirst(wrapper.rawValue.count + 1))
            let format: LogFormat
            do throws(LogFormatError) {
                format = try parse(inner)
            } catch {
                throw LogFormatError(
                    spec: spec, column: error.column + wrapper.rawValue.count + 1, reason: error.reason)
            }
            if wrapper.holdsJSONRecords && !format.isJSONRecords {
                throw LogFormatError(
                    spec: spec, column: wrapper.rawValue.count + 2,
                    reason:
                        "\(wrapper.rawValue)+ holds JSON records: give a JSON layout inside (\(wrapper.rawValue)+caddy, \(wrapper.rawValue)+jsonl:…), or json+ around the line (\(wrapper.rawValue)+json+\(inner))"
                )
            }
            return .wrapped(wrapper, format)
        }
        if spec.hasPrefix("nginx:") {
            let text = String(spec.dropFirst(6))
            do throws(LogFormatError) {
                return .nginx(try NginxLogFormat(text))
            } catch {
                throw LogFormatError(spec: spec, column: error.column + 6, reason: error.reason)
            }
        }
        if spec.hasPrefix("jsonl:") {
            return .jsonLines(try parseJSONOptions(spec))
        }
        throw LogFormatError(
            spec: spec, column: 1,
            reason:
                "unknown log format: use auto, a preset (\(LogFormatPreset.names.joined(separator: ", "))), jsonl:KEY=FIELD,… or nginx:FORMAT"
        )
    }

    private static func parseJSONOptions(_ spec: String) throws(LogFormatError) -> JSONLogFields {
        var fields = JSONLogFields.standard
        var seen: Set<String> = []
        let characters = Array(spec)
        var index = 6  // after "jsonl:"
        while index <= characters.count {
            var end = index
            while end < characters.count && characters[end] != "," { end += 1 }
            let option = String(characters[index..<end])
            let column = index + 1
            guard let equals = option.firstIndex(of: "=") else {
                throw LogFormatError(spec: spec, column: column, reason: "expected KEY=FIELD, found \"\(option)\"")
            }
            // `duration`, `clock` and `duration-unit` say what they are; `time`, `timestamp` and `unit` are their
            // older names (`time` is the duration, not the clock), kept working.
            let spelled = String(option[..<equals])
            let key =
                switch spelled {
                case "duration": "time"
                case "clock": "timestamp"
                case "duration-unit": "unit"
                default: spelled
                }
            let value = String(option[option.index(after: equals)...])
            guard !seen.contains(key) else {
                throw LogFormatError(
                    spec: spec, column: column, reason: "\"\(spelled)\" is given twice (or under its other name)")
            }
            seen.insert(key)
            let name: String? = value.isEmpty ? nil : value
            switch key {
            case "request": fields.request = name
            case "method": fields.method = name
            case "path": fields.path = name
            case "query": fields.query = name
            case "status": fields.status = name
            case "time":
                fields.time = name
                // The names given are read in the unit given (or seconds), not in the standard names' own units.
                fields.timeAlternateUnits = nil
            case "timestamp": fields.timestamp = name
            case "agent": fields.agent = name
            case "client": fields.client = name
            case "end-clock": fields.end = name
            case "clock-time": fields.timeOfDay = name
            case "unit":
                guard let unit = DurationUnit(rawValue: value) else {
                    throw LogFormatError(
                        spec: spec, column: column + spelled.count + 1,
                        reason: "unknown time unit \"\(value)\": use s, ms, us or ns")
                }
                fields.timeUnit = unit
                fields.timeAlternateUnits = nil
            default:
                throw LogFormatError(
                    spec: spec, column: column,
                    reason:
                        "unknown key \"\(spelled)\": use request, method, path, query, status, duration (or time), clock (or timestamp), clock-time, end-clock, agent, client or duration-unit (or unit)"
                )
            }
            index = end + 1
        }
        if fields.request == nil && fields.path == nil {
            throw LogFormatError(
                spec: spec, column: 7, reason: "no request field: give request=FIELD or path=FIELD")
        }
        return fields
    }
}
