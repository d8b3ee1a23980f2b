import CorridorCore

/// Turns a JSON log that is not one object a line into one entry a line, in place, as it is read: an array of
/// entries (`gcloud logging read --format=json`, a console's "download as JSON"), an object holding them in its
/// `records` array (Azure Monitor through Event Hubs, older storage exports) or `events` array (CloudWatch Logs'
/// `aws logs filter-log-events` and `get-log-events`) or `logs` array (Edgio's Real-Time Log Delivery, wherever the
/// member comes in an object spread over several lines; Datadog's v1 log list) or `data` array (Datadog's v2 log
/// events search, `{"data":[{"attributes":{…,"message":…},…}],"links":…}`) or `logEvents` array (CloudWatch Logs' subscription payloads,
/// as Firehose delivers them to S3: `{"messageType":"DATA_MESSAGE",…,"logEvents":[…]}` objects one after another,
/// on one line), or an Elasticsearch or OpenSearch search response holding them as its hits
/// (`{"took":5,…,"hits":{"total":…,"hits":[{"_index":…,"_source":{…}},…]}}`, `curl …/_search > out.json`, a scroll's
/// pages one after another), or objects one after another over several lines each (`jq .`); several such documents
/// one after another too. Inside an entry every line break becomes a space; outside
/// the entries every byte becomes a space but the commas between two entries, and the opening bracket of every
/// document after the first, which become line feeds. The bytes keep their count, so the chunker's offsets stay
/// valid; the "lines" of such an input are its entries.
///
/// Chosen from the input's first bytes (``detect(_:)``): a log of one complete object a line (JSON lines, Docker's
/// json-file) is read as it is.
package struct JSONDocumentReflow {
    /// How deep the entries' own braces open: 0 for objects one after another, 1 inside an array, 2 inside an
    /// object's `records`, `events` or `logEvents` array, 3 inside a search response's `hits.hits`.
    private let entryDepth: Int
    /// Nesting of `{`/`[` outside strings.
    private var depth = 0
    /// Whether a document holding entries has been closed: the next one's first bracket ends the last entry's line.
    private var closedDocument = false
    /// Whether an entry has been read since the last line break put in: a document without any (a CloudWatch Logs
    /// control message) ends no line, so that it leaves no blank one.
    private var entrySinceBreak = false
    /// Whether the bytes at `entryDepth` are in the array of entries: a document's array (depth 1), or (depth 2) the
    /// member array of a document named as one of ``entryArrayNames`` — not `searchedLogStreams`,
    /// `subscriptionFilters` or the tokens beside it.
    private var inEntries = false
    /// Whether the bytes are inside a string.
    private var strings = JSONStringTracker()
    /// The last string of a document's own members (depth 1), lowercased, while it is no longer than the longest
    /// name of ``entryArrayNames``: whether it is one of them, once closed.
    private var memberName: (UInt64, UInt64) = (0, 0)
    private var memberNameCount = 0
    private var memberNameIsEntries = false
    /// In a search response (``entryDepth`` 3): whether the bytes are inside its `hits` object.
    private var inHitsObject = false
    /// `hits`, lowercased, as ``memberName`` holds it.
    private static let hitsName = packed("hits")
    /// The names of a document's member array that holds the entries, lowercased, and whether a document opening with
    /// it is told as such by its first bytes (a CloudWatch subscription payload opens with `messageType` instead).
    private static let entryArrays: [(name: String, opensDocument: Bool)] = [
        ("records", true), ("events", true), ("logs", true), ("logevents", false), ("data", true),
    ]
    /// ``entryArrays``' names as two 8-byte words and a count, as the bytes are followed.
    private static let entryArrayNames = entryArrays.map { packed($0.name) }

    /// `name` (lowercase, at most 16 bytes) as ``memberName`` and its count hold it once its bytes are followed.
    private static func packed(_ name: String) -> (UInt64, UInt64, Int) {
        var words: (UInt64, UInt64) = (0, 0)
        for (offset, byte) in name.utf8.enumerated() { append(byte, at: offset, to: &words) }
        return (words.0, words.1, name.utf8.count)
    }

    /// Puts `byte` at `offset` (below 16) of `words`.
    @inline(__always)
    private static func append(_ byte: UInt8, at offset: Int, to words: inout (UInt64, UInt64)) {
        if offset < 8 {
            words.0 |= UInt64(byte) << (8 * UInt64(offset))
        } else {
            words.1 |= UInt64(byte) << (8 * UInt64(offset - 8))
        }
    }

    private init(entryDepth: Int) {
        self.entryDepth = entryDepth
    }

    /// The reflow for an input whose first bytes are `bytes`: an array of objects (`[` then `{`), an object whose
    /// first member is a `records`, `events`, `logs` or `data` array (or, an object spread over several lines, whose `logs`
    /// member anywhere is), a CloudWatch Logs subscription payload (`{"messageType":`), a
    /// search response (`{"took":` or a scroll's `{"_scroll_id":`, with `"timed_out"` after), or an object not closed
    /// on its first line; nil for
    /// anything else (JSON lines among it).
    package static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONDocumentReflow? {
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
        let subscription = Array("\"messageType\"".utf8)
        if bytes.count - index >= subscription.count
            && bytes[index..<(index + subscription.count)].elementsEqual(subscription)
        {
            return JSONDocumentReflow(entryDepth: 2)
        }
        // A search response: `took` (or a scroll's id) first, and its `timed_out` in the first block — an
        // application's JSON lines that open with a `took` of their own stay lines.
        for key in Self.searchResponseKeys
        where bytes.count - index >= key.count && bytes[index..<(index + key.count)].elementsEqual(key) {
            let position = skippingWhitespace(bytes, from: index + key.count)
            if position < bytes.count, bytes[position] == UInt8(ascii: ":"),
                bytes[position...].firstRange(of: #""timed_out""#.utf8) != nil
            {
                return JSONDocumentReflow(entryDepth: 3)
            }
        }
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
        guard probe.depth > 0 else { return nil }
        // Its entries in a `logs` array (that name, in lowercase) wherever the member comes (Edgio's
        // `{"agent_id":…,"seq_num":…,"logs":[{…},…]}`): decided on the first document, as far as the head holds it.
        // Not `records` or `events` after other members, nor Cloudflare Workers' `Logs` (an entry's own array of its
        // console lines): those stay entries.
        if bytes[start...].firstRange(of: #""logs""#.utf8) != nil {
            var envelope = JSONDocumentReflow(entryDepth: 2)
            for byte in bytes[start...] {
                _ = envelope.track(byte)
                if envelope.entrySinceBreak {
                    let logs = envelope.memberNameIsLogs
                    return logs ? JSONDocumentReflow(entryDepth: 2) : JSONDocumentReflow(entryDepth: 0)
                }
                if envelope.closedDocument { break }
            }
        }
        return JSONDocumentReflow(entryDepth: 0)
    }

    /// Whether the last member name followed is `logs` (any case).
    private var memberNameIsLogs: Bool { Self.logsName == (memberName.0, memberName.1, memberNameCount) }

    /// `logs`, lowercased, as ``memberName`` holds it.
    private static let logsName = packed("logs")

    /// The quoted names a search response's first member has.
    private static let searchResponseKeys = [Array("\"took\"".utf8), Array("\"_scroll_id\"".utf8)]

    /// The quoted names of a document's first member that holds the entries.
    private static let entryArrayKeys = entryArrays.filter(\.opensDocument).map { Array("\"\($0.name)\"".utf8) }

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
        let inEntry = depth > entryDepth && (entryDepth == 0 || inEntries)
        let wasInString = strings.inString
        if strings.follow(byte) {
            if !wasInString {
                // A string opens: maybe a member's name.
                memberName = (0, 0)
                memberNameCount = 0
            } else if !strings.inString {
                if entryDepth == 3 && depth <= 2 {
                    memberNameIsEntries = Self.hitsName == (memberName.0, memberName.1, memberNameCount)
                } else if depth == 1 {
                    memberNameIsEntries = Self.entryArrayNames.contains {
                        $0 == (memberName.0, memberName.1, memberNameCount)
                    }
                }
            } else if byte == 0x0A || byte == 0x0D {
                return 0x20  // not valid JSON, but it must not end the entry's line
            } else if tracksMemberNames && memberNameCount < 16 && byte != UInt8(ascii: "\\") {
                Self.append(byte | 0x20, at: memberNameCount, to: &memberName)
                memberNameCount += 1
            } else if tracksMemberNames && byte != UInt8(ascii: "\\") {
                memberNameCount = 17  // longer than any name of an array of entries
            }
            return inEntry ? byte : 0x20
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 1 {
                inEntries = entryDepth == 1
                memberNameIsEntries = false
                inHitsObject = false
                // The next document: its first bracket ends the line of the last entry before it.
                if entryDepth > 0 && closedDocument && entrySinceBreak {
                    entrySinceBreak = false
                    return 0x0A
                }
            } else if depth == 2 && entryDepth == 2 {
                inEntries = byte == UInt8(ascii: "[") && memberNameIsEntries
            } else if depth == 2 && entryDepth == 3 {
                // A search response's `hits` object, whose own `hits` array holds the entries.
                inHitsObject = byte == UInt8(ascii: "{") && memberNameIsEntries
                memberNameIsEntries = false
            } else if depth == 3 && entryDepth == 3 {
                inEntries = byte == UInt8(ascii: "[") && inHitsObject && memberNameIsEntries
            }
            if depth == entryDepth + 1 && (entryDepth == 0 || inEntries) { entrySinceBreak = true }
            return depth > entryDepth && (entryDepth == 0 || inEntries) ? byte : 0x20
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == entryDepth - 1 { inEntries = false }
            if depth == 1 { inHitsObject = false }
            if depth == 0 { closedDocument = true }
            return inEntry ? byte : 0x20
        case UInt8(ascii: ","):
            if inEntry { return byte }
            return depth == entryDepth && (entryDepth == 0 || inEntries) ? 0x0A : 0x20  // between two entries
        case 0x0A, 0x0D:
            // Between objects one after another the line break stays; anywhere else, a space.
            return entryDepth == 0 && depth == 0 ? byte : 0x20
        default:
            return inEntry || (entryDepth == 0 && depth == 0) ? byte : 0x20
        }
    }

    /// Whether the names of the members at this depth are followed: a document's own (depth 1), and in a search
    /// response its `hits` object's (depth 2).
    private var tracksMemberNames: Bool { depth == 1 || (entryDepth == 3 && depth == 2) }

    /// Reflows `base[from..<to]`, the next bytes of the input.
    package mutating func reflow(_ base: UnsafeMutablePointer<UInt8>, from: Int, to: Int) {
        for index in from..<to { base[index] = track(base[index]) }
    }
}
