import CorridorCore
import Testing

@testable import CorridorAnalyzer
@testable import CorridorLogGenerator

@Suite("Suggested formats")
struct FormatSuggesterTests {
    @Test(
        "paths become formats by shape",
        arguments: [
            ("/api/v9/items/123", "/api/v9/items/:itemId{int}"),
            ("/users/7c9e6679-7425-40de-944b-e07fc1f90ae7/orders/42", "/users/:userId{uuid}/orders/:orderId{int}"),
            ("/assets/3fa85f6457", "/assets/:assetId{hex}"),
            ("/reports/2024-01-31", "/reports/:reportDate"),
            ("/categories/5/boxes/6", "/categories/:categoryId{int}/boxes/:boxId{int}"),
            ("/received_events/1", "/received_events/:receivedEventId{int}"),
            ("/1/2", "/:id{int}/:id2{int}"),
            ("/a/1/2", "/a/:aId{int}/:id{int}"),
            ("/wp-login.php", "/wp-login.php"),
            ("//double//slash/", "/double/slash"),
            ("/", "/"),
            ("/deadbeef", "/deadbeef"),
            ("/files/a%2Fb", "/files/:file"),
            ("/caf%C3%A9/7", "/café/:cafId{int}"),
            ("/x/%3Aname", "/x/:x"),
            ("/status/*", "/status/:status"),
            ("/big/12345678901234567890", "/big/:bigId{hex}"),
            ("/bad/%FF", "/bad/:bad"),
        ])
    func shapes(path: String, format: String) throws {
        let suggester = FormatSuggester()
        #expect(suggester.suggestion(forPath: path) == format)
    }

    @Test("every suggestion parses as a format (uuid and hex registered)")
    func suggestionsParse() throws {
        var types = TypeRegistry.standard
        try types.register(.uuid)
        try types.register(.hex)
        let parser = FormatParser(types: types)
        let suggester = FormatSuggester()
        var random = SplitMix64(seed: 3)
        let pieces = [
            "a", "v1", "%7B", "}", ":", "*", ".*", "?", "#", "%00", "12", "2024-02-30", "ff00ff00", "é", "%25", "x y",
        ]
        for _ in 0..<2000 {
            let path =
                "/"
                + (0..<random.next(in: 0...5)).map { _ in random.pick(pieces) + random.pick(pieces) }
                .joined(separator: "/")
            let suggestion = try #require(suggester.suggestion(forPath: path))
            #expect(throws: Never.self) { try parser.parse(suggestion) }
        }
    }

    @Test("param names avoid global params")
    func globalParams() {
        let suggester = FormatSuggester(globalParams: ["itemId"])
        #expect(suggester.suggestion(forPath: "/items/4") == "/items/:itemId2{int}")
    }

    @Test(
        "singular forms",
        arguments: [
            ("items", "item"), ("categories", "category"), ("boxes", "box"), ("status", "status"), ("news", "new"),
            ("s", "s"), ("data", "data"),
        ])
    func singular(word: String, singular: String) {
        #expect(FormatSuggester.singular(word) == singular)
    }
}

@Suite("Space-Saving summary")
struct SpaceSavingTests {
    @Test("exact while the keys fit")
    func exact() {
        var summary = SpaceSavingSummary(capacity: 4)
        for key in ["a", "b", "a", "c", "a", "b"] { summary.add(key, weight: 1) }
        #expect(summary.isExact)
        #expect(summary.errorBound == 0)
        #expect(summary.sortedEntries().map { "\($0.key)=\($0.count)" } == ["a=3", "b=2", "c=1"])
    }

    @Test("counts bound the truth on a skewed stream", arguments: [1 as UInt64, 2, 3])
    func bounds(seed: UInt64) {
        var summary = SpaceSavingSummary(capacity: 20)
        var truth: [String: Int] = [:]
        var random = SplitMix64(seed: seed)
        for _ in 0..<5000 {
            // Zipf-ish: key k with weight ~ 1/k over 200 keys.
            let key = "k\(Int(1 / (random.unit() * 0.995 + 0.005)))"
            let weight = random.next(in: 1...3)
            summary.add(key, weight: weight)
            truth[key, default: 0] += weight
        }
        #expect(!summary.isExact)
        let entries = summary.sortedEntries()
        #expect(entries.count == 20)
        for entry in entries {
            let actual = truth[entry.key] ?? 0
            #expect(entry.count - entry.error <= actual && actual <= entry.count)
            #expect(entry.error <= summary.errorBound)
        }
        for (key, count) in truth where !entries.contains(where: { $0.key == key }) {
            #expect(count <= summary.errorBound)
        }
        #expect(entries.first?.key == "k1")
        #expect(entries.map(\.count).reduce(0, +) == truth.values.reduce(0, +))
    }

