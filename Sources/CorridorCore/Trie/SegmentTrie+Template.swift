extension SegmentTrie {
    /// The first registered route at index `lowerBound` or later matching the route template `target` (and `method`):
    /// the walk of ``firstMatch(target:method:from:scratch:)`` where a `{name}` segment also takes every parameter
    /// edge whatever its type, and a last `{name+}` segment only the catch-alls
    /// (``RouteTemplateSegment``). Other segments, the query, the method and the sources are checked as for a URL.
    /// A walk of its own, so that the URL walk pays nothing for it.
    package func firstTemplateMatch(
        target: UnsafeBufferPointer<UInt8>, method: UnsafeBufferPointer<UInt8>?, from lowerBound: Int = 0,
        scratch: MatchScratch
    ) -> MatchOutcome {
        guard let prefix = RequestTarget.parsePrefix(target, readsHost: !sources.isEmpty) else { return .notAURL }
        let (count, pathEnd) = scratch.loadSegments(target, from: prefix.pathStart)
        scratch.lastPathBounds[0] = prefix.pathStart
        scratch.lastPathBounds[1] = pathEnd
        let parts = RequestTarget.parts(target, prefix, pathEnd: pathEnd)
        if let query = parts.query { scratch.reserve(valueBytes: query.count) }
        var state = MatchState(
            segments: scratch.segments, segmentCount: count, target: target, parts: parts, method: method,
            valueBuffer: scratch.value, lowerBound: Int32(clamping: lowerBound))
        searchTemplate(0, 0, &state)
        return state.best == .max ? .unmatched : .matched(Int(state.best))
    }

    /// Walks the subtree of `nodeIndex` for the template's segments from `depth` on.
    func searchTemplate(_ nodeIndex: Int32, _ depth: Int, _ state: inout MatchState) {
        let node = UnsafePointer(nodes.baseAddress.unsafelyUnwrapped + Int(nodeIndex))
        if node.pointee.minRoute >= state.best { return }
        if depth == state.segmentCount && node.pointee.terminalCount > 0 {
            checkRoutes(from: node.pointee.terminalStart, count: node.pointee.terminalCount, &state)
        }
        if node.pointee.catchAllCount > 0 {
            checkRoutes(from: node.pointee.catchAllStart, count: node.pointee.catchAllCount, &state)
        }
        guard depth < state.segmentCount else { return }
        let segment = state.segments[depth]
        if node.pointee.staticCount > 0, let child = staticChild(of: node, for: segment) {
            searchTemplate(child, depth + 1, &state)
        }
        let kind = RouteTemplateSegment(segment.bytes, isLast: depth == state.segmentCount - 1)
        if kind == .greedy { return }
        var edgeIndex = Int(node.pointee.paramStart)
        let edgeEnd = edgeIndex + Int(node.pointee.paramCount)
        while edgeIndex < edgeEnd {
            let edge = paramEdges[edgeIndex]
            edgeIndex += 1
            if nodes[Int(edge.child)].minRoute >= state.best { continue }
            if kind == .placeholder || accepts(kind: edge.kind, type: edge.type, isList: edge.isList, segment.bytes) {
                searchTemplate(edge.child, depth + 1, &state)
            }
        }
    }
}
