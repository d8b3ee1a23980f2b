/// The base types a format may name. Starts with the built-ins (`int`, `string`, `bool`); custom
/// types and ready-made extras are added with ``register(_:)``.
public struct TypeRegistry: Sendable {
    private var byName: [String: ValueType]
    /// Registered types in registration order (built-ins first).
    public private(set) var types: [ValueType]

    /// The built-in types only.
    public static var standard: TypeRegistry { TypeRegistry() }

    /// Creates a registry holding the built-in types.
    public init() {
        byName = [:]
        types = []
        for type in ValueType.builtins {
            byName[type.name] = type
            types.append(type)
        }
    }

    /// Creates a registry holding the built-ins plus `custom`.
    ///
    /// - Throws: ``TypeRegistryError`` for a non-alphabetic or repeated name.
    public init(custom: [ValueType]) throws(TypeRegistryError) {
        self.init()
        for type in custom { try register(type) }
    }

    /// Adds a type.
    ///
    /// - Throws: ``TypeRegistryError`` when the name is not alphabetic or already registered.
    public mutating func register(_ type: ValueType) throws(TypeRegistryError) {
        guard !type.name.isEmpty, type.name.utf8.allSatisfy(ByteScanning.isAlpha) else {
            throw TypeRegistryError(name: type.name, reason: .notAlphabetic)
        }
        try insert(type)
    }

    private mutating func insert(_ type: ValueType) throws(TypeRegistryError) {
        guard byName[type.name] == nil else {
            throw TypeRegistryError(name: type.name, reason: .alreadyRegistered)
        }
        byName[type.name] = type
        types.append(type)
    }

    /// Adds the ready-made extra named `name` (`uint`, `int64`, `double`, `uuid`, `hex`).
    ///
    /// - Throws: ``TypeRegistryError`` when there is no such extra or it is already registered.
    public mutating func registerExtra(named name: String) throws(TypeRegistryError) {
        guard let type = ValueType.extras.first(where: { $0.name == name }) else {
            throw TypeRegistryError(name: name, reason: .unknownExtra)
        }
        try insert(type)
    }

    /// The type registered under `name`, if any.
    public subscript(name: String) -> ValueType? {
        byName[name]
    }
}
