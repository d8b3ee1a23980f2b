/// A route that matched a URL, with what a router needs to act on it. Captures are read lazily.
struct RouteMatch<Payload> {
    /// The matched definition.
    let definition: RouteDefinition<Payload>
    /// The definition's position in registration order.
    let definitionIndex: Int
    /// The engine route that matched (an index into `table`).
    let engineIndex: Int
    /// The compiled table the match came from.
    let table: RouteTable
    /// The URL, rewritten for the engine.
    let target: MatchTarget

    /// The typed values of the route's path and query parameters (original case).
    var captures: [Capture] {
        table.captures(route: engineIndex, target: target.target)
    }

    /// The URL's decoded query items, in order.
    var queryItems: [(name: String, value: String)] {
        RequestTarget.queryItems(of: target.target)
    }

    /// The values of the router's global params present in the URL's query.
    var globalParamValues: [String: String] {
        table.globalParamValues(target: target.target)
    }
}
