import CorridorCore

extension LogLineParser {
    /// Combined and Common Log Format. The request is the first quoted field after the `]` that closes the
    /// timestamp, and the status the next word. The time is the bracketed timestamp: `$time_local`, else the same
    /// with a fraction or without a zone, else ISO 8601 or epoch seconds (a line whose timestamp can't be read is
    /// still a request, without a time). When asked, the client address is the third word before the timestamp (the
    /// first, unless a virtual host leads the line) and the user agent the second quoted field after the status
    /// (Combined: `"referer" "agent"`); `-` reads as none.
    @inline(__always)
    func parseAccessLog(_ base: UnsafePointer<UInt8>, count: Int) -> LogLineResult {
        guard let open = ByteScanning.firstIndex(of: ByteScanning.openBracket, in: base, from: 0, to: count),
            let close = ByteScanning.firstIndex(of: ByteScanning.closeBracket, in: base, from: open + 1, to: count)
        else { return Self.misfit(.noTimestamp, base, count: count) }
        let quote = ByteScanning.skipBlanks(in: base, from: close + 1, to: count)
        guard quote < count, base[quote] == ByteScanning.quote else {
            return Self.misfit(.noRequestField, base, count: count)
        }
        let fieldStart = quote + 1
        guard let fieldEnd = ByteScanning.closingQuote(in: base, from: fieldStart, to: count) else {
            return .malformed(.unterminatedQuote)
        }
        let statusStart = ByteScanning.skipBlanks(in: base, from: fieldEnd + 1, to: count)
        var statusEnd = statusStart
        while statusEnd < count && base[statusEnd] != ByteScanning.space && base[statusEnd] != ByteScanning.tab {
            statusEnd += 1
        }
        guard statusStart > fieldEnd + 1 else { return .malformed(.badStatus) }
        let status: Int
        if let value = LogFieldValues.status(base, from: statusStart, to: statusEnd) {
            status = value
        } else if statusEnd - statusStart == 1
            && (base[statusStart] == ByteScanning.dash || base[statusStart] == UInt8(ascii: "0"))
        {
            // Apache's `-` (a request it gave up on) and Squid's `0` (a transaction that ended before any reply, in
            // its `common` and `combined` formats): a request that got no status.
            status = 0
        } else {
            return .malformed(.badStatus)
        }
        scratch.seconds = scratch.minute.accessLog(base, from: open + 1, to: close)
        if scratch.seconds == nil {
            // Other times servers put in the brackets: a fraction or no zone (`21/Nov/2026:05:06:37.123`, Apache's
            // `%{…}t` with `msec_frac`), nginx's `$time_iso8601` or `$msec` in place of `$time_local`.
            scratch.seconds = LogTimestamp.anyTime(base, from: open + 1, to: close)
        }
        if readsClient { readClient(base, before: open) }
        if readsAgent { readAgent(base, from: statusEnd, count: count) }
        return request(fromRequestLine: base, from: fieldStart, to: fieldEnd, status: status, time: nil)
    }

    /// The client address of an access-log line: the third word before the timestamp (`%h %l %u`), which is the
    /// first word unless a virtual host leads the line (Apache's `vhost_common`, `%v %h %l %u`, or nginx's
    /// `$host $remote_addr - $remote_user`), and a list of addresses logged first (X-Forwarded-For) whole; none when it
    /// is `-`.
    @inline(__always)
    func readClient(_ base: UnsafePointer<UInt8>, before end: Int) {
        // The last three words before `end`, `oldest` first, and whether the first word starts a list.
        var (oldest, middle, last) = (0..<0, 0..<0, 0..<0)
        var count = 0
        var index = 0
        var firstStart = 0
        var startsList = false
        while index < end {
            while index < end && (base[index] == ByteScanning.space || base[index] == ByteScanning.tab) { index += 1 }
            guard index < end else { break }
            let start = index
            while index < end && base[index] != ByteScanning.space && base[index] != ByteScanning.tab { index += 1 }
            if count == 0 {
                firstStart = start
                startsList = base[index - 1] == UInt8(ascii: ",")
            }
            (oldest, middle, last) = (middle, last, start..<index)
            count += 1
        }
        guard count > 0 else { return }
        var client = count >= 3 ? oldest : count == 2 ? middle : last
        // `203.0.113.9, 10.0.0.1 - -` (X-Forwarded-For logged first): the list, whole.
        if startsList && count > 3 { client = firstStart..<oldest.upperBound }
        guard !(client.count == 1 && base[client.lowerBound] == ByteScanning.dash) else { return }
        scratch.client = UnsafeBufferPointer(start: base + client.lowerBound, count: client.count)
    }

