import Foundation
import Testing

/// Deprecated operations and several servers, from the description through `analyze` to the report and its gate.
@Suite("corridor: deprecated operations and several servers")
struct APIInventoryCommandTests {
    static let description = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        servers:
          - url: https://api.example.com/v2
          - url: https://api.example.com/beta
        paths:
          /pets/{petId}:
            get:
              operationId: showPet
              parameters: [{name: petId, in: path, required: true, schema: {type: integer}}]
              responses: {'200': {description: ok}}
          /legacy/pets:
            get: {operationId: legacyPets, deprecated: true, responses: {'200': {description: ok}}}
          /old/pets:
            get: {operationId: oldPets, deprecated: true, responses: {'200': {description: ok}}}
        """

    static let log = """
        203.0.113.1 - - [23/Nov/2026:00:00:00 +0000] "GET /v2/pets/42 HTTP/1.1" 200 5 "-" "curl"
        203.0.113.2 - - [23/Nov/2026:00:00:01 +0000] "GET /beta/pets/43 HTTP/1.1" 200 5 "-" "curl"
        203.0.113.3 - - [23/Nov/2026:00:00:02 +0000] "GET /beta/legacy/pets HTTP/1.1" 200 5 "-" "old-app/1.0"

        """

    @Test("one route per operation across servers; deprecated flags in the report; the gate counts them")
    func analyze() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("api.yaml", Self.description)
        try runner.write("access.log", Self.log)
        let result = try runner.run(["analyze", "-r", "api.yaml", "access.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        let document = try JSONDocument(result.stdout)
        let routes = try #require(document.value("routes") as? [[String: Any]])
        let hits = Dictionary(uniqueKeysWithValues: routes.compactMap { route in
            (route["name"] as? String).map { ($0, route["hits"] as? Int ?? -1) }
        })
        #expect(hits == ["showPet": 2, "legacyPets": 1, "oldPets": 0])
        let deprecated = routes.filter { $0["deprecated"] as? Bool == true }.compactMap { $0["name"] as? String }
        #expect(Set(deprecated) == ["legacyPets", "oldPets"])
        let gate = try runner.run(["analyze", "-r", "api.yaml", "access.log", "--quiet", "--max-deprecated-calls", "0"])
        #expect(gate.status == 4, "\(gate)")
        #expect(gate.stderr.contains("legacyPets"))
    }

    @Test("check counts deprecated routes, in routes files and descriptions")
    func checkCounts() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("api.yaml", Self.description)
        try runner.write("routes.txt", "user GET /user/:id{int}\r\nlegacy GET /v1/user/:id{int} @deprecated\r\n")
        let description = try runner.run(["check", "api.yaml"])
        #expect(description.status == 0, "\(description)")
        #expect(description.stdout.hasSuffix("api.yaml: 3 operations (2 deprecated), 0 warnings\n"))
        let file = try runner.run(["check", "routes.txt"])
        #expect(file.status == 0, "\(file)")
        #expect(file.stdout == "routes.txt: 2 routes (1 deprecated), 0 warnings\n")
        let routes = try runner.run(["routes", "api.yaml"])
        #expect(routes.stdout.contains("legacyPets GET /v2/legacy/pets @deprecated\n"))
        #expect(routes.stdout.contains("#   also served as /beta/legacy/pets"))
    }
}
