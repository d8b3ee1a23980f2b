import CorridorLogInput

/// Splitting an HTTP request line, `METHOD SP target [SP protocol]`, and telling a URL target from anything else.
enum RequestLine {
    /// The parts of a request line, as index ranges into the bytes given.
    struct Parts {
        var methodStart: Int
        var methodEnd: Int
        var targetStart: Int
        var targetEnd: Int
    }

    /// Splits `base[from..<to]` into method and target; nil when it is not a request line with a URL target.
    ///
    /// The method is a token (RFC 9110 `tchar`s) up to the first space. The protocol is the last space-separated word
    /// when it starts with `HTTP/`; without one (HTTP/0.9 style) the target runs to the end. The target must be in
    /// origin form (`/…`) or absolute form (`scheme://…`): `-`, `CONNECT host:443`, `OPTIONS *` and TLS handshake
    /// bytes are not request lines with a URL.
    @inline(__always)
    static func split(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Parts? {
        var index = from
        while index < to && LogBytes.isTokenByte(base[index]) { index += 1 }
        let methodEnd = index
        guard methodEnd > from, methodEnd < to, base[methodEnd] == LogBytes.space else { return nil }
        let targetStart = LogBytes.skipBlanks(in: base, from: methodEnd + 1, to: to)
        var targetEnd = to
        if let lastSpace = LogBytes.lastIndex(of: LogBytes.space, in: base, from: targetStart, to: to),
            isProtocol(base, from: lastSpace + 1, to: to)
        {
            targetEnd = lastSpace
            while targetEnd > targetStart && base[targetEnd - 1] == LogBytes.space { targetEnd -= 1 }
        }
        guard isURLTarget(base, from: targetStart, to: targetEnd) else { return nil }
        return Parts(methodStart: from, methodEnd: methodEnd, targetStart: targetStart, targetEnd: targetEnd)
    }

    /// True when `base[from..<to]` starts with `HTTP/`.
    @inline(__always)
    static func isProtocol(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        to - from >= 5 && base[from] == 0x48 && base[from + 1] == 0x54 && base[from + 2] == 0x54
            && base[from + 3] == 0x50 && base[from + 4] == LogBytes.slash
    }

    /// True when the bytes are a method token (one or more `tchar`s).
    static func isMethodToken(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        for index in from..<to where !LogBytes.isTokenByte(base[index]) { return false }
        return true
    }

    /// True for an origin-form target (`/…`) or an absolute-form one (`scheme://…`, the scheme being
    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`).
    @inline(__always)
    static func isURLTarget(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        if base[from] == LogBytes.slash { return true }
        guard LogBytes.isAlpha(base[from]) else { return false }
        var index = from + 1
        while index < to {
            let byte = base[index]
            if LogBytes.isAlpha(byte) || LogBytes.isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E {
                index += 1
                continue
            }
            return byte == LogBytes.colon && index + 2 < to && base[index + 1] == LogBytes.slash
                && base[index + 2] == LogBytes.slash
        }
        return false
    }
}
