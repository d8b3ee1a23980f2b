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
