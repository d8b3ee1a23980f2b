extension ParamValue {
    /// The value as the Swift value Corridor's decoders receive: `Int`, `UInt`, `Double`, `Bool`,
    /// `String`, or `[Any]` for a list.
    var anyValue: Any {
        switch self {
        case .int(let value): return value
        case .uint(let value): return value
        case .double(let value): return value
        case .bool(let value): return value
        case .string(let value): return value
        case .list(let values): return values.map(\.anyValue)
        }
    }
}
