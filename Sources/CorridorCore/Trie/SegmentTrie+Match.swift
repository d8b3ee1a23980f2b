/// The outcome of matching one request target.
public enum MatchOutcome: Hashable, Sendable {
    /// The lowest-indexed (first registered) route that matches.
    case matched(Int)
    /// A URL no route matches.
    case unmatched
    /// The target is neither origin-form nor absolute-form (`*`, `host:443`, `-`).
    case notAURL

    /// The matched route index, if any.
    public var routeIndex: Int? {
        if case .matched(let index) = self { return index }
        return nil
    }
}

extension SegmentTrie {
    /// Everything one match needs, passed down the recursion by reference. Raw pointers only: no
    /// reference counting on the hot path.
    struct MatchState {
        let segments: UnsafeMutablePointer<SegmentSlot>
        let segmentCount: Int
        let target: UnsafeBufferPointer<UInt8>
        let parts: RequestTarget.Parts
        let method: UnsafeBufferPointer<UInt8>?
        /// Room for one decoded query value (as long as the whole query).
        let valueBuffer: UnsafeMutablePointer<UInt8>
        /// Routes below this index are passed over (the fallthrough after a refused match).
        let lowerBound: Int32
        var best: Int32 = .max
    }

    /// The first registered route at index `lowerBound` or later matching `target` (and `method`,
    /// when routes restrict it): with `lowerBound` one past a route whose caller refused the URL, the
    /// next route that matches, in the same single walk. Allocates nothing once `scratch` has grown
    /// to the URL's size. With `readsTemplate`, `target` is a route template, walked by
    /// ``searchTemplate(_:_:_:)`` (SegmentTrie+Template.swift).
    package func firstMatch(
        target: UnsafeBufferPointer<UInt8>, method: UnsafeBufferPointer<UInt8>?, from lowerBound: Int = 0,
        scratch: MatchScratch, readsTemplate: Bool = false
    ) -> MatchOutcome {
        // The host is read only when a route is restricted to sources (a routes file of paths has none).
        guard let prefix = RequestTarget.parsePrefix(target, readsHost: !sources.isEmpty) else { return .notAURL }
        let (count, pathEnd) = scratch.loadSegments(target, from: prefix.pathStart)
        scratch.lastPathBounds[0] = prefix.pathStart
        scratch.lastPathBounds[1] = pathEnd
        let parts = RequestTarget.parts(target, prefix, pathEnd: pathEnd)
        if let query = parts.query { scratch.reserve(valueBytes: query.count) }
        var state = MatchState(
            segments: scratch.segments, segmentCount: count, target: target, parts: parts, method: method,
            valueBuffer: scratch.value, lowerBound: Int32(clamping: lowerBound))
        if readsTemplate {
            searchTemplate(0, 0, &state)
        } else {
            search(0, 0, &state)
        }
        return state.best == .max ? .unmatched : .matched(Int(state.best))
    }

    /// Walks the subtree of `nodeIndex` for segments from `depth` on. The last branch tried at a node
    /// (its static child when it has no param edges, else its last param edge) is followed in the same
    /// call, as a loop, so a walk down a chain of nodes costs one call, not one per segment.
    func search(_ nodeIndex: Int32, _ depth: Int, _ state: inout MatchState) {
        var nodeIndex = nodeIndex
        var depth = depth
        walk: while true {
            // Fields are read through the pointer as they are needed (a copy of the whole node would
            // load and spill all eleven of them on every step).
            let node = UnsafePointer(nodes.baseAddress.unsafelyUnwrapped + Int(nodeIndex))
            if node.pointee.minRoute >= state.best { return }
            checkRoutesEnding(at: node, depth, &state)
            guard depth < state.segmentCount else { return }
            let segment = state.segments[depth]
            if node.pointee.staticCount > 0, let child = staticChild(of: node, for: segment) {
                if node.pointee.paramCount == 0 {
                    nodeIndex = child
                    depth += 1
                    continue walk
                }
                search(child, depth + 1, &state)
            }
            var edgeIndex = Int(node.pointee.paramStart)
            let edgeEnd = edgeIndex + Int(node.pointee.paramCount)
            while edgeIndex < edgeEnd {
                let edge = paramEdges[edgeIndex]
                edgeIndex += 1
                if nodes[Int(edge.child)].minRoute >= state.best { continue }
                if accepts(kind: edge.kind, type: edge.type, isList: edge.isList, segment.bytes) {
                    if edgeIndex == edgeEnd {
                        nodeIndex = edge.child
                        depth += 1
                        continue walk
                    }
                    search(edge.child, depth + 1, &state)
                }
            }
            return
        }
    }

    /// Checks the routes that end at `node` for a walk at `depth`: its terminal routes when every segment is taken, its
    /// catch-alls (zero or more segments) at any depth.
    @inline(__always)
    func checkRoutesEnding(at node: UnsafePointer<TrieNode>, _ depth: Int, _ state: inout MatchState) {
        if depth == state.segmentCount && node.pointee.terminalCount > 0 {
            checkRoutes(from: node.pointee.terminalStart, count: node.pointee.terminalCount, &state)
        }
        if node.pointee.catchAllCount > 0 {
            checkRoutes(from: node.pointee.catchAllStart, count: node.pointee.catchAllCount, &state)
        }
    }

    /// Whether edge `edge`'s literal is the segment's bytes (keys already equal, so lengths are too).
    @inline(__always)
    func literalEquals(_ edge: StaticEdge, _ segment: SegmentSlot) -> Bool {
        Int(edge.count) == segment.count
            && ByteScanning.equalBytes(literalBytes.baseAddress! + Int(edge.start), segment.start, count: segment.count)
    }

