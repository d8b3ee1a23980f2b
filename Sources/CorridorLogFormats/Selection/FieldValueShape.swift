import CorridorCore

/// What a field's value looks like, for telling an access log's fields apart by what they hold (``LogLayoutInference``
/// for words and columns, ``JSONLayoutInference`` for JSON entries' values): a method, a request target, a request
/// line, a status, an IP address, a duration.
enum FieldValueShape {
    /// The methods a request's word may be.
    static let methods: Set<String> = [
        "GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "CONNECT", "TRACE", "PROPFIND", "PROPPATCH",
        "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "REPORT", "SEARCH", "PURGE",
    ]

    /// Whether `value` is one of ``methods``.
    static func isMethod(_ value: ArraySlice<UInt8>) -> Bool {
        methods.contains(String(decoding: value, as: UTF8.self))
    }

    /// Whether `value` starts a request target: `/`, `*` alone, or an absolute URL.
    static func isTarget(_ value: ArraySlice<UInt8>) -> Bool {
        guard let first = value.first else { return false }
        if first == ByteScanning.slash { return true }
        if value.elementsEqual([UInt8(ascii: "*")]) { return true }
        return value.starts(with: "http://".utf8) || value.starts(with: "https://".utf8)
    }

    /// Whether `value` is a request line: a method, a blank, a target, maybe a blank and the protocol.
    static func isRequestLine(_ value: ArraySlice<UInt8>) -> Bool {
        guard let blank = value.firstIndex(of: ByteScanning.space), isMethod(value[value.startIndex..<blank]) else {
            return false
        }
        let rest = value[(blank + 1)...]
        let target = rest.prefix { $0 != ByteScanning.space }
        guard isTarget(target) else { return false }
        let after = rest.dropFirst(target.count)
        return after.isEmpty || after.dropFirst().starts(with: "HTTP/".utf8)
    }

    /// Whether `value` is a status: three digits, 100 to 599.
    static func isStatus(_ value: ArraySlice<UInt8>) -> Bool {
        value.count == 3 && value.allSatisfy(ByteScanning.isDigit) && (0x31...0x35).contains(value.first!)
    }

    /// Whether `value` is an IPv4 address (four numbers to 255) or an IPv6 one (hex digits and colons, two at least).
    static func isAddress(_ value: ArraySlice<UInt8>) -> Bool {
        let parts = value.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if parts.count == 4 {
            return parts.allSatisfy { part in
                (1...3).contains(part.count) && part.allSatisfy(ByteScanning.isDigit)
                    && Int(String(decoding: part, as: UTF8.self))! <= 255
            }
        }
        return value.count(where: { $0 == ByteScanning.colon }) >= 2
            && value.allSatisfy { ByteScanning.hexValue($0) != nil || $0 == ByteScanning.colon || $0 == 0x2E }
    }

    /// The unit a suffixed duration is written in (`12ms`, `0.012s`, `1.5µs`), nil for another value.
    static func durationSuffix(_ value: ArraySlice<UInt8>) -> String? {
        let number = value.prefix { ByteScanning.isDigit($0) || $0 == UInt8(ascii: ".") }
        guard let first = number.first, ByteScanning.isDigit(first) else { return nil }
        let suffix = String(decoding: value.dropFirst(number.count), as: UTF8.self)
        return ["ms", "s", "us", "µs", "ns"].contains(suffix) ? suffix : nil
    }

    /// Whether `value` is a number with three decimals, as nginx writes `$request_time` — of at most six digits before
    /// them (under twelve days), not nginx's `$msec` (`1383917958.587`, an instant in epoch seconds).
    static func isMillisecondSeconds(_ value: ArraySlice<UInt8>) -> Bool {
        guard let dot = value.firstIndex(of: UInt8(ascii: ".")), dot > value.startIndex,
            value.distance(from: value.startIndex, to: dot) <= 6
        else { return false }
        return value[value.startIndex..<dot].allSatisfy(ByteScanning.isDigit)
            && value.distance(from: dot, to: value.endIndex) == 4
            && value[(dot + 1)...].allSatisfy(ByteScanning.isDigit)
    }
}