    @Test("examples are the smallest distinct ones")
    func examples() {
        var summary = SpaceSavingSummary(capacity: 2, exampleLimit: 3)
        summary.add("/a/:id{int}", weight: 1, examples: ["/a/9"])
        summary.add("/a/:id{int}", weight: 2, examples: ["/a/10", "/a/9", "/a/1"])
        summary.add("/a/:id{int}", weight: 1, examples: ["/a/0"])
        #expect(summary.sortedEntries().first?.examples == ["/a/0", "/a/1", "/a/10"])
    }
}

@Suite("Per-chunk path tally")
struct PathTallyTests {
    @Test("counts byte strings in first-occurrence order, across growth")
    func tally() {
        var tally = PathTally()
        var expected: [(String, Int)] = []
        for round in 0..<3 {
            for index in 0..<100 {
                var key = "/p/\(index)"
                key.withUTF8 { tally.add($0) }
                if round == 0 { expected.append((key, 0)) }
                expected[index].1 += 1
            }
        }
        var seen: [(String, Int)] = []
        tally.forEach { bytes, count in seen.append((String(decoding: bytes, as: UTF8.self), count)) }
        #expect(seen.map(\.0) == expected.map(\.0))
        #expect(seen.allSatisfy { $0.1 == 3 })
        #expect(tally.distinctCount == 100)
    }
}

@Suite("Method and status classification")
struct ClassificationTests {
    @Test(
        "methods",
        arguments: [
            ("GET", MethodSlot.get), ("PUT", .put), ("HEAD", .head), ("POST", .post), ("PATCH", .patch),
            ("DELETE", .delete), ("OPTIONS", .options), ("get", .other), ("GETS", .other), ("", .other),
        ])
    func methods(text: String, slot: MethodSlot) {
        var copy = text
        #expect(copy.withUTF8 { MethodSlot.classify($0) } == slot)
        #expect(MethodSlot.classify(nil) == MethodSlot.none)
    }

    @Test(
        "status classes",
        arguments: [
            (101, StatusClass.informational), (200, .success), (304, .redirection), (404, .clientError),
            (503, .serverError), (0, .other), (600, .other), (99, .other),
        ])
    func statuses(status: Int, statusClass: StatusClass) {
        #expect(StatusClass.of(status) == statusClass)
    }
}

@Suite("Log generator")
struct LogGeneratorTests {
    @Test("the same seed gives the same log, another seed another")
    func deterministic() throws {
        let table = try PipelineFixtures.shop()
        var first = LogGenerator(routes: table, configuration: .init(seed: 8))
        var second = LogGenerator(routes: table, configuration: .init(seed: 8))
        var third = LogGenerator(routes: table, configuration: .init(seed: 9))
        let text = first.text(lines: 500)
        #expect(text == second.text(lines: 500))
        #expect(text != third.text(lines: 500))
    }

    @Test("popularity is skewed, lines are of every kind, timestamps are valid")
    func realistic() throws {
        let table = try PipelineFixtures.table("github.routes")
        var generator = LogGenerator(routes: table, configuration: .init(seed: 12, includesRequestTime: true))
        let lines = generator.lines(5000)
        var perRoute: [Int: Int] = [:]
        var noise = 0
        var invalid = 0
        var malformed = 0
        for line in lines {
            switch line.kind {
            case .request(_, _, let route?): perRoute[route, default: 0] += 1
            case .request(_, _, nil): noise += 1
            case .invalidRequest: invalid += 1
            case .malformed: malformed += 1
            }
        }
        let counts = perRoute.values.sorted(by: >)
        #expect(counts[0] > 10 * counts[counts.count / 2], "Zipf: the top route dwarfs the median one")
        #expect((150...450).contains(noise))
        #expect(invalid > 5 && malformed > 5)
        #expect(lines.contains { $0.text.contains("[31/Jan/2024:10:") })
        #expect(lines.contains { $0.text.contains("%") })
        #expect(lines.contains { $0.text.contains("?") })
    }

    @Test(
        "access-log timestamps",
        arguments: [
            (Int64(0), "01/Jan/1970:00:00:00 +0000"), (1_706_695_200, "31/Jan/2024:10:00:00 +0000"),
            (951_782_400, "29/Feb/2000:00:00:00 +0000"),
        ])
    func timestamps(seconds: Int64, text: String) {
        #expect(AccessLogTimestamp.format(seconds) == text)
    }
}
