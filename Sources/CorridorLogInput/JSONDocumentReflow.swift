import CorridorCore

/// Turns a JSON log that is not one object a line into one entry a line, in place, as it is read: an array of
/// entries (`gcloud logging read --format=json`, a console's "download as JSON"), an object holding them in its
/// `records` array (Azure Monitor through Event Hubs, older storage exports) or `events` array (CloudWatch Logs'
/// `aws logs filter-log-events` and `get-log-events`) or `logs` array (Edgio's Real-Time Log Delivery, wherever the
/// member comes in an object spread over several lines; Datadog's v1 log list) or `data` array (Datadog's v2 log
/// events search, `{"data":[{"attributes":{…,"message":…},…}],"links":…}`) or `exchanges` or `traces` array (Spring
/// Boot Actuator's HTTP exchanges, `curl …/actuator/httpexchanges` saved) or `logEvents` array (CloudWatch Logs'
/// subscription payloads,
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
    /// For a document whose entries sit at the end of a path of member names (``entryPaths``): those names,
    /// lowercased, from the document's own member to the array of entries (``entryDepth`` is one more than their
    /// count); empty for the other layouts.
    private var path: [(UInt64, UInt64, Int)] = []
    /// Along ``path``: how many of the containers it passes are open — the document (1), then each member named.
    private var openOnPath = 0
    /// `hits`, lowercased, as ``memberName`` holds it.
    private static let hitsName = packed("hits")
    /// The names of a document's member array that holds the entries, lowercased, and whether a document opening with
    /// it is told as such by its first bytes (a CloudWatch subscription payload opens with `messageType` instead).
    private static let entryArrays: [(name: String, opensDocument: Bool)] = [
        ("records", true), ("events", true), ("logs", true), ("logevents", false), ("data", true),
        ("exchanges", true), ("traces", true),
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

    /// A reflow for documents whose entries are the elements of the array at the end of `path`.
    private init(path: [String]) {
        self.entryDepth = path.count + 1
        self.path = path.map { $0 == Self.eachElement ? (0, 0, -1) : Self.packed($0) }
    }

    /// A step of an ``entryPaths`` path that passes every element of the array the step before names.
    private static let eachElement = "[]"

    /// The paths of member names, from a document's own member, to the array of entries of the log platforms' API
    /// responses that hold their entries deeper than a document's first member, as `curl` or a CLI saves them
    /// (pretty-printed): Sumo Logic's search job messages (`{"fields":[…],"messages":[{"map":{"_raw":…}}]}`),
    /// Graylog's search response (`{"query":…,"messages":[{"message":{"message":…}}]}`), Loggly's events
    /// (`{"total_events":…,"page":0,"events":[{"logmsg":…}]}`), Splunk's search results
    /// (`{"preview":false,…,"results":[{"_raw":…}]}`), CloudWatch Logs Insights' query results (`aws logs
    /// get-query-results`: `{"results":[[{"field":"@timestamp","value":…},…],…],"status":"Complete"}`, each row an
    /// array the `json` wrapper reads as an object), New Relic's NerdGraph NRQL query
    /// (`{"data":{"actor":{"account":{"nrql":{"results":[…]}}}}}`) and OpenTelemetry's logs as OTLP JSON — the
    /// Collector's file exporter, one batch a line: `{"resourceLogs":[{"resource":…,"scopeLogs":[{"scope":…,
    /// "logRecords":[{"observedTimeUnixNano":…,"body":{"stringValue":…}},…]}]}]}` (``eachElement``: every element of
    /// the array before; a batch of one record is told as such too).
    private static let entryPaths: [[String]] = [
        ["messages"], ["events"], ["results"], ["data", "actor", "account", "nrql", "results"],
        ["resourcelogs", eachElement, "scopelogs", eachElement, "logrecords"],
    ]

    /// The keys one of which the first entry of a document found by ``entryPaths`` must hold, quoted: the message
    /// fields of those platforms' entries (``LogWrapper/jsonMessageFields``), so that a pretty-printed log entry of
    /// its own with such an array is not taken apart.
    private static let entryMessageKeys = [
        "\"_raw\"", "\"message\"", "\"logmsg\"", "\"map\"", "\"@message\"", "\"body\"",
    ].map { Array($0.utf8) }

    /// Where the object or array that opens at `bytes[from]` ends (after its closing bracket), or where the head or
    /// `limit` bytes end first.
    private static func entryEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, limit: Int) -> Int {
        var strings = JSONStringTracker()
        var depth = 0
        let end = min(bytes.count, from + limit)
        for index in from..<end where !strings.follow(bytes[index]) {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
        }
        return end
    }

    /// Names (lowercased) of which a document holding entries has none among its own members: a JSON line's (not
    /// `status`: CloudWatch Logs Insights' results have theirs, `"Complete"`).
    private static let entryOwnNames: Set<String> = [
        "message", "msg", "log", "request", "req", "method", "url", "uri", "path", "level", "httprequest",
    ]

    /// The names (lowercased, the first 64 of at most 32 bytes) of the members of the object that opens at
    /// `bytes[from]`, read up to `to`.
    private static func rootMemberNames(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Set<String> {
        var names: Set<String> = []
        var strings = JSONStringTracker()
        var depth = 0
        var name: [UInt8] = []
        var lastString: [UInt8]? = nil
        for index in from..<to where names.count < 64 {
            let byte = bytes[index]
            let wasInString = strings.inString
            if strings.follow(byte) {
                if !wasInString {
                    name.removeAll(keepingCapacity: true)
                } else if !strings.inString {
                    lastString = depth == 1 && name.count <= 32 ? name : nil
                } else if name.count <= 32 {
                    name.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ":"):
                if let lastString { names.insert(String(decoding: lastString, as: UTF8.self)) }
            default: break
            }
            if byte != 0x20 && byte != 0x09 { lastString = nil }
        }
        return names
    }

    /// For a document at `bytes[start...]`: the reflow of the one of ``entryPaths`` whose first entry opens earliest
    /// in the head, when its first document holds `entriesNeeded` entries there (or the head ends inside it) and its
    /// first entry holds a message key; nil when none does.
    private static func deeperEntries(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, entriesNeeded: Int, lineEnd: Int? = nil
    ) -> JSONDocumentReflow? {
        // A document on one line that is a log entry of its own (a JSON line with such an array among its fields)
        // stays one: its own members name a message, a request or its status.
        if let lineEnd, !rootMemberNames(bytes, from: start, to: lineEnd).isDisjoint(with: entryOwnNames) {
            return nil
        }
        var best: (offset: Int, path: [String])? = nil
        for path in entryPaths {
            // A path through arrays of arrays is no API response's page: one entry tells it.
            let entriesNeeded = path.contains(eachElement) ? 1 : entriesNeeded
            var probe = JSONDocumentReflow(path: path)
            var first: Int? = nil
            var entries = 0
            var index = start
            while index < bytes.count, best.map({ index < $0.offset }) ?? true {
                let depthBefore = probe.depth
                _ = probe.track(bytes[index])
                // An entry opens: the array's next element.
                if probe.inEntries && depthBefore == probe.entryDepth && probe.depth == depthBefore + 1 {
                    first = first ?? index
                    entries += 1
                    if entries >= entriesNeeded { break }
                }
                if probe.closedDocument { break }
                index += 1
            }
            guard let first, entries >= entriesNeeded || index == bytes.count,
                best.map({ first < $0.offset }) ?? true
            else { continue }
            // Its first entry (as far as the head holds it, 8 KiB at most) names a message.
            let entry = UnsafeBufferPointer(rebasing: bytes[first..<entryEnd(bytes, from: first, limit: 8192)])
            if entryMessageKeys.contains(where: { entry.firstRange(of: $0) != nil }) { best = (first, path) }
        }
        return best.map { JSONDocumentReflow(path: $0.path) }
    }

    /// The reflow for an input whose first bytes are `bytes`: an array of objects (`[` then `{`), an object whose
    /// first member is a `records`, `events`, `logs` or `data` array — or Spring Boot Actuator's `exchanges` or
    /// `traces` (or, an object spread over several lines, whose `logs`
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
        guard lineEnd < bytes.count else {
            // One line longer than the head: an API response as it came, its entries deeper (several of them).
            return deeperEntries(bytes, from: start, entriesNeeded: 2, lineEnd: lineEnd)
        }
        for byte in bytes[start..<lineEnd] { _ = probe.track(byte) }
        guard probe.depth > 0 else {
            // A document on one line: an API response (pages of them one a line) holding several entries deeper;
            // anything else is a JSON line, read as it is.
            return deeperEntries(bytes, from: start, entriesNeeded: 2, lineEnd: lineEnd)
        }
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
        return deeperEntries(bytes, from: start, entriesNeeded: 1) ?? JSONDocumentReflow(entryDepth: 0)
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
        if !path.isEmpty { return trackAlongPath(byte) }
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

    /// ``track(_:)`` for a document whose entries are at the end of ``path``: the member names of each container
    /// along it are followed, and the array at its end holds the entries (objects or arrays, each made one line).
    private mutating func trackAlongPath(_ byte: UInt8) -> UInt8 {
        let inEntry = depth > entryDepth && inEntries
        let wasInString = strings.inString
        if strings.follow(byte) {
            if !wasInString {
                memberName = (0, 0)
                memberNameCount = 0
            } else if strings.inString && (byte == 0x0A || byte == 0x0D) {
                return 0x20  // not valid JSON, but it must not end the entry's line
            } else if strings.inString && depth == openOnPath && byte != UInt8(ascii: "\\") {
                if memberNameCount < 16 {
                    Self.append(byte | 0x20, at: memberNameCount, to: &memberName)
                }
                memberNameCount = min(memberNameCount + 1, 17)
            }
            return inEntry ? byte : 0x20
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 1 {
                openOnPath = byte == UInt8(ascii: "{") ? 1 : 0
                inEntries = false
                // The next document: its first bracket ends the line of the last entry before it.
                if closedDocument && entrySinceBreak {
                    entrySinceBreak = false
                    return 0x0A
                }
            } else if depth >= 2 && openOnPath == depth - 1 && depth - 1 <= path.count {
                // (Not below the document: closing brackets before any opened may take the depth under 1.)
                let isLast = depth - 1 == path.count
                let step = path[depth - 2]
                let opensStep: Bool
                if step.2 < 0 {
                    opensStep = byte == UInt8(ascii: "{")  // the next element of the array the step before named
                } else {
                    let opensArray = isLast || path[depth - 1].2 < 0
                    opensStep =
                        step == (memberName.0, memberName.1, memberNameCount)
                        && byte == (opensArray ? UInt8(ascii: "[") : UInt8(ascii: "{"))
                }
                if opensStep {
                    openOnPath = depth
                    inEntries = isLast
                    // Another array of entries in the same document (the next scope's records): its bracket ends the
                    // line of the last entry before it.
                    if isLast && entrySinceBreak {
                        entrySinceBreak = false
                        return 0x0A
                    }
                }
            }
            if depth == entryDepth + 1 && inEntries { entrySinceBreak = true }
            return depth > entryDepth && inEntries ? byte : 0x20
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if openOnPath == depth {
                openOnPath -= 1
                if depth == entryDepth { inEntries = false }
            }
            depth -= 1
            if depth == 0 { closedDocument = true }
            return inEntry ? byte : 0x20
        case UInt8(ascii: ","):
            if inEntry { return byte }
            return depth == entryDepth && inEntries ? 0x0A : 0x20  // between two entries
        case 0x0A, 0x0D:
            return 0x20  // inside an entry too: its line ends after it
        default:
            return inEntry ? byte : 0x20
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
