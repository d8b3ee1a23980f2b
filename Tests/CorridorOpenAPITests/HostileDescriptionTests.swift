import CorridorCore
import CorridorOpenAPI
import Testing

/// Descriptions from someone else stay bounded: alias bombs, `$ref` cycles, long chains, deep nesting.
@Suite struct HostileDescriptionTests {
    static func load(_ text: String, path: String = "api.yaml") throws -> OpenAPIRoutes {
        try OpenAPIRoutes(bytes: Array(text.utf8), path: path)
    }

    static let head = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\n"

    /// Nine levels of anchors, each used `width` times by the next.
    static func bomb(width: Int, levels: Int, under key: String) -> String {
        var lines = [head + "\(key):", "  l0: &l0 [" + Array(repeating: "lol", count: width).joined(separator: ",") + "]"]
        for level in 1..<levels {
            lines.append("  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: width).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n") + "\npaths: {}\n"
    }

    @Test(
        "alias bombs are refused at once, at the node where the budget ran out",
        arguments: [
            ("wide", bomb(width: 60, levels: 5, under: "x-wide")),
            ("deep", bomb(width: 3, levels: 30, under: "x-deep")),
            ("nine by nine", bomb(width: 9, levels: 9, under: "x-bomb")),
        ])
    func aliasBombs(name: String, text: String) throws {
        let error = try #require(throws: DescriptionError.self) { try Self.load(text, path: "bomb.yaml") }
        #expect(error.description.hasPrefix("bomb.yaml:"), "\(name)")
        #expect(error.description.contains("error: #: aliases expand past 1000000 nodes"), "\(name): \(error)")
        #expect(error.diagnostic.location.line != nil)
    }

    @Test func aBombInsideAPathIsRefusedToo() throws {
        var text = Self.head + "components:\n  schemas:\n    A: &a {type: string, enum: [a,a,a,a,a,a,a,a,a,a]}\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h"] {
            text += "    \(name.uppercased()): &\(name) {allOf: [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ",") + "]}\n"
            previous = name
        }
        text += """
            paths:
              /x/{id}:
                get:
                  parameters:
                    - {name: id, in: path, required: true, schema: *h}
                  responses: {'200': {description: ok}}

            """
        #expect(throws: DescriptionError.self) { try Self.load(text) }
    }

    @Test func aliasesWithinTheBudgetAreRead() throws {
        let text = Self.head + """
            components:
              parameters:
                Id: &id {name: id, in: path, required: true, schema: {type: integer}}
            paths:
              /a/{id}:
                get: {operationId: a, parameters: [*id], responses: {'200': {description: ok}}}
              /b/{id}:
                get: {operationId: b, parameters: [*id], responses: {'200': {description: ok}}}

            """
        let routes = try Self.load(text)
        #expect(routes.operations.map(\.format) == ["/a/:id{int}", "/b/:id{int}"])
    }

    @Test(
        "a schema that refers to itself through any combinator is a warning, never a crash",
        arguments: ["oneOf", "anyOf", "allOf"])
    func selfReferenceThroughCombinator(combinator: String) throws {
        let text = Self.head + """
            components:
              schemas:
                S: {\(combinator): [{$ref: '#/components/schemas/S'}]}
                T: {\(combinator): [{$ref: '#/components/schemas/U'}]}
                U: {\(combinator): [{$ref: '#/components/schemas/T'}]}
            paths:
              /s/{id}:
                get:
                  operationId: s
                  parameters: [{name: id, in: path, required: true, schema: {$ref: '#/components/schemas/S'}}]
                  responses: {'200': {description: ok}}
              /t/{id}:
                get:
                  operationId: t
                  parameters: [{name: id, in: path, required: true, schema: {$ref: '#/components/schemas/T'}}]
                  responses: {'200': {description: ok}}

            """
        let routes = try Self.load(text)
        #expect(routes.operations.map(\.format) == ["/s/:id", "/t/:id"])
        let cycles = routes.warnings.filter { $0.message.contains("refers to itself") }
        #expect(cycles.count >= 2, "\(routes.warnings)")
        #expect(cycles.allSatisfy { $0.location.line != nil })
    }

    @Test func aCircularChainOfRefsIsAWarning() throws {
        let text = Self.head + """
            components:
              schemas:
                A: {$ref: '#/components/schemas/B'}
                B: {$ref: '#/components/schemas/A'}
            paths:
              /a/{id}:
                get:
                  operationId: a
                  parameters: [{name: id, in: path, required: true, schema: {$ref: '#/components/schemas/A'}}]
                  responses: {'200': {description: ok}}

            """
        let routes = try Self.load(text)
        #expect(routes.warnings.contains { $0.message.contains("circular '$ref' chain") })
    }

    @Test func aLongChainIsFollowedToItsEnd() throws {
        let length = 5_000
        var text = Self.head + "components:\n  schemas:\n"
        for index in 0..<(length - 1) { text += "    S\(index): {$ref: '#/components/schemas/S\(index + 1)'}\n" }
        text += "    S\(length - 1): {type: integer}\n"
        text += """
            paths:
              /x/{id}:
                get:
                  parameters: [{name: id, in: path, required: true, schema: {$ref: '#/components/schemas/S0'}}]
                  responses: {'200': {description: ok}}
              /y/{id}:
                get:
                  parameters: [{name: id, in: path, required: true, schema: {$ref: '#/components/schemas/S5'}}]
                  responses: {'200': {description: ok}}

            """
        let routes = try Self.load(text)
        #expect(routes.warnings.isEmpty, "\(routes.warnings.prefix(3))")
        #expect(routes.operations.map(\.format) == ["/x/:id{int}", "/y/:id{int}"])
    }

    @Test func aLargeLegitimateDescriptionIsAccepted() throws {
        var text = Self.head + "paths:\n"
        for index in 0..<2_000 {
            text += "  /r\(index)/{id}:\n    get:\n      operationId: r\(index)\n"
            text += "      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]\n"
            text += "      responses: {'200': {description: ok}}\n"
        }
        let routes = try Self.load(text)
        #expect(routes.table.count == 2_000)
        #expect(routes.table.match("/r1999/5", method: "GET") == .matched(1_999))
    }

    @Test func deeplyNestedJSONIsALocatedErrorOfTheDescription() throws {
        let depth = 100_000
        let text = #"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "x-deep": "#
            + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect(OpenAPIRoutes.isDescription(Array(text.utf8)))
        let error = try #require(throws: DescriptionError.self) { try Self.load(text, path: "deep.json") }
        #expect(error.description.hasPrefix("deep.json:1:"))
        #expect(error.description.contains("nesting"))
    }
}
