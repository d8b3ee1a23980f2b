import Foundation

/// Unbuffered writes to standard error (diagnostics, the progress line).
enum StandardError {
    /// Writes `text` followed by a newline.
    static func write(_ text: String) {
        writeRaw(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes `text` exactly as given (no newline added).
    static func writeRaw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard error is a terminal (the progress line is shown only then).
    static var isTerminal: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// Tells a person at a terminal that the command waits for lines on standard input (nothing is
    /// printed when standard input is a pipe or a file).
    static func hintReadingStandardInput(_ what: String) {
        if isatty(STDIN_FILENO) == 1 && isTerminal {
            write("corridor: reading \(what) from standard input (end with Ctrl-D)")
        }
    }
}
