import CorridorCore

extension ParamValue {
    /// The value as JSON: numbers, `true`/`false`, strings, arrays for lists (non-finite doubles as `null`).
    var json: String {
        switch self {
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value): return value.isFinite ? String(value) : "null"
        case .bool(let value): return value ? "true" : "false"
        case .string(let value): return JSONText.string(value)
        case .list(let values): return "[" + values.map(\.json).joined(separator: ",") + "]"
        }
    }

    /// The value for the aligned text table: lists in brackets, strings quoted when empty or
    /// containing blanks, quotes or control characters.
    var displayText: String {
        switch self {
        case .list(let values):
            return "[" + values.map(\.displayText).joined(separator: ",") + "]"
        case .string(let value):
            let needsQuotes =
                value.isEmpty || value.unicodeScalars.contains { $0.value <= 0x20 || $0 == "\"" || $0.value == 0x7F }
            return needsQuotes ? JSONText.string(value) : value
        default:
            return description
        }
    }
}
