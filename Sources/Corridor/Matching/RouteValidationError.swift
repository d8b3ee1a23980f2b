import Foundation

/// A route or link source a router refuses: reported when the router is built or the route added,
/// never when a URL arrives.
public struct RouteValidationError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The route's format as written; `nil` for a problem with the router's own link sources.
    public let pattern: String?
    /// The route's 0-based position in registration order; `nil` for a router-level problem.
    public let routeIndex: Int?
    /// What is wrong.
    public let reason: Reason

    /// What is wrong with a route or a link source.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The format breaks the grammar (the engine's error, with its column).
        case invalidFormat(FormatError)
        /// An earlier route has the same format and accepts at least one of the same sources.
        case duplicateRoute(firstIndex: Int, firstPattern: String)
        /// The route is restricted to sources the router does not accept.
        case unknownLinkSources([LinkSource])
        /// The format carries its own source (`pokedex://…`), but the router or the route's accept
        /// policy does not accept it.
        case formatSourceNotAccepted(LinkSource)
        /// The accept policies and groups around the route leave it no source at all.
        case acceptsNoSource
        /// A link source is malformed.
        case invalidLinkSource(LinkSource, LinkSourceProblem)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .invalidFormat(let error):
                return "invalid format: column \(error.column): \(error.reason)"
            case .duplicateRoute(let index, let pattern):
                return "duplicates route #\(index) \"\(pattern)\" (same format, shared link sources)"
            case .unknownLinkSources(let sources):
                let list = sources.map(\.description).joined(separator: ", ")
                return "restricted to link sources the router does not accept: \(list)"
            case .formatSourceNotAccepted(let source):
                return "its own link source '\(source)' is not accepted by the router or its accept policy"
            case .acceptsNoSource:
                return "its accept policies leave it no link source"
            case .invalidLinkSource(let source, let problem):
                return "invalid link source '\(source)': \(problem)"
            }
        }
    }

    /// Why a link source is malformed.
    public enum LinkSourceProblem: Equatable, Sendable, CustomStringConvertible {
        /// The scheme is empty or has characters outside `ALPHA *( ALPHA / DIGIT / + / - / . )`.
        case invalidScheme
        /// A custom scheme that belongs to the system (`tel`, `mailto`, `facetime`, `sms`, `file`, and
        /// `http`/`https` declared with `customURLScheme`).
        case wellKnownScheme
        /// A universal link without a host.
        case missingHost
        /// A universal link with a path (`https://example.com/app`): sources are scheme and host only.
        case containsPath
        /// A host with characters that cannot appear in a host name.
        case invalidHost
        /// A custom scheme with a host: for custom schemes the first component is part of the path.
        case customSchemeWithHost

        /// A short explanation.
        public var description: String {
            switch self {
            case .invalidScheme: return "the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
            case .wellKnownScheme: return "the scheme belongs to the system"
            case .missingHost: return "a universal link needs a host"
            case .containsPath: return "a universal link source must not contain a path"
            case .invalidHost: return "the host has characters that cannot appear in a host name"
            case .customSchemeWithHost: return "a custom URL scheme source has no host"
            }
        }
    }

    /// Creates an error for the route at `routeIndex` written `pattern` (both `nil` for a
    /// router-level problem).
    public init(pattern: String?, routeIndex: Int?, reason: Reason) {
        self.pattern = pattern
        self.routeIndex = routeIndex
        self.reason = reason
    }

    /// `route #2 "/hoge/fuga": duplicates route #0 "/hoge/fuga" (…)`.
    public var description: String {
        guard let pattern else { return "router: \(reason)" }
        let position = routeIndex.map { "route #\($0) " } ?? "route "
        return "\(position)\"\(pattern)\": \(reason)"
    }
}

extension RouteValidationError: LocalizedError {
    /// The ``description``, for code that reads `LocalizedError.errorDescription` (as Crossroad's
    /// callers do).
    public var errorDescription: String? { description }
}
