/// The HTTP method of a counted request, as a fixed slot so that per-route method counts are a flat
/// array (no dictionary, no string per line); its ``label`` is a key of ``RouteHits/methods``.
///
/// Public so that the analyzer's per-line classification (a `package` member) inlines across modules.
public enum MethodSlot: Int, CaseIterable, Sendable {
    /// A method of its own slot (`GET`, `HEAD`, `POST`, `PUT`, `DELETE`, `PATCH`, `OPTIONS`).
    case get, head, post, put, delete, patch, options
    /// Any other method (`TRACE`, `PROPFIND`, lowercase spellings…).
    case other
    /// The log format carries no method (one URL per line).
    case none

    /// The number of slots (``allCases``'s count, known at compile time in every module).
    @inlinable package static var count: Int { MethodSlot.none.rawValue + 1 }

    /// The label used in reports (`GET`…, `other`, `none`).
    package var label: String {
        switch self {
        case .get: "GET"
        case .head: "HEAD"
        case .post: "POST"
        case .put: "PUT"
        case .delete: "DELETE"
        case .patch: "PATCH"
        case .options: "OPTIONS"
        case .other: "other"
        case .none: "none"
        }
    }

    /// The slot of a label (the inverse of ``label``), for decoded reports.
    package init?(label: String) {
        guard let slot = MethodSlot.allCases.first(where: { $0.label == label }) else { return nil }
        self = slot
    }

    /// Classifies method bytes without allocating; methods compare case-sensitively.
    @inlinable @inline(__always)
    package static func classify(_ method: UnsafeBufferPointer<UInt8>?) -> MethodSlot {
        guard let method else { return .none }
        switch method.count {
        case 3:
            if method[1] == 0x45 && method[0] == 0x47 && method[2] == 0x54 { return .get }  // GET
            if method[0] == 0x50 && method[1] == 0x55 && method[2] == 0x54 { return .put }  // PUT
        case 4:
            if matches(method, "HEAD") { return .head }
            if matches(method, "POST") { return .post }
        case 5:
            if matches(method, "PATCH") { return .patch }
        case 6:
            if matches(method, "DELETE") { return .delete }
        case 7:
            if matches(method, "OPTIONS") { return .options }
        default:
            break
        }
        return .other
    }

    @inlinable @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for index in 0..<bytes.count where bytes[index] != pointer[index] { return false }
        return true
    }
}