    /// The user agent of a Combined line: the second quoted field after `from` (the first is the referer), escapes
    /// decoded, unless it is `-`.
    @inline(__always)
    func readAgent(_ base: UnsafePointer<UInt8>, from: Int, count: Int) {
        guard let refererQuote = ByteScanning.firstIndex(of: ByteScanning.quote, in: base, from: from, to: count) else {
            return
        }
        let refererEnd: Int
        if refererQuote + 2 < count && base[refererQuote + 1] == ByteScanning.dash
            && base[refererQuote + 2] == ByteScanning.quote
        {
            refererEnd = refererQuote + 2  // `"-"`, the usual referer: no search
        } else {
            guard let end = ByteScanning.closingQuote(in: base, from: refererQuote + 1, to: count) else { return }
            refererEnd = end
        }
        let agentQuote = ByteScanning.skipBlanks(in: base, from: refererEnd + 1, to: count)
        guard agentQuote < count, base[agentQuote] == ByteScanning.quote,
            let agentEnd = ByteScanning.closingQuote(in: base, from: agentQuote + 1, to: count)
        else { return }
        scratch.agent = nonEmptyField(base, from: agentQuote + 1, to: agentEnd)
    }

    /// The field `base[from..<to]`, escapes decoded; nil when it is empty or `-` (a logged "none").
    @inline(__always)
    func nonEmptyField(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> UnsafeBufferPointer<UInt8>? {
        guard LogFieldValues.hasValue(base, from: from, to: to) else { return nil }
        return scratch.field(base, from: from, to: to)
    }

    /// Whether a line that is no Combined or Common line is the web server's own output, as a container's log holds it
    /// beside the access lines (`docker logs` of the nginx and httpd images): nginx's error log
    /// (`2026/11/21 05:06:37 [notice] 1#1: …`), the nginx image's entrypoint (`/docker-entrypoint.sh: …`,
    /// `10-listen-on-ipv6-by-default.sh: info: …`), Apache's error log (`[Sat Nov 21 05:06:37.123456 2026] [core:error]
    /// …`) and its startup messages (`AH00558: httpd: Could not reliably determine …`). Such a line is one of the log's
    /// lines, not a request, nor malformed. Asked only of lines without a bracketed time or a quoted request after it.
    /// A line without a bracketed time or a quoted request after it: the web server's own line
    /// (``isWebServerOwnLine(_:count:)``), else malformed for `reason`. Out of line: the readable lines' path stays as
    /// it was.
    @inline(never)
    static func misfit(_ reason: MalformedReason, _ base: UnsafePointer<UInt8>, count: Int) -> LogLineResult {
        isWebServerOwnLine(base, count: count) ? .continuation : .malformed(reason)
    }

    static func isWebServerOwnLine(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        @inline(__always) func digits(_ from: Int, _ length: Int) -> Bool {
            from + length <= count && (from..<from + length).allSatisfy { ByteScanning.isDigit(base[$0]) }
        }
        @inline(__always) func starts(with text: StaticString, at from: Int = 0) -> Bool {
            let length = text.utf8CodeUnitCount
            guard from + length <= count else { return false }
            let bytes = text.utf8Start
            for index in 0..<length where base[from + index] != bytes[index] { return false }
            return true
        }
        // nginx: `2026/11/21 05:06:37 [level] `.
        if count > 22, digits(0, 4), base[4] == ByteScanning.slash, digits(5, 2), base[7] == ByteScanning.slash,
            digits(8, 2), base[10] == ByteScanning.space, digits(11, 2), base[13] == ByteScanning.colon,
            base[19] == ByteScanning.space, base[20] == UInt8(ascii: "[")
        {
            return true
        }
        // The nginx image's entrypoint and its scripts: `/docker-entrypoint.sh: `, `20-envsubst-on-templates.sh: `.
        if starts(with: "/docker-entrypoint.sh: ") { return true }
        if count > 6, digits(0, 2), base[2] == ByteScanning.dash,
            let colon = ByteScanning.firstIndex(of: ByteScanning.colon, in: base, from: 3, to: min(count, 64)),
            colon + 1 < count, base[colon + 1] == ByteScanning.space,
            starts(with: ".sh", at: colon - 3) || starts(with: ".envsh", at: colon - 6)
        {
            return true
        }
        // Apache: `AH00558: ` and `[Sat Nov 21 05:06:37.123456 2026] [module:level] `.
        if count > 9, starts(with: "AH"), digits(2, 5), base[7] == ByteScanning.colon, base[8] == ByteScanning.space {
            return true
        }
        if count > 30, base[0] == UInt8(ascii: "["), base[4] == ByteScanning.space, base[8] == ByteScanning.space,
            LogTimestamp.monthNumber(base, 5) != nil,
            let close = ByteScanning.firstIndex(of: UInt8(ascii: "]"), in: base, from: 20, to: min(count, 40)),
            starts(with: " [", at: close + 1)
        {
            return true
        }
        return false
    }
}
