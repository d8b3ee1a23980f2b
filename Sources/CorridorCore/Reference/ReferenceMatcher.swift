/// A deliberately simple linear first-match scan over a table's routes, written on `String`s and
/// independently of the trie: the oracle the differential tests compare the trie with.
public struct ReferenceMatcher: Sendable {
    /// The table whose routes are scanned.
    public let table: RouteTable

    /// Creates a matcher over `table`'s routes.
    public init(table: RouteTable) {
        self.table = table
    }

    /// The first route (in registration order) matching `target` and `method`.
    public func match(_ target: String, method: String? = nil) -> MatchOutcome {
        guard let url = SimpleURL(target) else { return .notAURL }
        for (index, route) in table.routes.enumerated() where matches(route, url, method) {
            return .matched(index)
        }
        return .unmatched
    }

    private func matches(_ route: Route, _ url: SimpleURL, _ method: String?) -> Bool {
        if let required = route.method, required != method { return false }
        let sources = route.effectiveSources
        if !sources.isEmpty {
            guard let scheme = url.scheme else { return false }
            let accepted = sources.contains { source in
                source.scheme == scheme && (source.host == nil || source.host == url.host)
            }
            if !accepted { return false }
        }
        var position = 0
        for segment in route.format.segments {
            switch segment {
            case .catchAll:
                return queryMatches(route, url)
            case .literal(let literal):
                guard position < url.segments.count, url.segments[position] == literal else { return false }
            case .param(_, let type):
                guard position < url.segments.count, converts(url.segments[position], type) else { return false }
            }
            position += 1
        }
        return position == url.segments.count && queryMatches(route, url)
    }

    private func queryMatches(_ route: Route, _ url: SimpleURL) -> Bool {
        for constraint in route.format.query {
            let value = url.query[constraint.name]
            switch constraint.rule {
            case .required(let type):
                guard let value, converts(value, type) else { return false }
            case .optional(let type):
                if let value, !converts(value, type) { return false }
            case .literal(let literal):
                guard value == literal else { return false }
            }
        }
        return true
    }

    private func converts(_ text: String, _ type: TypeReference) -> Bool {
        guard let base = table.types[type.base] else { return false }
        if !type.isList { return base.value(of: text) != nil }
        return text.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
            base.value(of: String($0)) != nil
        }
    }
}

/// A URL taken apart with plain string operations.
private struct SimpleURL {
    var scheme: String?
    var host: String?
    var segments: [String] = []
    var query: [String: String] = [:]

    init?(_ target: String) {
        var rest = Substring(target)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        guard !rest.isEmpty else { return nil }
        if !rest.hasPrefix("/") {
            guard let separator = rest.firstRange(of: "://") else { return nil }
            let scheme = rest[..<separator.lowerBound]
            guard let first = scheme.first, first.isASCII, first.isLetter,
                scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
            else { return nil }
            self.scheme = scheme.lowercased()
            rest = rest[separator.upperBound...]
            if self.scheme == "http" || self.scheme == "https" {
                let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
                var authority = rest[..<authorityEnd]
                if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
                if let colon = authority.lastIndex(of: ":"),
                    authority[authority.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber })
                {
                    authority = authority[..<colon]
                }
                host = authority.lowercased()
                rest = rest[authorityEnd...]
            }
        }
        var path = rest
        if let question = rest.firstIndex(of: "?") {
            path = rest[..<question]
            for item in rest[rest.index(after: question)...].split(separator: "&") {
                let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = Self.decode(pieces[0])
                query[name] = pieces.count > 1 ? Self.decode(pieces[1]) : ""
            }
        }
        segments = path.split(separator: "/").map { Self.decode($0) }
    }

    /// Percent-decoding, written separately from the engine's.
    static func decode(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
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
        return String(decoding: output, as: UTF8.self)
    }
}
