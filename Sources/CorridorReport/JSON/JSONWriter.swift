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
        case .integerPairs(let flat): writePairs(flat, separator: ",")
        default:
            write(value, indent: 0)
        }
    }

    /// `[[a, b], [c, d]]` (`separator` between numbers: `", "` indented, `","` compact), each number written
    /// straight into the output.
    private mutating func writePairs(_ flat: [Int64], separator: StaticString) {
        output.append(UInt8(ascii: "["))
        // Each pair (`, [12, 345]`) is laid out in a small buffer and appended at once: one copy a pair.
        var room: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &room) { buffer in
            let pair = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let separatorBytes = UnsafeBufferPointer(start: separator.utf8Start, count: separator.utf8CodeUnitCount)
            let separatorLength = separatorBytes.count
            var index = 0
            while index + 1 < flat.count {
                var count = 0
                if index > 0 {
                    (pair + count).update(from: separatorBytes.baseAddress!, count: separatorLength)
                    count += separatorLength
                }
                pair[count] = UInt8(ascii: "[")
                count += 1
                count += JSONWriter.writeInteger(flat[index], to: pair + count)
                (pair + count).update(from: separatorBytes.baseAddress!, count: separatorLength)
                count += separatorLength
                count += JSONWriter.writeInteger(flat[index + 1], to: pair + count)
                pair[count] = UInt8(ascii: "]")
                count += 1
                output.append(contentsOf: UnsafeBufferPointer(start: pair, count: count))
                index += 2
            }
        }
        output.append(UInt8(ascii: "]"))
    }

    /// Writes the decimal digits of `value` (with `-` when negative) at `destination`, which has room for 20 bytes;
    /// returns how many were written.
    private static func writeInteger(_ value: Int64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        // At most 19 digits: an Int64's magnitude is below 10^19 (so `bound` never passes it).
        var digits = 1
        var bound: UInt64 = 10
        while digits < 19 && magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        let sign = value < 0 ? 1 : 0
        if sign == 1 { destination[0] = UInt8(ascii: "-") }
        var position = sign + digits
        repeat {
            position -= 1
            destination[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return sign + digits
    }

    private mutating func appendStatic(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The decimal digits of `value` (with `-` when negative), as `String(value)` writes them.
    private mutating func appendInteger(_ value: Int64) {
        var room: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for a sign and 19 digits
        withUnsafeMutableBytes(of: &room) { buffer in
            let digits = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            // Appended as one contiguous run (a copy), not byte by byte through a slice's iterator.
            output.append(
                contentsOf: UnsafeBufferPointer(start: digits, count: JSONWriter.writeInteger(value, to: digits)))
        }
    }

    private mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let text): append(text)
        case .string(let text): StringEscaping.appendJSONQuoted(text, to: &output)
        case .integerPairs(let flat): writePairs(flat, separator: ", ")
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
        case .integerPairs(let flat): return flat.isEmpty
        case .array(let elements): return elements.allSatisfy { if case .array = $0 { false } else { isInline($0) } }
        default: return true
        }
    }
}
