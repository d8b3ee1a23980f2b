import CorridorCore
import Testing

@Suite("Value types")
struct TypeTests {
    @Test(
        "built-in and ready-made types accept exactly their values",
        arguments: [
            ("int", "15127128", ParamValue.int(15_127_128)),
            ("int", "-42", .int(-42)),
            ("int", "+7", .int(7)),
            ("int", "9223372036854775807", .int(Int.max)),
            ("int", "-9223372036854775808", .int(Int.min)),
            ("int", "9223372036854775808", nil),
            ("int", "12a", nil),
            ("int", "", nil),
            ("int", "-", nil),
            ("int", "1.5", nil),
            ("int", "١٢", nil),
            ("string", "Bob Jones", .string("Bob Jones")),
            ("string", "", .string("")),
            ("bool", "True", .bool(true)),
            ("bool", "true", .bool(true)),
            ("bool", "yes", .bool(true)),
            ("bool", "1", .bool(true)),
            ("bool", "False", .bool(false)),
            ("bool", "false", .bool(false)),
            ("bool", "no", .bool(false)),
            ("bool", "0", .bool(false)),
            ("bool", "TRUE", nil),
            ("bool", "Yes", nil),
            ("bool", "", nil),
            ("uint", "18446744073709551615", .uint(UInt.max)),
            ("uint", "-1", nil),
            ("uint", "+3", .uint(3)),
            ("int64", "-5", .int(-5)),
            ("double", "-1.5e3", .double(-1500)),
            ("double", ".5", .double(0.5)),
            ("double", "5.", .double(5)),
            ("double", "nan", nil),
            ("double", "inf", nil),
            ("double", "0x1p3", nil),
            ("double", "1e", nil),
            ("uuid", "123e4567-e89b-12d3-a456-426614174000", .string("123e4567-e89b-12d3-a456-426614174000")),
            ("uuid", "123E4567-E89B-12D3-A456-426614174000", .string("123E4567-E89B-12D3-A456-426614174000")),
            ("uuid", "123e4567e89b12d3a456426614174000", nil),
            ("hex", "deadBEEF", .string("deadBEEF")),
            ("hex", "xyz", nil),
            ("hex", "", nil),
        ] as [(String, String, ParamValue?)])
    func converts(type name: String, text: String, expected: ParamValue?) throws {
        let type = try #require((ValueType.builtins + ValueType.extras).first { $0.name == name })
        #expect(type.value(of: text) == expected)
        var copy = text
        let accepted = copy.withUTF8 { type.accepts($0) }
        #expect(accepted == (expected != nil), "bytes and text validators disagree on \(text)")
    }

    @Test("lists split on commas and keep empty elements")
    func lists() {
        func acceptsList(_ text: String) -> Bool {
            var copy = text
            return copy.withUTF8 { ValueType.int.acceptsList($0) }
        }
        #expect(acceptsList("981,215,91"))
        #expect(!acceptsList("981,,91"))
        #expect(!acceptsList(""))
        #expect(acceptsList("5"))
    }

    @Test("custom types: alphabetic names, no clashes, regex and enumerations")
    func customTypes() throws {
        var types = TypeRegistry.standard
        #expect(throws: TypeRegistryError(name: "int", reason: .alreadyRegistered)) {
            try types.register(.oneOf("int", values: ["1"]))
        }
        #expect(throws: TypeRegistryError(name: "my_type", reason: .notAlphabetic)) {
            try types.register(.oneOf("my_type", values: ["1"]))
        }
        #expect(throws: TypeRegistryError(name: "float", reason: .unknownExtra)) {
            try types.registerExtra(named: "float")
        }
        try types.register(.oneOf("color", values: ["red", "green"]))
        try types.register(try .pattern("slug", regex: "[a-z0-9-]+"))
        try types.register(.custom("even") { Int($0).map { $0 % 2 == 0 } ?? false })
        #expect(types["color"]?.value(of: "red") == .string("red"))
        #expect(types["color"]?.value(of: "blue") == nil)
        #expect(types["slug"]?.value(of: "hello-world") == .string("hello-world"))
        #expect(types["slug"]?.value(of: "Hello") == nil)
        #expect(types["even"]?.value(of: "4") == .string("4"))
        #expect(types["even"]?.value(of: "3") == nil)
        #expect(throws: TypeRegistryError.self) { try ValueType.pattern("bad", regex: "([a-z") }
        #expect(types["uint"] == nil, "extras are never built in")
    }
}
