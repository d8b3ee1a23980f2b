/// What a description's operation becomes: a route name, method and format, or nothing (then the
/// warnings say why).
struct RouteSpecification: Sendable {
    let operation: DescribedOperation
    /// The name: `operationId`, else `METHOD /template`.
    let name: String
    /// The format text (`/v2/users/:id{int}`).
    let format: String
    /// The same operation under the description's other server prefixes (`/beta/users/:id{int}`).
    let alternateFormats: [String]
    /// The segments, prefix included, for OpenAPI precedence.
    let segments: [PrecedenceSegment]

    /// Whether this route must be registered before `other`: some URL matches both, and at the
    /// first place where they differ in kind this one has a literal where `other` has a template
    /// (or a template where `other` has a catch-all).
    func mustPrecede(_ other: RouteSpecification) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            if mine.kind == .catchAll || theirs.kind == .catchAll { return mine.kind < theirs.kind }
            if mine.kind == .literal && theirs.kind == .literal {
                if mine.text != theirs.text { return false }
                continue
            }
            if mine.kind != theirs.kind {
                return segments.count == other.segments.count && mine.kind < theirs.kind
            }
        }
        return false
    }
}

/// A segment of a route, for precedence: its kind and, for a literal, its text.
struct PrecedenceSegment: Sendable {
    enum Kind: Int, Comparable, Sendable {
        case literal, template, catchAll
        static func < (left: Kind, right: Kind) -> Bool { left.rawValue < right.rawValue }
    }
    let kind: Kind
    let text: String
}

/// The shapes of the routes registered so far, for answering in constant time (per segment) whether a
/// new route must precede any of them (``RouteSpecification/mustPrecede(_:)``): that needs a registered
/// route with the same segments up to some place where it has a catch-all and the new one does not,
/// or a template where the new one has a literal (with as many segments). A `false` is exact; a `true`
/// is followed by the scan that finds the place.
struct PrecedenceShapes {
    private var keys: Set<String> = []

    /// The segments before `end` as a key: literals by text, templates as one mark.
    private static func prefix(_ segments: [PrecedenceSegment], _ end: Int) -> String {
        var key = ""
        for segment in segments[..<end] {
            switch segment.kind {
            case .literal: key += "L\(segment.text.utf8.count):\(segment.text)"
            case .template: key += "T"
            case .catchAll: key += "*"
            }
        }
        return key
    }

    /// Whether `route` must precede some registered route (never `false` when it must).
    func mayPrecede(_ route: RouteSpecification) -> Bool {
        guard !keys.isEmpty else { return false }
        for (index, segment) in route.segments.enumerated() {
            if segment.kind == .catchAll { return false }
            let prefix = Self.prefix(route.segments, index)
            if keys.contains(prefix + "|*") { return true }
            if segment.kind == .literal, keys.contains(prefix + "|T|\(route.segments.count)") { return true }
        }
        return false
    }

    /// Registers `route`'s shape.
    mutating func insert(_ route: RouteSpecification) {
        for (index, segment) in route.segments.enumerated() {
            switch segment.kind {
            case .literal: continue
            case .template: keys.insert(Self.prefix(route.segments, index) + "|T|\(route.segments.count)")
            case .catchAll:
                keys.insert(Self.prefix(route.segments, index) + "|*")
                return
            }
        }
    }
}
