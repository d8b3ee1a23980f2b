/// Lines that are not log lines of the format.
public struct MalformedSummary: Sendable, Equatable {
    /// Malformed lines, exact.
    public var count: Int
    /// Malformed lines by reason (`empty`, `noTimestamp`, …).
    public var reasons: [String: Int]
    /// The first malformed lines (lowest line numbers, inputs in order), at most ``sampleLimit``.
    public var samples: [MalformedSample]
    /// The most samples kept.
    public var sampleLimit: Int

    /// Creates a malformed summary.
    public init(count: Int, reasons: [String: Int], samples: [MalformedSample], sampleLimit: Int) {
        self.count = count
        self.reasons = reasons
        self.samples = samples
        self.sampleLimit = sampleLimit
    }
}

/// One malformed line.
public struct MalformedSample: Sendable, Equatable {
    /// The input's path.
    public var input: String
    /// 1-based line number in the input.
    public var line: Int
    /// Why the line is malformed.
    public var reason: String
    /// The line (first 200 bytes, then `…`).
    public var text: String

    /// Creates a sample.
    public init(input: String, line: Int, reason: String, text: String) {
        self.input = input
        self.line = line
        self.reason = reason
        self.text = text
    }
}
