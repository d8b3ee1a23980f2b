import CorridorCore

extension LogWrapper {
    /// What opens a CEF event: `CEF:` then the format's version.
    private static let cefMarker = Array("CEF:".utf8)

    /// The names a CEF event's header fields are written under, in their order after the version.
    private static let cefHeaderNames = [
        "deviceVendor", "deviceProduct", "deviceVersion", "deviceEventClassId", "name", "severity",
    ]

    /// The furthest into a line a CEF event may start: after a syslog daemon's header
    /// (`<134>Jan 20 11:42:01 collector CEF:0|…`).
    private static let cefLongestPrefix = 256

    /// The lines of the header of an Imperva Cloud WAF log file, before its events: `accountId:123456`, …, then
    /// `|==|`.
    private static let impervaHeaderNames = [
        "accountid", "configid", "checksum", "format", "starttime", "endtime", "publickeyid", "key",
    ]

    /// A CEF event (ArcSight's Common Event Format, `CEF:0|Vendor|Product|Version|Class|Name|Severity|key=value …`,
    /// as Imperva Cloud WAF's SIEM logs write each request) written into `buffer` as one JSON object of strings: the
    /// header's fields under ``cefHeaderNames`` and `cefVersion`, then the extension's pairs. A value runs up to the
    /// blank before the next `key=` (keys of letters, digits, `_` and `.`), so it may hold blanks (`ver=TLSv1.2
    /// ECDHE-RSA-AES128-GCM-SHA256`); `\=`, `\\`, `\n` and `\r` read as CEF escapes them, a header's `\|` as `|`. The
    /// event may follow a syslog daemon's header, whose time is then the wrapper's. The lines of an Imperva log file's
    /// header (`accountId:…`, `format:CEF`, `|==|`) are a header: neither requests nor malformed.
    static func cefRecord(
        _ base: UnsafePointer<UInt8>, count: Int, buffer: UnsafeMutablePointer<UInt8>, yearReference: Int64?
    ) -> Unwrapped {
        guard let start = cefStart(base, count: count) else {
            return isImpervaHeader(base, count: count) ? .header : .notWrapped
        }
        var record = JSONRecordWriter(into: buffer)
        // The header: the version after `CEF:`, then six fields, each ended by a `|` not escaped.
        var index = start + cefMarker.count
        for field in 0...cefHeaderNames.count {
            let fieldStart = index
            while index < count && base[index] != UInt8(ascii: "|") {
                index += base[index] == ByteScanning.backslash ? 2 : 1
            }
            guard index < count else { return .notWrapped }
            record.beginName()
            record.putName(field == 0 ? "cefVersion" : cefHeaderNames[field - 1])
            record.beginValue()
            record.putString(base, from: fieldStart, to: index, unescaping: true)
            record.endValue()
            index += 1  // past `|`
        }
        // The extension: `key=value` pairs, a value up to the blank before the next key.
        while index < count && (base[index] == ByteScanning.space || base[index] == ByteScanning.tab) { index += 1 }
        let wrote = withUnsafeTemporaryAllocation(of: CEFPair.self, capacity: cefLabelledPairsLimit) { pairs in
            var pairCount = 0
            let read = writeExtension(
                base, from: index, count: count, record: &record, pairs: pairs, pairCount: &pairCount)
            if read { appendLabelledValues(base, pairs: pairs, count: pairCount, record: &record) }
            return read
        }
        guard wrote else { return .notWrapped }
        let seconds = start > 0 ? syslogContentStart(base, count: count, yearReference: yearReference)?.1 : nil
        return .content(record.finished(), complete: true, seconds: seconds)
    }

    /// A pair of a CEF event's extension: where its key and its value are in the line.
    private struct CEFPair {
        var keyStart: Int
        var keyEnd: Int
        var valueStart: Int
        var valueEnd: Int
    }

    /// The most pairs of an event whose labels are matched with their values
    /// (``appendLabelledValues(_:pairs:count:record:)``).
    private static let cefLabelledPairsLimit = 128

    /// Writes the extension's pairs from `index` into `record`, each noted in `pairs` (up to their capacity); false
    /// when the bytes are no pairs.
    private static func writeExtension(
        _ base: UnsafePointer<UInt8>, from: Int, count: Int, record: inout JSONRecordWriter,
        pairs: UnsafeMutableBufferPointer<CEFPair>, pairCount: inout Int
    ) -> Bool {
        var index = from
        while index < count {
            let keyStart = index
            let keyEnd = cefKeyEnd(base, from: index, count: count)
            guard keyEnd > keyStart, keyEnd < count, base[keyEnd] == UInt8(ascii: "=") else { return false }
            let valueStart = keyEnd + 1
            var position = valueStart
            var valueEnd = count
            var next = count
            while position < count {
                let byte = base[position]
                if byte == ByteScanning.backslash {
                    position += 2
                    continue
                }
                if byte == ByteScanning.space || byte == ByteScanning.tab {
                    var after = position + 1
                    while after < count && (base[after] == ByteScanning.space || base[after] == ByteScanning.tab) {
                        after += 1
                    }
                    let end = cefKeyEnd(base, from: after, count: count)
                    if end > after && end < count && base[end] == UInt8(ascii: "=") {
                        valueEnd = position
                        next = after
                        break
                    }
                    position = after
                    continue
                }
                position += 1
            }
            while valueEnd > valueStart
                && (base[valueEnd - 1] == ByteScanning.space || base[valueEnd - 1] == ByteScanning.tab
                    || base[valueEnd - 1] == ByteScanning.carriageReturn)
            {
                valueEnd -= 1
            }
            record.beginName()
            record.putString(base, from: keyStart, to: keyEnd)
            record.beginValue()
            record.putString(base, from: valueStart, to: min(valueEnd, count), unescaping: true)
            record.endValue()
            if pairCount < pairs.count {
                pairs[pairCount] = CEFPair(
                    keyStart: keyStart, keyEnd: keyEnd, valueStart: valueStart, valueEnd: min(valueEnd, count))
                pairCount += 1
            }
            index = next
        }
        return true
    }

