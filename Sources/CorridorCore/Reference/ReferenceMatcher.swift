/// A deliberately simple linear first-match scan over a table's routes, written on `String`s and
/// independently of the trie: the oracle the differential tests compare the trie with.
package struct ReferenceMatcher: Sendable {
    /// The table whose routes are scanned.
    package let table: RouteTable

    /// Creates a matcher over `table`'s routes.
    package init(table: RouteTable) {
        self.table = table
    }

    /// The first route (in registration order) at index `lowerBound` or later matching `target` and
    /// `method`; with `isTemplate`, `target` read as a route template (``RouteTable/match(template:method:)``).
    package func match(_ target: String, method: String? = nil, from lowerBound: Int = 0, isTemplate: Bool = false)
        -> MatchOutcome
    {
        guard let url = SimpleURL(target) else { return .notAURL }
        for (index, route) in table.routes.enumerated() where index >= lowerBound {
            for format in route.allFormats {
                let entry = Route(name: route.name, method: route.method, format: format, sources: route.sources)
                if matches(entry, url, method, isTemplate: isTemplate) { return .matched(index) }
            }
        }
        return .unmatched
    }

    private func matches(_ route: Route, _ url: SimpleURL, _ method: String?, isTemplate: Bool) -> Bool {
        if let required = route.method, Array(required.utf8) != method.map({ Array($0.utf8) }) { return false }
        let sources = route.effectiveSources
        if !sources.isEmpty {
            guard let scheme = url.scheme else { return false }
            let accepted = sources.contains { source in
                Array(source.scheme.utf8) == scheme
                    && (source.host == nil || source.host.map { Array($0.utf8) } == url.host
                        || source.host.map { Array($0.utf8) } == url.hostAndPort)
            }
            if !accepted { return false }
        }
        var position = 0
        for segment in route.format.segments {
            switch segment {
            case .catchAll:
                // A catch-all takes any rest, a template's `{name+}` included.
                return queryMatches(route, url)
            case .literal(let literal):
                guard position < url.segments.count else { return false }
                // A custom scheme's host (its first component) compares case-insensitively, for a route
                // that accepts a custom scheme or any source.
                let exact = url.segments[position] == Array(literal.utf8)
                // (Not in a template, which the trie's template walk matches as written.)
                let folded =
                    !isTemplate && position == 0
                    && (sources.isEmpty || sources.contains(where: { !$0.isUniversalLink }))
                    && url.customHost == Array(literal.utf8).map(SimpleURL.lowercase)
                guard exact || folded else { return false }
            case .param(_, let type):
                guard position < url.segments.count else { return false }
                let segment = url.segments[position]
                // In a template, `{name}` is any value of any parameter; a last `{name+}` is one or more segments, which
                // no parameter takes.
                let name = segment.dropFirst().dropLast()
                let isPlaceholder =
                    isTemplate && segment.first == 0x7B && segment.last == 0x7D && !name.isEmpty
                    && !name.contains(0x7B) && !name.contains(0x7D)
                let isGreedy =
                    isPlaceholder && position == url.segments.count - 1 && segment.count >= 4
                    && segment[segment.count - 2] == 0x2B
                guard !isGreedy, isPlaceholder || converts(segment, type) else { return false }
            }
            position += 1
        }
        return position == url.segments.count && queryMatches(route, url)
    }

    private func queryMatches(_ route: Route, _ url: SimpleURL) -> Bool {
        for constraint in route.format.query {
            let value = url.query[Array(constraint.name.utf8)]
            switch constraint.rule {
            case .required(let type):
                guard let value, converts(value, type) else { return false }
            case .optional(let type):
                if let value, !converts(value, type) { return false }
            case .literal(let literal):
                guard value == Array(literal.utf8) else { return false }
            }
        }
        return true
    }

    private func converts(_ bytes: [UInt8], _ type: TypeReference) -> Bool {
        guard let base = table.types[type.base] else { return false }
        let elements =
            type.isList ? bytes.split(separator: 0x2C, omittingEmptySubsequences: false).map(Array.init) : [bytes]
        return elements.allSatisfy { base.value(of: String(decoding: $0, as: UTF8.self)) != nil }
    }
}

/// A URL taken apart with plain operations on its UTF-8 bytes (never `Character`s: a combining mark
/// after `/` must not merge with it, and comparisons are byte for byte, not canonical equivalence).
private struct SimpleURL {
    var scheme: [UInt8]?
    var host: [UInt8]?
    /// The host with its `:port`, when the authority has one.
    var hostAndPort: [UInt8]?
    /// For a custom scheme, the first segment decoded after lowercasing its ASCII capitals.
    var customHost: [UInt8]?
    var segments: [[UInt8]] = []
    var query: [[UInt8]: [UInt8]] = [:]

    init?(_ target: String) {
        var rest = Array(target.utf8)
        if let hash = rest.firstIndex(of: 0x23) { rest = Array(rest[..<hash]) }
        guard !rest.isEmpty else { return nil }
        if rest[0] != 0x2F {
            guard let separator = Self.find([0x3A, 0x2F, 0x2F], in: rest) else { return nil }
            let scheme = rest[..<separator]
            guard let first = scheme.first, Self.isLetter(first),
                scheme.allSatisfy({
                    Self.isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E
                })
            else { return nil }
            self.scheme = scheme.map(Self.lowercase)
            rest = Array(rest[(separator + 3)...])
            if self.scheme == Array("http".utf8) || self.scheme == Array("https".utf8) {
                let authorityEnd = rest.firstIndex(where: { $0 == 0x2F || $0 == 0x3F }) ?? rest.endIndex
                var authority = Array(rest[..<authorityEnd])
                if let at = authority.lastIndex(of: 0x40) { authority = Array(authority[(at + 1)...]) }
                if let colon = authority.lastIndex(of: 0x3A),
                    authority[(colon + 1)...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
                {
                    if colon + 1 < authority.count { hostAndPort = authority.map(Self.lowercase) }
                    authority = Array(authority[..<colon])
                }
                host = authority.map(Self.lowercase)
                rest = Array(rest[authorityEnd...])
            }
        }
        var path = rest[...]
        if let question = rest.firstIndex(of: 0x3F) {
            path = rest[..<question]
            for item in rest[(question + 1)...].split(separator: 0x26) {
                let pieces = item.split(separator: 0x3D, maxSplits: 1, omittingEmptySubsequences: false)
                query[Self.decode(pieces[0])] = pieces.count > 1 ? Self.decode(pieces[1]) : []
            }
        }
        let pieces = path.split(separator: 0x2F)
        segments = pieces.map { Self.decode($0) }
        if scheme != nil && host == nil, let first = pieces.first {
            customHost = Self.decode(ArraySlice(first.map(Self.lowercase)))
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }
    static func lowercase(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    /// Percent-decoding, written separately from the engine's.
    static func decode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(bytes)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16),
                bytes[index + 1] != 0x2B, bytes[index + 1] != 0x2D
            {
                output.append(value)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }
}
