import CorridorCore

/// The layout an access log's lines show by their shapes, as an nginx `log_format` template, for a log that no preset
/// reads (`--log-format auto`): a custom `log_format` or `LogFormat` with its time first, an unquoted request, a
/// duration in the middle. Each line is taken apart into fields — words between blanks (or columns between tabs or
/// `|`, when the line has several), values between double quotes, values between brackets — and the fields are told
/// by what they hold:
///
/// - the request: a quoted (or column) `METHOD target HTTP/1.1`, or a method's word followed by a target that starts
///   with `/` (`GET /users/12 HTTP/1.1` unquoted, Jetty's `GET 12ms "/users/12"`);
/// - the status: the first word of three digits from 100 to 599 after the request (before it when none is after);
/// - the time: a bracketed time of any syntax a log writes, an ISO 8601 word, an access-log time's word without its
///   zone, a date word followed by a time of day (and maybe an offset), or an epoch number of the 21st century in any
///   unit;
/// - the duration, only where the line says its unit or the server writes one unit alone: a suffixed word (`12ms`,
///   `0.012s`), a number followed by its unit's word (`12 ms`, `(12 ms)`), a `rt=`/`request_time=` pair or a
///   `request_time 0.012`/`TimeTaken: 0.012` label and value (seconds), a `duration_ms=`-like pair, or a number with
///   three decimals, as nginx writes `$request_time` (seconds) — never a bare integer, whose unit (Apache's `%D`
///   microseconds, `%T` seconds, Tomcat's milliseconds) the line does not tell;
/// - the client: the first IP address before the request (with or without a port);
/// - the user agent: the first quoted field after the request that reads as one (`Mozilla/5.0 (…)`, `curl/8.5.0`).
///
/// Every other field is a variable Corridor steps over (`$field3`: the third). The layout must have a request and
/// a status (an error log that quotes a request, nginx's `request: "GET / HTTP/1.1"`, has no status and is not read
/// as requests), and must read at least half of the sample lines. Templates are tried with each field placed and
/// without each of the optional ones, words passed over before a quoted or bracketed value as one field or not, and
/// with the field after the last one read or not; the one that reads the sample best wins. Runs once per input whose
/// format nothing else reads: nothing is spent per line.
package enum LogLayoutInference {
    /// The nginx template `lines` show, with how well it reads them; nil when no line shows a request and a status
    /// or the best template reads fewer than half of the sample lines.
    package static func infer(_ lines: [[UInt8]]) -> (template: String, format: LogFormat)? {
        let sample = lines.lazy.filter { line in
            line.first != UInt8(ascii: "#") && !line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }
        .prefix(LogFormatDetector.sampleLines)
        let sampled = Array(sample)
        guard !sampled.isEmpty else { return nil }
        var best: (template: String, format: LogFormat, score: Int)?
        var tried: Set<String> = []
        // Each of the first lines may show the layout best (the first one's user agent `-`, a header row first).
        for line in sampled.prefix(8) {
            for shape in LineShape.shapes(of: line) {
                for template in shape.templates() where tried.insert(template.text).inserted {
                    guard let format = try? LogFormat.parse("nginx:" + template.text) else { continue }
                    let (score, parsed, total) = LogFormatDetector.scoreOnce(
                        format, lines: sampled, evidence: .requests)
                    guard parsed * 2 >= total, parsed > 0 else { continue }
                    // The best score wins; on a tie the template tried first — but of two reading a duration at two
                    // places, the one whose durations are longer: a request's time includes its upstream's.
                    if let current = best, score < current.score { continue }
                    if let current = best, score == current.score {
                        guard template.movesDuration,
                            Self.totalDuration(format, sampled) > Self.totalDuration(current.format, sampled)
                        else { continue }
                    }
                    best = (template.text, format, score)
                }
            }
        }
        return best.map { ($0.template, $0.format) }
    }

    /// Whether one of the sample lines has a word that may be a duration the layout shows: a number with three
    /// decimals (nginx's `$request_time`, maybe quoted or after `rt=`), or a suffixed one (`12ms`). A cheap look
    /// before trying the layouts on an input a lenient preset reads without durations.
    package static func mayShowDuration(_ lines: [[UInt8]]) -> Bool {
        lines.prefix(LogFormatDetector.sampleLines).contains { line in
            // Word by word, on the line's bytes: nothing allocated (every Combined input of a run is looked at).
            line.withUnsafeBufferPointer { bytes in
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count && bytes[end] != ByteScanning.space { end += 1 }
                    if mayBeDuration(bytes, from: start, to: end) { return true }
                    start = end + 1
                }
                return false
            }
        }
    }

    /// Whether the word `bytes[from..<to]` may be a duration: after any `key=`, quotes and parentheses, a number
    /// with three decimals or a number with `ms` or `s` after it.
    private static func mayBeDuration(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        var from = from
        var to = to
        var index = to
        while index > from {
            index -= 1
            if bytes[index] == UInt8(ascii: "=") {
                from = index + 1
                break
            }
        }
        while from < to && (bytes[from] == ByteScanning.quote || bytes[from] == UInt8(ascii: "(")) { from += 1 }
        while to > from && (bytes[to - 1] == ByteScanning.quote || bytes[to - 1] == UInt8(ascii: ")")) { to -= 1 }
        guard from < to, ByteScanning.isDigit(bytes[from]) else { return false }
        var position = from
        var dot: Int?
        while position < to && (ByteScanning.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".")) {
            if bytes[position] == UInt8(ascii: "."), dot == nil { dot = position }
            position += 1
        }
        if position == to, let dot { return to - dot == 4 }
        let suffix = to - position
        return (suffix == 1 && bytes[position] == UInt8(ascii: "s"))
            || (suffix == 2 && bytes[position] == UInt8(ascii: "m") && bytes[position + 1] == UInt8(ascii: "s"))
    }

    /// The sum of the durations `format` reads from `lines`, in microseconds.
    static func totalDuration(_ format: LogFormat, _ lines: [[UInt8]]) -> Int64 {
        let parser = LogLineParser(format: format)
        var total: Int64 = 0
        for line in lines {
            if case .request(let request) = line.withUnsafeBufferPointer({ parser.parse($0) }),
                let micros = request.requestTimeMicros
            {
                total &+= micros
            }
        }
        return total
    }
}

