/// Reads a routes file's lines into routes, types and global params, collecting every error.
struct RoutesFileReader {
    let path: String
    private(set) var routes: [Route] = []
    private(set) var types = TypeRegistry.standard
    private(set) var globalParams: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// A whitespace-separated word of a line with its 1-based column.
    struct Token {
        let text: String
        let column: Int
    }

    init(text: String, path: String) {
        self.path = path
        // LF, CRLF (one Character in Swift, so split on it too) or a lone CR ends a line.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        // Directives first, so that types and global params apply wherever they stand.
        for (offset, line) in lines.enumerated() {
            let tokens = Self.tokens(of: line)
            if let first = tokens.first, first.text.hasPrefix("@") {
                readDirective(tokens, line: line, number: offset + 1)
            }
        }
        var names: [String: Int] = [:]
        let parser = FormatParser(types: types, globalParams: globalParams)
        for (offset, line) in lines.enumerated() {
            let tokens = Self.tokens(of: line)
            guard let first = tokens.first, !first.text.hasPrefix("@") else { continue }
            readRoute(tokens, number: offset + 1, parser: parser, names: &names)
        }
    }

    /// Words of a line, up to a `#` that starts a word (a comment), with 1-based byte columns.
    static func tokens(of line: Substring) -> [Token] {
        let bytes = Array(line.utf8)
        var tokens: [Token] = []
        var index = 0
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while index < bytes.count {
            if isBlank(bytes[index]) {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "#") { break }
            let start = index
            while index < bytes.count && !isBlank(bytes[index]) { index += 1 }
            tokens.append(Token(text: String(decoding: bytes[start..<index], as: UTF8.self), column: start + 1))
        }
        return tokens
    }

    mutating func error(_ message: String, line: Int, column: Int) {
        diagnostics.append(Diagnostic(path: path, line: line, column: column, severity: .error, message: message))
    }

    mutating func readDirective(_ tokens: [Token], line: Substring, number: Int) {
        let directive = tokens[0]
        switch directive.text {
        case "@use":
            guard tokens.count > 1 else {
                return error("'@use' needs one or more type names (uint, int64, double, uuid, hex)", line: number, column: directive.column)
            }
            for token in tokens.dropFirst() {
                for name in token.text.split(separator: ",") {
                    do { try types.registerExtra(named: String(name)) } catch {
                        self.error(error.description, line: number, column: token.column)
                    }
                }
            }
        case "@global":
            guard tokens.count > 1 else {
                return error("'@global' needs one or more parameter names", line: number, column: directive.column)
            }
            for token in tokens.dropFirst() {
                for name in token.text.split(separator: ",") {
                    guard name.utf8.allSatisfy(ByteScanning.isNameByte) else {
                        error("bad global param name '\(name)' (letters, digits and '_' only)", line: number, column: token.column)
                        continue
                    }
                    if globalParams.contains(String(name)) {
                        error("global param '\(name)' is declared twice", line: number, column: token.column)
                    } else {
                        globalParams.append(String(name))
                    }
                }
            }
        case "@type":
            guard tokens.count >= 4 else {
                return error(
                    "'@type' needs a name, 'regex' or 'oneOf', and a definition: '@type slug regex [a-z0-9-]+'",
                    line: number, column: directive.column)
            }
            let name = tokens[1].text
            let type: ValueType
            switch tokens[2].text {
            case "regex":
                // The pattern is the rest of the line after 'regex', as written.
                let utf8 = Array(line.utf8)
                let pattern = String(decoding: utf8[(tokens[3].column - 1)...], as: UTF8.self)
                    .trimmingTrailingWhitespace()
                do { type = try ValueType.pattern(name, regex: pattern) } catch {
                    return self.error(error.description, line: number, column: tokens[3].column)
                }
            case "oneOf":
                let values = tokens[3...].flatMap { $0.text.split(separator: ",").map(String.init) }
                guard !values.isEmpty else {
                    return error("'@type \(name) oneOf' needs values", line: number, column: tokens[2].column)
                }
                type = .oneOf(name, values: values)
            default:
                return error(
                    "unknown type definition '\(tokens[2].text)' (expected 'regex' or 'oneOf')", line: number,
                    column: tokens[2].column)
            }
            do { try types.register(type) } catch {
                self.error(error.description, line: number, column: tokens[1].column)
            }
        case Self.deprecatedMarker:
            error(
                "'\(Self.deprecatedMarker)' marks a route: put it at the end of the route's line", line: number,
                column: directive.column)
        default:
            error(
                "unknown directive '\(directive.text)' (expected @use, @type or @global)", line: number,
                column: directive.column)
        }
    }

    static func isMethod(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// The marker that ends the line of a deprecated route: `legacyUser GET /v1/user/:id{int} @deprecated`.
    static let deprecatedMarker = "@deprecated"

    mutating func readRoute(_ tokens: [Token], number: Int, parser: FormatParser, names: inout [String: Int]) {
        var tokens = tokens
        var deprecated = false
        if let last = tokens.last, last.text.hasPrefix("@"), tokens.count > 1 {
            guard last.text == Self.deprecatedMarker else {
                return error(
                    "unknown route marker '\(last.text)' (expected \(Self.deprecatedMarker) at the end of a route line)",
                    line: number, column: last.column)
            }
            deprecated = true
            tokens.removeLast()
        }
        if let marker = tokens.dropFirst().first(where: { $0.text.hasPrefix("@") }) {
            return error(
                "'\(marker.text)' must be the last word of a route line", line: number, column: marker.column)
        }
        var name: Token?
        var method: Token?
        let format: Token
        switch tokens.count {
        case 1:
            format = tokens[0]
        case 2:
            if Self.isMethod(tokens[0].text) { method = tokens[0] } else { name = tokens[0] }
            format = tokens[1]
        case 3:
            name = tokens[0]
            method = tokens[1]
            format = tokens[2]
            guard Self.isMethod(tokens[1].text) else {
                return error(
                    "expected an HTTP method (uppercase letters) but found '\(tokens[1].text)'", line: number,
                    column: tokens[1].column)
            }
        default:
            return error(
                "too many fields: a route line is '[name] [METHOD] format' (found '\(tokens[3].text)')", line: number,
                column: tokens[3].column)
        }
        let parsed: RouteFormat
        do { parsed = try parser.parse(format.text) } catch {
            return self.error(
                "\(error.reason) in format '\(format.text)'", line: number, column: format.column + error.column - 1)
        }
        let route = Route(name: name?.text, method: method?.text, format: parsed, line: number, deprecated: deprecated)
        if let first = names[route.name] {
            return error(
                "duplicate route name '\(route.name)' (first defined on line \(first))", line: number,
                column: name?.column ?? tokens[0].column)
        }
        names[route.name] = number
        routes.append(route)
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var scalars = Substring(self)
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
