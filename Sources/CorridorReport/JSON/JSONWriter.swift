/// Writes a ``JSONValue`` as indented JSON (two spaces): objects over several lines in member order,
/// arrays of scalars (or of arrays of scalars) on one line; or, compact, on one line without any
/// blank between tokens. The same value always gives the same bytes.
///
/// Linear in the output: everything is appended to one byte buffer, strings are copied in runs of
/// bytes that need no escape, and whether an array fits on one line is decided once per array.
package struct JSONWriter {
    private var output: [UInt8] = []

    /// Renders `value`, with a final newline; `compact` puts it all on that one line.
    package static func render(_ value: JSONValue, compact: Bool = false) -> String {
        var writer = JSONWriter()
        writer.output.reserveCapacity(1 << 16)
        if compact {
            writer.writeCompact(value)
        } else {
            writer.write(value, indent: 0)
        }
        writer.output.append(UInt8(ascii: "\n"))
        return String(decoding: writer.output, as: UTF8.self)
    }

    private mutating func writeCompact(_ value: JSONValue) {
        switch value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeCompact(element)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                StringEscaping.appendJSONQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                writeCompact(member.value)
            }
            output.append(UInt8(ascii: "}"))
        default:
            write(value, indent: 0)
        }
    }

    private mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let text): append(text)
        case .string(let text): StringEscaping.appendJSONQuoted(text, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                append("[]")
            } else if elements.allSatisfy(JSONWriter.isInline) {
                output.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { append(", ") }
                    write(element, indent: indent)
                }
                output.append(UInt8(ascii: "]"))
            } else {
                append("[\n")
                for (index, element) in elements.enumerated() {
                    appendSpaces(indent + 2)
                    write(element, indent: indent + 2)
                    append(index + 1 < elements.count ? ",\n" : "\n")
                }
                appendSpaces(indent)
                output.append(UInt8(ascii: "]"))
            }
        case .object(let members):
            if members.isEmpty {
                append("{}")
                return
            }
            append("{\n")
            for (index, member) in members.enumerated() {
                appendSpaces(indent + 2)
                StringEscaping.appendJSONQuoted(member.key, to: &output)
                append(": ")
                write(member.value, indent: indent + 2)
                append(index + 1 < members.count ? ",\n" : "\n")
            }
            appendSpaces(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    private mutating func appendSpaces(_ count: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Scalars, and arrays of scalars (not of arrays of arrays), stay on one line.
    private static func isInline(_ value: JSONValue) -> Bool {
        switch value {
        case .object: return false
        case .array(let elements): return elements.allSatisfy { if case .array = $0 { false } else { isInline($0) } }
        default: return true
        }
    }
}
