/// How a report was made, for the HTML page's header: the routes file, the options of the run and the
/// program that wrote it. The report itself doesn't carry these (a merged report has no one command
/// line); the command that renders the page passes them.
public struct HTMLReportContext: Sendable, Equatable {
    /// The routes file or API description the routes came from; nil when not known.
    public var routesFile: String?
    /// The options of the run as typed (`--stale-after 30d --callers ua`), without the inputs (the page lists
    /// those); empty when none or not known.
    public var options: [String]
    /// The program and version that wrote the report (`corridor 0.1.0`); nil when not known.
    public var generator: String?

    /// A context; every part may be left out.
    public init(routesFile: String? = nil, options: [String] = [], generator: String? = nil) {
        self.routesFile = routesFile
        self.options = options
        self.generator = generator
    }
}
