import CorridorCore
/// Reading a report's members with the checks the schema makes (counts are non-negative integers, instants are
/// ISO 8601, optional members may be absent or null), each failure a `DecodingError` located at the member, which
/// ``ReportDecodingError`` turns into a path (`routes[3].hits`).
extension KeyedDecodingContainer where Key == ReportKey {
    /// A failure at the member `key`.
    func failure(_ key: ReportKey, _ message: String) -> DecodingError {
        .dataCorruptedError(forKey: key, in: self, debugDescription: message)
    }

    /// A failure of the object as a whole.
    func failure(_ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    /// Whether the member `key` is present and not null.
    func has(_ key: ReportKey) throws -> Bool {
        try contains(key) && !decodeNil(forKey: key)
    }

    /// The object `key`.
    func object(_ key: ReportKey) throws -> ReportObject {
        try nestedContainer(keyedBy: ReportKey.self, forKey: key)
    }

    /// The object `key`, or nil when it is absent or null.
    func optionalObject(_ key: ReportKey) throws -> ReportObject? {
        try has(key) ? object(key) : nil
    }

    /// The array `key` of objects, each read by `element`.
    func objects<Element>(_ key: ReportKey, _ element: (ReportObject) throws -> Element) throws -> [Element] {
        try arrays(key) { list in try element(list.nestedContainer(keyedBy: ReportKey.self)) }
    }

    /// The array `key`, each element read by `element` from the array (an element that is itself an array reads
    /// its own with `nestedUnkeyedContainer()`).
    func arrays<Element>(_ key: ReportKey, _ element: (inout any UnkeyedDecodingContainer) throws -> Element) throws
        -> [Element]
    {
        var list: any UnkeyedDecodingContainer = try nestedUnkeyedContainer(forKey: key)
        var elements: [Element] = []
        elements.reserveCapacity(list.count ?? 0)
        while !list.isAtEnd { elements.append(try element(&list)) }
        return elements
    }

    /// The string `key`.
    func string(_ key: ReportKey) throws -> String {
        try decode(String.self, forKey: key)
    }

    /// The string `key`, or nil when it is absent or null.
    func optionalString(_ key: ReportKey) throws -> String? {
        try decodeIfPresent(String.self, forKey: key)
    }

    /// The boolean `key`.
    func bool(_ key: ReportKey) throws -> Bool {
        do {
            return try decode(Bool.self, forKey: key)
        } catch {
            if case DecodingError.keyNotFound = error { throw error }
            throw failure(key, "expected true or false")
        }
    }

    /// The boolean `key`, or nil when it is absent or null (a member later versions of the schema added).
    func optionalBool(_ key: ReportKey) throws -> Bool? {
        try has(key) ? bool(key) : nil
    }

    /// The non-negative integer `key` (a count).
    func count(_ key: ReportKey) throws -> Int {
        let value: Int = try integer(key, expected: "expected a non-negative integer")
        guard value >= 0 else { throw failure(key, "expected a non-negative integer") }
        return value
    }

    /// The count `key`, or nil when it is absent or null.
    func optionalCount(_ key: ReportKey) throws -> Int? {
        try has(key) ? count(key) : nil
    }

    /// The integer `key`, or nil when it is absent or null.
    func optionalInteger<Value: FixedWidthInteger & Decodable>(_ key: ReportKey) throws -> Value? {
        try has(key) ? integer(key, expected: "expected an integer") : nil
    }

    /// The integer `key` of type `Value`: a number out of its range, a fraction, or another kind of value fail with
    /// `expected`.
    func integer<Value: FixedWidthInteger & Decodable>(_ key: ReportKey, expected: String) throws -> Value {
        do {
            return try decode(Value.self, forKey: key)
        } catch {
            if case DecodingError.keyNotFound = error { throw error }
            throw failure(key, expected)
        }
    }

    /// The string `key` naming a case of `type` (its raw value), or nil when absent or null; another string is an
    /// error listing the names.
    func optionalCaseName<Name: RawRepresentable & CaseIterable>(_ key: ReportKey, of type: Name.Type) throws
        -> Name? where Name.RawValue == String
    {
        guard let text = try optionalString(key) else { return nil }
        guard let name = Name(rawValue: text) else {
            let names = Name.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw failure(key, "expected one of \(names), found '\(text)'")
        }
        return name
    }

    /// The ISO 8601 instant `key` (`2026-11-21T03:06:37Z`) as seconds since 1970-01-01T00:00:00Z.
    func instant(_ key: ReportKey) throws -> Int64 {
        let text = try string(key)
        let bytes = Array(text.utf8)
        let seconds = bytes.withUnsafeBufferPointer { buffer in
            buffer.isEmpty ? nil : LogTimestamp.iso8601(buffer.baseAddress!, from: 0, to: buffer.count)
        }
        guard let seconds else {
            throw failure(key, "expected an ISO 8601 instant (2026-11-21T03:06:37Z), found '\(text)'")
        }
        return seconds
    }

    /// The instant `key`, or nil when it is absent or null.
    func optionalInstant(_ key: ReportKey) throws -> Int64? {
        try has(key) ? instant(key) : nil
    }
}

extension UnkeyedDecodingContainer {
    /// A failure at the element `index`.
    func failure(at index: Int, _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath + [ReportKey(intValue: index)!], debugDescription: message))
    }

    /// A failure of the array as a whole.
    func failure(_ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    /// The next element, an integer of type `Value`, with its index; anything else fails with `expected`.
    mutating func integer<Value: FixedWidthInteger & Decodable>(expected: String) throws -> (value: Value, index: Int) {
        let index = currentIndex
        do {
            return (try decode(Value.self), index)
        } catch {
            throw failure(at: index, expected)
        }
    }
}
