/// A custom base type for formats (`:userId{uint}`): a name and a conversion from the URL text.
///
/// ```swift
/// struct CorridorTypeUInt: CorridorTypeProtocol {
///     let name = "uint"
///     func convertToType(from value: String) -> Any? {
///         UInt(value)
///     }
/// }
/// ```
///
/// Implement either ``convert(from:)`` or ``convertToType(from:)`` (the two spellings Corridor's
/// code and README use); each defaults to the other, so implement at least one. A value converts
/// when the function returns non-`nil`; the returned value is what the route's decoder receives.
/// Names must be alphabetic and differ from every registered type.
public protocol CorridorTypeProtocol: CorridorTypeConverterProtocol, Sendable {
    /// The name used in formats (`uint` in `:userId{uint}`). Alphabetic.
    var name: String { get }
    /// The README's spelling of ``CorridorTypeConverterProtocol/convert(from:)``.
    func convertToType(from value: String) -> Any?
}

/// A conversion from URL text to a typed value (Corridor's `CorridorTypeConverterProtocol`, the
/// requirement ``CorridorTypeProtocol`` adds a name to).
public protocol CorridorTypeConverterProtocol {
    /// The typed value of `value` (one decoded path segment or query value, or one list element),
    /// or `nil` when it is not of this type.
    func convert(from value: String) -> Any?
}

extension CorridorTypeProtocol {
    /// Calls ``convertToType(from:)``.
    public func convert(from value: String) -> Any? {
        convertToType(from: value)
    }

    /// Calls ``convert(from:)``.
    public func convertToType(from value: String) -> Any? {
        convert(from: value)
    }
}
