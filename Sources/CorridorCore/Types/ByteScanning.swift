import CByteScan

/// Allocation-free scanners over UTF-8 bytes: the one set of byte helpers of the package — ASCII classes, `memchr`
/// searches, quoted fields, line feeds — shared by the types and the matcher, the log input (line chunking), the
/// log parsers, the analyzer and the link validation. Searches over a range are in `ByteScanning+Search.swift`.
///
/// Public with no public member: its `package` members are `@inlinable`, and only members of a public type inline
/// into the package's other modules, so every field read of the parsers inlines them as if they were its own.
public enum ByteScanning {
    /// `"`.
    @inlinable package static var quote: UInt8 { 0x22 }
    /// `\`.
    @inlinable package static var backslash: UInt8 { 0x5C }
    /// A space.
    @inlinable package static var space: UInt8 { 0x20 }
    /// A horizontal tab.
    @inlinable package static var tab: UInt8 { 0x09 }
    /// `/`.
    @inlinable package static var slash: UInt8 { 0x2F }
    /// `:`.
    @inlinable package static var colon: UInt8 { 0x3A }
    /// `?`.
    @inlinable package static var questionMark: UInt8 { 0x3F }
    /// `,`.
    @inlinable package static var comma: UInt8 { 0x2C }
    /// `&`.
    @inlinable package static var ampersand: UInt8 { 0x26 }
    /// `-`.
    @inlinable package static var dash: UInt8 { 0x2D }
    /// `[`.
    @inlinable package static var openBracket: UInt8 { 0x5B }
    /// `]`.
    @inlinable package static var closeBracket: UInt8 { 0x5D }
    /// The line feed.
    @inlinable package static var newline: UInt8 { 0x0A }
    /// The carriage return.
    @inlinable package static var carriageReturn: UInt8 { 0x0D }

