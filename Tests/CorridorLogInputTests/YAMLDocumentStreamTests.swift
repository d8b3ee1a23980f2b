@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorTestSupport
import Foundation
import Testing

/// A stream of YAML documents (`gcloud logging read`'s default output) is read one JSON object a line; anything else
/// is read as it is.
@Suite("YAML documents as JSON lines")
struct YAMLDocumentStreamTests {
    /// Two Cloud Logging entries of an HTTP(S) load balancer as `gcloud logging read` prints them: keys sorted,
    /// `---` before each, quoted keys and values, a long user agent folded over two lines.
    static let loadBalancerEntries = """
        ---
        httpRequest:
          latency: 0.012345s
          remoteIp: 192.0.2.7
          requestMethod: GET
          requestSize: '82'
          requestUrl: https://api.example.com/users/42?page=2
          responseSize: '313'
          status: 200
          userAgent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML,
            like Gecko) Chrome/120.0.0.0 Safari/537.36
        insertId: 1k6z4q4f8k9x1c
        jsonPayload:
          '@type': type.googleapis.com/google.cloud.loadbalancing.type.LoadBalancerLogEntry
          statusDetails: response_sent_by_backend
        logName: projects/my-project/logs/requests
        receiveTimestamp: '2026-11-21T05:06:38.123456789Z'
        resource:
          labels:
            backend_service_name: web-backend
          type: http_load_balancer
        severity: INFO
        timestamp: '2026-11-21T05:06:37.987654Z'
        ---
        httpRequest:
          latency: 1.5s
          remoteIp: 192.0.2.8
          requestMethod: POST
          requestUrl: "https://api.example.com/users/43?q=\\"x\\""
          status: 502
          userAgent: curl/8.5.0
        insertId: abc
        labels: {}
        logName: projects/my-project/logs/requests
        timestamp: '2026-11-21T05:07:37.987654Z'

        """

    static var expected: [[String: Any]] {
        [
            [
                "httpRequest": [
                    "latency": "0.012345s", "remoteIp": "192.0.2.7", "requestMethod": "GET", "requestSize": "82",
                    "requestUrl": "https://api.example.com/users/42?page=2", "responseSize": "313", "status": 200,
                    "userAgent":
                        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
                ] as [String: Any],
                "insertId": "1k6z4q4f8k9x1c",
                "jsonPayload": [
                    "@type": "type.googleapis.com/google.cloud.loadbalancing.type.LoadBalancerLogEntry",
                    "statusDetails": "response_sent_by_backend",
                ],
                "logName": "projects/my-project/logs/requests", "receiveTimestamp": "2026-11-21T05:06:38.123456789Z",
                "resource": ["labels": ["backend_service_name": "web-backend"], "type": "http_load_balancer"]
                    as [String: Any],
                "severity": "INFO", "timestamp": "2026-11-21T05:06:37.987654Z",
            ],
            [
                "httpRequest": [
                    "latency": "1.5s", "remoteIp": "192.0.2.8", "requestMethod": "POST",
                    "requestUrl": #"https://api.example.com/users/43?q="x""#, "status": 502, "userAgent": "curl/8.5.0",
                ] as [String: Any],
                "insertId": "abc", "labels": [String: Any](), "logName": "projects/my-project/logs/requests",
                "timestamp": "2026-11-21T05:07:37.987654Z",
            ],
        ]
    }

    /// The lines the input decodes to, read with `readSize`-byte reads through `inputBufferSize`-byte raw reads.
    static func lines(of bytes: [UInt8], readSize: Int = 1 << 16, inputBufferSize: Int = 1 << 18) throws -> (
        lines: [String], error: InputError?
    ) {
        try InputFixtures.decodedLines(of: bytes, readSize: readSize, inputBufferSize: inputBufferSize)
    }

    /// `lines` are the two load balancer entries as JSON (``expected``), read without error.
    static func expectLoadBalancerEntries(_ lines: [String], error: InputError?) throws {
        #expect(error == nil)
        try #require(lines.count == 2, "\(lines)")
        for (line, expected) in zip(lines, Self.expected) {
            #expect(try Self.object(line) == expected as NSDictionary, "\(line)")
        }
    }

    static func object(_ line: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
    }

    @Test(
        "gcloud's YAML entries come out one JSON object a line, whatever the read sizes",
        arguments: [(1 << 16, 1 << 18), (7, 16), (64, 33), (4096, 4096)])
    func loadBalancerEntries(readSize: Int, inputBufferSize: Int) throws {
        let (lines, error) = try Self.lines(
            of: Array(Self.loadBalancerEntries.utf8), readSize: readSize, inputBufferSize: inputBufferSize)
        try Self.expectLoadBalancerEntries(lines, error: error)
    }

    @Test("the first entry without a marker before it, CRLF line endings and a byte order mark are read too")
    func firstEntryWithoutMarker() throws {
        let text = "\u{FEFF}" + Self.loadBalancerEntries.dropFirst(4).replacingOccurrences(of: "\n", with: "\r\n")
        let (lines, error) = try Self.lines(of: Array(text.utf8))
        try Self.expectLoadBalancerEntries(lines, error: error)
    }

