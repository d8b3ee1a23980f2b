import ArgumentParser
import CorridorCore
import CorridorOpenAPI

/// The `--routes FILE` option shared by the commands that need a route table.
struct RoutesOption: ParsableArguments {
    @Option(
        name: [.customLong("routes"), .customShort("r")],
        help: ArgumentHelp(
            "The routes file (one `[name] [METHOD] format` a line), or an OpenAPI 3.0/3.1 or Swagger 2.0 description (JSON or YAML, recognised by content).",
            valueName: "file"))
    var path: String

    @Flag(
        name: .customLong("openapi-query"),
        help: "With an OpenAPI description: its query parameters constrain the match (by default they don't).")
    var constrainQuery = false

    /// Reads and compiles the routes file.
    ///
    /// - Throws: ``CommandFailure`` for an unreadable file, or the first error of the file as a
    ///   compiler-style diagnostic (`routes.txt:3:9: error: …`).
    func load() throws(CommandFailure) -> RouteTable {
        try loadWithOperations().table
    }

    /// Reads and compiles the routes file or description, with the description's operations (in
    /// table order) when it is one.
    ///
    /// - Throws: ``CommandFailure`` as ``load()``.
    func loadWithOperations() throws(CommandFailure) -> (table: RouteTable, operations: [OpenAPIRoutes.Operation]?) {
        let bytes = try FileBytes.read(path: path, limit: FileBytes.routesLimit, what: "routes file or API description")
        if OpenAPIRoutes.isDescription(bytes) {
            let routes = try loadDescription(bytes)
            return (routes.table, routes.operations)
        }
        do {
            return (try RoutesFile.parse(bytes: bytes, path: path), nil)
        } catch {
            throw CommandFailure(
                message:
                    "\(error.description)\ncorridor: error: the routes file has errors (run 'corridor check \(path)')")
        }
    }

    /// Reads an OpenAPI or Swagger description; its warnings are counted on standard error.
    ///
    /// - Throws: ``CommandFailure`` with the description's first error, located.
    func loadDescription(_ bytes: [UInt8]) throws(CommandFailure) -> OpenAPIRoutes {
        do {
            let routes = try OpenAPIRoutes(bytes: bytes, path: path, options: .init(constrainQuery: constrainQuery))
            if !routes.warnings.isEmpty {
                StandardError.write(
                    "corridor: \(path): \(routes.warnings.count) warning\(routes.warnings.count == 1 ? "" : "s") (run 'corridor check \(path)')")
            }
            return routes
        } catch {
            throw CommandFailure(
                message: "\(error.description)\ncorridor: error: the API description has errors (run 'corridor check \(path)')")
        }
    }
}
