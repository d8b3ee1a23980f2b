import Foundation

/// The compiled form of a router's definitions: one engine `RouteTable` plus, for each engine
/// route, the definition it belongs to.
///
/// A definition usually compiles to one engine route. When the router folds custom-scheme hosts
/// (it has link sources) and a definition's first segment is a literal with upper-case letters, it
/// compiles to two adjacent engine routes: one for its custom-scheme sources with the literal
/// lowercased (the host compares case-insensitively), one for its universal-link sources as written
/// (paths compare case-sensitively). Adjacent, so the first-registered rule is unchanged.
///
/// Immutable once built; the scratch pool is guarded by a lock, so one instance is shared by all
/// threads.
final class CompiledRoutes: @unchecked Sendable {
    /// The engine table, in registration order.
    let table: RouteTable
    /// For each engine route, the index of its definition.
    let owners: [Int]

    private let lock = NSLock()
    private var scratches: [MatchScratch] = []
    private static let scratchPoolLimit = 8

    init(table: RouteTable, owners: [Int]) {
        self.table = table
        self.owners = owners
    }

    /// Compiles `definitions` over `types`, reserving `globalParams`.
    static func compile<Payload>(
        _ definitions: [RouteDefinition<Payload>], routerSources: Set<LinkSource>, types: TypeRegistry,
        globalParams: [String]
    ) -> CompiledRoutes {
        let foldsCustomHost = !routerSources.isEmpty
        var routes: [Route] = []
        var owners: [Int] = []
        for (index, definition) in definitions.enumerated() {
            let sources = definition.effectiveSources(routerSources: routerSources)
            let format = definition.format
            if foldsCustomHost, case .literal(let literal) = format.segments.first, literal != literal.lowercased() {
                let custom = sources.filter { !$0.isUniversalLink }
                let universal = sources.filter(\.isUniversalLink)
                if !custom.isEmpty {
                    var segments = format.segments
                    segments[0] = .literal(literal.lowercased())
                    let folded = RouteFormat(
                        text: format.text, source: format.source, segments: segments, query: format.query)
                    routes.append(Route(format: folded, sources: sorted(custom)))
                    owners.append(index)
                }
                if !universal.isEmpty {
                    routes.append(Route(format: format, sources: sorted(universal)))
                    owners.append(index)
                }
            } else {
                routes.append(Route(format: format, sources: sorted(sources)))
                owners.append(index)
            }
        }
        do {
            let table = try RouteTable(routes: routes, types: types, globalParams: globalParams)
            return CompiledRoutes(table: table, owners: owners)
        } catch {
            // Every format was parsed against `types` when it was added, so the table compiles.
            preconditionFailure("Corridor: a parsed route does not compile: \(error)")
        }
    }

    private static func sorted(_ sources: Set<LinkSource>) -> [LinkSource] {
        sources.sorted { $0.description < $1.description }
    }

    /// The first engine route after `after` (from the start when `nil`) that matches `target`: the
    /// engine skips the routes up to `after` in the same trie walk, so falling through to the next
    /// route after a decoder or handler refused the URL costs one more match, not a new table.
    func firstMatch(_ target: String, after: Int?) -> Int? {
        let start = (after ?? -1) + 1
        guard start < table.count else { return nil }
        let scratch = takeScratch()
        defer { returnScratch(scratch) }
        return table.match(target, from: start, scratch: scratch).routeIndex
    }

    private func takeScratch() -> MatchScratch {
        lock.withLock { scratches.popLast() } ?? MatchScratch()
    }

    private func returnScratch(_ scratch: MatchScratch) {
        lock.withLock {
            if scratches.count < Self.scratchPoolLimit { scratches.append(scratch) }
        }
    }
}
