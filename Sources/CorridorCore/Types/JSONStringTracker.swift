/// Follows, byte by byte, whether a JSON text (or a text that quotes and escapes its strings as JSON does: Fluent Bit's
/// `"key"=>value` records) is inside a string: what a reader that looks only at the brackets, the keys or the
/// separators between them must know of every byte.
package struct JSONStringTracker {
    /// Whether the last byte followed left the text inside a string (after its opening quote, before its closing one).
    package private(set) var inString = false
    /// Whether the last byte followed was a backslash inside a string: the next one is escaped.
    private var escaped = false

    /// A tracker before the text's first byte.
    package init() {}

    /// Follows `byte`; returns whether it belongs to a string, its quotes included.
    @inline(__always)
    package mutating func follow(_ byte: UInt8) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return true
        }
        if byte == UInt8(ascii: "\"") {
            inString = true
            return true
        }
        return false
    }
}