/// One line taken apart into fields, each told by what it holds (``LogLayoutInference``).
struct LineShape {
    /// How a field is written.
    enum Delimiting: Equatable {
        case bare, quoted, bracketed
    }

    /// A field: its value's bytes and how it is written.
    struct Field {
        var value: ArraySlice<UInt8>
        var delimiting: Delimiting
    }

    /// What a field is read as.
    enum Role: Equatable {
        case skipped
        case request
        case method
        case target
        case status
        /// A status followed by `/` and another value (`200/200`).
        case statusPair
        case timeAny
        case timeISO
        case date
        case timeOfDay
        case timeOffset
        case epoch
        case duration
        /// A number before its unit's word (`12 ms`, `0.012 msec`), maybe in parentheses (`(12 ms)`): the unit as a
        /// variable names it (`ms`), the word as written.
        case wordUnitDuration(unit: String, word: String, parenthesised: Bool)
        /// `key=value` with the duration's value, in the unit the key says (`s`, `ms`, `us`; nil: a suffix says it).
        case keyedDuration(key: String, unit: String?)
        /// A label's word (`request_time`, `TimeTaken:`) before the duration's word, in the unit the label says.
        case labelledDuration(label: String, unit: String?)
        case client
        case clientWithPort
        case userAgent
    }

    let fields: [Field]
    let separator: UInt8
    private(set) var roles: [Role]
    /// Where else a duration may be: a second number of seconds with three decimals after the one placed (which of
    /// the two is the request's, the other the upstream's, the sample's values tell: the larger).
    private(set) var durationAlternatives: [Int] = []

    /// The shapes `line` may have: its words between blanks, and its columns between tabs or `|` when it has several.
    static func shapes(of line: [UInt8]) -> [LineShape] {
        var shapes: [LineShape] = []
        for separator in [ByteScanning.tab, UInt8(ascii: "|")] where line.count(where: { $0 == separator }) >= 3 {
            if let shape = LineShape(line, separator: separator) { shapes.append(shape) }
        }
        if let shape = LineShape(line, separator: ByteScanning.space) { shapes.append(shape) }
        return shapes
    }

    /// Whether fields are columns between tabs or `|`, which may hold blanks, rather than words between blanks.
    var isColumns: Bool { separator != ByteScanning.space }

