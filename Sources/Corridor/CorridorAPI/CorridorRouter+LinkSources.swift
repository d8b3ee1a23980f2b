extension CorridorRouter {
    /// The link sources the router accepts (empty: any URL).
    public var linkSources: Set<LinkSource> { routes.linkSources }

    /// Adds a route restricted by `policy` (`.any`, or `.only(for:)` some of the router's link
    /// sources). Routes are tried in registration order; a decoder that throws passes the URL on to
    /// the next matching route.
    ///
    /// - Throws: ``RouteValidationError``: a malformed format (with its column), a source the router
    ///   does not accept, or a format whose own source the router does not accept.
    public func add(
        _ format: String, accepting policy: AcceptPolicy, _ decoder: @escaping RouteDecoder
    ) throws(RouteValidationError) {
        try routes.add(format, restrictions: policy.sources.map { [$0] } ?? [], payload: decoder)
    }

    /// Adds a route restricted by `policy`, decoding `Route` straight from the captured values.
    ///
    /// - Throws: ``RouteValidationError`` as ``add(_:accepting:_:)``.
    public func add<Route: CorridorRoute>(
        _ format: String, as type: Route.Type, accepting policy: AcceptPolicy
    ) throws(RouteValidationError) {
        try add(format, accepting: policy) { try CaptureDecoder().decode(Route.self, from: $0) }
    }
}
