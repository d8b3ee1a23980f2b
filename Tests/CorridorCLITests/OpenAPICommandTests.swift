import Foundation
import Testing

@Suite("corridor with an OpenAPI description")
struct OpenAPICommandTests {
    static let description = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        servers: [{url: 'https://api.example.com/v2'}]
        paths:
          /pets/{petId}:
            get:
              operationId: showPet
              parameters: [{name: petId, in: path, required: true, schema: {type: integer}}]
              responses: {'200': {description: ok}}
          /pets/mine:
            get: {operationId: listMine, responses: {'200': {description: ok}}}
          /pets/{name}:
            get:
              operationId: findPet
              parameters: [{name: name, in: path, required: true, schema: {type: integer}}]
              responses: {'200': {description: ok}}
        """

    static let log = """
        203.0.113.1 - - [23/Nov/2026:00:00:00 +0000] "GET /v2/pets/42 HTTP/1.1" 200 5 "-" "curl"
        203.0.113.2 - - [23/Nov/2026:00:00:01 +0000] "GET /v2/pets/mine?limit=x HTTP/1.1" 400 5 "-" "curl"

        """

    func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("api.yaml", Self.description)
        try runner.write("access.log", Self.log)
        return runner
    }

    @Test("routes SPEC prints the equivalent routes file, literal segments first")
    func routesCommand() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["routes", "api.yaml"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("# GET /pets/mine  #/paths/~1pets~1mine/get\nlistMine GET /v2/pets/mine\n"))
        #expect(result.stdout.contains("showPet GET /v2/pets/:petId{int}\n"))
        let mine = try #require(result.stdout.range(of: "listMine GET"))
        let show = try #require(result.stdout.range(of: "showPet GET"))
        #expect(mine.lowerBound < show.lowerBound)
    }

    @Test("check reports the operation that can never be reached, at its place in the description")
    func checkCommand() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["check", "api.yaml"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("api.yaml:13:5: warning: #/paths/~1pets~1{name}/get: operation 'findPet' (GET /pets/{name}) can never be reached"))
        #expect(result.stdout.hasSuffix("api.yaml: 3 operations, 1 warning\n"))
    }

    @Test("check: a broken description is an error located by line, column and pointer, exit 1")
    func checkError() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("bad.json", "{\"openapi\": \"3.1.0\", \"info\": {\"title\": \"t\", \"version\": \"1\"}, \"paths\": {\"/a\": {\"get\": {\"parameters\": 3}}}}")
        let result = try runner.run(["check", "bad.json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.hasPrefix("bad.json:1:"), "\(result)")
        #expect(result.stdout.contains("#/paths/~1a/get"), "\(result)")
    }

    @Test("analyze: rows speak OpenAPI (operationId, method, template); a malformed query still counts")
    func analyzeReports() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let text = try runner.run(["analyze", "--routes", "api.yaml", "access.log"])
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains("Routes: 2 of 3 hit"))
        #expect(text.stdout.contains("listMine  GET     /pets/mine"))
        #expect(text.stdout.contains("findPet    GET /pets/{name}"))
        #expect(text.stderr.contains("api.yaml: 1 warning") == false)
        let json = try runner.run(["analyze", "--routes", "api.yaml", "--output", "json", "access.log"])
        let report = try JSONDocument(json.stdout)
        #expect(report.string("routes.0.operation") == "listMine")
        #expect(report.string("routes.0.template") == "/pets/mine")
        #expect(report.int("routes.0.status.4xx") == 1)
        let csv = try runner.run(["analyze", "--routes", "api.yaml", "--output", "csv", "access.log"])
        #expect(csv.stdout.split(separator: "\n").first?.hasSuffix(",operation,template") == true)
        let strict = try runner.run(["analyze", "--routes", "api.yaml", "--openapi-query", "access.log"])
        #expect(strict.stdout.contains("Routes: 2 of 3 hit"), "no query parameter declared: nothing changes")
    }

    @Test("match: a description as --routes")
    func matchCommand() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["match", "--routes", "api.yaml", "--method", "GET", "/v2/pets/42", "/v2/pets/mine"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("showPet  petId=42"))
        #expect(result.stdout.contains("->  listMine"))
    }
}

extension OpenAPICommandTests {
    @Test("analyze: the HTML report shows each operation's path template")
    func htmlReport() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "--routes", "api.yaml", "--output", "html", "access.log"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("/pets/{petId}  (/v2/pets/:petId{int})"))
    }
}
