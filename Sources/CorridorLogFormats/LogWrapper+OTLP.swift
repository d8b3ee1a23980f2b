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
        var writer = KeyValueListWriter(json: JSONSpans(base: base, end: slot.end), output: output)
        var index = slot.start
        guard writer.writeList(&index, depth: 0), writer.json.skipBlanks(index) == slot.end else { return nil }
        return writer.written
    }

    /// How deep key/value lists and arrays may nest in a body read by ``keyValueListObject(_:_:into:)``.
    static let maxKeyValueNesting = 16
}

/// Writes OTLP JSON's key/value lists and values as plain JSON (``LogWrapper/keyValueListObject(_:_:into:)``).
private struct KeyValueListWriter {
    let json: JSONSpans
    let output: UnsafeMutablePointer<UInt8>
    var written = 0

    init(json: JSONSpans, output: UnsafeMutablePointer<UInt8>) {
        self.json = json
        self.output = output
    }

    mutating func write(_ from: Int, _ to: Int) {
        (output + written).update(from: json.base + from, count: to - from)
        written += to - from
    }

    mutating func write(_ byte: UInt8) {
        output[written] = byte
        written += 1
    }

    /// Calls `body` with the start of each element of the `values` array of the object at `index` (a key/value list's
    /// or an array value's); false when it has none, or `body` returns false.
    mutating func forEachValue(ofObjectAt index: Int, _ body: (inout Self, Int) -> Bool) -> Bool {
        let json = self.json
        guard let values = json.member("values", ofObjectAt: index) else { return false }
        return json.forEachElement(ofArrayAt: values) { body(&self, $0) }
    }

    /// Writes the key/value list at `index` (`{"values":[{"key":…,"value":…},…]}`) as an object; `index` moved past it.
    mutating func writeList(_ index: inout Int, depth: Int) -> Bool {
        guard depth < LogWrapper.maxKeyValueNesting, let listEnd = json.valueEnd(index) else { return false }
        write(UInt8(ascii: "{"))
        var first = true
        let listed = forEachValue(ofObjectAt: index) { writer, element in
            let json = writer.json
            guard let key = json.member("key", ofObjectAt: element), json.base[key] == ByteScanning.quote,
                let keyEnd = json.stringEnd(key)
            else { return false }
            if !first { writer.write(ByteScanning.comma) }
            first = false
            writer.write(key, keyEnd)
            writer.write(ByteScanning.colon)
            guard let value = json.member("value", ofObjectAt: element) else {
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
        let json = self.json
        let base = json.base
        guard let objectEnd = json.valueEnd(index), base[index] == UInt8(ascii: "{") else { return false }
        var position = index + 1
        guard let member = json.nextMember(&position), case .none = json.nextMember(&position),
            position == objectEnd, let memberEnd = json.valueEnd(member.value)
        else {
            write(index, objectEnd)  // empty, or not one typed value: as written
            return true
        }
        if json.isKey(member.key, "kvlistValue") {
            var list = member.value
            return writeList(&list, depth: depth + 1)
        }
        if json.isKey(member.key, "arrayValue") {
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
        if json.isKey(member.key, "intValue"), base[member.value] == ByteScanning.quote, memberEnd - member.value > 2,
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
