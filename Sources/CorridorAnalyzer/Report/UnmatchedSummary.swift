/// Requests that matched no route: the exact total, and two bounded Space-Saving tables — exact
/// paths (query dropped) and suggested formats — with their error bounds.
public struct UnmatchedSummary: Sendable, Equatable {
    /// Unmatched requests, exact.
    public var total: Int
    /// Counters per table (the heavy-hitter capacity K).
    public var capacity: Int
    /// Whether ``paths`` counts are exact (the table never had to drop a path).
    public var exact: Bool
    /// Every listed path count overestimates by at most this much, and any path not listed was seen at
    /// most this many times (0 when exact).
    public var errorBound: Int
    /// The whole path table, by count (descending) then path.
    public var paths: [PathCount]
    /// Whether ``suggestions`` counts are exact.
    public var suggestionsExact: Bool
    /// The error bound of ``suggestions``, as ``errorBound``.
    public var suggestionsErrorBound: Int
    /// The whole suggestion table, by hits (descending) then format.
    public var suggestions: [FormatSuggestion]

    /// Creates an unmatched summary.
    public init(
        total: Int, capacity: Int, exact: Bool, errorBound: Int, paths: [PathCount], suggestionsExact: Bool,
        suggestionsErrorBound: Int, suggestions: [FormatSuggestion]
    ) {
        self.total = total
        self.capacity = capacity
        self.exact = exact
        self.errorBound = errorBound
        self.paths = paths
        self.suggestionsExact = suggestionsExact
        self.suggestionsErrorBound = suggestionsErrorBound
        self.suggestions = suggestions
    }

    /// The `n` most frequent unmatched paths.
    public func topPaths(_ n: Int) -> ArraySlice<PathCount> { paths.prefix(max(0, n)) }

    /// The `n` most frequent suggested formats.
    public func topSuggestions(_ n: Int) -> ArraySlice<FormatSuggestion> { suggestions.prefix(max(0, n)) }

    /// The routes-file directive the suggested formats need (`@use hex uuid`), or nil when they use only
    /// built-in types.
    public var directive: String? {
        let needed = ["hex", "uuid"].filter { type in suggestions.contains { $0.format.contains("{\(type)}") } }
        return needed.isEmpty ? nil : "@use " + needed.joined(separator: " ")
    }
}

/// An unmatched path and its (estimated) count.
public struct PathCount: Sendable, Equatable {
    /// The raw path, query dropped (cut at 1,024 bytes, marked `…`).
    public var path: String
    /// Times seen (an overestimate by at most ``error``).
    public var count: Int
    /// The count this path inherited when it took over a counter (0 when exact).
    public var error: Int

    /// Creates a path count.
    public init(path: String, count: Int, error: Int) {
        self.path = path
        self.count = count
        self.error = error
    }
}

/// A suggested format for a group of unmatched paths of one shape.
public struct FormatSuggestion: Sendable, Equatable {
    /// A Corridor format that parses (`/api/v9/items/:itemId{int}`); `uuid` and `hex` need
    /// `@use uuid hex` in the routes file.
    public var format: String
    /// Unmatched requests of this shape (an overestimate by at most ``error``).
    public var hits: Int
    /// The count inherited when the shape took over a counter (0 when exact).
    public var error: Int
    /// Up to three example paths (the lexicographically smallest seen).
    public var examples: [String]

    /// Creates a suggestion.
    public init(format: String, hits: Int, error: Int, examples: [String]) {
        self.format = format
        self.hits = hits
        self.error = error
        self.examples = examples
    }
}
