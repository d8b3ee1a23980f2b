/// The class of an HTTP status code: `1xx` … `5xx`, or `other` (absent, `0`, out of range).
package enum StatusClass: Int, CaseIterable, Sendable {
    case informational, success, redirection, clientError, serverError, other

    /// The label used in reports (`1xx` … `5xx`, `other`).
    package var label: String {
        switch self {
        case .informational: "1xx"
        case .success: "2xx"
        case .redirection: "3xx"
        case .clientError: "4xx"
        case .serverError: "5xx"
        case .other: "other"
        }
    }

    /// The class of `status`.
    @inline(__always)
    package static func of(_ status: Int) -> StatusClass {
        switch status {
        case 100...199: .informational
        case 200...299: .success
        case 300...399: .redirection
        case 400...499: .clientError
        case 500...599: .serverError
        default: .other
        }
    }
}