    /// The fields of `line` split on `separator`, with the request, status and time placed; nil when the line shows
    /// no request or no status.
    init?(_ line: [UInt8], separator: UInt8) {
        self.separator = separator
        fields = Self.split(line, separator: separator)
        roles = Array(repeating: .skipped, count: fields.count)
        guard let request = placeRequest(), placeStatus(after: request.upperBound) else { return nil }
        placeTime()
        placeDuration(after: request.lowerBound)
        placeClient(before: request.lowerBound)
        placeUserAgent(after: request.upperBound)
    }

    /// The most fields a line is taken apart into: the last holds the rest of the line (a layout's fields are a few
    /// dozen; a long line of words must not make a template of thousands).
    static let maximumFields = 64

    /// The fields of a line split on `separator`: a field starting with `"` runs to a `"` followed by the separator
    /// or the line's end (a `\"` inside passed over), one starting with `[` to such a `]`; two separators in a row
    /// hold an empty field. At most ``maximumFields``: the last runs to the line's end.
    static func split(_ line: [UInt8], separator: UInt8) -> [Field] {
        var fields: [Field] = []
        var position = 0
        let end = line.count
        func closing(_ mark: UInt8, from start: Int) -> Int? {
            var index = start
            while index < end {
                if line[index] == ByteScanning.backslash && mark == ByteScanning.quote {
                    index += 2
                    continue
                }
                if line[index] == mark && (index + 1 == end || line[index + 1] == separator) { return index }
                index += 1
            }
            return nil
        }
        while position <= end {
            if fields.count == maximumFields - 1 {
                fields.append(Field(value: line[position..<end], delimiting: .bare))
                break
            }
            let first = position < end ? line[position] : 0
            if first == ByteScanning.quote || first == UInt8(ascii: "["),
                let close = closing(
                    first == ByteScanning.quote ? ByteScanning.quote : UInt8(ascii: "]"), from: position + 1)
            {
                fields.append(
                    Field(
                        value: line[(position + 1)..<close],
                        delimiting: first == ByteScanning.quote ? .quoted : .bracketed))
                position = close + 2
                continue
            }
            var stop = position
            while stop < end && line[stop] != separator { stop += 1 }
            fields.append(Field(value: line[position..<stop], delimiting: .bare))
            position = stop + 1
        }
        // A line ending in its separator: no field after it.
        if let last = fields.last, last.value.isEmpty, last.delimiting == .bare, line.last == separator {
            fields.removeLast()
        }
        return fields
    }

    // MARK: Placing the fields

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Places the request (a request line, or a method and a target); returns the indices of its first and last
    /// fields.
    private mutating func placeRequest() -> ClosedRange<Int>? {
        for (index, field) in fields.enumerated() {
            if field.delimiting == .quoted || isColumns, FieldValueShape.isRequestLine(field.value) {
                roles[index] = .request
                return index...index
            }
            guard field.delimiting == .bare, FieldValueShape.isMethod(field.value) else { continue }
            // The target right after the method, or after one field between (Jetty's `GET 12ms "/users/12"`).
            for targetIndex in (index + 1)..<min(index + 3, fields.count)
            where fields[targetIndex].delimiting != .bracketed && FieldValueShape.isTarget(fields[targetIndex].value) {
                roles[index] = .method
                roles[targetIndex] = .target
                return index...targetIndex
            }
        }
        return nil
    }

    /// Places the status: the first after the request, else the last before it.
    private mutating func placeStatus(after request: Int) -> Bool {
        func place(_ index: Int) -> Bool {
            let field = fields[index]
            guard field.delimiting == .bare, roles[index] == .skipped else { return false }
            // `took 200 ms`: a duration, not a status.
            if index + 1 < fields.count, Self.unitWords[Self.text(fields[index + 1].value)] != nil { return false }
            if FieldValueShape.isStatus(field.value) {
                roles[index] = .status
                return true
            }
            if field.value.count > 4, FieldValueShape.isStatus(field.value.prefix(3)),
                field.value[field.value.startIndex + 3] == ByteScanning.slash
            {
                roles[index] = .statusPair
                return true
            }
            return false
        }
        for index in (request + 1)..<fields.count where place(index) { return true }
        for index in (0..<request).reversed() where place(index) { return true }
        return false
    }

    /// Reads `value` with a time reader.
    private static func reads(
        _ value: ArraySlice<UInt8>, _ reader: (UnsafePointer<UInt8>, Int, Int) -> Int64?
    ) -> Bool {
        guard !value.isEmpty else { return false }
        return Array(value).withUnsafeBufferPointer { reader($0.baseAddress!, 0, $0.count) } != nil
    }

