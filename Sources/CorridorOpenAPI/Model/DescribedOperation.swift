/// One operation of an API description, in the terms the route mapping needs; the same for
/// Swagger 2.0, OpenAPI 3.0 and 3.1.
struct DescribedOperation: Sendable {
    /// `GET`, `POST`, … (uppercase).
    let method: String
    /// The path template as written (`/users/{id}`).
    let template: String
    /// The server or `basePath` path prefixes (`/v2`), "" for none; never empty. The operation is
    /// served under each (one route, matched under every prefix).
    let prefixes: [String]
    /// Whether the operation is marked `deprecated: true`.
    let deprecated: Bool
    /// The `operationId`, when there is one.
    let operationId: String?
    /// Where the operation is (`#/paths/~1users~1{id}/get`).
    let location: DescriptionLocation
    /// Path parameters by name (path-level ones overridden by operation-level ones).
    let pathParameters: [String: DescribedParameter]
    /// Query parameters, in order.
    let queryParameters: [DescribedParameter]
    /// Header and cookie parameters' names (never part of a match).
    let otherParameters: [String]
}

/// A parameter and the value type its schema asks for.
struct DescribedParameter: Sendable {
    let name: String
    let required: Bool
    let type: ParameterType
    let location: DescriptionLocation
}

/// The value type of a parameter, from its schema.
enum ParameterType: Equatable, Sendable {
    case int
    case int64
    case double
    case bool
    case uuid
    case oneOf([String])
    /// A string, or what isn't expressible more precisely (`why` says what was approximated).
    case string(why: String?)
}
