/// Finds routes that can never match because an earlier route always wins: exact duplicates and
/// routes shadowed by a more general earlier route (`/a/:x` before `/a/:y`, `/a/*` before `/a/b`).
///
/// The check is sound but not complete: every finding is real (each URL the later route matches is
/// matched by the earlier one), while some unreachable routes (shadowed only by several routes
/// together) are not reported.
public enum RouteLinter {
    /// A route that never matches, and the earlier route that takes its URLs.
    public struct Finding: Equatable, Sendable {
        /// Whether the two routes are the same route written twice, or the later is only narrower.
        public enum Kind: Equatable, Sendable {
            /// Same method, sources and (canonical) format.
            case duplicate
            /// The earlier route matches everything the later one does.
            case unreachable
        }

        /// Index of the route that never matches.
        public let route: Int
        /// Index of the earlier route that wins.
        public let shadowedBy: Int
        /// Duplicate or unreachable.
        public let kind: Kind

        /// A warning placed on the shadowed route's line.
        public func diagnostic(path: String, table: RouteTable) -> Diagnostic {
            let late = table.routes[route]
            let early = table.routes[shadowedBy]
            let earlyLine = early.line.map { " (line \($0))" } ?? ""
            let message: String
            switch kind {
            case .duplicate:
                message = "route '\(late.name)' duplicates route '\(early.name)'\(earlyLine)"
            case .unreachable:
                message =
                    "route '\(late.name)' can never match: route '\(early.name)'\(earlyLine) matches every URL it matches and comes first"
            }
            return Diagnostic(path: path, line: late.line ?? 0, column: 1, severity: .warning, message: message)
        }
    }

    /// The findings for `table`, one per never-matching route (naming the first route that shadows it).
    public static func findings(in table: RouteTable) -> [Finding] {
        lint(table).findings
    }

    /// The findings, and whether every candidate pair was compared: pairs of routes that could overlap
    /// are compared up to `budget` times (a table of 100,000 routes of one shape would otherwise take
    /// billions of comparisons); past it the findings are those made so far and `complete` is false.
    public static func lint(_ table: RouteTable, budget: Int = 20_000_000) -> (findings: [Finding], complete: Bool) {
        var comparisons = 0
        let routes = table.routes
        // Bucket by fixed segment count (catch-all routes apart) and by first literal, so that only
        // routes that could overlap are compared.
        var byShape: [ShapeKey: [Int]] = [:]
        var byCount: [Int: [Int]] = [:]
        var byFirstLiteral: [String: [Int]] = [:]
        for (index, route) in routes.enumerated() {
            if case .literal(let literal) = route.format.segments.first {
                byFirstLiteral[literal, default: []].append(index)
            }
            guard !route.format.endsWithCatchAll else { continue }
            byShape[ShapeKey(route.format), default: []].append(index)
            byCount[route.format.segments.count, default: []].append(index)
        }
        var shadowed: [Int: Finding] = [:]
        for (index, route) in routes.enumerated() {
            let candidates: [Int]
            if route.format.endsWithCatchAll {
                // A catch-all under a literal only covers routes that start with the same literal.
                if case .literal(let literal) = route.format.segments.first {
                    candidates = byFirstLiteral[literal] ?? []
                } else {
                    candidates = Array(routes.indices.dropFirst(index + 1))
                }
            } else {
                let key = ShapeKey(route.format)
                if key.firstLiteral != nil {
                    candidates = byShape[key] ?? []
                } else {
                    candidates = byCount[key.count] ?? []
                }
            }
            for later in candidates where later > index && shadowed[later] == nil {
                comparisons += 1
                if comparisons > budget {
                    return (shadowed.values.sorted { $0.route < $1.route }, false)
                }
                guard subsumes(routes[index], routes[later], types: table.types) else { continue }
                let duplicate =
                    routes[index].method == routes[later].method
                    && Set(routes[index].effectiveSources) == Set(routes[later].effectiveSources)
                    && routes[index].format.canonical == routes[later].format.canonical
                shadowed[later] = Finding(route: later, shadowedBy: index, kind: duplicate ? .duplicate : .unreachable)
            }
        }
        return (shadowed.values.sorted { $0.route < $1.route }, true)
    }

