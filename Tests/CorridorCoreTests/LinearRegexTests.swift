import CorridorCore
import Foundation
import Testing

/// Pattern types (`@type slug regex …`) are matched in linear time, with the same meaning as a
/// backtracking engine on every pattern they accept.
@Suite("LinearRegex")
struct LinearRegexTests {
    static func matches(_ pattern: String, _ value: String) throws -> Bool {
        let type = try ValueType.pattern("t", regex: pattern)
        var value = value
        return value.withUTF8 { type.accepts($0) }
    }

    @Test(
        "whole-value matches",
        arguments: [
            ("[a-z0-9-]+", "my-wall", true), ("[a-z0-9-]+", "My_Wall", false), ("[a-z0-9-]+", "", false),
            ("[a-z0-9]+(-[a-z0-9]+)*", "a-b-c", true), ("[a-z0-9]+(-[a-z0-9]+)*", "a--b", false),
            ("\\d{4}-\\d{2}-\\d{2}", "2026-11-25", true), ("\\d{4}-\\d{2}-\\d{2}", "2026-1-25", false),
            ("v[0-9]{1,3}", "v12", true), ("v[0-9]{1,3}", "v1234", false), ("v[0-9]{2,}", "v1234", true),
            ("(?:red|green|blue)-\\w+", "red-x_1", true), ("(?<color>red|blue)", "blue", true),
            ("^abc$", "abc", true), ("a.c", "a€c", true), ("a.c", "ac", false), ("[^/]+", "x/y", false),
            ("\\.json", ".json", true), ("\\.json", "xjson", false), ("[\\w.-]+", "a.b-c_d", true),
            ("(a|ab)(c|bcd)(d*)", "abcd", true), ("x*", "", true), ("(a*)*b", "aaab", true), ("a?", "aa", false),
            ("[a\\-z]", "-", true), ("é+", "éé", true), ("\\x41", "A", true),
        ])
    func wholeValue(pattern: String, value: String, expected: Bool) throws {
        #expect(try Self.matches(pattern, value) == expected)
        // The same answer as Swift's backtracking engine.
        let reference = try Regex(pattern)
        #expect((try reference.wholeMatch(in: value) != nil) == expected)
    }

    @Test(
        "patterns that only a backtracking engine could honour are refused with the reason",
        arguments: [
            ("(a)\\1", "backreferences are not supported"), ("a(?=b)", "lookaround is not supported"),
            ("a(?!b)", "lookaround is not supported"), ("(?<=a)b", "lookaround is not supported"),
            ("(?>a+)", "atomic groups are not supported"), ("a++", "possessive quantifiers"),
            ("(?i)abc", "inline flags"), ("a{2000}", "repetition counts above 1000"), ("([a-z", "missing ']'"),
            ("(abc", "missing ')'"), ("abc)", "unbalanced ')'"), ("*a", "has nothing to repeat"), ("a\\q", "unknown escape"),
            ("a$b", "'$' is only accepted at the end"), ("[z-a]", "range out of order"),
        ])
    func refused(pattern: String, reason: String) {
        let error = #expect(throws: TypeRegistryError.self) { try ValueType.pattern("t", regex: pattern) }
        #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
    }

    @Test(
        "nested quantifiers run in linear time on the values that make a backtracking engine explode",
        arguments: [
            ("([a-z0-9]+-?)+", String(repeating: "a", count: 36) + "!", String(repeating: "a-", count: 18)),
            ("(a|aa)+", String(repeating: "a", count: 5_000) + "b", String(repeating: "a", count: 5_000)),
            ("(a*)*b", String(repeating: "a", count: 5_000), String(repeating: "a", count: 5_000) + "b"),
            ("(x+x+)+y", String(repeating: "x", count: 5_000), String(repeating: "x", count: 5_000) + "y"),
            ("(\\w+\\s?)+$", String(repeating: "word ", count: 1_000) + "!", String(repeating: "word ", count: 1_000)),
        ])
    func noCatastrophicBacktracking(pattern: String, hostile: String, accepted: String) throws {
        #expect(try Self.matches(pattern, hostile) == false)
        #expect(try Self.matches(pattern, accepted) == true)
    }

    @Test("the analyzer's hostile request line: a routes file with a nested-quantifier type")
    func routesFileWithNestedQuantifier() throws {
        let table = try RoutesFile.parse("@type slug regex ([a-z0-9]+-?)+\npost GET /posts/:slug{slug}\n", path: "r")
        let hostile = "/posts/" + String(repeating: "a", count: 10_000) + "!"
        #expect(table.match(hostile, method: "GET") == .unmatched)
        #expect(table.match("/posts/hello-world", method: "GET") == .matched(0))
    }
}
