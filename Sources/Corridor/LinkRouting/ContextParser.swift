import Foundation

/// Parses one URL against one pattern, without a router (Crossroad's `ContextParser`).
///
/// ```swift
/// let context = try ContextParser().parse(URL(string: "pokedex://pokemons/25")!,
///                                         with: "pokedex://pokemons/:id")
/// let id: Int = try context.argument(named: "id")   // 25
/// ```
///
/// A pattern with its own source (`pokedex://…`, `https://example.com/…`) matches only URLs from
/// that source (scheme and host case-insensitive; a custom scheme's host is the first path
/// segment); a pattern without one matches the path of any URL.
public struct ContextParser: Sendable {
    /// The base types patterns may name.
    public let types: TypeRegistry

    /// Creates a parser over `types` (the built-ins by default).
    public init(types: TypeRegistry = .standard) {
        self.types = types
    }

    /// The context of `url` matched against `pattern`.
    ///
    /// - Throws: ``ContextParseError`` when the pattern is invalid or the URL does not match it.
    public func parse(_ url: URL, with pattern: String) throws(ContextParseError) -> LinkContext<Void> {
        try parse(url, with: pattern, userInfo: ())
    }

    /// The context of `url` matched against `pattern`, carrying `userInfo`.
    ///
    /// - Throws: ``ContextParseError`` when the pattern is invalid or the URL does not match it.
    public func parse<UserInfo>(
        _ url: URL, with pattern: String, userInfo: UserInfo
    ) throws(ContextParseError) -> LinkContext<UserInfo> {
        func failure(_ reason: ContextParseError.Reason) -> ContextParseError {
            ContextParseError(url: url.absoluteString, pattern: pattern, reason: reason)
        }
        let format: RouteFormat
        do {
            format = try LinkPattern.parse(pattern, routeIndex: nil, types: types)
        } catch {
            switch error.reason {
            case .invalidLinkSource(let source, let problem): throw failure(.invalidSource(source, problem))
            case .invalidFormat(let formatError): throw failure(.invalidPattern(formatError))
            default: preconditionFailure("Corridor: LinkPattern refused a pattern for \(error)")
            }
        }
        let routes: RouteSet<Void>
        do {
            routes = try RouteSet(
                linkSources: format.source.map { [$0] } ?? [], types: types, globalParams: [], rejectsDuplicates: false)
            try routes.add(format, restrictions: [], payload: ())
        } catch {
            guard case .invalidLinkSource(let source, let problem) = error.reason else {
                preconditionFailure("Corridor: a one-route set refused its route: \(error)")
            }
            throw failure(.invalidSource(source, problem))
        }
        if let context = routes.firstResult(for: url, { LinkContext(match: $0, userInfo: userInfo) }) {
            return context
        }
        if let source = format.source, let target = MatchTarget(url),
            target.scheme != source.scheme
                || (source.host != nil && target.host != source.host && target.hostAndPort != source.host)
        {
            throw failure(.sourceMismatch(expected: source))
        }
        throw failure(.noMatch)
    }
}
