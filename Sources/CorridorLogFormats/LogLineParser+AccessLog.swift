import CorridorLogInput

extension LogLineParser {
    /// Combined and Common Log Format. The request is the first quoted field after the `]` that closes the
    /// timestamp, and the status the next word; what follows (bytes, referer, agent, anything appended) is not read.
    /// The time is the bracketed timestamp (a line whose timestamp can't be read is still a request, without a time).
    @inline(__always)
    func parseAccessLog(_ base: UnsafePointer<UInt8>, count: Int) -> LogLineResult {
        guard let open = LogBytes.firstIndex(of: LogBytes.openBracket, in: base, from: 0, to: count),
            let close = LogBytes.firstIndex(of: LogBytes.closeBracket, in: base, from: open + 1, to: count)
        else { return .malformed(.noTimestamp) }
        let quote = LogBytes.skipBlanks(in: base, from: close + 1, to: count)
        guard quote < count, base[quote] == LogBytes.quote else { return .malformed(.noRequestField) }
        let fieldStart = quote + 1
        guard let fieldEnd = LogBytes.closingQuote(in: base, from: fieldStart, to: count) else {
            return .malformed(.unterminatedQuote)
        }
        let statusStart = LogBytes.skipBlanks(in: base, from: fieldEnd + 1, to: count)
        var statusEnd = statusStart
        while statusEnd < count && base[statusEnd] != LogBytes.space && base[statusEnd] != LogBytes.tab {
            statusEnd += 1
        }
        guard statusStart > fieldEnd + 1, let status = LogFieldValues.status(base, from: statusStart, to: statusEnd)
        else { return .malformed(.badStatus) }
        scratch.seconds = LogTimestamp.accessLog(base, from: open + 1, to: close)
        return request(fromRequestLine: base, from: fieldStart, to: fieldEnd, status: status, time: nil)
    }
}
