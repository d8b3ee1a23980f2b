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

    /// A summary of two heavy-hitter tables (rows listed in report order).
    package init(total: Int, capacity: Int, paths: HeavyHitters, suggestions: HeavyHitters) {
        self.init(
            total: total, capacity: capacity, exact: paths.isExact, errorBound: paths.errorBound,
            paths: paths.reportRows, suggestionsExact: suggestions.isExact,
            suggestionsErrorBound: suggestions.errorBound, suggestions: suggestions.reportRows)
    }

    /// The path table as a ``HeavyHitters`` (for merging).
    package var pathTable: HeavyHitters {
        HeavyHitters(rows: paths, exact: exact, errorBound: errorBound, capacity: capacity)
    }

    /// The suggestion table as a ``HeavyHitters`` (for merging).
    package var suggestionTable: HeavyHitters {
        HeavyHitters(
            rows: suggestions, exact: suggestionsExact, errorBound: suggestionsErrorBound, capacity: capacity,
            exampleLimit: UnmatchedPathKey.exampleLimit)
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