    struct ShapeKey: Hashable {
        let count: Int
        let firstLiteral: String?

        init(_ format: RouteFormat) {
            count = format.segments.count
            if case .literal(let literal) = format.segments.first { firstLiteral = literal } else { firstLiteral = nil }
        }
    }

    /// Whether every request `narrow` matches is also matched by `wide`.
    static func subsumes(_ wide: Route, _ narrow: Route, types: TypeRegistry) -> Bool {
        if let method = wide.method, method != narrow.method { return false }
        let wideSources = wide.effectiveSources
        if !wideSources.isEmpty {
            let narrowSources = narrow.effectiveSources
            guard !narrowSources.isEmpty else { return false }
            for source in narrowSources {
                let covered = wideSources.contains { $0.scheme == source.scheme && ($0.host == nil || $0.host == source.host) }
                if !covered { return false }
            }
        }
        // A route accepting a custom scheme matches its first literal — the URL's host — ignoring case; a
        // route without sources compares it as written, so it cannot cover such a literal with letters.
        if wideSources.isEmpty, case .literal(let host) = narrow.format.segments.first,
            case .literal = wide.format.segments.first,
            host.utf8.contains(where: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }),
            narrow.effectiveSources.contains(where: { !$0.isUniversalLink })
        {
            return false
        }
        return pathSubsumes(wide.format.segments, narrow.format.segments, types: types)
            && querySubsumes(wide.format.query, narrow.format.query, types: types)
    }

    static func pathSubsumes(_ wide: [FormatSegment], _ narrow: [FormatSegment], types: TypeRegistry) -> Bool {
        var position = 0
        while true {
            if position < wide.count, case .catchAll = wide[position] { return true }
            if position == wide.count || position == narrow.count {
                return position == wide.count && position == narrow.count
            }
            switch (wide[position], narrow[position]) {
            case (_, .catchAll):
                return false
            case (.literal(let a), .literal(let b)):
                if a != b { return false }
            case (.literal, .param):
                return false
            case (.param(_, let type), .literal(let literal)):
                if !accepts(type, literal, types: types) { return false }
            case (.param(_, let a), .param(_, let b)):
                if !typeSubsumes(a, b) { return false }
            case (.catchAll, _):
                return true
            }
            position += 1
        }
    }

    static func querySubsumes(_ wide: [QueryConstraint], _ narrow: [QueryConstraint], types: TypeRegistry) -> Bool {
        for constraint in wide {
            let other = narrow.first { $0.name == constraint.name }?.rule
            switch constraint.rule {
            case .required(let type):
                switch other {
                case .required(let narrowType)?: if !typeSubsumes(type, narrowType) { return false }
                case .literal(let value)?: if !accepts(type, value, types: types) { return false }
                default: return false
                }
            case .optional(let type):
                if type.base == "string" { continue }
                switch other {
                case .required(let narrowType)?, .optional(let narrowType)?:
                    if !typeSubsumes(type, narrowType) { return false }
                case .literal(let value)?: if !accepts(type, value, types: types) { return false }
                case nil: return false
                }
            case .literal(let value):
                guard case .literal(value)? = other else { return false }
            }
        }
        return true
    }

    /// Whether every value of `narrow` is a value of `wide`.
    static func typeSubsumes(_ wide: TypeReference, _ narrow: TypeReference) -> Bool {
        if wide.base == "string" { return true }  // `string` accepts any segment, commas included
        if wide == narrow { return true }
        return wide.isList && !narrow.isList && wide.base == narrow.base
    }

    static func accepts(_ type: TypeReference, _ text: String, types: TypeRegistry) -> Bool {
        guard let base = types[type.base] else { return false }
        if !type.isList { return base.value(of: text) != nil }
        return text.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
            base.value(of: String($0)) != nil
        }
    }
}
