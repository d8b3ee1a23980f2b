import Foundation

/// The `Decoder` behind ``CaptureDecoder``: one value (a dictionary, an array or a scalar) at a
/// coding path.
struct CaptureDecoding: Decoder {
    /// The value, normalized (optionals unwrapped, `ParamValue` turned into Swift values); `nil`
    /// for an absent or null value.
    let value: Any?
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: Any?, codingPath: [any CodingKey]) {
        self.value = Self.normalize(value)
        self.codingPath = codingPath
    }

    /// Unwraps nested optionals, maps `NSNull` to `nil` and `ParamValue` to its Swift value.
    static func normalize(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return normalize(wrapped)
        }
        if value is NSNull { return nil }
        if let parameter = value as? ParamValue { return parameter.anyValue }
        return value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let dictionary = value as? [String: Any] else {
            throw mismatch([String: Any].self, "a dictionary of values")
        }
        return KeyedDecodingContainer(CaptureKeyedContainer<Key>(values: dictionary, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let array = value as? [Any] else { throw mismatch([Any].self, "a list") }
        return CaptureUnkeyedContainer(values: array, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CaptureSingleValueContainer(decoding: self)
    }

    /// Decodes `type` from this value: the value itself when it already has that type, a `URL`
    /// from a `String`, else through `type`'s `Decodable` conformance.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        guard let value else {
            // Optional<Wrapped> decodes `nil` through `decodeNil()`.
            if T.self is any OptionalMarker.Type { return try T(from: self) }
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \(type)"))
        }
        if let same = value as? T { return same }
        if T.self == URL.self, let text = value as? String {
            guard let url = URL(string: text) as? T else { throw mismatch(type, "a URL") }
            return url
        }
        return try T(from: self)
    }

    /// A `typeMismatch` error describing the value found.
    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        let found = value.map { "\(Swift.type(of: $0)) \(String(reflecting: $0))" } ?? "nothing"
        return DecodingError.typeMismatch(
            type,
            DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found \(found)"))
    }
}

/// Marks `Optional` so an absent value can decode as `nil` when `Optional` itself is requested.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}

/// A `CodingKey` for positions in a list and for `super`.
struct CaptureCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
