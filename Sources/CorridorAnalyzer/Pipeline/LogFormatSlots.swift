import CorridorLogFormats

/// The log formats of a run whose inputs' formats are detected: slot 0 is the run's placeholder, each
/// detected format gets a slot (one per distinct preset) that chunks name. Readers add, workers read.
package final class LogFormatSlots: Sendable {
    private let state: LockedState<(formats: [LogFormat], names: [String])>
    /// The start of a W3C directive (`#Fields:`, `#Date:`, …).
    static let directivePrefix = Array("#".utf8)

    package init(placeholder: LogFormat) {
        state = LockedState(([placeholder], ["-"]))
    }

    /// The slot of the preset named `name` (added with `format` when new).
    package func slot(named name: String, format: LogFormat) -> Int {
        state.withLock { state in
            if let index = state.names.firstIndex(of: name) { return index }
            state.formats.append(format)
            state.names.append(name)
            return state.formats.count - 1
        }
    }

    /// The format in `slot`.
    package func format(at slot: Int) -> LogFormat {
        state.withLock { $0.formats[slot] }
    }

    /// Every detected format (slot 0 left out).
    package var detected: [LogFormat] {
        state.withLock { Array($0.formats.dropFirst()) }
    }
}
