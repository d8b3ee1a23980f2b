extension UnsafeMutablePointer {
    /// Room for `count` elements, each set to `value` (a worker's flat cells, ``HitCells`` and ``LatencyCells``).
    static func allocate(count: Int, filledWith value: Pointee) -> UnsafeMutablePointer {
        let pointer = allocate(capacity: count)
        pointer.initialize(repeating: value, count: count)
        return pointer
    }
}
