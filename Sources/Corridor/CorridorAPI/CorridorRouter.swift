import Foundation

/// Matches URLs against registered formats and turns a match into a typed route: Corridor's router,
/// on the compiled segment trie.
///
/// ```swift
/// struct ViewUserProfile: CorridorRoute { let userId: Int }
///
/// let router = CorridorRouter()
/// router.register("/user/:userId{int}", { try corridorResponse($0, ViewUserProfile.self) })
/// // or, reporting format errors instead of trapping:
/// try router.add("/user/:userId{int}", as: ViewUserProfile.self)
///
/// switch router.attemptMatch(url: URL(string: "https://example.com/user/15127128")!)?.route {
/// case let route as ViewUserProfile: print(route.userId)  // 15127128
/// default: print("url not matched")
/// }
/// ```
///
/// The router matches the path and query of any URL (`https://…`, a custom scheme, or a bare path);
/// created with ``init(accepting:corridorTypes:globalQueryOptionalParamsMapping:)`` it accepts only
/// Crossroad link sources, and ``add(_:accepting:_:)`` restricts a route to some of them (``LinkRouter``
/// offers the same with Crossroad's handler-style API). Among the routes matching a URL, the first registered
/// whose decoder succeeds wins: a decoder that throws passes the URL to the next matching route.
///
/// Thread safety: register from any thread, match from any thread, concurrently. The routes are
/// compiled on the first match after a registration. Decoders run on the thread that calls
/// ``attemptMatch(url:)``, possibly on several threads at once.
public final class CorridorRouter: @unchecked Sendable {
    /// Makes a route from the values extracted from a matched URL (path and query parameters by
    /// name: `Int`, `UInt`, `Double`, `Bool`, `String`, `[Any]` for lists, or a custom type's value).
    public typealias RouteDecoder = (_ extracted: [String: Any]) throws -> CorridorRoute

    /// The types formats may name.
    public let corridorTypes: CorridorTypes
    /// The global query params read from every matched URL, if any.
    public let globalQueryOptionalParamsMapping: GlobalQueryOptionalParamsMapping?
    let routes: RouteSet<RouteDecoder>

    /// Creates a router that accepts any URL (Corridor's behaviour), with optional custom base types
    /// and global params.
    public convenience init(
        corridorTypes: CorridorTypes = CorridorTypes(),
        globalQueryOptionalParamsMapping: GlobalQueryOptionalParamsMapping? = nil
    ) {
        do {
            try self.init(
                accepting: [], corridorTypes: corridorTypes,
                globalQueryOptionalParamsMapping: globalQueryOptionalParamsMapping)
        } catch {
            // A router without link sources has nothing to validate.
            preconditionFailure("Corridor: \(error)")
        }
    }

    /// Creates a router that accepts only URLs from `linkSources` (Crossroad's link sources: custom
    /// URL schemes such as `pokedex://`, whose first path component stands for the host, and universal
    /// links such as `https://example.com`; scheme and host compare case-insensitively). An empty set
    /// accepts any URL.
    ///
    /// - Throws: ``RouteValidationError`` for an invalid link source.
    public init(
        accepting linkSources: Set<LinkSource>,
        corridorTypes: CorridorTypes = CorridorTypes(),
        globalQueryOptionalParamsMapping: GlobalQueryOptionalParamsMapping? = nil
    ) throws(RouteValidationError) {
        self.corridorTypes = corridorTypes
        self.globalQueryOptionalParamsMapping = globalQueryOptionalParamsMapping
        routes = try RouteSet(
            linkSources: linkSources, types: corridorTypes.registry,
            globalParams: globalQueryOptionalParamsMapping?.params ?? [], rejectsDuplicates: false)
    }

    /// The registered formats, in registration order.
    public var formats: [String] { routes.patterns }

