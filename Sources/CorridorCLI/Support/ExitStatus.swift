/// The exit statuses of `corridor`, documented in `corridor --help` and the README.
enum ExitStatus {
    /// Everything went well.
    static let success: Int32 = 0
    /// Bad input: an unreadable or malformed file, a broken stream, a routes file with errors.
    static let badInput: Int32 = 1
    /// Bad usage: unknown flag, bad option value, missing argument.
    static let usage: Int32 = 2
    /// `analyze --min-coverage`: the route coverage is below the threshold.
    static let coverageBelowThreshold: Int32 = 3
    /// `--max-deprecated-calls`: the deprecated routes got more hits than allowed.
    static let deprecatedCallsAboveThreshold: Int32 = 4
    /// `diff --fail-on`: the diff shows one of the chosen findings.
    static let diffConditionFound: Int32 = 5
}