    func staticChild(of node: UnsafePointer<TrieNode>, for segment: SegmentSlot) -> Int32? {
        if node.pointee.slotMask != 0 {
            // Wide node: probe its hash table.
            let mask = Int(node.pointee.slotMask)
            var position = Int(truncatingIfNeeded: ByteScanning.hash(segment.bytes)) & mask
            while true {
                let edgeIndex = staticSlots[Int(node.pointee.slotStart) + position]
                if edgeIndex < 0 { return nil }
                let edge = staticEdges[Int(edgeIndex)]
                if literalEquals(edge, segment) { return edge.child }
                position = (position + 1) & mask
            }
        }
        // Narrow node: scan the packed keys.
        let key = StaticEdge.key(segment.start, segment.count)
        var index = Int(node.pointee.staticStart)
        let end = index + Int(node.pointee.staticCount)
        while index < end {
            let edge = staticEdges[index]
            if edge.key == key && literalEquals(edge, segment) { return edge.child }
            index += 1
        }
        return nil
    }

    /// Whether `bytes` is a value (or, for lists, a comma-separated list of values) of the type.
    func accepts(kind: FastKind, type: Int32, isList: Bool, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if kind == .string { return true }  // `string` and `[string]` accept anything
        guard isList else { return acceptsOne(kind: kind, type: type, bytes) }
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: ",") {
                if !acceptsOne(kind: kind, type: type, UnsafeBufferPointer(rebasing: bytes[start..<index])) {
                    return false
                }
                start = index + 1
            }
            index += 1
        }
        return true
    }

    func acceptsOne(kind: FastKind, type: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch kind {
        case .string: return true
        case .int: return ByteScanning.parseInt(bytes) != nil
        case .bool: return ByteScanning.parseBool(bytes) != nil
        case .uint: return ByteScanning.parseUInt(bytes) != nil
        case .double: return ByteScanning.isDecimalNumber(bytes)
        case .uuid: return ByteScanning.isUUID(bytes)
        case .hex: return bytes.count > 0 && bytes.allSatisfy(ByteScanning.isHexDigit)
        case .other: return types[Int(type)].accepts(bytes)
        }
    }

    /// Takes the first route of a sorted list, not below the lower bound, that beats the best so far
    /// and passes its leaf checks. (Subtrees are pruned by their lowest route only: below the lower
    /// bound they are still walked, their routes skipped here, which only the fallthrough pays.)
    func checkRoutes(from start: Int32, count: Int32, _ state: inout MatchState) {
        var index = Int(start)
        let end = index + Int(count)
        while index < end {
            let route = routeLists[index]
            if route >= state.best { return }
            if route >= state.lowerBound && leafAccepts(route, &state) {
                state.best = route
                return
            }
            index += 1
        }
    }

    func leafAccepts(_ route: Int32, _ state: inout MatchState) -> Bool {
        let leaf = leaves[Int(route)]
        if leaf.method >= 0 {
            guard let method = state.method, ByteScanning.equal(literal(leaf.method), method) else { return false }
        }
        if leaf.sourceCount > 0 && !sourceAccepts(leaf, &state) { return false }
        var rule = Int(leaf.queryStart)
        let end = rule + Int(leaf.queryCount)
        while rule < end {
            if !queryAccepts(queryRules[rule], &state) { return false }
            rule += 1
        }
        return true
    }

    func sourceAccepts(_ leaf: RouteLeaf, _ state: inout MatchState) -> Bool {
        guard let schemeRange = state.parts.scheme else { return false }
        let scheme = UnsafeBufferPointer(rebasing: state.target[schemeRange])
        for index in Int(leaf.sourceStart)..<Int(leaf.sourceStart + leaf.sourceCount) {
            let rule = sources[index]
            guard Self.equalIgnoringCase(literal(rule.scheme), scheme) else { continue }
            if rule.host < 0 { return true }
            guard let hostRange = state.parts.host else { continue }
            let host = literal(rule.host)
            if Self.equalIgnoringCase(host, UnsafeBufferPointer(rebasing: state.target[hostRange])) { return true }
            // A source with a port (`localhost:3000`) compares with the host and port.
            let authorityEnd = state.parts.path.lowerBound
            if authorityEnd > hostRange.upperBound,
                Self.equalIgnoringCase(
                    host, UnsafeBufferPointer(rebasing: state.target[hostRange.lowerBound..<authorityEnd]))
            {
                return true
            }
        }
        return false
    }

    /// `lower` is already lowercase.
    static func equalIgnoringCase(_ lower: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lower.count == bytes.count else { return false }
        for index in 0..<lower.count {
            var byte = bytes[index]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte != lower[index] { return false }
        }
        return true
    }

    func queryAccepts(_ rule: QueryRuleSlot, _ state: inout MatchState) -> Bool {
        guard let queryRange = state.parts.query else { return rule.kind == .optional }
        let query = UnsafeBufferPointer(rebasing: state.target[queryRange])
        let name = literal(rule.name)
        // The last item with this (decoded) name wins.
        var found: UnsafeBufferPointer<UInt8>? = nil
        RequestTarget.forEachQueryItem(in: query) { itemName, value in
            if PercentDecoding.decodedEquals(itemName, name) { found = value }
        }
        guard let raw = found else { return rule.kind == .optional }
        if rule.kind == .literal {
            return PercentDecoding.decodedEquals(raw, literal(rule.literal))
        }
        let length = PercentDecoding.decode(raw, into: state.valueBuffer)
        return accepts(
            kind: rule.fastKind, type: rule.type, isList: rule.isList,
            UnsafeBufferPointer(start: state.valueBuffer, count: length))
    }
}
