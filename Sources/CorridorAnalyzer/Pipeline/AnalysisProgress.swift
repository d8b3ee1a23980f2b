/// How far a run has got, reported by the reader while it runs.
public struct AnalysisProgress: Sendable, Equatable {
    /// Raw (compressed) bytes read so far, over all inputs.
    public var bytesRead: Int64
    /// The size of all inputs; nil when one is standard input or a pipe.
    public var totalBytes: Int64?
    /// Lines read so far (handed to the workers).
    public var lines: Int
    /// Seconds since the run started.
    public var elapsedSeconds: Double
    /// Index of the input being read.
    public var inputIndex: Int

    /// Creates a progress report.
    public init(bytesRead: Int64, totalBytes: Int64?, lines: Int, elapsedSeconds: Double, inputIndex: Int) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.lines = lines
        self.elapsedSeconds = elapsedSeconds
        self.inputIndex = inputIndex
    }

    /// `bytesRead / totalBytes` (0…1), when the total is known.
    public var fraction: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(bytesRead) / Double(totalBytes))
    }
}
