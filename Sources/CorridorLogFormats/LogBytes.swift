import Glibc

/// Byte-level helpers for log parsing: ASCII classes and `memchr`-based searches over raw line bytes. They live in
/// the parsers' module so that the optimizer inlines them into every field read (a `package` function of another
/// module is called, never inlined).
package enum LogBytes {
    package static let quote: UInt8 = 0x22  // "
    package static let backslash: UInt8 = 0x5C  // \
    package static let space: UInt8 = 0x20
    package static let tab: UInt8 = 0x09
    package static let slash: UInt8 = 0x2F  // /
    package static let colon: UInt8 = 0x3A  // :
    package static let questionMark: UInt8 = 0x3F  // ?
    package static let ampersand: UInt8 = 0x26  // &
    package static let dash: UInt8 = 0x2D  // -
    package static let openBracket: UInt8 = 0x5B  // [
    package static let closeBracket: UInt8 = 0x5D  // ]

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    package static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// Space, tab, CR, LF, vertical tab or form feed.
    @inline(__always)
    package static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || (byte >= 0x09 && byte <= 0x0D) }

    /// An RFC 9110 `tchar`: the bytes a method token is made of.
    @inline(__always)
    package static func isTokenByte(_ byte: UInt8) -> Bool {
        if isAlpha(byte) || isDigit(byte) { return true }
        switch byte {
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: return true
        default: return false
        }
    }

    /// Value of a hexadecimal digit, or nil.
    @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt32? {
        if isDigit(byte) { return UInt32(byte - 0x30) }
        let lower = byte | 0x20
        if lower >= 0x61 && lower <= 0x66 { return UInt32(lower - 0x61 + 10) }
        return nil
    }

    /// Index of the first `byte` in `base[from..<to]`, or nil.
    @inline(__always)
    package static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Index of the last `byte` in `base[from..<to]`, or nil.
    @inline(__always)
    package static func lastIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var index = to - 1
        while index >= from {
            if base[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    /// Index of the first occurrence of `needle` in `base[from..<to]`, or nil. An empty needle is found at `from`.
    package static func firstIndex(
        of needle: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, from: Int, to: Int
    ) -> Int? {
        guard let first = needle.first else { return from }
        var index = from
        let lastStart = to - needle.count
        while index <= lastStart, let found = firstIndex(of: first, in: base, from: index, to: lastStart + 1) {
            if needle.count == 1 || memcmp(base + found + 1, needle.baseAddress! + 1, needle.count - 1) == 0 {
                return found
            }
            index = found + 1
        }
        return nil
    }

    /// True when `base[at...]` (ending before `to`) starts with `prefix`.
    @inline(__always)
    package static func hasPrefix(_ prefix: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, at: Int, to: Int) -> Bool
    {
        guard to - at >= prefix.count else { return false }
        return prefix.isEmpty || memcmp(base + at, prefix.baseAddress!, prefix.count) == 0
    }

    /// True when `base[from..<to]` contains a backslash (so the field needs unescaping).
    @inline(__always)
    package static func containsBackslash(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        firstIndex(of: backslash, in: base, from: from, to: to) != nil
    }

    /// Index of the quote closing a quoted field whose content starts at `from`: the first `"` not escaped by an odd
    /// number of backslashes. Nil when there is none before `to`.
    @inline(__always)
    package static func closingQuote(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var searchFrom = from
        while let found = firstIndex(of: quote, in: base, from: searchFrom, to: to) {
            var backslashes = 0
            var index = found - 1
            while index >= from && base[index] == backslash {
                backslashes += 1
                index -= 1
            }
            if backslashes & 1 == 0 { return found }
            searchFrom = found + 1
        }
        return nil
    }

    /// Index of the first byte at or after `from` that is not a space or tab.
    @inline(__always)
    package static func skipBlanks(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var index = from
        while index < to && (base[index] == space || base[index] == tab) { index += 1 }
        return index
    }

    /// True when the whole range is white space (or empty).
    package static func isBlank(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        var index = from
        while index < to {
            if !isWhitespace(base[index]) { return false }
            index += 1
        }
        return true
    }
}
