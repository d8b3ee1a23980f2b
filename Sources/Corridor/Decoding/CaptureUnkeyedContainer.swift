/// A list of extracted values (`:postIds{[int]}`), decoded in order.
struct CaptureUnkeyedContainer: UnkeyedDecodingContainer {
    let values: [Any]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(values: [Any], codingPath: [any CodingKey]) {
        self.values = values
        self.codingPath = codingPath
    }

    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    /// The decoder for the current element (does not advance).
    private func current(_ type: Any.Type) throws -> CaptureDecoding {
        let key = CaptureCodingKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(codingPath: codingPath + [key], debugDescription: "the list has no more elements")
            )
        }
        return CaptureDecoding(value: values[currentIndex], codingPath: codingPath + [key])
    }

    mutating func decodeNil() throws -> Bool {
        guard try current(Any?.self).value == nil else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try current(type).decodeValue(type)
        currentIndex += 1
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeElement(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeElement(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeElement(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeElement(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeElement(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeElement(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeElement(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeElement(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeElement(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeElement(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeElement(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeElement(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeElement(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeElement(type) }

    private mutating func decodeElement<T: Decodable>(_ type: T.Type) throws -> T {
        try decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try current([String: Any].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try current([Any].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try current(Any.self)
        currentIndex += 1
        return decoder
    }
}
