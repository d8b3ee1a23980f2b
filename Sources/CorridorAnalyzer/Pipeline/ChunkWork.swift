/// A chunk of lines on its way to a worker, with its place in the whole run.
package struct ChunkWork: Sendable {
    /// Position of the chunk over all inputs of the run (0, 1, 2, …): the order results are folded in.
    package let order: Int
    /// Index of the chunk's input in the run's input list.
    package let inputIndex: Int
    /// The lines.
    package let chunk: LineChunk

    /// A chunk at `order` from input `inputIndex`.
    package init(order: Int, inputIndex: Int, chunk: LineChunk) {
        self.order = order
        self.inputIndex = inputIndex
        self.chunk = chunk
    }
}
