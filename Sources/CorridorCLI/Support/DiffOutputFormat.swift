import ArgumentParser

/// The renderings of `corridor diff`: a terminal table, JSON (schema `corridor.diff/1`) or Markdown for a
/// pull-request comment.
enum DiffOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case markdown

    /// The format a file name's extension names (`.txt`, `.json`, `.md`, `.markdown`); nil for another.
    init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "txt", "text": self = .text
        case "json": self = .json
        case "md", "markdown": self = .markdown
        default: return nil
        }
    }
}
