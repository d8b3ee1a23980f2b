#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ByteScanning {
    /// Index of the first `byte` in `base[from..<to]`, or nil.
    @inlinable @inline(__always)
    package static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Index of the last `byte` in `base[from..<to]`, or nil.
    @inlinable @inline(__always)
    package static func lastIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var index = to - 1
        while index >= from {
            if base[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    /// Index of the first occurrence of `needle` in `base[from..<to]`, or nil. An empty needle is found at `from`.
    @inlinable
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
    @inlinable @inline(__always)
    package static func hasPrefix(_ prefix: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, at: Int, to: Int) -> Bool
    {
        guard to - at >= prefix.count else { return false }
        return prefix.isEmpty || memcmp(base + at, prefix.baseAddress!, prefix.count) == 0
    }

    /// True when `base[from..<to]` contains a backslash (so the field needs unescaping).
    @inlinable @inline(__always)
    package static func containsBackslash(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        firstIndex(of: backslash, in: base, from: from, to: to) != nil
    }

    /// Index of the quote closing a quoted field whose content starts at `from`: the first `"` not escaped by an odd
    /// number of backslashes. Nil when there is none before `to`.
    @inlinable @inline(__always)
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
    @inlinable @inline(__always)
    package static func skipBlanks(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var index = from
        while index < to && (base[index] == space || base[index] == tab) { index += 1 }
        return index
    }

    /// True when the whole range is white space (or empty).
    @inlinable
    package static func isBlank(in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        var index = from
        while index < to {
            if !isWhitespace(base[index]) { return false }
            index += 1
        }
        return true
    }
}
