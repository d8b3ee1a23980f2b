@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Per-chunk path tally")
struct PathTallyTests {
    @Test("counts byte strings in first-occurrence order, across growth")
    func tally() {
        var tally = PathTally()
        var expected: [(String, Int)] = []
        for round in 0..<3 {
            for index in 0..<100 {
                var key = "/p/\(index)"
                key.withUTF8 { _ = tally.add($0) }
                if round == 0 { expected.append((key, 0)) }
                expected[index].1 += 1
            }
        }
        var seen: [(String, Int)] = []
        tally.forEach { bytes, count in seen.append((String(decoding: bytes, as: UTF8.self), count)) }
        #expect(seen.map(\.0) == expected.map(\.0))
        #expect(seen.allSatisfy { $0.1 == 3 })
        #expect(tally.distinctCount == 100)
    }
}

extension PathTallyTests {
    @Test("a full tally keeps the largest counts, ties by hash then first occurrence", arguments: [1 as UInt64, 2, 3])
    func keptMatchesFullSort(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var tally = PathTally()
        for _ in 0..<3000 {
            var key = "/k/\(random.next(below: 1500))"
            key.withUTF8 { _ = tally.add($0) }
        }
        for limit in [1, 7, 100, 1499, 5000] {
            let expected = tally.entries.indices.sorted { lhs, rhs in
                let (left, right) = (tally.entries[lhs], tally.entries[rhs])
                if left.count != right.count { return left.count > right.count }
                return left.hash != right.hash ? left.hash < right.hash : lhs < rhs
            }
            let kept = tally.kept(limit: limit)
            #expect(Set(kept.indices) == Set(expected.prefix(limit)))
            #expect(kept.indices == kept.indices.sorted { tally.entries[$0].hash < tally.entries[$1].hash })
            #expect(kept.droppedMaximum == (expected.count > limit ? tally.entries[expected[limit]].count : 0))
        }
    }
}

extension PathTallyTests {
    /// The hash as first written: eight bytes at a time, the tail gathered byte by byte into a zero-padded word.
    static func referenceHash(_ bytes: [UInt8]) -> UInt64 {
        func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            let product = (hash ^ word) &* 0x100_0000_01b3
            return ((product << 29) | (product >> 35)) &* 0xff51_afd7_ed55_8ccd
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(bytes.count) &* 0x9e37_79b9_7f4a_7c15)
        var offset = 0
        while offset < bytes.count {
            var word: UInt64 = 0
            for (shift, byte) in bytes[offset..<min(offset + 8, bytes.count)].enumerated() {
                word |= UInt64(byte) << UInt64(shift * 8)
            }
            hash = mix(hash, word)
            offset += 8
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }

    @Test("the hash reads a tail of any length like a zero-padded word (orders in reports depend on it)")
    func hashTails() {
        var random = SplitMix64(seed: 7)
        for length in 0...40 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next(below: 256)) }
            // Bytes after the key must not count: hash a prefix of a longer buffer.
            let padded = bytes + [0xFF, 0xEE, 0xDD, 0xCC, 0xBB, 0xAA, 0x99, 0x88]
            let hash = padded.withUnsafeBufferPointer { StableHash.hash(UnsafeBufferPointer(rebasing: $0[0..<length])) }
            #expect(hash == Self.referenceHash(bytes), "length \(length)")
        }
    }
}
