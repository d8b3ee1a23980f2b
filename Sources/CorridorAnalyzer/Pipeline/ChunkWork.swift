/// A chunk of lines on its way to a worker, with its place in the whole run.
package struct ChunkWork: Sendable {
    /// Position of the chunk in its input (0, 1, 2, …): its place in the input's ``SummaryTree``.
    package let index: Int
    /// Index of the chunk's input in the run's input list.
    package let inputIndex: Int
    /// The lines.
    package let chunk: LineChunk
    /// The log format of the lines: an index into the run's ``LogFormatSlots`` (0: the run's own format).
    package let format: Int
    /// When the chunk's input was last written (seconds since the epoch): the year of its times written without one.
    package let yearReference: Int64?

    /// Chunk `index` of input `inputIndex`, in the format at `format` in the run's list, of an input last written at
    /// `yearReference`.
    package init(index: Int, inputIndex: Int, chunk: LineChunk, format: Int = 0, yearReference: Int64? = nil) {
        self.index = index
        self.inputIndex = inputIndex
        self.format = format
        self.chunk = chunk
        self.yearReference = yearReference
    }
}
