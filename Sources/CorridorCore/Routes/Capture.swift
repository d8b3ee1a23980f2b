/// A parameter value taken from a matched URL.
public struct Capture: Hashable, Sendable {
    /// The parameter name (`*` for a catch-all).
    public let name: String
    /// The decoded text (a catch-all's segments joined with `/`).
    public let raw: String
    /// The typed value.
    public let value: ParamValue

    /// Creates a capture.
    public init(name: String, raw: String, value: ParamValue) {
        self.name = name
        self.raw = raw
        self.value = value
    }
}
