import CorridorCore

extension LogLineParser {
    /// A line of an nginx `log_format`. The request comes from `$request`, else from `$request_uri` (with
    /// `$request_method`), else from `$uri` and `$args`; the time from `$request_time`, else
    /// `$upstream_response_time`. nginx writes `-` for an empty value. When the line was logged comes from
    /// `$time_local`, `$time_iso8601` or `$msec` (the first the format has, in that order). When asked, the client
    /// address comes from `$remote_addr` and the user agent from `$http_user_agent`.
    @inline(__always)
    func parseNginx(_ base: UnsafePointer<UInt8>, count: Int, program: NginxLineProgram) -> LogLineResult {
        guard program.mayHoldServerLists else { return readNginxLine(base, count: count, program: program) }
        return readNginxLineCompactingLists(base, count: count, program: program)
    }

    /// ``parseNginx(_:count:program:)`` for a layout whose fields may hold servers' lists
    /// (``NginxLineProgram/mayHoldServerLists``): a line it does not read is read once more with its lists written as
    /// one word (``ParserScratch/compactingServerLists(_:count:)``) — a line nginx wrote for a request passed to
    /// several servers (`$upstream_status` `502, 200`) is read as the layout's, its values pointing into the compacted
    /// copy.
    @inline(never)
    private func readNginxLineCompactingLists(
        _ base: UnsafePointer<UInt8>, count: Int, program: NginxLineProgram
    ) -> LogLineResult {
        let result = readNginxLine(base, count: count, program: program)
        guard case .malformed = result, let compactedCount = scratch.compactingServerLists(base, count: count) else {
            return result
        }
        scratch.beginLine(lineLength: compactedCount)
        scratch.seconds = nil
        let compacted = readNginxLine(UnsafePointer(scratch.compactedLine), count: compactedCount, program: program)
        guard case .malformed = compacted else { return compacted }
        scratch.seconds = nil
        return result
    }

