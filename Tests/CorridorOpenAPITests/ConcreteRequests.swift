import CorridorCore
import CorridorOpenAPI

/// Builds, for a route, a request path that its format accepts: literals as written, each param a
/// value its type converts, a catch-all two segments.
enum ConcreteRequests {
    static let candidates = ["1", "1.5", "true", "3fa85f64-5717-4562-b3fc-2c963f66afa6", "x"]

    static func path(for route: Route, types: TypeRegistry) -> String? {
        var path = ""
        for segment in route.format.segments {
            switch segment {
            case .literal(let literal):
                path += "/" + literal.addingPercentEncodingForSegment()
            case .param(_, let reference):
                guard let type = types[reference.base] else { return nil }
                var values = candidates
                if case .oneOf(let enumerated) = type.kind, let first = enumerated.values.first {
                    values.insert(String(decoding: first, as: UTF8.self), at: 0)
                }
                guard let value = values.first(where: { type.value(of: $0) != nil }) else { return nil }
                path += "/" + (value.addingPercentEncodingForSegment())
            case .catchAll:
                path += "/a/b"
            }
        }
        return path.isEmpty ? "/" : path
    }

    /// Every operation's concrete request reaches exactly that operation: the indices of those
    /// that don't.
    static func misses(_ routes: OpenAPIRoutes) -> [String] {
        var misses: [String] = []
        for (index, route) in routes.table.routes.enumerated() {
            guard let path = path(for: route, types: routes.table.types) else {
                misses.append("\(route.name): no value for a parameter")
                continue
            }
            let outcome = routes.table.match(path, method: route.method)
            if outcome.routeIndex != index {
                let got = outcome.routeIndex.map { routes.table.routes[$0].name } ?? "nothing"
                misses.append("\(route.name): \(route.method ?? "") \(path) reached \(got)")
            }
        }
        return misses
    }
}

extension String {
    /// Percent-encodes what can't stand in a path segment (`/`, `?`, `#`, `%`, space).
    func addingPercentEncodingForSegment() -> String {
        var out = ""
        for byte in utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
                || byte == UInt8(ascii: "%") || byte <= 0x20 || byte >= 0x7F
            {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            } else {
                out += String(UnicodeScalar(byte))
            }
        }
        return out
    }
}
