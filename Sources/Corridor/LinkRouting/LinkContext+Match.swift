extension LinkContext {
    /// The context of a route match: arguments read by position from the URL's decoded path
    /// segments (whatever their type), query items in order, and the typed captures.
    init<Payload>(match: RouteMatch<Payload>, userInfo: UserInfo) {
        let format = match.definition.format
        let segments = RequestTarget.pathSegments(of: match.target.target) ?? []
        var arguments: [String: String] = [:]
        var position = 0
        for segment in format.segments {
            switch segment {
            case .literal:
                position += 1
            case .param(let name, _):
                if position < segments.count { arguments[name] = segments[position] }
                position += 1
            case .catchAll:
                arguments["*"] = segments[min(position, segments.count)...].joined(separator: "/")
            }
        }
        let items = match.queryItems.map { QueryParameters.Item(name: $0.name, value: $0.value) }
        self.init(
            url: match.target.url, pattern: format.text, arguments: Arguments(arguments),
            queryParameters: QueryParameters(items), userInfo: userInfo, captures: match.captures)
    }
}
