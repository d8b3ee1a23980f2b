/// The unit a logged request time is written in.
package enum DurationUnit: String, Sendable, Equatable, CaseIterable {
    /// Seconds (nginx `$request_time`, Caddy `duration`).
    case seconds = "s"
    /// Milliseconds.
    case milliseconds = "ms"
    /// Microseconds (Apache `%D`).
    case microseconds = "us"
    /// Nanoseconds.
    case nanoseconds = "ns"

    /// Power of ten that turns one of this unit into microseconds.
    package var microsecondExponent: Int {
        switch self {
        case .seconds: 6
        case .milliseconds: 3
        case .microseconds: 0
        case .nanoseconds: -3
        }
    }
}
