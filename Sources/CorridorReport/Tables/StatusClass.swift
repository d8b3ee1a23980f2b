/// The class of an HTTP status code: `1xx` … `5xx`, or `other` (absent, `0`, out of range).
///
/// Public so that the analyzer's per-line classification (a `package` member) inlines across modules.
public enum StatusClass: Int, CaseIterable, Sendable {
    /// `1xx`.
    case informational
    /// `2xx`.
    case success
    /// `3xx`.
    case redirection
    /// `4xx`.
    case clientError
    /// `5xx`.
    case serverError
    /// Absent, `0` or out of range.
    case other

    /// The number of classes (``allCases``'s count, known at compile time in every module).
    @inlinable package static var count: Int { StatusClass.other.rawValue + 1 }

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
    @inlinable @inline(__always)
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
