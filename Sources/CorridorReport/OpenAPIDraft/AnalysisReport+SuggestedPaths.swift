import CorridorCore

extension AnalysisReport {
    /// Whether the report's routes came from an OpenAPI description (its routes carry path templates).
    public var isFromOpenAPIDescription: Bool { routes.contains { $0.template != nil } }

    /// The server path prefixes of the description the routes came from (`/v2`), longest first: for each route
    /// with a template, the leading segments of its format that its template doesn't have. Empty when the report
    /// is not from a description or the description's paths have no prefix.
    public var descriptionServerPrefixes: [String] {
        var prefixes: Set<String> = []
        for route in routes {
            guard let template = route.template else { continue }
            let formatPath = route.format.split(separator: "?", maxSplits: 1).first.map(String.init) ?? route.format
            let formatSegments = formatPath.split(separator: "/")
            let templateSegments = template.split(separator: "/")
            guard formatSegments.count > templateSegments.count else { continue }
            let prefix = formatSegments.prefix(formatSegments.count - templateSegments.count)
            prefixes.insert("/" + prefix.joined(separator: "/"))
        }
        return prefixes.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// The proposed suggested formats of the unmatched traffic (``UnmatchedTriage``: a parameter seen with
    /// several values; probe traffic and shapes that repeat one literal path left out) as OpenAPI paths, most hits
    /// first (then by template). A path under a server prefix of the description (``descriptionServerPrefixes``)
    /// is written relative to it; suggestions that come out as the same template are added up.
    public func suggestedPaths() -> [SuggestedPath] {
        let prefixes = isFromOpenAPIDescription ? descriptionServerPrefixes : []
        var paths: [SuggestedPath] = []
        var byTemplate: [String: Int] = [:]
        for suggestion in UnmatchedTriage(unmatched).generalizing {
            guard var path = AnalysisReport.suggestedPath(suggestion) else { continue }
            if !prefixes.isEmpty {
                if let prefix = prefixes.first(where: { path.template.hasPrefix($0 + "/") || path.template == $0 }) {
                    let rest = String(path.template.dropFirst(prefix.count))
                    path.template = rest.isEmpty ? "/" : rest
                } else {
                    path.outsideServerPrefix = true
                }
            }
            if let index = byTemplate[path.template] {
                // Shapes of one template with other parameter types (`:userId{int}`, `:userId{uuid}`): the
                // parameter takes both, so it is a string.
                for (position, parameter) in path.parameters.enumerated()
                where position < paths[index].parameters.count
                    && paths[index].parameters[position].type != parameter.type
                {
                    paths[index].parameters[position].type = .string
                }
                paths[index].format += " | " + path.format
                if path.hits > paths[index].hits { paths[index].example = path.example }
                paths[index].hits = AnalysisReport.saturatingSum(paths[index].hits, path.hits)
                paths[index].error = AnalysisReport.saturatingSum(paths[index].error, path.error)
                paths[index].seen = TimeRange.union(paths[index].seen, path.seen)
            } else {
                byTemplate[path.template] = paths.count
                paths.append(path)
            }
        }
        return paths.sorted { $0.hits != $1.hits ? $0.hits > $1.hits : $0.template < $1.template }
    }

    /// `suggestion`'s format as an OpenAPI path: `:name{int}` → `{name}` typed integer, `{uuid}` → uuid, `{hex}` →
    /// hex, an untyped parameter whose example segments are all dates → date, else string; nil for a format with
    /// a query or a catch-all (the suggester makes a catch-all only of a route template's greedy `{name+}`, which
    /// an OpenAPI path cannot say).
    static func suggestedPath(_ suggestion: FormatSuggestion) -> SuggestedPath? {
        guard !suggestion.format.contains("?") else { return nil }
        let segments = suggestion.format.split(separator: "/", omittingEmptySubsequences: true)
        let exampleSegments = suggestion.examples.map { $0.split(separator: "/", omittingEmptySubsequences: true) }
        var template: [String] = []
        var parameters: [SuggestedPath.Parameter] = []
        for (index, segment) in segments.enumerated() {
            guard segment.hasPrefix(":") else {
                guard segment != "*" && segment != ".*" else { return nil }
                template.append(String(segment))
                continue
            }
            let body = segment.dropFirst()
            let name = String(body.prefix { $0 != "{" })
            let typeName = body.contains("{") ? String(body.drop { $0 != "{" }.dropFirst().prefix { $0 != "}" }) : ""
            let type: SuggestedPath.ParameterType
            switch typeName {
            case "int": type = .integer
            case "uuid": type = .uuid
            case "hex": type = .hex
            default:
                let values = exampleSegments.compactMap { index < $0.count ? String($0[index]) : nil }
                let dates = !values.isEmpty && values.allSatisfy { FormatSuggester.shape(of: $0) == .date }
                type = dates ? .date : .string
            }
            template.append("{\(name)}")
            parameters.append(SuggestedPath.Parameter(name: name, type: type))
        }
        return SuggestedPath(
            template: "/" + template.joined(separator: "/"), parameters: parameters, format: suggestion.format,
            hits: suggestion.hits, error: suggestion.error, seen: suggestion.seen, example: suggestion.examples.first)
    }

    /// `a + b`, `Int.max` when it would overflow.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}
