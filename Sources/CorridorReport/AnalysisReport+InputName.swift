import CorridorLogInput

extension AnalysisReport {
    /// The report with the input named `path` called `name` instead: in ``inputs``, in its error, and
    /// in the malformed-line samples that point into it. Used for standard input fed from a file read
    /// elsewhere (`corridor analyze - --input-name day1.log.zst`, a Spark task streaming a remote file),
    /// so the report names the original file and its line numbers.
    public func renamingInput(_ path: String, to name: String) -> AnalysisReport {
        var renamed = self
        for index in renamed.inputs.indices where renamed.inputs[index].path == path {
            renamed.inputs[index].path = name
            if let error = renamed.inputs[index].error {
                renamed.inputs[index].error = InputError(path: name, offset: error.offset, reason: error.reason)
            }
        }
        for index in renamed.malformed.samples.indices where renamed.malformed.samples[index].input == path {
            renamed.malformed.samples[index].input = name
        }
        return renamed
    }
}
