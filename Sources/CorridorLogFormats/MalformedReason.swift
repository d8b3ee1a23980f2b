/// Why a log line could not be read as a log entry of its format.
package enum MalformedReason: String, Sendable, CaseIterable {
    /// The line is empty or only white space.
    case empty
    /// Combined/Common: no `[…]` timestamp.
    case noTimestamp
    /// Combined/Common: no quoted request field after the timestamp.
    case noRequestField
    /// A quoted field has no closing quote.
    case unterminatedQuote
    /// The status is missing or not three digits.
    case badStatus
    /// The request time is present but not a number of the format's unit.
    case badRequestTime
    /// nginx format: the line's text does not follow the `log_format` string.
    case formatMismatch
    /// JSON lines: the line is not one well-formed JSON object.
    case badJSON
    /// JSON lines: neither the request-line field nor the path field is there as a string.
    case missingField
    /// URL per line: more than `METHOD URL [PROTOCOL]` on the line.
    case tooManyFields

    /// The reason's position in ``allCases``: the slot of counters indexed by reason, so the hot loop
    /// counts without hashing a name.
    package var ordinal: Int {
        switch self {
        case .empty: 0
        case .noTimestamp: 1
        case .noRequestField: 2
        case .unterminatedQuote: 3
        case .badStatus: 4
        case .badRequestTime: 5
        case .formatMismatch: 6
        case .badJSON: 7
        case .missingField: 8
        case .tooManyFields: 9
        }
    }

    /// A short human explanation, for reports.
    package var explanation: String {
        switch self {
        case .empty: "empty line"
        case .noTimestamp: "no [timestamp]"
        case .noRequestField: "no quoted request field after the timestamp"
        case .unterminatedQuote: "a quoted field has no closing quote"
        case .badStatus: "status missing or not three digits"
        case .badRequestTime: "request time is not a number"
        case .formatMismatch: "the line does not follow the log_format string"
        case .badJSON: "not a well-formed JSON object"
        case .missingField: "no request or path field (as a string)"
        case .tooManyFields: "more than METHOD URL PROTOCOL on the line"
        }
    }
}
