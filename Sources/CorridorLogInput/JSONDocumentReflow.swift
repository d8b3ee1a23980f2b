/// Turns a JSON log that is not one object a line into one entry a line, in place, as it is read: an array of
/// entries (`gcloud logging read --format=json`, a console's "download as JSON"), an object holding them in its
/// `records` array (Azure Monitor through Event Hubs, older storage exports) or `events` array (CloudWatch Logs'
/// `aws logs filter-log-events` and `get-log-events`), or objects one after another over several lines each
/// (`jq .`); several such documents one after another too. Inside an entry every line break becomes a space; outside
/// the entries every byte becomes a space but the commas between two entries, and the opening bracket of every
/// document after the first, which become line feeds. The bytes keep their count, so the chunker's offsets stay
/// valid; the "lines" of such an input are its entries.
///
/// Chosen from the input's first bytes (``detect(_:)``): a log of one complete object a line (JSON lines, Docker's
/// json-file) is read as it is.
struct JSONDocumentReflow {
    /// How deep the entries' own braces open: 0 for objects one after another, 1 inside an array, 2 inside an
    /// object's `records` or `events` array.
    private let entryDepth: Int
    /// Nesting of `{`/`[` outside strings.
    private var depth = 0
    /// Whether a document holding entries has been closed: the next one's first bracket ends the last entry's line.
    private var closedDocument = false
    /// Whether the current document's array of entries has been closed: the rest of it (`searchedLogStreams`,
    /// `nextForwardToken`) is no entry.
    private var entriesClosed = false
    private var inString = false
    private var escaped = false

    private init(entryDepth: Int) {
        self.entryDepth = entryDepth
    }

    /// The reflow for an input whose first bytes are `bytes`: an array of objects (`[` then `{`), an object whose
    /// first member is a `records` or `events` array, or an object not closed on its first line; nil for anything
    /// else (JSON lines among it).
    static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONDocumentReflow? {
        var index = skippingWhitespace(bytes, from: 0)
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "[") {
            index = skippingWhitespace(bytes, from: index + 1)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
            return JSONDocumentReflow(entryDepth: 1)
        }
        guard bytes[index] == UInt8(ascii: "{") else { return nil }
        let start = index
        // `{"records": [` or `{"events": [` (any case): the entries are that array's.
        index = skippingWhitespace(bytes, from: index + 1)
        for key in Self.entryArrayKeys
        where bytes.count - index >= key.count
            && zip(bytes[index..<(index + key.count)], key).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
        {
            var position = skippingWhitespace(bytes, from: index + key.count)
            if position < bytes.count, bytes[position] == UInt8(ascii: ":") {
                position = skippingWhitespace(bytes, from: position + 1)
                if position < bytes.count, bytes[position] == UInt8(ascii: "[") {
                    return JSONDocumentReflow(entryDepth: 2)
                }
            }
        }
        // An object left open at the end of its first line is spread over several lines.
        var probe = JSONDocumentReflow(entryDepth: 0)
        let lineEnd = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        guard lineEnd < bytes.count else { return nil }
        for byte in bytes[start..<lineEnd] { _ = probe.track(byte) }
        return probe.depth > 0 ? JSONDocumentReflow(entryDepth: 0) : nil
    }

    /// The quoted names of a document's first member that holds the entries.
    private static let entryArrayKeys = [Array("\"records\"".utf8), Array("\"events\"".utf8)]

    private static func skippingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var index = from
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
        {
            index += 1
        }
        return index
    }

    /// Follows strings and nesting over one byte; returns what the byte becomes.
    @inline(__always)
    private mutating func track(_ byte: UInt8) -> UInt8 {
        // Inside an entry: from its `{` (opened at `entryDepth`) to its `}`.
        let inEntry = depth > entryDepth && !entriesClosed
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            } else if byte == 0x0A || byte == 0x0D {
                return 0x20  // not valid JSON, but it must not end the entry's line
            }
            return inEntry ? byte : 0x20
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            return inEntry ? byte : 0x20
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 1 {
                entriesClosed = false
                // The next document: its first bracket ends the line of the last entry before it.
                if entryDepth > 0 && closedDocument { return 0x0A }
            }
            return depth > entryDepth && !entriesClosed ? byte : 0x20
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == entryDepth - 1 { entriesClosed = true }
            if depth == 0 { closedDocument = true }
            return inEntry ? byte : 0x20
        case UInt8(ascii: ","):
            if inEntry { return byte }
            return depth == entryDepth && !entriesClosed ? 0x0A : 0x20  // between two entries: the line break
        case 0x0A, 0x0D:
            // Between objects one after another the line break stays; anywhere else, a space.
            return entryDepth == 0 && depth == 0 ? byte : 0x20
        default:
            return inEntry || (entryDepth == 0 && depth == 0) ? byte : 0x20
        }
    }

    /// Reflows `base[from..<to]`, the next bytes of the input.
    mutating func reflow(_ base: UnsafeMutablePointer<UInt8>, from: Int, to: Int) {
        for index in from..<to { base[index] = track(base[index]) }
    }
}
