/// The compiled, immutable segment trie: flat arrays of nodes and edges, each literal stored once
/// and referenced by index. Safe to share across threads.
///
/// Matching (``SegmentTrie+Match.swift``) walks it depth-first and returns the lowest-indexed
/// matching route — exactly what a linear first-match scan returns — pruning every branch whose
/// best route cannot beat the best match found so far.
package final class SegmentTrie: @unchecked Sendable {
    /// The growable form used while compiling.
    package struct Storage {
        var nodes: [TrieNode] = []
        var staticEdges: [StaticEdge] = []
        var staticSlots: [Int32] = []
        var paramEdges: [ParamEdge] = []
        var routeLists: [Int32] = []
        var leaves: [RouteLeaf] = []
        var queryRules: [QueryRuleSlot] = []
        var sources: [SourceRule] = []
        var literalBytes: [UInt8] = []
        var literalRanges: [LiteralRange] = []
        var types: [ValueType] = []
    }

    let nodes: UnsafeMutableBufferPointer<TrieNode>
    let staticEdges: UnsafeMutableBufferPointer<StaticEdge>
    let staticSlots: UnsafeMutableBufferPointer<Int32>
    let paramEdges: UnsafeMutableBufferPointer<ParamEdge>
    let routeLists: UnsafeMutableBufferPointer<Int32>
    let leaves: UnsafeMutableBufferPointer<RouteLeaf>
    let queryRules: UnsafeMutableBufferPointer<QueryRuleSlot>
    let sources: UnsafeMutableBufferPointer<SourceRule>
    let literalBytes: UnsafeMutableBufferPointer<UInt8>
    let literalRanges: UnsafeMutableBufferPointer<LiteralRange>
    let types: [ValueType]

    init(storage: Storage) {
        func freeze<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
            _ = buffer.initialize(from: array)
            return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
        }
        nodes = freeze(storage.nodes)
        staticEdges = freeze(storage.staticEdges)
        staticSlots = freeze(storage.staticSlots)
        paramEdges = freeze(storage.paramEdges)
        routeLists = freeze(storage.routeLists)
        leaves = freeze(storage.leaves)
        queryRules = freeze(storage.queryRules)
        sources = freeze(storage.sources)
        literalBytes = freeze(storage.literalBytes)
        literalRanges = freeze(storage.literalRanges)
        types = storage.types
    }

    deinit {
        nodes.baseAddress?.deallocate()
        staticEdges.baseAddress?.deallocate()
        staticSlots.baseAddress?.deallocate()
        paramEdges.baseAddress?.deallocate()
        routeLists.baseAddress?.deallocate()
        leaves.baseAddress?.deallocate()
        queryRules.baseAddress?.deallocate()
        sources.baseAddress?.deallocate()
        literalBytes.baseAddress?.deallocate()
        literalRanges.baseAddress?.deallocate()
    }

    /// Nodes with more literal children than this get a hash table; fewer are scanned.
    static let linearScanLimit = 8

    /// The number of nodes (for diagnostics and benchmarks).
    package var nodeCount: Int { nodes.count }

    /// The bytes of literal `index`.
    func literal(_ index: Int32) -> UnsafeBufferPointer<UInt8> {
        let range = literalRanges[Int(index)]
        return UnsafeBufferPointer(start: literalBytes.baseAddress! + Int(range.start), count: Int(range.count))
    }
}

/// A trie node: ranges into the edge and route arrays, and the lowest route index in its subtree.
struct TrieNode {
    var minRoute: Int32 = .max
    var staticStart: Int32 = 0
    var staticCount: Int32 = 0
    /// For nodes with many literal children: an open-addressing table of edge indexes (-1 = empty)
    /// at `slotStart`, `slotMask + 1` slots; `slotMask == 0` when the node has none.
    var slotStart: Int32 = 0
    var slotMask: Int32 = 0
    var paramStart: Int32 = 0
    var paramCount: Int32 = 0
    var terminalStart: Int32 = 0
    var terminalCount: Int32 = 0
    var catchAllStart: Int32 = 0
    var catchAllCount: Int32 = 0
}

/// A literal child: a packed key (length, first and last byte), the literal's bytes in the pool, the child.
/// Edges of a node are sorted by key, then bytes; the key is computed for a URL segment in O(1).
struct StaticEdge {
    var key: UInt32
    var start: Int32
    var count: Int32
    var child: Int32

    /// `length (16 bits, saturated) | first byte | last byte`.
    static func key(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        guard count > 0 else { return 0 }
        return UInt32(min(count, 0xFFFF)) << 16 | UInt32(start[0]) << 8 | UInt32(start[count - 1])
    }
}

/// A typed parameter child. `kind` lets the built-in types be checked without touching `types`.
struct ParamEdge {
    var type: Int32
    var kind: FastKind
    var isList: Bool
    var child: Int32
}

/// The types the matcher checks inline; `.other` defers to the ``ValueType``.
enum FastKind: UInt8 {
    case string, int, bool, uint, double, uuid, hex, other

    init(_ type: ValueType) {
        switch type.kind {
        case .string: self = .string
        case .int, .int64: self = .int
        case .bool: self = .bool
        case .uint: self = .uint
        case .double: self = .double
        case .uuid: self = .uuid
        case .hex: self = .hex
        case .oneOf, .pattern, .custom: self = .other
        }
    }
}

/// Offsets of one literal in the byte pool.
struct LiteralRange {
    var start: Int32
    var count: Int32
}

/// What a route checks once its path has matched: method, link sources, query constraints.
struct RouteLeaf {
    var method: Int32 = -1
    var sourceStart: Int32 = 0
    var sourceCount: Int32 = 0
    var queryStart: Int32 = 0
    var queryCount: Int32 = 0
}

/// An accepted link source: scheme literal, host literal or -1 for any host.
struct SourceRule {
    var scheme: Int32
    var host: Int32
}

/// A compiled query constraint.
struct QueryRuleSlot {
    enum Kind: UInt8 { case required, optional, literal }
    var name: Int32
    var kind: Kind = .required
    var type: Int32 = -1
    var fastKind: FastKind = .other
    var isList = false
    var literal: Int32 = -1

    init(name: Int32) {
        self.name = name
    }
}
