@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing
import CorridorTestSupport

/// A ``LogLineResult`` copied out of the parser's buffers, so tests can compare it.
enum ParsedLogLine: Equatable, CustomStringConvertible {
    case request(method: String?, target: String, status: Int, micros: Int64?)
    case invalid
    case continuation
    case malformed(MalformedReason)

    /// A request without status and time (URL lists).
    static func url(_ target: String, method: String? = nil) -> ParsedLogLine {
        .request(method: method, target: target, status: 0, micros: nil)
    }

    init(_ result: LogLineResult) {
        switch result {
        case .request(let request):
            self = .request(
                method: request.method.map { String(decoding: $0, as: UTF8.self) },
                target: String(decoding: request.target, as: UTF8.self), status: request.status,
                micros: request.requestTimeMicros)
        case .continuation:
            self = .continuation
        case .invalidRequest:
            self = .invalid
        case .malformed(let reason):
            self = .malformed(reason)
        }
    }

    /// Parses one line with `parser`.
    static func parse(_ line: [UInt8], with parser: inout LogLineParser) -> ParsedLogLine {
        line.withUnsafeBufferPointer { ParsedLogLine(parser.parse($0)) }
    }

    /// Parses one line given as text in `format`.
    static func parse(_ line: String, as format: LogFormat) -> ParsedLogLine {
        var parser = LogLineParser(format: format)
        return parse(Array(line.utf8), with: &parser)
    }

    /// Parses every line of a fixture file in `format`, through the input stream and the chunker.
    static func parseFixture(_ name: String, as format: LogFormat, chunkSize: Int = 1 << 20) throws -> [ParsedLogLine] {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path(name))
        defer { stream.close() }
        var chunker = LineChunker(input: stream, chunkSize: chunkSize)
        let parser = LogLineParser(format: format)
        var results: [ParsedLogLine] = []
        var expectedNumber = 1
        while let chunk = try chunker.next() {
            chunk.forEachLine { line, number in
                #expect(number == expectedNumber)
                expectedNumber += 1
                results.append(ParsedLogLine(parser.parse(line)))
            }
        }
        return results
    }

    var description: String {
        switch self {
        case .request(let method, let target, let status, let micros):
            "request(\(method ?? "nil") \(target) \(status) \(micros.map(String.init) ?? "nil"))"
        case .invalid: "invalid"
        case .continuation: "continuation"
        case .malformed(let reason): "malformed(\(reason.rawValue))"
        }
    }
}
