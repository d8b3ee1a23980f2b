import CorridorCore

/// Turns a query's results written as a JSON table — its columns' names in one array, its rows as arrays of values in
/// another — into one JSON object a row, its values under the columns' names, as it is read:
///
/// ```
/// {"tables":[{"name":"PrimaryResult","columns":[{"name":"TimeGenerated","type":"datetime"},{"name":"CsMethod",…}],
///   "rows":[["2026-11-21T05:06:37Z","GET",…],…]}]}
/// ```
///
/// becomes `{"TimeGenerated":"2026-11-21T05:06:37Z","CsMethod":"GET",…}` a row, which detection reads as JSON lines —
/// a preset when the names are one's (`azure-appservice` for App Service's HTTP logs), else the layout the names and
/// values show. The tables of Azure Monitor Log Analytics' and Application Insights' query API (`az rest`, `curl`:
/// `tables[].columns[].name`, `tables[].rows`), Azure Data Explorer's (Kusto's) v1 REST responses
/// (`Tables[].Columns[].ColumnName`, `Tables[].Rows`), ClickHouse's `JSONCompact` output (`meta[].name`, `data`),
/// Elasticsearch's and OpenSearch's SQL API (`columns[].name`, `rows`), Trino's and Presto's (`columns`, `data`) and
/// Splunk's `output_mode=json_rows` results (`fields`, its names as strings, `rows`) — on one line or pretty-printed,
/// several one after another.
///
/// Each value is copied as written (a string with its escapes, a number, `null`, an object or array whole, its line
/// breaks as spaces); a row's values past the columns' names are named `_` and their place (`"_9"`). The columns
/// named last before the rows are their names. Only a document's first table is read: the tables after it are the
/// response's own (Kusto's properties, `QueryStatus` and table of contents). A row longer than
/// ``maxRowBytes`` is cut there, so that what one row takes stays bounded (the chunker then refuses it as too long).
///
/// Chosen from the input's first bytes (``opensTable(_:)``). The "lines" of such an input are its rows.
package final class JSONTableRows {
    /// The most bytes of one row written (the longest line of any log, and some).
    package static let maxRowBytes = 1 << 24 + 64
    /// The most columns kept: the names of any more are dropped (their values named by place).
    package static let maxColumns = 4096
    /// The longest column name kept; a longer one is cut (and still quoted).
    private static let maxNameBytes = 256

    /// The member names (lowercased) of an array of the columns' names or descriptions.
    private static let columnKeys = ["columns", "meta", "fields"].map { Array($0.utf8) }
    /// The member names (lowercased) of an array of rows.
    private static let rowKeys = ["rows", "data"].map { Array($0.utf8) }
    /// The member names (lowercased) of a column's description that give its name.
    private static let nameKeys = ["name", "columnname"].map { Array($0.utf8) }

    /// Nesting of `{`/`[` outside strings.
    private var depth = 0
    /// Whether the bytes are inside a string.
    private var strings = JSONStringTracker()
    /// Whether each open container is an object (`{`), innermost last (the first 256).
    private var containerIsObject: [Bool] = []
    /// The last string closed, lowercased (its first 16 bytes), and whether a `:` has followed it: a member's name
    /// whose value comes next.
    private var key: [UInt8] = []
    private var keyComplete = false
    private var afterColon = false

    /// The depth at which an array of the columns is open, or 0; the names read from it so far.
    private var columnsDepth = 0
    private var names: [[UInt8]] = []
    /// Inside a column's description: its name (quoted, as written) once read, and whether the string being read is it.
    private var columnName: [UInt8] = []
    private var readingName = false

    /// The depth at which an array of rows is open, or 0; whether the document's first rows have been read (the
    /// tables after its first are a response's own: Kusto's `QueryStatus` and table of contents).
    private var rowsDepth = 0
    private var readRows = false
    /// Inside a row: its values so far (the opened row's `{`, names, values), the value being copied, and how many
    /// values it has had.
    private var row: [UInt8] = []
    private var value: [UInt8] = []
    private var valueIndex = 0
    private var inRow = false
    /// Rows written and not yet handed out.
    package var output = RewriteOutput()

    /// A reader before the document's first byte.
    package init() {}

    /// Whether the text starting with `head` is a JSON table: an object (after blanks and a byte order mark) holding,
    /// in its first bytes, a member `columns`, `meta` or `fields` (any case) whose value is an array, and after it a
    /// member `rows` or `data` whose value is an array of arrays.
    package static func opensTable(_ head: UnsafeRawBufferPointer) -> Bool {
        let bytes = UnsafeRawBufferPointer(rebasing: head.prefix(1 << 16))
        var index = UTF8ByteOrderMark.length(at: bytes)
        while index < bytes.count && ByteScanning.isWhitespace(bytes[index]) { index += 1 }
        // Most inputs are told here, by their first byte.
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        let lowered = bytes[index...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        guard let columns = columnKeys.compactMap({ memberArray(lowered, key: $0, from: 0, ofArrays: false) }).min()
        else { return false }
        return rowKeys.contains { memberArray(lowered, key: $0, from: columns, ofArrays: true) != nil }
    }

    /// Where the first member `"key"` at or after `from` opens its value, when that value is an array (of arrays,
    /// when `ofArrays`): after `[` (or `[[`); nil when there is none.
    private static func memberArray(_ bytes: [UInt8], key: [UInt8], from: Int, ofArrays: Bool) -> Int? {
        let quoted = [UInt8(ascii: "\"")] + key + [UInt8(ascii: "\"")]
        var start = from
        while let found = bytes[start...].firstRange(of: quoted) {
            start = found.upperBound
            var index = found.upperBound
            func skipBlanks() { while index < bytes.count && ByteScanning.isWhitespace(bytes[index]) { index += 1 } }
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
            index += 1
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { continue }
            index += 1
            guard ofArrays else { return index }
            skipBlanks()
            // Rows, or the head ends before the first one (or the array is empty: a table without rows).
            if index == bytes.count || bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "]") {
                return index
            }
        }
        return nil
    }

    /// Follows one byte.
    @inline(__always)
    private func read(_ byte: UInt8) {
        let wasInString = strings.inString
        if strings.follow(byte) {
            if !wasInString {
                // A string opens: a member's name, or a value.
                let isValue = afterColon || containerIsObject.last != true
                afterColon = false
                readingName =
                    isValue && columnsDepth > 0 && depth == columnsDepth + 1 && keyComplete
                    && Self.nameKeys.contains(key)
                if isValue && columnsDepth > 0 && depth == columnsDepth {
                    readingName = true  // a name given as a string (Splunk's `fields`)
                }
                if readingName { columnName.removeAll(keepingCapacity: true) }
                key.removeAll(keepingCapacity: true)
                keyComplete = !isValue
            } else if !strings.inString {
                keyComplete = keyComplete && key.count <= 16
                if readingName {
                    columnName.append(byte)
                    readingName = false
                    if depth == columnsDepth { addName() }
                }
            } else if keyComplete && key.count <= 16 {
                key.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
            if readingName && columnName.count < Self.maxNameBytes { columnName.append(byte) }
            if inRow { copy(byte == 0x0A || byte == 0x0D ? 0x20 : byte) }
            return
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let member = afterColon && keyComplete ? key : nil
            afterColon = false
            keyComplete = false
            if inRow { copy(byte) }
            depth += 1
            if containerIsObject.count < 256 { containerIsObject.append(byte == UInt8(ascii: "{")) }
            guard byte == UInt8(ascii: "[") else {
                if columnsDepth > 0 && depth == columnsDepth + 1 { columnName.removeAll(keepingCapacity: true) }
                return
            }
            if !inRow, let member, Self.columnKeys.contains(member) {
                columnsDepth = depth
                names.removeAll(keepingCapacity: true)
            } else if !inRow, !readRows, let member, Self.rowKeys.contains(member), rowsDepth == 0,
                columnsDepth == 0
            {
                rowsDepth = depth
            } else if rowsDepth > 0 && depth == rowsDepth + 1 {
                // A row opens.
                inRow = true
                row.removeAll(keepingCapacity: true)
                row.append(UInt8(ascii: "{"))
                value.removeAll(keepingCapacity: true)
                valueIndex = 0
            }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            afterColon = false
            keyComplete = false
            if columnsDepth > 0 && depth == columnsDepth + 1 && byte == UInt8(ascii: "}") { addName() }
            if inRow && depth == rowsDepth + 1 {
                endValue()
                writeRow()
                inRow = false
            } else if inRow {
                copy(byte)
            }
            if depth == columnsDepth { columnsDepth = 0 }
            if depth == rowsDepth {
                rowsDepth = 0
                readRows = true
            }
            if depth > 0 { depth -= 1 }
            if depth == 0 { readRows = false }  // the document ends: the next one's first table is read
            if depth < containerIsObject.count { containerIsObject.removeLast(containerIsObject.count - depth) }
        case UInt8(ascii: ":"):
            afterColon = keyComplete
            if inRow { copy(byte) }
        case UInt8(ascii: ","):
            afterColon = false
            keyComplete = false
            if inRow && depth == rowsDepth + 1 { endValue() } else if inRow { copy(byte) }
        case 0x20, 0x09, 0x0A, 0x0D:
            if inRow && depth > rowsDepth + 1 { copy(0x20) }
        default:
            afterColon = false
            keyComplete = false
            if inRow { copy(byte) }
        }
    }

    /// Copies a byte of the row's value being read, while the row is within its bound.
    @inline(__always)
    private func copy(_ byte: UInt8) {
        if row.count + value.count < Self.maxRowBytes { value.append(byte) }
    }

    /// The name of the column whose description (or string) was just read: its `name`, or its place.
    private func addName() {
        guard names.count < Self.maxColumns else { return }
        if columnName.count < 2 {
            names.append(Array("\"_\(names.count)\"".utf8))
        } else {
            if columnName.last != UInt8(ascii: "\"") || columnName.count == 1 { columnName.append(UInt8(ascii: "\"")) }
            names.append(columnName)
        }
        columnName.removeAll(keepingCapacity: true)
    }

    /// Puts the value just read in the row, under its column's name.
    private func endValue() {
        defer {
            value.removeAll(keepingCapacity: true)
            valueIndex += 1
        }
        guard !value.isEmpty, row.count < Self.maxRowBytes else { return }
        if valueIndex > 0 { row.append(UInt8(ascii: ",")) }
        if valueIndex < names.count {
            row += names[valueIndex]
        } else {
            row += Array("\"_\(valueIndex)\"".utf8)
        }
        row.append(UInt8(ascii: ":"))
        row += value
    }

    /// Writes the row just closed, when it held a value.
    private func writeRow() {
        guard row.count > 1 else { return }
        if row.count >= Self.maxRowBytes { row.append(UInt8(ascii: "\"")) }  // a cut value's closing quote
        row.append(UInt8(ascii: "}"))
        output.writeLine(row[...])
    }
}

extension JSONTableRows: BufferedRewrite {
    /// Reads the document's next bytes.
    package func feed(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes { read(byte) }
    }

    /// Nothing is left to write at the end: a row not closed is no row.
    package func finish() {}

}
