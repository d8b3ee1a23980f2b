import Foundation

/// A type a ``LinkContext`` can read an argument or query parameter as.
///
/// Ready-made: `Int`, `Int64`, `Float`, `Double`, `Bool`, `String`, `URL`, comma-separated `Array`
/// and `Set` of parsable elements, and enums with `String` raw values that declare the conformance:
///
/// ```swift
/// enum PokemonType: String, Parsable { case fire, water, grass }
/// let types: [PokemonType]? = context.queryParameter(named: "types")   // ?types=water,grass
/// ```
///
/// Custom types implement ``init(from:)``:
///
/// ```swift
/// struct User: Parsable {
///     let name: String
///     init?(from text: String) { name = text }
/// }
/// ```
public protocol Parsable {
    /// The value `text` denotes, or `nil` when it is not a value of this type.
    init?(from text: String)
}

extension Parsable where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value is `text`.
    public init?(from text: String) {
        self.init(rawValue: text)
    }
}

extension Int: Parsable {
    /// An optional sign and decimal digits, fitting in `Int`.
    public init?(from text: String) { self.init(text) }
}

extension Int64: Parsable {
    /// An optional sign and decimal digits, fitting in 64 bits.
    public init?(from text: String) { self.init(text) }
}

extension Float: Parsable {
    /// A decimal or hexadecimal floating-point number (`1.5`, `-2e3`, `inf`, `nan`).
    public init?(from text: String) { self.init(text) }
}

extension Double: Parsable {
    /// A decimal or hexadecimal floating-point number (`1.5`, `-2e3`, `inf`, `nan`).
    public init?(from text: String) { self.init(text) }
}

extension Bool: Parsable {
    /// `True`, `true`, `yes`, `1` or `False`, `false`, `no`, `0` (the format language's `bool`).
    public init?(from text: String) {
        switch text {
        case "True", "true", "yes", "1": self = true
        case "False", "false", "no", "0": self = false
        default: return nil
        }
    }
}

extension String: Parsable {
    /// The text itself.
    public init?(from text: String) { self = text }
}

extension URL: Parsable {
    /// The URL written `text` (already percent-decoded once by the router).
    public init?(from text: String) { self.init(string: text) }
}

extension Array: Parsable where Element: Parsable {
    /// The comma-separated elements of `text` that parse, in order: empty and unparsable elements
    /// are skipped, as in Crossroad (`"a,,c"` → `["a", "c"]`; `"1,x,2"` → `[1, 2]`). (A format's
    /// `{[int]}` list type is stricter: there every element must convert.)
    public init?(from text: String) {
        self = text.split(separator: ",").compactMap { Element(from: String($0)) }
    }
}

extension Set: Parsable where Element: Parsable {
    /// The comma-separated elements of `text` that parse (empty and unparsable ones skipped).
    public init?(from text: String) {
        self.init(text.split(separator: ",").compactMap { Element(from: String($0)) })
    }
}
