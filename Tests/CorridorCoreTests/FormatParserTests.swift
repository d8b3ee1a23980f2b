import CorridorCore
import Testing

@Suite("Format parser")
struct FormatParserTests {
    static let parser: FormatParser = {
        var types = TypeRegistry.standard
        try! types.registerExtra(named: "uint")
        return FormatParser(types: types, globalParams: ["sourceUserId"])
    }()

    @Test(
        "valid formats parse to their canonical form",
        arguments: [
            ("/user/:userId{int}", "/user/:userId{int}"),
            ("/user/:userId", "/user/:userId{string}"),
            ("/user/?:userId{int}", "/user?:userId{int}"),
            ("/user?:userId{int}", "/user?:userId{int}"),
            ("/user/?:userId{int?}", "/user?:userId{int?}"),
            ("/user/?:userId{int}&:sourceType{'email'}", "/user?:userId{int}&:sourceType{'email'}"),
            ("/user/:userId{uint}?:nickname{string}", "/user/:userId{uint}?:nickname{string}"),
            ("/feed/?:postIds{[int]}", "/feed?:postIds{[int]}"),
            ("/feed/?:postIds{[int]?}", "/feed?:postIds{[int]?}"),
            ("/settings/*", "/settings/*"),
            ("/settings/.*", "/settings/*"),
            ("/", "/"),
            ("/a/", "/a"),
            ("/café/:x", "/café/:x{string}"),
            ("/q?:a", "/q?:a{string}"),
            ("/ids/:ids{[int]}", "/ids/:ids{[int]}"),
            ("pokedex://pokemons/:id{int}", "pokedex:///pokemons/:id{int}"),
            ("pokedex://", "pokedex:///"),
            ("https://Example.com/a/:b", "https://example.com/a/:b{string}"),
            ("https://example.com", "https://example.com/"),
            ("/a/?:q{'it''s'}", "/a?:q{'it''s'}"),
        ])
    func parses(format: String, canonical: String) throws {
        #expect(try Self.parser.parse(format).canonical == canonical)
    }

    @Test("a format keeps its parts")
    func parts() throws {
        let format = try Self.parser.parse("/user/:userId{int}/posts/*?:ids{[int]?}&:src{'email'}")
        #expect(
            format.segments == [
                .literal("user"), .param(name: "userId", type: TypeReference(base: "int")), .literal("posts"),
                .catchAll,
            ])
        #expect(
            format.query == [
                QueryConstraint(name: "ids", rule: .optional(TypeReference(base: "int", isList: true))),
                QueryConstraint(name: "src", rule: .literal("email")),
            ])
        #expect(format.parameterNames == ["userId", "ids", "src"])
        #expect(try Self.parser.parse("pokedex://pokemons/:id").source == LinkSource(scheme: "pokedex"))
        #expect(try Self.parser.parse("HTTPS://Example.COM/a").source == LinkSource(scheme: "https", host: "example.com"))
    }

    @Test(
        "malformed formats are rejected with column and reason",
        arguments: [
            ("", 1, FormatError.Reason.empty),
            ("user/:id", 1, .missingLeadingSlash),
            ("1x://a", 1, .badScheme("1x")),
            ("/user/:userId{integer}", 15, .unknownType("integer")),
            ("/user/:id/:id", 12, .duplicateName("id")),
            ("/user/:id?:id{int}", 12, .duplicateName("id")),
            ("/user/?:sourceUserId", 9, .globalParamName("sourceUserId")),
            ("/a/*/b", 4, .catchAllNotLast),
            ("/a/.*/b", 4, .catchAllNotLast),
            ("/user/:id{int", 10, .unterminatedBrace),
            ("/user/:", 8, .badName("")),
            ("/user/:user-id", 8, .badName("user-id")),
            ("/feed/:postIdstring}", 20, .unexpectedCharacter("}")),
            ("/a//b", 3, .emptySegment),
            ("/a/{id}", 4, .unexpectedCharacter("{")),
            ("/a?", 4, .emptyQueryItem),
            ("/a?:x&&:y", 7, .emptyQueryItem),
            ("/a?:x&", 7, .emptyQueryItem),
            ("/a?x=1", 4, .queryItemNotParam("x=1")),
            ("/a?:x{''}", 7, .emptyLiteral),
            ("/a?:x{'abc}", 7, .unterminatedQuote),
            ("/a/:x{}", 6, .emptyType),
            ("/a/:x{[int}", 7, .unterminatedBracket),
            ("/a/:x{int?}", 4, .optionalPathParam("x")),
            ("/a/:x{in-t}", 9, .unexpectedCharacter("-")),
            ("/a?:x{int}:y", 11, .unexpectedCharacter(":")),
            ("/a#frag", 3, .unexpectedCharacter("#")),
        ])
    func rejects(format: String, column: Int, reason: FormatError.Reason) {
        #expect(throws: FormatError(format: format, column: column, reason: reason)) {
            try Self.parser.parse(format)
        }
    }

    @Test("the error message names the format, the column and the reason")
    func message() {
        do {
            _ = try Self.parser.parse("/user/:userId{integer}")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "format \"/user/:userId{integer}\", column 15: unknown type 'integer'")
        }
    }
}
