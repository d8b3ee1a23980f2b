/// A place in an API description: its JSON pointer (`#/paths/~1users~1{id}/get`), and the line and
/// column of that node when the parser gave them.
public struct DescriptionLocation: Hashable, Sendable, CustomStringConvertible {
    /// The JSON pointer, as a URI fragment (`#/paths/~1users~1{id}/get`).
    public let pointer: String
    /// 1-based line, when known.
    public let line: Int?
    /// 1-based column, when known.
    public let column: Int?

    /// Creates a location.
    public init(pointer: String, line: Int? = nil, column: Int? = nil) {
        self.pointer = pointer
        self.line = line
        self.column = column
    }

    /// `12:5 (#/paths/~1users~1{id}/get)`, or the pointer alone.
    public var description: String {
        guard let line, let column else { return pointer }
        return "\(line):\(column) (\(pointer))"
    }

    /// The pointer of a sequence of keys and indices: `["paths", "/users/{id}", "get"]` →
    /// `#/paths/~1users~1{id}/get` (`~` is written `~0`, `/` is written `~1`).
    static func pointer(_ tokens: [String]) -> String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// The tokens of a pointer (`#/a/b~1c` → `["a", "b/c"]`); `nil` when it is not a local pointer.
    static func tokens(of pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let body = pointer.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        return body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { token in
            let decoded = String(token).removingPercentEncoding ?? String(token)
            return decoded.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}
