/// A segment of a route *template* — a path as a gateway logs the resource it routed to (`/users/{id}`,
/// `/files/{proxy+}`: Amazon API Gateway's `$context.resourcePath` and `$context.routeKey`, OpenAPI's paths) — read
/// by what it stands for: a whole segment `{name}` stands for any one value, and a last segment `{name+}` for one or
/// more segments of any value. Anything else is a segment as written.
package enum RouteTemplateSegment: Equatable, Sendable {
    /// A segment as written: compared as any URL segment is.
    case literal
    /// `{name}`: any one value — it matches every parameter, whatever its type, and a catch-all.
    case placeholder
    /// `{name+}` as the last segment: one or more segments of any value — only a catch-all covers it.
    case greedy

    /// How `segment` (percent-decoded) reads in a template where it is last or not.
    package init(_ segment: UnsafeBufferPointer<UInt8>, isLast: Bool) {
        let count = segment.count
        guard count >= 3, segment[0] == UInt8(ascii: "{"), segment[count - 1] == UInt8(ascii: "}") else {
            self = .literal
            return
        }
        // The name between the braces holds no brace of its own.
        for index in 1..<(count - 1) where segment[index] == UInt8(ascii: "{") || segment[index] == UInt8(ascii: "}") {
            self = .literal
            return
        }
        self = isLast && count >= 4 && segment[count - 2] == UInt8(ascii: "+") ? .greedy : .placeholder
    }
}
