/// Writes a ``JSONValue`` as indented JSON (two spaces): objects over several lines in member order,
/// arrays of scalars (or of arrays of scalars) on one line; or, compact, on one line without any
/// blank between tokens. The same value always gives the same bytes.
package struct JSONWriter {
    private var output = ""

    /// Renders `value`, with a final newline; `compact` puts it all on that one line.
    package static func render(_ value: JSONValue, compact: Bool = false) -> String {
        var writer = JSONWriter()
        if compact {
            writer.writeCompact(value)
        } else {
            writer.write(value, indent: 0)
        }
        writer.output += "\n"
        return writer.output
    }

    private mutating func writeCompact(_ value: JSONValue) {
        switch value {
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                writeCompact(element)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                JSONWriter.appendQuoted(member.key, to: &output)
                output += ":"
                writeCompact(member.value)
            }
            output += "}"
        default:
            write(value, indent: 0)
        }
    }

    private mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): JSONWriter.appendQuoted(text, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
            } else if elements.allSatisfy(JSONWriter.isInline) {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += ", " }
                    write(element, indent: indent)
                }
                output += "]"
            } else {
                output += "[\n"
                for (index, element) in elements.enumerated() {
                    output += String(repeating: " ", count: indent + 2)
                    write(element, indent: indent + 2)
                    output += index + 1 < elements.count ? ",\n" : "\n"
                }
                output += String(repeating: " ", count: indent) + "]"
            }
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                JSONWriter.appendQuoted(member.key, to: &output)
                output += ": "
                write(member.value, indent: indent + 2)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    private static func isInline(_ value: JSONValue) -> Bool {
        switch value {
        case .object: return false
        case .array(let elements): return elements.allSatisfy { if case .array = $0 { false } else { isInline($0) } }
        default: return true
        }
    }

    /// Appends `text` as a JSON string literal (quotes, backslashes and control characters escaped).
    package static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
