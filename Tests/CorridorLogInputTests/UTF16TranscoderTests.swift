@testable import CorridorLogInput
import CorridorTestSupport
import Foundation
import Testing

/// A log in UTF-16 with its byte order mark (Windows PowerShell 5's `>`) is read as UTF-8, line for line, plain or
/// compressed, wherever the reads cut its code units.
@Suite("UTF-16 logs, read as UTF-8")
struct UTF16TranscoderTests {
    static let text = "192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] \"GET /café/😀 HTTP/1.1\" 200 5 \"-\" \"curl\"\n"

    /// `text` in UTF-16 of `order`, with its byte order mark.
    static func utf16(_ text: String, _ order: UTF16Transcoder.ByteOrder) -> [UInt8] {
        ([0xFEFF] + Array(text.utf16)).flatMap { unit -> [UInt8] in
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            return order == .littleEndian ? [low, high] : [high, low]
        }
    }

    /// `bytes` through a transcoder, fed in pieces of `piece` bytes.
    static func transcoded(_ bytes: [UInt8], _ order: UTF16Transcoder.ByteOrder, piece: Int) -> [UInt8] {
        fedInPieces(bytes, to: UTF16Transcoder(order: order), piece: piece)
    }

    @Test(
        "either byte order, surrogate pairs, any cut of the reads",
        arguments: [UTF16Transcoder.ByteOrder.littleEndian, .bigEndian])
    func byteOrders(order: UTF16Transcoder.ByteOrder) {
        let bytes = Self.utf16(Self.text, order)
        #expect(bytes.withUnsafeBytes { UTF16Transcoder.byteOrder(of: $0) } == order)
        for piece in [1, 2, 3, 7, 4096] {
            #expect(Self.transcoded(bytes, order, piece: piece) == Array(Self.text.utf8), "pieces of \(piece)")
        }
    }

    @Test("unpaired surrogates and a cut last unit are U+FFFD; no mark, or UTF-32's, is no UTF-16 text")
    func brokenUnits() {
        // A low surrogate alone, a high one followed by a letter, then a last byte alone.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0xDC, 0x41, 0x00, 0x3D, 0xD8, 0x42, 0x00, 0x43]
        #expect(Self.transcoded(bytes, .littleEndian, piece: 1) == Array("\u{FFFD}A\u{FFFD}B\u{FFFD}".utf8))
        // Alone, its lines are the input's; before a joiner, one a request.
        #expect(!UTF16Transcoder(order: .littleEndian).rewritesEntries)
        #expect(UTF16Transcoder(order: .littleEndian, inner: RailsRequestJoiner()).rewritesEntries)
        let heads: [[UInt8]] = [[0x47, 0x00, 0x45, 0x00], [0xFF, 0xFE, 0x00, 0x00], [0xFF]]
        for head in heads {
            #expect(head.withUnsafeBytes { UTF16Transcoder.byteOrder(of: $0) } == nil, "\(head)")
        }
    }

    @Test("a UTF-16 log read through the input, plain or gzip'd: its UTF-8 lines")
    func throughTheInput() throws {
        let lines = (0..<3).map { "192.0.2.7 - - [21/Nov/2026:05:06:3\($0) +0000] \"GET /user/\($0) HTTP/1.1\" 200 5" }
        let bytes = Self.utf16(lines.joined(separator: "\r\n") + "\r\n", .littleEndian)
        let (plain, error) = try InputFixtures.decodedLines(of: bytes, readSize: 7)
        #expect(error == nil)
        // The input's line ends as they are (CRLF: the chunker reads them so).
        #expect(plain == lines.map { $0 + "\r" })
        let path = try InputFixtures.temporaryFile(bytes)
        defer { InputFixtures.remove(path) }
        let gzipPath = path + ".gz"
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "gzip -c '\(path)' > '\(gzipPath)'"]
        try gzip.run()
        gzip.waitUntilExit()
        #expect(gzip.terminationStatus == 0)
        defer { InputFixtures.remove(gzipPath) }
        let (decoded, gzipError) = try InputFixtures.decode(path: gzipPath)
        #expect(gzipError == nil)
        #expect(InputFixtures.lines(of: decoded).map { String(decoding: $0, as: UTF8.self) } == plain)
    }
}
