import CorridorAnalyzer
import CorridorCore
import CorridorOpenAPI

extension AnalysisReport {
    /// The report's suggested formats of unmatched traffic as an OpenAPI 3.1 draft (``suggestedPaths()``): one
    /// path per suggestion, most hits first, each with a `get` operation (the report does not record request
    /// methods per suggestion, which `info.description` says) carrying `x-corridor-hits`, `x-corridor-first-seen`,
    /// `x-corridor-last-seen`, `x-corridor-example` and `x-corridor-format`. When the routes came from an OpenAPI
    /// description, `info` says so and the paths are relative to its server prefix (listed in `servers`).
    var openAPIDraft: OpenAPIDraft {
        let suggested = suggestedPaths()
        let described = isFromOpenAPIDescription
        let prefixes = described ? descriptionServerPrefixes : []
        var description = "Drafted by `corridor suggest` from \(unmatched.total) requests that matched no route"
        description += " in \(inputs.count) input\(inputs.count == 1 ? "" : "s")"
        if let span = timeSpan {
            description += " (\(CivilCalendar.isoInstant(span.first)) to \(CivilCalendar.isoInstant(span.last)))"
        }
        description += ". One path per suggested format of that traffic (a parameter seen with several values); "
        description += "probe traffic and paths seen with one value only are left out. "
        description += "The report does not record request methods per suggested format: every path has a `get` "
        description += "operation; check the methods (and responses) before adding them to a description."
        if described {
            description += " The report's routes came from an OpenAPI description"
            if !prefixes.isEmpty {
                description += "; paths are relative to its server path prefix "
                description += prefixes.map { "`\($0)`" }.joined(separator: ", ")
                description += " (paths outside it are kept whole and marked `x-corridor-outside-server-prefix`)"
            }
            description += "."
        }
        let paths = suggested.map { path in
            var extensions: [(key: String, value: String)] = []
            if let seen = path.seen {
                extensions.append(("x-corridor-first-seen", CivilCalendar.isoInstant(seen.first)))
                extensions.append(("x-corridor-last-seen", CivilCalendar.isoInstant(seen.last)))
            }
            if let example = path.example { extensions.append(("x-corridor-example", example)) }
            extensions.append(("x-corridor-format", path.format))
            var counts: [(key: String, value: Int)] = [("x-corridor-hits", path.hits)]
            if path.error > 0 { counts.append(("x-corridor-hits-overestimate", path.error)) }
            return OpenAPIDraft.Path(
                template: path.template,
                parameters: path.parameters.map { ($0.name, OpenAPIDraft.ParameterType(rawValue: $0.type.rawValue)!) },
                methods: [], summary: "Unmatched traffic: \(path.hits) requests", counts: counts,
                extensions: extensions,
                flags: path.outsideServerPrefix ? [("x-corridor-outside-server-prefix", true)] : [])
        }
        return OpenAPIDraft(
            title: described ? "Undocumented traffic to the described API" : "Undocumented traffic",
            description: description, version: "draft", servers: prefixes, paths: paths,
            infoExtensions: [("x-corridor-routes-from", described ? "openapi" : "routes-file")])
    }
}
