import CorridorCore
import Testing

@Suite("Routes file and lint")
struct RoutesFileTests {
    static let sample = """
        # Demo routes
        @use uuid
        @type slug regex [a-z0-9-]+
        @type color oneOf red,green,blue
        @global utm_source, sourceUserId

        user        GET /user/:userId{int}
                    POST /user
        /feed/?:postIds{[int]}
        paint       /paint/:color{color}/:slug{slug}   # trailing comment
        item        GET /items/:id{uuid}\r
        """

    @Test("routes, names, methods, directives")
    func parses() throws {
        let table = try RoutesFile.parse(Self.sample, path: "demo.routes")
        #expect(table.routes.map(\.name) == ["user", "POST /user", "/feed/?:postIds{[int]}", "paint", "item"])
        #expect(table.routes.map(\.method) == ["GET", "POST", nil, nil, "GET"])
        #expect(table.routes.map(\.line) == [7, 8, 9, 10, 11])
        #expect(table.globalParams == ["utm_source", "sourceUserId"])
        #expect(table.match("/user/5", method: "GET") == .matched(0))
        #expect(table.match("/paint/red/my-wall") == .matched(3))
        #expect(table.match("/paint/pink/my-wall") == .unmatched)
        #expect(table.match("/paint/red/My_Wall") == .unmatched)
        #expect(table.match("/items/123e4567-e89b-12d3-a456-426614174000", method: "GET") == .matched(4))
    }

    @Test(
        "errors carry file, line and column",
        arguments: [
            ("/user/:id{integer}", "r:1:11: error: unknown type 'integer' in format '/user/:id{integer}'"),
            ("a GET /x\na POST /y", "r:2:1: error: duplicate route name 'a' (first defined on line 1)"),
            ("GET /x\nGET /x", "r:2:1: error: duplicate route name 'GET /x' (first defined on line 1)"),
            ("  name get /x", "r:1:8: error: expected an HTTP method (uppercase letters) but found 'get'"),
            ("a GET /x extra", "r:1:10: error: too many fields: a route line is '[name] [METHOD] format' (found 'extra')"),
            ("@use float", "r:1:6: error: no ready-made type 'float' (available: uint, int64, double, uuid, hex)"),
            ("@type my_type oneOf a", "r:1:7: error: type name 'my_type' must be alphabetic (A-Z, a-z)"),
            ("@type int oneOf a", "r:1:7: error: type 'int' is already registered"),
            ("@type t glob *", "r:1:9: error: unknown type definition 'glob' (expected 'regex' or 'oneOf')"),
            ("@frobnicate", "r:1:1: error: unknown directive '@frobnicate' (expected @use, @type or @global)"),
            ("@global id\n/a/:id", "r:2:5: error: parameter name 'id' is already a global param in format '/a/:id'"),
            ("GET user/:id", "r:1:5: error: a format must start with '/' in format 'user/:id'"),
        ])
    func errors(text: String, message: String) {
        #expect(throws: RoutesFileError.self) { try RoutesFile.parse(text, path: "r") }
        do {
            _ = try RoutesFile.parse(text, path: "r")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("invalid UTF-8 is refused with its position")
    func invalidUTF8() {
        let bytes = Array("/ok\n/b".utf8) + [0xFF, 0x41]
        #expect(throws: RoutesFileError.self) { try RoutesFile.parse(bytes: bytes, path: "bad.routes") }
        #expect(
            RoutesFile.check(bytes: bytes, path: "bad.routes").map(\.description) == [
                "bad.routes:2:3: error: invalid UTF-8 (byte 0xFF)"
            ])
    }

    @Test("check lists every error, and lint warnings when the file is valid")
    func check() {
        let errors = RoutesFile.check("/a/:x{nope}\n/b//c\n/ok", path: "r")
        #expect(errors.map(\.description) == [
            "r:1:7: error: unknown type 'nope' in format '/a/:x{nope}'",
            "r:2:3: error: empty path segment ('//') in format '/b//c'",
        ])
        let lint = RoutesFile.check(
            """
            first  /a/:x
            second /a/:y
            wild   /files/*
            deep   /files/a/b
            typed  /n/:id{int}
            word   /n/:name
            byint  /n/42
            GET /dup
            again GET /dup/
            q      /q?:a{int}
            q2     /q?:a{int}&:b{'x'}
            """, path: "r")
        #expect(lint.map(\.description) == [
            "r:2:1: warning: route 'second' can never match: route 'first' (line 1) matches every URL it matches and comes first",
            "r:4:1: warning: route 'deep' can never match: route 'wild' (line 3) matches every URL it matches and comes first",
            "r:7:1: warning: route 'byint' can never match: route 'typed' (line 5) matches every URL it matches and comes first",
            "r:9:1: warning: route 'again' duplicates route 'GET /dup' (line 8)",
            "r:11:1: warning: route 'q2' can never match: route 'q' (line 10) matches every URL it matches and comes first",
        ])
    }

    @Test("lint findings are real: the shadowed route never wins in the trie")
    func lintIsSound() throws {
        var generator = RandomRoutes(random: SplitMix64(seed: 77))
        for _ in 0..<200 {
            let table = generator.table()
            let shadowed = Set(RouteLinter.findings(in: table).map(\.route))
            for _ in 0..<200 {
                let (method, target) = generator.target()
                if case .matched(let index) = table.match(target, method: method) {
                    #expect(!shadowed.contains(index), "route \(index) was reported unreachable but matched \(target)")
                }
            }
        }
    }
}
