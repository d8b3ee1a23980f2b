import Foundation
import Testing

@Suite("corridor match")
struct MatchCommandTests {
    @Test("URLs as arguments: an aligned text table")
    func textTable() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let result = try runner.run([
            "match", "--routes", "routes.txt", "/user/42", "/feed?postIds=1,2,3&utm_source=mail", "/nope", "-",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdoutLines == [
                "/user/42                             ->  user  userId=42",
                "/feed?postIds=1,2,3&utm_source=mail  ->  feed  postIds=[1,2,3]  utm_source=mail",
                "/nope                                ->  (no match)",
                "-                                    ->  (not a URL)",
            ])
        #expect(result.stderr.isEmpty)
    }

    @Test("URLs from standard input, one a line, `METHOD URL` lines and blank lines")
    func standardInput() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let result = try runner.run(
            ["match", "-r", "routes.txt"], stdin: "/user/7\r\n\nPOST /user\nDELETE /user\n/about\n")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdoutLines == [
                "/user/7       ->  user  userId=7",
                "POST /user    ->  newUser",
                "DELETE /user  ->  (no match)",
                "/about        ->  /about",
            ])
    }

    @Test("--method restricts method-bound routes")
    func method() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let get = try runner.run(["match", "--routes", "routes.txt", "--method", "POST", "/user", "/user/1", "/about"])
        #expect(get.status == 0)
        #expect(get.stdoutLines == ["/user    ->  newUser", "/user/1  ->  (no match)", "/about   ->  /about"])
    }

    @Test("A custom scheme's host compares case-insensitively; its path does not (docs/format-language.md, Link sources)")
    func customSchemeHost() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", "pokemon pokedex://pokemons/:id{int}\nlocal http://localhost:3000/:id\n")
        let result = try runner.run([
            "match", "--routes", "routes.txt", "POKEDEX://Pokemons/25", "pokedex://POKEMONS/25",
            "pokedex://pokemons/x", "http://localhost:3000/7", "http://localhost:4000/7",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdoutLines == [
                "POKEDEX://Pokemons/25    ->  pokemon  id=25",
                "pokedex://POKEMONS/25    ->  pokemon  id=25",
                "pokedex://pokemons/x     ->  (no match)",
                "http://localhost:3000/7  ->  local  id=7",
                "http://localhost:4000/7  ->  (no match)",
            ])
    }

    /// One decoded `--output jsonl` line.
    private func decode(_ line: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any])
    }

    @Test("jsonl: one object per URL with typed params")
    func jsonLines() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let result = try runner.run(
            ["match", "--routes", "routes.txt", "--output", "jsonl"],
            stdin: """
                /user/-15?utm_source=a%20b
                /feed?postIds=981,215,91
                /point/1.5/-2e3
                /flag/yes
                /paint/red
                /orders/123e4567-e89b-12d3-a456-426614174000
                /files/a/b%2Fc/d
                /user/abc
                CONNECT example.com:443

                """)
        #expect(result.status == 0, "\(result)")
        let lines = result.stdoutLines
        try #require(lines.count == 9)
        #expect(
            lines[0]
                == #"{"url":"/user/-15?utm_source=a%20b","method":"GET","route":"user","params":{"userId":-15},"globals":{"utm_source":"a b"}}"#
        )
        let feed = try decode(lines[1])
        #expect(feed["route"] as? String == "feed")
        #expect((feed["params"] as? [String: Any])?["postIds"] as? [Int] == [981, 215, 91])
        let point = try #require(try decode(lines[2])["params"] as? [String: Any])
        #expect(point["x"] as? Double == 1.5)
        #expect(point["y"] as? Double == -2000)
        #expect(lines[3].contains(#""params":{"on":true}"#))
        #expect(lines[4].contains(#""params":{"color":"red"}"#))
        #expect(lines[5].contains(#""params":{"id":"123e4567-e89b-12d3-a456-426614174000"}"#))
        #expect(lines[6] == #"{"url":"/files/a/b%2Fc/d","method":"GET","route":"files","params":{"*":"a/b/c/d"}}"#)
        #expect(lines[7] == #"{"url":"/user/abc","method":"GET","route":null,"params":{}}"#)
        #expect(
            lines[8]
                == #"{"url":"example.com:443","method":"CONNECT","route":null,"params":{},"error":"not a URL"}"#)
    }

    @Test("a routes file with errors: the first error with its position, exit 1")
    func brokenRoutes() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("bad.routes", RoutesFixtures.broken)
        let result = try runner.run(["match", "--routes", "bad.routes", "/x"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("bad.routes:1:9: error: unknown type 'integer' in format '/x/:y{integer}'\n"))
    }

    @Test("a missing routes file: exit 1")
    func missingRoutes() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        let result = try runner.run(["match", "--routes", "none.routes", "/x"])
        #expect(result.status == 1)
        #expect(result.stderr == "corridor: error: cannot read 'none.routes': No such file or directory\n")
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["match", "/x"],
            ["match", "--routes", "routes.txt", "--output", "xml", "/x"],
            ["match", "--routes", "routes.txt", "--bogus"],
        ])
    func usageErrors(arguments: [String]) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let result = try runner.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Usage: corridor match"))
        #expect(result.stdout.isEmpty)
    }
}
