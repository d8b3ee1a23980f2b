import CorridorReport

/// A hash of a key's bytes for finding it in a chunk's caller tally (``CallerTally``): never stored beyond the chunk
/// nor compared with another chunk's, so it need not be ``StableHash``, which the tables rank and order keys by (a
/// tally computes that once per distinct caller when the chunk is summarized). Two lanes of eight bytes a step, so that
/// a user agent of a hundred bytes and more, hashed on every line, costs about half of ``StableHash``'s latency.
enum InterningHash {
    /// The hash of `bytes`.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        guard let base = bytes.baseAddress, count > 0 else { return StableHash.finish(first) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 16 <= count {
            first = lane(first, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            second = lane(second, raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
            offset &+= 16
        }
        if offset < count {
            // The last bytes as the two words that end the key (some bytes hashed twice: still the bytes alone), or
            // byte by byte for a key shorter than a word.
            if count >= 8 {
                first = lane(first, raw.loadUnaligned(fromByteOffset: max(0, count &- 16), as: UInt64.self))
                second = lane(second, raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
            } else {
                var word: UInt64 = 0
                for index in 0..<count { word |= UInt64(base[index]) &<< UInt64(truncatingIfNeeded: index &* 8) }
                first = lane(first, word)
            }
        }
        return StableHash.finish(first ^ ((second &<< 23) | (second &>> 41)))
    }

    /// One word into a lane: xor, multiply, rotate.
    @inline(__always)
    private static func lane(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x9FB2_1C65_1E98_DF25
        return (product &<< 31) | (product &>> 33)
    }
}
