/// An aligned plain-text table: a header row and data rows, columns padded to their widest cell
/// (counted in characters), numbers right-aligned.
package struct TextTable {
    /// How a column's cells are padded.
    package enum Alignment { case left, right }

    private let headers: [String]
    private let alignments: [Alignment]
    private var rows: [[String]] = []

    /// A table with these column headers and alignments.
    package init(_ columns: [(header: String, alignment: Alignment)]) {
        headers = columns.map(\.header)
        alignments = columns.map(\.alignment)
    }

    /// Adds a row (one cell per column).
    package mutating func append(_ row: [String]) {
        precondition(row.count == headers.count, "a row needs one cell per column")
        rows.append(row)
    }

    /// The table, each line starting with `indent` spaces and ending with a newline; trailing spaces
    /// trimmed.
    package func render(indent: Int = 2) -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var output = ""
        for row in [headers] + rows {
            var line = String(repeating: " ", count: indent)
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += alignments[column] == .right ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            output += line + "\n"
        }
        return output
    }
}
