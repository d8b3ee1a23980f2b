import CorridorCore

/// Scratch space a ``LogLineParser`` decodes escaped fields into; grows to the longest line seen and is reused.
final class ParserScratch {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Bytes handed out for the current line.
    var used = 0
    /// The current line's time (seconds since the epoch, UTC), when its format has one and it could be read.
    var seconds: Int64?
    /// The instant the input being read was last written (its modification time), for the year of a time written
    /// without one (``LogTimestamp/yearless(_:from:to:reference:)``); nil: such a time is not read.
    var yearReference: Int64?
    /// The current line's user agent, when asked for and present.
    var agent: UnsafeBufferPointer<UInt8>?
    /// The current line's client address, when asked for and present.
    var client: UnsafeBufferPointer<UInt8>?
    /// Set when a line read is one only the format's logs hold though no request (``NginxLogFormat/isFormatMarker``);
    /// cleared by whoever asks (detection), not per line.
    var readFormatMarker = false
    /// The minute of the last timestamp read.
    let minute = MinuteCache()
    /// Where a hand-read layout's separators are (``LogLineParser/parseALB(_:count:)``): room for
    /// ``separatorCapacity`` indices.
    let separators = UnsafeMutablePointer<Int>.allocate(capacity: ParserScratch.separatorCapacity)
    /// Separators a layout read by hand may look for, and the block more ``ByteScanning/separatorPositions`` writes.
    static let separatorCapacity = 16 + 35

    /// A copy of the current line with its servers' lists written without blanks
    /// (``compactingServerLists(_:count:)``), grown to the longest such line.
    private(set) var compactedLine = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var compactedCapacity = 1
    /// The length of the last line compacted into ``compactedLine``.
    private(set) var compactedCount = 0

