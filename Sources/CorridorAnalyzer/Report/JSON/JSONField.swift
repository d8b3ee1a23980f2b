/// A value found in a decoded document, with its path for error messages.
package struct JSONField {
    /// The value.
    package let value: JSONValue
    /// Its JSON path (`routes[3].hits`).
    package let path: String

    /// The document root.
    package init(root: JSONValue) {
        value = root
        path = "$"
    }

    private init(value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    private func fail(_ message: String) -> ReportDecodingError {
        ReportDecodingError(path: path, offset: nil, message: message)
    }

    /// The member `key` of an object; missing is an error.
    package func member(_ key: String) throws(ReportDecodingError) -> JSONField {
        guard case .object(let members) = value else { throw fail("expected an object") }
        guard let member = members.last(where: { $0.key == key }) else {
            throw fail("missing member '\(key)'")
        }
        return JSONField(value: member.value, path: path == "$" ? key : "\(path).\(key)")
    }

    /// The member `key`, or nil when it is absent or null.
    package func optionalMember(_ key: String) throws(ReportDecodingError) -> JSONField? {
        guard case .object(let members) = value else { throw fail("expected an object") }
        guard let member = members.last(where: { $0.key == key }), member.value != .null else { return nil }
        return JSONField(value: member.value, path: path == "$" ? key : "\(path).\(key)")
    }

    /// The elements of an array.
    package func elements() throws(ReportDecodingError) -> [JSONField] {
        guard case .array(let values) = value else { throw fail("expected an array") }
        return values.enumerated().map { JSONField(value: $1, path: "\(path)[\($0)]") }
    }

    /// The members of an object, in order.
    package func members() throws(ReportDecodingError) -> [(key: String, field: JSONField)] {
        guard case .object(let members) = value else { throw fail("expected an object") }
        return members.map { ($0.key, JSONField(value: $0.value, path: "\(path).\($0.key)")) }
    }

    /// A string.
    package func string() throws(ReportDecodingError) -> String {
        guard case .string(let text) = value else { throw fail("expected a string") }
        return text
    }

    /// A string naming a case of `type` (its raw value); another string is an error listing the names.
    package func caseName<Name: RawRepresentable & CaseIterable>(of type: Name.Type) throws(ReportDecodingError) -> Name
    where Name.RawValue == String {
        let text = try string()
        guard let name = Name(rawValue: text) else {
            let names = Name.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw fail("expected one of \(names), found '\(text)'")
        }
        return name
    }

    /// A boolean.
    package func bool() throws(ReportDecodingError) -> Bool {
        guard case .bool(let flag) = value else { throw fail("expected true or false") }
        return flag
    }

    /// A non-negative integer (for counts).
    package func count() throws(ReportDecodingError) -> Int {
        guard case .number(let text) = value, let number = Int(text), number >= 0 else {
            throw fail("expected a non-negative integer")
        }
        return number
    }

    /// An integer.
    package func int() throws(ReportDecodingError) -> Int {
        guard case .number(let text) = value, let number = Int(text) else { throw fail("expected an integer") }
        return number
    }

    /// An unsigned 64-bit integer.
    package func uint64() throws(ReportDecodingError) -> UInt64 {
        guard case .number(let text) = value, let number = UInt64(text) else {
            throw fail("expected a non-negative integer")
        }
        return number
    }
}