    /// An ASCII letter.
    @inlinable @inline(__always)
    package static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// An ASCII digit.
    @inlinable @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// A hexadecimal digit (either case).
    @inlinable @inline(__always)
    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    /// The value of a hexadecimal digit (either case), or nil.
    @inlinable @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte &- UInt8(ascii: "0") }
        let lower = byte | 0x20
        if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") { return lower &- UInt8(ascii: "a") &+ 10 }
        return nil
    }

    /// A name character of the format language: ALPHA / DIGIT / "_".
    @inlinable
    package static func isNameByte(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// Whether the two byte runs are the same: lengths first, then eight bytes at a time (overlapping
    /// loads for the tail, so no byte outside either run is read).
    @inlinable @inline(__always)
    package static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return equalBytes(left, right, count: lhs.count)
    }

    /// Whether `count` bytes at `left` and at `right` are the same.
    @inlinable @inline(__always)
    package static func equalBytes(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                if load64(left, offset) != load64(right, offset) { return false }
                offset &+= 8
            }
            return load64(left, count &- 8) == load64(right, count &- 8)
        }
        return shortWord(left, count) == shortWord(right, count)
    }

    @inlinable @inline(__always)
    static func load64(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    @inlinable @inline(__always)
    static func load32(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(UInt32(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self)))
    }

    /// The bytes of a run shorter than 8 bytes packed into one word, without reading past it: two
    /// overlapping 4-byte loads from 4 bytes on, else the first, middle and last byte (with the length
    /// the caller compares or mixes in, these words tell runs of the same length apart exactly).
    @inlinable @inline(__always)
    static func shortWord(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        if count >= 4 { return load32(base, 0) << 32 | load32(base, count &- 4) }
        if count > 0 { return UInt64(base[0]) << 16 | UInt64(base[count >> 1]) << 8 | UInt64(base[count &- 1]) }
        return 0
    }

    /// `[+-]?digits`, fitting in `Int`.
    @inlinable
    package static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if bytes.count > 0 && (bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-")) {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? times.subtractingReportingOverflow(Int(digit)) : times.addingReportingOverflow(Int(digit))
            if overflow1 || overflow2 { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `+?digits`, fitting in `UInt`.
    @inlinable
    package static func parseUInt(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt? {
        var index = 0
        if bytes.count > 0 && bytes[0] == UInt8(ascii: "+") { index = 1 }
        guard index < bytes.count else { return nil }
        var value: UInt = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times.addingReportingOverflow(UInt(digit))
            if overflow1 || overflow2 { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `True true yes 1` / `False false no 0`.
    @inlinable
    package static func parseBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch bytes.count {
        case 1:
            if bytes[0] == UInt8(ascii: "1") { return true }
            if bytes[0] == UInt8(ascii: "0") { return false }
        case 2:
            if bytes[0] == UInt8(ascii: "n") && bytes[1] == UInt8(ascii: "o") { return false }
        case 3:
            if bytes[0] == UInt8(ascii: "y") && bytes[1] == UInt8(ascii: "e") && bytes[2] == UInt8(ascii: "s") {
                return true
            }
        case 4:
            if (bytes[0] == UInt8(ascii: "t") || bytes[0] == UInt8(ascii: "T")) && bytes[1] == UInt8(ascii: "r")
                && bytes[2] == UInt8(ascii: "u") && bytes[3] == UInt8(ascii: "e")
            {
                return true
            }
        case 5:
            if (bytes[0] == UInt8(ascii: "f") || bytes[0] == UInt8(ascii: "F")) && bytes[1] == UInt8(ascii: "a")
                && bytes[2] == UInt8(ascii: "l") && bytes[3] == UInt8(ascii: "s") && bytes[4] == UInt8(ascii: "e")
            {
                return false
            }
        default: break
        }
        return nil
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?` with at most 400 bytes.
    @inlinable
    package static func isDecimalNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 0 && bytes.count <= 400 else { return false }
        var index = 0
        if bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") { index = 1 }
        var mantissaDigits = 0
        while index < bytes.count && isDigit(bytes[index]) {
            mantissaDigits += 1
            index += 1
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count && isDigit(bytes[index]) {
                mantissaDigits += 1
                index += 1
            }
        }
        guard mantissaDigits > 0 else { return false }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            var exponentDigits = 0
            while index < bytes.count && isDigit(bytes[index]) {
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return false }
        }
        return index == bytes.count
    }

    /// `8-4-4-4-12` hexadecimal digits.
    @inlinable
    package static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for index in 0..<36 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                if bytes[index] != UInt8(ascii: "-") { return false }
            } else if !isHexDigit(bytes[index]) {
                return false
            }
        }
        return true
    }

    /// The index of the first `?` or `#` in `base[from..<to]` (where a URL's path ends), or `to`.
    @inlinable @inline(__always)
    package static func pathEnd(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        firstIndexOrEnd(of: UInt8(ascii: "?"), or: UInt8(ascii: "#"), in: base, from: from, to: to)
    }

    /// The index of the first `first` or `second` byte in `base[from..<to]`, or `to` (the three-byte search with one
    /// byte twice: the repeated lane test folds away).
    @inlinable @inline(__always)
    package static func firstIndexOrEnd(
        of first: UInt8, or second: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int
    ) -> Int {
        firstIndexOrEnd(of: first, second, second, in: base, from: from, to: to)
    }

    /// The index just past the `count`-th `byte` in `base[from..<to]` (past `count` separated fields), or nil when
    /// there are fewer: ``splitFields(_:separatedBy:in:from:to:_:)`` with nothing to record.
    @inlinable @inline(__always)
    package static func indexAfter(
        separators count: Int, of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int
    ) -> Int? {
        splitFields(count, separatedBy: byte, in: base, from: from, to: to) { _, _, _ in }
    }

    /// Splits `base[from..<to]` at its first `count` `byte`s, calling `field(index, start, end)` for each of the
    /// `count` fields they end, in order; returns the index just past the last of them, or nil when there are fewer.
    /// One pass, thirty-two bytes at a time: every separator of a block is taken from the block's mask, so a run of
    /// short fields costs a few instructions a field rather than a search each.
    @inlinable @inline(__always)
    package static func splitFields(
        _ count: Int, separatedBy byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int,
        _ field: (_ index: Int, _ start: Int, _ end: Int) -> Void
    ) -> Int? {
        var fieldIndex = 0
        var start = from
        var index = from
        while index < to {
            // Thirty-two bytes at a time while they are there, then sixteen (the last block shifted, as matchMask16
            // does).
            let wide = index &+ 32 <= to
            var found = wide ? corridor_match32(base + index, byte) : matchMask16(base, index, to: to, byte)
            while found != 0 {
                let end = index &+ found.trailingZeroBitCount
                field(fieldIndex, start, end)
                fieldIndex &+= 1
                start = end &+ 1
                if fieldIndex == count { return start }
                found &= found &- 1
            }
            index &+= wide ? 32 : 16
        }
        return nil
    }

    /// Whether this CPU (and its OS) runs AVX2 and BMI1: checked once, by whoever needs it first.
    package static var hasAVX2: Bool { corridor_has_avx2() != 0 }

    /// Writes the indices of the first `count` `byte`s of `base[from..<to]`, in order, to `positions[0..<count]`;
    /// false when there are fewer. One pass, thirty-two bytes at a time, a few instructions a separator and no test
    /// per field: a block's separators are all written, four at a time, so `positions` must have room for
    /// `count + 35` indices (the ones past `count` are the last block's, and up to three that mean nothing).
    /// `usingAVX2` (only where ``hasAVX2``) has the whole blocks compared thirty-two bytes at once.
    @inlinable @inline(__always)
    package static func separatorPositions(
        _ count: Int, of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int,
        into positions: UnsafeMutablePointer<Int>, usingAVX2: Bool = false
    ) -> Bool {
        // Whole blocks in C (with the bit instructions the target may lack in Swift), the rest here.
        var index = from
        var written =
            usingAVX2
            ? corridor_separator_blocks_avx2(base, &index, to, byte, count, positions)
            : corridor_separator_blocks_sse2(base, &index, to, byte, count, positions)
        if written >= count { return true }
        while index < to {
            let wide = index &+ 32 <= to
            var found = wide ? corridor_match32(base + index, byte) : matchMask16(base, index, to: to, byte)
            while found != 0 {
                positions[written] = index &+ found.trailingZeroBitCount
                written &+= 1
                found &= found &- 1
            }
            if written >= count { return true }
            index &+= wide ? 32 : 16
        }
        return false
    }

    /// A bit per byte of the sixteen at `base + index` that equals `byte` (bit i for byte index + i), none at or past
    /// `to`; no byte past `to` is read. The last block of a range is the sixteen bytes that end at `to`, shifted (the
    /// bytes `base[0..<to]` are the caller's), or for a range shorter than that a copy into a zeroed block.
    @inlinable @inline(__always)
    static func matchMask16(_ base: UnsafePointer<UInt8>, _ index: Int, to: Int, _ byte: UInt8) -> UInt32 {
        if index &+ 16 <= to { return corridor_match16(base + index, byte) }
        let count = to &- index
        if to >= 16 { return corridor_match16(base + (to &- 16), byte) &>> UInt32(truncatingIfNeeded: 16 &- count) }
        var block: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &block) { raw in
            raw.baseAddress!.copyMemory(from: base + index, byteCount: count)
            let mask = corridor_match16(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), byte)
            return mask & ((1 &<< UInt32(truncatingIfNeeded: count)) &- 1)
        }
    }

    /// The index of the first `first`, `second` or `third` byte in `base[from..<to]`, or `to`: eight bytes at a time,
    /// then byte by byte for the tail.
    @inlinable @inline(__always)
    package static func firstIndexOrEnd(
        of first: UInt8, _ second: UInt8, _ third: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int
    ) -> Int {
        let lanes: UInt64 = 0x0101_0101_0101_0101
        let (a, b, c) = (UInt64(first) &* lanes, UInt64(second) &* lanes, UInt64(third) &* lanes)
        var index = from
        while index &+ 16 <= to {
            let found = corridor_match16_any3(base + index, first, second, third)
            if found != 0 { return index &+ found.trailingZeroBitCount }
            index &+= 16
        }
        while index &+ 8 <= to {
            let word = load64(base, index)
            let found = zeroLanes(word ^ a) | zeroLanes(word ^ b) | zeroLanes(word ^ c)
            if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < to {
            let byte = base[index]
            if byte == first || byte == second || byte == third { return index }
            index &+= 1
        }
        return to
    }

    /// The index of the first `byte` in `base[from..<to]`, or `to`: for the short fields of a log line (a few to a
    /// few dozen bytes), where a call to `memchr` costs more than the search.
    @inlinable @inline(__always)
    package static func firstIndexOrEnd(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        firstIndexOrEnd(of: byte, byte, byte, in: base, from: from, to: to)
    }

    /// `0x80` in each byte lane of `value` (little-endian) that is zero, 0 elsewhere: exact (no false
    /// positives from borrows), so the lowest set bit marks the first zero byte.
    @inlinable @inline(__always)
    static func zeroLanes(_ value: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((value & low) &+ low) | value | low)
    }

    /// A 64-bit hash of the bytes, eight at a time (the tail read with an overlapping load, so no byte
    /// past the run is touched), the length mixed in, and a final mix so the low bits spread: the key
    /// of static trie edges (built and looked up with the same function).
    @inlinable @inline(__always)
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(truncatingIfNeeded: count) &* 0x9e37_79b9_7f4a_7c15)
        guard let base = bytes.baseAddress else { return hash }
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                hash = (hash ^ load64(base, offset)) &* 0xff51_afd7_ed55_8ccd
                hash ^= hash >> 29
                offset &+= 8
            }
            hash ^= load64(base, count &- 8)
        } else {
            hash ^= shortWord(base, count)
        }
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 32
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 29
        return hash
    }

    /// Space, tab, CR, LF, vertical tab or form feed.
    @inlinable @inline(__always)
    package static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || (byte >= 0x09 && byte <= 0x0D) }

    /// An RFC 9110 `tchar`: the bytes a method token is made of.
    @inlinable @inline(__always)
    package static func isTokenByte(_ byte: UInt8) -> Bool {
        if isAlpha(byte) || isDigit(byte) { return true }
        switch byte {
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: return true
        default: return false
        }
    }
}
