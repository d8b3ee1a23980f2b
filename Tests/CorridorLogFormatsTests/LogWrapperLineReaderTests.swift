import CorridorCore
@testable import CorridorLogFormats
import CorridorLogInput
import Testing

/// The application's lines read out of a container runtime's or a shipper's lines for the request joiners: the
/// wrappers found from the first lines, split lines joined, and each line's envelope kept to write a request in.
@Suite("Wrapped lines for the request joiners")
struct LogWrapperLineReaderTests {
    static let started =
        #"I, [2026-11-21T05:06:37.000000 #7]  INFO -- : [r1] Started GET "/users/42" for 192.0.2.7 at 2026-11-21 05:06:37 +0000"#
    static let completed =
        "I, [2026-11-21T05:06:37.012000 #7]  INFO -- : [r1] Completed 200 OK in 12ms (Allocations: 10)"
    static let stamp = "2026-11-21T05:06:37.123456789Z"

    static func bytes(_ lines: [String]) -> [ArraySlice<UInt8>] { lines.map { Array($0.utf8)[...] } }

    static func reader(_ lines: [String]) -> LogWrapperLineReader? {
        LogWrapperLineReader.reader(forFirstLines: bytes(lines), requestsOpened: RailsRequestJoiner.requestsOpened)
    }

    /// The application's line `read` gave and that line written again in its envelope; nil (an issue recorded) when
    /// it gave none.
    static func lineAndWrittenAgain(_ read: WrappedLine) -> (line: String, written: String)? {
        guard case .line(let content, let envelope) = read else {
            Issue.record("no line read: \(read)")
            return nil
        }
        var written: [UInt8] = []
        envelope.write([content[...]], to: &written)
        return (String(decoding: content, as: UTF8.self), String(decoding: written, as: UTF8.self))
    }

    static func json(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    @Test(
        "the wrappers are found from the first lines, one or two nested",
        arguments: [
            ("\(stamp) stdout F ", [LogWrapper.cri]),
            ("web-1  | ", [.compose]),
            ("web-1  | \(stamp) ", [.compose, .timestamped]),
            ("[pod/web-7d9f8c6b5-x2k4q/app] ", [.kubectl]),
            ("web-7d9f8c6b5-x2k4q app ", [.stern]),
            ("Nov 21 05:06:37 web1 rails[7]: ", [.syslog]),
        ])
    func prefixWrappers(prefix: String, wrappers: [LogWrapper]) throws {
        let lines = [Self.started, Self.completed].map { prefix + $0 }
        let reader = try #require(Self.reader(lines))
        #expect(reader.wrappers == wrappers)
        let read = try #require(Self.lineAndWrittenAgain(reader.read(Array(lines[0].utf8)[...])))
        #expect(read.line == Self.started)
        #expect(read.written == lines[0])
    }

    @Test("Docker's json-file: the line decoded, its parts joined, written again as Docker writes a whole line")
    func dockerParts() throws {
        let tail = #"","stream":"stdout","time":"\#(Self.stamp)"}"#
        let cut = Self.started.index(Self.started.startIndex, offsetBy: 70)
        let lines = [
            #"{"log":"\#(Self.json(String(Self.started[..<cut])))"# + tail,
            #"{"log":"\#(Self.json(String(Self.started[cut...])))\n"# + tail,
            #"{"log":"\#(Self.json(Self.completed))\n"# + tail,
        ]
        let reader = try #require(Self.reader(lines))
        #expect(reader.wrappers == [.docker])
        #expect(reader.read(Array(lines[0].utf8)[...]) == .pending)
        let read = try #require(Self.lineAndWrittenAgain(reader.read(Array(lines[1].utf8)[...])))
        #expect(read.line == Self.started)
        #expect(read.written == #"{"log":"\#(Self.json(Self.started))\n"# + tail)
    }

    @Test("journald's array of bytes: the line decoded; written again as a string in the array, read back the same")
    func journaldByteArray() throws {
        func entry(_ line: String) -> String {
            let bytes = Array(("\u{1B}[1m" + line + "\u{1B}[0m").utf8).map(String.init).joined(separator: ",")
            return #"{"__REALTIME_TIMESTAMP":"1795237597123456","MESSAGE":[\#(bytes)],"_PID":"7"}"#
        }
        let lines = [entry(Self.started), entry(Self.completed)]
        let reader = try #require(Self.reader(lines))
        #expect(reader.wrappers == [.json])
        let read = try #require(Self.lineAndWrittenAgain(reader.read(Array(lines[0].utf8)[...])))
        #expect(read.line == Self.started)
        #expect(
            read.written
                == #"{"__REALTIME_TIMESTAMP":"1795237597123456","MESSAGE":["\#(Self.json(Self.started))\n"],"_PID":"7"}"#
        )
        let again = try #require(Self.lineAndWrittenAgain(reader.read(Array(read.written.utf8)[...])))
        #expect(again.line == Self.started)
    }

