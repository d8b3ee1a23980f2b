import CorridorCore

/// Where the values, members and elements of a JSON text lie in its bytes (`base[0..<end]`), read on demand — for the
/// wrappers that rewrite a few JSON shapes as plain objects (``LogWrapper/fieldValueRow(_:count:into:)``, OTLP's
/// key/value lists): nothing is decoded or copied, every answer is an index or a range of the bytes.
struct JSONSpans {
    let base: UnsafePointer<UInt8>
    let end: Int

    /// The first index from `index` that is not JSON white space.
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

    /// After the value at `index` (a string, a scalar, or an object or array with all it holds); nil when it does not
    /// end before `end`.
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

    /// Whether the key at `key` (without its quotes) is `name`.
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

    /// The start of the value of the member `name` of the object at `index`; nil when it has none or `index` holds no
    /// object.
    func member(_ name: StaticString, ofObjectAt index: Int) -> Int? {
        guard index < end, base[index] == UInt8(ascii: "{") else { return nil }
        var position = index + 1
        while let member = nextMember(&position) {
            if isKey(member.key, name) { return member.value }
        }
        return nil
    }

    /// Calls `body` with the start of each element of the array at `index`, in order; false when `index` holds no
    /// array that ends before `end`, or `body` returns false.
    func forEachElement(ofArrayAt index: Int, _ body: (Int) -> Bool) -> Bool {
        guard index < end, base[index] == ByteScanning.openBracket else { return false }
        var position = skipBlanks(index + 1)
        while position < end, base[position] != ByteScanning.closeBracket {
            guard let after = valueEnd(position), body(position) else { return false }
            position = skipBlanks(after)
            if position < end, base[position] == ByteScanning.comma { position = skipBlanks(position + 1) }
        }
        return position < end
    }
}
