import CorridorCore

extension LogWrapper {
    /// An OpenTelemetry log record's body that a Collector's parser made a key/value list (the filelog receiver's
    /// `json_parser` or `regex_parser` with `parse_to: body`), as OTLP JSON writes it — `{"values":[{"key":"status",
    /// "value":{"intValue":"200"}},…]}` at `slot` of `base` — written to `output` as the object it stands for,
    /// `{"status":200,…}`, for a JSON preset to read: a `stringValue` as its string, an `intValue` as its number (OTLP
    /// JSON writes 64-bit integers as strings), a `doubleValue` or `boolValue` as written, a `kvlistValue` as an object
    /// and an `arrayValue` as an array of such values; any other value (`bytesValue`, an empty one) as written. Returns
    /// the length, never more than the slot's (each list's and value's wrapping is longer than what replaces it); nil
    /// when the object is not such a list or nests deeper than ``maxKeyValueNesting``.
    static func keyValueListObject(
        _ base: UnsafePointer<UInt8>, _ slot: JSONLineScanner.Slot, into output: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        var writer = KeyValueListWriter(base: base, end: slot.end, output: output)
        var index = slot.start
        guard writer.writeList(&index, depth: 0), writer.skipBlanks(index) == slot.end else { return nil }
        return writer.written
    }

    /// How deep key/value lists and arrays may nest in a body read by ``keyValueListObject(_:_:into:)``.
    static let maxKeyValueNesting = 16
}

/// Writes OTLP JSON's key/value lists and values as plain JSON (``LogWrapper/keyValueListObject(_:_:into:)``).
private struct KeyValueListWriter {
    let base: UnsafePointer<UInt8>
    let end: Int
    let output: UnsafeMutablePointer<UInt8>
    var written = 0

    init(base: UnsafePointer<UInt8>, end: Int, output: UnsafeMutablePointer<UInt8>) {
        self.base = base
        self.end = end
        self.output = output
    }

    func skipBlanks(_ index: Int) -> Int {
        var index = index
        while index < end,
            base[index] == ByteScanning.space || base[index] == ByteScanning.tab || base[index] == ByteScanning.newline
                || base[index] == ByteScanning.carriageReturn
        {
            index += 1
        }
        return index
    }

    /// After the string whose opening quote is at `index`; nil when it does not close.
    func stringEnd(_ index: Int) -> Int? {
        var position = index + 1
        while position < end {
            if base[position] == ByteScanning.backslash {
                position += 2
            } else if base[position] == ByteScanning.quote {
                return position + 1
            } else {
                position += 1
            }
        }
        return nil
    }

    /// After the JSON value at `index` (a string, a scalar, or an object or array with all it holds); nil when it
    /// does not end inside the slot.
    func valueEnd(_ index: Int) -> Int? {
        guard index < end else { return nil }
        switch base[index] {
        case ByteScanning.quote:
            return stringEnd(index)
        case UInt8(ascii: "{"), ByteScanning.openBracket:
            var depth = 0
            var position = index
            while position < end {
                switch base[position] {
                case ByteScanning.quote:
                    guard let after = stringEnd(position) else { return nil }
                    position = after
                    continue
                case UInt8(ascii: "{"), ByteScanning.openBracket: depth += 1
                case UInt8(ascii: "}"), ByteScanning.closeBracket:
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default: break
                }
                position += 1
            }
            return nil
        default:
            var position = index
            while position < end, base[position] != ByteScanning.comma, base[position] != UInt8(ascii: "}"),
                base[position] != ByteScanning.closeBracket, base[position] > 0x20
            {
                position += 1
            }
            return position > index ? position : nil
        }
    }

    mutating func write(_ from: Int, _ to: Int) {
        (output + written).update(from: base + from, count: to - from)
        written += to - from
    }

    mutating func write(_ byte: UInt8) {
        output[written] = byte
        written += 1
    }

    func isKey(_ key: Range<Int>, _ name: StaticString) -> Bool {
        key.count == name.utf8CodeUnitCount
            && ByteScanning.equalBytes(base + key.lowerBound, name.utf8Start, count: key.count)
    }

