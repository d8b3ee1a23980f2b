import Foundation

/// A single extracted value: scalars with strict, JSON-like conversions.
struct CaptureSingleValueContainer: SingleValueDecodingContainer {
    let decoding: CaptureDecoding
    var codingPath: [any CodingKey] { decoding.codingPath }

    func decodeNil() -> Bool {
        decoding.value == nil
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let value = try present(type) as? Bool else { throw decoding.mismatch(type, "a Bool") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard let value = try present(type) as? String else { throw decoding.mismatch(type, "a String") }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoding.decodeValue(type)
    }

    /// The value, or `valueNotFound` when it is absent.
    private func present(_ type: Any.Type) throws -> Any {
        guard let value = decoding.value else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \(type)"))
        }
        return value
    }

    /// An integer of type `I` from any integer or floating-point value it represents exactly.
    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        let value = try present(type)
        if let integer = value as? any BinaryInteger, let converted = I(exactly: integer) { return converted }
        if let number = value as? any BinaryFloatingPoint, let converted = I(exactly: number) { return converted }
        throw decoding.mismatch(type, "a number that fits in \(type)")
    }

    /// A floating-point number of type `F` from any number.
    private func floatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F {
        let value = try present(type)
        if let number = value as? any BinaryFloatingPoint { return F(number) }
        if let integer = value as? any BinaryInteger { return F(integer) }
        throw decoding.mismatch(type, "a number")
    }
}
