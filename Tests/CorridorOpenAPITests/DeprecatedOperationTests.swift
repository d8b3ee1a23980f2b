import CorridorCore
import CorridorOpenAPI
import Testing

/// `deprecated: true` on an operation, in every description version, marks its route.
@Suite struct DeprecatedOperationTests {
    static let swagger20 = """
        {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "basePath": "/v1",
         "paths": {
           "/users/{id}": {
             "get": {"operationId": "getUser", "deprecated": true,
                     "parameters": [{"name": "id", "in": "path", "required": true, "type": "integer"}],
                     "responses": {"200": {"description": "ok"}}},
             "put": {"operationId": "putUser",
                     "parameters": [{"name": "id", "in": "path", "required": true, "type": "integer"}],
                     "responses": {"200": {"description": "ok"}}}}}}
        """

    static let openAPI30 = """
        openapi: 3.0.3
        info: {title: t, version: '1'}
        paths:
          /users/{id}:
            parameters:
              - {name: id, in: path, required: true, schema: {type: integer}}
            get:
              operationId: getUser
              deprecated: true
              responses: {'200': {description: ok}}
            put:
              operationId: putUser
              deprecated: false
              responses: {'200': {description: ok}}
        """

    static let openAPI31 = """
        openapi: 3.1.0
        info: {title: t, version: '1'}
        paths:
          /users/{id}:
            get:
              operationId: getUser
              deprecated: true
              parameters:
                - {name: id, in: path, required: true, schema: {type: [integer, 'null']}}
              responses: {'200': {description: ok}}
            put:
              operationId: putUser
              parameters:
                - {name: id, in: path, required: true, schema: {type: integer}}
              responses: {'200': {description: ok}}
        """

    @Test(arguments: [("swagger.json", swagger20), ("api30.yaml", openAPI30), ("api31.yaml", openAPI31)])
    func deprecatedOperationsMarkTheirRoutes(path: String, text: String) throws {
        let routes = try OpenAPIRoutes(bytes: Array(text.utf8), path: path)
        let flags = Dictionary(uniqueKeysWithValues: routes.operations.map { ($0.name, $0.deprecated) })
        #expect(flags == ["getUser": true, "putUser": false])
        let tableFlags = Dictionary(uniqueKeysWithValues: routes.table.routes.map { ($0.name, $0.deprecated) })
        #expect(tableFlags == flags)
        // The routes file `corridor routes` writes keeps the mark, and reads back with it.
        #expect(routes.routesFile.contains(" GET ") && routes.routesFile.contains(" @deprecated\n"))
        let file = try RoutesFile.parse(routes.routesFile, path: "routes.txt")
        #expect(file.routes.map(\.deprecated) == routes.table.routes.map(\.deprecated))
    }
}

/// An operation served under every `servers` path is one route whose hits are not split.
@Suite struct SeveralServersTests {
    @Test func everyServerPathServesTheOperation() throws {
        let text = """
            openapi: 3.0.3
            info: {title: t, version: '1'}
            servers:
              - url: https://api.example.com/v2
              - url: https://eu.example.com/v2/
              - url: /internal/api
              - url: https://{region}.example.com/{version}
                variables:
                  region: {default: us, enum: [us, eu]}
                  version: {default: v3, enum: [v3, v4]}
            paths:
              /pets/{petId}:
                get:
                  operationId: showPet
                  parameters:
                    - {name: petId, in: path, required: true, schema: {type: integer}}
                  responses: {'200': {description: ok}}
              /pets/mine:
                get:
                  operationId: myPets
                  responses: {'200': {description: ok}}
            """
        let routes = try OpenAPIRoutes(bytes: Array(text.utf8), path: "api.yaml")
        #expect(routes.warnings.isEmpty, "\(routes.warnings)")
        #expect(routes.table.count == 2)
        let pet = try #require(routes.operations.first { $0.name == "showPet" })
        #expect(pet.format == "/v2/pets/:petId{int}")
        #expect(pet.alternateFormats == ["/internal/api/pets/:petId{int}", "/v3/pets/:petId{int}", "/v4/pets/:petId{int}"])
        let index = try #require(routes.table.routes.firstIndex { $0.name == "showPet" })
        for target in ["/v2/pets/1", "/internal/api/pets/2", "/v3/pets/3", "https://eu.example.com/v4/pets/4"] {
            #expect(routes.table.match(target, method: "GET") == .matched(index), "\(target)")
        }
        #expect(routes.table.match("/v5/pets/1", method: "GET") == .unmatched)
        // Literal before template under every prefix: /…/pets/mine is myPets, not showPet.
        let mine = try #require(routes.table.routes.firstIndex { $0.name == "myPets" })
        #expect(routes.table.match("/internal/api/pets/mine", method: "GET") == .matched(mine))
        // Captures come from the format the URL came under.
        let captures = routes.table.captures(route: index, target: "/internal/api/pets/42")
        #expect(captures.map(\.name) == ["petId"])
        #expect(captures.first?.value == .int(42))
        // The reference matcher agrees with the trie.
        let reference = ReferenceMatcher(table: routes.table)
        for target in ["/v2/pets/1", "/v3/pets/x", "/internal/api/pets/mine", "/nope"] {
            #expect(reference.match(target, method: "GET") == routes.table.match(target, method: "GET"), "\(target)")
        }
    }

    @Test func fallThroughSkipsEveryFormatOfARefusedRoute() throws {
        let parser = FormatParser(types: .standard)
        let first = Route(
            name: "a", format: try parser.parse("/v1/x/:id{int}"), alternateFormats: [try parser.parse("/v2/x/:id{int}")])
        let second = Route(name: "b", format: try parser.parse("/v2/x/:id"))
        let table = try RouteTable(routes: [first, second])
        #expect(table.match("/v2/x/5") == .matched(0))
        #expect(table.match("/v2/x/5", method: nil, from: 1, scratch: MatchScratch()) == .matched(1))
        #expect(table.match("/v1/x/5", method: nil, from: 1, scratch: MatchScratch()) == .unmatched)
        #expect(table.match("/v2/x/5", method: nil, from: 2, scratch: MatchScratch()) == .unmatched)
    }
}
