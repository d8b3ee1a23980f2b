extension ArraySlice where Element == UInt8 {
    /// The range of the first occurrence of `needle`, nil when there is none (an empty needle is found at the start):
    /// `memchr` and `memcmp` (``ByteScanning/firstIndex(of:in:from:to:)``), where the standard library's generic
    /// `firstRange(of:)` takes hundreds of instructions a byte.
    package func firstRange(ofBytes needle: [UInt8]) -> Range<Int>? {
        let found: Int?? = withContiguousStorageIfAvailable { bytes in
            needle.withUnsafeBufferPointer { pattern in
                guard let base = bytes.baseAddress else { return pattern.isEmpty ? 0 : nil }
                return ByteScanning.firstIndex(of: pattern, in: base, from: 0, to: bytes.count)
            }
        }
        guard let offset = found ?? nil else { return nil }
        return (startIndex + offset)..<(startIndex + offset + needle.count)
    }

    /// Whether `needle` occurs (``firstRange(ofBytes:)``).
    package func contains(bytes needle: [UInt8]) -> Bool { firstRange(ofBytes: needle) != nil }
}

extension Array where Element == UInt8 {
    /// The range of the first occurrence of `needle` (``Swift/ArraySlice/firstRange(ofBytes:)``).
    package func firstRange(ofBytes needle: [UInt8]) -> Range<Int>? { self[...].firstRange(ofBytes: needle) }

    /// Whether `needle` occurs (``Swift/ArraySlice/firstRange(ofBytes:)``).
    package func contains(bytes needle: [UInt8]) -> Bool { firstRange(ofBytes: needle) != nil }
}
