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
    /// A hash of the key's UTF-8 bytes (``PathTally/hash(_:)``, the same in every process): the merge order.
    package let keyHash: UInt64

    /// Creates a row.
    public init(key: String, count: Int, error: Int, examples: [String] = []) {
        self.key = key
        self.count = count
        self.error = error
        self.examples = examples
        var copy = key
        keyHash = copy.withUTF8 { PathTally.hash($0) }
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
    public init(path: String, count: Int, error: Int) {
        self.init(key: path, count: count, error: error)
    }

    /// Creates a suggested-format row.
    public init(format: String, hits: Int, error: Int, examples: [String]) {
        self.init(key: format, count: hits, error: error, examples: examples)
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
