import CorridorCore

/// A container runtime's line around an application's log line: Kubernetes' CRI log format
/// (`2026-11-21T05:06:37.123456789Z stdout F <line>`, a long line split into `P` parts ended by an `F` one) and
/// Docker's json-file driver (`{"log":"<line>\n","stream":"stdout","time":"…"}`, a line over 16 KiB split into
/// entries whose `log` has no final `\n`), and the lines `docker compose logs` writes (`web-1  | <line>`, the
/// service's name padded to a column, maybe colored; `dapr run`'s `== APP == <line>` likewise), and the lines
/// `kubectl logs --timestamps` and
/// `docker logs --timestamps` write (`2026-11-21T05:06:37.123456789Z <line>`), and the lines `aws logs tail` writes
/// (`2026-11-21T05:06:37.123000+00:00 <log stream> <line>`), and the lines `heroku logs` writes of a dyno's output
/// (`2026-11-21T05:06:37.123456+00:00 app[web.1]: <line>`), and the lines `fly logs` writes of an app's output
/// (`2026-11-21T05:06:37Z app[148e272dc69589] iad [info]<line>`), and the lines a syslog daemon keeps
/// (`Nov 21 05:06:37 web1 nginx: <line>`, with or without a `<PRI>`, RFC 5424's `<PRI>1 TIMESTAMP HOST APP PROCID
/// MSGID SD <line>`, or rsyslog's ISO stamp first), and the lines of a console log encoder (Caddy's `format console`:
/// `2026/11/21 05:06:37.123<TAB>INFO<TAB>http.log.access<TAB>handled request<TAB>{…}`, the JSON without its time),
/// and a log shipper's JSON entries holding the line in a string field (``jsonMessageFields``: Fluent Bit's `log`,
/// Vector's and Filebeat's `message`, journald's `MESSAGE`, Cloud Logging's `textPayload`, Loki's `line`), and the
/// lines `kubectl logs --prefix` writes (`[pod/web-7d9f8c6b5-x2k4q/nginx] <line>`, maybe with `--timestamps`' instant),
/// and the lines stern writes (`web-7d9f8c6b5-x2k4q nginx <line>`, the namespace first with `--all-namespaces`, maybe
/// with `--timestamps`' instant),
/// and the records Fluent Bit's file output writes in its default format (`nginx.access: [1706695200.123, {…}]`) and
/// its stdout output (`[0] nginx.access: [[1706695200.123, {}], {"log"=>"…"}]`) and Fluentd's stdout output prints
/// (`2024-01-31 10:00:00.123456000 +0000 nginx.access: {…}`), their JSON inside,
/// and the rows of a log console's CSV export (CloudWatch Logs Insights' `@timestamp,@message,…`, Kibana's, Datadog's):
/// the line is the quoted field with the most blanks, the time the first field that reads as one; and logfmt lines
/// (`time="…" level=info method=GET path=/users/42 status=200 duration=1.2ms`: logrus' and go-kit's text, Grafana's,
/// Tyk's), each written as a JSON object of its pairs for a JSON preset to read (`logfmt+jsonl`, `logfmt+lograge-json`);
/// and LTSV lines (`time:…<TAB>host:…<TAB>req:GET / HTTP/1.1<TAB>status:200<TAB>…`, nginx's and Apache's Labeled
/// Tab-separated Values), written likewise with the standard labels under JSON lines' names (`ltsv+jsonl`).
/// `--log-format cri+combined`, `docker+caddy`, `compose+caddy`, `timestamped+combined`, `syslog+combined`,
/// `console+caddy`, `json+combined`, `kubectl+combined`, `fluent+json+combined`, … or detected.
package enum LogWrapper: String, Sendable, CaseIterable {
    case cri
    case docker
    case compose
    case timestamped
    case cloudwatch
    case heroku
    case fly
    case syslog
    case console
    case json
    case kubectl
    case stern
    case fluent
    case csv
    case logfmt
    case ltsv
    case cef

    /// Whether what this wrapper holds is a JSON record, not a line of any layout: Fluent Bit's and Fluentd's
    /// records (`fluent+json+combined`, `fluent+fluent-nginx`), a logfmt line's pairs (`logfmt+jsonl`), an LTSV line's
    /// fields (`ltsv+jsonl`).
    package var holdsJSONRecords: Bool { self == .fluent || self == .logfmt || self == .ltsv || self == .cef }

    /// The room ``unwrap(_:count:scanner:buffer:)`` needs in its buffer for a line of `count` bytes: the line, or for
    /// logfmt or LTSV its pairs as JSON (each byte at most escaped as `\u00XX`, quotes, colons and commas between), for
    /// CEF its header's fields and pairs (the header's names besides) and its labelled values under their labels.
    package func bufferCapacity(forLine count: Int) -> Int {
        switch self {
        case .logfmt, .ltsv: JSONEscaping.longestEscape * count + 2
        // The line, then a CloudWatch Logs Insights row made an object after it (``fieldValueRow``).
        case .json: 2 * count
        // The pairs, then each labelled value again under its label.
        case .cef: (2 * JSONEscaping.longestEscape + 3) * count + 160
        default: count
        }
    }

    /// A CEF event's opening taken for a syslog tag, with the blank before it.
    private static let cefTag = Array(" CEF:".utf8)

    /// The fields of a shipper's JSON entry that may hold the line, the first present as a string chosen: `log`
    /// (Fluent Bit, Fluentd, Docker's json-file read by a shipper, which drops the final line feed), `message`
    /// (Vector, Filebeat and Elastic, CloudWatch Logs events), `MESSAGE` (`journalctl -o json`), `textPayload`
    /// (Google Cloud Logging), `line` (Loki's `logcli --output jsonl`), `@message` (a CloudWatch Logs Insights
    /// export), `_source.message` (Elasticsearch's search hits, `elasticdump`), `event.original` (an Elastic Common
    /// Schema document that keeps only the original), `Log` (`az containerapp logs show --format json`), `Message`
    /// (.NET's JSON console formatter), `short_message` (Graylog's GELF, Docker's `gelf` driver), `result._raw` and
    /// `_raw` (Splunk's search export, `/services/search/jobs/export?output_mode=json`, and its JSON results), `event`
    /// (Splunk's HTTP Event Collector events, a string there), `properties` (an Azure resource log whose record an
    /// archive wrote as a string of JSON: App Service's HTTP logs, `json+azure-appservice`), `RawData` and
    /// `SyslogMessage` (Azure Monitor Log Analytics' custom-log and Syslog tables, as a query's or Microsoft
    /// Sentinel's JSON export writes their rows), `content` (go-zero's logx, `json+go-zero`), `attributes.message` and
    /// `content.message` (Datadog's log search APIs, v2's `data[]` and v1's `logs[]` entries), `logmsg` (Loggly's
    /// events API), `map._raw` (Sumo Logic's search job messages), `message.message` (Graylog's search API) and
    /// `body.stringValue` (OpenTelemetry's log records as OTLP JSON: the Collector's file exporter) — and, objects,
    /// `body.kvlistValue` (such a record's body that a Collector's parser made a key/value list: the object it stands
    /// for is the line, ``keyValueListObject(_:_:into:)``) and `jsonPayload` (Cloud Logging's entry of a JSON line it
    /// parsed: Istio's and Envoy's JSON access log on GKE, `gcloud logging read --format json`), whose object is the
    /// line — and, strings again, `_line` (Mezmo's, LogDNA's, exports and archives), `properties.log` (AKS's
    /// control-plane resource logs: the API server's audit events, `json+kubernetes-audit`), `_source.log` (a search
    /// hit of a document Fluent Bit shipped to OpenSearch or Elasticsearch) and `body` (OpenTelemetry's log data model
    /// flattened, as OpenSearch's Data Prepper and its integrations, OpenObserve and other OTLP back ends store a
    /// record: the line a string beside `time`).
    package static let jsonMessageFields = [
        "log", "message", "MESSAGE", "textPayload", "line", "@message", "_source.message", "event.original", "Log",
        "Message", "short_message", "result._raw", "_raw", "event", "properties", "RawData", "SyslogMessage", "content",
        "attributes.message", "content.message", "logmsg", "map._raw", "message.message", "body.stringValue",
        "body.kvlistValue", "jsonPayload", "_line", "properties.log", "_source.log", "body",
    ]
    /// The message field whose object is an OTLP key/value list (``jsonMessageFields``).
    private static let keyValueListField = jsonMessageFields.firstIndex(of: "body.kvlistValue")!
    /// The fields of a JSON entry that may hold the request's duration, read only as a string with its unit (Go's
    /// `1.2ms`, `523.4µs`, `1m2.5s`: a bare number says no unit), taken by a layout whose lines have none of their
    /// own (``NginxLogFormat/takesWrapperDuration``): `duration` (go-zero's logx beside its request line).
    package static let jsonDurationFields = ["duration"]
    /// The fields of a shipper's JSON entry that may hold its time (ISO 8601, or an epoch number or string in any
    /// unit), the first present chosen; it stands in when the line has no time of its own (an OTLP record's
    /// `observedTimeUnixNano`, not its `timeUnixNano`, which is `0` when the Collector parsed no time; Mezmo's `_ts`,
    /// milliseconds; python-json-logger's `asctime`, `2026-11-21 05:06:37,123`).
    package static let jsonTimeFields = [
        "time", "timestamp", "@timestamp", "__REALTIME_TIMESTAMP", "date", "_source.@timestamp", "TimeStamp",
        "Timestamp", "result._time", "_time", "TimeGenerated", "attributes.timestamp", "content.timestamp",
        "map._messagetime", "message.timestamp", "observedTimeUnixNano", "_ts", "asctime",
    ]

    /// What one wrapped line holds.
    package enum Unwrapped {
        /// The inner line (or its part), and whether it completes the line; the wrapper's time, and the request's
        /// duration in microseconds when the wrapper has one (a JSON entry's ``LogWrapper/jsonDurationFields``).
        case content(UnsafeBufferPointer<UInt8>, complete: Bool, seconds: Int64?, requestTimeMicros: Int64? = nil)
        /// Not a line of this wrapper.
        case notWrapped
        /// A header of this wrapper's lines (a CSV export's column names): neither a request nor malformed.
        case header
    }

    /// Unwraps `base[0..<count]`. For Docker and JSON entries the line's string is decoded (JSON escapes) into
    /// `buffer`, which must hold at least `count` bytes; a JSON entry's duration is read when `readsDuration`.
    func unwrap(
        _ base: UnsafePointer<UInt8>, count: Int, scanner: JSONLineScanner?, buffer: UnsafeMutablePointer<UInt8>,
        yearReference: Int64? = nil, readsDuration: Bool = false
    ) -> Unwrapped {
        switch self {
        case .cri:
            guard let (timeEnd, tag) = Self.criTag(base, count: count),
                let seconds = LogTimestamp.iso8601(base, from: 0, to: timeEnd)
            else { return .notWrapped }
            let start = min(tag + 2, count)
            return .content(
                UnsafeBufferPointer(start: base + start, count: count - start),
                complete: base[tag] == UInt8(ascii: "F"), seconds: seconds)
        case .docker:
            guard let scanner, count > 8, base[0] == UInt8(ascii: "{"), scanner.scan(base, count: count) else {
                return .notWrapped
            }
            let log = scanner.slots[0]
            guard log.kind == .string else { return .notWrapped }
            let (length, complete) = Self.decodedLine(base, log, into: buffer)
            let time = scanner.slots[1]
            let seconds = time.kind == .string ? LogTimestamp.isoOrEpoch(base, from: time.start, to: time.end) : nil
            return .content(UnsafeBufferPointer(start: buffer, count: length), complete: complete, seconds: seconds)
        case .json:
            var base = base
            var count = count
            // A CloudWatch Logs Insights result row, its fields as `{"field":…,"value":…}` pairs: made an object,
            // after the room the line's message is decoded into.
            if let length = Self.fieldValueRow(base, count: count, into: buffer + count) {
                base = UnsafePointer(buffer + count)
                count = length
            }
            // Blanks may come first: the entries of a JSON document read one a line (CloudWatch Logs' `events`).
            guard let scanner, count > 8, scanner.scan(base, count: count) else { return .notWrapped }
            guard let slot = Self.jsonMessageSlot(scanner) else {
                // The row that ends a Splunk export (`{"preview":false,"lastrow":true}`): no entry.
                let lastRow = "\"lastrow\":true".utf8
                return UnsafeBufferPointer(start: base, count: count).firstRange(of: lastRow) != nil
                    ? .header : .notWrapped
            }
            // A shipper's entry is a whole line, with or without the line feed the program wrote.
            let length: Int
            if slot.kind == .byteArray {
                guard let decoded = Self.decodedByteArray(base, slot, into: buffer) else { return .notWrapped }
                length = decoded
            } else if slot.kind == .object, scanner.slots[Self.keyValueListField].kind == .object,
                slot.start == scanner.slots[Self.keyValueListField].start
            {
                // An OTLP record's body made a key/value list: the object it stands for.
                guard let written = Self.keyValueListObject(base, slot, into: buffer) else { return .notWrapped }
                length = written
            } else if slot.kind == .object {
                // The object is the line, as it is written.
                length = slot.end - slot.start
                buffer.update(from: base + slot.start, count: length)
            } else {
                length = Self.decodedLine(base, slot, into: buffer).length
            }
            let messages = Self.jsonMessageFields.count
            let durations = messages + Self.jsonTimeFields.count
            var seconds: Int64?
            var time = messages
            while seconds == nil && time < durations {
                let slot = scanner.slots[time]
                if slot.kind == .string || slot.kind == .number {
                    seconds = LogTimestamp.isoOrEpoch(base, from: slot.start, to: slot.end)
                }
                time += 1
            }
            // The entry's duration, for a layout that takes it (``NginxLogFormat/takesWrapperDuration``) only.
            var requestTimeMicros: Int64?
            var duration = durations
            while readsDuration && requestTimeMicros == nil && duration < scanner.fieldCount {
                let slot = scanner.slots[duration]
                if slot.kind == .string {
                    requestTimeMicros = LogFieldValues.goDuration(base, from: slot.start, to: slot.end)
                }
                duration += 1
            }
            return .content(
                UnsafeBufferPointer(start: buffer, count: length), complete: true, seconds: seconds,
                requestTimeMicros: requestTimeMicros)
        case .compose:
            guard let start = Self.composeContentStart(base, count: count) else { return .notWrapped }
            return .content(
                UnsafeBufferPointer(start: base + start, count: count - start), complete: true, seconds: nil)
        case .timestamped:
            guard let timeEnd = Self.stampEnd(base, count: count),
                let seconds = LogTimestamp.iso8601(base, from: 0, to: timeEnd)
            else { return .notWrapped }
            return .content(
                UnsafeBufferPointer(start: base + timeEnd + 1, count: count - timeEnd - 1), complete: true,
                seconds: seconds)
        case .cloudwatch:
            // `aws logs filter-log-events` and `get-log-events` with `--output text`: one tab-separated row an event.
            if let row = Self.awsCLITextRow(base, count: count) { return row }
            // `aws logs tail`'s default (`--format detailed`): the event's instant, its log stream's name (no blank
            // in it), the message.
            guard let timeEnd = Self.stampEnd(base, count: count),
                let seconds = LogTimestamp.iso8601(base, from: 0, to: timeEnd),
                let streamEnd = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: timeEnd + 1, to: count),
                streamEnd > timeEnd + 1
            else { return .notWrapped }
            return .content(
                UnsafeBufferPointer(start: base + streamEnd + 1, count: count - streamEnd - 1), complete: true,
                seconds: seconds)
        case .heroku:
            // `heroku logs`: the instant, the source and dyno (`app[web.1]:`, the platform's `heroku[web.1]:`), the
            // line the dyno wrote.
            guard let timeEnd = Self.stampEnd(base, count: count),
                let seconds = LogTimestamp.iso8601(base, from: 0, to: timeEnd),
                let start = Self.herokuContentStart(base, count: count, from: timeEnd + 1)
            else { return .notWrapped }
            return .content(
                UnsafeBufferPointer(start: base + start, count: count - start), complete: true, seconds: seconds)
        case .fly:
            // `fly logs`: the instant, the source and instance (`app[148e272dc69589]`), the region, the level in
            // brackets, the line the app wrote; the platform's lines (`runner[…]`, `proxy[…]`, `health[…]`) are no
            // lines of the app's log.
            guard let timeEnd = Self.stampEnd(base, count: count),
                let seconds = LogTimestamp.iso8601(base, from: 0, to: timeEnd),
                let (start, isApp) = Self.flyContentStart(base, count: count, from: timeEnd + 1)
            else { return .notWrapped }
            guard isApp else { return .header }
            return .content(
                UnsafeBufferPointer(start: base + start, count: count - start), complete: true, seconds: seconds)
        case .syslog:
            // A "tag" `CEF:` opens a CEF event (Barracuda's `… Barracuda CEF: 0|…`): the CEF wrapper's line, the
            // syslog header included.
            guard let (start, seconds) = Self.syslogContentStart(base, count: count, yearReference: yearReference),
                !(start >= 6 && Self.cefTag.elementsEqual(UnsafeBufferPointer(start: base + start - 6, count: 5)))
            else { return .notWrapped }
            return .content(
                UnsafeBufferPointer(start: base + start, count: count - start), complete: true, seconds: seconds)
        case .console:
            guard let (start, seconds) = Self.consoleContentStart(base, count: count) else { return .notWrapped }
            return .content(
                UnsafeBufferPointer(start: base + start, count: count - start), complete: true, seconds: seconds)
        case .fluent:
            guard let (start, end, seconds, arrows) = Self.fluentRecord(base, count: count) else {
                return .notWrapped
            }
            guard arrows else {
                return .content(
                    UnsafeBufferPointer(start: base + start, count: end - start), complete: true, seconds: seconds)
            }
            let length = Self.jsonFromArrowRecord(base, from: start, to: end, into: buffer)
            return .content(UnsafeBufferPointer(start: buffer, count: length), complete: true, seconds: seconds)
        case .csv:
            return Self.csvRow(base, count: count, buffer: buffer)
        case .logfmt:
            return Self.logfmtRecord(base, count: count, buffer: buffer)
        case .ltsv:
            return Self.ltsvRecord(base, count: count, buffer: buffer)
        case .cef:
            return Self.cefRecord(base, count: count, buffer: buffer, yearReference: yearReference)
        case .kubectl:
            guard let start = Self.kubectlContentStart(base, count: count) else { return .notWrapped }
            return Self.contentAfterPrefix(base, count: count, from: start)
        case .stern:
            guard let start = Self.sternContentStart(base, count: count) else {
                // The line stern writes when it starts or stops following a container (`+ web-1 › nginx`, `- …`): about
                // the log, not in it.
                return Self.isSternFollowLine(base, count: count) ? .header : .notWrapped
            }
            return Self.contentAfterPrefix(base, count: count, from: start)
        }
    }

    /// The line from `start`, after a prefix naming its pod and container (`kubectl logs --prefix`'s, stern's), with
    /// `--timestamps`' instant there dropped and taken as its time.
    private static func contentAfterPrefix(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> Unwrapped {
        var start = start
        var seconds: Int64?
        if let timeEnd = stampEnd(base + start, count: count - start),
            let instant = LogTimestamp.iso8601(base + start, from: 0, to: timeEnd)
        {
            seconds = instant
            start += timeEnd + 1
        }
        return .content(
            UnsafeBufferPointer(start: base + start, count: count - start), complete: true, seconds: seconds)
    }

    /// The JSON string at `slot` of `base` decoded into `buffer`: its length without a final line feed (and a CR
    /// before it), and whether it had one.
    private static func decodedLine(
        _ base: UnsafePointer<UInt8>, _ slot: JSONLineScanner.Slot, into buffer: UnsafeMutablePointer<UInt8>
    ) -> (length: Int, endsLine: Bool) {
        var length = LogEscapes.decode(
            UnsafeBufferPointer(start: base + slot.start, count: slot.end - slot.start), into: buffer)
        let endsLine = length > 0 && buffer[length - 1] == ByteScanning.newline
        if endsLine { length -= 1 }
        if endsLine && length > 0 && buffer[length - 1] == ByteScanning.carriageReturn { length -= 1 }
        return (length, endsLine)
    }

    /// The message field a shipper's entry holds the line in: the first of ``jsonMessageFields`` that the last scan
    /// found as a string, or as journald's array of bytes; nil when none.
    static func jsonMessageSlot(_ scanner: JSONLineScanner) -> JSONLineScanner.Slot? {
        let fields = min(jsonMessageFields.count, scanner.fieldCount)
        return (0..<fields).lazy.map { scanner.slots[$0] }.first {
            $0.kind == .string || $0.kind == .byteArray || $0.kind == .object
        }
    }

    /// journald's array of a field's bytes at `slot` of `base` (`27,91,51,50,109,…`, what `journalctl -o json` writes
    /// for a message holding control or non-UTF-8 bytes — a coloured line above all) decoded into `buffer`, the
    /// terminal's control sequences taken out (``TerminalSequence``) and a final line feed dropped: the length; nil
    /// when it is not an array of numbers 0–255.
    private static func decodedByteArray(
        _ base: UnsafePointer<UInt8>, _ slot: JSONLineScanner.Slot, into buffer: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        var length = 0
        var value = -1
        for index in slot.start..<slot.end {
            let byte = base[index]
            if ByteScanning.isDigit(byte) {
                value = max(value, 0) * 10 + Int(byte &- 0x30)
                guard value <= 255 else { return nil }
            } else if byte == UInt8(ascii: ",") {
                guard value >= 0 else { return nil }
                buffer[length] = UInt8(value)
                length += 1
                value = -1
            } else {
                guard
                    byte == ByteScanning.space || byte == ByteScanning.tab || byte == ByteScanning.newline
                        || byte == ByteScanning.carriageReturn
                else { return nil }
            }
        }
        guard value >= 0 else { return nil }
        buffer[length] = UInt8(value)
        length += 1
        length = TerminalSequence.removeSequences(buffer, count: length)
        if length > 0 && buffer[length - 1] == ByteScanning.newline { length -= 1 }
        if length > 0 && buffer[length - 1] == ByteScanning.carriageReturn { length -= 1 }
        return length
    }

    /// What ends the tag of a Fluentd stdout line and starts its record.
    private static let fluentdSeparator = Array(": {".utf8)

    /// The JSON record of a Fluent Bit file-output line (`TAG: [EPOCH, {…}]`, the record's time an epoch with a
    /// fraction), of a Fluent Bit stdout line (its default `msgpack` format: `[N] TAG: [EPOCH, {"log"=>"…"}]`, or
    /// since Fluent Bit 2.1 `[N] TAG: [[EPOCH, {…metadata}], {"log"=>"…"}]`) or of a Fluentd stdout line
    /// (`2024-01-31 10:00:00.123456000 +0000 TAG: {…}`): where the record starts and ends, the time, and whether its
    /// members are written `"key"=>value` (the stdout form) rather than as JSON; nil for a line of another shape.
    private static func fluentRecord(_ base: UnsafePointer<UInt8>, count: Int) -> (Int, Int, Int64?, Bool)? {
        // Fluent Bit's stdout output numbers its records: `[N] ` before the tag.
        var origin = 0
        if count > 4 && base[0] == UInt8(ascii: "[") && ByteScanning.isDigit(base[1]) {
            var index = 1
            while index < count && ByteScanning.isDigit(base[index]) { index += 1 }
            guard index + 1 < count, base[index] == UInt8(ascii: "]"), base[index + 1] == ByteScanning.space else {
                return nil
            }
            origin = index + 2
        }
        guard count - origin > 8,
            let colon = ByteScanning.firstIndex(of: ByteScanning.colon, in: base, from: origin, to: count)
        else { return nil }
        // Fluent Bit: `TAG: [EPOCH, {…}]`, the tag one word.
        if colon + 3 < count, base[colon + 1] == ByteScanning.space, base[colon + 2] == UInt8(ascii: "[") {
            var epochStart = colon + 3
            let grouped = base[epochStart] == UInt8(ascii: "[")  // `[[EPOCH, {metadata}], {record}]`
            if grouped { epochStart += 1 }
            guard ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: origin, to: colon) == nil,
                base[count - 1] == UInt8(ascii: "]"),
                let comma = ByteScanning.firstIndex(of: UInt8(ascii: ","), in: base, from: epochStart, to: count),
                comma + 2 < count, base[comma + 1] == ByteScanning.space, base[comma + 2] == UInt8(ascii: "{")
            else { return nil }
            var recordStart = comma + 2
            if grouped {
                // After the metadata's object (`{}` as a rule, its strings and nesting followed): `], {`.
                guard let end = Self.objectEnd(base, from: comma + 2, to: count), end + 3 < count,
                    base[end] == UInt8(ascii: "]"), base[end + 1] == UInt8(ascii: ","),
                    base[end + 2] == ByteScanning.space, base[end + 3] == UInt8(ascii: "{")
                else { return nil }
                recordStart = end + 3
            }
            return (recordStart, count - 1, LogTimestamp.epoch(base, from: epochStart, to: comma), origin > 0)
        }
        guard origin == 0 else { return nil }
        // Fluentd: `2024-01-31 10:00:00.123456000 +0000 TAG: {…}`, the tag the last word before `: {`.
        guard count > 28, base[4] == ByteScanning.dash, base[10] == ByteScanning.space,
            let separator = Self.fluentdSeparator.withUnsafeBufferPointer({
                ByteScanning.firstIndex(of: $0, in: base, from: 26, to: min(count, 128))
            }),
            let tagStart = ByteScanning.lastIndex(of: ByteScanning.space, in: base, from: 0, to: separator),
            let zoneStart = ByteScanning.lastIndex(of: ByteScanning.space, in: base, from: 0, to: tagStart)
        else { return nil }
        // The zone written apart (`10:00:00.123456000 +0000`): read as ISO 8601 without the blank.
        let seconds = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: tagStart) { buffer in
            let time = buffer.baseAddress!
            time.update(from: base, count: zoneStart)
            (time + zoneStart).update(from: base + zoneStart + 1, count: tagStart - zoneStart - 1)
            return LogTimestamp.iso8601(UnsafePointer(time), from: 0, to: tagStart - 1)
        }
        guard let seconds else { return nil }
        return (separator + 2, count, seconds, false)
    }

    /// Where the object (or array) opening at `base[from]` ends: the index after its closing bracket, strings and
    /// nesting followed; nil when it does not end before `to`.
    private static func objectEnd(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var depth = 0
        var strings = JSONStringTracker()
        var index = from
        while index < to {
            let byte = base[index]
            index += 1
            if strings.follow(byte) { continue }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `base[from..<to]`, a record whose members are written `"key"=>value` (Fluent Bit's stdout), written into
    /// `buffer` as JSON: each `=>` outside a string as `:`, every other byte as it is. Returns the length (never more
    /// than the record's).
    private static func jsonFromArrowRecord(
        _ base: UnsafePointer<UInt8>, from: Int, to: Int, into buffer: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var length = 0
        var index = from
        var strings = JSONStringTracker()
        while index < to {
            let byte = base[index]
            index += 1
            if !strings.follow(byte) && byte == UInt8(ascii: "=") && index < to && base[index] == UInt8(ascii: ">") {
                buffer[length] = ByteScanning.colon
                length += 1
                index += 1
                continue
            }
            buffer[length] = byte
            length += 1
        }
        return length
    }

    /// A logfmt line's `key=value` pairs (a value bare up to a blank, or between double quotes with backslash escapes)
    /// written into `buffer` as one JSON object of strings, `{"key":"value",…}`, and its time: the value of `time`,
    /// `ts` or `t` that reads as one. Not logfmt unless the line has at least three pairs; a word without `=`, or
    /// whose key would hold a bracket, brace, parenthesis, comma or semicolon, is not kept. The pairs may follow a
    /// logger's prefix of at most ``logfmtPrefixWords`` words, none opening with a quote or holding `=` (a Java logger's
    /// `2026-09-26 10:47:11,196 INFO  [org.keycloak.http.access-log] (executor-thread-1) ip=… method=GET …`, a word
    /// before Gunicorn's pairs), the first pair's key then a name (``isLogfmtName(_:from:to:)``); the time is then the
    /// prefix's, its first two words or its first, where no pair gives one.
    private static func logfmtRecord(
        _ base: UnsafePointer<UInt8>, count: Int, buffer: UnsafeMutablePointer<UInt8>
    ) -> Unwrapped {
        var record = JSONRecordWriter(into: buffer)
        var index = 0
        var seconds: Int64?
        var prefixWords = 0
        var prefixEnd = 0
        while index < count {
            while index < count && (base[index] == ByteScanning.space || base[index] == ByteScanning.tab) { index += 1 }
            guard index < count else { break }
            let keyStart = index
            while index < count && base[index] != UInt8(ascii: "=") && base[index] != ByteScanning.space
                && base[index] != ByteScanning.tab && base[index] != ByteScanning.quote
                && !Self.isLogfmtKeyStop(base[index])
            {
                index += 1
            }
            let keyEnd = index
            guard index < count, base[index] == UInt8(ascii: "="), keyEnd > keyStart,
                record.memberCount > 0 || prefixWords == 0 || Self.isLogfmtName(base, from: keyStart, to: keyEnd)
            else {
                // A word without a value: not a pair; before the first, a word of the logger's prefix.
                let inPrefix = record.memberCount == 0
                if inPrefix {
                    prefixWords += 1
                    guard prefixWords <= Self.logfmtPrefixWords, base[keyStart] != ByteScanning.quote else {
                        return .notWrapped
                    }
                }
                while index < count && base[index] != ByteScanning.space && base[index] != ByteScanning.tab {
                    // A prefix's word holding `=` that is no pair (`request{method=GET`, a tracing span's fields):
                    // the pairs are inside something else's syntax.
                    if inPrefix && base[index] == UInt8(ascii: "=") { return .notWrapped }
                    index += 1
                }
                if inPrefix { prefixEnd = index }
                continue
            }
            index += 1  // past `=`
            var valueStart = index
            var valueEnd: Int
            var quoted = false
            if index < count && base[index] == ByteScanning.quote {
                quoted = true
                valueStart = index + 1
                var position = valueStart
                while position < count && base[position] != ByteScanning.quote {
                    position += base[position] == 0x5C ? 2 : 1
                }
                guard position < count else { return .notWrapped }  // an unterminated quote
                valueEnd = position
                index = position + 1
            } else {
                while index < count && base[index] != ByteScanning.space && base[index] != ByteScanning.tab {
                    index += 1
                }
                valueEnd = index
            }
            record.beginName()
            record.putString(base, from: keyStart, to: keyEnd)
            record.beginValue()
            record.putString(base, from: valueStart, to: valueEnd, unescaping: quoted)
            record.endValue()
            let keyLength = keyEnd - keyStart
            if seconds == nil && keyLength <= 4 && valueEnd > valueStart {
                let key = UnsafeBufferPointer(start: base + keyStart, count: keyLength)
                if key.elementsEqual("time".utf8) || key.elementsEqual("ts".utf8) || key.elementsEqual("t".utf8) {
                    seconds = LogTimestamp.anyTime(base, from: valueStart, to: valueEnd)
                }
            }
        }
        guard record.memberCount >= 3 else { return .notWrapped }
        if seconds == nil && prefixWords > 0 {
            seconds = Self.prefixTime(base, to: prefixEnd)
        }
        return .content(record.finished(), complete: true, seconds: seconds)
    }

    /// The most words of a logger's prefix before a logfmt line's pairs (``logfmtRecord(_:count:buffer:)``).
    private static let logfmtPrefixWords = 8

    /// Whether `base[from..<to]` is a name, as the first key after a logger's prefix must be: a letter or `_`, then
    /// letters, digits, `_`, `.` and `-` (not a path's `/a?b`, a query's `x=1` inside a request line).
    private static func isLogfmtName(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        for index in from..<to {
            let byte = base[index]
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard
                isLetter || byte == UInt8(ascii: "_")
                    || (index > from && (isDigit || byte == UInt8(ascii: ".") || byte == ByteScanning.dash))
            else { return false }
        }
        return true
    }

    /// The time a logger's prefix (`base[0..<to]`) opens with: its first two words read as one instant
    /// (`2026-09-26 10:47:11,196`), else its first; nil when neither reads as one.
    private static func prefixTime(_ base: UnsafePointer<UInt8>, to: Int) -> Int64? {
        var firstEnd = 0
        while firstEnd < to && base[firstEnd] != ByteScanning.space && base[firstEnd] != ByteScanning.tab {
            firstEnd += 1
        }
        guard firstEnd > 0 else { return nil }
        var secondEnd = firstEnd + 1
        while secondEnd < to && base[secondEnd] != ByteScanning.space && base[secondEnd] != ByteScanning.tab {
            secondEnd += 1
        }
        if secondEnd > firstEnd + 1, let seconds = LogTimestamp.anyTime(base, from: 0, to: min(secondEnd, to)) {
            return seconds
        }
        return LogTimestamp.anyTime(base, from: 0, to: firstEnd)
    }

    /// Whether `byte` cannot be in a logfmt key: a bracket, brace, parenthesis, comma or semicolon — a word that holds
    /// one is no key (`request{method=GET`, a tracing span's fields in Rust's fmt subscriber), however an `=` follows.
    @inline(__always)
    private static func isLogfmtKeyStop(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: ";"):
            return true
        default:
            return false
        }
    }

    /// An LTSV line's fields (`label:value`, tab-separated) written into `buffer` as one JSON object of strings, the
    /// labels of ltsv.org's list under the names JSON lines' fields have (``ltsvNames``: `req` as `request`, `ua` as
    /// `user_agent`, `host` — the client — as `remote_addr`; `reqtime` as `request_time` when it has a fraction, as
    /// nginx's `$request_time` does, else as `duration_us`, Apache's `%D`), other labels as they are; `time`'s
    /// brackets (Apache's `%t`) left out. Its time: the value of `time` that reads as one. Not LTSV unless the line
    /// starts with a field and has at least three, each label of letters, digits, `_`, `-` and `.`.
    private static func ltsvRecord(
        _ base: UnsafePointer<UInt8>, count: Int, buffer: UnsafeMutablePointer<UInt8>
    ) -> Unwrapped {
        var record = JSONRecordWriter(into: buffer)
        var seconds: Int64?
        var start = 0
        while start <= count {
            // The label first: a line of another layout is told at its first bytes, not after a scan to its end.
            var colon = start
            while colon < count && Self.isNameByte(base[colon]) { colon += 1 }
            let labeled = colon > start && colon < count && base[colon] == ByteScanning.colon
            guard labeled || record.memberCount > 0 else { return .notWrapped }
            var end = labeled ? colon : start
            while end < count && base[end] != ByteScanning.tab { end += 1 }
            guard labeled else {
                // A field without a label after the first (a blank one at the end, `\r`): not kept.
                start = end + 1
                continue
            }
            var valueStart = colon + 1
            var valueEnd = end
            if valueEnd > valueStart && base[valueEnd - 1] == ByteScanning.carriageReturn { valueEnd -= 1 }
            let label = UnsafeBufferPointer(start: base + start, count: colon - start)
            let isTime = label.elementsEqual("time".utf8)
            if isTime && valueEnd - valueStart >= 2 && base[valueStart] == ByteScanning.openBracket
                && base[valueEnd - 1] == ByteScanning.closeBracket
            {
                valueStart += 1
                valueEnd -= 1
            }
            record.beginName()
            if let name = Self.ltsvNames.first(where: { label.elementsEqual($0.label.utf8) })?.name {
                let hasFraction =
                    ByteScanning.firstIndex(of: UInt8(ascii: "."), in: base, from: valueStart, to: valueEnd) != nil
                record.putName(name == "request_time" && !hasFraction ? "duration_us" : name)
            } else {
                record.putString(base, from: start, to: colon)
            }
            record.beginValue()
            record.putString(base, from: valueStart, to: valueEnd)
            record.endValue()
            if isTime && seconds == nil { seconds = LogTimestamp.anyTime(base, from: valueStart, to: valueEnd) }
            start = end + 1
        }
        guard record.memberCount >= 3 else { return .notWrapped }
        return .content(record.finished(), complete: true, seconds: seconds)
    }

    /// The labels of ltsv.org's list that JSON lines name otherwise, and the names they are written under.
    private static let ltsvNames: [(label: String, name: String)] = [
        ("req", "request"), ("ua", "user_agent"), ("host", "remote_addr"), ("reqtime", "request_time"),
        ("reqtime_microsec", "duration_us"), ("size", "body_bytes_sent"), ("forwardedfor", "http_x_forwarded_for"),
    ]

    /// Whether `byte` may be in an LTSV label (`[0-9A-Za-z_.-]`, as ltsv.org says) or a host's name.
    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        ByteScanning.isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == ByteScanning.dash
    }

    /// A CSV export's row: the quoted field with the most blanks (the log line, its `""` read as `"`) decoded into
    /// `buffer`, the time the first field that reads as one; a row of column names (`@timestamp,@message`, the Azure
    /// portal's `TimeGenerated [UTC],…`) is a header. Not a row when a quoted field's closing quote is followed by
    /// other than a comma (JSON, a Combined line) or no quoted field holds two blanks.
    private static func csvRow(
        _ base: UnsafePointer<UInt8>, count: Int, buffer: UnsafeMutablePointer<UInt8>
    ) -> Unwrapped {
        var index = 0
        var best: (start: Int, end: Int, blanks: Int)?
        var seconds: Int64?
        var namesOnly = true
        var fields = 0
        while index <= count {
            var start = index
            var end: Int
            var blanks = 0
            let quoted = index < count && base[index] == ByteScanning.quote
            if quoted {
                // Up to the quote not doubled; it must end the field.
                start += 1
                var position = start
                while true {
                    guard position < count else { return .notWrapped }
                    if base[position] == ByteScanning.quote {
                        if position + 1 < count && base[position + 1] == ByteScanning.quote {
                            position += 2
                            continue
                        }
                        break
                    }
                    if base[position] == ByteScanning.space { blanks += 1 }
                    position += 1
                }
                end = position
                index = position + 1
                guard index == count || base[index] == UInt8(ascii: ",") else { return .notWrapped }
            } else {
                end = ByteScanning.firstIndex(of: UInt8(ascii: ","), in: base, from: index, to: count) ?? count
                index = end
            }
            fields += 1
            if quoted && blanks >= 2 && blanks > best?.blanks ?? -1 { best = (start, end, blanks) }
            if seconds == nil && end - start >= 10 && end - start <= 40 {
                seconds = LogTimestamp.anyTime(base, from: start, to: end)
            }
            if namesOnly {
                namesOnly =
                    end > start && end - start <= 40
                    && (start..<end).allSatisfy { position in
                        let byte = base[position]
                        return ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == ByteScanning.space
                            || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                            || byte == ByteScanning.dash || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                            || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
                    }
            }
            index += 1  // past the comma
        }
        guard let best else { return namesOnly && fields >= 2 ? .header : .notWrapped }
        var length = 0
        var position = best.start
        while position < best.end {
            buffer[length] = base[position]
            length += 1
            position += base[position] == ByteScanning.quote ? 2 : 1
        }
        return .content(UnsafeBufferPointer(start: buffer, count: length), complete: true, seconds: seconds)
    }

    /// Where the container's line starts after `kubectl logs --prefix`'s `[KIND/NAME/CONTAINER] ` (`[pod/web-1/nginx] `:
    /// a kind of lowercase letters, then two or more `/`-separated names without blanks or brackets); nil for a line
    /// of another shape.
    private static func kubectlContentStart(_ base: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 8, base[0] == UInt8(ascii: "[") else { return nil }
        var index = 1
        while index < count && base[index] >= UInt8(ascii: "a") && base[index] <= UInt8(ascii: "z") { index += 1 }
        guard index > 1, index < count, base[index] == ByteScanning.slash else { return nil }
        var slashes = 0
        while index < count && base[index] != UInt8(ascii: "]") {
            let byte = base[index]
            guard byte > 0x20, byte != UInt8(ascii: "[") else { return nil }
            if byte == ByteScanning.slash {
                // A name after each slash: `[pod//]` is no prefix.
                guard index + 1 < count, base[index + 1] != ByteScanning.slash, base[index + 1] != UInt8(ascii: "]")
                else { return nil }
                slashes += 1
            }
            index += 1
        }
        guard slashes >= 2, index + 1 < count, base[index + 1] == ByteScanning.space else { return nil }
        return index + 2
    }

    /// Where the container's line starts after stern's prefix (`web-7d9f8c6b5-x2k4q nginx `, its default template's
    /// pod and container; `default web-7d9f8c6b5-x2k4q nginx ` with the namespace first, as `--all-namespaces` writes
    /// it): a pod's name (lowercase letters, digits, dots and dashes, with a dash: a workload's name and the
    /// suffix Kubernetes gives its pods), then a container's (a DNS label with a letter), each followed by one blank;
    /// a namespace before them when the three names all have that shape. Nil for a line of another shape (an address,
    /// a bracket, a quote first).
    private static func sternContentStart(_ base: UnsafePointer<UInt8>, count: Int) -> Int? {
        // The end of the name at `from` (a blank after it), and whether it has a dash and a letter; nil when the bytes
        // are not a name's.
        func name(from: Int) -> (end: Int, dash: Bool, letter: Bool, dot: Bool)? {
            var index = from
            var dash = false
            var letter = false
            var dot = false
            while index < count && index - from < 254 {
                let byte = base[index]
                if byte == ByteScanning.space { break }
                if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                    letter = true
                } else if byte == ByteScanning.dash {
                    dash = true
                } else if byte == UInt8(ascii: ".") {
                    dot = true
                } else if !ByteScanning.isDigit(byte) {
                    return nil
                }
                index += 1
            }
            guard index > from, index < count, base[index] == ByteScanning.space,
                ByteScanning.isAlpha(base[from]) || ByteScanning.isDigit(base[from]),
                base[index - 1] != ByteScanning.dash
            else { return nil }
            return (index, dash, letter, dot)
        }
        guard count > 6, let first = name(from: 0), first.letter, let second = name(from: first.end + 1),
            second.letter
        else { return nil }
        // A namespace, a pod and a container.
        if !first.dot, second.dash, let third = name(from: second.end + 1), third.letter, !third.dot,
            third.end - second.end <= 64
        {
            return third.end + 1
        }
        guard first.dash, !second.dot, second.end - first.end <= 64 else { return nil }
        return second.end + 1
    }

    /// Whether the line is one stern writes as it starts or stops following a container: `+ ` or `- `, the pod's
    /// name, ` › ` (U+203A), the container's name.
    private static func isSternFollowLine(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count > 8, base[0] == UInt8(ascii: "+") || base[0] == ByteScanning.dash, base[1] == ByteScanning.space
        else { return false }
        return sternFollowArrow.withUnsafeBufferPointer {
            ByteScanning.firstIndex(of: $0, in: base, from: 2, to: count) != nil
        }
    }

    /// ` › `, between the pod's and the container's names in stern's follow lines.
    private static let sternFollowArrow: [UInt8] = [0x20, 0xE2, 0x80, 0xBA, 0x20]

    /// Where the JSON starts in a console encoder's line — a time (`2026/11/21 05:06:37.123`, as Caddy writes it, or
    /// ISO 8601), then tab-separated words (level, logger, message), then a tab and `{` — and the time (read as UTC:
    /// the line has no zone unless ISO 8601 gives one); nil for a line of another shape.
    private static func consoleContentStart(_ base: UnsafePointer<UInt8>, count: Int) -> (Int, Int64?)? {
        guard count > 20, ByteScanning.isDigit(base[0]),
            let timeEnd = ByteScanning.firstIndex(of: ByteScanning.tab, in: base, from: 10, to: min(count, 40)),
            let json = ByteScanning.firstIndex(of: UInt8(ascii: "{"), in: base, from: timeEnd, to: count),
            base[json - 1] == ByteScanning.tab,
            let seconds = LogTimestamp.anyTime(base, from: 0, to: timeEnd)
        else { return nil }
        return (json, seconds)
    }

    /// Where the message starts in a syslog line, and its time (a BSD stamp, which has no year, in the year
    /// `yearReference` gives it, ``LogTimestamp/yearless(_:from:to:reference:)``; without one nil): nil for a line of
    /// another shape. Read: an optional `<PRI>`; then RFC 5424's `1 TIMESTAMP HOST APP PROCID MSGID`
    /// and its structured data (`-` or `[…]`), or a BSD stamp (`Nov 21 05:06:37`, `Nov  1 …`) or an ISO one, the
    /// host, and a tag that ends with `:` (`nginx:`, `nginx[123]:`) — or, after a BSD stamp and a host name, no tag
    /// before a message that starts with a digit.
    static func syslogContentStart(
        _ base: UnsafePointer<UInt8>, count: Int, yearReference: Int64?
    ) -> (Int, Int64?)? {
        var index = 0
        if count > 0 && base[0] == UInt8(ascii: "<") {
            index = 1
            while index < min(count, 5) && ByteScanning.isDigit(base[index]) { index += 1 }
            guard index > 1, index < count, base[index] == UInt8(ascii: ">") else { return nil }
            index += 1
            if index + 1 < count && base[index] == UInt8(ascii: "1") && base[index + 1] == ByteScanning.space {
                return rfc5424ContentStart(base, from: index + 2, count: count)
            }
        }
        var seconds: Int64?
        var isBSDStamp = false
        if index + 16 <= count, let month = LogTimestamp.monthNumber(base, index), month > 0,
            base[index + 3] == ByteScanning.space, base[index + 6] == ByteScanning.space,
            base[index + 9] == ByteScanning.colon, base[index + 12] == ByteScanning.colon,
            base[index + 15] == ByteScanning.space
        {
            seconds = yearReference.flatMap { LogTimestamp.yearless(base, from: index, to: index + 15, reference: $0) }
            index += 16
            isBSDStamp = true
        } else if let end = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: index, to: count),
            end - index >= 19, base[index + 10] == UInt8(ascii: "T"),
            let instant = LogTimestamp.iso8601(base, from: index, to: end)
        {
            seconds = instant
            index = end + 1
        } else {
            return nil
        }
        // The host, then the tag ending with `:` — or the host written twice, then the tag (OpenShift's router:
        // its log sidecar's rsyslog puts its own host before the line HAProxy sent it, `router-… router-…
        // haproxy[71]: `).
        guard let hostEnd = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: index, to: count),
            hostEnd > index,
            var tagEnd = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: hostEnd + 1, to: count),
            tagEnd > hostEnd + 2
        else { return nil }
        if base[tagEnd - 1] != ByteScanning.colon {
            let hostLength = hostEnd - index
            guard tagEnd - hostEnd - 1 == hostLength,
                ByteScanning.equalBytes(base + index, base + hostEnd + 1, count: hostLength),
                let end = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: tagEnd + 1, to: count),
                end > tagEnd + 2, base[end - 1] == ByteScanning.colon
            else {
                // No tag (RFC 3164 makes it optional; a relay such as Splunk Connect for Syslog sends Cisco WSA's
                // Squid lines so): after a BSD stamp and a host name, the message is what follows the host when it
                // starts as an access line does, with a digit (a Unix time, a client's address).
                guard isBSDStamp, ByteScanning.isDigit(base[hostEnd + 1]),
                    (index..<hostEnd).allSatisfy({ Self.isNameByte(base[$0]) })
                else { return nil }
                return (hostEnd + 1, seconds)
            }
            tagEnd = end
        }
        return (tagEnd + 1, seconds)
    }

    /// The message of an RFC 5424 line after its version: five space-separated fields, then the structured data.
    private static func rfc5424ContentStart(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> (Int, Int64?)? {
        var index = from
        var seconds: Int64?
        for field in 0..<5 {
            guard let end = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: index, to: count) else {
                return nil
            }
            if field == 0 { seconds = LogTimestamp.iso8601(base, from: index, to: end) }
            index = end + 1
        }
        guard index < count else { return nil }
        if base[index] == UInt8(ascii: "-") {
            index += 1
        } else if base[index] == UInt8(ascii: "[") {
            // `[id param="value"]…`: up to the `]` that a space follows.
            while true {
                guard let close = ByteScanning.firstIndex(of: UInt8(ascii: "]"), in: base, from: index, to: count)
                else { return nil }
                index = close + 1
                if index >= count || base[index] == ByteScanning.space { break }
            }
        } else {
            return nil
        }
        if index < count && base[index] == ByteScanning.space { index += 1 }
        return (index, seconds)
    }

    /// Where the RFC 3339 instant that starts a `--timestamps` line ends (`2026-11-21T05:06:37.123456789Z` or with an
    /// offset, then a space; or runit's svlogd `-tt` stamp, `2026-11-21_05:06:37.12345`, as GitLab's Omnibus
    /// services' `current` files start their lines): nil for a line of another shape.
    private static func stampEnd(_ base: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 21, base[4] == ByteScanning.dash, base[7] == ByteScanning.dash,
            base[10] == UInt8(ascii: "T") || base[10] == UInt8(ascii: "_"), base[13] == ByteScanning.colon,
            let space = ByteScanning.firstIndex(
                of: ByteScanning.space, in: base, from: 19, to: min(count, 40))
        else { return nil }
        let last = base[space - 1]
        guard last == UInt8(ascii: "Z") || ByteScanning.isDigit(last) else { return nil }
        return space
    }

    /// A row of the AWS CLI's text output of CloudWatch Logs events (`--output text`): the list's name, then the
    /// event's values in the order of their names — `EVENTS<TAB>eventId<TAB>ingestionTime<TAB>logStreamName<TAB>message
    /// <TAB>timestamp` for `filter-log-events`, `EVENTS<TAB>ingestionTime<TAB>message<TAB>timestamp` for
    /// `get-log-events` (told apart by the first value: an event's id is longer than any time in milliseconds). The
    /// message is what lies between, tabs and all; its time the event's `timestamp`. A message that ended with a line
    /// feed leaves its timestamp alone on the next row (`<TAB>1706695200000`), read as a header like the response's
    /// other rows (`SEARCHEDLOGSTREAMS<TAB>…`, the paging tokens `b/…<TAB>f/…`, `NEXTTOKEN…`): neither requests nor
    /// malformed. Nil for a line of another shape.
    private static func awsCLITextRow(_ base: UnsafePointer<UInt8>, count: Int) -> Unwrapped? {
        let events = "EVENTS\t".utf8
        guard count > events.count, UnsafeBufferPointer(start: base, count: count).starts(with: events) else {
            return isAWSCLITextHeader(base, count: count) ? .header : nil
        }
        // The first value: all digits.
        var index = events.count
        while index < count && ByteScanning.isDigit(base[index]) { index += 1 }
        let firstLength = index - events.count
        guard firstLength > 0, index < count, base[index] == ByteScanning.tab else { return nil }
        var start = index + 1
        if firstLength > 16 {
            // `filter-log-events`: the ingestion time, then the log stream's name.
            var fields = 0
            while fields < 2 {
                guard let tab = ByteScanning.firstIndex(of: ByteScanning.tab, in: base, from: start, to: count) else {
                    return nil
                }
                start = tab + 1
                fields += 1
            }
        }
        // The event's timestamp after the last tab, when the message didn't end the row.
        var end = count
        var seconds: Int64?
        if let tab = ByteScanning.lastIndex(of: ByteScanning.tab, in: base, from: start, to: count), count - tab > 10,
            (tab + 1..<count).allSatisfy({ ByteScanning.isDigit(base[$0]) })
        {
            seconds = LogTimestamp.epoch(base, from: tab + 1, to: count)
            if seconds != nil { end = tab }
        }
        return .content(UnsafeBufferPointer(start: base + start, count: end - start), complete: true, seconds: seconds)
    }

    /// Whether `base[0..<count]` is a row of the AWS CLI's text output of CloudWatch Logs events that holds no event:
    /// the paging tokens (`b/…<TAB>f/…`, `NEXTTOKEN<TAB>…`), the streams searched (`SEARCHEDLOGSTREAMS<TAB>…`), a
    /// timestamp alone after a message that ended with a line feed (`<TAB>1706695200000`).
    private static func isAWSCLITextHeader(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count > 2 else { return false }
        let line = UnsafeBufferPointer(start: base, count: count)
        switch base[0] {
        case ByteScanning.tab:
            return count <= 20 && line.dropFirst().allSatisfy { ByteScanning.isDigit($0) }
        case UInt8(ascii: "S"):
            return line.starts(with: "SEARCHEDLOGSTREAMS\t".utf8)
        case UInt8(ascii: "N"):
            return line.starts(with: "NEXTTOKEN\t".utf8)
        case UInt8(ascii: "b"):
            // `get-log-events`' tokens: `b/` and `f/` and digits.
            guard count > 6, base[1] == ByteScanning.slash,
                let tab = ByteScanning.firstIndex(of: ByteScanning.tab, in: base, from: 2, to: count)
            else { return false }
            return line[(tab + 1)...].starts(with: "f/".utf8)
                && line[2..<tab].allSatisfy { ByteScanning.isDigit($0) }
                && line[(tab + 3)...].allSatisfy { ByteScanning.isDigit($0) }
        default:
            return false
        }
    }

    /// Where the service's line starts in a `docker compose logs` line — `NAME<blanks>| <line>`, NAME made of
    /// letters, digits, `_`, `.` and `-` (`web-1`, `web_1`), terminal escapes (colors, `ESC[2K`) around the prefix
    /// skipped; nil for a line of another shape.
    private static func composeContentStart(_ base: UnsafePointer<UInt8>, count: Int) -> Int? {
        var index = skippingEscapes(base, from: 0, to: count)
        if count - index > daprPrefix.count
            && ByteScanning.equalBytes(base + index, daprPrefix, count: daprPrefix.count)
        {
            return daprContentStart(base, count: count, from: index + daprPrefix.count)
        }
        let nameStart = index
        while index < count {
            let byte = base[index]
            guard
                ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == 0x5F || byte == 0x2E || byte == 0x2D
            else { break }
            index += 1
        }
        guard index > nameStart else { return nil }
        let nameEnd = index
        index = skippingEscapes(base, from: index, to: count)
        guard index < count, base[index] == ByteScanning.space || index > nameEnd else { return nil }
        while index < count && base[index] == ByteScanning.space { index += 1 }
        guard index < count, base[index] == UInt8(ascii: "|") else { return nil }
        index = skippingEscapes(base, from: index + 1, to: count)
        if index < count && base[index] == ByteScanning.space { index += 1 }
        return skippingEscapes(base, from: index, to: count)
    }

    /// How `dapr run` starts each line of the application it runs: `== APP == `, or `== APP - NAME == ` in a
    /// multi-app run (`dapr run -f`).
    private static let daprPrefix = Array("== APP ".utf8)

    /// Where the application's line starts after `dapr run`'s prefix, `from` just past its `== APP `: after `== ` or
    /// after `- NAME == ` (NAME without blanks), then one blank; nil for a line of another shape.
    private static func daprContentStart(_ base: UnsafePointer<UInt8>, count: Int, from: Int) -> Int? {
        var index = from
        if index + 1 < count && base[index] == UInt8(ascii: "-") && base[index + 1] == ByteScanning.space {
            index += 2
            let nameStart = index
            while index < count && base[index] != ByteScanning.space { index += 1 }
            guard index > nameStart, index < count else { return nil }
            index += 1
        }
        guard index + 1 < count, base[index] == UInt8(ascii: "="), base[index + 1] == UInt8(ascii: "=") else {
            return nil
        }
        index += 2
        if index < count && base[index] == ByteScanning.space { index += 1 }
        return skippingEscapes(base, from: index, to: count)
    }

    /// `from` past any terminal control sequences there (`ESC [` parameters, then a final byte).
    private static func skippingEscapes(_ base: UnsafePointer<UInt8>, from: Int, to count: Int) -> Int {
        var index = from
        while index + 1 < count && base[index] == 0x1B && base[index + 1] == UInt8(ascii: "[") {
            var end = index + 2
            while end < count && (base[end] < 0x40 || base[end] > 0x7E) { end += 1 }
            guard end < count else { return index }
            index = end + 1
        }
        return index
    }

    /// The sources `heroku logs` names before a line: a dyno's output, the platform's.
    private static let herokuSources: [[UInt8]] = [Array("app[".utf8), Array("heroku[".utf8)]

    /// Where the line of a `heroku logs` line starts: after `app[DYNO]: ` or `heroku[PROCESS]: ` at `from` (the dyno or
    /// process without a blank or bracket); nil for a line of another shape.
    static func herokuContentStart(_ base: UnsafePointer<UInt8>, count: Int, from: Int) -> Int? {
        var index = from
        for source in herokuSources
        where count - from > source.count && ByteScanning.equalBytes(base + from, source, count: source.count) {
            index = from + source.count
            break
        }
        guard index > from else { return nil }
        let nameStart = index
        while index < count, base[index] != UInt8(ascii: "]") {
            if base[index] == ByteScanning.space || base[index] == UInt8(ascii: "[") { return nil }
            index += 1
        }
        guard index > nameStart, index + 1 < count, base[index + 1] == UInt8(ascii: ":") else { return nil }
        // The blank after the colon, when the line has any text.
        return index + 2 < count && base[index + 2] == ByteScanning.space ? index + 3 : index + 2
    }

    /// The source `fly logs` names before the app's own lines.
    private static let flyAppSource = Array("app".utf8)

    /// Where the line of a `fly logs` line starts, after `SOURCE[INSTANCE] REGION [LEVEL]` at `from` (the source and
    /// the region lowercase letters and digits, the instance and level without blanks or brackets; one blank after the
    /// level dropped), and whether the source is the app (`app`); nil for a line of another shape.
    static func flyContentStart(_ base: UnsafePointer<UInt8>, count: Int, from: Int) -> (start: Int, isApp: Bool)? {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || ByteScanning.isDigit(byte)
        }
        /// The end of `[…]` at `index` (after its `]`), its inside neither empty nor holding a blank or bracket.
        func bracketed(_ index: Int) -> Int? {
            guard index < count, base[index] == UInt8(ascii: "[") else { return nil }
            var end = index + 1
            while end < count, base[end] != UInt8(ascii: "]") {
                if base[end] == ByteScanning.space || base[end] == UInt8(ascii: "[") { return nil }
                end += 1
            }
            return end < count && end > index + 1 ? end + 1 : nil
        }
        var index = from
        while index < count && isWordByte(base[index]) { index += 1 }
        let sourceEnd = index
        guard sourceEnd > from, let instanceEnd = bracketed(index), instanceEnd < count,
            base[instanceEnd] == ByteScanning.space
        else { return nil }
        index = instanceEnd + 1
        let regionStart = index
        while index < count && isWordByte(base[index]) { index += 1 }
        guard index > regionStart, index < count, base[index] == ByteScanning.space,
            let levelEnd = bracketed(index + 1)
        else { return nil }
        let isApp = sourceEnd - from == 3 && ByteScanning.equalBytes(base + from, flyAppSource, count: 3)
        return (levelEnd < count && base[levelEnd] == ByteScanning.space ? levelEnd + 1 : levelEnd, isApp)
    }

    /// Whether `base[0..<count]` is a part of a longer line that the next line of the log continues: a CRI line
    /// tagged `P`, a Docker entry whose `log` doesn't end with a newline. False for a line of another shape.
    func isPartial(_ base: UnsafePointer<UInt8>, count: Int, scanner: JSONLineScanner?) -> Bool {
        switch self {
        case .cri:
            guard let (_, tag) = Self.criTag(base, count: count) else { return false }
            return base[tag] == UInt8(ascii: "P")
        case .compose, .timestamped, .cloudwatch, .heroku, .fly, .syslog, .console, .json, .kubectl, .stern, .fluent,
            .csv,
            .logfmt,
            .ltsv, .cef:
            return false
        case .docker:
            guard let scanner, count > 8, base[0] == UInt8(ascii: "{"), scanner.scan(base, count: count) else {
                return false
            }
            let log = scanner.slots[0]
            guard log.kind == .string else { return false }
            // The raw string ends with the escape `\n` (a backslash not itself escaped, then `n`) when complete.
            var end = log.end
            guard end - log.start >= 2, base[end - 1] == UInt8(ascii: "n") else { return true }
            end -= 1
            var backslashes = 0
            while end > log.start && base[end - 1] == ByteScanning.backslash {
                backslashes += 1
                end -= 1
            }
            return backslashes % 2 == 0
        }
    }

    /// Whether the wrapper's parts of a line are joined within their stream (CRI's, Docker's): a container's stdout
    /// and stderr share a file, and a part of one is continued by the next line of that stream, whatever the other
    /// wrote between.
    var joinsPartsByStream: Bool { self == .cri || self == .docker }

    /// The stream `base[0..<count]` was written to, for joining its parts (``joinsPartsByStream``): 1 for stdout, 2
    /// for stderr, 0 when the line does not say.
    func partStream(_ base: UnsafePointer<UInt8>, count: Int) -> UInt8 {
        let line = UnsafeBufferPointer(start: base, count: count)
        switch self {
        case .cri:
            guard let first = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: 0, to: count) else {
                return 0
            }
            let word = line[(first + 1)...].prefix { $0 != ByteScanning.space }
            return word.elementsEqual("stdout".utf8) ? 1 : word.elementsEqual("stderr".utf8) ? 2 : 0
        case .docker:
            if line.firstRange(of: #""stream":"stderr""#.utf8) != nil { return 2 }
            return line.firstRange(of: #""stream":"stdout""#.utf8) != nil ? 1 : 0
        default:
            return 0
        }
    }

    /// A CRI line's layout, `timestamp SP stream SP tag [SP content]` with the tag `F` or `P`: where the timestamp
    /// ends and where the tag is; nil for a line of another shape.
    private static func criTag(_ base: UnsafePointer<UInt8>, count: Int) -> (timeEnd: Int, tag: Int)? {
        guard let first = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: 0, to: count),
            let second = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: first + 1, to: count),
            second + 1 < count, base[second + 1] == UInt8(ascii: "F") || base[second + 1] == UInt8(ascii: "P"),
            second + 2 == count || base[second + 2] == ByteScanning.space
        else { return nil }
        return (first, second + 1)
    }

    /// A CloudWatch Logs Insights result row as `aws logs get-query-results` writes it, an array of
    /// `{"field":"@timestamp","value":"…"}` objects (one entry of its `results`, read one a line): written to `output`
    /// as one object, `{"@timestamp":"…","@message":"…"}`, whose length it returns (never more than `count`); nil for
    /// any other line.
    static func fieldValueRow(_ base: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>)
        -> Int?
    {
        let json = JSONSpans(base: base, end: count)
        let start = json.skipBlanks(0)
        guard start < count, base[start] == ByteScanning.openBracket else { return nil }
        output[0] = UInt8(ascii: "{")
        var written = 1
        let write = { (from: Int, to: Int) in
            (output + written).update(from: base + from, count: to - from)
            written += to - from
        }
        var pairs = 0
        let read = json.forEachElement(ofArrayAt: start) { element in
            guard let field = json.member("field", ofObjectAt: element), base[field] == ByteScanning.quote,
                let fieldEnd = json.stringEnd(field), let value = json.member("value", ofObjectAt: element),
                let valueEnd = json.valueEnd(value)
            else { return false }
            if pairs > 0 {
                output[written] = ByteScanning.comma
                written += 1
            }
            write(field, fieldEnd)
            output[written] = ByteScanning.colon
            written += 1
            write(value, valueEnd)
            pairs += 1
            return true
        }
        guard read, pairs > 0 else { return nil }
        output[written] = UInt8(ascii: "}")
        return written + 1
    }

    /// A scanner for Docker's fields (`log`, `time`) or a shipper's (the line's, then the time's); nil for the
    /// wrappers that are not JSON.
    func makeScanner() -> JSONLineScanner? {
        switch self {
        case .docker: JSONLineScanner(names: ["log", "time"])
        case .json:
            JSONLineScanner(
                names: Self.jsonMessageFields + Self.jsonTimeFields + Self.jsonDurationFields, readsByteArrays: true,
                objectNames: ["jsonPayload", "body.kvlistValue"])
        case .cri, .compose, .timestamped, .cloudwatch, .heroku, .fly, .syslog, .console, .kubectl, .stern, .fluent,
            .csv,
            .logfmt,
            .ltsv, .cef:
            nil
        }
    }

    /// The inner lines of `lines` when most of them are lines of this wrapper (parts joined), else nil.
    package func unwrapSample(_ lines: [[UInt8]]) -> [[UInt8]]? {
        let scanner = makeScanner()
        var inner: [[UInt8]] = []
        var pending: [UInt8] = []
        var wrapped = 0
        var considered = 0
        for line in lines where !line.isEmpty {
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bufferCapacity(forLine: line.count)))
            defer { buffer.deallocate() }
            let unwrapped = line.withUnsafeBufferPointer {
                unwrap($0.baseAddress!, count: $0.count, scanner: scanner, buffer: buffer)
            }
            if case .header = unwrapped { continue }
            considered += 1
            guard case .content(let content, let complete, _, _) = unwrapped else { continue }
            wrapped += 1
            pending += content
            if complete {
                inner.append(pending)
                pending = []
            }
        }
        guard considered > 0, wrapped * 2 > considered else { return nil }
        return inner
    }
}

