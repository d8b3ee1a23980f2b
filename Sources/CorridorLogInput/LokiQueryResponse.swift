import CorridorCore

/// Turns Loki's query API responses (`/loki/api/v1/query_range` and `/query` as `curl` saves them:
/// `{"status":"success","data":{"resultType":"streams","result":[{"stream":{…},"values":[["<ns>","<line>"],…]},…]}}`,
/// on one line or pretty-printed, several one after another) into one JSON line an entry, as it is read:
/// `{"timestamp":"<ns>","line":"<line>"}` — the form `logcli --output jsonl` writes, which the `json` wrapper reads
/// (`json+combined`, …), the entry's nanoseconds standing in for a line without a time of its own.
///
/// Chosen from the input's first bytes (``opensResponse(_:)``). The "lines" of such an input are its entries. Each
/// entry's two strings are copied as written (escapes and all); a third element (structured metadata) and every
/// other member (`stream` labels, `stats`) are dropped. A line longer than ``maxLineBytes`` is cut there, so that
/// what one entry takes stays bounded (the chunker then refuses the line as too long).
package final class LokiQueryResponse {
    /// The most bytes of one entry's line copied (the longest line of any log, and some).
    package static let maxLineBytes = 1 << 24 + 64

    /// Nesting of `{`/`[` outside strings.
    private var depth = 0
    /// Whether the bytes are inside a string.
    private var strings = JSONStringTracker()
    /// The depth at which a `values` array is open (its entries open at the next), or 0.
    private var valuesDepth = 0
    /// Whether the last string closed, at an object's level, was the key `values`, with nothing but `:` and blanks
    /// after it so far.
    private var keyIsValues = false
    /// The bytes of the string being read while it may be the key `values` (at most 6); -1 once it cannot be.
    private var keyLength = 0
    private static let valuesKey = Array("values".utf8)
    /// Whether each open container is an object (`{`), innermost last.
    private var containerIsObject: [Bool] = []
    /// Inside an entry (`[` at `valuesDepth + 1`): how many of its elements have begun, and its two strings so far.
    private var elementIndex = 0
    private var timestamp: [UInt8] = []
    private var line: [UInt8] = []
    /// Entries written and not yet handed out.
    package var output = RewriteOutput()

    /// A reader before the response's first byte.
    package init() {}

    /// Whether the text starting with `head` is a Loki query response of log streams: an object (after blanks and a
    /// byte order mark) whose first bytes hold `"resultType"` and then `"streams"` as its value.
    package static func opensResponse(_ head: UnsafeRawBufferPointer) -> Bool {
        let bytes = UnsafeRawBufferPointer(rebasing: head.prefix(4096))
        var index = UTF8ByteOrderMark.length(at: bytes)
        while index < bytes.count && ByteScanning.isWhitespace(bytes[index]) { index += 1 }
        // Most inputs are told here, by their first byte.
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        guard let found = bytes[index...].firstRange(of: #""resultType""#.utf8) else { return false }
        index = found.upperBound
        while index < bytes.count && ByteScanning.isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        while index < bytes.count && ByteScanning.isWhitespace(bytes[index]) { index += 1 }
        return bytes[index...].starts(with: #""streams""#.utf8)
    }

    /// A letter, a digit, `.`, `:`, `+` or `-`: what a time stamp is written with.
    @inline(__always)
    private static func isStampByte(_ byte: UInt8) -> Bool {
        ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// Follows one byte.
    @inline(__always)
    private func read(_ byte: UInt8) {
        let wasInString = strings.inString
        let entryLevel = valuesDepth > 0 && depth == valuesDepth + 1
        if strings.follow(byte) {
            guard wasInString else {
                // A string opens: maybe a key; in an entry, its next element.
                keyLength = 0
                if entryLevel {
                    elementIndex += 1
                    if elementIndex == 2 { line.append(byte) }
                }
                return
            }
            let closes = !strings.inString
            // A string of an entry, at the entry's own level: its first two are the time and the line, copied as
            // written (a raw line break, which JSON does not allow, as a space).
            if entryLevel {
                if elementIndex == 1 {
                    // Nanoseconds, as Loki writes them (or any stamp of letters, digits and `.:+-`); its closing quote.
                    if timestamp.count < 64 && (closes || Self.isStampByte(byte)) { timestamp.append(byte) }
                } else if elementIndex == 2 && line.count < Self.maxLineBytes {
                    line.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
                }
            }
            if closes {
                keyIsValues = keyLength == Self.valuesKey.count && containerIsObject.last == true
            } else if keyLength >= 0 {
                if keyLength < Self.valuesKey.count && byte == Self.valuesKey[keyLength] {
                    keyLength += 1
                } else {
                    keyLength = -1
                }
            }
            return
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if depth == valuesDepth + 1 && valuesDepth > 0 { elementIndex += 1 }  // an element that is no string
            let opensValues = byte == UInt8(ascii: "[") && keyIsValues && valuesDepth == 0
            keyIsValues = false
            depth += 1
            if containerIsObject.count < 256 { containerIsObject.append(byte == UInt8(ascii: "{")) }
            if opensValues {
                valuesDepth = depth
            } else if valuesDepth > 0 && depth == valuesDepth + 1 {
                // An entry opens.
                elementIndex = 0
                timestamp.removeAll(keepingCapacity: true)
                line.removeAll(keepingCapacity: true)
            }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            keyIsValues = false
            if valuesDepth > 0 && depth == valuesDepth + 1 { writeEntry() }
            if depth == valuesDepth { valuesDepth = 0 }
            if depth > 0 { depth -= 1 }
            if depth < containerIsObject.count { containerIsObject.removeLast(containerIsObject.count - depth) }
        case UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
            break
        default:
            keyIsValues = false
        }
    }

    /// Writes the entry just closed, when it held a line.
    private func writeEntry() {
        guard line.count >= 2 else { return }
        // Each string's closing quote was copied with it, unless it was cut.
        if line.last != UInt8(ascii: "\"") || line.count >= Self.maxLineBytes { line.append(UInt8(ascii: "\"")) }
        if timestamp.last != UInt8(ascii: "\"") { timestamp.append(UInt8(ascii: "\"")) }
        output.writeLine(
            Self.timestampOpening[...], timestamp[...], Self.lineOpening[...], line[...], Self.closing[...])
    }

    private static let timestampOpening = Array(#"{"timestamp":""#.utf8)
    private static let lineOpening = Array(#","line":"#.utf8)
    private static let closing = Array("}".utf8)
}

extension LokiQueryResponse: BufferedRewrite {
    /// Reads the response's next bytes.
    package func feed(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes { read(byte) }
    }

    /// Nothing is left to write at the end: an entry not closed is no entry.
    package func finish() {}

}