    /// One line of the layout, as it is.
    private func readNginxLine(_ base: UnsafePointer<UInt8>, count: Int, program: NginxLineProgram) -> LogLineResult {
        if let reason = program.match(base, count: count) { return .malformed(reason) }
        if program.isCompanion {
            if program.isFormatMarker { scratch.readFormatMarker = true }
            return .continuation
        }
        if program.hasKeyedRequestTime, let reason = program.findKeyedRequestTime(base, count: count) {
            return .malformed(reason)
        }
        typealias Role = NginxLineProgram.Role
        let starts = program.fieldStarts
        let ends = program.fieldEnds
        var status = 0
        if program.has(.status) {
            let from = starts[Role.status.rawValue]
            let to = ends[Role.status.rawValue]
            if let value = LogFieldValues.status(base, from: from, to: to) {
                status = value
            } else if to == count && to - from > 4 && base[from + 3] == ByteScanning.space,
                let value = LogFieldValues.status(base, from: from, to: from + 3)
            {
                // The layout's last field, text after it: `200 OK` (Uvicorn), `status=200 duration=12.00` (lograge).
                status = value
            } else if !LogFieldValues.isNoStatus(base, from: from, to: to) {
                return .malformed(.badStatus)
            }
        }
        var time: Int64?
        let timeRole: Role =
            program.has(.requestTime)
            ? .requestTime : program.has(.upstreamTime) ? .upstreamTime : .none
        if timeRole != .none {
            var from = starts[timeRole.rawValue]
            var to = ends[timeRole.rawValue]
            if program.durationIsLastTimer {
                // HAProxy's TR/Tw/Tc/Tr/Ta: the total, Ta, is the last; -1 means the request never completed.
                // A field without a slash, or with other than digits, `-`, `+` and slashes, is no timers
                // (`HTTP/1.1` is not): the line is not of this layout.
                guard let total = Self.lastTimerStart(base, from: from, to: to) else {
                    return .malformed(.badRequestTime)
                }
                from = total
                // `+` before the total: logged early (`option logasap`), the transfer still going.
                if from < to && base[from] == UInt8(ascii: "+") { from += 1 }
            }
            // A count of microseconds is a whole number (Apache's %D), and so is one of milliseconds where the layout
            // says so (Tomcat's %D, Jira's): a fraction or a unit after it means the field is another unit — seconds,
            // as nginx writes `$request_time`, or Traefik's `12ms` — and the line is not of this layout.
            // Seconds with a fraction, up to a blank (`0.012 0.011 .`); without a fraction it is another field, not
            // this layout's request time. Most lines end with nginx's `0.012`: nothing to look for.
            if program.requestTimeLeadsTrailer && !(to - from == 5 && base[from + 1] == 0x2E) {
                var end = from
                var hasFraction = false
                while end < to && base[end] != ByteScanning.space && base[end] != ByteScanning.tab {
                    hasFraction = hasFraction || base[end] == 0x2E
                    end &+= 1
                }
                to = end
                guard hasFraction || (to - from == 1 && base[from] == ByteScanning.dash) else {
                    return .malformed(.badRequestTime)
                }
            }
            if program.requestTimeRule != .any {
                let endsInLetter = to > from && base[to - 1] >= UInt8(ascii: "a") && base[to - 1] <= UInt8(ascii: "z")
                if program.requestTimeRule == .whole
                    ? endsInLetter || ByteScanning.firstIndex(of: 0x2E, in: base, from: from, to: to) != nil
                    : !endsInLetter && !(to - from == 1 && base[from] == ByteScanning.dash)
                {
                    return .malformed(.badRequestTime)
                }
            }
            switch LogFieldValues.duration(base, from: from, to: to, unitExponent: program.durationExponent) {
            case .micros(let micros): time = micros
            case .absent: break
            case .invalid: return .malformed(.badRequestTime)
            }
            if program.has(.wholeSeconds), let micros = time,
                !Self.agrees(
                    base, from: starts[Role.wholeSeconds.rawValue], to: ends[Role.wholeSeconds.rawValue],
                    wholeSecondsOf: micros)
            {
                return .malformed(.badRequestTime)
            }
        }
        readTimestamp(base, program: program)
        if program.requiresTimeAndStatus && (scratch.seconds == nil || status == 0) {
            return .malformed(.formatMismatch)
        }
        if program.requiresTime && scratch.seconds == nil { return .malformed(.formatMismatch) }
        if readsClient && program.has(.remoteAddr) {
            if program.clientHasPort {
                scratch.client = Self.addressWithoutPort(
                    base, from: starts[Role.remoteAddr.rawValue], to: ends[Role.remoteAddr.rawValue])
            } else {
                scratch.client = nonEmptyField(
                    base, from: starts[Role.remoteAddr.rawValue], to: ends[Role.remoteAddr.rawValue])
            }
        }
        if readsAgent && program.has(.userAgent) {
            if program.agentIsEncoded && !agentIsURLEncoded {
                scratch.agent = scratch.urlDecoded(
                    base, from: starts[Role.userAgent.rawValue], to: ends[Role.userAgent.rawValue])
            } else if program.agentIsCSV {
                scratch.agent = scratch.undoubledQuotes(
                    base, from: starts[Role.userAgent.rawValue], to: ends[Role.userAgent.rawValue])
            } else if program.agentIsEncoded {
                // Handed out as logged (no backslash escapes in these layouts); decoded once per distinct agent.
                let from = starts[Role.userAgent.rawValue]
                let to = ends[Role.userAgent.rawValue]
                scratch.agent =
                    LogFieldValues.hasValue(base, from: from, to: to)
                    ? UnsafeBufferPointer(start: base + from, count: to - from) : nil
            } else {
                scratch.agent = nonEmptyField(
                    base, from: starts[Role.userAgent.rawValue], to: ends[Role.userAgent.rawValue])
            }
        }
        if program.has(.request) {
            let from = starts[Role.request.rawValue]
            let to = ends[Role.request.rawValue]
            if program.requestIsHashEncoded
                && ByteScanning.firstIndex(of: UInt8(ascii: "#"), in: base, from: from, to: to) != nil
            {
                // HAProxy's `/caf#C3#A9`, `#22`: the bytes the client sent.
                return request(
                    fromDecodedRequestLine: scratch.hashDecoded(base, from: from, to: to), status: status, time: time)
            }
            let result = request(fromRequestLine: base, from: from, to: to, status: status, time: time)
            if case .invalidRequest = result {
                if program.requestTargetMayStartWithHost,
                    let afterHost = requestWithTargetAfterHost(base, from: from, to: to, status: status, time: time)
                {
                    return afterHost
                }
                if program.requiresRequestLine { return .malformed(.formatMismatch) }
            }
            return result
        }
        var method: UnsafeBufferPointer<UInt8>?
        if program.has(.method) {
            let start = starts[Role.method.rawValue]
            var end = ends[Role.method.rawValue]
            // Padded to a width (Gin's `GET     "/users/42"`): without the blanks.
            if program.collapsesBlanks {
                while end > start && base[end - 1] == ByteScanning.space { end -= 1 }
            }
            if !(end - start == 1 && base[start] == ByteScanning.dash) {
                method = scratch.field(base, from: start, to: end)
            }
        }
        if program.has(.requestURI) {
            let from = starts[Role.requestURI.rawValue]
            var to = ends[Role.requestURI.rawValue]
            // A request line's protocol after the target — a quoted `"$request_method $request_uri"` (PHP-FPM's
            // `"%m %r"`) holding a whole request line, `GET /users/12 HTTP/1.1` — is not the target's.
            if let end = Self.endBeforeProtocol(base, from: from, to: to) { to = end }
            if program.pathMayLackLeadingSlash && (to == from || base[from] != ByteScanning.slash)
                && !RequestLine.isURLTarget(base, from: from, to: to)
            {
                // Heroku's early router lines, `host/users/42` with the host and its `/` cut: `/users/42` (nothing
                // left: `/`).
                let target = slashLedTarget(base, path: from..<to, query: 0..<0)
                return request(method: method, target: target, status: status, time: time)
            }
            var target = scratch.field(base, from: from, to: to)
            if program.readsW3CColumns { target = targetAfterHost(target) }
            return request(method: method, target: target, status: status, time: time)
        }
        // $uri, plus $args after `?` when there are any.
        let uriStart = starts[Role.uri.rawValue]
        let uriEnd = ends[Role.uri.rawValue]
        var target: UnsafeBufferPointer<UInt8>
        var argsStart = program.has(.args) ? starts[Role.args.rawValue] : 0
        let argsEnd = program.has(.args) ? ends[Role.args.rawValue] : 0
        // A query logged with its `?` (Blue Coat's `cs-uri-query`): without it.
        if argsStart < argsEnd && base[argsStart] == ByteScanning.questionMark { argsStart &+= 1 }
        // No query: an empty field, `-`, or `"-"` (Barracuda quotes the value it has not).
        let hasArgs =
            !(argsEnd == argsStart || (argsEnd - argsStart == 1 && base[argsStart] == ByteScanning.dash)
            || (argsEnd - argsStart == 3 && base[argsStart] == ByteScanning.quote
                && base[argsStart + 1] == ByteScanning.dash && base[argsStart + 2] == ByteScanning.quote))
        if program.pathMayLackLeadingSlash && uriEnd > uriStart && base[uriStart] != ByteScanning.slash
            && !RequestLine.isURLTarget(base, from: uriStart, to: uriEnd)
        {
            // Akamai's `users/42`: read as `/users/42`.
            target = slashLedTarget(base, path: uriStart..<uriEnd, query: hasArgs ? argsStart..<argsEnd : 0..<0)
        } else if program.targetIsLogEncoded {
            // CloudFront's `%2534` for the `%34` the client sent: each `%25` read back as `%`. Its fields have no
            // backslash escapes (a `\` is logged `%5C`): the parts are taken as they are, or copied when joined.
            let uriPercent = URLDecoding.firstEncodedPercent(base, from: uriStart, to: uriEnd)
            if !hasArgs && uriPercent == nil {
                target = UnsafeBufferPointer(start: base + uriStart, count: uriEnd - uriStart)
            } else {
                let targetStart = scratch.base + scratch.used
                _ = scratch.unescapedPercents(base, from: uriStart, to: uriEnd, first: uriPercent)
                if hasArgs {
                    scratch.append(ByteScanning.questionMark)
                    _ = scratch.unescapedPercents(
                        base, from: argsStart, to: argsEnd,
                        first: URLDecoding.firstEncodedPercent(base, from: argsStart, to: argsEnd))
                }
                target = UnsafeBufferPointer(start: targetStart, count: scratch.base + scratch.used - targetStart)
            }
        } else if !hasArgs {
            target = scratch.field(base, from: uriStart, to: uriEnd)
        } else {
            let targetStart = scratch.base + scratch.used
            _ = scratch.decode(base, from: uriStart, to: uriEnd)
            scratch.append(ByteScanning.questionMark)
            _ = scratch.decode(base, from: argsStart, to: argsEnd)
            target = UnsafeBufferPointer(start: targetStart, count: scratch.base + scratch.used - targetStart)
        }
        if program.readsW3CColumns { target = targetAfterHost(target) }
        return request(method: method, target: target, status: status, time: time)
    }