    /// The 21st century, in seconds: an epoch number outside it is some other count.
    private static let plausibleSeconds: ClosedRange<Int64> = 946_684_800...4_102_444_800

    /// Places the time: the first field that is one.
    private mutating func placeTime() {
        for (index, field) in fields.enumerated() where roles[index] == .skipped {
            let value = field.value
            switch field.delimiting {
            case .bracketed:
                guard Self.reads(value, { LogTimestamp.anyTime($0, from: $1, to: $2) }) else { continue }
                roles[index] = .timeAny
                return
            case .quoted:
                continue
            case .bare:
                let dateLike =
                    value.count >= 10 && value.prefix(4).allSatisfy(ByteScanning.isDigit)
                    && (value[value.startIndex + 4] == ByteScanning.dash
                        || value[value.startIndex + 4] == ByteScanning.slash)
                if dateLike && value.count == 10, index + 1 < fields.count, fields[index + 1].delimiting == .bare,
                    Self.reads(fields[index + 1].value, { LogTimestamp.timeOfDay($0, from: $1, to: $2) })
                {
                    roles[index] = .date
                    roles[index + 1] = .timeOfDay
                    if index + 2 < fields.count, fields[index + 2].delimiting == .bare,
                        Self.isOffset(fields[index + 2].value)
                    {
                        roles[index + 2] = .timeOffset
                    }
                    return
                }
                // An access-log time without its brackets and zone (`21/Nov/2026:05:06:37`, Varnish's
                // `%{%d/%b/%Y:%T}t`); not when a zone's word follows, which the field would leave out.
                if value.count >= 19, value.count <= 24, value[value.startIndex + 2] == ByteScanning.slash,
                    Self.reads(value, { LogTimestamp.anyTime($0, from: $1, to: $2) }),
                    index + 1 == fields.count || !Self.isOffset(fields[index + 1].value)
                {
                    roles[index] = .timeAny
                    return
                }
                if dateLike && value.count > 10, Self.reads(value, { LogTimestamp.iso8601($0, from: $1, to: $2) }) {
                    roles[index] = .timeISO
                    return
                }
                if value.count >= 10, value.prefix(10).allSatisfy(ByteScanning.isDigit),
                    Array(value).withUnsafeBufferPointer({
                        LogTimestamp.epoch($0.baseAddress!, from: 0, to: $0.count)
                    }).map(Self.plausibleSeconds.contains) == true
                {
                    roles[index] = .epoch
                    return
                }
            }
        }
    }

    /// Whether `value` is a UTC offset written apart: `+0100`, `-05:30`, `Z`.
    private static func isOffset(_ value: ArraySlice<UInt8>) -> Bool {
        if value.elementsEqual([UInt8(ascii: "Z")]) { return true }
        guard value.first == UInt8(ascii: "+") || value.first == ByteScanning.dash else { return false }
        return reads(value) { LogTimestamp.isoOffset($0, from: $1, to: $2) }
    }

    /// `TimeTaken` as `time_taken`: a camel-cased key in the snake case of ``durationKeys``.
    private static func snakeCased(_ key: String) -> String {
        var result = ""
        for (offset, character) in key.enumerated() {
            if character.isUppercase && offset > 0 { result += "_" }
            result += character.lowercased()
        }
        return result
    }

    /// The words a duration's unit is written as after its number, with the unit a variable names.
    private static let unitWords: [String: String] = [
        "ms": "ms", "msec": "ms", "msecs": "ms", "millis": "ms", "milliseconds": "ms", "s": "s", "sec": "s",
        "secs": "s", "seconds": "s", "us": "us", "µs": "us", "usec": "us", "microseconds": "us", "ns": "ns",
        "nanoseconds": "ns",
    ]

    /// Keys of `key=value` durations and the unit each says (nil: only a suffixed value is read).
    private static let durationKeys: [String: String?] = [
        "rt": "s", "request_time": "s", "req_time": "s", "reqtime": "s", "rtime": "s", "request_time_s": "s",
        "request_time_ms": "ms", "duration_ms": "ms", "elapsed_ms": "ms", "latency_ms": "ms", "took_ms": "ms",
        "response_time_ms": "ms", "time_ms": "ms", "request_time_us": "us", "duration_us": "us",
        "duration": nil, "latency": nil, "elapsed": nil, "took": nil, "response_time": nil, "time_taken": "s",
    ]