    @Test("a document that is not YAML is a line saying so, with its line; the documents after it are read")
    func brokenDocument() throws {
        let text =
            "---\ntimestamp: '2026-11-21T05:06:37Z'\ntextPayload: a\n---\nkey: [unclosed\n  - x: {\n---\n"
            + "timestamp: '2026-11-21T05:06:39Z'\ntextPayload: |-\n  GET /users/1 HTTP/1.1\n  second line\n"
        let (lines, error) = try Self.lines(of: Array(text.utf8))
        #expect(error == nil)
        try #require(lines.count == 3, "\(lines)")
        #expect(try Self.object(lines[0]) == ["timestamp": "2026-11-21T05:06:37Z", "textPayload": "a"] as NSDictionary)
        #expect(lines[1].hasPrefix("# YAML document at line 5: not a YAML document ("), "\(lines[1])")
        #expect(
            try Self.object(lines[2])
                == ["timestamp": "2026-11-21T05:06:39Z", "textPayload": "GET /users/1 HTTP/1.1\nsecond line"]
                as NSDictionary)
    }

    /// Found by the decoder fuzzer (its oracle: an input read read by read differs from its rewrite in one go): Yams
    /// names the position of the duplicated key it sorts first, and complex keys (mappings) come out of its dictionary
    /// in an order that differs from one reading to the next — the same document got two notes. Duplicated keys are
    /// named now without a position.
    @Test("a document with duplicated keys is the same note whatever the reading, naming the keys")
    func duplicatedKeys() throws {
        let text =
            "---\ntimestamp: '2026-11-21T05:06:37Z'\n---\n? {b: 1}\n: x\n? {a: 1}\n: y\n? {b: 1}\n: z\n? {a: 1}\n: w\n"
            + "---\ntextPayload: a\ntextPayload: b\n"
        let notes = try (0..<20).map { _ in try Self.lines(of: Array(text.utf8)).lines }
        #expect(Set(notes.map { $0.joined(separator: "\n") }).count == 1)
        let lines = try #require(notes.first)
        try #require(lines.count == 3, "\(lines)")
        #expect(
            lines[1]
                == "# YAML document at line 4: not a YAML document (duplicated keys in a mapping: '<uncovertable>', '<uncovertable>')"
        )
        #expect(
            lines[2] == "# YAML document at line 13: not a YAML document (duplicated keys in a mapping: 'textPayload')")
    }

    @Test(
        "logs that are not YAML documents are read as they are",
        arguments: [
            #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 5 "-" "ua""# + "\n",
            #"{"timestamp":"2026-11-21T05:06:37Z","request":"GET /a HTTP/1.1","status":200}"# + "\n",
            // An application's line that happens to start like a key: no document marker follows.
            "timestamp: 2026-11-21T05:06:37Z GET /a 200\ntimestamp: 2026-11-21T05:06:38Z GET /b 200\n",
            "---\n", "--- not yaml\n192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /a HTTP/1.1\" 200 5\n",
        ])
    func notYAML(text: String) throws {
        let (lines, error) = try Self.lines(of: Array(text.utf8))
        #expect(error == nil)
        #expect(lines == InputFixtures.lines(of: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) })
    }

    @Test("aliases cannot make a document's JSON grow without bound: it is cut, and the next document read")
    func aliasBomb() throws {
        var text = "---\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        text += "---\ntimestamp: '2026-11-21T05:06:39Z'\n"
        let (lines, error) = try Self.lines(of: Array(text.utf8))
        #expect(error == nil)
        try #require(lines.count == 2)
        #expect(
            lines[0].hasPrefix("# YAML document at line 2: a YAML document whose JSON is longer than"), "\(lines[0])")
        #expect(try Self.object(lines[1]) == ["timestamp": "2026-11-21T05:06:39Z"] as NSDictionary)
    }

    @Test("a document over the length kept is a line saying so; the marker after it still ends it, whatever the feeds")
    func longDocument() throws {
        let long =
            "---\nkey: " + String(repeating: "x", count: 300) + "\nmore: y\n---\ntimestamp: '2026-11-21T05:06:39Z'\n"
        for feed in [1, 7, 64, 4096] {
            let stream = YAMLDocumentStream(maxDocumentBytes: 100)
            let bytes = Array(long.utf8)
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + feed)
                bytes[start..<end].withUnsafeBytes { stream.feed($0) }
                start = end
            }
            stream.finish()
            var output: [UInt8] = []
            var block = [UInt8](repeating: 0, count: 16)
            while stream.hasOutput {
                let count = block.withUnsafeMutableBytes { stream.drain(into: $0.baseAddress!, capacity: $0.count) }
                output += block[0..<count]
            }
            let lines = InputFixtures.lines(of: output).map { String(decoding: $0, as: UTF8.self) }
            try #require(lines.count == 2, "\(feed): \(lines)")
            #expect(lines[0] == "# YAML document at line 2: a YAML document longer than 100 bytes, cut", "\(feed)")
            #expect(try Self.object(lines[1]) == ["timestamp": "2026-11-21T05:06:39Z"] as NSDictionary, "\(feed)")
        }
    }

    @Test("a gzip'd YAML stream is read as YAML; cut short, the documents before the cut come first, then the error")
    func compressed() throws {
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-c"]
        let input = Pipe()
        let output = Pipe()
        gzip.standardInput = input
        gzip.standardOutput = output
        try gzip.run()
        let text = Self.loadBalancerEntries + Self.loadBalancerEntries
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let compressed = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        gzip.waitUntilExit()
        let (lines, error) = try Self.lines(of: compressed)
        #expect(error == nil)
        #expect(lines.count == 4)
        let (cut, failure) = try Self.lines(of: Array(compressed.dropLast(12)))
        #expect(failure?.reason.contains("gzip") == true, "\(String(describing: failure))")
        #expect(cut.count >= 3, "\(cut)")
        for line in cut.dropLast() { #expect(try Self.object(line)?["httpRequest"] != nil, "\(line)") }
    }
}
