import CorridorCore
import Glibc

/// A one-pass, allocation-free scan of a JSON object on one line that finds the scalar values of a few wanted
/// fields.
///
/// The whole line is checked to be one JSON object (strings, numbers, `true`/`false`/`null`, nested objects and
/// arrays up to 64 levels); values are only located, not decoded. A wanted name matches the path of keys to a value
/// joined with dots, so `request.uri` finds `{"request":{"uri":…}}` and also a top-level key `"request.uri"`; values
/// inside arrays are never matched. When a field occurs more than once, the last one wins.
final class JSONLineScanner {
    /// What a wanted field was found as.
    enum Kind: UInt8 {
        case absent, string, number, boolean, null
        /// An array of numbers, when the scanner ``readsByteArrays``: the slot spans its elements, from the first
        /// one's first digit to the closing bracket.
        case byteArray
        /// An object, for a field that takes one (the scanner's `objectNames`): the slot spans it, braces included.
        case object
    }

    /// Where a wanted field's value is in the line: for a string, the content between the quotes (escapes not
    /// decoded).
    struct Slot {
        var start = 0
        var end = 0
        var kind = Kind.absent
    }

    /// Number of wanted fields.
    let fieldCount: Int
    /// Results of the last scan, one per wanted field.
    let slots: UnsafeMutablePointer<Slot>
    private let names: [[UInt8]?]
    private let namePool: UnsafeMutablePointer<UInt8>
    private let nameStarts: UnsafeMutablePointer<Int>
    private let nameCounts: UnsafeMutablePointer<Int>  // -1 for a field that is not wanted
    private let keyStarts: UnsafeMutablePointer<Int>  // per nesting level; -1 inside an array
    private let keyEnds: UnsafeMutablePointer<Int>
    private let maxKeyDepth: Int
    private static let maxNesting = 64

    /// Whether a wanted field whose value is an array of numbers is recorded (``Kind/byteArray``): journald's way of
    /// writing a field that holds control or non-UTF-8 bytes (`"MESSAGE":[27,91,…]`). Off for the presets' fields.
    let readsByteArrays: Bool
    /// The wanted fields whose value is recorded when it is an object (``Kind/object``): Cloud Logging's
    /// `jsonPayload`, an access log's JSON entry parsed into the shipper's. None for the presets' fields.
    private let takesObject: [Bool]
    /// Whether any field ``takesObject``.
    private let readsObjects: Bool

