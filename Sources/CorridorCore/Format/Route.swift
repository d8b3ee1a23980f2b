/// One route of a table: a parsed format with its name, optional HTTP method and accepted link sources.
public struct Route: Hashable, Sendable {
    /// A unique name. Unnamed routes are named by their line text (`GET /a/:b`).
    public let name: String
    /// The HTTP method the route is restricted to (case-sensitive); `nil` for any method.
    public let method: String?
    /// The parsed format.
    public let format: RouteFormat
    /// The link sources the route accepts (empty: any). A format that carries its own source
    /// (`pokedex://…`) accepts that source only.
    public let sources: [LinkSource]
    /// The line in the routes file the route came from, when it came from one.
    public let line: Int?
    /// Whether the route is deprecated (OpenAPI `deprecated: true`, or `@deprecated` in a routes file):
    /// still matched like any other, and reported apart when it gets traffic.
    public let deprecated: Bool
    /// The same route under other path prefixes (an OpenAPI operation served under several `servers`
    /// paths): a URL matching any of them is a match of this route, at this route's precedence, and
    /// its hits are this route's. Empty for most routes.
    public let alternateFormats: [RouteFormat]

    /// Creates a route; without a name it is named `METHOD format` (or `format`).
    public init(
        name: String? = nil, method: String? = nil, format: RouteFormat, sources: [LinkSource] = [], line: Int? = nil,
        deprecated: Bool = false, alternateFormats: [RouteFormat] = []
    ) {
        self.name = name ?? (method.map { "\($0) \(format.text)" } ?? format.text)
        self.method = method
        self.format = format
        self.sources = sources
        self.line = line
        self.deprecated = deprecated
        self.alternateFormats = alternateFormats
    }

    /// The route's format, then its ``alternateFormats``.
    public var allFormats: [RouteFormat] { [format] + alternateFormats }

    /// The sources the route really accepts: the format's own, else ``sources``.
    public var effectiveSources: [LinkSource] {
        format.source.map { [$0] } ?? sources
    }
}
