import Foundation

/// The routing core both routers are built on: validated registration, a lazily compiled engine
/// table, and first-match-with-fallthrough.
///
/// Thread safety: registration and the compiled snapshot are guarded by a lock; matching works on
/// an immutable snapshot outside the lock, so decoders and handlers may call back into the router.
final class RouteSet<Payload>: @unchecked Sendable {
    /// The link sources the router accepts; empty means any URL.
    let linkSources: Set<LinkSource>
    /// The types formats may name.
    let types: TypeRegistry
    /// Query names read from every matched URL; formats may not use them.
    let globalParams: [String]
    /// Whether a route with the same format as an earlier one, sharing a source, is refused.
    let rejectsDuplicates: Bool
    private let parser: FormatParser

    private let lock = NSLock()
    private var definitions: [RouteDefinition<Payload>] = []
    private var compiled: CompiledRoutes?

    /// Creates an empty set.
    ///
    /// - Throws: ``RouteValidationError`` for a malformed link source.
    init(
        linkSources: Set<LinkSource>, types: TypeRegistry, globalParams: [String], rejectsDuplicates: Bool
    ) throws(RouteValidationError) {
        for source in linkSources.sorted(by: { $0.description < $1.description }) {
            if let problem = source.problem {
                throw RouteValidationError(pattern: nil, routeIndex: nil, reason: .invalidLinkSource(source, problem))
            }
        }
        self.linkSources = linkSources
        self.types = types
        self.globalParams = globalParams
        self.rejectsDuplicates = rejectsDuplicates
        self.parser = FormatParser(types: types, globalParams: globalParams)
    }

    /// The number of routes.
    var count: Int { lock.withLock { definitions.count } }

    /// The formats as written, in registration order.
    var patterns: [String] { lock.withLock { definitions.map(\.format.text) } }

    /// Parses, validates and appends a route. `restrictions` are the accept policies around it
    /// (groups, then the route's own), each a set of sources.
    ///
    /// - Returns: the route's index.
    /// - Throws: ``RouteValidationError`` (the set is unchanged).
    @discardableResult
    func add(_ pattern: String, restrictions: [Set<LinkSource>], payload: Payload) throws(RouteValidationError) -> Int {
        let format: RouteFormat
        do {
            format = try parser.parse(pattern)
        } catch {
            throw RouteValidationError(pattern: pattern, routeIndex: count, reason: .invalidFormat(error))
        }
        return try add(format, restrictions: restrictions, payload: payload)
    }

    /// Parses a Crossroad pattern (``LinkPattern``: relative paths, universal links with a host),
    /// validates and appends it.
    @discardableResult
    func add(linkPattern pattern: String, restrictions: [Set<LinkSource>], payload: Payload) throws(RouteValidationError)
        -> Int
    {
        let format = try LinkPattern.parse(pattern, routeIndex: count, types: types, globalParams: globalParams)
        return try add(format, restrictions: restrictions, payload: payload)
    }

    /// Validates and appends a parsed route.
    @discardableResult
    func add(_ format: RouteFormat, restrictions: [Set<LinkSource>], payload: Payload) throws(RouteValidationError)
        -> Int
    {
        lock.lock()
        defer { lock.unlock() }
        let index = definitions.count
        func failure(_ reason: RouteValidationError.Reason) -> RouteValidationError {
            RouteValidationError(pattern: format.text, routeIndex: index, reason: reason)
        }
        var restriction: Set<LinkSource>? = nil
        for sources in restrictions {
            if linkSources.isEmpty {
                for source in sources.sorted(by: { $0.description < $1.description }) {
                    if let problem = source.problem { throw failure(.invalidLinkSource(source, problem)) }
                }
            } else {
                let unknown = sources.subtracting(linkSources)
                if !unknown.isEmpty {
                    throw failure(.unknownLinkSources(unknown.sorted { $0.description < $1.description }))
                }
            }
            restriction = restriction.map { $0.intersection(sources) } ?? sources
        }
        if let restriction, restriction.isEmpty { throw failure(.acceptsNoSource) }
        if let source = format.source {
            if !linkSources.isEmpty && !linkSources.contains(source) { throw failure(.formatSourceNotAccepted(source)) }
            if let restriction, !restriction.contains(source) { throw failure(.formatSourceNotAccepted(source)) }
        }
        let definition = RouteDefinition(format: format, restriction: restriction, payload: payload)
        if rejectsDuplicates {
            let shape = Self.pathShape(format)
            let mine = definition.effectiveSources(routerSources: linkSources)
            for (otherIndex, other) in definitions.enumerated() where Self.pathShape(other.format) == shape {
                let theirs = other.effectiveSources(routerSources: linkSources)
                if mine.isEmpty || theirs.isEmpty || !mine.isDisjoint(with: theirs) {
                    throw failure(.duplicateRoute(firstIndex: otherIndex, firstPattern: other.format.text))
                }
            }
        }
        definitions.append(definition)
        compiled = nil
        return index
    }

    /// The canonical spelling of a format without its source (`pokedex://a/:b` and `/a/:b` share it).
    private static func pathShape(_ format: RouteFormat) -> String {
        RouteFormat(text: format.text, source: nil, segments: format.segments, query: format.query).canonical
    }

    /// The definitions and their compiled table, compiling on first use after a registration.
    private func snapshot() -> ([RouteDefinition<Payload>], CompiledRoutes) {
        lock.withLock {
            if let compiled { return (definitions, compiled) }
            let fresh = CompiledRoutes.compile(
                definitions, routerSources: linkSources, types: types, globalParams: globalParams)
            compiled = fresh
            return (definitions, fresh)
        }
    }

    /// Whether any route matches `url` (no decoder or handler runs).
    func matches(_ url: URL) -> Bool {
        guard let target = MatchTarget(url) else { return false }
        return snapshot().1.firstMatch(target.target, after: nil) != nil
    }

    /// Tries the routes matching `url` in registration order and returns the first result `attempt`
    /// produces; a route whose `attempt` throws passes the URL to the next matching route.
    func firstResult<Result>(for url: URL, _ attempt: (RouteMatch<Payload>) throws -> Result) -> Result? {
        guard let target = MatchTarget(url) else { return nil }
        let (definitions, compiled) = snapshot()
        var after: Int? = nil
        while let engineIndex = compiled.firstMatch(target.target, after: after) {
            let owner = compiled.owners[engineIndex]
            let match = RouteMatch(
                definition: definitions[owner], definitionIndex: owner, engineIndex: engineIndex,
                table: compiled.table, target: target)
            if let result = try? attempt(match) { return result }
            after = engineIndex
        }
        return nil
    }
}
