/// One registered route as a router keeps it: the parsed format, the link sources it is restricted
/// to, and what the router does with a match (a decoder, a handler).
struct RouteDefinition<Payload> {
    /// The parsed format.
    let format: RouteFormat
    /// The sources the route is restricted to by accept policies and groups; `nil` when it accepts
    /// every source the router accepts.
    let restriction: Set<LinkSource>?
    /// The router's action for this route.
    let payload: Payload

    /// The sources the route really accepts: the format's own source, else its restriction, else
    /// the router's sources. Empty means any URL (a router without link sources).
    func effectiveSources(routerSources: Set<LinkSource>) -> Set<LinkSource> {
        if let source = format.source { return [source] }
        return restriction ?? routerSources
    }

    /// The names of the format's path parameters (and `*` for a catch-all).
    var pathParameterNames: Set<String> {
        var names: Set<String> = []
        for segment in format.segments {
            switch segment {
            case .param(let name, _): names.insert(name)
            case .catchAll: names.insert("*")
            case .literal: break
            }
        }
        return names
    }
}
