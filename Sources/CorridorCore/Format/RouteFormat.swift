/// A parsed URL format: an optional link source, path segments and query constraints.
///
/// Made by ``FormatParser``; compiled into a segment trie by ``RouteTable``.
public struct RouteFormat: Hashable, Sendable {
    /// The format as written.
    public let text: String
    /// The link source the format carries (`pokedex://…`, `https://example.com/…`), if any.
    public let source: LinkSource?
    /// The path segments, in order.
    public let segments: [FormatSegment]
    /// The query constraints, in order.
    public let query: [QueryConstraint]

    /// Creates a format from parts (``FormatParser`` is the usual way).
    public init(text: String, source: LinkSource?, segments: [FormatSegment], query: [QueryConstraint]) {
        self.text = text
        self.source = source
        self.segments = segments
        self.query = query
    }

    /// Whether the last segment is a catch-all.
    public var endsWithCatchAll: Bool {
        if case .catchAll = segments.last { return true }
        return false
    }

    /// The names of the path and query parameters, in order.
    public var parameterNames: [String] {
        var names: [String] = []
        for segment in segments {
            if case .param(let name, _) = segment { names.append(name) }
        }
        names.append(contentsOf: query.map(\.name))
        return names
    }

    /// A canonical spelling of the format (same for `/user?:a` and `/user/?:a{string}`), used to find duplicates.
    public var canonical: String {
        var text = source.map { "\($0.scheme)://\($0.host ?? "")" } ?? ""
        text += "/" + segments.map(\.description).joined(separator: "/")
        if !query.isEmpty {
            text += "?" + query.map(\.description).joined(separator: "&")
        }
        return text
    }
}

/// One path segment of a format.
public enum FormatSegment: Hashable, Sendable, CustomStringConvertible {
    /// A literal, compared byte for byte with the decoded URL segment.
    case literal(String)
    /// A parameter: matches one segment whose decoded value its type converts.
    case param(name: String, type: TypeReference)
    /// `*` or `.*`: zero or more remaining segments (last segment only).
    case catchAll

    /// The segment in format syntax.
    public var description: String {
        switch self {
        case .literal(let text): return text
        case .param(let name, let type): return ":\(name){\(type)}"
        case .catchAll: return "*"
        }
    }
}

/// A reference to a base type, possibly as a comma-separated list (`[int]`).
public struct TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// The base type name (`int`).
    public let base: String
    /// Whether the value is a comma-separated list of the base type.
    public let isList: Bool

    /// Creates a reference to `base`, as a list when `isList`.
    public init(base: String, isList: Bool = false) {
        self.base = base
        self.isList = isList
    }

    /// `int` or `[int]`.
    public var description: String { isList ? "[\(base)]" : base }
}

/// What a query constraint demands of its item.
public enum QueryRule: Hashable, Sendable {
    /// Present and converting (`{int}`).
    case required(TypeReference)
    /// Absent, or present and converting (`{int?}`).
    case optional(TypeReference)
    /// Present and equal to the value (`{'email'}`).
    case literal(String)
}

/// A query item a format constrains (`:userId{int?}`).
public struct QueryConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The query item name (case-sensitive).
    public let name: String
    /// What the item must be.
    public let rule: QueryRule

    /// Creates a constraint on the item `name`.
    public init(name: String, rule: QueryRule) {
        self.name = name
        self.rule = rule
    }

    /// The constraint in format syntax.
    public var description: String {
        switch rule {
        case .required(let type): return ":\(name){\(type)}"
        case .optional(let type): return ":\(name){\(type)?}"
        case .literal(let value): return ":\(name){'\(value)'}"
        }
    }
}
