/// A 64-bit hash of bytes that is the same in every process (unlike Swift's seeded `Hasher`), so orders built on it
/// are reproducible: the slots of the analyzer's path tallies and the merge order of heavy-hitter rows
/// (``HeavyHitter/keyHash``), in a run and in reports merged later.
package enum StableHash {
    /// A 64-bit hash of the bytes, eight at a time (multiply-rotate per word, the tail zero-padded, the length mixed
    /// in), with a final mix so the low bits (used for the slot) spread well.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(truncatingIfNeeded: bytes.count) &* 0x9e37_79b9_7f4a_7c15)
        guard let base = bytes.baseAddress else { return finish(hash) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = mix(hash, word)
            offset &+= 8
        }
        if offset < bytes.count {
            // The tail as a little-endian word padded with zeros: from the last eight bytes when there are eight
            // (shifted past the bytes already hashed), else byte by byte.
            var word: UInt64 = 0
            if bytes.count >= 8 {
                let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self))
                word = last >> (UInt64(truncatingIfNeeded: 8 &- (bytes.count &- offset)) &* 8)
            } else {
                var shift: UInt64 = 0
                while offset < bytes.count {
                    word |= UInt64(base[offset]) << shift
                    shift &+= 8
                    offset &+= 1
                }
            }
            hash = mix(hash, word)
        }
        return finish(hash)
    }

    /// One word into the hash: xor, multiply, rotate left by 29, multiply.
    @inline(__always)
    package static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x100_0000_01b3
        return ((product << 29) | (product >> 35)) &* 0xff51_afd7_ed55_8ccd
    }

    /// The final mix, spreading the high bits into the low ones.
    @inline(__always)
    package static func finish(_ hash: UInt64) -> UInt64 {
        var hash = hash
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }
}
