extension RouteTable {
    /// The typed values of route `route`'s path and query params in `target` (which the route matches).
    /// Optional query params that are absent are left out. Allocates: for display and decoding, not for
    /// counting.
    public func captures(route: Int, target: String) -> [Capture] {
        guard let segments = RequestTarget.pathSegments(of: target) else { return [] }
        let format = Self.format(of: routes[route], fitting: segments)
        var captures: [Capture] = []
        var position = 0
        for segment in format.segments {
            switch segment {
            case .literal:
                position += 1
            case .param(let name, let type):
                guard position < segments.count else { return captures }
                if let value = value(of: segments[position], type: type) {
                    captures.append(Capture(name: name, raw: segments[position], value: value))
                }
                position += 1
            case .catchAll:
                let rest = segments[min(position, segments.count)...].joined(separator: "/")
                captures.append(Capture(name: "*", raw: rest, value: .string(rest)))
                position = segments.count
            }
        }
        let items = lastQueryValues(of: target)
        for constraint in format.query {
            guard let raw = items[constraint.name] else { continue }
            switch constraint.rule {
            case .required(let type), .optional(let type):
                if let value = value(of: raw, type: type) {
                    captures.append(Capture(name: constraint.name, raw: raw, value: value))
                }
            case .literal(let literal):
                captures.append(Capture(name: constraint.name, raw: raw, value: .string(literal)))
            }
        }
        return captures
    }

    /// The format of `route` whose literal segments are those of `segments`: the route's own, or
    /// the alternate (another server prefix) the URL came under.
    static func format(of route: Route, fitting segments: [String]) -> RouteFormat {
        guard !route.alternateFormats.isEmpty else { return route.format }
        return route.allFormats.first { format in
            var position = 0
            for segment in format.segments {
                switch segment {
                case .literal(let literal):
                    guard position < segments.count, segments[position] == literal else { return false }
                case .param:
                    guard position < segments.count else { return false }
                case .catchAll:
                    return true
                }
                position += 1
            }
            return position == segments.count
        } ?? route.format
    }

    /// The values of the global params present in `target`'s query (last value wins).
    public func globalParamValues(target: String) -> [String: String] {
        let items = lastQueryValues(of: target)
        var values: [String: String] = [:]
        for name in globalParams {
            if let value = items[name] { values[name] = value }
        }
        return values
    }

    /// The decoded query items of `target`, the last value winning for a repeated name.
    public func lastQueryValues(of target: String) -> [String: String] {
        var items: [String: String] = [:]
        for item in RequestTarget.queryItems(of: target) { items[item.name] = item.value }
        return items
    }

    /// The typed value of `text` for `type`, or nil when it does not convert.
    public func value(of text: String, type: TypeReference) -> ParamValue? {
        guard let base = types[type.base] else { return nil }
        guard type.isList else { return base.value(of: text) }
        var values: [ParamValue] = []
        for element in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = base.value(of: String(element)) else { return nil }
            values.append(value)
        }
        return .list(values)
    }
}
