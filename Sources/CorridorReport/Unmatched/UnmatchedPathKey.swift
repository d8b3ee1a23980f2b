/// How unmatched paths become keys of the heavy-hitter table.
package enum UnmatchedPathKey {
    /// Longest path kept whole; longer ones are cut (and marked with `…`) so that the table's memory
    /// stays bounded whatever the input.
    package static let byteLimit = 1024
    /// Examples kept per suggested format.
    package static let exampleLimit = 3

    /// The key of a raw path: its bytes as text (invalid UTF-8 replaced), cut at ``byteLimit``.
    package static func text(of path: UnsafeBufferPointer<UInt8>) -> String {
        if path.count <= byteLimit { return String(decoding: path, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: path[0..<byteLimit]), as: UTF8.self) + "…"
    }
}
