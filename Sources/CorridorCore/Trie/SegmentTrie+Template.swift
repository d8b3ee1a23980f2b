extension SegmentTrie {
    /// Walks the subtree of `nodeIndex` for a route template's segments from `depth` on: the walk of
    /// ``search(_:_:_:)`` where a `{name}` segment also takes every parameter edge whatever its type, and a last
    /// `{name+}` segment only the catch-alls (``RouteTemplateSegment``). Other segments, the query, the method and the
    /// sources are checked as for a URL. A walk of its own: the URL walk pays one branch a match for it.
    func searchTemplate(_ nodeIndex: Int32, _ depth: Int, _ state: inout MatchState) {
        let node = UnsafePointer(nodes.baseAddress.unsafelyUnwrapped + Int(nodeIndex))
        if node.pointee.minRoute >= state.best { return }
        checkRoutesEnding(at: node, depth, &state)
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
