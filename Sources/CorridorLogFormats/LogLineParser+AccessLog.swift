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
        guard var open = ByteScanning.firstIndex(of: ByteScanning.openBracket, in: base, from: 0, to: count),
            var close = ByteScanning.firstIndex(of: ByteScanning.closeBracket, in: base, from: open + 1, to: count)
        else { return Self.misfit(.noTimestamp, base, count: count) }
        var quote = ByteScanning.skipBlanks(in: base, from: close + 1, to: count)
        // The first bracket, where the time is when a later one is the request's (`[%t] [%v:%p] [client %a] "%r"`).
        var firstBracket = 0..<0
        if quote >= count || base[quote] != ByteScanning.quote {
            // A logger's bracketed words before the access line (JBoss, WildFly and Quarkus consoles:
            // `… INFO  [io.undertow.accesslog] (default task-1) 192.0.2.7 - - [21/Nov/2026:…] "GET …`): the time
            // is a later bracket that a quote follows — or the first, when that one holds no time (Apache's
            // `[%t] [%v:%p] [client %a] "%r"`).
            guard let later = Self.bracketBeforeQuote(base, after: close, count: count) else {
                return Self.misfit(.noRequestField, base, count: count)
            }
            firstBracket = open + 1..<close
            (open, close, quote) = later
        }
        let fieldStart = quote + 1
        guard var fieldEnd = ByteScanning.closingQuote(in: base, from: fieldStart, to: count) else {
            return .malformed(.unterminatedQuote)
        }
        var statusEnd = 0
        var status = Self.accessLogStatus(base, after: fieldEnd, count: count, end: &statusEnd)
        if status == nil {
            // A `"` the server wrote unescaped in the request (gunicorn's and Python's `%(r)s`, morgan's `:url`:
            // `"GET /?q="x" HTTP/1.1" 200`): the request ends at a later quote followed by a status.
            var tries = 0
            while status == nil, tries < 8,
                let later = ByteScanning.closingQuote(in: base, from: fieldEnd + 1, to: count)
            {
                fieldEnd = later
                status = Self.accessLogStatus(base, after: fieldEnd, count: count, end: &statusEnd)
                tries += 1
            }
        }
        guard let status else { return .malformed(.badStatus) }
        scratch.seconds = scratch.minute.accessLog(base, from: open + 1, to: close)
        if scratch.seconds == nil {
            // Other times servers put in the brackets: a fraction or no zone (`21/Nov/2026:05:06:37.123`, Apache's
            // `%{…}t` with `msec_frac`), nginx's `$time_iso8601` or `$msec` in place of `$time_local`.
            scratch.seconds = LogTimestamp.anyTime(base, from: open + 1, to: close)
            if scratch.seconds == nil && !firstBracket.isEmpty {
                scratch.seconds = LogTimestamp.anyTime(base, from: firstBracket.lowerBound, to: firstBracket.upperBound)
            }
        }
        if readsClient { readClient(base, before: open) }
        if readsAgent { readAgent(base, from: statusEnd, count: count) }
        return request(fromRequestLine: base, from: fieldStart, to: fieldEnd, status: status, time: nil)
    }

    /// The first of the next three bracketed fields after `after` that a quote follows: its `[`, its `]` and the
    /// quote; nil when none is. Out of line: asked only of lines whose first bracket is not the time.
    @inline(never)
    static func bracketBeforeQuote(_ base: UnsafePointer<UInt8>, after: Int, count: Int) -> (Int, Int, Int)? {
        var from = after + 1
        for _ in 0..<3 {
            guard let open = ByteScanning.firstIndex(of: ByteScanning.openBracket, in: base, from: from, to: count),
                let close = ByteScanning.firstIndex(of: ByteScanning.closeBracket, in: base, from: open + 1, to: count)
            else { return nil }
            let quote = ByteScanning.skipBlanks(in: base, from: close + 1, to: count)
            if quote < count && base[quote] == ByteScanning.quote { return (open, close, quote) }
            from = close + 1
        }
        return nil
    }

    /// The status of an access-log line, the word after the request's closing quote at `quote` (`end`: where the
    /// word ends); 0 for Apache's `-` (a request it gave up on) and Squid's `0` (a transaction that ended before any
    /// reply, in its `common` and `combined` formats), a request that got no status; nil when the word is not a
    /// status or no blank comes first.
    @inline(__always)
    static func accessLogStatus(_ base: UnsafePointer<UInt8>, after quote: Int, count: Int, end: inout Int) -> Int? {
        let statusStart = ByteScanning.skipBlanks(in: base, from: quote + 1, to: count)
        var statusEnd = statusStart
        while statusEnd < count && base[statusEnd] != ByteScanning.space && base[statusEnd] != ByteScanning.tab {
            statusEnd += 1
        }
        end = statusEnd
        guard statusStart > quote + 1 else { return nil }
        if let value = LogFieldValues.status(base, from: statusStart, to: statusEnd) { return value }
        if statusEnd - statusStart == 1
            && (base[statusStart] == ByteScanning.dash || base[statusStart] == UInt8(ascii: "0"))
        {
            return 0
        }
        return nil
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
        // A word that starts with a digit is an address; another may be a prefix's word instead (checked out of line).
        if count >= 3, !ByteScanning.isDigit(base[client.lowerBound]) {
            client = Self.clientAfterPrefix(base, word: client, last: last)
        }
        guard !(client.count == 1 && base[client.lowerBound] == ByteScanning.dash) else { return }
        scratch.client = UnsafeBufferPointer(start: base + client.lowerBound, count: client.count)
    }

    /// The client of an access line whose third word before the time is no address: Python logging's
    /// `INFO:werkzeug:127.0.0.1 - -` (the address after the last `:`), or aiohttp's `%a %t` without identd's and the
    /// user's fields after a prefix (`… | helpers.py:534 | 10.30.197.72 [time]`: the word before the time). Else
    /// `word` as it is (a host name).
    @inline(never)
    static func clientAfterPrefix(_ base: UnsafePointer<UInt8>, word: Range<Int>, last: Range<Int>) -> Range<Int> {
        if LogFieldValues.isPlausibleAddress(UnsafeBufferPointer(start: base + word.lowerBound, count: word.count)) {
            return word
        }
        @inline(__always) func isIPv4(_ range: Range<Int>) -> Bool {
            !range.isEmpty && range.contains { base[$0] == UInt8(ascii: ".") }
                && range.allSatisfy { ByteScanning.isDigit(base[$0]) || base[$0] == UInt8(ascii: ".") }
        }
        if let colon = (word.lowerBound..<word.upperBound).last(where: { base[$0] == ByteScanning.colon }),
            isIPv4(colon + 1..<word.upperBound)
        {
            return colon + 1..<word.upperBound
        }
        if isIPv4(last)
            || last.count > 2 && last.contains(where: { base[$0] == ByteScanning.colon })
                && last.allSatisfy({ ByteScanning.hexValue(base[$0]) != nil || base[$0] == ByteScanning.colon })
        {
            return last
        }
        return word
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
        // WEBrick (Ruby's `ruby -run -e httpd`, Jekyll, old Rails): its logger's `[2026-11-21 05:06:37] INFO  …`
        // and, after each Common line, its referer log's `http://example.com/ -> /path` (`- -> /path` for none).
        if count > 27, base[0] == UInt8(ascii: "["), digits(1, 4), base[5] == ByteScanning.dash, digits(6, 2),
            base[8] == ByteScanning.dash, digits(9, 2), base[11] == ByteScanning.space, digits(12, 2),
            base[14] == ByteScanning.colon, base[20] == UInt8(ascii: "]"),
            starts(with: " INFO ", at: 21) || starts(with: " WARN ", at: 21) || starts(with: " ERROR ", at: 21)
                || starts(with: " DEBUG ", at: 21) || starts(with: " FATAL ", at: 21)
        {
            return true
        }
        if let arrow = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: 1, to: count),
            starts(with: " -> /", at: arrow),
            !(arrow + 4..<count).contains(where: { base[$0] == ByteScanning.space || base[$0] == ByteScanning.tab })
        {
            return true
        }
        return false
    }
}
