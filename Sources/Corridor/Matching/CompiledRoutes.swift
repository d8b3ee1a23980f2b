import Foundation

/// The compiled form of a router's definitions: one engine `RouteTable` plus, for each engine
/// route, the definition it belongs to.
///
/// Each definition compiles to one engine route, with the sources it accepts. A custom scheme's host
/// (the first component of `pokedex://Pokemons/25`) compares case-insensitively by the engine's one rule
/// (`RouteTable` folds it for routes that accept a custom scheme); universal-link paths stay
/// case-sensitive.
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
        var routes: [Route] = []
        var owners: [Int] = []
        for (index, definition) in definitions.enumerated() {
            routes.append(
                Route(format: definition.format, sources: sorted(definition.effectiveSources(routerSources: routerSources))))
            owners.append(index)
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
