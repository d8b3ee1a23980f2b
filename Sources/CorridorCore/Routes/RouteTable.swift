/// A compiled route table: routes in registration order, their types and global params, and the
/// segment trie that matches URLs against them. Immutable and `Sendable`: build once, share across
/// threads (each thread with its own ``MatchScratch``).
public struct RouteTable: Sendable {
    /// The routes, in registration order; a match returns an index into this array.
    public let routes: [Route]
    /// The types the formats name.
    public let types: TypeRegistry
    /// Query names extracted from any matched URL; they never make a route fail.
    public let globalParams: [String]
    let trie: SegmentTrie
    /// The routes accepting a custom URL scheme, again, with their first literal lowercased: a custom
    /// scheme's host is the URL's first path component and compares case-insensitively (docs/format-language.md, Link sources).
    let hostFolded: HostFoldedRoutes?
    /// When a route has ``Route/alternateFormats``, the trie holds one entry per format: the route
    /// of each entry (entries of a route are consecutive), and the first entry of each route (with
    /// one past the last at the end). `nil` when every route has one format (entry = route).
    let entries: TrieEntries?

    /// The trie's entries when some routes have several formats.
    struct TrieEntries: Sendable {
        /// Entry → route.
        let owners: [Int]
        /// Route → its first entry; `routes.count + 1` elements.
        let firsts: [Int]
    }

    /// Compiles `routes` (in order: the first registered wins).
    ///
    /// - Throws: ``FormatError`` when a route names a type `types` does not hold.
    public init(routes: [Route], types: TypeRegistry = .standard, globalParams: [String] = []) throws(FormatError) {
        var builder = SegmentTrieBuilder(types: types)
        var owners: [Int] = []
        var firsts: [Int] = []
        for (index, route) in routes.enumerated() {
            firsts.append(owners.count)
            try builder.insert(route)
            owners.append(index)
            for alternate in route.alternateFormats {
                try builder.insert(
                    Route(name: route.name, method: route.method, format: alternate, sources: route.sources))
                owners.append(index)
            }
        }
        firsts.append(owners.count)
        self.entries = owners.count == routes.count ? nil : TrieEntries(owners: owners, firsts: firsts)
        self.routes = routes
        self.types = types
        self.globalParams = globalParams
        self.trie = try builder.compile()
        self.hostFolded = try HostFoldedRoutes(routes, types: types)
    }

    /// Parses and compiles `formats`, each a route named by its format.
    ///
    /// - Throws: ``FormatError`` for the first malformed format.
    public init(formats: [String], types: TypeRegistry = .standard, globalParams: [String] = []) throws(FormatError) {
        let parser = FormatParser(types: types, globalParams: globalParams)
        var routes: [Route] = []
        for format in formats { routes.append(Route(format: try parser.parse(format))) }
        try self.init(routes: routes, types: types, globalParams: globalParams)
    }

    /// The number of routes.
    public var count: Int { routes.count }

    /// The number of trie nodes (a measure of the compiled size).
    public var nodeCount: Int { trie.nodeCount }

    /// Matches raw request-target bytes (origin-form `/p?q` or absolute-form `http://h/p?q`) and an
    /// optional method. The hot path: allocates nothing once `scratch` has grown to the URL's size.
    public func match(
        target: UnsafeBufferPointer<UInt8>, method: UnsafeBufferPointer<UInt8>?, scratch: MatchScratch
    ) -> MatchOutcome {
        match(target: target, method: method, from: 0, scratch: scratch)
    }

    /// The first route at index `lowerBound` or later that matches: where a caller that refused
    /// route `i` (a throwing decoder) falls through to, found in one trie walk.
    package func match(
        target: UnsafeBufferPointer<UInt8>, method: UnsafeBufferPointer<UInt8>?, from lowerBound: Int,
        scratch: MatchScratch
    ) -> MatchOutcome {
        var outcome: MatchOutcome
        if let entries {
            let first = entries.firsts[min(max(lowerBound, 0), routes.count)]
            outcome = trie.firstMatch(target: target, method: method, from: first, scratch: scratch)
            if case .matched(let entry) = outcome { outcome = .matched(entries.owners[entry]) }
        } else {
            outcome = trie.firstMatch(target: target, method: method, from: lowerBound, scratch: scratch)
        }
        // Only a custom scheme's URL (a scheme, no authority host) has a host to fold: paths and http(s) URLs — nearly
        // every access-log target — skip parsing the prefix a second time.
        guard let hostFolded, let first = target.first, first != UInt8(ascii: "/"),
            !RequestTarget.hasHTTPScheme(target), let prefix = RequestTarget.parsePrefix(target), prefix.scheme != nil,
            prefix.host == nil, let foldedLowerBound = hostFolded.firstFolded(from: lowerBound)
        else { return outcome }
        let folded = scratch.foldingHost(of: target, from: prefix.pathStart)
        guard
            case .matched(let index) = hostFolded.trie.firstMatch(
                target: folded, method: method, from: foldedLowerBound, scratch: scratch)
        else { return outcome }
        let route = hostFolded.owners[index]
        if case .matched(let first) = outcome, first < route { return outcome }
        return .matched(route)
    }

    /// Matches a route template — the resource a gateway logs instead of the URL it was called with (`/users/{id}`,
    /// `/files/{proxy+}`; ``RouteTemplateSegment``): a `{name}` segment matches any parameter whatever its type (and a
    /// catch-all), a last `{name+}` segment only a catch-all; other segments, the query and the method are matched as
    /// for a URL, and the first registered route wins as always (a custom scheme's host compared as written: templates
    /// are paths). Allocates nothing once `scratch` has grown.
    public func match(
        template target: UnsafeBufferPointer<UInt8>, method: UnsafeBufferPointer<UInt8>?, scratch: MatchScratch
    ) -> MatchOutcome {
        let outcome = trie.firstMatch(target: target, method: method, scratch: scratch, readsTemplate: true)
        if let entries, case .matched(let entry) = outcome { return .matched(entries.owners[entry]) }
        return outcome
    }

    /// Matches a route template string (`/users/{id}`; convenience, allocating a scratch per call).
    public func match(template: String, method: String? = nil) -> MatchOutcome {
        let scratch = MatchScratch()
        var template = template
        return template.withUTF8 { templateBytes in
            guard var method else { return match(template: templateBytes, method: nil, scratch: scratch) }
            return method.withUTF8 { match(template: templateBytes, method: $0, scratch: scratch) }
        }
    }

    /// Matches a URL string (convenience; allocates a scratch per call).
    public func match(_ target: String, method: String? = nil) -> MatchOutcome {
        match(target, method: method, scratch: MatchScratch())
    }

    /// Matches a URL string with caller-provided scratch space.
    public func match(_ target: String, method: String? = nil, scratch: MatchScratch) -> MatchOutcome {
        match(target, method: method, from: 0, scratch: scratch)
    }

    /// The first route at index `lowerBound` or later matching a URL string.
    package func match(_ target: String, method: String? = nil, from lowerBound: Int, scratch: MatchScratch)
        -> MatchOutcome
    {
        var target = target
        return target.withUTF8 { targetBytes in
            guard var method else {
                return match(target: targetBytes, method: nil, from: lowerBound, scratch: scratch)
            }
            return method.withUTF8 { match(target: targetBytes, method: $0, from: lowerBound, scratch: scratch) }
        }
    }
}
