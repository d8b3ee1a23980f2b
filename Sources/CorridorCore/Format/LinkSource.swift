/// A link source (Crossroad): a custom URL scheme (`pokedex://`) or a universal link
/// (`https://example.com`). Scheme and host are stored lowercased and compare case-insensitively.
public struct LinkSource: Hashable, Sendable, CustomStringConvertible {
    /// The scheme, lowercased.
    public let scheme: String
    /// The host, lowercased, for `http`/`https` sources, with its port when it has one
    /// (`localhost:3000`: then only that port matches); `nil` for custom schemes (whose "host" is
    /// the first path component) and for any host.
    public let host: String?
    /// Whether `http` or `https` was declared as a custom URL scheme (`.customURLScheme("https")`),
    /// which routers refuse (any other custom scheme equals the same scheme parsed from a format).
    package let isWebSchemeDeclaredCustom: Bool

    /// Creates a source; scheme and host are lowercased.
    public init(scheme: String, host: String? = nil) {
        self.scheme = scheme.lowercased()
        self.host = host?.lowercased()
        self.isWebSchemeDeclaredCustom = false
    }

    /// A source declared as the custom URL scheme `scheme`.
    package init(customScheme scheme: String) {
        self.scheme = scheme.lowercased()
        self.host = nil
        self.isWebSchemeDeclaredCustom = LinkSource.schemeHasHost(scheme)
    }

    /// Whether URLs of this scheme carry a host (`http`, `https`); for other schemes the text after
    /// `://` is the path.
    public var isUniversalLink: Bool { LinkSource.schemeHasHost(scheme) }

    /// Whether `scheme` (any case) is `http` or `https`.
    public static func schemeHasHost(_ scheme: String) -> Bool {
        let lower = scheme.lowercased()
        return lower == "http" || lower == "https"
    }

    /// `scheme://host`.
    public var description: String { "\(scheme)://\(host ?? "")" }
}