    /// Places the duration: the first field after the request's first that says its unit, else the first that is
    /// nginx's seconds.
    private mutating func placeDuration(after request: Int) {
        for index in (request + 1)..<fields.count where roles[index] == .skipped {
            let field = fields[index]
            if field.delimiting == .bare, FieldValueShape.durationSuffix(field.value) != nil {
                roles[index] = .duration
                return
            }
            if field.delimiting == .bare, index + 1 < fields.count, fields[index + 1].delimiting == .bare {
                // `12 ms`, `(12 ms)`.
                let parenthesised = field.value.first == UInt8(ascii: "(")
                let number = parenthesised ? field.value.dropFirst() : field.value
                var word = fields[index + 1].value
                if parenthesised {
                    guard word.last == UInt8(ascii: ")") else { continue }
                    word = word.dropLast()
                }
                if !number.isEmpty, ByteScanning.isDigit(number.first!),
                    number.allSatisfy({ ByteScanning.isDigit($0) || $0 == UInt8(ascii: ".") }),
                    var unit = Self.unitWords[Self.text(word)]
                {
                    // nginx's `$request_time msec` (puppet-nginx's `proxy_log`): seconds with three decimals,
                    // whatever the word after them says.
                    if Self.text(word) == "msec" && FieldValueShape.isMillisecondSeconds(number) { unit = "s" }
                    roles[index] = .wordUnitDuration(unit: unit, word: Self.text(word), parenthesised: parenthesised)
                    return
                }
            }
            if field.delimiting == .bare, index + 1 < fields.count, fields[index + 1].delimiting == .bare {
                // `request_time 0.012`, `TimeTaken: 0.012`.
                let label = Self.text(field.value)
                let key = label.hasSuffix(":") ? String(label.dropLast()) : label
                if let unit = Self.durationKeys[key] ?? Self.durationKeys[Self.snakeCased(key)] {
                    let value = fields[index + 1].value
                    let isNumber =
                        !value.isEmpty && value.allSatisfy { ByteScanning.isDigit($0) || $0 == UInt8(ascii: ".") }
                    if FieldValueShape.durationSuffix(value) != nil || (unit != nil && isNumber) {
                        roles[index] = .labelledDuration(label: label, unit: unit)
                        return
                    }
                }
            }
            if field.delimiting == .bare, let equals = field.value.firstIndex(of: UInt8(ascii: "=")) {
                let key = Self.text(field.value[field.value.startIndex..<equals])
                let value = field.value[(equals + 1)...]
                guard let unit = Self.durationKeys[key] else { continue }
                let isNumber =
                    !value.isEmpty && value.allSatisfy { ByteScanning.isDigit($0) || $0 == UInt8(ascii: ".") }
                guard FieldValueShape.durationSuffix(value) != nil || (unit != nil && isNumber) else { continue }
                roles[index] = .keyedDuration(key: key, unit: unit)
                return
            }
        }
        // Then nginx's seconds, unless a label of another time is before it (`upstream_response_time 0.010`).
        for index in (request + 1)..<fields.count where roles[index] == .skipped {
            let field = fields[index]
            guard field.delimiting != .bracketed, FieldValueShape.isMillisecondSeconds(field.value) else { continue }
            if index > 0, fields[index - 1].delimiting == .bare, let label = fields[index - 1].value.first,
                ByteScanning.isAlpha(label)
            {
                continue
            }
            if roles.contains(.duration) {
                // Another: nginx's `$upstream_response_time` beside `$request_time`, in either order.
                durationAlternatives.append(index)
                return
            }
            roles[index] = .duration
        }
    }

    /// Places the client: the first IP address, with its port or not — before the request, unless the fields are
    /// columns: words after the request may follow an unquoted user agent, whose number of words varies.
    private mutating func placeClient(before request: Int) {
        for (index, field) in fields.enumerated()
        where roles[index] == .skipped && field.delimiting == .bare && (index < request || isColumns) {
            let value = field.value
            if FieldValueShape.isAddress(value) {
                roles[index] = .client
                return
            }
            if let colon = value.lastIndex(of: ByteScanning.colon), colon > value.startIndex,
                value[(colon + 1)...].allSatisfy(ByteScanning.isDigit), colon + 1 < value.endIndex
            {
                var host = value[value.startIndex..<colon]
                if host.first == UInt8(ascii: "["), host.last == UInt8(ascii: "]") {
                    host = host.dropFirst().dropLast()
                } else if host.contains(ByteScanning.colon) {
                    continue
                }
                if FieldValueShape.isAddress(host) {
                    roles[index] = .clientWithPort
                    return
                }
            }
        }
    }

