/// An aligned plain-text table: a header row and data rows, columns padded to their widest cell
/// (counted in characters), numbers right-aligned.
package struct TextTable {
    /// How a column's cells are padded.
    package enum Alignment { case left, right }

    /// The widest a rendered line may be, for every table rendered inside
    /// `TextTable.$maximumWidth.withValue(…)` (the text report sets it from ``TextReportStyle/width``).
    @TaskLocal package static var maximumWidth: Int?

    /// The narrowest a cut column gets.
    static let minimumColumn = 8

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
    /// trimmed. Within ``maximumWidth`` the widest text columns are narrowed first (never below 8 characters
    /// or their header), their long cells cut with `…`, so that no row wraps.
    package func render(indent: Int = 2) -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        if let limit = Self.maximumWidth {
            var total = indent + widths.reduce(0, +) + 2 * max(0, widths.count - 1)
            while total > limit {
                let candidates = widths.indices.filter {
                    alignments[$0] == .left && widths[$0] > max(Self.minimumColumn, headers[$0].count)
                }
                guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
                let floor = max(Self.minimumColumn, headers[widest].count)
                let cut = min(total - limit, widths[widest] - floor)
                widths[widest] -= cut
                total -= cut
            }
        }
        let rows = self.rows.map { row in
            row.enumerated().map { column, cell in
                cell.count > widths[column] ? String(cell.prefix(max(0, widths[column] - 1))) + "…" : cell
            }
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
