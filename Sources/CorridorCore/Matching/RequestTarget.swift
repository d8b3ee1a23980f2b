/// Splits a request target (origin-form `/p?q` or absolute-form `scheme://host/p?q`) into its parts,
/// on bytes. The fragment is dropped. Anything else (`*`, `host:443`, `-`) is not a URL.
public enum RequestTarget {
    /// Byte ranges of a target's parts.
    package struct Parts {
        /// `http`, `pokedex`…; nil for origin-form.
        package var scheme: Range<Int>?
        /// The host without user info and port; nil for origin-form and custom schemes.
        package var host: Range<Int>?
        /// The path (for a custom scheme, everything after `://`).
        package var path: Range<Int>
        /// The query without the `?`; nil when there is no `?`.
        package var query: Range<Int>?
    }

    /// The path part (no scheme or host, no query, no fragment) of an origin- or absolute-form target;
    /// `nil` if the target is not a URL. For a custom scheme the "host" is part of the path.
    public static func path(of target: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let parts = split(target) else { return nil }
        return UnsafeBufferPointer(rebasing: target[parts.path])
    }

    /// The query items of a target, decoded, in order (`name` or `name=value`; value "" when there is no `=`).
    public static func queryItems(of target: String) -> [(name: String, value: String)] {
        var copy = target
        return copy.withUTF8 { bytes in
            guard let parts = split(bytes), let query = parts.query else { return [] }
            var items: [(name: String, value: String)] = []
            forEachQueryItem(in: UnsafeBufferPointer(rebasing: bytes[query])) { name, value in
                items.append((PercentDecoding.decode(name), PercentDecoding.decode(value)))
            }
            return items
        }
    }

    /// The decoded, non-empty path segments of a target (`nil` if it is not a URL).
    public static func pathSegments(of target: String) -> [String]? {
        var copy = target
        return copy.withUTF8 { bytes -> [String]? in
            guard let parts = split(bytes) else { return nil }
            return UnsafeBufferPointer(rebasing: bytes[parts.path]).split(separator: UInt8(ascii: "/"))
                .map { slice in slice.withUnsafeBufferPointer { PercentDecoding.decode($0) } }
        }
    }

    /// Calls `body` with the raw name and value of each non-empty `&`-separated item.
    package static func forEachQueryItem(
        in query: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var start = 0
        var index = 0
        let count = query.count
        while index <= count {
            if index == count || query[index] == UInt8(ascii: "&") {
                if index > start {
                    var equals = start
                    while equals < index && query[equals] != UInt8(ascii: "=") { equals += 1 }
                    let name = UnsafeBufferPointer(rebasing: query[start..<equals])
                    let valueStart = equals < index ? equals + 1 : index
                    body(name, UnsafeBufferPointer(rebasing: query[valueStart..<index]))
                }
                start = index + 1
            }
            index += 1
        }
    }

    /// Where the path starts, with the scheme and host before it (absolute-form).
    package struct Prefix {
        package var scheme: Range<Int>?
        package var host: Range<Int>?
        package var pathStart: Int
    }

    /// Splits `target` into parts, or `nil` when it is neither origin-form nor absolute-form.
    package static func split(_ target: UnsafeBufferPointer<UInt8>) -> Parts? {
        guard let prefix = parsePrefix(target) else { return nil }
        guard let base = target.baseAddress else { return parts(target, prefix, pathEnd: prefix.pathStart) }
        return parts(target, prefix, pathEnd: ByteScanning.pathEnd(base, from: prefix.pathStart, to: target.count))
    }

