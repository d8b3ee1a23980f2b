/// A suggested format of unmatched traffic as an OpenAPI path (`corridor suggest`): the template
/// (`/widgets/{widgetId}`), its parameters typed from what the format suggester inferred, and what the report says
/// about the traffic (hits, first and last seen, an example path).
public struct SuggestedPath: Sendable, Equatable {
    /// The type of a path parameter, as the suggester inferred it from the unmatched paths.
    public enum ParameterType: String, Sendable, Equatable, CaseIterable {
        /// Integers (`{int}`): OpenAPI `type: integer`.
        case integer
        /// UUIDs (`{uuid}`): `type: string, format: uuid`.
        case uuid
        /// Long hex strings (`{hex}`): `type: string` with a hex `pattern`.
        case hex
        /// Dates (`2024-01-31`; the examples show it): `type: string, format: date`.
        case date
        /// Anything else: `type: string`.
        case string
    }

    /// A path parameter: its name and type.
    public struct Parameter: Sendable, Equatable {
        /// The name (`widgetId`).
        public var name: String
        /// The type.
        public var type: ParameterType

        /// Creates a parameter.
        public init(name: String, type: ParameterType) {
            self.name = name
            self.type = type
        }
    }

    /// The OpenAPI path template, relative to the description's server prefix when the report came from a
    /// description and the path lies under it (`/widgets/{widgetId}`).
    public var template: String
    /// The path parameters, in path order.
    public var parameters: [Parameter]
    /// The suggested Corridor format it came from (`/api/widgets/:widgetId{int}`); formats that give the same
    /// template (`…/:userId{int}` and `…/:userId{uuid}`) are joined by ` | ` (and their parameter is a string).
    public var format: String
    /// Requests to the shape (an overestimate by at most ``error`` when the table dropped keys).
    public var hits: Int
    /// The most ``hits`` overestimates.
    public var error: Int
    /// When the shape was first and last requested; nil without request times.
    public var seen: TimeRange?
    /// An example path (the first of the suggestion's examples).
    public var example: String?
    /// Whether the path lies outside every server prefix of the description (kept whole then).
    public var outsideServerPrefix: Bool

    /// Creates a suggested path.
    public init(
        template: String, parameters: [Parameter], format: String, hits: Int, error: Int, seen: TimeRange?,
        example: String?, outsideServerPrefix: Bool = false
    ) {
        self.template = template
        self.parameters = parameters
        self.format = format
        self.hits = hits
        self.error = error
        self.seen = seen
        self.example = example
        self.outsideServerPrefix = outsideServerPrefix
    }
}