    /// Whether `value` reads as a user agent: a product token (`Mozilla/5.0`, `curl/8.5.0`) first, not a URL.
    private static func isUserAgent(_ value: ArraySlice<UInt8>) -> Bool {
        guard let first = value.first, ByteScanning.isAlpha(first),
            !value.starts(with: Array("http".utf8)) || !value.contains(ByteScanning.colon)
        else { return false }
        let product = value.prefix { $0 != ByteScanning.space }
        guard let slash = product.firstIndex(of: ByteScanning.slash), slash > product.startIndex,
            slash + 1 < product.endIndex
        else { return false }
        return !FieldValueShape.isRequestLine(value)
    }

    /// Places the user agent: the first quoted field (or tab-separated column) after the request that reads as one.
    private mutating func placeUserAgent(after request: Int) {
        for index in (request + 1)..<fields.count where roles[index] == .skipped {
            let field = fields[index]
            guard field.delimiting == .quoted || isColumns, Self.isUserAgent(field.value)
            else { continue }
            roles[index] = .userAgent
            return
        }
    }

    // MARK: Templates

    /// The roles that may be left out of a template (each read only where it reads as many lines): the client, the
    /// user agent, the duration, the time.
    private static func isOptional(_ role: Role) -> Bool {
        switch role {
        case .client, .clientWithPort, .userAgent, .duration, .wordUnitDuration, .keyedDuration, .labelledDuration:
            true
        case .timeAny, .timeISO, .date, .timeOfDay, .timeOffset, .epoch: true
        default: false
        }
    }

    /// Whether a field read as `role` is written with the field after it (a parenthesised duration's unit, a
    /// label's value).
    private static func takesNextField(_ role: Role) -> Bool {
        switch role {
        case .wordUnitDuration, .labelledDuration: true
        default: false
        }
    }

    /// A template of the line's layout.
    struct Template {
        let text: String
        /// Whether the duration is read at another place than the first the line shows.
        var movesDuration = false
    }

    /// The templates to try: every field placed, then without each optional field (whose place may vary from
    /// line to line) and without all of them.
    func templates() -> [Template] {
        var variants: [[Role]] = [roles]
        let optional = roles.indices.filter { Self.isOptional(roles[$0]) }
        // Leaving a field out leaves its companions out too (a date without its time of day).
        func without(_ predicate: (Role) -> Bool) -> [Role] { roles.map { predicate($0) ? .skipped : $0 } }
        let isTime: (Role) -> Bool = { role in
            switch role {
            case .timeAny, .timeISO, .date, .timeOfDay, .timeOffset, .epoch: true
            default: false
            }
        }
        for index in optional where !isTime(roles[index]) {
            variants.append(without { $0 == roles[index] })
        }
        variants.append(without { Self.isOptional($0) && !isTime($0) })
        variants.append(without { Self.isOptional($0) })
        // The duration at its other place.
        if let placed = roles.firstIndex(of: .duration) {
            for alternative in durationAlternatives {
                var moved = roles
                moved[placed] = .skipped
                moved[alternative] = .duration
                variants.append(moved)
            }
        }
        // Each also with the field after its last one (a duration's word ends at the blank before it, where it would
        // otherwise run to the line's end), for lines that go on after it.
        let first = roles.firstIndex(of: .duration)
        return variants.flatMap { variant in
            [false, true].flatMap { collapsing in
                templates(of: variant, collapsing: collapsing).map { template in
                    var template = template
                    template.movesDuration = variant.firstIndex(of: .duration).map { $0 != first } ?? false
                    return template
                }
            }
        }
    }

    /// The template of `roles`, and the same with the field after its last one when the line goes on.
    private func templates(of roles: [Role], collapsing: Bool) -> [Template] {
        let plain = Template(text: text(of: roles, collapsing: collapsing))
        guard let last = roles.lastIndex(where: { $0 != .skipped }), last + 1 < fields.count else { return [plain] }
        let next = last + 1 + (Self.takesNextField(roles[last]) ? 1 : 0)
        guard next < fields.count else { return [plain] }
        let field = next + 1
        let trailing: String
        switch fields[next].delimiting {
        case .bare: trailing = "$field\(field)"
        case .quoted: trailing = "\"$field\(field)\""
        case .bracketed: trailing = "[$field\(field)]"
        }
        // The longer first: on a tie its last field ends where the line's does.
        return [Template(text: plain.text + String(UnicodeScalar(separator)) + trailing), plain]
    }

