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
        else { return .malformed(.noTimestamp) }
        let quote = ByteScanning.skipBlanks(in: base, from: close + 1, to: count)
        guard quote < count, base[quote] == ByteScanning.quote else { return .malformed(.noRequestField) }
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
}
