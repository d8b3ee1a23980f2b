import ArgumentParser
import CorridorCore
import CorridorOpenAPI

/// `corridor check FILE`: parses and lints a routes file, printing every problem compiler-style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and lint a routes file; print every problem as FILE:LINE:COL: error|warning: message.",
        discussion: """
            Errors (bad syntax, unknown types, duplicate names, …) make the file unusable; warnings \
            (unreachable or duplicate routes) do not. Exits 1 when there is an error, 0 otherwise. \
            The summary counts deprecated routes (`@deprecated` at the end of a route line, or \
            `deprecated: true` on an OpenAPI operation).

            EXAMPLE
              $ corridor check routes.txt
              routes.txt:1:20: error: unknown type 'integer' in format '/user/:id{integer}'
              routes.txt: 1 error, 0 warnings
            """)

    @Argument(help: ArgumentHelp("The routes file to check.", valueName: "file"))
    var path: String

    @Flag(name: .shortAndLong, help: "Print only the problems, no summary line.")
    var quiet = false

    func run() throws {
        let bytes = try FileBytes.read(path: path, limit: FileBytes.routesLimit, what: "routes file or API description")
        if OpenAPIRoutes.isDescription(bytes) { return try checkDescription(bytes) }
        let diagnostics = RoutesFile.check(bytes: bytes, path: path)
        var output = ""
        for diagnostic in diagnostics { output += diagnostic.description + "\n" }
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count - errors
        if !quiet {
            if errors == 0, let table = try? RoutesFile.parse(bytes: bytes, path: path) {
                let deprecated = table.routes.count(where: \.deprecated)
                output += "\(path): \(counted(table.count, "route"))\(deprecatedNote(deprecated)), \(counted(warnings, "warning"))\n"
            } else {
                output += "\(path): \(counted(errors, "error")), \(counted(warnings, "warning"))\n"
            }
        }
        let standardOutput = try ByteSink(path: nil)
        try standardOutput.write(output)
        try standardOutput.flush()
        if errors > 0 { throw ExitCode(ExitStatus.badInput) }
    }

    /// Checks an OpenAPI or Swagger description: its first error, or its warnings and the
    /// operations that can never be reached.
    private func checkDescription(_ bytes: [UInt8]) throws {
        let diagnostics: [String]
        let summary: String
        var failed = false
        do {
            let routes = try OpenAPIRoutes(bytes: bytes, path: path)
            let found = routes.check()
            diagnostics = found.map(\.description)
            let deprecated = routes.operations.count(where: \.deprecated)
            summary =
                "\(path): \(counted(routes.operations.count, "operation"))\(deprecatedNote(deprecated)), \(counted(found.count, "warning"))"
        } catch {
            diagnostics = [error.description]
            summary = "\(path): 1 error"
            failed = true
        }
        var output = diagnostics.map { $0 + "\n" }.joined()
        if !quiet { output += summary + "\n" }
        let standardOutput = try ByteSink(path: nil)
        try standardOutput.write(output)
        try standardOutput.flush()
        if failed { throw ExitCode(ExitStatus.badInput) }
    }

    /// ` (2 deprecated)` when some routes are marked deprecated, else nothing.
    private func deprecatedNote(_ count: Int) -> String {
        count == 0 ? "" : " (\(count) deprecated)"
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