    init(capacity: Int = 4096) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
        separators.deallocate()
        compactedLine.deallocate()
    }

    /// The line `base[0..<count]` with each list nginx writes for a request passed to several servers (`502, 200`,
    /// `10.0.0.5:80, 10.0.0.6:80`, `0.500 : 0.003`) written as one word (`502,200`, `0.500:0.003`), outside quoted
    /// fields, in ``compactedLine``; nil when the line has no such list. Its length is returned.
    func compactingServerLists(_ line: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard Self.mayHoldServerList(line, count: count) else { return nil }
        if compactedCapacity < count {
            compactedLine.deallocate()
            compactedCapacity = max(count, compactedCapacity * 2)
            compactedLine = UnsafeMutablePointer<UInt8>.allocate(capacity: compactedCapacity)
        }
        var quoted = false
        var compacted = false
        var index = 0
        var written = 0
        while index < count {
            let byte = line[index]
            if byte == ByteScanning.quote && (index == 0 || line[index - 1] != 0x5C) {
                quoted.toggle()
            } else if !quoted && index > 0 && index + 2 < count && Self.isListItemByte(line[index - 1]) {
                // `a, b` → `a,b`; `a : b` → `a:b`.
                if byte == 0x2C && line[index + 1] == ByteScanning.space && Self.isListItemByte(line[index + 2]) {
                    compactedLine[written] = byte
                    written += 1
                    index += 2
                    compacted = true
                    continue
                }
                if byte == ByteScanning.space && line[index + 1] == ByteScanning.colon && index + 3 < count
                    && line[index + 2] == ByteScanning.space && Self.isListItemByte(line[index + 3])
                {
                    compactedLine[written] = ByteScanning.colon
                    written += 1
                    index += 3
                    compacted = true
                    continue
                }
            }
            compactedLine[written] = byte
            written += 1
            index += 1
        }
        guard compacted else { return nil }
        compactedCount = written
        return written
    }

    /// Whether `byte` may end or start an item of a servers' list (no blank, quote, comma or colon).
    @inline(__always)
    static func isListItemByte(_ byte: UInt8) -> Bool {
        byte > ByteScanning.space && byte != ByteScanning.quote && byte != 0x2C && byte != ByteScanning.colon
    }

    /// Whether `line` has a `, ` or ` : ` between two words outside its quoted fields — a list
    /// ``compactingServerLists(_:count:)`` writes as one word — told by searching for the commas and colons (most
    /// lines another layout's, read in detection, have none outside quotes), not by copying the line.
    static func mayHoldServerList(_ line: UnsafePointer<UInt8>, count: Int) -> Bool {
        @inline(__always) func isOutsideQuotes(_ position: Int) -> Bool {
            var quotes = 0
            var index = 0
            while let quote = ByteScanning.firstIndex(of: ByteScanning.quote, in: line, from: index, to: position) {
                if quote == 0 || line[quote - 1] != 0x5C { quotes += 1 }
                index = quote + 1
            }
            return quotes % 2 == 0
        }
        var from = 1
        while let comma = ByteScanning.firstIndex(of: 0x2C, in: line, from: from, to: count) {
            from = comma + 1
            if comma + 2 < count && line[comma + 1] == ByteScanning.space && Self.isListItemByte(line[comma - 1])
                && Self.isListItemByte(line[comma + 2]) && isOutsideQuotes(comma)
            {
                return true
            }
        }
        from = 2
        while let colon = ByteScanning.firstIndex(of: ByteScanning.colon, in: line, from: from, to: count) {
            from = colon + 1
            if colon + 2 < count && line[colon - 1] == ByteScanning.space && line[colon + 1] == ByteScanning.space
                && Self.isListItemByte(line[colon - 2]) && Self.isListItemByte(line[colon + 2])
                && isOutsideQuotes(colon)
            {
                return true
            }
        }
        return false
    }

    /// Starts a line of `lineLength` bytes: every decoded field of a line fits in the line's length plus a few bytes
    /// (escapes only shrink), so the storage never moves while a line is parsed.
    @inline(__always)
    func beginLine(lineLength: Int) {
        used = 0
        agent = nil
        client = nil
        if capacity < lineLength + 16 { grow(to: lineLength + 16) }
    }

    private func grow(to minimum: Int) {
        let newCapacity = max(minimum, capacity * 2)
        base.deallocate()
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        capacity = newCapacity
    }

    /// Decodes the log escapes of `base[from..<to]` into the scratch space; returns where the decoded bytes are.
    @inline(__always)
    func decode(_ source: UnsafePointer<UInt8>, from: Int, to: Int) -> UnsafeBufferPointer<UInt8> {
        let start = base + used
        let count = LogEscapes.decode(UnsafeBufferPointer(start: source + from, count: to - from), into: start)
        used += count
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// `source[from..<to]` with HAProxy's `#XX` escapes decoded (a `#` not followed by two hex digits kept), in the
    /// scratch space (``NginxLogFormat/requestIsHashEncoded``).
    func hashDecoded(_ source: UnsafePointer<UInt8>, from: Int, to: Int) -> UnsafeBufferPointer<UInt8> {
        let start = base + used
        let count = URLDecoding.decodeHexEscapes(
            UnsafeBufferPointer(start: source + from, count: to - from), marked: UInt8(ascii: "#"), into: start)
        used += count
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// `source[from..<to]` with each `%25` read back as the `%` it encodes, in the scratch space: a target the log
    /// URL-encoded once more (``NginxLogFormat/targetIsLogEncoded``). Its other escapes are left: they stand for bytes
    /// the client sent bare (`%7B` for `{`, `%C3%A9` for raw UTF-8), which the matcher reads the same either way.
    /// `first`: where the first `%25` is, already found (nil: none, the bytes are copied as they are).
    func unescapedPercents(
        _ source: UnsafePointer<UInt8>, from: Int, to: Int, first: Int?
    ) -> UnsafeBufferPointer<UInt8> {
        let start = base + used
        var out = start
        var index = from
        var percent = first
        while let found = percent {
            // Up to the `%`, then past `25` when they follow.
            out.update(from: source + index, count: found + 1 - index)
            out += found + 1 - index
            let isEncodedPercent =
                found + 2 < to && source[found + 1] == UInt8(ascii: "2") && source[found + 2] == UInt8(ascii: "5")
            index = isEncodedPercent ? found + 3 : found + 1
            percent = ByteScanning.firstIndex(of: UInt8(ascii: "%"), in: source, from: index, to: to)
        }
        out.update(from: source + index, count: to - index)
        out += to - index
        used += out - start
        return UnsafeBufferPointer(start: start, count: out - start)
    }

    /// `source[from..<to]` with `%XX` escapes and `+` decoded (URL-encoded user agents), in the scratch space;
    /// nil for an empty field or `-`.
    func urlDecoded(_ source: UnsafePointer<UInt8>, from: Int, to: Int) -> UnsafeBufferPointer<UInt8>? {
        guard LogFieldValues.hasValue(source, from: from, to: to) else { return nil }
        let start = base + used
        let count = URLDecoding.decode(UnsafeBufferPointer(start: source + from, count: to - from), into: start)
        used += count
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// `source[from..<to]`, a CSV field's text, with each `""` read as one `"`: the bytes themselves when there is
    /// none, else a copy in the scratch space; nil for an empty field or `-`.
    func undoubledQuotes(_ source: UnsafePointer<UInt8>, from: Int, to: Int) -> UnsafeBufferPointer<UInt8>? {
        guard LogFieldValues.hasValue(source, from: from, to: to) else { return nil }
        guard ByteScanning.firstIndex(of: ByteScanning.quote, in: source, from: from, to: to) != nil else {
            return UnsafeBufferPointer(start: source + from, count: to - from)
        }
        let start = base + used
        var index = from
        while index < to {
            let byte = source[index]
            append(byte)
            index += byte == ByteScanning.quote && index + 1 < to && source[index + 1] == ByteScanning.quote ? 2 : 1
        }
        return UnsafeBufferPointer(start: start, count: base + used - start)
    }

    /// Appends one byte; returns its address.
    @inline(__always)
    func append(_ byte: UInt8) {
        base[used] = byte
        used += 1
    }

    /// `bytes` with their ASCII letters in uppercase: `bytes` themselves when they have no lowercase letter, else an
    /// uppercased copy in the scratch space (room for `bytes.count` more bytes).
    func uppercased(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard bytes.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return bytes }
        let start = base + used
        for byte in bytes { append(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte) }
        return UnsafeBufferPointer(start: start, count: bytes.count)
    }

    /// `path` with a `/` before it, copied into the scratch space (room for `path.count + 1` more bytes).
    func rooted(_ path: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = base + used
        append(ByteScanning.slash)
        for byte in path { append(byte) }
        return UnsafeBufferPointer(start: start, count: path.count + 1)
    }

    /// The field `source[from..<to]` with its escapes decoded: the bytes themselves when there is no backslash,
    /// else a decoded copy in the scratch space.
    @inline(__always)
    func field(_ source: UnsafePointer<UInt8>, from: Int, to: Int) -> UnsafeBufferPointer<UInt8> {
        if ByteScanning.containsBackslash(in: source, from: from, to: to) {
            return decode(source, from: from, to: to)
        }
        return UnsafeBufferPointer(start: source + from, count: to - from)
    }
}
