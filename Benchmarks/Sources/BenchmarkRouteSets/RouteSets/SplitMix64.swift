/// A small deterministic pseudo-random generator (SplitMix64), so generated route sets and lookups are
/// the same on every run and every machine. A copy of CorridorCore's `package` SplitMix64 (same
/// sequence for a seed): this is a separate package, which `package` access does not reach, and the
/// generator is no public API of Corridor.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
