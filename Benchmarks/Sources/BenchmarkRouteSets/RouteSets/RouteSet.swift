import Foundation

/// A named, ordered set of routes, given to every router under test.
public struct RouteSet: Sendable {
    /// A short name used in benchmark names (`github`, `generated-1000`).
    public let name: String
    /// The routes, in registration order.
    public let routes: [RoutePattern]

    /// Creates a route set.
    public init(name: String, routes: [RoutePattern]) {
        self.name = name
        self.routes = routes
    }

    /// The routes as a Corridor routes file (SPEC §4): `METHOD format` a line.
    public var corridorRoutesFile: String {
        routes.map { "\($0.method) \($0.corridorFormat)" }.joined(separator: "\n") + "\n"
    }

    /// The same routes with the parameters named in `names` typed `{int}` (for the typed variant of a set).
    public func typingParams(named names: Set<String>) -> RouteSet {
        mapParams(suffix: "-typed") { name, isInt in isInt || names.contains(name) }
    }

    /// The same routes with every parameter untyped: what the peers, which have no types, are given.
    public func untyped() -> RouteSet {
        mapParams(suffix: "-untyped") { _, _ in false }
    }

    private func mapParams(suffix: String, isInt: (String, Bool) -> Bool) -> RouteSet {
        RouteSet(
            name: name + suffix,
            routes: routes.map { route in
                RoutePattern(
                    method: route.method,
                    segments: route.segments.map { segment in
                        guard case .param(let name, let wasInt) = segment else { return segment }
                        return .param(name: name, isInt: isInt(name, wasInt))
                    })
            })
    }
}

extension RouteSet {
    /// The error thrown when a route-set file is missing or holds no route.
    public struct LoadError: Error, CustomStringConvertible, Equatable {
        /// The file that could not be used.
        public let path: String
        /// Why.
        public let reason: String

        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// The folder holding the route-set files: `$CORRIDOR_BENCH_DATA`, or `Benchmarks/Data` of this package.
    public static var dataDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["CORRIDOR_BENCH_DATA"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        // This file is Benchmarks/Sources/BenchmarkRouteSets/RouteSets/RouteSet.swift.
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data", isDirectory: true)
    }

    /// Loads `Data/<file>.routes` (`METHOD /path/:param` a line, `#` comments).
    public static func load(_ name: String, file: String) throws(LoadError) -> RouteSet {
        let url = dataDirectory.appendingPathComponent(file + ".routes")
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw LoadError(path: url.path, reason: "cannot read: \(error)")
        }
        let routes = text.split(whereSeparator: \.isNewline).compactMap { line -> RoutePattern? in
            line.hasPrefix("#") ? nil : RoutePattern(routeLine: line)
        }
        guard !routes.isEmpty else { throw LoadError(path: url.path, reason: "holds no route") }
        return RouteSet(name: name, routes: routes)
    }

    /// The GitHub API route set (203 routes).
    public static func github() throws(LoadError) -> RouteSet { try load("github", file: "github_api") }
    /// The Parse API route set (26 routes).
    public static func parse() throws(LoadError) -> RouteSet { try load("parse", file: "parse_api") }
    /// The Google+ API route set (13 routes).
    public static func googlePlus() throws(LoadError) -> RouteSet { try load("gplus", file: "gplus_api") }
    /// The static route set (157 routes).
    public static func staticPaths() throws(LoadError) -> RouteSet { try load("static", file: "static") }
}
