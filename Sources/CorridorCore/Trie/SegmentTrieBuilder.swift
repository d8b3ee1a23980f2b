/// The mutable form of the trie: routes are inserted in registration order, then ``compile()``
/// flattens the tree into an immutable ``SegmentTrie``.
package struct SegmentTrieBuilder {
    final class Node {
        var staticChildren: [(literal: String, node: Node)] = []
        var staticIndex: [String: Node] = [:]
        var paramChildren: [(type: TypeReference, node: Node)] = []
        var terminalRoutes: [Int] = []
        var catchAllRoutes: [Int] = []
        var minRoute = Int.max
    }

    private let root = Node()
    private var routes: [Route] = []
    private let types: TypeRegistry

    package init(types: TypeRegistry) {
        self.types = types
    }

    /// Inserts `route` as the next route (its index is the number of routes inserted before it).
    package mutating func insert(_ route: Route) throws(FormatError) {
        let index = routes.count
        var node = root
        node.minRoute = min(node.minRoute, index)
        for segment in route.format.segments {
            switch segment {
            case .literal(let literal):
                if let child = node.staticIndex[literal] {
                    node = child
                } else {
                    let child = Node()
                    node.staticChildren.append((literal, child))
                    node.staticIndex[literal] = child
                    node = child
                }
            case .param(_, let type):
                guard types[type.base] != nil else {
                    throw FormatError(format: route.format.text, column: 1, reason: .unknownType(type.base))
                }
                if let child = node.paramChildren.first(where: { $0.type == type })?.node {
                    node = child
                } else {
                    let child = Node()
                    node.paramChildren.append((type, child))
                    node = child
                }
            case .catchAll:
                node.catchAllRoutes.append(index)
                routes.append(route)
                return
            }
            node.minRoute = min(node.minRoute, index)
        }
        node.terminalRoutes.append(index)
        routes.append(route)
    }

    /// Flattens the tree into arrays: nodes in depth-first order, literals stored once.
    package func compile() throws(FormatError) -> SegmentTrie {
        var flat = SegmentTrie.Storage()
        var literalIndex: [String: Int32] = [:]
        var typeIndex: [String: Int32] = [:]

        func intern(_ literal: String) -> Int32 {
            if let index = literalIndex[literal] { return index }
            let index = Int32(flat.literalRanges.count)
            let start = flat.literalBytes.count
            flat.literalBytes.append(contentsOf: literal.utf8)
            flat.literalRanges.append(LiteralRange(start: Int32(start), count: Int32(literal.utf8.count)))
            literalIndex[literal] = index
            return index
        }
        func typeSlot(_ name: String) throws(FormatError) -> Int32 {
            if let index = typeIndex[name] { return index }
            guard let type = types[name] else {
                throw FormatError(format: name, column: 1, reason: .unknownType(name))
            }
            let index = Int32(flat.types.count)
            flat.types.append(type)
            typeIndex[name] = index
            return index
        }

        // Nodes: breadth-first numbering so that a node's children are allocated contiguously.
        var order: [Node] = [root]
        var position = 0
        var nodeIndex: [ObjectIdentifier: Int32] = [ObjectIdentifier(root): 0]
        while position < order.count {
            let node = order[position]
            position += 1
            for child in node.staticChildren.map(\.node) + node.paramChildren.map(\.node) {
                nodeIndex[ObjectIdentifier(child)] = Int32(order.count)
                order.append(child)
            }
        }
        for node in order {
            var trieNode = TrieNode()
            trieNode.minRoute = node.minRoute == Int.max ? Int32.max : Int32(node.minRoute)
            // Static edges sorted by (key, bytes) for binary search.
            let edges = node.staticChildren.map { edge -> (key: UInt32, bytes: [UInt8], node: Node) in
                let bytes = Array(edge.literal.utf8)
                return (bytes.withUnsafeBufferPointer { StaticEdge.key($0.baseAddress!, $0.count) }, bytes, edge.node)
            }.sorted { $0.key != $1.key ? $0.key < $1.key : $0.bytes.lexicographicallyPrecedes($1.bytes) }
            trieNode.staticStart = Int32(flat.staticEdges.count)
            trieNode.staticCount = Int32(edges.count)
            for edge in edges {
                let range = flat.literalRanges[Int(intern(String(decoding: edge.bytes, as: UTF8.self)))]
                flat.staticEdges.append(
                    StaticEdge(
                        key: edge.key, start: range.start, count: range.count,
                        child: nodeIndex[ObjectIdentifier(edge.node)]!))
            }
            if edges.count > SegmentTrie.linearScanLimit {
                // Hash table at least twice the edge count: O(1) lookups whatever the fan-out.
                var capacity = 16
                while capacity < edges.count * 2 { capacity *= 2 }
                var slots = [Int32](repeating: -1, count: capacity)
                for (offset, edge) in edges.enumerated() {
                    var position =
                        Int(truncatingIfNeeded: edge.bytes.withUnsafeBufferPointer(ByteScanning.hash)) & (capacity - 1)
                    while slots[position] >= 0 { position = (position + 1) & (capacity - 1) }
                    slots[position] = trieNode.staticStart + Int32(offset)
                }
                trieNode.slotStart = Int32(flat.staticSlots.count)
                trieNode.slotMask = Int32(capacity - 1)
                flat.staticSlots.append(contentsOf: slots)
            }
            // Param edges in order of the best route below them, to prune early.
            let params = node.paramChildren.sorted { $0.node.minRoute < $1.node.minRoute }
            trieNode.paramStart = Int32(flat.paramEdges.count)
            trieNode.paramCount = Int32(params.count)
            for edge in params {
                let type = try typeSlot(edge.type.base)
                flat.paramEdges.append(
                    ParamEdge(
                        type: type, kind: FastKind(flat.types[Int(type)]), isList: edge.type.isList,
                        child: nodeIndex[ObjectIdentifier(edge.node)]!))
            }
            trieNode.terminalStart = Int32(flat.routeLists.count)
            trieNode.terminalCount = Int32(node.terminalRoutes.count)
            flat.routeLists.append(contentsOf: node.terminalRoutes.map(Int32.init))
            trieNode.catchAllStart = Int32(flat.routeLists.count)
            trieNode.catchAllCount = Int32(node.catchAllRoutes.count)
            flat.routeLists.append(contentsOf: node.catchAllRoutes.map(Int32.init))
            flat.nodes.append(trieNode)
        }
        // Leaf constraints per route.
        for route in routes {
            var leaf = RouteLeaf()
            leaf.method = route.method.map(intern) ?? -1
            let sources = route.effectiveSources
            leaf.sourceStart = Int32(flat.sources.count)
            leaf.sourceCount = Int32(sources.count)
            for source in sources {
                flat.sources.append(
                    SourceRule(scheme: intern(source.scheme), host: source.host.map(intern) ?? -1))
            }
            leaf.queryStart = Int32(flat.queryRules.count)
            leaf.queryCount = Int32(route.format.query.count)
            for constraint in route.format.query {
                var rule = QueryRuleSlot(name: intern(constraint.name))
                switch constraint.rule {
                case .required(let type):
                    rule.kind = .required
                    rule.type = try typeSlot(type.base)
                    rule.fastKind = FastKind(flat.types[Int(rule.type)])
                    rule.isList = type.isList
                case .optional(let type):
                    rule.kind = .optional
                    rule.type = try typeSlot(type.base)
                    rule.fastKind = FastKind(flat.types[Int(rule.type)])
                    rule.isList = type.isList
                case .literal(let value):
                    rule.kind = .literal
                    rule.literal = intern(value)
                }
                flat.queryRules.append(rule)
            }
            flat.leaves.append(leaf)
        }
        return SegmentTrie(storage: flat)
    }
}
