/// A typed value extracted from a URL by a parameter's base type.
///
/// Built-in and ready-made types map to the cases below; list types (`[int]`) produce ``list(_:)``.
public enum ParamValue: Hashable, Sendable {
    /// A signed integer (`int`, `int64`).
    case int(Int)
    /// An unsigned integer (`uint`).
    case uint(UInt)
    /// A floating-point number (`double`).
    case double(Double)
    /// A Boolean (`bool`).
    case bool(Bool)
    /// Text (`string`, `uuid`, `hex`, enumerated and pattern types, custom types).
    case string(String)
    /// A comma-separated list, one value per element.
    case list([ParamValue])
}

extension ParamValue: CustomStringConvertible {
    /// The value as plain text (lists joined with commas).
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .string(let value): return value
        case .list(let values): return values.map(\.description).joined(separator: ",")
        }
    }
}
