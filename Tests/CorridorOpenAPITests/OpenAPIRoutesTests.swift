import CorridorCore
import CorridorOpenAPI
import Foundation
import Testing

@Suite struct OpenAPIRoutesTests {
    static func load(_ text: String, path: String = "api.yaml", constrainQuery: Bool = false) throws -> OpenAPIRoutes {
        try OpenAPIRoutes(bytes: Array(text.utf8), path: path, options: .init(constrainQuery: constrainQuery))
    }

    static func matched(_ routes: OpenAPIRoutes, _ target: String, _ method: String) -> String? {
        routes.table.match(target, method: method).routeIndex.map { routes.operations[$0].name }
    }

    static let petstore30 = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        servers:
          - url: https://api.example.com/v2
        paths:
          /pets/{petId}:
            parameters:
              - $ref: '#/components/parameters/PetId'
            get:
              operationId: showPet
              responses: {'200': {description: ok}}
            delete:
              responses: {'204': {description: ok}}
          /pets/mine:
            get:
              operationId: listMine
              parameters:
                - {name: limit, in: query, required: true, schema: {type: integer}}
              responses: {'200': {description: ok}}
          /pets/{petId}/photos/{kind}:
            get:
              operationId: showPhoto
              parameters:
                - {name: petId, in: path, required: true, schema: {type: integer, format: int32}}
                - {name: kind, in: path, required: true, schema: {$ref: '#/components/schemas/Kind'}}
              responses: {'200': {description: ok}}
          /owners/{ownerId}:
            get:
              operationId: showOwner
              parameters:
                - {name: ownerId, in: path, required: true, schema: {type: string, format: uuid}}
                - {name: weight, in: query, schema: {type: number}}
              responses: {'200': {description: ok}}
        components:
          parameters:
            PetId: {name: petId, in: path, required: true, schema: {$ref: '#/components/schemas/PetId'}}
          schemas:
            PetId: {$ref: '#/components/schemas/Id64'}
            Id64: {type: integer, format: int64}
            Kind: {type: string, enum: [thumb, full]}
        """

    @Test func openAPI30YAMLMapsEveryRule() throws {
        let routes = try Self.load(Self.petstore30)
        #expect(routes.version == .openAPI30)
        #expect(routes.warnings.isEmpty)
        // Literal before template (registration order), server prefix, typed params through $ref chains.
        #expect(routes.operations.map(\.format) == [
            "/v2/pets/mine", "/v2/pets/:petId{int64}", "/v2/pets/:petId{int64}",
            "/v2/pets/:petId{int}/photos/:kind{enumKind}", "/v2/owners/:ownerId{uuid}",
        ])
        #expect(routes.operations.map(\.name) == ["listMine", "showPet", "DELETE /pets/{petId}", "showPhoto", "showOwner"])
        #expect(Self.matched(routes, "/v2/pets/mine", "GET") == "listMine")
        #expect(Self.matched(routes, "/v2/pets/42", "GET") == "showPet")
        #expect(Self.matched(routes, "/v2/pets/42", "DELETE") == "DELETE /pets/{petId}")
        #expect(Self.matched(routes, "/v2/pets/abc", "GET") == nil)
        #expect(Self.matched(routes, "/v2/pets/1/photos/thumb", "GET") == "showPhoto")
        #expect(Self.matched(routes, "/v2/pets/1/photos/huge", "GET") == nil)
        #expect(Self.matched(routes, "/v2/owners/3fa85f64-5717-4562-b3fc-2c963f66afa6", "GET") == "showOwner")
        #expect(Self.matched(routes, "/pets/42", "GET") == nil)
        #expect(routes.operations[1].template == "/pets/{petId}")
        #expect(routes.operations[1].location.pointer == "#/paths/~1pets~1{petId}/get")
        #expect(routes.operations[1].location.line == 9)
        #expect(routes.operations[1].location.column == 5)
        #expect(ConcreteRequests.misses(routes).isEmpty)
        #expect(routes.check().isEmpty)
    }

    @Test func queryParametersDontConstrainUnlessAsked() throws {
        let loose = try Self.load(Self.petstore30)
        #expect(Self.matched(loose, "/v2/pets/mine", "GET") == "listMine")
        #expect(Self.matched(loose, "/v2/pets/mine?limit=abc", "GET") == "listMine")
        let strict = try Self.load(Self.petstore30, constrainQuery: true)
        #expect(strict.operations[0].format == "/v2/pets/mine?:limit{int}")
        #expect(strict.operations[4].format == "/v2/owners/:ownerId{uuid}?:weight{double?}")
        #expect(Self.matched(strict, "/v2/pets/mine", "GET") == nil)
        #expect(Self.matched(strict, "/v2/pets/mine?limit=5", "GET") == "listMine")
    }

    @Test func routesFileIsEquivalent() throws {
        let routes = try Self.load(Self.petstore30)
        let file = try RoutesFile.parse(routes.routesFile, path: "routes.txt")
        #expect(file.routes.map(\.format) == routes.table.routes.map(\.format))
        #expect(file.routes.map(\.method) == routes.table.routes.map(\.method))
        #expect(routes.routesFile.contains("@use int64 uuid\n@type enumKind oneOf thumb,full\n"))
        #expect(routes.routesFile.contains("# GET /pets/{petId}  #/paths/~1pets~1{petId}/get\nshowPet GET /v2/pets/:petId{int64}\n"))
        #expect(routes.routesFile.contains("\nDELETE /v2/pets/:petId{int64}\n"))
    }

    @Test func openAPI31JSONWithNullableTypesAndSeveralServers() throws {
        let json = """
            {"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
             "servers": [{"url": "https://{host}/api/{version}", "variables": {"host": {"default": "a.example"}, "version": {"default": "v3"}}},
                         {"url": "/beta"}],
             "paths": {
               "/items/{id}": {"get": {"operationId": "getItem",
                  "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": ["integer", "null"]}}],
                  "responses": {"200": {"description": "ok"}}}},
               "/flags/{on}": {"servers": [{"url": "https://flags.example/f"}],
                  "get": {"operationId": "getFlag",
                  "parameters": [{"name": "on", "in": "path", "required": true, "schema": {"type": "boolean"}}],
                  "responses": {"200": {"description": "ok"}}}}
             }}
            """
        let routes = try Self.load(json, path: "api.json")
        #expect(routes.version == .openAPI31)
        #expect(routes.operations.map(\.format) == ["/api/v3/items/:id{int}", "/f/flags/:on{bool}"])
        // Every server's path serves the operation: one route, matched under each prefix.
        #expect(routes.operations.map(\.alternateFormats) == [["/beta/items/:id{int}"], []])
        #expect(routes.warnings.isEmpty)
        #expect(Self.matched(routes, "/beta/items/7", "GET") == "getItem")
        #expect(Self.matched(routes, "/api/v3/items/7", "GET") == "getItem")
        #expect(ConcreteRequests.misses(routes).isEmpty)
    }

    @Test(
        "API Gateway's exports: a basePath variable whose default starts with a slash serves under it once",
        arguments: ["/prod", "prod", "/prod/", ""])
    func apiGatewayExportBasePath(basePath: String) throws {
        let json = """
            {"openapi": "3.0.1", "info": {"title": "shop", "version": "2026-11-21T05:06:37Z"},
             "servers": [{"url": "https://abcdef123.execute-api.us-east-1.amazonaws.com/{basePath}",
                          "variables": {"basePath": {"default": "\(basePath)"}}}],
             "paths": {"/users/{id}": {"get": {
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok"}}}}}}
            """
        let routes = try Self.load(json, path: "export.json")
        #expect(routes.warnings.isEmpty, "\(routes.warnings)")
        let prefix = basePath.isEmpty ? "" : "/prod"
        #expect(routes.operations.map(\.format) == ["\(prefix)/users/:id"])
        #expect(Self.matched(routes, "\(prefix)/users/42", "GET") != nil)
    }

    static let swagger = """
        {
          "swagger": "2.0",
          "info": {"title": "t", "version": "1"},
          "basePath": "/v1.41",
          "parameters": {"Color": {"name": "color", "in": "path", "required": true, "type": "string", "enum": ["red", "green"]}},
          "paths": {
            "/containers/{id}/json": {
              "parameters": [{"name": "id", "in": "path", "required": true, "type": "integer", "format": "int64"}],
              "get": {"operationId": "ContainerInspect", "responses": {"200": {"description": "ok"}}},
              "delete": {"operationId": "ContainerDelete",
                "parameters": [{"name": "id", "in": "path", "required": true, "type": "string"}],
                "responses": {"204": {"description": "ok"}}}
            },
            "/paint/{color}": {"post": {"parameters": [{"$ref": "#/parameters/Color"}], "responses": {"200": {"description": "ok"}}}},
            "/ratio/{r}": {"get": {"parameters": [{"name": "r", "in": "path", "required": true, "type": "number"}], "responses": {"200": {"description": "ok"}}}}
          }
        }
        """

    @Test func swagger2JSONWithBasePathAndPathLevelParameters() throws {
        let routes = try Self.load(Self.swagger, path: "docker.json")
        #expect(routes.version == .swagger2)
        #expect(routes.warnings.isEmpty)
        #expect(routes.operations.map(\.format) == [
            "/v1.41/containers/:id{int64}/json", "/v1.41/containers/:id/json", "/v1.41/paint/:color{enumColor}",
            "/v1.41/ratio/:r{double}",
        ])
        #expect(routes.operations.map(\.name) == ["ContainerInspect", "ContainerDelete", "POST /paint/{color}", "GET /ratio/{r}"])
        #expect(Self.matched(routes, "/v1.41/containers/7/json", "DELETE") == "ContainerDelete")
        #expect(Self.matched(routes, "/v1.41/paint/red", "POST") == "POST /paint/{color}")
        #expect(ConcreteRequests.misses(routes).isEmpty)
    }

    @Test func swagger2YAML() throws {
        let yaml = """
            swagger: '2.0'
            info: {title: t, version: '1'}
            basePath: /
            paths:
              /users/{userId}:
                get:
                  operationId: getUser
                  parameters:
                    - {name: userId, in: path, required: true, type: boolean}
                  responses: {200: {description: ok}}
            """
        let routes = try Self.load(yaml)
        #expect(routes.operations.map(\.format) == ["/users/:userId{bool}"])
    }

    @Test func inexpressibleThingsAreLocatedWarnings() throws {
        let yaml = """
            openapi: 3.0.0
            info: {title: t, version: '1'}
            paths:
              /files/{+path}:
                get:
                  operationId: getFile
                  responses: {'200': {description: ok}}
              /reports/{id}.json:
                get:
                  operationId: getReport
                  parameters:
                    - {name: id, in: path, required: true, schema: {type: integer}}
                  responses: {'200': {description: ok}}
              /things/{thing-id}:
                get:
                  operationId: getThing
                  responses: {'200': {description: ok}}
              /objects/{o}:
                get:
                  operationId: getObject
                  parameters:
                    - {name: o, in: path, required: true, schema: {type: object}}
                    - {name: x, in: path, required: true, schema: {$ref: 'other.yaml#/X'}}
                  responses: {'200': {description: ok}}
            """
        let routes = try Self.load(yaml)
        #expect(routes.operations.map(\.format) == ["/files/*", "/reports/:id", "/things/:thing_id", "/objects/:o"])
        #expect(routes.operations.map(\.location.line) == [5, 9, 15, 19])
        let messages = routes.warnings.map(\.description)
        #expect(messages.contains { $0.hasPrefix("api.yaml:5:5: warning: #/paths/~1files~1{+path}/get: GET /files/{+path}: '{+path}' spans segments") })
        #expect(messages.contains { $0.contains("segment '{id}.json' mixes text and parameters") })
        #expect(messages.contains { $0.contains("path parameter 'thing-id' is not declared") })
        #expect(messages.contains { $0.contains("captured as 'thing_id'") })
        #expect(messages.contains { $0.contains("'o' is a string because its schema type is 'object'") })
        #expect(messages.contains { $0.contains("#/paths/~1objects~1{o}/get/parameters/1/schema/$ref") && $0.contains("another document") })
        #expect(ConcreteRequests.misses(routes).isEmpty)
    }

    @Test func checkReportsUnreachableOperations() throws {
        let yaml = """
            openapi: 3.0.0
            info: {title: t, version: '1'}
            paths:
              /a/{x}:
                get: {operationId: first, responses: {'200': {description: ok}}}
              /a/{y}:
                get: {operationId: second, responses: {'200': {description: ok}}}
            """
        let routes = try Self.load(yaml)
        let findings = routes.check().filter { $0.message.contains("never") }
        #expect(findings.count == 1)
        #expect(findings.first?.description.hasPrefix("api.yaml:7:5: warning: #/paths/~1a~1{y}/get: operation 'second' (GET /a/{y}) can never be reached") == true)
    }

    @Test func circularReferencesAreWarnings() throws {
        let yaml = """
            openapi: 3.0.0
            info: {title: t, version: '1'}
            paths:
              /a/{x}:
                get:
                  operationId: a
                  parameters:
                    - {name: x, in: path, required: true, schema: {$ref: '#/components/schemas/Loop'}}
                  responses: {'200': {description: ok}}
            components:
              schemas:
                Loop: {$ref: '#/components/schemas/Loop2'}
                Loop2: {$ref: '#/components/schemas/Loop'}
            """
        let routes = try Self.load(yaml)
        #expect(routes.operations.map(\.format) == ["/a/:x"])
        #expect(routes.warnings.contains { $0.message.contains("circular '$ref' chain") })
    }

    @Test(arguments: [
        ("openapi: 3.0.0\npaths: [\n", "api.yaml:3:1: error: #: not valid YAML or JSON"),
        ("openapi: 3.0.0\ninfo: {title: t}\npaths: {}\n", "api.yaml:2:1: error: #/info: not a valid OpenAPI 3.0 document"),
        ("openapi: 4.0.0\n", "api.yaml:1:1: error: #/openapi: unsupported OpenAPI version '4.0.0'"),
        ("swagger: '1.2'\n", "api.yaml:1:1: error: #/swagger: unsupported Swagger version '1.2'"),
        ("swagger: '2.0'\npaths: [1]\n", "api.yaml:2:1: error: #/paths: 'paths' is not a mapping"),
    ])
    func errorsPointIntoTheDescription(text: String, prefix: String) {
        #expect {
            _ = try Self.load(text)
        } throws: { error in
            (error as? DescriptionError)?.description.hasPrefix(prefix) == true
        }
    }

    @Test(arguments: [
        ("openapi: 3.1.0\n", true), ("swagger: \"2.0\"\n", true), ("# c\n\"openapi\": 3.0.0\n", true),
        ("{\n  \"info\": {},\n  \"swagger\": \"2.0\"}", true), ("GET /users/:id{int}\n", false), ("{\"a\": 1}", false),
    ])
    func descriptionsAreRecognisedByContent(text: String, expected: Bool) {
        #expect(OpenAPIRoutes.isDescription(Array(text.utf8)) == expected)
    }
}
