import CorridorAnalyzer

/// JSON text pieces for the CLI's line-oriented output (`match --output jsonl`).
enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    static func string(_ text: String) -> String {
        StringEscaping.jsonQuoted(text)
    }

    /// A JSON object from already-encoded member values, in the given order.
    static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }
}
