import CorridorCore
import Yams

/// Turns a stream of YAML documents into one JSON object a line, as it is read: `gcloud logging read`'s default
/// output (each Cloud Logging entry a YAML document after a `---` line, its keys sorted, long values folded over
/// several lines), and any log kept as YAML documents one after another. Each document is composed with Yams and
/// written as JSON on one line — mappings as objects, sequences as arrays, plain scalars that are JSON numbers,
/// `true`, `false` or null as such, every other scalar as a string — so that the JSON presets and wrappers read it
/// (`gcp-http-lb` for load balancer entries, `json+FORMAT` for a container's line in `textPayload`).
///
/// Chosen from the input's first bytes (``opensYAMLStream(_:)``). The "lines" of such an input are its documents. A
/// document that is not YAML becomes a line saying so, with its first line number, which the format then counts as
/// malformed: the documents after it are still read. What one document may take is bounded: a document longer than
/// ``maxDocumentBytes`` is cut there, and its JSON (which aliases could make much longer than the document) is cut
/// at ``maxJSONBytes`` — each then counted as malformed.
package final class YAMLDocumentStream {
    /// The longest document read whole (16 MiB, the longest line of any other log).
    package static let maxDocumentBytes = 1 << 24
    /// The longest JSON line a document is written as.
    static let maxJSONBytes = 1 << 24

    /// The bytes of the document being read, from the line after its `---` (or the input's start).
    private var document: [UInt8] = []
    /// The line number, in the input, of the document's first line.
    private var documentFirstLine = 1
    /// The line being read (bytes since the last line feed), while it is no longer than a document marker needs.
    private var lineStart = 0
    /// Lines read so far.
    private var lineNumber = 1
    /// Whether the document grew past ``maxDocumentBytes``: the rest of it, up to the next marker, is dropped.
    private var documentCut = false
    /// Whether the input's first bytes (where a byte order mark may be) have been read.
    private var atInputStart = true
    /// JSON lines written and not yet handed out.
    package var output = RewriteOutput()

    /// The longest document read whole here (``maxDocumentBytes`` unless a test asks for less).
    private let maxDocumentBytes: Int
    /// The first bytes (up to four) of the line being read: whether it is a marker.
    private var lineHead: [UInt8] = []

    /// A stream before its first bytes, reading documents of up to `maxDocumentBytes` bytes whole.
    package init(maxDocumentBytes: Int = YAMLDocumentStream.maxDocumentBytes) {
        self.maxDocumentBytes = maxDocumentBytes
    }

    /// Whether the text starting with `head` is a stream of YAML documents: its first line (after a byte order mark
    /// and blank lines) is a document marker (`---`) with a `key:` line at the left margin after it; or it is one
    /// of the top-level keys of a Cloud Logging entry (`httpRequest:`, `insertId:`, …), the next line another key or
    /// an indented one, and a marker line follows within `head` (an output whose first entry has no marker before
    /// it).
    package static func opensYAMLStream(_ head: UnsafeRawBufferPointer) -> Bool {
        var lines: [ArraySlice<UInt8>] = []
        var start = UTF8ByteOrderMark.length(at: head)
        let bytes = Array(head)
        while start < bytes.count && lines.count < 2 {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            guard end < bytes.count else { break }
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { lines.append(line) }
            start = end + 1
        }
        guard let first = lines.first else { return false }
        if isDocumentMarker(first) { return lines.count > 1 && isTopLevelKey(lines[1]) != nil }
        // Without a marker first: a Cloud Logging entry's key, and a marker further on — not an application's line
        // that starts like a key.
        guard let key = isTopLevelKey(first), cloudLoggingKeys.contains(key), lines.count > 1,
            lines[1].first == 0x20 || isTopLevelKey(lines[1]) != nil
        else { return false }
        return containsMarkerLine(bytes)
    }

    /// Whether `bytes` hold a line that is a document marker.
    private static func containsMarkerLine(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            if isDocumentMarker(bytes[start..<end]) { return true }
            start = end + 1
        }
        return false
    }

    /// The top-level keys of a Cloud Logging entry, as `gcloud logging read` writes them (sorted, so the first line
    /// of an entry is one of the first of these it has).
    private static let cloudLoggingKeys: Set<String> = [
        "httpRequest", "insertId", "jsonPayload", "labels", "logName", "operation", "protoPayload",
        "receiveTimestamp", "resource", "severity", "sourceLocation", "spanId", "split", "textPayload", "timestamp",
        "trace", "traceSampled",
    ]

    /// Whether `line` is a YAML document marker: `---` (or with `mark` `.`, the end marker `...`), alone or before a
    /// blank (`--- # comment`, `--- !tag`).
    private static func isDocumentMarker<Line: Collection<UInt8>>(_ line: Line, of mark: UInt8 = 0x2D) -> Bool {
        let bytes = Array(line.prefix(4))
        guard bytes.count >= 3, bytes[0] == mark, bytes[1] == mark, bytes[2] == mark else { return false }
        return bytes.count == 3 || bytes[3] == 0x20 || bytes[3] == 0x09 || bytes[3] == 0x0D
    }

    /// The key of a `key:` or `key: value` line at the left margin (a plain or quoted key of letters, digits, `_`,
    /// `-`, `.`, `@`, `$`); nil for any other line.
    private static func isTopLevelKey(_ line: ArraySlice<UInt8>) -> String? {
        var key = Array(line)
        guard let colon = key.firstIndex(of: 0x3A), colon > 0 else { return nil }
        let after = colon + 1
        guard after == key.count || key[after] == 0x20 else { return nil }
        key = Array(key[..<colon])
        if key.count >= 2, key.first == key.last, key.first == 0x27 || key.first == 0x22 {
            key = Array(key.dropFirst().dropLast())
        }
        let isKeyByte = { (byte: UInt8) -> Bool in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x40 || byte == 0x24
        }
        guard !key.isEmpty, key.allSatisfy(isKeyByte), key[0] != 0x2D else { return nil }
        return String(decoding: key, as: UTF8.self)
    }

    /// Reads `bytes`, the input's next decoded bytes: each document they complete is written as a JSON line.
    package func feed(_ bytes: UnsafeRawBufferPointer) {
        var from = 0
        if atInputStart && !bytes.isEmpty {
            atInputStart = false
            from = UTF8ByteOrderMark.length(at: bytes)
        }
        var index = from
        while index < bytes.count {
            // The rest of the line, up to its line feed.
            var end = index
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            // Its head, kept apart: a marker ends a document even past the length kept of it.
            if lineHead.count < 4 {
                lineHead.append(
                    contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<min(end, index + 4 - lineHead.count)]))
            }
            if !documentCut {
                if document.count + (end - index) > maxDocumentBytes {
                    documentCut = true
                } else {
                    document.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<end]))
                }
            }
            guard end < bytes.count else { break }
            // A whole line: a marker (`---`, or `...` that ends a document) ends the document before it.
            if Self.isDocumentMarker(lineHead) || Self.isDocumentMarker(lineHead, of: 0x2E) {
                if !documentCut { document.removeSubrange(min(lineStart, document.count)...) }
                writeDocument()
                documentFirstLine = lineNumber + 1
            } else if !documentCut {
                document.append(0x0A)
            }
            lineNumber += 1
            lineStart = document.count
            lineHead.removeAll(keepingCapacity: true)
            index = end + 1
        }
    }

    /// Writes the last document: the input has ended.
    package func finish() {
        writeDocument()
    }

    /// Writes the document read so far as one JSON line (nothing for an empty one) and starts the next.
    private func writeDocument() {
        defer {
            document.removeAll(keepingCapacity: document.capacity <= 1 << 22)
            lineStart = 0
            documentCut = false
        }
        if documentCut {
            note("a YAML document longer than \(maxDocumentBytes) bytes, cut")
            return
        }
        if document.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return }
        let root: Node?
        do {
            root = try Yams.compose(yaml: String(decoding: document, as: UTF8.self))
        } catch {
            note("not a YAML document (\(Self.describe(error)))")
            return
        }
        guard let root else { return }
        let start = output.bytes.count
        var writer = JSONWriter(output: output.bytes, limit: start + Self.maxJSONBytes)
        output.bytes = []
        writer.write(root)
        output.bytes = writer.output
        if writer.exceeded {
            output.bytes.removeSubrange(start...)
            note("a YAML document whose JSON is longer than \(Self.maxJSONBytes) bytes, cut")
            return
        }
        output.bytes.append(0x0A)
    }

    /// Writes a line standing for the document that could not be read: the format counts it as malformed, and its
    /// sample says why and where.
    private func note(_ reason: String) {
        output.bytes += Array("# YAML document at line \(documentFirstLine): \(reason)\n".utf8)
    }

    /// Yams' error, on one line. Duplicated keys are named without Yams' context, whose position is that of the key
    /// first in an order Yams takes from a dictionary (of complex keys, not the same from one reading to the next):
    /// the same document gets the same words whatever the reads.
    private static func describe(_ error: any Error) -> String {
        if case YamlError.duplicatedKeysInMapping(let duplicates, _) = error {
            return "duplicated keys in a mapping: " + duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
        }
        return String(describing: error).split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map(String.init)
            .joined(separator: " ")
    }
}