    @Test("CRI's P parts joined in the first part's envelope, tagged F; parts the input ends in are read at its end")
    func criParts() throws {
        let lines = [
            "\(Self.stamp) stdout P \(Self.started.prefix(30))", "\(Self.stamp) stdout F \(Self.started.dropFirst(30))",
            "\(Self.stamp) stdout F \(Self.completed)",
        ]
        let reader = try #require(Self.reader(lines))
        #expect(reader.read(Array(lines[0].utf8)[...]) == .pending)
        let joined = reader.read(Array(lines[1].utf8)[...])
        let envelope = LineEnvelope(layers: [LineEnvelope.Layer(prefix: Array("\(Self.stamp) stdout F ".utf8))])
        #expect(joined == .line(Array(Self.started.utf8), envelope))
        #expect(reader.finish() == nil)
        #expect(reader.read(Array(lines[0].utf8)[...]) == .pending)
        #expect(reader.finish() == .line(Array(Self.started.prefix(30).utf8), envelope))
        #expect(reader.read(Array("not a CRI line".utf8)[...]) == .notWrapped)
    }

    @Test("no reader: lines not wrapped, no request opened inside, or another format's lines among the joiner's")
    func noReader() {
        #expect(Self.reader([Self.started, Self.completed]) == nil)
        #expect(Self.reader(["\(Self.stamp) stdout F hello", "\(Self.stamp) stdout F world"]) == nil)
        let nginx = #"web-1 | 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 12 "-" "curl/8.5.0""#
        #expect(Self.reader([nginx, "app-1 | \(Self.started)", nginx, "app-1 | \(Self.completed)"]) == nil)
    }

    @Test("a line split into parts that never end is kept to maxLineBytes")
    func unendedPartsBounded() throws {
        let part = "\(Self.stamp) stdout P " + String(repeating: "x", count: 100)
        let reader = LogWrapperLineReader([.cri], maxLineBytes: 1000)
        for _ in 0..<100 { #expect(reader.read(Array(part.utf8)[...]) == .pending) }
        guard case .line(let content, _) = reader.finish() else {
            Issue.record("nothing at the end")
            return
        }
        #expect(content.count == 1000)
    }

    @Test("damaged wrapped lines (bytes changed, lines cut) are read or refused, never more lines than written")
    func damagedLines() throws {
        let tail = #"","stream":"stdout","time":"\#(Self.stamp)"}"#
        let logs = [
            [Self.started, Self.completed].map { "\(Self.stamp) stdout F \($0)" },
            [Self.started, Self.completed].map { #"{"log":"\#(Self.json($0))\n"# + tail },
            [Self.started, Self.completed].map { "web-1  | \(Self.stamp) \($0)" },
        ]
        var random = SplitMix64(seed: 23)
        for log in logs {
            let wrappers = try #require(Self.reader(log)).wrappers
            for _ in 0..<300 {
                var lines = log.map { Array($0.utf8) }
                let line = random.next(below: lines.count)
                if random.next(below: 2) == 0 {
                    lines[line] = Array(lines[line].prefix(random.next(below: lines[line].count)))
                } else {
                    lines[line][random.next(below: lines[line].count)] = UInt8(truncatingIfNeeded: random.next())
                }
                let reader = LogWrapperLineReader(wrappers)
                var read = 0
                for line in lines {
                    if case .line = reader.read(line[...]) { read += 1 }
                }
                if reader.finish() != nil { read += 1 }
                #expect(read <= lines.count)
            }
        }
    }
}
