import Foundation

/// What a run of `corridor` printed and how it exited.
struct CommandResult: Sendable, CustomStringConvertible {
    /// The exit status.
    let status: Int32
    /// Standard output, decoded as UTF-8.
    let stdout: String
    /// Standard error, decoded as UTF-8.
    let stderr: String

    /// Standard output split into lines (without the final empty piece).
    var stdoutLines: [String] {
        var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    var description: String {
        "exit \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }
}