    /// The parts of `target` once the path end is known (the query runs to a `#`).
    package static func parts(_ target: UnsafeBufferPointer<UInt8>, _ prefix: Prefix, pathEnd: Int) -> Parts {
        var parts = Parts(scheme: prefix.scheme, host: prefix.host, path: prefix.pathStart..<pathEnd, query: nil)
        if pathEnd < target.count && target[pathEnd] == UInt8(ascii: "?") {
            var queryEnd = pathEnd + 1
            while queryEnd < target.count && target[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
            parts.query = (pathEnd + 1)..<queryEnd
        }
        return parts
    }

    /// Recognizes origin-form (`/…`) and absolute-form (`scheme://…`); `nil` for anything else.
    package static func parsePrefix(_ target: UnsafeBufferPointer<UInt8>, readsHost: Bool = true) -> Prefix? {
        let end = target.count
        guard end > 0 else { return nil }
        if target[0] == UInt8(ascii: "/") { return Prefix(scheme: nil, host: nil, pathStart: 0) }
        guard ByteScanning.isAlpha(target[0]) else { return nil }
        let colon = httpSchemeColon(target)
        if colon > 0, let base = target.baseAddress {
            // `http://` or `https://` (checked whole), the scheme of nearly every absolute target: no byte-by-byte
            // scan. The authority ends at the first `/`, `?` or `#`, sixteen bytes at a time.
            let authorityStart = colon + 3
            let authorityEnd = ByteScanning.firstIndexOrEnd(
                of: UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), in: base, from: authorityStart, to: end)
            // The host only matters to routes restricted to sources (`readsHost`); an http(s) prefix without one
            // still has an authority, so `host` is then an empty range at its end.
            let host =
                readsHost
                ? hostRange(in: target, authority: authorityStart..<authorityEnd) : authorityEnd..<authorityEnd
            return Prefix(scheme: 0..<colon, host: host, pathStart: authorityEnd)
        }
        var index = 1
        while index < end {
            let byte = target[index]
            if ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            {
                index += 1
            } else {
                break
            }
        }
        guard index + 3 <= end, target[index] == UInt8(ascii: ":"), target[index + 1] == UInt8(ascii: "/"),
            target[index + 2] == UInt8(ascii: "/")
        else { return nil }
        // Any other scheme: the path (its first segment) right after `://`.
        return Prefix(scheme: 0..<index, host: nil, pathStart: index + 3)
    }

    /// Whether `target` starts with `http://` or `https://` (any case): the cheap test before ``parsePrefix(_:)``.
    @inline(__always)
    package static func hasHTTPScheme(_ target: UnsafeBufferPointer<UInt8>) -> Bool {
        httpSchemeColon(target) > 0
    }

    /// Where the `:` of a leading `http://` or `https://` (any case) is (4 or 5); 0 when `target` starts otherwise.
    /// Two word loads and compares.
    @inlinable @inline(__always)
    package static func httpSchemeColon(_ target: UnsafeBufferPointer<UInt8>) -> Int {
        guard target.count >= 8, let base = target.baseAddress else { return target.count == 7 ? shortHTTP(target) : 0 }
        let raw = UnsafeRawPointer(base)
        // `http` in any case: the letters' case bit set, then compared as one word.
        guard UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)) | 0x2020_2020 == 0x7074_7468 else { return 0 }
        // Then `://` (3 bytes) at 4, or `s://` at 4 (the `s` in any case).
        let next = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        if next & 0x00FF_FFFF == 0x002F_2F3A { return 4 }
        return next | 0x0000_0020 == 0x2F2F_3A73 ? 5 : 0
    }

    /// ``httpSchemeColon(_:)`` for a target of seven bytes (`http://` alone).
    @usableFromInline
    static func shortHTTP(_ target: UnsafeBufferPointer<UInt8>) -> Int {
        target[0] | 0x20 == UInt8(ascii: "h") && target[1] | 0x20 == UInt8(ascii: "t")
            && target[2] | 0x20 == UInt8(ascii: "t") && target[3] | 0x20 == UInt8(ascii: "p")
            && target[4] == UInt8(ascii: ":") && target[5] == UInt8(ascii: "/") && target[6] == UInt8(ascii: "/")
            ? 4 : 0
    }

    /// The host inside an authority: after the last `@`, before a `:port` (IPv6 literals keep their brackets).
    static func hostRange(in target: UnsafeBufferPointer<UInt8>, authority: Range<Int>) -> Range<Int> {
        var start = authority.lowerBound
        for index in authority where target[index] == UInt8(ascii: "@") { start = index + 1 }
        var end = authority.upperBound
        var index = end - 1
        while index >= start {
            let byte = target[index]
            if byte == UInt8(ascii: ":") {
                end = index
                break
            }
            if byte == UInt8(ascii: "]") || !ByteScanning.isDigit(byte) { break }
            index -= 1
        }
        return start..<end
    }
}
