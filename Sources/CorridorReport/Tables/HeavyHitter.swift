/// One row of a heavy-hitter table (unmatched paths, suggested formats): a key, its estimated count,
/// the most that count overestimates, and example values (suggested formats only).
///
/// ``PathCount`` and ``FormatSuggestion`` name this type in the unmatched summary, with `path` and
/// `format`/`hits` as the names of ``key`` and ``count``.
public struct HeavyHitter: Sendable, Equatable {
    /// The key: a raw path (query dropped, cut at 1,024 bytes and marked `…`) or a suggested format.
    public let key: String
    /// Times seen (an overestimate by at most ``error``).
    public var count: Int
    /// The most ``count`` overestimates the true count (0 when exact).
    public var error: Int
    /// Up to three example paths of a suggested format: the smallest by their UTF-8 bytes.
    public var examples: [String]
    /// The earliest and latest request time of the key while it held its row (`Int64.max` / `Int64.min`
    /// when none had a time; see ``seen``).
    package var firstSeen: Int64
    package var lastSeen: Int64
    /// A hash of the key's UTF-8 bytes (``StableHash/hash(_:)``, the same in every process): the merge order.
    package let keyHash: UInt64

    /// Creates a row.
    public init(key: String, count: Int, error: Int, examples: [String] = [], seen: TimeRange? = nil) {
        self.init(
            key: key, count: count, error: error, examples: examples, firstSeen: seen?.first ?? .max,
            lastSeen: seen?.last ?? .min)
    }

    /// Creates a row with its first and last times as counters (`Int64.max` / `Int64.min`: none).
    package init(key: String, count: Int, error: Int, examples: [String] = [], firstSeen: Int64, lastSeen: Int64) {
        self.key = key
        self.count = count
        self.error = error
        self.examples = examples
        self.firstSeen = firstSeen
        self.lastSeen = lastSeen
        var copy = key
        keyHash = copy.withUTF8 { StableHash.hash($0) }
    }

    /// A row whose key's hash the caller already has: `keyHash` must be ``StableHash/hash(_:)`` of the key's UTF-8
    /// (a tally hashed the bytes when it counted them); first and last seen as counters (`Int64.max` / `Int64.min`:
    /// none).
    package init(
        key: String, count: Int, error: Int, keyHash: UInt64, firstSeen: Int64 = .max, lastSeen: Int64 = .min
    ) {
        self.key = key
        self.count = count
        self.error = error
        examples = []
        self.firstSeen = firstSeen
        self.lastSeen = lastSeen
        self.keyHash = keyHash
    }

    /// When the key was first and last seen (UTC) while it held its row; nil when never with a time.
    public var seen: TimeRange? { TimeRange(first: firstSeen, orNoneBefore: lastSeen) }

    /// Widens this row's first/last seen to cover `other`'s.
    @inline(__always)
    package mutating func mergeSeen(_ other: HeavyHitter) {
        firstSeen = min(firstSeen, other.firstSeen)
        lastSeen = max(lastSeen, other.lastSeen)
    }

    /// Orders rows by key hash, then key: -1, 0 (same key) or 1.
    @inline(__always)
    static func mergeOrder(_ lhs: HeavyHitter, _ rhs: HeavyHitter) -> Int {
        if lhs.keyHash != rhs.keyHash { return lhs.keyHash < rhs.keyHash ? -1 : 1 }
        if lhs.key == rhs.key { return 0 }
        return HeavyHitters.precedes(lhs.key, rhs.key) ? -1 : 1
    }

    /// Which rows a full table keeps first: count descending, then key hash, then key.
    @inline(__always)
    static func rankOrder(_ lhs: HeavyHitter, _ rhs: HeavyHitter) -> Bool {
        if lhs.count != rhs.count { return lhs.count > rhs.count }
        return mergeOrder(lhs, rhs) < 0
    }
}

/// An unmatched path and its (estimated) count: a ``HeavyHitter`` whose key is the path.
public typealias PathCount = HeavyHitter

/// A suggested format for a group of unmatched paths of one shape: a ``HeavyHitter`` whose key is the
/// format (a Corridor format that parses; `uuid` and `hex` need `@use uuid hex` in the routes file).
public typealias FormatSuggestion = HeavyHitter

extension HeavyHitter {
    /// Creates a path row.
    public init(path: String, count: Int, error: Int, seen: TimeRange? = nil) {
        self.init(key: path, count: count, error: error, seen: seen)
    }

    /// Creates a suggested-format row.
    public init(format: String, hits: Int, error: Int, examples: [String], seen: TimeRange? = nil) {
        self.init(key: format, count: hits, error: error, examples: examples, seen: seen)
    }

    /// The path of an unmatched-path row (``key``).
    public var path: String { key }

    /// The format of a suggestion row (``key``).
    public var format: String { key }

    /// The hits of a suggestion row (``count``).
    public var hits: Int {
        get { count }
        set { count = newValue }
    }
}
