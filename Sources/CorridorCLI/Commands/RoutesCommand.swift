import ArgumentParser
import CorridorOpenAPI

/// `corridor routes SPEC`: prints the routes file equivalent to an OpenAPI or Swagger description.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Print the routes file equivalent to an OpenAPI 3.0/3.1 or Swagger 2.0 description.",
        discussion: """
            One route per operation, named by its operationId, in precedence order (a literal segment \
            before a template at the same place). Warnings (what a format can't express) go to \
            standard error with their place in the description.

            EXAMPLE
              $ corridor routes api.yaml > routes.txt
            """)

    @Argument(help: ArgumentHelp("The OpenAPI or Swagger description (JSON or YAML).", valueName: "spec"))
    var path: String

    @Flag(name: .customLong("openapi-query"), help: "Query parameters become constraints (by default they don't).")
    var constrainQuery = false

    func run() throws {
        let bytes = try FileBytes.read(path: path, limit: FileBytes.routesLimit, what: "routes file or API description")
        let routes: OpenAPIRoutes
        do {
            routes = try OpenAPIRoutes(bytes: bytes, path: path, options: .init(constrainQuery: constrainQuery))
        } catch {
            throw CommandFailure(message: error.description)
        }
        for warning in routes.warnings { StandardError.write(warning.description) }
        let standardOutput = try ByteSink(path: nil)
        try standardOutput.write(routes.routesFile)
        try standardOutput.flush()
    }
}