/// Finds a container runtime's partial lines (``LogWrapper/isPartial(_:count:scanner:)``) at the end of a block of
/// lines, for the reader that cuts an input into chunks: a group of partial lines and the line completing them must
/// go to one worker. One per reader (it holds a scanner).
package final class PartialLines {
    private let wrapper: LogWrapper
    private let scanner: JSONLineScanner?

    /// A finder for `wrapper`'s partial lines.
    package init(_ wrapper: LogWrapper) {
        self.wrapper = wrapper
        scanner = wrapper.makeScanner()
    }

    /// The lines that end `bytes` (whole lines, each ended by a line feed) from the first partial line no later line
    /// of `bytes` completes: its size in bytes and in lines (all of `bytes` when it starts there); nil when every
    /// partial line is completed. For a wrapper whose parts are joined within their stream
    /// (``LogWrapper/joinsPartsByStream``), a part is completed only by a later line of its stream, and the other
    /// stream's lines after it go with it (among the last ``streamLookBack`` lines); for the others, the run of
    /// partial lines at the end.
    package func trailingRun(in bytes: UnsafeBufferPointer<UInt8>) -> (bytes: Int, lines: Int)? {
        guard let base = bytes.baseAddress, bytes.count > 0, bytes[bytes.count - 1] == ByteScanning.newline else {
            return nil
        }
        let byStream = wrapper.joinsPartsByStream
        var end = bytes.count - 1  // the line feed of the last line
        var lines = 0
        var cut: (start: Int, lines: Int)?
        // The streams a later line of which is complete (a bit each).
        var completed: UInt8 = 0
        while !byStream || lines < Self.streamLookBack {
            let start = (ByteScanning.lastIndex(of: ByteScanning.newline, in: base, from: 0, to: end) ?? -1) + 1
            var lineEnd = end
            if lineEnd > start && base[lineEnd - 1] == ByteScanning.carriageReturn { lineEnd -= 1 }
            lines += 1
            let partial = wrapper.isPartial(base + start, count: lineEnd - start, scanner: scanner)
            if !byStream {
                guard partial else { break }
                cut = (start, lines)
            } else {
                let stream: UInt8 = 1 << wrapper.partStream(base + start, count: lineEnd - start)
                if !partial {
                    completed |= stream
                } else if completed & stream == 0 {
                    cut = (start, lines)
                }
            }
            if start == 0 { break }
            end = start - 1
        }
        return cut.map { (bytes.count - $0.start, $0.lines) }
    }

    /// How many lines before a chunk's end are looked at for a stream's part that no later line completes.
    static let streamLookBack = 64
}