    /// The next member of an object from `index` (after its `{` or a member's `,`): its key's range (without quotes)
    /// and its value's start, `index` moved past the value and the `,` after it; nil at the object's end (`index`
    /// moved past its `}`) or where the bytes are not a member.
    func nextMember(_ index: inout Int) -> (key: Range<Int>, value: Int)? {
        index = skipBlanks(index)
        guard index < end, base[index] == ByteScanning.quote, let keyEnd = stringEnd(index) else {
            if index < end, base[index] == UInt8(ascii: "}") { index += 1 }
            return nil
        }
        let key = (index + 1)..<(keyEnd - 1)
        index = skipBlanks(keyEnd)
        guard index < end, base[index] == ByteScanning.colon else { return nil }
        let value = skipBlanks(index + 1)
        guard let after = valueEnd(value) else { return nil }
        index = skipBlanks(after)
        if index < end, base[index] == ByteScanning.comma { index += 1 }
        return (key, value)
    }

    /// The start of the value of the member `name` of the object at `index`; nil when it has none.
    func member(_ name: StaticString, ofObjectAt index: Int) -> Int? {
        guard index < end, base[index] == UInt8(ascii: "{") else { return nil }
        var position = index + 1
        while let member = nextMember(&position) {
            if isKey(member.key, name) { return member.value }
        }
        return nil
    }

    /// Calls `body` with the start of each element of the `values` array of the object at `index` (a key/value list's
    /// or an array value's); false when it has none, or `body` returns false.
    mutating func forEachValue(ofObjectAt index: Int, _ body: (inout Self, Int) -> Bool) -> Bool {
        guard let values = member("values", ofObjectAt: index), base[values] == ByteScanning.openBracket else {
            return false
        }
        var position = skipBlanks(values + 1)
        while position < end, base[position] != ByteScanning.closeBracket {
            guard let after = valueEnd(position), body(&self, position) else { return false }
            position = skipBlanks(after)
            if position < end, base[position] == ByteScanning.comma { position = skipBlanks(position + 1) }
        }
        return position < end
    }

    /// Writes the key/value list at `index` (`{"values":[{"key":…,"value":…},…]}`) as an object; `index` moved past it.
    mutating func writeList(_ index: inout Int, depth: Int) -> Bool {
        guard depth < LogWrapper.maxKeyValueNesting, let listEnd = valueEnd(index) else { return false }
        write(UInt8(ascii: "{"))
        var first = true
        let listed = forEachValue(ofObjectAt: index) { writer, element in
            guard let key = writer.member("key", ofObjectAt: element), writer.base[key] == ByteScanning.quote,
                let keyEnd = writer.stringEnd(key)
            else { return false }
            if !first { writer.write(ByteScanning.comma) }
            first = false
            writer.write(key, keyEnd)
            writer.write(ByteScanning.colon)
            guard let value = writer.member("value", ofObjectAt: element) else {
                writer.write(UInt8(ascii: "{"))
                writer.write(UInt8(ascii: "}"))
                return true
            }
            return writer.writeValue(value, depth: depth)
        }
        guard listed else { return false }
        write(UInt8(ascii: "}"))
        index = listEnd
        return true
    }

    /// Writes the OTLP value at `index` (`{"stringValue":…}`, `{"intValue":…}`, …) as the JSON value it holds.
    mutating func writeValue(_ index: Int, depth: Int) -> Bool {
        guard let objectEnd = valueEnd(index), base[index] == UInt8(ascii: "{") else { return false }
        var position = index + 1
        guard let member = nextMember(&position), case .none = nextMember(&position), position == objectEnd,
            let memberEnd = valueEnd(member.value)
        else {
            write(index, objectEnd)  // empty, or not one typed value: as written
            return true
        }
        if isKey(member.key, "kvlistValue") {
            var list = member.value
            return writeList(&list, depth: depth + 1)
        }
        if isKey(member.key, "arrayValue") {
            guard depth + 1 < LogWrapper.maxKeyValueNesting else { return false }
            write(ByteScanning.openBracket)
            var first = true
            let listed = forEachValue(ofObjectAt: member.value) { writer, element in
                if !first { writer.write(ByteScanning.comma) }
                first = false
                return writer.writeValue(element, depth: depth + 1)
            }
            guard listed else { return false }
            write(ByteScanning.closeBracket)
            return true
        }
        if isKey(member.key, "intValue"), base[member.value] == ByteScanning.quote, memberEnd - member.value > 2,
            ByteScanning.isDigit(base[memberEnd - 2]),
            (member.value + 1..<memberEnd - 1).allSatisfy({
                ByteScanning.isDigit(base[$0]) || ($0 == member.value + 1 && base[$0] == ByteScanning.dash)
            })
        {
            // A 64-bit integer written as a string: the number.
            write(member.value + 1, memberEnd - 1)
            return true
        }
        write(member.value, memberEnd)
        return true
    }
}
