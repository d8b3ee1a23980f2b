import CorridorCore

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
    /// when it starts with `HTTP/` or is a version alone (``isProtocol(_:from:to:)``); without one (HTTP/0.9 style)
    /// the target runs to the end. The target must be in origin form (`/…`) or absolute form (`scheme://…`), and the
    /// method not `CONNECT` (nor Daphne's WebSocket events, ``namesNoResource(_:count:)``): `-`, `CONNECT host:443`,
    /// `OPTIONS *` and TLS handshake bytes are not request lines with
    /// a URL, nor is a line whose method is `-` (an AWS load balancer's for a request it could not read:
    /// `- http://host:80- `).
    @inline(__always)
    static func split(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Parts? {
        var index = from
        // `GET ` read as one word (the usual method), else byte by byte.
        if to - from >= 4 && UnsafeRawPointer(base + from).loadUnaligned(as: UInt32.self) == RequestLine.getSpace {
            index = from + 3
        }
        while index < to && ByteScanning.isTokenByte(base[index]) { index += 1 }
        let methodEnd = index
        guard methodEnd > from, methodEnd < to, base[methodEnd] == ByteScanning.space,
            methodEnd - from > 1 || base[from] != ByteScanning.dash  // ALB's `- http://host:80- ` for no request
        else { return nil }
        let targetStart = ByteScanning.skipBlanks(in: base, from: methodEnd + 1, to: to)
        var targetEnd = to
        if let lastSpace = protocolSpace(base, from: targetStart, to: to) {
            targetEnd = lastSpace
            while targetEnd > targetStart && base[targetEnd - 1] == ByteScanning.space { targetEnd -= 1 }
        } else if to > targetStart && base[to - 1] == ByteScanning.space {
            targetEnd = endBeforeTrailingBlanks(base, from: targetStart, to: to)
        }
        // An origin-form target, or an `http(s)://` one (AWS load balancers log them), before any other test.
        guard
            targetStart < targetEnd
                && (base[targetStart] == ByteScanning.slash
                    || RequestTarget.httpSchemeColon(
                        UnsafeBufferPointer(start: base + targetStart, count: targetEnd - targetStart)) > 0
                    || isURLTarget(base, from: targetStart, to: targetEnd))
                && (methodEnd - from < 7 || !namesNoResource(base + from, count: methodEnd - from))
        else { return nil }
        return Parts(methodStart: from, methodEnd: methodEnd, targetStart: targetStart, targetEnd: targetEnd)
    }

    /// The end of a request line's target when blanks end the line (Tomcat's `"GET / "` for a request without a
    /// protocol, `"GET /a HTTP/1.1 "`): before the protocol, if one precedes the blanks, else before the blanks. Out of
    /// line: most request lines end with their protocol.
    @inline(never)
    private static func endBeforeTrailingBlanks(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var end = to
        while end > from && base[end - 1] == ByteScanning.space { end -= 1 }
        guard let lastSpace = protocolSpace(base, from: from, to: end) else { return end }
        var targetEnd = lastSpace
        while targetEnd > from && base[targetEnd - 1] == ByteScanning.space { targetEnd -= 1 }
        return targetEnd
    }

    /// `GET ` and `HTTP/1.1`, `HTTP/1.0`, `HTTP/2.0` as the words a load of their bytes gives.
    private static let getSpace = UInt32(littleEndian: 0x2054_4547)
    private static let http11 = UInt64(littleEndian: 0x312E_312F_5054_5448)
    private static let http10 = UInt64(littleEndian: 0x302E_312F_5054_5448)
    private static let http20 = UInt64(littleEndian: 0x302E_322F_5054_5448)

    /// The index of the last space in `base[from..<to]` when a protocol (``isProtocol(_:from:to:)``) follows it, else
    /// nil: at once when the bytes end in ` HTTP/1.1`, ` HTTP/1.0` or ` HTTP/2.0` (no space in the last eight), else
    /// searching back from the end.
    @inline(__always)
    static func protocolSpace(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        if to - from >= 9 && base[to - 9] == ByteScanning.space {
            let last = UnsafeRawPointer(base + to - 8).loadUnaligned(as: UInt64.self)
            if last == http11 || last == http10 || last == http20 { return to - 9 }
        }
        guard let space = ByteScanning.lastIndex(of: ByteScanning.space, in: base, from: from, to: to),
            isProtocol(base, from: space + 1, to: to)
        else { return nil }
        return space
    }

    /// True when `base[from..<to]` starts with `HTTP/`, or is an HTTP version alone (`1.1`, `2`): ASGI servers'
    /// request lines (Hypercorn's `%(r)s`, `GET /a 1.1`) write the scope's `http_version` without `HTTP/`; or is `-`,
    /// Envoy's `%PROTOCOL%` for a request it has none for (`"GET /status/418 -"`); or is another protocol's name and
    /// version over HTTP's request line (``isOtherProtocol(_:from:to:)``).
    @inline(__always)
    static func isProtocol(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        if to - from >= 5 {
            return base[from] == 0x48 && base[from + 1] == 0x54 && base[from + 2] == 0x54
                && base[from + 3] == 0x50 && base[from + 4] == ByteScanning.slash
                || isOtherProtocol(base, from: from, to: to)
        }
        return (to - from == 1 || (to - from == 3 && base[from + 1] == 0x2E && ByteScanning.isDigit(base[from + 2])))
            && ((base[from] >= 0x31 && base[from] <= 0x33) || (to - from == 1 && base[from] == ByteScanning.dash))
    }

    /// True when `base[from..<to]` is a protocol's name in capitals (two to eight of them), `/` and a version with a
    /// dot (`XDBC/1.0`: MarkLogic's XDBC requests in its access log; `RTSP/1.0`, `ICAP/1.0`): the protocol ends the
    /// request line as `HTTP/1.1` does. Out of line: nearly every request line ends with HTTP's.
    @inline(never)
    static func isOtherProtocol(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        var index = from
        while index < to && index - from < 8 && base[index] >= 0x41 && base[index] <= 0x5A { index += 1 }
        guard index - from >= 2, index < to, base[index] == ByteScanning.slash else { return false }
        index += 1
        let major = index
        while index < to && ByteScanning.isDigit(base[index]) { index += 1 }
        guard index > major, index < to, base[index] == 0x2E else { return false }
        index += 1
        let minor = index
        while index < to && ByteScanning.isDigit(base[index]) { index += 1 }
        return index > minor && index == to
    }

    /// True when the `count` bytes at `base` are `GET`, `PUT`, `POST` or `HEAD`, most requests' methods: a load and
    /// a compare or two, no call.
    @inline(__always)
    static func isCommonMethod(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count == 3 {
            let word = UInt32(base[0]) | UInt32(base[1]) << 8 | UInt32(base[2]) << 16
            return word == 0x54_4547 || word == 0x54_5550  // GET, PUT
        }
        guard count == 4 else { return false }
        let word = UInt32(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt32.self))
        return word == 0x5453_4F50 || word == 0x4441_4548  // POST, HEAD
    }

    /// Whether the method is `CONNECT`: a tunnel, whose target names no resource even when a proxy writes it as a URL
    /// (Cisco's Secure Web Appliance: `CONNECT tunnel://host:443/`) or gives it a path (Blue Coat's `cs-uri-path`
    /// `/`), as `CONNECT host:443` names none.
    @inline(__always)
    static func isConnect(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count == 7 else { return false }
        let word =
            UInt64(base[0]) | UInt64(base[1]) << 8 | UInt64(base[2]) << 16 | UInt64(base[3]) << 24
            | UInt64(base[4]) << 32 | UInt64(base[5]) << 40 | UInt64(base[6]) << 48
        return word == 0x54_4345_4E4E_4F43  // CONNECT
    }

    /// Whether a method of seven letters or more names no resource request: `CONNECT`, or Daphne's WebSocket events
    /// in its access log (`"WSCONNECTING /ws/" - -`, `WSCONNECT`, `WSDISCONNECT`, `WSREJECT`: a connection's steps,
    /// counted as a tunnel is). Out of line: the usual methods are shorter.
    @inline(never)
    static func namesNoResource(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        if isConnect(base, count: count) { return true }
        guard count >= 8, base[0] == UInt8(ascii: "W"), base[1] == UInt8(ascii: "S") else { return false }
        let event = UnsafeBufferPointer(start: base + 2, count: count - 2)
        return daphneWebSocketEvents.contains { $0.elementsEqual(event) }
    }

    /// Daphne's WebSocket events after their `WS`.
    static let daphneWebSocketEvents: [[UInt8]] = ["CONNECTING", "CONNECT", "DISCONNECT", "REJECT"].map {
        Array($0.utf8)
    }

    /// True when the bytes are a method token (one or more `tchar`s).
    static func isMethodToken(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        for index in from..<to {
            // Capital letters first: every method a log has (GET, POST, …) is made of them.
            let byte = base[index]
            if byte &- UInt8(ascii: "A") < 26 { continue }
            if !ByteScanning.isTokenByte(byte) { return false }
        }
        return true
    }

    /// True for an origin-form target (`/…`) or an absolute-form one (`scheme://…`, the scheme being
    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`).
    @inline(__always)
    static func isURLTarget(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        if base[from] == ByteScanning.slash { return true }
        return isAbsoluteURLTarget(base, from: from, to: to)
    }

    /// ``isURLTarget(_:from:to:)`` for a target that does not start with `/`: out of line, so that the usual test
    /// stays two compares where it is inlined.
    @inline(never)
    private static func isAbsoluteURLTarget(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        guard ByteScanning.isAlpha(base[from]) else { return false }
        // `http://` and `https://` (AWS load balancers' requests) at once.
        if RequestTarget.httpSchemeColon(UnsafeBufferPointer(start: base + from, count: to - from)) > 0 { return true }
        var index = from + 1
        while index < to {
            let byte = base[index]
            if ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            {
                index += 1
                continue
            }
            return byte == ByteScanning.colon && index + 2 < to && base[index + 1] == ByteScanning.slash
                && base[index + 2] == ByteScanning.slash
        }
        return false
    }

    /// A WebSocket target in absolute form (`wss://host:443/chat?x`, as AWS load balancers log WebSocket upgrades) as
    /// the origin form after its authority (`/chat?x`): `ws` and `wss` have an authority as `http` and `https` do, not
    /// the custom scheme's first path segment the matcher would take `host:443` for. Any other target, and one with no
    /// path after its authority, is returned as it is. The first byte is tested before anything else: targets that
    /// start with `/` cost one compare.
    @inline(__always)
    static func webSocketOriginForm(_ target: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let base = target.baseAddress, target.count > 6, base[0] | 0x20 == UInt8(ascii: "w") else {
            return target
        }
        return webSocketPath(base, count: target.count) ?? target
    }

    /// The path and query of `ws://…` or `wss://…` (any case) at `base[0..<count]`; nil for any other target, or
    /// when no path follows the authority.
    private static func webSocketPath(_ base: UnsafePointer<UInt8>, count: Int) -> UnsafeBufferPointer<UInt8>? {
        guard base[1] | 0x20 == UInt8(ascii: "s") else { return nil }
        var authority = 2
        if base[2] | 0x20 == UInt8(ascii: "s") { authority = 3 }
        guard authority + 3 <= count, base[authority] == ByteScanning.colon, base[authority + 1] == ByteScanning.slash,
            base[authority + 2] == ByteScanning.slash
        else { return nil }
        var index = authority + 3
        while index < count {
            let byte = base[index]
            if byte == ByteScanning.slash {
                return UnsafeBufferPointer(start: base + index, count: count - index)
            }
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return nil }
            index += 1
        }
        return nil
    }
}
