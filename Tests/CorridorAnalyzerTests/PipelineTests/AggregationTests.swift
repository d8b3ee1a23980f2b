@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

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
        #expect(suggester.suggestion(forShapeKey: Self.shapeKey(path)) == format, "the byte-level shape key agrees")
    }

    static func shapeKey(_ path: String) -> String {
        var copy = path
        var key: [UInt8] = []
        copy.withUTF8 { FormatSuggester.shapeKey(ofPath: $0, into: &key) }
        return String(decoding: key, as: UTF8.self)
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
            #expect(suggester.suggestion(forShapeKey: Self.shapeKey(path)) == suggestion)
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

@Suite("Malformed counts")
struct MalformedCountsTests {
    @Test("counted by reason, merged slot by slot, named only when reported")
    func countsAndNames() {
        var first = MalformedCounts()
        first.add(.badStatus)
        first.add(.badStatus)
        first.add(.empty)
        var second = MalformedCounts()
        second.add(.badJSON)
        second.add(.empty)
        #expect(first[.badStatus] == 2)
        #expect(first.byName == ["badStatus": 2, "empty": 1])
        first.merge(second)
        #expect(first.total == 5)
        #expect(first.byName == ["badStatus": 2, "empty": 2, "badJSON": 1])
        #expect(MalformedCounts().byName.isEmpty)
    }
}

@Suite("Heavy-hitter tables")
struct HeavyHittersTests {
    /// Exact counts of `keys` as a table of at most `capacity` rows (what a chunk's tally gives).
    static func table(_ keys: [String], capacity: Int, examples: [String: [String]] = [:]) -> HeavyHitters {
        var tally = PathTally()
        for key in keys {
            var copy = key
            copy.withUTF8 { _ = tally.add($0) }
        }
        let kept = tally.kept(limit: capacity)
        let rows = kept.indices.map { index in
            let key = tally.withKey(at: index) { String(decoding: $0, as: UTF8.self) }
            return HeavyHitter(key: key, count: tally.count(at: index), error: 0, examples: examples[key] ?? [])
        }
        return HeavyHitters(
            exactCounts: rows, capacity: capacity, exampleLimit: 3, droppedMaximum: kept.droppedMaximum)
    }

    @Test("exact while the keys fit, in report order")
    func exact() {
        let merged = Self.table(["a", "b", "a"], capacity: 4).merged(with: Self.table(["c", "a", "b"], capacity: 4))
        #expect(merged.isExact)
        #expect(merged.errorBound == 0)
        #expect(merged.reportRows.map { "\($0.key)=\($0.count)" } == ["a=3", "b=2", "c=1"])
    }

    @Test("merged chunk tables bound the truth on a skewed stream", arguments: [1 as UInt64, 2, 3])
    func bounds(seed: UInt64) {
        var truth: [String: Int] = [:]
        var random = SplitMix64(seed: seed)
        var chunks: [HeavyHitters] = []
        for _ in 0..<40 {
            var keys: [String] = []
            for _ in 0..<150 {
                // Zipf-ish: key k with weight ~ 1/k over 200 keys.
                let key = "k\(Int(1 / (random.unit() * 0.995 + 0.005)))"
                keys.append(key)
                truth[key, default: 0] += 1
            }
            chunks.append(Self.table(keys, capacity: 20))
        }
        // Pairwise, as the pipeline's tree merges them.
        while chunks.count > 1 {
            chunks = stride(from: 0, to: chunks.count, by: 2).map {
                $0 + 1 < chunks.count ? chunks[$0].merged(with: chunks[$0 + 1]) : chunks[$0]
            }
        }
        let summary = chunks[0]
        #expect(!summary.isExact)
        let rows = summary.reportRows
        #expect(rows.count == 20)
        for row in rows {
            let actual = truth[row.key] ?? 0
            #expect(row.count - row.error <= actual && actual <= row.count)
            #expect(row.error <= summary.errorBound)
        }
        for (key, count) in truth where !rows.contains(where: { $0.key == key }) {
            #expect(count <= summary.errorBound)
        }
        #expect(rows.first?.key == "k1")
        #expect(summary.errorBound < 6000 / 20, "the bound stays below n / K")
    }

    @Test("merging is commutative, also when rows are cut", arguments: [4, 50])
    func commutative(capacity: Int) {
        var random = SplitMix64(seed: 5)
        let left = Self.table((0..<300).map { _ in "/p/\(random.next(below: 40))" }, capacity: capacity)
        let right = Self.table((0..<300).map { _ in "/p/\(random.next(below: 60))" }, capacity: capacity)
        #expect(left.merged(with: right) == right.merged(with: left))
    }

    @Test("examples are the smallest distinct ones")
    func examples() {
        let first = Self.table(["/a/:id{int}"], capacity: 2, examples: ["/a/:id{int}": ["/a/9"]])
        let second = Self.table(["/a/:id{int}"], capacity: 2, examples: ["/a/:id{int}": ["/a/10", "/a/9", "/a/1"]])
        let third = Self.table(["/a/:id{int}"], capacity: 2, examples: ["/a/:id{int}": ["/a/0"]])
        #expect(first.merged(with: second).merged(with: third).reportRows.first?.examples == ["/a/0", "/a/1", "/a/10"])
    }

    @Test("a chunk's tally keeps three smallest example paths per shape and counts every path's shape")
    func unmatchedTally() {
        var tally = UnmatchedTally()
        for path in ["/items/9", "/items/10", "/items/3", "/items/10", "/items/1", "/wp-login.php"] {
            var copy = path
            copy.withUTF8 { tally.add($0) }
        }
        let summary = tally.summarize(capacity: 8, samples: [])
        #expect(summary.paths.isExact)
        #expect(summary.paths.reportRows.first == HeavyHitter(key: "/items/10", count: 2, error: 0))
        let shapes = summary.shapes.reportRows
        #expect(shapes.map(\.count) == [5, 1])
        #expect(shapes.first?.examples == ["/items/1", "/items/10", "/items/3"])
        #expect(FormatSuggester().suggestion(forShapeKey: shapes[0].key) == "/items/:itemId{int}")
        let next = tally.summarize(capacity: 8, samples: [])
        #expect(next.paths.rows.isEmpty, "summarizing empties the tally")
    }
}

@Suite("Summary tree")
struct SummaryTreeTests {
    @Test("chunk summaries inserted in any order combine to the same tables", arguments: [1 as UInt64, 2, 3])
    func anyOrder(seed: UInt64) {
        var random = SplitMix64(seed: 17)
        let chunks = (0..<23).map { chunk in
            (chunk, HeavyHittersTests.table((0..<50).map { _ in "/x/\(random.next(below: 90))" }, capacity: 6))
        }
        func combine(_ order: [(Int, HeavyHitters)]) -> HeavyHitters {
            let tree = LockedState(SummaryTree())
            for (chunk, table) in order {
                let summary = ChunkSummary(paths: table, shapes: HeavyHitters(capacity: 6), samples: [])
                SummaryTree.insert(summary, at: SummaryTree.Node(input: 0, chunk: chunk), into: tree, sampleLimit: 0)
            }
            #expect(tree.withLock(\.waitingCount) == 4, "23 chunks leave nodes of 16, 4, 2 and 1 chunks")
            return tree.withLock { $0.result(inputs: 1, capacity: 6, sampleLimit: 0) }.paths
        }
        var shuffled = chunks
        var shuffler = SplitMix64(seed: seed)
        shuffled.shuffle(using: &shuffler)
        #expect(combine(chunks) == combine(shuffled))
        #expect(!combine(chunks).isExact)
    }
}

@Suite("Inputs folded as they complete")
struct InputFoldTests {
    @Test(
        "folding each input as soon as it is complete gives the end-of-run result, whatever the order",
        arguments: [1 as UInt64, 2, 3, 4])
    func anyCompletionOrder(seed: UInt64) {
        var random = SplitMix64(seed: 29)
        // 6 inputs of 0 to 9 chunks (an empty input included), each chunk a small table.
        let chunkCounts = [5, 0, 9, 1, 4, 7]
        let chunks = chunkCounts.enumerated().flatMap { input, count in
            (0..<count).map { chunk in
                (
                    input, chunk,
                    ChunkSummary(
                        paths: HeavyHittersTests.table(
                            (0..<40).map { _ in "/p/\(random.next(below: 60))" }, capacity: 5),
                        shapes: HeavyHitters(capacity: 5), samples: [])
                )
            }
        }
        let atTheEnd: ChunkSummary = {
            let tree = LockedState(SummaryTree())
            for (input, chunk, summary) in chunks {
                SummaryTree.insert(summary, at: SummaryTree.Node(input: input, chunk: chunk), into: tree, sampleLimit: 0)
            }
            return tree.withLock { $0.result(inputs: chunkCounts.count, capacity: 5, sampleLimit: 0) }
        }()
        // The same chunks in a shuffled order, each reader's end announced at a random point after its last chunk.
        var shuffler = SplitMix64(seed: seed)
        var events = chunks.map { (input: $0.0, chunk: Optional($0.1), summary: Optional($0.2)) }
        events.shuffle(using: &shuffler)
        for input in chunkCounts.indices.reversed() {
            let last = events.lastIndex { $0.input == input } ?? -1
            let at = last + 1 + Int(shuffler.next(below: events.count - last))
            events.insert((input, nil, nil), at: at)
        }
        let tree = LockedState(SummaryTree())
        var fold = InputFold(capacity: 5, sampleLimit: 0)
        var foldedEarly = 0
        for event in events {
            let nodes: [ChunkSummary]?
            if let chunk = event.chunk, let summary = event.summary {
                SummaryTree.insert(
                    summary, at: SummaryTree.Node(input: event.input, chunk: chunk), into: tree, sampleLimit: 0)
                nodes = tree.withLock { $0.chunkPlaced(input: event.input) }
            } else {
                nodes = tree.withLock { $0.inputRead(event.input, chunks: chunkCounts[event.input]) }
            }
            if let nodes {
                fold.add(SummaryTree.inputSummary(nodes, capacity: 5, sampleLimit: 0), input: event.input)
                foldedEarly += 1
            }
        }
        #expect(foldedEarly == chunkCounts.count, "every input completes before the end")
        #expect(tree.withLock(\.waitingCount) == 0, "no node is left in the tree")
        let folded = tree.withLock { fold.finish(inputs: chunkCounts.count, tree: &$0, capacity: 5) }
        #expect(folded.paths == atTheEnd.paths)
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
                key.withUTF8 { _ = tally.add($0) }
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

extension PathTallyTests {
    @Test("a full tally keeps the largest counts, ties by hash then first occurrence", arguments: [1 as UInt64, 2, 3])
    func keptMatchesFullSort(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var tally = PathTally()
        for _ in 0..<3000 {
            var key = "/k/\(random.next(below: 1500))"
            key.withUTF8 { _ = tally.add($0) }
        }
        for limit in [1, 7, 100, 1499, 5000] {
            let expected = tally.entries.indices.sorted { lhs, rhs in
                let (left, right) = (tally.entries[lhs], tally.entries[rhs])
                if left.count != right.count { return left.count > right.count }
                return left.hash != right.hash ? left.hash < right.hash : lhs < rhs
            }
            let kept = tally.kept(limit: limit)
            #expect(Set(kept.indices) == Set(expected.prefix(limit)))
            #expect(kept.indices == kept.indices.sorted { tally.entries[$0].hash < tally.entries[$1].hash })
            #expect(kept.droppedMaximum == (expected.count > limit ? tally.entries[expected[limit]].count : 0))
        }
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

extension PathTallyTests {
    /// The hash as first written: eight bytes at a time, the tail gathered byte by byte into a zero-padded word.
    static func referenceHash(_ bytes: [UInt8]) -> UInt64 {
        func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            let product = (hash ^ word) &* 0x100_0000_01b3
            return ((product << 29) | (product >> 35)) &* 0xff51_afd7_ed55_8ccd
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(bytes.count) &* 0x9e37_79b9_7f4a_7c15)
        var offset = 0
        while offset < bytes.count {
            var word: UInt64 = 0
            for (shift, byte) in bytes[offset..<min(offset + 8, bytes.count)].enumerated() {
                word |= UInt64(byte) << UInt64(shift * 8)
            }
            hash = mix(hash, word)
            offset += 8
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }

    @Test("the hash reads a tail of any length like a zero-padded word (orders in reports depend on it)")
    func hashTails() {
        var random = SplitMix64(seed: 7)
        for length in 0...40 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next(below: 256)) }
            // Bytes after the key must not count: hash a prefix of a longer buffer.
            let padded = bytes + [0xFF, 0xEE, 0xDD, 0xCC, 0xBB, 0xAA, 0x99, 0x88]
            let hash = padded.withUnsafeBufferPointer { StableHash.hash(UnsafeBufferPointer(rebasing: $0[0..<length])) }
            #expect(hash == Self.referenceHash(bytes), "length \(length)")
        }
    }
}
