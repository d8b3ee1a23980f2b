extension AnalysisReport {
    /// The inputs of `other` this report lists too — the same path and the same size — in `other`'s order: merging
    /// the two would count their lines twice (the same report merged twice, a glob that matched a merged report and
    /// its parts, a re-run Spark job).
    public func sharedInputs(with other: AnalysisReport) -> [InputSummary] {
        let mine = Set(inputs.map { InputIdentity(path: $0.path, bytes: $0.bytes) })
        var reported: Set<InputIdentity> = []
        return other.inputs.filter { input in
            let identity = InputIdentity(path: input.path, bytes: input.bytes)
            return mine.contains(identity) && reported.insert(identity).inserted
        }
    }

    /// What makes two inputs the same input: the path as given and the size.
    private struct InputIdentity: Hashable {
        let path: String
        let bytes: Int64
    }
}
