import CorridorCore

extension LogLineParser {
    /// Combined and Common Log Format. The request is the first quoted field after the `]` that closes the
    /// timestamp, and the status the next word. The time is the bracketed timestamp: `$time_local`, else the same
    /// with a fraction or without a zone, else ISO 8601 or epoch seconds (a line whose timestamp can't be read is
    /// still a request, without a time). When asked, the client address is the first word and the user agent
    /// the second quoted field after the status (Combined: `"referer" "agent"`); `-` reads as none.
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
        } else if statusEnd - statusStart == 1 && base[statusStart] == ByteScanning.dash {
            status = 0  // Apache's `-`: a request that got no status (a request it gave up on)
        } else {
            return .malformed(.badStatus)
        }
        scratch.seconds = scratch.minute.accessLog(base, from: open + 1, to: close)
        if scratch.seconds == nil {
            // Other times servers put in the brackets: a fraction or no zone (`21/Nov/2026:05:06:37.123`, Apache's
            // `%{…}t` with `msec_frac`), nginx's `$time_iso8601` or `$msec` in place of `$time_local`.
            scratch.seconds =
                LogTimestamp.accessLogLoose(base, from: open + 1, to: close)
                ?? LogTimestamp.isoOrEpoch(base, from: open + 1, to: close)
        }
        if readsClient { readClient(base, before: open) }
        if readsAgent { readAgent(base, from: statusEnd, count: count) }
        return request(fromRequestLine: base, from: fieldStart, to: fieldEnd, status: status, time: nil)
    }

    /// The client address of an access-log line: its first word, unless it is `-`.
    @inline(__always)
    func readClient(_ base: UnsafePointer<UInt8>, before end: Int) {
        var wordEnd = 0
        while wordEnd < end && base[wordEnd] != ByteScanning.space && base[wordEnd] != ByteScanning.tab { wordEnd += 1 }
        guard wordEnd > 0, !(wordEnd == 1 && base[0] == ByteScanning.dash) else { return }
        scratch.client = UnsafeBufferPointer(start: base, count: wordEnd)
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
