/// A dictionary of extracted values, decoded by key (a route's properties).
struct CaptureKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: Any]
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
        values.keys.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool {
        values[key.stringValue] != nil
    }

    /// The decoder for the value at `key`.
    private func child(_ key: Key) throws -> CaptureDecoding {
        guard let value = values[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)' in the URL"))
        }
        return CaptureDecoding(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try child(key).value == nil
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(key).decodeValue(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeValue(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeValue(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeValue(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decodeValue(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeValue(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeValue(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeValue(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeValue(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeValue(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeValue(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeValue(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeValue(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeValue(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = CaptureCodingKey(stringValue: "super")
        return CaptureDecoding(value: values[key.stringValue], codingPath: codingPath + [key])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CaptureDecoding(value: values[key.stringValue], codingPath: codingPath + [key])
    }
}
