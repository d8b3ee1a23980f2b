/// Query parameters read from every matched URL, regardless of its route, and the decoder that
/// turns them into a ``CorridorGlobalParams`` value.
///
/// ```swift
/// let mapping = GlobalQueryOptionalParamsMapping(params: ["sourceUserId"],
///                                                decoder: { try corridorGlobalParamsResponse($0, GlobalParams.self) })
/// let router = CorridorRouter(globalQueryOptionalParamsMapping: mapping)
/// ```
///
/// Global params never make a route fail to match, and formats may not use their names. Their
/// values are strings (the decoded query values; the last one wins for a repeated name); absent
/// params are left out of the dictionary.
public struct GlobalQueryOptionalParamsMapping {
    /// The query parameter names.
    public let params: [String]
    /// Makes the global params from the values present in a matched URL's query.
    public let decoder: (_ extracted: [String: Any]) throws -> CorridorGlobalParams

    /// Creates a mapping of `params`, decoded by `decoder`.
    public init(params: [String], decoder: @escaping (_ extracted: [String: Any]) throws -> CorridorGlobalParams) {
        self.params = params
        self.decoder = decoder
    }
}