    /// The values of the extension's custom fields under their labels: for `cn1=200 cn1Label=response_code` (in
    /// either order), a member `"response_code":"200"` after the pairs — what a vendor's `cn1` means is its label's
    /// to say (F5's response code, Barracuda's service port, FortiWeb's threat weight), and presets name it so.
    private static func appendLabelledValues(
        _ base: UnsafePointer<UInt8>, pairs: UnsafeMutableBufferPointer<CEFPair>, count: Int,
        record: inout JSONRecordWriter
    ) {
        let suffix = cefLabelSuffix
        for labelIndex in 0..<count {
            let label = pairs[labelIndex]
            let keyLength = label.keyEnd - label.keyStart - suffix.count
            guard keyLength > 0, label.valueEnd > label.valueStart,
                UnsafeBufferPointer(start: base + label.keyStart + keyLength, count: suffix.count).elementsEqual(
                    suffix)
            else { continue }
            for valueIndex in 0..<count where valueIndex != labelIndex {
                let value = pairs[valueIndex]
                guard value.keyEnd - value.keyStart == keyLength,
                    UnsafeBufferPointer(start: base + value.keyStart, count: keyLength).elementsEqual(
                        UnsafeBufferPointer(start: base + label.keyStart, count: keyLength))
                else { continue }
                record.beginName()
                record.putString(base, from: label.valueStart, to: label.valueEnd, unescaping: true)
                record.beginValue()
                record.putString(base, from: value.valueStart, to: value.valueEnd, unescaping: true)
                record.endValue()
                break
            }
        }
    }

    /// What ends the key of a custom field's label (`cn1Label`).
    private static let cefLabelSuffix = Array("Label".utf8)

    /// Where a CEF event starts in `base[0..<count]`: at `CEF:` and a digit (a blank between them allowed), first in
    /// the line or after a blank or a colon within ``cefLongestPrefix`` bytes; nil when it has none.
    private static func cefStart(_ base: UnsafePointer<UInt8>, count: Int) -> Int? {
        let limit = min(count, cefLongestPrefix + cefMarker.count + 1)
        var from = 0
        while let found = cefMarker.withUnsafeBufferPointer({
            ByteScanning.firstIndex(of: $0, in: base, from: from, to: limit)
        }) {
            // After a blank, or glued to a program's tag (F5's `ASM:CEF:0|…`); the version after the colon, or after a
            // blank there (Barracuda's `CEF: 0|…`).
            let opens =
                found == 0 || base[found - 1] == ByteScanning.space || base[found - 1] == ByteScanning.tab
                || base[found - 1] == ByteScanning.colon
            var version = found + cefMarker.count
            if version < count && base[version] == ByteScanning.space { version += 1 }
            if opens && version < count && ByteScanning.isDigit(base[version]) {
                return found
            }
            from = found + 1
        }
        return nil
    }

    /// The end of the key that may start at `base[from]`: after its letters, digits, `_` and `.` (a letter or `_`
    /// first); `from` when none starts there.
    @inline(__always)
    private static func cefKeyEnd(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var index = from
        while index < count {
            let byte = base[index]
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            guard
                isLetter || byte == UInt8(ascii: "_")
                    || (index > from && (ByteScanning.isDigit(byte) || byte == UInt8(ascii: ".")))
            else { break }
            index += 1
        }
        return index
    }

    /// Whether `base[0..<count]` is a line of an Imperva log file's header: `|==|`, or one of
    /// ``impervaHeaderNames`` (any case), a colon and its value.
    private static func isImpervaHeader(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        var end = count
        while end > 0 && (base[end - 1] == ByteScanning.carriageReturn || base[end - 1] == ByteScanning.space) {
            end -= 1
        }
        let line = UnsafeBufferPointer(start: base, count: end)
        if line.elementsEqual("|==|".utf8) { return true }
        guard let colon = ByteScanning.firstIndex(of: ByteScanning.colon, in: base, from: 0, to: min(end, 16)) else {
            return false
        }
        let name = line[0..<colon].lazy.map { $0 | 0x20 }
        return impervaHeaderNames.contains { name.elementsEqual($0.utf8) }
    }
}
