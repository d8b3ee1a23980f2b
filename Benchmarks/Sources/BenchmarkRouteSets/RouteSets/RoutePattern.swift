/// One route of a benchmark route set: its method and its path pattern, split into segments, so that
/// each router can be given the route in its own syntax.
public struct RoutePattern: Hashable, Sendable {
    /// One segment of a path pattern.
    public enum Segment: Hashable, Sendable {
        /// A literal segment, compared as written.
        case literal(String)
        /// A parameter matching one segment; `isInt` is true for Corridor's `{int}` type
        /// (the peers, which have no types, see a plain parameter).
        case param(name: String, isInt: Bool)
        /// A catch-all matching the remaining segments (last segment only).
        case catchAll
    }

    /// The HTTP method the route is registered for.
    public let method: String
    /// The path segments, without empty ones.
    public let segments: [Segment]

    /// Creates a route from its method and segments.
    public init(method: String, segments: [Segment]) {
        self.method = method
        self.segments = segments
    }

    /// The route in Corridor's format language: `/repos/:owner/:id{int}`.
    public var corridorFormat: String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .param(let name, let isInt): ":" + name + (isInt ? "{int}" : "")
            case .catchAll: "*"
            }
        }.joined(separator: "/")
    }

    /// The route as a typeless `:name` path, the syntax routing-kit users and Hummingbird share.
    public var untypedPath: String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .param(let name, _): ":" + name
            case .catchAll: "**"
            }
        }.joined(separator: "/")
    }

    /// The request path matchit's benchmark looks this route up with: every parameter replaced by the
    /// text of its name (`/repos/:owner/:repo` → `/repos/owner/repo`), or by a number for an `{int}`
    /// parameter, which a name would not satisfy.
    public var literalLookupPath: String {
        "/" + segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .param(let name, let isInt): isInt ? "12345" : name
            case .catchAll: "rest/of/path"
            }
        }.joined(separator: "/")
    }
}

extension RoutePattern {
    /// Parses one `METHOD /path/:param` line of a route-set file (the format of `Data/*.routes`).
    ///
    /// - Returns: nil for a line that is not a route (a comment, a blank line, anything malformed).
    public init?(routeLine line: Substring) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 2, let path = fields.last, path.first == "/" else { return nil }
        let segments = path.split(separator: "/").map { text -> Segment in
            if text == "*" || text == ".*" { return .catchAll }
            guard text.first == ":" else { return .literal(String(text)) }
            var name = text.dropFirst()
            var isInt = false
            if let brace = name.firstIndex(of: "{") {
                isInt = name[brace...] == "{int}"
                name = name[..<brace]
            }
            return .param(name: String(name), isInt: isInt)
        }
        self.init(method: String(fields[0]), segments: segments)
    }
}
