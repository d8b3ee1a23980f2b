import Foundation

/// The temporary files an output is being written to (`.report.json.corridor-PID.tmp` beside `report.json`),
/// removed whatever ends the run: a normal exit or an error (`atexit`), SIGINT or SIGTERM (a handler that
/// unlinks them, says so on standard error and exits 130 or 143). A previous output file is never touched
/// until its replacement is complete: it is renamed over it at the very end (``ByteSink/finish()``).
enum TemporaryOutputs {
    /// Slots for the paths (C strings), read by the signal handler: no allocation happens there.
    private static let capacity = 8
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    nonisolated(unsafe) private static let interruptMessage = strdup(
        "corridor: interrupted (SIGINT): stopped; no output file was written or changed\n")!
    nonisolated(unsafe) private static let terminateMessage = strdup(
        "corridor: terminated (SIGTERM): stopped; no output file was written or changed\n")!

    /// Installs the exit and signal handlers (once, at start).
    static func installHandlers() {
        atexit { TemporaryOutputs.removeAll() }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            TemporaryOutputs.removeAll()
            let message = signal == SIGINT ? TemporaryOutputs.interruptMessage : TemporaryOutputs.terminateMessage
            _ = write(STDERR_FILENO, message, strlen(message))
            _exit(128 + signal)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may have started us with these signals blocked (test runners, some supervisors): the
        // run must still stop when asked. Threads made later inherit this mask.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Records a temporary file; returns its slot (nil when every slot is taken: it is then not cleaned up on a signal).
    static func register(_ path: UnsafePointer<CChar>) -> Int? {
        for index in 0..<capacity where slots[index] == nil {
            slots[index] = strdup(path)
            return index
        }
        return nil
    }

    /// Forgets a temporary file (renamed into place, or removed).
    static func unregister(_ slot: Int) {
        let path = slots[slot]
        slots[slot] = nil
        free(path)
    }

    /// Removes every recorded temporary file: only async-signal-safe calls.
    static func removeAll() {
        for index in 0..<capacity {
            if let path = slots[index] { unlink(path) }
        }
    }
}
