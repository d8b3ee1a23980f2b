/// A base type of the format language: a name (`int`, `uuid`, …) with a validator that runs on
/// decoded bytes and a converter that produces a ``ParamValue``.
///
/// Built-in types (``int``, ``string``, ``bool``) are always registered; the ready-made extras
/// (``uint``, ``int64``, ``double``, ``uuid``, ``hex``) must be registered explicitly in a
/// ``TypeRegistry``. Custom types are made with ``oneOf(_:values:)``, ``pattern(_:regex:)`` or
/// ``custom(_:accepts:)``.
public struct ValueType: Sendable {
    /// The name used in formats, e.g. `int` in `:id{int}`.
    public let name: String
    package let kind: Kind

    package enum Kind: Sendable {
        case int, string, bool, uint, int64, double, uuid, hex
        case oneOf(EnumeratedValues)
        case pattern(PatternBox)
        case custom(@Sendable (String) -> Bool)
    }

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// `int`: an optional sign followed by ASCII digits, fitting in `Int`.
    public static let int = ValueType(name: "int", kind: .int)
    /// `string`: any text.
    public static let string = ValueType(name: "string", kind: .string)
    /// `bool`: `True`, `true`, `yes`, `1` or `False`, `false`, `no`, `0`.
    public static let bool = ValueType(name: "bool", kind: .bool)
    /// `uint` (ready-made extra): an optional `+` followed by ASCII digits, fitting in `UInt`.
    public static let uint = ValueType(name: "uint", kind: .uint)
    /// `int64` (ready-made extra): like `int`, fitting in 64 bits.
    public static let int64 = ValueType(name: "int64", kind: .int64)
    /// `double` (ready-made extra): a decimal number with optional fraction and exponent (`-1.5e3`).
    public static let double = ValueType(name: "double", kind: .double)
    /// `uuid` (ready-made extra): `8-4-4-4-12` hexadecimal digits, either case.
    public static let uuid = ValueType(name: "uuid", kind: .uuid)
    /// `hex` (ready-made extra): one or more hexadecimal digits, either case.
    public static let hex = ValueType(name: "hex", kind: .hex)

    /// The built-in types, always registered.
    public static let builtins: [ValueType] = [.int, .string, .bool]
    /// The ready-made extras, offered for registration (never built in).
    public static let extras: [ValueType] = [.uint, .int64, .double, .uuid, .hex]

    /// A type that accepts exactly one of the given values (compared byte for byte after decoding).
    public static func oneOf(_ name: String, values: [String]) -> ValueType {
        ValueType(name: name, kind: .oneOf(EnumeratedValues(values)))
    }

    /// A type that accepts values matching the whole regular expression `regex`.
    ///
    /// - Throws: ``TypeRegistryError`` when the expression does not compile.
    public static func pattern(_ name: String, regex: String) throws(TypeRegistryError) -> ValueType {
        do {
            return ValueType(name: name, kind: .pattern(try PatternBox(regex)))
        } catch {
            throw TypeRegistryError(name: name, reason: .badPattern(regex, error.description))
        }
    }

    /// A type whose values are accepted by a closure (called with the decoded text).
    public static func custom(_ name: String, accepts: @escaping @Sendable (String) -> Bool) -> ValueType {
        ValueType(name: name, kind: .custom(accepts))
    }

    /// Whether `bytes` (one decoded value, not a list) is a value of this type. Allocation-free for
    /// every type but pattern and custom ones, which see the bytes as a `String`.
    public func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        acceptsValue(bytes)
    }

    func acceptsValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch kind {
        case .string: return true
        case .int, .int64: return ByteScanning.parseInt(bytes) != nil
        case .uint: return ByteScanning.parseUInt(bytes) != nil
        case .bool: return ByteScanning.parseBool(bytes) != nil
        case .double: return ByteScanning.isDecimalNumber(bytes)
        case .uuid: return ByteScanning.isUUID(bytes)
        case .hex: return bytes.count > 0 && bytes.allSatisfy(ByteScanning.isHexDigit)
        case .oneOf(let values): return values.contains(bytes)
        case .pattern(let box): return box.matches(bytes)
        case .custom(let accepts): return accepts(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The typed value of `text` (one value, not a list), or `nil` when the text is not of this type.
    public func value(of text: String) -> ParamValue? {
        switch kind {
        case .string: return .string(text)
        case .int, .int64: return Int(text).map(ParamValue.int)
        case .uint: return UInt(text).map(ParamValue.uint)
        case .bool:
            switch text {
            case "True", "true", "yes", "1": return .bool(true)
            case "False", "false", "no", "0": return .bool(false)
            default: return nil
            }
        case .double:
            var copy = text
            let isNumber = copy.withUTF8 { ByteScanning.isDecimalNumber($0) }
            return isNumber ? Double(text).map(ParamValue.double) : nil
        case .uuid, .hex, .oneOf, .pattern, .custom:
            var copy = text
            return copy.withUTF8 { acceptsValue($0) } ? .string(text) : nil
        }
    }

    /// Whether every comma-separated element of `bytes` is a value of this type (empty elements are kept
    /// and must convert too).
    public func acceptsList(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: ",") {
                let element = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if !acceptsValue(element) { return false }
                start = index + 1
            }
            index += 1
        }
        return true
    }
}

/// The values of an enumerated (`oneOf`) type, stored as bytes for allocation-free comparison.
package struct EnumeratedValues: Sendable {
    package let values: [[UInt8]]

    package init(_ values: [String]) {
        self.values = values.map { Array($0.utf8) }
    }

    package func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for value in values where value.count == bytes.count {
            if value.withUnsafeBufferPointer({ ByteScanning.equal($0, bytes) }) { return true }
        }
        return false
    }
}

/// A compiled regular expression for a pattern type, matched in linear time (``LinearRegex``).
package final class PatternBox: Sendable {
    package let source: String
    private let regex: LinearRegex

    package init(_ source: String) throws(LinearRegexError) {
        self.source = source
        self.regex = try LinearRegex(source)
    }

    package func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        regex.matches(bytes)
    }

    package func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { regex.matches($0) }
    }
}
