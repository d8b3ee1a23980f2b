/// A value made from a matched URL: its properties are the format's parameters.
///
/// ```swift
/// struct ViewUserProfile: CorridorRoute {
///     let userId: Int
/// }
/// router.register("/user/:userId{int}", { try corridorResponse($0, ViewUserProfile.self) })
/// ```
///
/// A property named like a path or query parameter receives its typed value; an optional
/// property is `nil` when an optional query parameter is absent.
public protocol CorridorRoute: Decodable {}
