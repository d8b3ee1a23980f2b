/// A failure a command reports on standard error before exiting with ``status``.
///
/// The message is printed as is, so it can be a compiler-style diagnostic
/// (`routes.txt:3:9: error: unknown type 'integer'`) or a `corridor: error: …` line.
struct CommandFailure: Error, CustomStringConvertible, Equatable {
    /// What went wrong, ready to print.
    let description: String
    /// The exit status (see ``ExitStatus``).
    let status: Int32

    /// A failure with a ready-made message.
    init(message: String, status: Int32 = ExitStatus.badInput) {
        self.description = message
        self.status = status
    }

    /// A `corridor: error: …` failure.
    static func error(_ message: String, status: Int32 = ExitStatus.badInput) -> CommandFailure {
        CommandFailure(message: "corridor: error: \(message)", status: status)
    }
}