/// A YAML node written as JSON text, up to a length.
private struct JSONWriter {
    var output: [UInt8]
    let limit: Int
    var exceeded = false

    mutating func write(_ node: Node) {
        if output.count > limit {
            exceeded = true
            return
        }
        switch node {
        case .scalar(let scalar): writeScalar(scalar)
        case .mapping(let mapping):
            output.append(UInt8(ascii: "{"))
            var first = true
            for (key, value) in mapping {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                if case .scalar(let scalar) = key {
                    writeString(scalar.string)
                } else {
                    // A complex key (rare): its JSON, as a string.
                    var inner = JSONWriter(output: [], limit: limit - output.count)
                    inner.write(key)
                    exceeded = exceeded || inner.exceeded
                    writeString(String(decoding: inner.output, as: UTF8.self))
                }
                output.append(UInt8(ascii: ":"))
                write(value)
                if exceeded { return }
            }
            output.append(UInt8(ascii: "}"))
        case .sequence(let sequence):
            output.append(UInt8(ascii: "["))
            var first = true
            for element in sequence {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                write(element)
                if exceeded { return }
            }
            output.append(UInt8(ascii: "]"))
        case .alias:
            output += Array("null".utf8)
        }
    }

    /// A plain scalar that is a JSON number, `true`, `false` or null as such; any other as a string.
    private mutating func writeScalar(_ scalar: Node.Scalar) {
        let text = scalar.string
        guard scalar.style == .plain || scalar.style == .any else { return writeString(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": output += Array("null".utf8)
        case "true", "True", "TRUE": output += Array("true".utf8)
        case "false", "False", "FALSE": output += Array("false".utf8)
        default:
            if JSONNumberLiteral.matches(text.utf8) {
                output += Array(text.utf8)
            } else {
                writeString(text)
            }
        }
    }

    private mutating func writeString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        var copy = text
        copy.withUTF8 { JSONEscaping.appendEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
    }
}
