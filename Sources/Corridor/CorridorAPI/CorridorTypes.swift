/// The base types a ``CorridorRouter``'s formats may name: the built-ins (`int`, `string`, `bool`)
/// plus custom types.
///
/// ```swift
/// let baseTypes = try CorridorTypes(customTypes: [CorridorTypeUInt()])
/// let router = CorridorRouter(corridorTypes: baseTypes)
/// ```
public struct CorridorTypes: Sendable {
    /// The engine registry the formats are parsed and matched with.
    public let registry: TypeRegistry
    /// The Corridor-style custom types by name: their conversion produces the values decoders see.
    let customTypes: [String: any CorridorTypeProtocol]

    /// The built-in types only.
    public init() {
        registry = TypeRegistry()
        customTypes = [:]
    }

    /// The built-in types plus `customTypes`.
    ///
    /// - Throws: ``CorridorTypes/TypeError`` when a name is not alphabetic or repeats a registered name.
    public init(customTypes: [any CorridorTypeProtocol]) throws(TypeError) {
        try self.init(customTypes: customTypes, registry: TypeRegistry())
    }

    /// The types of `registry` (built-ins, ready-made extras such as `uuid`, enumerated and
    /// pattern types made with `ValueType`) plus `customTypes`.
    ///
    /// ```swift
    /// var registry = TypeRegistry()
    /// try registry.registerExtra(named: "uuid")
    /// let types = try CorridorTypes(customTypes: [CorridorTypeUInt()], registry: registry)
    /// ```
    ///
    /// - Throws: ``CorridorTypes/TypeError`` when a name is not alphabetic or repeats a registered name.
    public init(customTypes: [any CorridorTypeProtocol] = [], registry: TypeRegistry) throws(TypeError) {
        var registry = registry
        var byName: [String: any CorridorTypeProtocol] = [:]
        for type in customTypes {
            do {
                try registry.register(.custom(type.name, accepts: { type.convert(from: $0) != nil }))
            } catch {
                throw TypeError(error)
            }
            byName[type.name] = type
        }
        self.registry = registry
        self.customTypes = byName
    }

    /// The names of all registered types, built-ins first.
    public var names: [String] {
        registry.types.map(\.name)
    }

    /// The value a decoder receives for `capture`, a value of type `type`: the custom type's
    /// conversion for Corridor-style custom types, else the engine's typed value.
    func value(of capture: Capture, type: TypeReference) -> Any? {
        guard let custom = customTypes[type.base] else { return capture.value.anyValue }
        guard type.isList else { return custom.convert(from: capture.raw) }
        var values: [Any] = []
        for element in capture.raw.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = custom.convert(from: String(element)) else { return nil }
            values.append(value)
        }
        return values
    }
}
