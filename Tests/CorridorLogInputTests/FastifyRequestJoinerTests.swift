@testable import CorridorLogInput
import CorridorTestSupport
import Testing

/// A Fastify log (an `incoming request` and a `request completed` entry a request, paired by `reqId`) is read one line
/// a request; anything else is read as it is.
@Suite("Fastify logs, one line a request")
struct FastifyRequestJoinerTests {
    static func incoming(_ id: String, _ url: String) -> String {
        #"{"level":30,"time":1795237597000,"pid":7,"hostname":"web-1","reqId":"# + id
            + #","req":{"method":"GET","url":""# + url + #"","remoteAddress":"192.0.2.7"},"msg":"incoming request"}"#
    }

    static func completed(_ id: String, _ status: Int) -> String {
        #"{"level":30,"time":1795237597012,"pid":7,"hostname":"web-1","reqId":"# + id + #","res":{"statusCode":"#
            + "\(status)" + #"},"responseTime":12.5,"msg":"request completed"}"#
    }

    static func rewritten(_ lines: [String], readSize: Int = 1 << 16) throws -> [String] {
        let (rewritten, error) = try InputFixtures.decodedLines(ofLines: lines, readSize: readSize)
        #expect(error == nil)
        return rewritten
    }

    @Test(
        "overlapping requests are paired by reqId, in the order they complete, whatever the reads",
        arguments: [5, 1 << 16])
    func overlapping(readSize: Int) throws {
        let lines = [
            #"{"level":30,"time":1795237596000,"pid":7,"hostname":"web-1","msg":"Server listening at http://0.0.0.0:3000"}"#,
            Self.incoming(#""req-1""#, "/users/42"), Self.incoming(#""req-2""#, "/orders"),
            Self.completed(#""req-2""#, 201), Self.completed(#""req-1""#, 200),
        ]
        #expect(
            try Self.rewritten(lines, readSize: readSize) == [
                #"{"incoming":"# + Self.incoming(#""req-2""#, "/orders") + #","completed":"#
                    + Self.completed(#""req-2""#, 201) + "}",
                #"{"incoming":"# + Self.incoming(#""req-1""#, "/users/42") + #","completed":"#
                    + Self.completed(#""req-1""#, 200) + "}",
            ])
    }

    @Test("numeric ids; a request open at the end alone; a completion without its request alone")
    func unpaired() throws {
        let lines = [
            Self.completed("0", 200), Self.incoming("1", "/a"), Self.incoming("2", "/b"), Self.completed("2", 404),
        ]
        #expect(
            try Self.rewritten(lines) == [
                #"{"completed":"# + Self.completed("0", 200) + "}",
                #"{"incoming":"# + Self.incoming("2", "/b") + #","completed":"# + Self.completed("2", 404) + "}",
                #"{"incoming":"# + Self.incoming("1", "/a") + "}",
            ])
    }

    @Test(
        "what is a Fastify log and what is not",
        arguments: [
            (incoming(#""req-1""#, "/a") + "\n", true),
            (#"{"level":30,"msg":"incoming request"}"# + "\n", false),
            (
                #"{"level":30,"time":1,"req":{"method":"GET","url":"/a"},"res":{"statusCode":200},"responseTime":1,"msg":"request completed"}"#
                    + "\n", false
            ),
            (incoming(#""req-1""#, "/a"), false),
        ] as [(String, Bool)])
    func detection(text: String, isFastify: Bool) {
        #expect(
            Array(text.utf8).withUnsafeBytes { FastifyRequestJoiner.opensFastifyLog(RewrittenLines.wholeLines(of: $0)) }
                == isFastify)
    }

    @Test("ids with escaped quotes are read whole")
    func escapedID() {
        let line = Array(#"{"reqId":"a\"b","msg":"x"}"#.utf8)
        #expect(FastifyRequestJoiner.requestID(line[...]).map { String(decoding: $0, as: UTF8.self) } == #""a\"b""#)
        #expect(FastifyRequestJoiner.requestID(Array(#"{"reqId": 12}"#.utf8)[...]).map(Array.init) == Array("12".utf8))
        #expect(FastifyRequestJoiner.requestID(Array(#"{"reqId":"open"#.utf8)[...]) == nil)
    }
}
