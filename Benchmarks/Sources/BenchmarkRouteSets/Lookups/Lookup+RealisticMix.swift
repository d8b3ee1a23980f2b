extension Lookup {
    private static let ownerNames = ["apple", "swiftlang", "vapor", "hummingbird-project", "torvalds", "octocat", "rust-lang"]
    private static let repoNames = ["swift", "swift-nio", "linux", "hello-world", "rust", "routing-kit", "swift-format"]
    private static let wordValues = ["main", "release", "open", "closed", "bug", "docs", "alice", "bob", "x1f3"]
    private static let queries = ["?page=2", "?page=3&per_page=100", "?state=open&sort=updated", "?since=2024-01-01T00:00:00Z"]
    private static let missPaths = [
        "/favicon.ico", "/robots.txt", "/", "/api/v3/users/octocat", "/wp-login.php", "/.env",
        "/repos/apple", "/user/settings/profile/extra", "/static/js/app.3f9a1c.js",
    ]
    private static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// A realistic mix of `count` lookups over `routeSet`, the same for the same seed: 75 % hits with
    /// realistic parameter values (numbers for ids, names, 40-hex-digit SHAs; a quarter of them with a
    /// query string), 15 % path misses (a literal segment changed, or paths no API has) and 10 % method
    /// misses (a registered path asked for with a method it is not registered for).
    public static func realisticMix(for routeSet: RouteSet, count: Int, seed: UInt64 = 0x5EED_0001) -> [Lookup] {
        var random = SplitMix64(seed: seed)
        var methodsByPath: [[RoutePattern.Segment]: Set<String>] = [:]
        for route in routeSet.routes { methodsByPath[route.segments, default: []].insert(route.method) }
        var lookups: [Lookup] = []
        lookups.reserveCapacity(count)
        while lookups.count < count {
            let route = routeSet.routes[Int(random.next() % UInt64(routeSet.routes.count))]
            let roll = random.next() % 100
            if roll < 75 {
                var target = path(of: route.segments, random: &random, missAt: nil)
                if random.next() % 4 == 0 { target += pick(queries, &random) }
                lookups.append(Lookup(method: route.method, target: target))
            } else if roll < 90 {
                let literalPositions = route.segments.indices.filter {
                    if case .literal = route.segments[$0] { return true } else { return false }
                }
                if literalPositions.isEmpty || random.next() % 3 == 0 {
                    lookups.append(Lookup(method: "GET", target: pick(missPaths, &random)))
                } else {
                    let position = literalPositions[Int(random.next() % UInt64(literalPositions.count))]
                    lookups.append(Lookup(method: route.method, target: path(of: route.segments, random: &random, missAt: position)))
                }
            } else {
                let registered = methodsByPath[route.segments] ?? []
                let others = methods.filter { !registered.contains($0) }
                guard !others.isEmpty else { continue }
                lookups.append(Lookup(method: pick(others, &random), target: path(of: route.segments, random: &random, missAt: nil)))
            }
        }
        return lookups
    }

    /// A request path for `segments` with realistic values; the literal at `missAt` is changed so it misses.
    private static func path(of segments: [RoutePattern.Segment], random: inout SplitMix64, missAt: Int?) -> String {
        var path = ""
        for (index, segment) in segments.enumerated() {
            path += "/"
            switch segment {
            case .literal(let text):
                path += index == missAt ? text + "z" : text
            case .param(let name, let isInt):
                path += value(named: name, isInt: isInt, random: &random)
            case .catchAll:
                path += "a/b/c"
            }
        }
        return path.isEmpty ? "/" : path
    }

    /// A plausible value for a parameter called `name`.
    private static func value(named name: String, isInt: Bool, random: inout SplitMix64) -> String {
        let lowered = name.lowercased()
        if isInt || lowered == "id" || lowered == "number" || lowered.hasSuffix("id") && lowered != "userid" {
            return String(1 + random.next() % 9_999_999)
        }
        switch lowered {
        case "owner", "user", "org", "assignee", "target_user", "userid":
            return pick(ownerNames, &random)
        case "repo", "repository":
            return pick(repoNames, &random)
        case "sha":
            return (0..<40).map { _ in String(random.next() % 16, radix: 16) }.joined()
        default:
            return pick(wordValues, &random)
        }
    }

    private static func pick(_ values: [String], _ random: inout SplitMix64) -> String {
        values[Int(random.next() % UInt64(values.count))]
    }
}
