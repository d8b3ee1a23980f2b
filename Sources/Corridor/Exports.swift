// `import Corridor` is enough to use the router: the engine types it speaks in — `LinkSource`,
// `FormatError`, `ValueType`, `TypeRegistry`, `ParamValue`, `Capture` — come with it.
@_exported import CorridorCore