    /// Registers `format` with the closure that makes its route, as Corridor does: a malformed
    /// format is a programming error and stops the program with the format error (format, column,
    /// reason). Use ``add(_:_:)`` or ``add(_:as:)`` to get the error instead.
    ///
    /// - Parameters:
    ///   - format: the URL format, e.g. `"/user/:userId{int}"`.
    ///   - decoder: makes the route from the extracted values; throwing passes the URL on to the
    ///     next matching route.
    public func register(_ format: String, _ decoder: @escaping RouteDecoder) {
        do {
            try add(format, decoder)
        } catch {
            fatalError("Corridor: cannot register \(error)")
        }
    }

    /// Registers `format` with the closure that makes its route.
    ///
    /// - Throws: `FormatError` (format, column, reason) when the format is malformed; the router
    ///   is unchanged.
    public func add(_ format: String, _ decoder: @escaping RouteDecoder) throws(FormatError) {
        do {
            try routes.add(format, restrictions: [], payload: decoder)
        } catch {
            guard case .invalidFormat(let formatError) = error.reason else {
                // Only a router with link sources validates more than the format; its routes are added
                // with add(_:accepting:_:), which reports every validation error.
                preconditionFailure("Corridor: \(error) (use add(_:accepting:_:) on routers with link sources)")
            }
            throw formatError
        }
    }

    /// Registers `format` for the route type `type`, decoded straight from the extracted values
    /// by ``CaptureDecoder`` (a route whose properties do not fit the URL's values passes the URL on
    /// to the next matching route).
    ///
    /// ```swift
    /// try router.add("/user/:userId{int}", as: ViewUserProfile.self)
    /// ```
    ///
    /// - Throws: `FormatError` when the format is malformed; the router is unchanged.
    public func add<Route: CorridorRoute>(_ format: String, as type: Route.Type) throws(FormatError) {
        try add(format) { try CaptureDecoder().decode(Route.self, from: $0) }
    }

    /// The response for `url`: the first registered route that matches it and whose decoder
    /// succeeds, with the global params; `nil` when there is none or the global params do not decode.
    public func attemptMatch(url: URL) -> RouteResponse? {
        let found = routes.firstResult(for: url) { match -> (CorridorRoute, [String: String]) in
            let values = try extractedValues(match)
            return (try match.definition.payload(values), match.globalParamValues)
        }
        guard let (route, globalValues) = found else { return nil }
        guard let mapping = globalQueryOptionalParamsMapping else {
            return RouteResponse(route: route, globalParams: CorridorGlobalParamsNone())
        }
        guard let globalParams = try? mapping.decoder(globalValues) else { return nil }
        return RouteResponse(route: route, globalParams: globalParams)
    }

    /// The response for `url` (same as ``attemptMatch(url:)``).
    public func attemptMatch(_ url: URL) -> RouteResponse? {
        attemptMatch(url: url)
    }

    /// The values a decoder receives: each path and query parameter present in the URL, converted
    /// by its type (custom types by their own conversion). Absent optional query params are left
    /// out; a literal query param maps to its value; a catch-all is not included.
    private func extractedValues(_ match: RouteMatch<RouteDecoder>) throws -> [String: Any] {
        var typeByName: [String: TypeReference?] = [:]
        for segment in match.definition.format.segments {
            if case .param(let name, let type) = segment { typeByName[name] = type }
        }
        for constraint in match.definition.format.query {
            switch constraint.rule {
            case .required(let type), .optional(let type): typeByName[constraint.name] = type
            case .literal: typeByName[constraint.name] = .some(nil)
            }
        }
        var values: [String: Any] = [:]
        for capture in match.captures {
            guard let entry = typeByName[capture.name] else { continue }
            guard let type = entry else {
                values[capture.name] = capture.value.anyValue
                continue
            }
            guard let value = corridorTypes.value(of: capture, type: type) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: [], debugDescription: "'\(capture.raw)' does not convert to type '\(type)'"))
            }
            values[capture.name] = value
        }
        return values
    }
}
