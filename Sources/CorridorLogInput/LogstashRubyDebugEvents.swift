import CorridorCore

/// Turns what Logstash's `stdout { codec => rubydebug }` prints — each event as a Ruby hash over several lines, its
/// keys right-aligned, nested hashes and arrays indented, strings as Ruby writes them, times bare:
///
/// ```
/// {
///        "message" => "192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /users/42 HTTP/1.1\" 200 5 \"-\" \"curl\"",
///     "@timestamp" => 2026-11-21T05:06:37.123Z,
///           "tags" => [
///         [0] "nginx"
///     ],
///          "event" => {
///         "original" => "…"
///     }
/// }
/// ```
///
/// — into one JSON line an event, as it is read: `{"message":"…","@timestamp":"2026-11-21T05:06:37.123Z",
/// "tags":["nginx"],"event":{"original":"…"}}`, which the `json` wrapper reads (`json+combined`, the event's
/// `@timestamp` standing in for a line without a time of its own) or a JSON preset (the fields Logstash's filters
/// parsed out).
///
/// An event opens with a line that is `{` alone and ends with the `}` that closes it; Ruby's string escapes become
/// JSON's (`\e` → `\u001b`, `\#` → `#`, `\u{1F600}` → the character), an array's `[0]` indices are dropped, bare
/// values kept as JSON where they are (numbers, `true`, `false`, `nil` → `null`) and quoted where they are not (times,
/// other objects). Lines outside events (Logstash's own log lines, the input it echoes) are not written: the "lines"
/// of such an input are its events. What one event takes is bounded by ``maxEventBytes``: a longer one, or one with a
/// longer line, is cut there and ends unfinished — no JSON, a malformed line, counted. An event still open at the end
/// of the input, or when the next opens, is written as far as it went.
///
/// Chosen from the input's first bytes (``opensRubyDebugEvents(_:)``), in the reading thread before the input is cut
/// into chunks: the report is the same for any number of workers.
package final class LogstashRubyDebugEvents {
    /// The most bytes of one event's JSON kept.
    package static let maxEventBytes = 1 << 20

    package let inputLines = RewrittenLines(maxLineBytes: LogstashRubyDebugEvents.maxEventBytes)
    package var output = RewriteOutput()
    /// Always nil: the rubydebug codec's lines are read as they are.
    package let wrappedLines: (any WrappedLineReader)? = nil

    /// The event being read, as JSON so far; empty outside an event.
    private var event: [UInt8] = []
    /// Nesting of hashes and arrays open in the event (the event's own hash included).
    private var depth = 0
    /// Whether the event was cut (a line of it, or itself, longer than ``maxEventBytes``): nothing more is added.
    private var eventCut = false
    /// A bare value written as a JSON string, before it is added (kept between values).
    private var escapedValue: [UInt8] = []

    /// A reader before the input's first byte.
    package init() {}

    /// Whether an input whose first whole lines are `lines` (``RewrittenLines/wholeLines(of:)``) is the rubydebug
    /// codec's output: a line that is `{` alone, then a line of a quoted key and `=>`.
    package static func opensRubyDebugEvents(_ lines: [ArraySlice<UInt8>]) -> Bool {
        for index in lines.indices.dropLast() where opensEvent(lines[index]) {
            let next = lines[index + 1]
            var start = next.startIndex
            while start < next.endIndex && (next[start] == ByteScanning.space || next[start] == ByteScanning.tab) {
                start += 1
            }
            guard start < next.endIndex, next[start] == ByteScanning.quote,
                let close = next[(start + 1)...].firstIndex(of: ByteScanning.quote)
            else { continue }
            if next[(close + 1)...].starts(with: " => ".utf8) { return true }
        }
        return false
    }

    /// Whether `line` opens an event: `{` alone at its start (blanks and a CR after it allowed).
    private static func opensEvent(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.first == UInt8(ascii: "{") else { return false }
        return line.dropFirst().allSatisfy {
            $0 == ByteScanning.space || $0 == ByteScanning.tab || $0 == ByteScanning.carriageReturn
        }
    }

    /// Reads a line: opens an event, adds to the one open, or passes over a line outside events.
    package func read(_ line: ArraySlice<UInt8>, envelope: LineEnvelope?) {
        if Self.opensEvent(line) {
            writeOpenRequests()
            event.append(UInt8(ascii: "{"))
            depth = 1
            return
        }
        guard depth > 0 else { return }
        var index = line.startIndex
        while index < line.endIndex && depth > 0 {
            let byte = line[index]
            switch byte {
            case ByteScanning.space, ByteScanning.tab, ByteScanning.carriageReturn:
                index += 1
            case ByteScanning.quote:
                index = appendString(line, from: index + 1)
            case UInt8(ascii: "="):
                // `=>` between a key and its value.
                append(UInt8(ascii: ":"))
                index += line[index...].starts(with: "=>".utf8) ? 2 : 1
            case UInt8(ascii: "{"):
                append(byte)
                depth += 1
                index += 1
            case UInt8(ascii: "["):
                if let afterIndex = Self.arrayIndexEnd(line, at: index) {
                    index = afterIndex
                } else {
                    append(byte)
                    depth += 1
                    index += 1
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                append(byte)
                depth -= 1
                index += 1
            case UInt8(ascii: ","):
                append(byte)
                index += 1
            default:
                index = appendBareValue(line, from: index)
            }
        }
        // A line cut: what the event holds of it ends it, unfinished.
        if inputLines.lineWasCut { eventCut = true }
        if depth == 0 { writeOpenRequests() }
    }

    /// Writes the event read — or the one still open, as far as it went (no JSON: a malformed line) — and empties it.
    package func writeOpenRequests() {
        guard !event.isEmpty else { return }
        output.writeLine(event[...])
        event.removeAll(keepingCapacity: event.capacity <= 1 << 16)
        depth = 0
        eventCut = false
    }

    /// Appends `byte` to the event, unless it was cut or has reached ``maxEventBytes``.
    @inline(__always)
    private func append(_ byte: UInt8) {
        if eventCut || event.count >= Self.maxEventBytes {
            eventCut = true
        } else {
            event.append(byte)
        }
    }

    private func append(_ bytes: some Collection<UInt8>) {
        guard !eventCut else { return }
        let room = Self.maxEventBytes - event.count
        if room < bytes.count { eventCut = true }
        if room >= bytes.count {
            event.append(contentsOf: bytes)
        } else if room > 0 {
            event.append(contentsOf: bytes.prefix(room))
        }
    }

    /// Where an array element's index (`[0] `, `[12] `) ends, the blanks after it included; nil when `[` at `index`
    /// opens an array.
    private static func arrayIndexEnd(_ line: ArraySlice<UInt8>, at index: Int) -> Int? {
        var end = index + 1
        while end < line.endIndex && ByteScanning.isDigit(line[end]) { end += 1 }
        guard end > index + 1, end < line.endIndex, line[end] == UInt8(ascii: "]") else { return nil }
        end += 1
        guard end == line.endIndex || line[end] == ByteScanning.space else { return nil }
        return end
    }

    /// Appends the Ruby string whose text starts at `start` (after its opening quote) as a JSON string; returns where
    /// the line goes on after its closing quote.
    private func appendString(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        append(ByteScanning.quote)
        var index = start
        var runStart = index
        while index < line.endIndex {
            let byte = line[index]
            if byte == ByteScanning.quote { break }
            guard byte == ByteScanning.backslash || JSONEscaping.needsEscape(byte) else {
                index += 1
                continue
            }
            append(line[runStart..<index])
            if byte != ByteScanning.backslash {
                appendEscape(ofByte: byte)
                index += 1
            } else {
                index = appendRubyEscape(line, at: index)
            }
            runStart = index
        }
        append(line[runStart..<min(index, line.endIndex)])
        append(ByteScanning.quote)
        return min(index + 1, line.endIndex)
    }

    /// Appends the JSON for Ruby's escape at `index` (a backslash); returns where the string goes on after it.
    private func appendRubyEscape(_ line: ArraySlice<UInt8>, at index: Int) -> Int {
        guard index + 1 < line.endIndex else { return line.endIndex }
        let letter = line[index + 1]
        switch letter {
        case ByteScanning.quote, ByteScanning.backslash, UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"),
            UInt8(ascii: "f"), UInt8(ascii: "b"), UInt8(ascii: "/"):
            append([ByteScanning.backslash, letter])
            return index + 2
        case UInt8(ascii: "e"): appendEscape(ofByte: 0x1B)
        case UInt8(ascii: "a"): appendEscape(ofByte: 0x07)
        case UInt8(ascii: "v"): appendEscape(ofByte: 0x0B)
        case UInt8(ascii: "0"): appendEscape(ofByte: 0x00)
        case UInt8(ascii: "u"):
            if index + 2 < line.endIndex && line[index + 2] == UInt8(ascii: "{") {
                // `\u{1F600}`: the character's UTF-8 bytes (a control character escaped).
                var end = index + 3
                var scalar: UInt32 = 0
                while end < line.endIndex, let digit = ByteScanning.hexValue(line[end]), end - index < 11 {
                    scalar = scalar << 4 | UInt32(digit)
                    end += 1
                }
                guard end < line.endIndex, line[end] == UInt8(ascii: "}"), let character = Unicode.Scalar(scalar)
                else {
                    append(line[(index + 1)..<min(end, line.endIndex)])
                    return end
                }
                if scalar < 0x20 || scalar == 0x7F {
                    appendEscape(ofByte: UInt8(scalar))
                } else {
                    append(String(character).utf8)
                }
                return end + 1
            }
            // `\uXXXX` is JSON's too.
            append([ByteScanning.backslash, letter])
            return index + 2
        case UInt8(ascii: "x"):
            // `\xHH`: a byte that is no UTF-8 text, written as the code point of its value.
            guard index + 3 < line.endIndex, let high = ByteScanning.hexValue(line[index + 2]),
                let low = ByteScanning.hexValue(line[index + 3])
            else {
                append(letter)
                return index + 2
            }
            appendEscape(ofByte: high << 4 | low)
            return index + 4
        default:
            // `\#` (before `{`, `$`, `@`) and any other: the character itself.
            if JSONEscaping.needsEscape(letter) {
                appendEscape(ofByte: letter)
            } else {
                append(letter)
            }
        }
        return index + 2
    }

    /// Appends `byte` as a JSON escape: its name where it has one (`\n`, `\"`, …), else `\u00XX` — for a control
    /// character, or for a byte that is no text, as its code point.
    private func appendEscape(ofByte byte: UInt8) {
        var escape: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &escape) { raw in
            let start = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            append(UnsafeBufferPointer(start: start, count: JSONEscaping.writeEscape(of: byte, to: start)))
        }
    }

    /// Appends the bare value starting at `start` — up to a `,`, `}` or `]` or the line's end, blanks after it left
    /// out — as JSON: a number, `true` or `false` as it is, `nil` as `null`, anything else (a time, another object)
    /// as a string. Returns where the line goes on.
    private func appendBareValue(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var end = start
        while end < line.endIndex {
            let byte = line[end]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { break }
            end += 1
        }
        var last = end
        while last > start && ByteScanning.isWhitespace(line[last - 1]) { last -= 1 }
        let value = line[start..<last]
        if value.elementsEqual("nil".utf8) {
            append("null".utf8)
        } else if value.elementsEqual("true".utf8) || value.elementsEqual("false".utf8)
            || JSONNumberLiteral.matches(value)
        {
            append(value)
        } else {
            append(ByteScanning.quote)
            escapedValue.removeAll(keepingCapacity: true)
            value.withContiguousStorageIfAvailable { JSONEscaping.appendEscaped($0, to: &escapedValue) }
            append(escapedValue)
            append(ByteScanning.quote)
        }
        return end
    }
}
