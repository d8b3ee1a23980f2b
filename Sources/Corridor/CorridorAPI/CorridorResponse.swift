/// Makes a route of type `type` from the values a ``CorridorRouter`` extracted from a URL.
///
/// ```swift
/// router.register("/user/:userId{int}", { try corridorResponse($0, ViewUserProfile.self) })
/// ```
///
/// Decodes with ``CaptureDecoder``, straight from the values (no JSON round trip).
///
/// - Throws: `DecodingError` when a property is missing or its value has another type.
public func corridorResponse<T: CorridorRoute>(_ params: [String: Any], _ type: T.Type) throws -> T {
    try CaptureDecoder().decode(type, from: params)
}

/// Makes the global params of type `type` from the query values a ``CorridorRouter`` extracted
/// from a URL.
///
/// ```swift
/// GlobalQueryOptionalParamsMapping(params: ["sourceUserId"],
///                                  decoder: { try corridorGlobalParamsResponse($0, GlobalParams.self) })
/// ```
///
/// - Throws: `DecodingError` when a property is missing or its value has another type.
public func corridorGlobalParamsResponse<T: CorridorGlobalParams>(_ params: [String: Any], _ type: T.Type) throws -> T {
    try CaptureDecoder().decode(type, from: params)
}
