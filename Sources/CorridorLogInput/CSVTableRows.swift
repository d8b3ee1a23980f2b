import CorridorCore

/// Turns a table of requests written as CSV (or TSV) under a header row — a query's results downloaded from Athena
/// over ALB or CloudFront logs, a Log Analytics export of a gateway's diagnostics, any database's `COPY … TO … CSV
/// HEADER`, ClickHouse's `TSVWithNames` — into one JSON object a row, its values under the header's names:
///
/// ```
/// "type","time","client_ip","elb_status_code","request_verb","request_url","user_agent"
/// "https","2026-11-21T05:06:37.123456Z","192.0.2.7","200","GET","https://api.example.com:443/users/42","curl/8.5.0"
/// ```
///
/// becomes `{"type":"https","time":"2026-11-21T05:06:37.123456Z",…,"request_url":"https://…"}`, which detection reads
/// as JSON lines — a preset when the names are one's, else the layout the names and values show
/// (``JSONLayoutInference`` in the log formats). The header row becomes ``headerMarker`` followed by the row, counted as
/// a directive (``isHeaderMarker(_:)``), and so does the header row of a table appended after the first. A row whose
/// fields are not as many as the header's names is written as it is (a malformed line). Values are written as JSON
/// strings, CSV's quotes taken off and its doubled quotes undoubled (a TSV's as they are); a name's ` [UTC]` (the
/// Azure portal's) is left out; one line a row (a quoted value holding a line break is not joined).
///
/// Tables printed aligned are read too, their fields between `|` and the blanks around them taken off: `psql`'s
/// (a rule of `-` and `+` under the header, `(3 rows)` after the last), the `mysql` client's (`+---+` rules around the
/// header and the rows, each between `|`, `3 rows in set` after them), Markdown's (`|---|` under the header); the
/// rules and the row count are counted as directives, like the header (and the blank line `psql` writes after the
/// count).
///
/// Chosen from the input's first lines (``separator(of:)``): a header of names and a row of as many fields, the
/// names telling a request — a status and a request line, a target or a method — and none of the layouts read by
/// their own header (W3C's as CloudFront and Exchange write it as CSV, Cloud Storage's usage logs).
package final class CSVTableRows {
    /// The longest row kept whole.
    package static let maxRowBytes = 1 << 20
    /// The most columns a header may name.
    package static let maxColumns = 256

    package let inputLines = RewrittenLines(maxLineBytes: CSVTableRows.maxRowBytes)
    package var output = RewriteOutput()
    /// Always nil: the table's lines are read as they are.
    package let wrappedLines: (any WrappedLineReader)? = nil

    /// The byte between fields: a comma (CSV), a tab (TSV: ClickHouse's `TSVWithNames`, `mysql --batch`) or `|` (an
    /// aligned table: ``verticalBar``).
    private let separator: UInt8
    /// The header's names, JSON-escaped and quoted (`"request_url"`), in order; empty before the header is read.
    private var names: [[UInt8]] = []
    /// What the Azure portal's exports write after a time column's name.
    private static let utcSuffix = Array(" [UTC]".utf8)
    /// The header row as it was written, to tell it again where tables were joined.
    private var header: [UInt8] = []
    /// The row being written.
    private var row: [UInt8] = []
    /// Whether the aligned table's rows are written between bars (``isBordered(_:)``).
    private var bordered = false

    /// What a header row is written as: `#csv-header ` and the row.
    package static let headerMarker = Array("#csv-header ".utf8)

    /// The separator of an aligned table's fields.
    package static let verticalBar = UInt8(ascii: "|")

    /// A reader before the input's first byte, of fields separated by `separator` (``separator(of:)``).
    package init(separator: UInt8 = ByteScanning.comma) {
        self.separator = separator
    }

    /// Whether `line` is a table's header row as ``CSVTableRows`` writes it.
    package static func isHeaderMarker(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.count >= headerMarker.count && line.starts(with: headerMarker)
    }

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is a table of
    /// requests (``separator(of:)``).
    package static func opensCSVTable(_ lines: [ArraySlice<UInt8>]) -> Bool { separator(of: lines) != nil }

    /// The separator of a table of requests whose first whole lines are `lines`: a header of at least four names,
    /// the next line as many fields, separated by commas or (with no comma in the header) by tabs; nil for any other
    /// input. The names must tell a request: a status (a name with `status` in it, or `response_code`) and a request
    /// line, a target or a method (`request`, a name with `url`, `uri` or `path` in it, `method`, `verb`).
    package static func separator(of lines: [ArraySlice<UInt8>]) -> UInt8? {
        // An aligned table's rules (`+-----+`, `---+---`, `|---|`) are not rows.
        let lines = lines.filter { !isRule($0) }
        guard lines.count >= 2, let first = lines.first else { return nil }
        let separator =
            first.contains(ByteScanning.comma)
            ? ByteScanning.comma
            : first.contains(ByteScanning.tab)
                ? ByteScanning.tab : first.contains(bytes: [ByteScanning.space, verticalBar]) ? verticalBar : nil
        let bordered = isBordered(first)
        guard let separator, let fields = Self.fields(of: first, separator: separator, bordered: bordered),
            fields.count >= 4, fields.count <= maxColumns, fields.allSatisfy(isName),
            Self.fields(of: lines[1], separator: separator, bordered: bordered)?.count == fields.count
        else { return nil }
        let lowered = fields.map {
            String(decoding: $0.map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }, as: UTF8.self)
        }
        // The layouts read by their own header row: W3C's fields (`cs-method`, `x-edge-location`, Exchange's
        // `UrlStem`), Cloud Storage's usage logs (`time_micros`).
        if lowered.contains(where: {
            $0.hasPrefix("cs-") || $0.hasPrefix("sc-") || $0.hasPrefix("x-edge-") || $0 == "urlstem"
                || $0 == "time_micros"
        }) {
            return nil
        }
        let status = lowered.contains { $0.contains("status") || $0 == "response_code" }
        let request = lowered.contains { name in
            name == "request" || name.hasPrefix("request_line") || name.contains("method") || name.contains("verb")
                || (["url", "uri", "path"].contains(where: name.contains) && !name.contains("referer")
                    && !name.contains("referrer"))
        }
        return status && request ? separator : nil
    }

    /// Whether a header field is a column's name: 1 to 64 bytes of letters, digits, blanks and `_.-@()[]/:`, not
    /// starting with a digit or a blank.
    private static func isName(_ field: ArraySlice<UInt8>) -> Bool {
        guard let first = field.first, field.count <= 64, !ByteScanning.isDigit(first), first != ByteScanning.space
        else { return false }
        return field.allSatisfy { byte in
            (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || ByteScanning.isDigit(byte) || byte == ByteScanning.space
                || nameMarks.contains(byte)
        }
    }

    /// Whether `line` is an aligned table's rule — dashes and `+`, `|`, `:` or `=` (at least three dashes, nothing
    /// else but blanks) — or a client's count of the rows after the last (``isRowCount(_:)``).
    static func isRule(_ line: ArraySlice<UInt8>) -> Bool {
        var dashes = 0
        for byte in line {
            switch byte {
            case ByteScanning.dash: dashes += 1
            case UInt8(ascii: "+"), verticalBar, ByteScanning.colon, UInt8(ascii: "="), ByteScanning.space,
                ByteScanning.carriageReturn:
                continue
            default:
                return isRowCount(line)
            }
        }
        return dashes >= 3
    }

    /// Whether `line` is a client's count of a result's rows: `psql`'s (`(3 rows)`, `(1 row)`), the `mysql` client's
    /// (`3 rows in set (0.00 sec)`, `1 row in set`).
    private static func isRowCount(_ line: ArraySlice<UInt8>) -> Bool {
        var line = line
        if line.last == ByteScanning.carriageReturn { line = line.dropLast() }
        let psql = line.first == UInt8(ascii: "(") && line.last == UInt8(ascii: ")")
        let inside = psql ? line.dropFirst().dropLast() : line
        let digits = inside.prefix(while: ByteScanning.isDigit)
        guard !digits.isEmpty else { return false }
        var rest = inside.dropFirst(digits.count)
        for word in [" rows", " row"] where rest.starts(with: word.utf8) {
            rest = rest.dropFirst(word.utf8.count)
            return psql ? rest.isEmpty : rest.starts(with: " in set".utf8)
        }
        return false
    }

    /// The bytes besides letters, digits and blanks a column's name may hold.
    private static let nameMarks = Array("_.-@()[]/:".utf8)

    /// The fields of a row separated by `separator` — for CSV, quotes taken off and doubled quotes kept doubled
    /// (``appendEscaped(_:to:)`` undoes them), nil for a row with a quote left open; a TSV row's fields as they are.
    /// A CR at the end is dropped.
    static func fields(of line: ArraySlice<UInt8>, separator: UInt8, bordered: Bool = false) -> [ArraySlice<UInt8>]? {
        var line = line
        if line.last == ByteScanning.carriageReturn { line = line.dropLast() }
        if separator == verticalBar { return alignedFields(of: line, bordered: bordered) }
        var fields: [ArraySlice<UInt8>] = []
        var index = line.startIndex
        while true {
            if separator == ByteScanning.comma && index < line.endIndex && line[index] == ByteScanning.quote {
                // A quoted field: to the quote not doubled.
                var end = index + 1
                while true {
                    guard let quote = line[end...].firstIndex(of: ByteScanning.quote) else { return nil }
                    if quote + 1 < line.endIndex && line[quote + 1] == ByteScanning.quote {
                        end = quote + 2
                        continue
                    }
                    end = quote
                    break
                }
                fields.append(line[(index + 1)..<end])
                index = end + 1
                guard index == line.endIndex || line[index] == separator else { return nil }
            } else {
                let end = line[index...].firstIndex(of: separator) ?? line.endIndex
                fields.append(line[index..<end])
                index = end
            }
            if index == line.endIndex { return fields }
            index += 1  // the separator
            if fields.count > maxColumns { return nil }
        }
    }

    /// Whether an aligned table's header row is written between bars (`| method | path |`: the `mysql` client's,
    /// Markdown's), not only with bars between its names (`psql`'s).
    private static func isBordered(_ header: ArraySlice<UInt8>) -> Bool {
        header.first { $0 != ByteScanning.space && $0 != ByteScanning.tab } == verticalBar
    }

    /// The fields of an aligned table's row: between `|` (for a `bordered` table, a first and a last one at the row's
    /// ends taken off), the blanks around each value taken off.
    private static func alignedFields(of line: ArraySlice<UInt8>, bordered: Bool) -> [ArraySlice<UInt8>] {
        func trimmed(_ field: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            let start = field.firstIndex { $0 != ByteScanning.space && $0 != ByteScanning.tab } ?? field.endIndex
            let end = field[start...].lastIndex { $0 != ByteScanning.space && $0 != ByteScanning.tab } ?? (start - 1)
            return field[start..<(end + 1)]
        }
        var line = trimmed(line)
        if bordered && line.first == verticalBar { line = line.dropFirst() }
        if bordered && line.last == verticalBar { line = line.dropLast() }
        return line.split(separator: verticalBar, omittingEmptySubsequences: false).map(trimmed)
    }

    /// Reads a line: the header, a row, or the header again.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        var line = line
        // Excel's "CSV UTF-8" opens with a byte order mark.
        if names.isEmpty && line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        // An aligned table's rules, its row count and the blank line `psql` writes after it: counted with its header.
        if separator == Self.verticalBar
            && (Self.isRule(line) || line.allSatisfy { $0 == ByteScanning.space || $0 == ByteScanning.carriageReturn })
        {
            return output.writeLine(Self.headerMarker[...], line)
        }
        if names.isEmpty {
            bordered = Self.isBordered(line)
        }
        if names.isEmpty, let fields = Self.fields(of: line, separator: separator, bordered: bordered) {
            names = fields.map { name in
                var quoted: [UInt8] = [ByteScanning.quote]
                // The Azure portal's exports name a time column with its zone (`TimeGenerated [UTC]`): the name is
                // the column's without it.
                let zone = Self.utcSuffix
                let bare = name.count > zone.count && name.suffix(zone.count).elementsEqual(zone)
                Self.appendEscaped(
                    bare ? name.dropLast(zone.count) : name, csv: separator == ByteScanning.comma, to: &quoted)
                quoted.append(ByteScanning.quote)
                return quoted
            }
            header = Array(line)
            return output.writeLine(Self.headerMarker[...], line)
        }
        if line.elementsEqual(header) { return output.writeLine(Self.headerMarker[...], line) }
        guard let fields = Self.fields(of: line, separator: separator, bordered: bordered), fields.count == names.count
        else {
            return output.writeLine(line)
        }
        row.removeAll(keepingCapacity: true)
        row.append(UInt8(ascii: "{"))
        for (index, field) in fields.enumerated() {
            if index > 0 { row.append(ByteScanning.comma) }
            row.append(contentsOf: names[index])
            row.append(ByteScanning.colon)
            row.append(ByteScanning.quote)
            Self.appendEscaped(field, csv: separator == ByteScanning.comma, to: &row)
            row.append(ByteScanning.quote)
        }
        row.append(UInt8(ascii: "}"))
        output.writeLine(row[...])
    }

    /// Appends `field` as the content of a JSON string, escaped for JSON: for a `csv` field, its doubled quotes
    /// undoubled.
    private static func appendEscaped(_ field: ArraySlice<UInt8>, csv: Bool, to destination: inout [UInt8]) {
        var escape = [UInt8](repeating: 0, count: JSONEscaping.longestEscape)
        var index = field.startIndex
        while index < field.endIndex {
            let byte = field[index]
            if csv && byte == ByteScanning.quote && index + 1 < field.endIndex && field[index + 1] == ByteScanning.quote
            {
                index += 1  // `""` is one `"`
            }
            if JSONEscaping.needsEscape(byte) {
                let count = escape.withUnsafeMutableBufferPointer {
                    JSONEscaping.writeEscape(of: byte, to: $0.baseAddress!)
                }
                destination.append(contentsOf: escape[0..<count])
            } else {
                destination.append(byte)
            }
            index += 1
        }
    }

    /// Nothing is held open between lines.
    package func writeOpenRequests() {}
}