    /// A request line whose target is a host and its path (`GET api.example.com/users/42 HTTP/1.1`,
    /// ``NginxLogFormat/requestTargetMayStartWithHost``): the request of its method and the path; nil for any other.
    @inline(never)
    private func requestWithTargetAfterHost(
        _ base: UnsafePointer<UInt8>, from: Int, to: Int, status: Int, time: Int64?
    ) -> LogLineResult? {
        guard let methodEnd = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: from, to: to) else {
            return nil
        }
        let targetEnd = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: methodEnd + 1, to: to) ?? to
        let target = scratch.field(base, from: methodEnd + 1, to: targetEnd)
        let path = targetAfterHost(target)
        // The path's part of the target (a bare host's `/`, written apart, is not such a target).
        guard let targetBase = target.baseAddress, let pathBase = path.baseAddress, path.count < target.count,
            pathBase == targetBase + (target.count - path.count), pathBase[0] == ByteScanning.slash
        else { return nil }
        return request(
            method: scratch.field(base, from: from, to: methodEnd), target: path, status: status, time: time)
    }

    /// A W3C `cs-uri` written after its host, without a scheme (`www.example.com/page.php`, as Incapsula writes
    /// it; Imperva's CEF `request` too, ``JSONLogFields/pathMayStartWithHost``): the target from the path's `/`, or `/`
    /// for a bare host (its query, if any, dropped); the host of letters, digits, `-`, `.`, `:` and `_`. Any other
    /// target (`/…`, `scheme://…`, `-`, a word that is no host) as it is.
    func targetAfterHost(_ target: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let base = target.baseAddress, target.count > 1, base[0] != ByteScanning.slash,
            !RequestLine.isURLTarget(base, from: 0, to: target.count)
        else { return target }
        var index = 0
        var sawDot = false
        while index < target.count {
            let byte = base[index]
            if byte == ByteScanning.slash || byte == ByteScanning.questionMark { break }
            guard
                ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x3A
                    || byte == 0x5F  // `_`: no hostname's, but DNS names and sites have it (`my_site.example.com`)
            else { return target }
            if byte == 0x2E || byte == 0x3A { sawDot = true }
            index += 1
        }
        guard sawDot, index > 0 else { return target }
        if index < target.count && base[index] == ByteScanning.slash {
            return UnsafeBufferPointer(rebasing: target[index...])
        }
        // A bare host: `/`, written in the scratch space (room for a few bytes past the line's length).
        let root = scratch.base + scratch.used
        scratch.append(ByteScanning.slash)
        return UnsafeBufferPointer(start: root, count: 1)
    }

    /// The address in `base[from..<to]` without its port: the last blank-separated word, `[v6]:port` → `v6`,
    /// `v4:port` → `v4`; an address without a port (one with several colons and no brackets, or none) as it is.
    static func addressWithoutPort(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> UnsafeBufferPointer<UInt8>? {
        var start = to
        while start > from && base[start - 1] != ByteScanning.space { start -= 1 }
        guard start < to, !(to - start == 1 && base[start] == ByteScanning.dash) else { return nil }
        var end = to
        if base[start] == UInt8(ascii: "[") {
            var close = start + 1
            while close < to && base[close] != UInt8(ascii: "]") { close += 1 }
            return UnsafeBufferPointer(start: base + start + 1, count: close - start - 1)
        }
        var colons = 0
        var lastColon = -1
        for index in start..<to where base[index] == ByteScanning.colon {
            colons += 1
            lastColon = index
        }
        if colons == 1 { end = lastColon }
        return UnsafeBufferPointer(start: base + start, count: end - start)
    }

    /// Reads the line's time into the scratch space (nil when the field can't be read).
    @inline(__always)
    private func readTimestamp(_ base: UnsafePointer<UInt8>, program: NginxLineProgram) {
        typealias Role = NginxLineProgram.Role
        let starts = program.fieldStarts
        let ends = program.fieldEnds
        if program.has(.timeLocal) {
            let from = starts[Role.timeLocal.rawValue]
            let to = ends[Role.timeLocal.rawValue]
            scratch.seconds = scratch.minute.accessLog(base, from: from, to: to)
            // HAProxy's `21/Nov/2026:05:06:37.123`, or another time where `$time_local` stands (`$time_iso8601`).
            if scratch.seconds == nil { scratch.seconds = LogTimestamp.anyTime(base, from: from, to: to) }
            if scratch.seconds == nil, let reference = scratch.yearReference {
                scratch.seconds = LogTimestamp.yearless(base, from: from, to: to, reference: reference)
            }
        } else if program.has(.date) && program.has(.timeOfDay) {
            scratch.seconds = scratch.minute.dateAndTime(
                base, dateFrom: starts[Role.date.rawValue], dateTo: ends[Role.date.rawValue],
                timeFrom: starts[Role.timeOfDay.rawValue], timeTo: ends[Role.timeOfDay.rawValue])
            if program.utcOffsetSeconds != 0 { scratch.seconds = scratch.seconds.map { $0 - program.utcOffsetSeconds } }
            if program.has(.timeOffset) { applyTimeOffset(base, program: program) }
        } else if program.has(.timeISO8601) {
            scratch.seconds = scratch.minute.iso8601(
                base, from: starts[Role.timeISO8601.rawValue], to: ends[Role.timeISO8601.rawValue])
        } else if program.has(.msec) {
            scratch.seconds = LogTimestamp.epoch(base, from: starts[Role.msec.rawValue], to: ends[Role.msec.rawValue])
        } else if program.has(.timeOfDay), let day = program.impliedDay {
            // A W3C time column without a date column: on the day of the log's `#Date:` directive.
            scratch.seconds = LogTimestamp.timeOfDay(
                base, from: starts[Role.timeOfDay.rawValue], to: ends[Role.timeOfDay.rawValue]
            ).map { day + $0 - program.utcOffsetSeconds }
        }
    }

    /// The zone written apart from the date and time of day (`$time_offset`: `+0100`, `-05:30`, `Z`) applied to the
    /// line's time; an unreadable one leaves the line untimed. Apart from ``readTimestamp(_:program:)``, which every
    /// line of a W3C log runs, so that its code stays small.
    @inline(never)
    private func applyTimeOffset(_ base: UnsafePointer<UInt8>, program: NginxLineProgram) {
        guard let seconds = scratch.seconds else { return }
        let from = program.fieldStarts[NginxLineProgram.Role.timeOffset.rawValue]
        let to = program.fieldEnds[NginxLineProgram.Role.timeOffset.rawValue]
        let utc = to - from == 1 && base[from] == UInt8(ascii: "Z")
        scratch.seconds = utc ? seconds : LogTimestamp.isoOffset(base, from: from, to: to).map { seconds - $0 }
    }

    /// Whether `base[from..<to]` is the whole seconds of `micros` (truncated, as Apache's `%T` and Gunicorn's
    /// `%(T)s` write the time `%D` / `%(D)s` gives in microseconds): two numbers that disagree are other fields
    /// (Apache's `%I %O` byte counts), not this layout's.
    static func agrees(_ base: UnsafePointer<UInt8>, from: Int, to: Int, wholeSecondsOf micros: Int64) -> Bool {
        guard from < to, to - from <= 12 else { return false }
        var seconds: Int64 = 0
        for index in from..<to {
            let digit = base[index] &- 0x30
            guard digit < 10 else { return false }
            seconds = seconds &* 10 &+ Int64(digit)
        }
        return seconds == micros / 1_000_000
    }

    /// Where the last of HAProxy's timers in `base[from..<to]` starts (after the last `/`); nil when the field holds
    /// no `/`, or anything but what timers are written with: digits, `/`, `-` (`-1`) and `+`.
    static func lastTimerStart(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var start: Int?
        for index in from..<to {
            let byte = base[index]
            if byte == ByteScanning.slash {
                start = index + 1
            } else if !((byte >= 0x30 && byte <= 0x39) || byte == ByteScanning.dash || byte == UInt8(ascii: "+")) {
                return nil
            }
        }
        return start
    }

    /// A target written without its leading `/` (Akamai's `users/42`, Heroku's early `host/users/42` with the host
    /// cut), decoded into the scratch space with one: `/` + `path`, then `?` + `query` when it is not empty. The
    /// line's bytes and two more fit in the scratch space.
    private func slashLedTarget(
        _ base: UnsafePointer<UInt8>, path: Range<Int>, query: Range<Int>
    ) -> UnsafeBufferPointer<UInt8> {
        let targetStart = scratch.base + scratch.used
        scratch.append(ByteScanning.slash)
        _ = scratch.decode(base, from: path.lowerBound, to: path.upperBound)
        if !query.isEmpty {
            scratch.append(ByteScanning.questionMark)
            _ = scratch.decode(base, from: query.lowerBound, to: query.upperBound)
        }
        return UnsafeBufferPointer(start: UnsafePointer(targetStart), count: scratch.base + scratch.used - targetStart)
    }

    /// Where the target ends in `base[from..<to]` when the field ends with a request line's protocol (` HTTP/1.1`,
    /// ` HTTP/2`, ` HTTP/2.0`); nil when it does not.
    @inline(__always)
    static func endBeforeProtocol(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        @inline(__always) func protocolStarts(at start: Int) -> Bool {
            base[start] == ByteScanning.space && base[start + 1] == UInt8(ascii: "H")
                && base[start + 2] == UInt8(ascii: "T") && base[start + 3] == UInt8(ascii: "T")
                && base[start + 4] == UInt8(ascii: "P") && base[start + 5] == ByteScanning.slash
                && ByteScanning.isDigit(base[start + 6])
        }
        if to - from > 9 && protocolStarts(at: to - 9) && base[to - 2] == UInt8(ascii: ".")
            && ByteScanning.isDigit(base[to - 1])
        {
            return to - 9
        }
        if to - from > 7 && protocolStarts(at: to - 7) { return to - 7 }
        return nil
    }
}