    /// A scanner for fields named `names` (nil = not wanted), results in the same order; `readsByteArrays`: whether
    /// arrays of numbers are recorded; `objectNames`: the names whose value is recorded when it is an object.
    init(names: [String?], readsByteArrays: Bool = false, objectNames: Set<String> = []) {
        self.readsByteArrays = readsByteArrays
        takesObject = names.map { $0.map(objectNames.contains) ?? false }
        readsObjects = takesObject.contains(true)
        self.names = names.map { $0.map { Array($0.utf8) } }
        fieldCount = names.count
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: max(1, fieldCount))
        slots.initialize(repeating: Slot(), count: max(1, fieldCount))
        let poolSize = self.names.reduce(0) { $0 + ($1?.count ?? 0) }
        namePool = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, poolSize))
        nameStarts = UnsafeMutablePointer<Int>.allocate(capacity: max(1, fieldCount))
        nameCounts = UnsafeMutablePointer<Int>.allocate(capacity: max(1, fieldCount))
        var offset = 0
        var depth = 1
        for (index, name) in self.names.enumerated() {
            nameStarts[index] = offset
            guard let name else {
                nameCounts[index] = -1
                continue
            }
            nameCounts[index] = name.count
            (namePool + offset).initialize(from: name, count: name.count)
            offset += name.count
            depth = max(depth, name.filter { $0 == 0x2E }.count + 1)
        }
        maxKeyDepth = min(depth, Self.maxNesting)
        keyStarts = UnsafeMutablePointer<Int>.allocate(capacity: maxKeyDepth)
        keyEnds = UnsafeMutablePointer<Int>.allocate(capacity: maxKeyDepth)
    }

    deinit {
        slots.deallocate()
        namePool.deallocate()
        nameStarts.deallocate()
        nameCounts.deallocate()
        keyStarts.deallocate()
        keyEnds.deallocate()
    }

    /// Scans `line`; returns false when it is not exactly one well-formed JSON object (white space around allowed, and
    /// a record separator before it).
    func scan(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        for index in 0..<fieldCount { slots[index].kind = .absent }
        // A JSON text sequence's record separator before the object (RFC 7464: `journalctl -o json-seq`, `jq --seq`).
        var index = skipWhitespace(base, count > 0 && base[0] == 0x1E ? 1 : 0, count)
        guard index < count, base[index] == 0x7B else { return false }  // {
        index += 1
        var depth = 1
        var objectLevels: UInt64 = 1  // bit d set: level d is an object
        var needComma = false
        // A wanted object being passed (``readsObjects``): its field, the depth inside it, where it opened.
        var openObject = (field: -1, depth: 0, start: 0)
        while true {
            index = skipWhitespace(base, index, count)
            guard index < count else { return false }
            let level = depth - 1
            let inObject = objectLevels >> UInt64(level) & 1 == 1
            let byte = base[index]
            if byte == (inObject ? 0x7D : 0x5D) {  // } or ]
                if depth == openObject.depth {
                    slots[openObject.field] = Slot(start: openObject.start, end: index + 1, kind: .object)
                    openObject.depth = 0
                }
                index += 1
                depth -= 1
                if depth == 0 { return skipWhitespace(base, index, count) == count }
                objectLevels &= ~(1 << UInt64(depth))
                needComma = true
                continue
            }
            if needComma {
                guard byte == 0x2C else { return false }  // ,
                index = skipWhitespace(base, index + 1, count)
                guard index < count else { return false }
                needComma = false
            }
            if inObject {
                guard base[index] == ByteScanning.quote,
                    let keyEnd = ByteScanning.closingQuote(in: base, from: index + 1, to: count)
                else { return false }
                if level < maxKeyDepth {
                    keyStarts[level] = index + 1
                    keyEnds[level] = keyEnd
                }
                index = skipWhitespace(base, keyEnd + 1, count)
                guard index < count, base[index] == ByteScanning.colon else { return false }
                index = skipWhitespace(base, index + 1, count)
                guard index < count else { return false }
            }
            let valueStart = index
            let kind: Kind
            var valueEnd: Int
            switch base[index] {
            case 0x7B, 0x5B:  // { [
                guard depth < Self.maxNesting else { return false }
                if base[index] == 0x7B {
                    objectLevels |= 1 << UInt64(depth)
                    if readsObjects && inObject && depth <= maxKeyDepth && openObject.depth == 0 {
                        for field in 0..<fieldCount
                        where takesObject[field] && pathMatches(field, depth: depth, base) {
                            openObject = (field, depth + 1, index)
                            break
                        }
                    }
                } else {
                    // An array whose first element is a string stands for that string (Caddy writes each
                    // header as an array of its values: `"User-Agent": ["curl/8.5.0"]`).
                    if inObject && depth <= maxKeyDepth {
                        let first = skipWhitespace(base, index + 1, count)
                        if first < count, base[first] == ByteScanning.quote,
                            let end = ByteScanning.closingQuote(in: base, from: first + 1, to: count)
                        {
                            for field in 0..<fieldCount
                            where nameCounts[field] >= 0 && pathMatches(field, depth: depth, base) {
                                slots[field] = Slot(start: first + 1, end: end, kind: .string)
                            }
                        } else if readsByteArrays, first < count, ByteScanning.isDigit(base[first]),
                            let end = ByteScanning.firstIndex(of: 0x5D, in: base, from: first, to: count)
                        {
                            for field in 0..<fieldCount
                            where nameCounts[field] >= 0 && pathMatches(field, depth: depth, base) {
                                slots[field] = Slot(start: first, end: end, kind: .byteArray)
                            }
                        }
                    }
                    if depth < maxKeyDepth { keyStarts[depth] = -1 }  // array elements have no key: nothing inside has a key path
                }
                depth += 1
                index += 1
                continue
            case ByteScanning.quote:
                guard let end = ByteScanning.closingQuote(in: base, from: index + 1, to: count) else { return false }
                kind = .string
                index = end + 1
                valueEnd = end
            case 0x74:  // true
                guard matchesLiteral(base, index, count, "true") else { return false }
                kind = .boolean
                index += 4
                valueEnd = index
            case 0x66:  // false
                guard matchesLiteral(base, index, count, "false") else { return false }
                kind = .boolean
                index += 5
                valueEnd = index
            case 0x6E:  // null
                guard matchesLiteral(base, index, count, "null") else { return false }
                kind = .null
                index += 4
                valueEnd = index
            default:
                var end = index
                while end < count {
                    let current = base[end]
                    guard
                        ByteScanning.isDigit(current) || current == ByteScanning.dash || current == 0x2B
                            || current == 0x2E
                            || current | 0x20 == 0x65
                    else { break }
                    end += 1
                }
                guard end > index else {
                    // nginx's `escape=json` writes an unset variable logged unquoted as nothing:
                    // `"upstream_response_time": ,` for a request no server was asked for. No JSON, but no other
                    // reading either: the member is there without a value.
                    guard inObject && (base[index] == 0x2C || base[index] == 0x7D) else { return false }
                    needComma = true
                    continue
                }
                // nginx's `$upstream_*` variables logged unquoted for a request passed to several servers:
                // `"upstream_status":502, 200`, `"upstream_response_time":0.500 : 0.003` — no JSON, but no other
                // reading either (a member's comma is followed by a key's quote), so the list is the value.
                if inObject && end + 2 < count {
                    let separator = base[end]
                    let blank = base[end + 1]
                    let after = base[end + 2]
                    if (separator == 0x2C && blank == ByteScanning.space
                        && (ByteScanning.isDigit(after) || after == ByteScanning.dash))
                        || (separator == ByteScanning.space && blank == ByteScanning.colon)
                    {
                        end = Self.endOfServerList(base, from: end, count)
                    }
                }
                kind = .number
                index = end
                valueEnd = end
            }
            needComma = true
            guard inObject && depth <= maxKeyDepth else { continue }
            let contentStart = kind == .string ? valueStart + 1 : valueStart
            for field in 0..<fieldCount where nameCounts[field] >= 0 && pathMatches(field, depth: depth, base) {
                slots[field] = Slot(start: contentStart, end: valueEnd, kind: kind)
            }
        }
    }

    /// Where a list of numbers nginx writes for several servers ends (``scan(_:count:)``), `from` being the end of its
    /// first number: past each `, ` or ` : ` followed by another number (or `-`).
    @inline(never)
    private static func endOfServerList(_ base: UnsafePointer<UInt8>, from: Int, _ count: Int) -> Int {
        var end = from
        while true {
            var next = end
            if next + 1 < count && base[next] == 0x2C && base[next + 1] == ByteScanning.space {
                next += 2
            } else if next + 2 < count && base[next] == ByteScanning.space && base[next + 1] == ByteScanning.colon
                && base[next + 2] == ByteScanning.space
            {
                next += 3
            } else {
                return end
            }
            var itemEnd = next
            while itemEnd < count && (ByteScanning.isDigit(base[itemEnd]) || base[itemEnd] == 0x2E) { itemEnd += 1 }
            if itemEnd == next && itemEnd < count && base[itemEnd] == ByteScanning.dash { itemEnd += 1 }
            guard itemEnd > next else { return end }
            end = itemEnd
        }
    }

    @inline(__always)
    private func skipWhitespace(_ base: UnsafePointer<UInt8>, _ from: Int, _ count: Int) -> Int {
        var index = from
        while index < count {
            let byte = base[index]
            guard byte == ByteScanning.space || byte == ByteScanning.tab || byte == 0x0A || byte == 0x0D else { break }
            index += 1
        }
        return index
    }

    private func matchesLiteral(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int, _ literal: StaticString)
        -> Bool
    {
        let length = literal.utf8CodeUnitCount
        guard count - index >= length else { return false }
        let bytes = literal.utf8Start
        for offset in 0..<length where base[index + offset] != bytes[offset] { return false }
        return true
    }

    /// True when the keys of levels `0..<depth` joined with dots are the wanted name of `field`.
    @inline(__always)
    private func pathMatches(_ field: Int, depth: Int, _ base: UnsafePointer<UInt8>) -> Bool {
        let name = namePool + nameStarts[field]
        let nameCount = nameCounts[field]
        var position = 0
        for level in 0..<depth {
            if level > 0 {
                guard position < nameCount, name[position] == 0x2E else { return false }
                position += 1
            }
            let keyStart = keyStarts[level]
            guard keyStart >= 0 else { return false }
            let keyLength = keyEnds[level] - keyStart
            if keyLength > 0 && position < nameCount && base[keyStart] != name[position]
                && base[keyStart] != ByteScanning.backslash
            {
                return false
            }
            if position + keyLength <= nameCount && memcmp(base + keyStart, name + position, keyLength) == 0 {
                position += keyLength
                continue
            }
            guard ByteScanning.containsBackslash(in: base, from: keyStart, to: keyEnds[level]),
                let next = LogEscapes.decodedPrefixMatch(
                    UnsafeBufferPointer(start: base + keyStart, count: keyLength),
                    expected: UnsafeBufferPointer(start: name, count: nameCount), from: position)
            else { return false }
            position = next
        }
        return position == nameCount
    }
}
