/// A JSON document as a value: objects keep their member order (so renderings are byte-stable) and
/// numbers keep their text (so integers of any size and fixed-decimal values round-trip exactly).
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as its JSON text (`42`, `0.7389`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
    /// An array of arrays of two integers (`[[start, hits], …]`), held flat (`[start0, hits0, start1, …]`): a
    /// route's traffic and latency buckets are thousands of pairs, written without a value per number.
    case integerPairs([Int64])

    /// Pairs of integers, `[[first, second], …]`.
    package static func pairs<Element>(
        _ elements: [Element], _ first: (Element) -> Int64, _ second: (Element) -> Int64
    ) -> JSONValue {
        var flat: [Int64] = []
        flat.reserveCapacity(elements.count * 2)
        for element in elements {
            flat.append(first(element))
            flat.append(second(element))
        }
        return .integerPairs(flat)
    }

    /// An integer.
    package static func int<Value: BinaryInteger>(_ value: Value) -> JSONValue { .number(String(value)) }

    /// A string, or null.
    package static func optionalString(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An integer, or null.
    package static func optionalInt<Value: BinaryInteger>(_ value: Value?) -> JSONValue {
        guard let value else { return .null }
        return .number(String(value))
    }
}

/// One member of a JSON object.
package struct JSONMember: Equatable, Sendable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// A member.
    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