    /// The template of the fields up to the last one read, with `roles`. A duration after a key or a label
    /// (`rt=0.012`, `TimeTaken: 0.012`) is found by that text wherever it stands: the fields between it and the field
    /// read before it are one variable, which runs to the label (a user agent written unquoted has a varying number of
    /// words).
    ///
    /// `collapsing`: words skipped before a quoted or bracketed field are one variable too, which runs to that field
    /// (a forwarded-for list `198.51.100.7, 10.0.0.2` has as many words as it has addresses).
    private func text(of roles: [Role], collapsing: Bool) -> String {
        guard let last = roles.lastIndex(where: { $0 != .skipped }) else { return "" }
        var text = ""
        let separatorText = String(UnicodeScalar(separator))
        var index = 0
        var lastRead = -1
        while index <= last {
            let field = fields[index]
            let role = roles[index]
            if collapsing, !isColumns, role == .skipped, field.delimiting == .bare,
                let next = roles.indices[(index + 1)...].first(where: {
                    roles[$0] != .skipped || fields[$0].delimiting != .bare
                }),
                next > index + 1, fields[next].delimiting != .bare
            {
                text += (index > 0 ? separatorText : "") + "$field\(index + 1)"
                index = next
                continue
            }
            var isLabelled = false
            switch role {
            case .keyedDuration, .labelledDuration: isLabelled = true
            default: break
            }
            if isLabelled && index > lastRead + 1 {
                // The fields between, as one variable running to the label.
                text += (lastRead >= 0 ? separatorText : "") + "$field\(lastRead + 2)"
            }
            if index > 0 { text += separatorText }
            let variable: String
            switch role {
            case .skipped: variable = "$field\(index + 1)"
            case .request: variable = "$request"
            case .method: variable = "$request_method"
            case .target: variable = "$request_uri"
            case .status: variable = "$status"
            case .statusPair: variable = "$status/$field\(index + 1)"
            case .timeAny: variable = "$time_local"
            case .timeISO: variable = "$time_iso8601"
            case .date: variable = "$date"
            case .timeOfDay: variable = "$time_hms"
            case .timeOffset: variable = "$time_offset"
            case .epoch: variable = "$time_epoch"
            case .duration: variable = "$request_time"
            case .wordUnitDuration(let unit, let word, let parenthesised):
                // `(12 ms)`: the number, then the unit's word.
                text +=
                    (parenthesised ? "(" : "") + "$request_time_\(unit)\(separatorText)\(word)"
                    + (parenthesised ? ")" : "")
                lastRead = index + 1
                index += 2
                continue
            case .keyedDuration(let key, let unit):
                variable = "\(key)=$request_time" + Self.unitSuffix(unit)
            case .labelledDuration(let label, let unit):
                text += label + separatorText + "$request_time" + Self.unitSuffix(unit)
                lastRead = index + 1
                index += 2
                continue
            case .client: variable = "$remote_addr"
            case .clientWithPort: variable = "$remote_addr_port"
            case .userAgent: variable = "$http_user_agent"
            }
            switch field.delimiting {
            case .bare: text += variable
            case .quoted: text += "\"\(variable)\""
            case .bracketed: text += "[\(variable)]"
            }
            if role != .skipped { lastRead = index }
            index += 1
            // Skipped fields before a label are written with it.
            if index <= last, roles[index] == .skipped,
                let next = roles[index...].firstIndex(where: { $0 != .skipped })
            {
                switch roles[next] {
                case .keyedDuration, .labelledDuration:
                    index = next
                default: break
                }
            }
        }
        return text
    }

    /// The suffix of `$request_time` for a duration in `unit` (`_ms`); none for seconds and for a suffixed value.
    private static func unitSuffix(_ unit: String?) -> String {
        unit.map { $0 == "s" ? "" : "_\(unitName($0))" } ?? ""
    }

    /// A unit's name in a variable: `µs` as `us`.
    private static func unitName(_ unit: String) -> String { unit == "µs" ? "us" : unit }
}
