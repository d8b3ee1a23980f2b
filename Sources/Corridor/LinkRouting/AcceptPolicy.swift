/// Which of a router's link sources a route accepts.
///
/// ```swift
/// registry.route("/regions", accepting: .only(for: pokedexWeb)) { context in … }
/// ```
public struct AcceptPolicy: Hashable, Sendable, CustomStringConvertible {
    /// The sources accepted, or `nil` for every source the router accepts.
    public let sources: Set<LinkSource>?

    private init(sources: Set<LinkSource>?) {
        self.sources = sources
    }

    /// Every source the router accepts.
    public static let any = AcceptPolicy(sources: nil)

    /// Only the given sources (each must be one the router accepts).
    public static func only(for sources: LinkSource...) -> AcceptPolicy {
        AcceptPolicy(sources: Set(sources))
    }

    /// Only the given sources (each must be one the router accepts).
    public static func only(for sources: Set<LinkSource>) -> AcceptPolicy {
        AcceptPolicy(sources: sources)
    }

    /// `any` or `only(for: pokedex://, https://example.com)`.
    public var description: String {
        guard let sources else { return "any" }
        return "only(for: " + sources.map(\.description).sorted().joined(separator: ", ") + ")"
    }
}
