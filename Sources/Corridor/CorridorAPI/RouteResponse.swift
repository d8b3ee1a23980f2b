/// A matched URL: the route decoded from it and the router's global params.
public struct RouteResponse {
    /// The route, to be switched on by type (`case let route as ViewUserProfile:`).
    public let route: CorridorRoute
    /// The global params (``CorridorGlobalParamsNone`` when the router has no mapping).
    public let globalParams: CorridorGlobalParams

    /// Creates a response.
    public init(route: CorridorRoute, globalParams: CorridorGlobalParams) {
        self.route = route
        self.globalParams = globalParams
    }
}
