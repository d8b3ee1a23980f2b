import CorridorCore

/// The unmatched requests sorted for people: probe traffic (``ProbePaths``) apart, and the suggested
/// formats split into those worth adding to the routes table — a parameter that took several distinct
/// values, so the format generalizes — and those that only repeat one literal path (a format without
/// a parameter, or a parameter seen with one value), which are not proposed as routes. A route
/// template's path (a gateway's `/widgets/{widgetId}`) stands for every value of its parameters: its
/// format is proposed however few paths it was seen with.
///
/// Applied when a report is rendered (text, JSON, HTML); the summary itself is left as counted, so
/// merging and the JSON table are unaffected.
package struct UnmatchedTriage: Sendable, Equatable {
    /// Listed unmatched paths that are probe traffic, by count.
    package var probePaths: [PathCount]
    /// Requests of ``probePaths`` (from the kept table: a lower bound when the table is not exact).
    package var probeRequests: Int
    /// Suggestions with a parameter seen with several distinct values, by hits: the ones to propose.
    package var generalizing: [FormatSuggestion]
    /// Suggestions that only repeat one literal path (not proposed).
    package var singlePath: [FormatSuggestion]
    /// Suggestions whose examples are all probe paths (not proposed).
    package var probes: [FormatSuggestion]
    /// The routes-file directive ``generalizing`` needs (`@use hex uuid`), or nil.
    package var directive: String?

    /// Sorts `summary`'s paths and suggestions.
    package init(_ summary: UnmatchedSummary) {
        probePaths = summary.paths.filter { ProbePaths.contains($0.path) }
        probeRequests = probePaths.reduce(0) { $0 + $1.count }
        generalizing = []
        singlePath = []
        probes = []
        for suggestion in summary.suggestions {
            if !suggestion.examples.isEmpty && suggestion.examples.allSatisfy(ProbePaths.contains) {
                probes.append(suggestion)
            } else if UnmatchedTriage.generalizes(suggestion) {
                generalizing.append(suggestion)
            } else {
                singlePath.append(suggestion)
            }
        }
        var proposed = summary
        proposed.suggestions = generalizing
        directive = proposed.directive
    }

    /// Whether `suggestion` has a parameter and was seen with at least two distinct paths, or comes from a route
    /// template (a `{name}` or `{name+}` segment).
    package static func generalizes(_ suggestion: FormatSuggestion) -> Bool {
        (suggestion.format.contains(":") && Set(suggestion.examples).count >= 2)
            || suggestion.examples.contains(where: isRouteTemplate)
    }

    /// Whether `path` has a route template's segment (`{name}`, `{name+}`, as the suggester reads them).
    static func isRouteTemplate(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).contains { segment in
            Array(segment).withUnsafeBufferPointer { bytes in
                switch FormatSuggester.shape(ofRaw: bytes) {
                case .templateParameter, .templateCatchAll: true
                default: false
                }
            }
        }
    }
}
