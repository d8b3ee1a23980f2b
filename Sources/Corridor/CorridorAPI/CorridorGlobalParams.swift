/// Values read from the query of every matched URL, whatever route it resolves to (tracking ids,
/// source user ids). Declared with ``GlobalQueryOptionalParamsMapping``.
///
/// ```swift
/// struct GlobalParams: CorridorGlobalParams {
///     let sourceUserId: String?
/// }
/// ```
public protocol CorridorGlobalParams: Decodable {}

/// The global params of a router created without a ``GlobalQueryOptionalParamsMapping``: no values.
public struct CorridorGlobalParamsNone: CorridorGlobalParams, Equatable, Sendable {
    /// Creates the empty value.
    public init() {}
}
