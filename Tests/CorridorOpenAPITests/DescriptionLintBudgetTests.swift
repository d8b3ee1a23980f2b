import CorridorOpenAPI
import Testing

/// `check()` of a description says when the search for unreachable operations stopped at its budget
/// (operations all under one server prefix share a shape, so every pair would be compared).
@Suite struct DescriptionLintBudgetTests {
    static let description = """
        swagger: "2.0"
        info: {title: Budget, version: "1"}
        basePath: /api
        paths:
          /a/{id}:
            parameters: [{name: id, in: path, required: true, type: integer}]
            get: {operationId: getA, responses: {"200": {description: ok}}}
          /b/{id}:
            parameters: [{name: id, in: path, required: true, type: integer}]
            get: {operationId: getB, responses: {"200": {description: ok}}}
          /c/{id}:
            parameters: [{name: id, in: path, required: true, type: integer}]
            get: {operationId: getC, responses: {"200": {description: ok}}}
        """

    @Test func budgetRunningOutIsAWarning() throws {
        let routes = try OpenAPIRoutes(bytes: Array(Self.description.utf8), path: "api.yaml")
        let stopped = routes.check(lintBudget: 1).filter { $0.message.hasPrefix("lint stopped early") }
        #expect(stopped.count == 1)
        #expect(stopped.first?.severity == .warning)
        #expect(stopped.first?.location.pointer == "#/paths")
        #expect(stopped.first?.description.hasPrefix("api.yaml: warning: #/paths: lint stopped early") == true)
    }

    @Test func completeLintSaysNothing() throws {
        let routes = try OpenAPIRoutes(bytes: Array(Self.description.utf8), path: "api.yaml")
        #expect(routes.check().isEmpty)
        #expect(routes.check(lintBudget: 100).isEmpty)
    }
}
