import Foundation

/// Decodes a `Decodable` value straight from the values extracted from a URL — no JSON round trip.
///
/// ```swift
/// struct ViewFeed: Decodable { let postIds: [Int]; let unsub: Bool? }
/// let feed = try CaptureDecoder().decode(ViewFeed.self, from: ["postIds": [981, 215]])
/// ```
///
/// The values are what ``CorridorRouter`` extracts: `Int`, `UInt`, `Double`, `Bool`, `String`,
/// `[Any]` for lists, a custom type's own value, or engine `ParamValue`s; nested `[String: Any]`
/// dictionaries and arrays decode into nested types. Conversions are strict, as with JSON: a number
/// never decodes as a `String` nor a `String` as a number, but numbers convert between numeric types
/// when the value fits exactly (`5` decodes as `Double`, `UInt8`, …). A value whose type is exactly
/// the property's type (a `UUID` made by a custom type for a `UUID` property) is taken as it is, and
/// a `String` decodes as a `URL`. Absent keys and `NSNull` are `nil` for optional properties.
public struct CaptureDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes `type` from a dictionary of extracted values.
    ///
    /// - Throws: `DecodingError` when a property is missing or its value does not fit.
    public func decode<T: Decodable>(_ type: T.Type, from values: [String: Any]) throws -> T {
        try CaptureDecoding(value: values, codingPath: []).decodeValue(type)
    }

    /// Decodes `type` from the engine's captures (the last capture wins for a repeated name).
    ///
    /// - Throws: `DecodingError` when a property is missing or its value does not fit.
    public func decode<T: Decodable>(_ type: T.Type, from captures: [Capture]) throws -> T {
        var values: [String: Any] = [:]
        for capture in captures { values[capture.name] = capture.value }
        return try decode(type, from: values)
    }
}
