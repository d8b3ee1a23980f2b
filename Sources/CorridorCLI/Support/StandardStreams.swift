import Foundation

/// Standard input, output and error as the process found them. A stream that was closed when
/// `corridor` started is opened on `/dev/null` at once, so that no file the command opens later can
/// take its descriptor (an error line must never land inside `-o report.json`), and remembered, so
/// that reading a closed standard input or writing to a closed standard output is an error, not an
/// empty success.
enum StandardStreams {
    /// The descriptors (0, 1, 2) that were closed at start; set once by ``reopenClosed()``.
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    /// Opens every closed standard descriptor on `/dev/null`, lowest first (so each lands on its own
    /// number), and records it.
    static func reopenClosed() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            closedAtStart.insert(descriptor)
        }
    }

    /// Whether standard input was closed when the command started.
    static var inputWasClosed: Bool { closedAtStart.contains(STDIN_FILENO) }

    /// Whether standard output was closed when the command started.
    static var outputWasClosed: Bool { closedAtStart.contains(STDOUT_FILENO) }

    /// The failure of reading a closed standard input.
    static var closedInputFailure: CommandFailure {
        .error("cannot read standard input: it is closed (give the input as a file argument, or pipe it in)")
    }
}
