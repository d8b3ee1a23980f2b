/// The routes file of the analyzer and the CLI (docs/log-formats.md and docs/format-language.md, Routes files): one route a line, `[name] [METHOD] format`;
/// `#` starts a comment; blank lines are skipped; directives declare types and global params:
///
/// ```
/// @use uuid hex                       # ready-made extra types
/// @type slug regex [a-z0-9-]+         # a type by regular expression (whole value)
/// @type color oneOf red,green,blue    # a type by an enumerated set of values
/// @global utm_source, sourceUserId    # global params
/// user      GET /user/:userId{int}
///           POST /user
/// /feed/?:postIds{[int]}
/// ```
///
/// A route without a name is named by its line (`POST /user`). Names are unique. Directives apply to
/// the whole file, wherever they stand.
public enum RoutesFile {
    /// Parses and compiles a routes file.
    ///
    /// - Throws: ``RoutesFileError`` for the first error (file, line, column, reason).
    public static func parse(_ text: String, path: String) throws(RoutesFileError) -> RouteTable {
        let reader = RoutesFileReader(text: text, path: path)
        if let error = reader.diagnostics.first(where: { $0.severity == .error }) {
            throw RoutesFileError(error)
        }
        do {
            return try RouteTable(routes: reader.routes, types: reader.types, globalParams: reader.globalParams)
        } catch {
            throw RoutesFileError(
                Diagnostic(path: path, line: 1, column: 1, severity: .error, message: error.description))
        }
    }

    /// Parses and compiles a routes file given as bytes, refusing invalid UTF-8 with its position.
    ///
    /// - Throws: ``RoutesFileError`` for invalid UTF-8 or the first error in the file.
    public static func parse(bytes: [UInt8], path: String) throws(RoutesFileError) -> RouteTable {
        let text = try decodeUTF8(bytes, path: path)
        return try parse(text, path: path)
    }

    /// Every problem of a routes file: errors, then lint warnings (unreachable and duplicate routes)
    /// when there are no errors. Sorted by line.
    public static func check(_ text: String, path: String) -> [Diagnostic] {
        let reader = RoutesFileReader(text: text, path: path)
        var diagnostics = reader.diagnostics
        if !diagnostics.contains(where: { $0.severity == .error }),
            let table = try? RouteTable(routes: reader.routes, types: reader.types, globalParams: reader.globalParams)
        {
            let lint = RouteLinter.lint(table)
            diagnostics += lint.findings.map { finding in finding.diagnostic(path: path, table: table) }
            if !lint.complete {
                diagnostics.append(
                    Diagnostic(
                        path: path, line: 1, column: 1, severity: .warning,
                        message: "lint stopped early: too many routes of the same shape to compare every pair; some unreachable routes may not be reported"))
            }
        }
        return diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// ``check(_:path:)`` for bytes; invalid UTF-8 is an error at its position.
    public static func check(bytes: [UInt8], path: String) -> [Diagnostic] {
        do {
            return check(try decodeUTF8(bytes, path: path), path: path)
        } catch {
            return [error.diagnostic]
        }
    }

    package static func decodeUTF8(_ bytes: [UInt8], path: String) throws(RoutesFileError) -> String {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && index + length <= bytes.count
            if valid && length > 1 {
                for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { valid = false }
                if valid && length == 3 {
                    let second = bytes[index + 1]
                    if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) { valid = false }
                }
                if valid && length == 4 {
                    let second = bytes[index + 1]
                    if (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F) { valid = false }
                }
            }
            guard valid else {
                let hex = String(byte, radix: 16, uppercase: true)
                throw RoutesFileError(
                    Diagnostic(
                        path: path, line: line, column: index - lineStart + 1, severity: .error,
                        message: "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex))"))
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
