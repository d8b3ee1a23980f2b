@testable import CorridorAnalyzer
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

@Suite("Line chunks")
struct LineChunkerTests {
    /// Every chunk's bytes until the end or the error that stopped the chunker.
    private static func drain(_ chunker: inout LineChunker) -> (bytes: [UInt8], failure: InputError?) {
        var received: [UInt8] = []
        while true {
            do throws(InputError) {
                guard let chunk = try chunker.next() else { return (received, nil) }
                received += chunk.bytes
            } catch {
                return (received, error)
            }
        }
    }

    /// Lines as `forEachLine` hands them out, with their numbers, over all chunks.
    private static func numberedLines(_ chunks: [LineChunk]) -> [(Int, [UInt8])] {
        var lines: [(Int, [UInt8])] = []
        for chunk in chunks {
            chunk.forEachLine { line, number in lines.append((number, Array(line))) }
        }
        return lines
    }

    @Test(
        "chunks end at line boundaries, hold every byte once, and number lines from 1 without gaps",
        arguments: ["combined.log", "combined.log.zst", "multimember.log.gz"], [1, 2, 37, 200, 4096, 1 << 20])
    func boundaries(name: String, chunkSize: Int) throws {
        let plain = try InputFixtures.bytes("combined.log")
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path(name))
        defer { stream.close() }
        let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: chunkSize)
        #expect(error == nil)
        #expect(chunks.flatMap { $0.bytes } == plain)
        #expect(chunks.map { $0.sequence } == Array(chunks.indices))
        var nextLine = 1
        for chunk in chunks {
            #expect(chunk.bytes.last == 0x0A)
            #expect(chunk.firstLineNumber == nextLine)
            #expect(chunk.lineCount == chunk.bytes.filter { $0 == 0x0A }.count)
            nextLine += chunk.lineCount
        }
        let lines = Self.numberedLines(chunks)
        #expect(lines.map { $0.0 } == Array(1...120))
        #expect(lines.map { $0.1 } == InputFixtures.lines(of: plain))
        if chunkSize >= 4096 { #expect(chunks.count <= plain.count / chunkSize + 1) }
    }

    @Test("CRLF line ends lose their \\r; an empty CRLF line is an empty line", arguments: [1, 64, 1 << 20])
    func crlf(chunkSize: Int) throws {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path("crlf.log"))
        defer { stream.close() }
        let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: chunkSize)
        #expect(error == nil)
        let lines = Self.numberedLines(chunks).map { String(decoding: $0.1, as: UTF8.self) }
        #expect(lines.count == 4)
        #expect(lines[2] == "")
        #expect(lines.allSatisfy { !$0.contains("\r") })
        #expect(lines[3].hasSuffix("\"GET /three HTTP/1.1\" 200 5 \"-\" \"-\""))
    }

    @Test("a last line without a line feed is still a line", arguments: [1, 50, 1 << 20])
    func lastLineWithoutNewline(chunkSize: Int) throws {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path("no-final-newline.log"))
        defer { stream.close() }
        let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: chunkSize)
        #expect(error == nil)
        #expect(chunks.reduce(0) { $0 + $1.lineCount } == 2)
        #expect(chunks.last?.bytes.last == UInt8(ascii: "\""))
        let lines = Self.numberedLines(chunks)
        #expect(lines.map { $0.0 } == [1, 2])
        #expect(String(decoding: lines[1].1, as: UTF8.self).contains("GET /last"))
    }

    @Test("a 1 MB line is one line, whatever the chunk size", arguments: [1000, 64 * 1024, 1 << 20])
    func longLine(chunkSize: Int) throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let content = Array("first\n".utf8) + long + Array("\nlast\n".utf8)
        let path = try InputFixtures.temporaryFile(content)
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: chunkSize)
        #expect(error == nil)
        #expect(chunks.flatMap { $0.bytes } == content)
        let lines = Self.numberedLines(chunks)
        #expect(lines.map { $0.0 } == [1, 2, 3])
        #expect(lines.map { $0.1.count } == [5, 1_000_000, 4])
        #expect(lines[1].1 == long)
    }

    @Test(
        "a UTF-8 byte order mark at the start of an input is dropped; one further on is kept",
        arguments: [
            ("\u{FEFF}#Version: 1.0\r\na b\r\n", ["#Version: 1.0", "a b"]), ("x\n\u{FEFF}y\n", ["x", "\u{FEFF}y"]),
        ])
    func byteOrderMark(text: String, lines: [String]) throws {
        let path = try InputFixtures.temporaryFile(Array(text.utf8))
        defer { InputFixtures.remove(path) }
        // Chunks smaller than the mark too: it is told from the input's first three bytes whatever the reads.
        for chunkSize in [1, 2, 3, 4096] {
            let stream = try CorridorAnalyzer.InputStream.open(path: path)
            defer { stream.close() }
            let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: chunkSize)
            #expect(error == nil)
            #expect(
                Self.numberedLines(chunks).map { String(decoding: $0.1, as: UTF8.self) } == lines,
                "chunks of \(chunkSize)")
        }
    }

    @Test("a UTF-16 log whose text starts with U+FEFF: the UTF-8 mark it becomes is dropped too, in any chunk size")
    func byteOrderMarkAfterTranscoding() throws {
        // The fuzzer's input: UTF-16 LE's mark, then U+FEFF, U+FFFF, U+FFE7, U+E7FF.
        let path = try InputFixtures.temporaryFile([0xFF, 0xFE, 0xFF, 0xFE, 0xFF, 0xFF, 0xE7, 0xFF, 0xFF, 0xE7])
        defer { InputFixtures.remove(path) }
        for chunkSize in [1, 2, 7, 64] {
            let stream = try CorridorAnalyzer.InputStream.open(path: path, inputBufferSize: 16)
            defer { stream.close() }
            let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: chunkSize)
            #expect(error == nil)
            #expect(chunks.flatMap(\.bytes) == Array("\u{FFFF}\u{FFE7}\u{E7FF}".utf8), "chunks of \(chunkSize)")
        }
    }

    /// The lines an input of `text` is read as, in chunks of `chunkSize` bytes.
    static func lines(of text: String, chunkSize: Int) throws -> [String] {
        let path = try InputFixtures.temporaryFile(Array(text.utf8))
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: chunkSize)
        #expect(error == nil)
        return numberedLines(chunks).map { String(decoding: $0.1, as: UTF8.self) }
    }

    static let entries = [
        #"{"a": 1, "s": "x, [y] {z} \"q\" \\", "n": {"b": [1, 2]}}"#, #"{"a": 2}"#, #"{"a": 3, "t": "}]"}"#,
    ]

    @Test(
        "a pretty-printed JSON log is read one entry a line: an array, a records object, objects one after another",
        arguments: [64, 512, 4096])
    func jsonDocuments(chunkSize: Int) throws {
        let entries = Self.entries
        let compact = try entries.map { entry in
            String(
                decoding: try JSONSerialization.data(
                    withJSONObject: JSONSerialization.jsonObject(with: Data(entry.utf8))), as: UTF8.self)
        }
        let pretty = try entries.map { entry in
            String(
                decoding: try JSONSerialization.data(
                    withJSONObject: JSONSerialization.jsonObject(with: Data(entry.utf8)), options: [.prettyPrinted]),
                as: UTF8.self)
        }
        // Objects one after another on a line, as Firehose delivers records to S3 (AWS WAF's logs).
        let concatenated: [String] = [
            compact.joined(), compact.joined(separator: " ") + "\n", compact[0] + compact[1] + "\n" + compact[2] + "\n",
        ]
        let documents: [String] = [
            "[\n" + pretty.joined(separator: ",\n") + "\n]\n",
            "[" + compact.joined(separator: ",") + "]",
            "{\"records\": [\n" + pretty.joined(separator: ",\n") + "\n]}\n",
            "{\"Records\":[" + compact.joined(separator: ",") + "]}\n",
            pretty.joined(separator: "\n") + "\n",
        ]
        for document in documents + concatenated {
            let lines = try Self.lines(of: document, chunkSize: chunkSize)
            #expect(lines.count == entries.count, "\(document)")
            for (line, entry) in zip(lines, compact) {
                let read = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
                let expected = try JSONSerialization.jsonObject(with: Data(entry.utf8)) as? NSDictionary
                #expect(read == expected, "\(line)")
            }
        }
    }

    @Test(
        "several JSON documents one after another (and a search response's hits): each one's entries, and nothing of their other members",
        arguments: [64, 512, 4096])
    func severalJSONDocuments(chunkSize: Int) throws {
        let compact = #"{"a":1,"s":"x, [y]"}"#
        let pretty = "{\n    \"a\": 2,\n    \"n\": [1, 2]\n}"
        let documents = [
            // Azure Monitor batches, one a line.
            "{\"records\":[" + compact + "," + compact + "]}\n{\"records\":[" + compact + "]}\n",
            // `aws logs filter-log-events` printed twice: the events, not `searchedLogStreams` or the token.
            "{\n  \"events\": [\n" + pretty + ",\n" + compact
                + "\n  ],\n  \"searchedLogStreams\": [\n    {\"logStreamName\": \"web\", \"searchedCompletely\": true}\n  ],"
                + "\n  \"nextToken\": \"Y2\"\n}\n{\"events\": [" + compact + "]}\n",
            // Arrays one after another.
            "[" + compact + "," + pretty + "]\n[" + compact + "]",
            // Edgio's deliveries one a line, `logs` first.
            "{\"logs\":[" + compact + "," + compact + "],\"seq_num\":0}\n{\"logs\":[" + pretty + "],\"seq_num\":1}\n",
            // CloudWatch Logs subscription payloads as Firehose delivers them: one after another on one line, the
            // entries in `logEvents` after other members, a control message without any.
            #"{"messageType":"CONTROL_MESSAGE","owner":"CloudwatchLogs","logEvents":[]}"#
                + #"{"messageType":"DATA_MESSAGE","owner":"1","logGroup":"/ecs/web","subscriptionFilters":["all"],"logEvents":["#
                + compact + "," + compact + "]}" + #"{"messageType":"DATA_MESSAGE","logEvents":["# + pretty + "]}",
            // …and a control message without events last: no blank line after the last entry.
            #"{"messageType":"DATA_MESSAGE","logEvents":["# + compact + "," + compact + "," + pretty + "]}"
                + #"{"messageType":"CONTROL_MESSAGE","owner":"CloudwatchLogs","logEvents":[]}"# + "\n",
            // An Elasticsearch search response: its hits, not `_shards`, `total` or an aggregation's `hits`.
            #"{"took":5,"timed_out":false,"_shards":{"total":1,"hits":[{"x":1}]},"hits":{"total":{"value":3,"relation":"eq"},"max_score":1.0,"hits":["#
                + compact + "," + pretty + "," + compact
                + #"]},"aggregations":{"top":{"hits":{"hits":[{"y":2}]}}}}"# + "\n",
            // …pretty-printed, and a scroll's pages one after another.
            "{\n  \"_scroll_id\": \"FGluY2x1ZGU=\",\n  \"took\": 1,\n  \"timed_out\": false,\n  \"hits\": {\n    \"hits\": [\n"
                + pretty + ",\n"
                + compact
                + "\n    ]\n  }\n}\n{\"_scroll_id\":\"FGl=\",\"took\":1,\"timed_out\":false,\"hits\":{\"hits\":["
                + compact
                + "]}}\n{\"_scroll_id\":\"FGl=\",\"took\":0,\"timed_out\":false,\"hits\":{\"hits\":[]}}\n",
        ]
        for document in documents {
            let lines = try Self.lines(of: document, chunkSize: chunkSize)
            #expect(lines.count == 3, "\(document)")
            for line in lines {
                let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect(entry?["a"] != nil, "\(line)")
            }
        }
    }

    @Test(
        "a pretty-printed document whose entries are in its `logs` array after other members (Edgio's deliveries)",
        arguments: [512, 4096])
    func jsonEnvelopeWithEntriesAfterOtherMembers(chunkSize: Int) throws {
        let compact = #"{"a":1,"s":"x, [y]"}"#
        let pretty = "{\n\t\t\"a\": 2,\n\t\t\"n\": [1, 2]\n\t}"
        // The members naming the delivery first, a `tags` array of objects among them (not entries); the next
        // delivery on one line.
        let document =
            "{\n\t\"agent_id\": \"1234500008619D55A\",\n\t\"seq_num\": 0,\n\t\"tags\": [{\"k\": \"v\"}],\n\t\"logs\": [\n\t"
            + pretty + ", " + compact + "\n\t]\n}\n{\"agent_id\": \"1\", \"seq_num\": 1, \"logs\": [" + compact + "]}\n"
        let lines = try Self.lines(of: document, chunkSize: chunkSize)
        #expect(lines.count == 3, "\(lines)")
        let values = try lines.map { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["a"] as? Int
        }
        #expect(values == [2, 1, 1])
    }

    @Test(
        "pretty-printed entries with an array of objects of their own (Cloudflare Workers' `Logs`, an `events` array after other members) stay entries",
        arguments: [512, 4096])
    func prettyEntriesWithArraysOfObjects(chunkSize: Int) throws {
        let entries = [
            "{\n  \"Event\": {\"Request\": {\"URL\": \"https://a.example/x\"}},\n  \"Logs\": [\n    {\"Level\": \"log\", \"Message\": [\"hi\"]}\n  ],\n  \"Outcome\": \"ok\"\n}",
            "{\n  \"path\": \"/b\",\n  \"events\": [{\"name\": \"start\"}, {\"name\": \"end\"}]\n}",
        ]
        let lines = try Self.lines(of: entries.joined(separator: "\n") + "\n", chunkSize: chunkSize)
        #expect(lines.count == 2, "\(lines)")
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects[0]?["Outcome"] as? String == "ok" && objects[1]?["path"] as? String == "/b")
    }

    @Test("a JSON document's entry over the line limit is cut to its head, and the entries after it are whole")
    func longJSONEntry() throws {
        let long =
            "[\n  {\"a\": 1},\n  {\"b\": \"" + String(repeating: "x", count: 5000)
            + "\",\n   \"c\": [1,\n 2]},\n  {\"d\": 4}\n]\n"
        let path = try InputFixtures.temporaryFile(Array(long.utf8))
        defer { InputFixtures.remove(path) }
        for readSize in [16, 257, 4096] {
            let stream = try CorridorAnalyzer.InputStream.open(path: path, inputBufferSize: readSize)
            defer { stream.close() }
            var chunker = LineChunker(input: stream, chunkSize: 64, maxLineLength: 1000)
            var lines: [String] = []
            while let chunk = try chunker.next() {
                chunk.forEachLine { line, _ in lines.append(String(decoding: line, as: UTF8.self)) }
            }
            #expect(lines.count == 3, "\(readSize)")
            #expect(lines.first?.trimmingCharacters(in: .whitespaces) == #"{"a": 1}"#)
            #expect(lines.last?.trimmingCharacters(in: .whitespaces) == #"{"d": 4}"#, "\(readSize)")
            #expect(chunker.skippedLongLines == [2])
        }
    }

    @Test(
        "JSON lines, Docker's lines and a log whose lines start with '[' are read as they are",
        arguments: [
            #"{"a": 1}"# + "\n" + #"{"a": 2}"# + "\n",
            // An application's JSON lines that open with a `took` of their own (no search response's `timed_out`).
            #"{"took": 12, "path": "/a", "hits": {"hits": [1]}}"# + "\n" + #"{"took": 3, "path": "/b"}"# + "\n",
            // JSON lines whose entries hold a `logs` array of their own.
            #"{"path": "/a", "logs": [{"x": 1}, {"x": 2}]}"# + "\n" + #"{"path": "/b", "logs": []}"# + "\n",
            #"{"log":"GET /a\n","stream":"stdout","time":"2026-11-21T05:06:37Z"}"# + "\n",
            #"[2026-11-21T05:06:37.000Z] "GET /a HTTP/1.1" 200 - 0 5 1 1 "-" "curl" "id" "h" "u""# + "\n",
            "[\n1,\n2\n]\n",
        ])
    func notJSONDocuments(text: String) throws {
        #expect(try Self.lines(of: text, chunkSize: 4096) == text.split(separator: "\n").map(String.init))
    }

    @Test("an input without a line feed at all is one line")
    func noNewlineAtAll() throws {
        let content = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000)
        let path = try InputFixtures.temporaryFile(content)
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: 100)
        #expect(error == nil)
        #expect(chunks.count == 1)
        #expect(chunks.first?.lineCount == 1)
        #expect(chunks.first?.bytes == content)
    }

    /// With a limit below the read size, the block that ends a cut line can hold more lines over the limit (found by
    /// the decoder fuzz target): each comes out cut to its head like the first, and the rest as it is.
    @Test("lines over the limit right after a cut one are cut too", arguments: [16, 64, 257, 4096])
    func longLinesAfterACutOne(readSize: Int) throws {
        let limit = 64
        let lines = [
            "short", String(repeating: "a", count: 100), String(repeating: "b", count: 70), "mid",
            String(repeating: "c", count: 300), "end",
        ]
        let content = Array((lines.joined(separator: "\n") + "\n").utf8)
        let path = try InputFixtures.temporaryFile(content)
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path, inputBufferSize: readSize)
        defer { stream.close() }
        var chunker = LineChunker(input: stream, chunkSize: 7, maxLineLength: limit)
        var received: [UInt8] = []
        while let chunk = try chunker.next() {
            #expect(chunk.bytes.split(separator: 0x0A).allSatisfy { $0.count <= limit })
            received += chunk.bytes
        }
        let expected = lines.map { $0.count > limit ? String($0.prefix(limit)) : $0 }.joined(separator: "\n") + "\n"
        #expect(String(decoding: received, as: UTF8.self) == expected)
        #expect(chunker.skippedLongLines == [2, 3, 5])
    }

    @Test(
        "a line of maxLineLength bytes is read; a longer one is cut to its head, skipped, and reading goes on",
        arguments: [1, 7, 100, 1000])
    func lineLengthLimit(chunkSize: Int) throws {
        let limit = 1000
        for (length, final) in [
            (limit, "\n"), (limit, ""), (limit + 1, "\n"), (limit + 1, ""), (50_000, "\n"), (50_000, "\nnext\n"),
        ] {
            let long = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            let content = Array("first\nsecond\n".utf8) + long + Array(final.utf8)
            let path = try InputFixtures.temporaryFile(content)
            defer { InputFixtures.remove(path) }
            let stream = try CorridorAnalyzer.InputStream.open(path: path)
            defer { stream.close() }
            var chunker = LineChunker(input: stream, chunkSize: chunkSize, maxLineLength: limit)
            let (received, failure) = Self.drain(&chunker)
            #expect(try chunker.next() == nil)
            if length <= limit {
                #expect(failure == nil)
                #expect(received == content)
            } else {
                // The line's head (the first min(limit, 1 KiB) bytes) stands for it; the rest is skipped and
                // reading goes on.
                let head = [UInt8](repeating: UInt8(ascii: "a"), count: min(limit, LineChunker.keptHeadOfLongLine))
                #expect(failure == nil)
                #expect(received == Array("first\nsecond\n".utf8) + head + Array(final.utf8))
                #expect(chunker.skippedLongLines == [3])
            }
        }
    }

    @Test("an empty input yields no chunks")
    func emptyInput() throws {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path("empty.log"))
        defer { stream.close() }
        var chunker = LineChunker(input: stream)
        #expect(try chunker.next() == nil)
        #expect(try chunker.next() == nil)
    }

    @Test("a truncated input: the complete lines before the break come out, then the error, then nothing")
    func errorAfterLines() throws {
        let original = try InputFixtures.bytes("multiframe.log.zst")
        let plain = try InputFixtures.bytes("combined.log")
        let path = try InputFixtures.temporaryFile(Array(original.dropLast(300)), name: "cut.log.zst")
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        var chunker = LineChunker(input: stream, chunkSize: 1000)
        let (received, failure) = Self.drain(&chunker)
        #expect(failure?.offset == Int64(original.count - 300))
        #expect(received.last == 0x0A)
        #expect(received == Array(plain.prefix(received.count)))
        #expect(InputFixtures.lines(of: received).count >= 70)
        #expect(try chunker.next() == nil)
    }

    @Test("a chunk finds the lines starting with a prefix, and is cut before any of its lines with their numbers kept")
    func directivesAndCuts() {
        let text = "#Version: 1.0\r\n#Fields: a b\r\nx 1\n#Fields: b a\n\n1 y\n#Fie"
        let chunk = LineChunk(sequence: 2, firstLineNumber: 10, bytes: Array(text.utf8))
        #expect(chunk.lineIndices(startingWith: Array("#Fields:".utf8)) == [1, 3])
        #expect(chunk.line(at: 1) == Array("#Fields: a b".utf8))
        #expect(chunk.line(at: 4) == [])
        #expect(chunk.linesStart(with: UInt8(ascii: "#"), before: 2))
        #expect(!chunk.linesStart(with: UInt8(ascii: "#"), before: 3))
        for cut in 1..<chunk.lineCount {
            let (before, from) = chunk.split(atLine: cut)
            #expect(before.lineCount == cut && from.lineCount == chunk.lineCount - cut)
            #expect(before.bytes + from.bytes == chunk.bytes)
            var lines: [[UInt8]] = []
            var numbers: [Int] = []
            for part in [before, from] {
                part.forEachLine { line, number in
                    lines.append(Array(line))
                    numbers.append(number)
                }
            }
            #expect(numbers == Array(10..<17))
            #expect(lines == (0..<chunk.lineCount).map { chunk.line(at: $0) })
        }
    }

    @Test("a chunk made from bytes counts its lines")
    func chunkFromBytes() {
        #expect(LineChunk(sequence: 0, firstLineNumber: 1, bytes: Array("a\nb\n".utf8)).lineCount == 2)
        #expect(LineChunk(sequence: 0, firstLineNumber: 1, bytes: Array("a\nb".utf8)).lineCount == 2)
        #expect(LineChunk(sequence: 0, firstLineNumber: 1, bytes: Array("\n\n".utf8)).lineCount == 2)
        #expect(LineChunk(sequence: 0, firstLineNumber: 1, bytes: []).lineCount == 0)
        var numbers: [Int] = []
        LineChunk(sequence: 3, firstLineNumber: 41, bytes: Array("x\r\n\ny".utf8)).forEachLine { line, number in
            numbers.append(number)
            #expect(!line.contains(0x0D))
        }
        #expect(numbers == [41, 42, 43])
    }
}
