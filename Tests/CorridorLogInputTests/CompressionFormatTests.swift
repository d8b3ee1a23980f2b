@testable import CorridorAnalyzer
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

/// xz, bzip2 and lz4 (logrotate's other compressors), gzip padding, and binary files refused.
@Suite("Input streams: xz, bzip2, lz4; binary files")
struct CompressionFormatTests {
    static let compressed = [
        ("combined.log.xz", InputEncoding.xz), ("multistream.log.xz", .xz), ("combined.log.bz2", .bzip2),
        ("multistream.log.bz2", .bzip2), ("combined.log.lz4", .lz4), ("multiframe.log.lz4", .lz4),
        ("legacy.log.lz4", .lz4), ("legacy-concatenated.log.lz4", .lz4), ("padded.log.gz", .gzip),
    ]

    @Test("detected by magic and decoded to the plain log, whatever the read and buffer sizes", arguments: compressed)
    func decodes(name: String, encoding: InputEncoding) throws {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path(name))
        #expect(stream.encoding == encoding)
        stream.close()
        let expected = try InputFixtures.bytes("combined.log")
        for (read, buffer) in [(1, 16), (4096, 100), (1 << 20, CorridorAnalyzer.InputStream.defaultInputBufferSize)] {
            let (bytes, error) = try InputFixtures.decode(
                path: InputFixtures.path(name), readSize: read, inputBufferSize: buffer)
            #expect(error == nil, "\(name) \(read)/\(buffer): \(String(describing: error))")
            #expect(bytes == expected, "\(name) \(read)/\(buffer)")
        }
    }

    @Test(
        "magic numbers of the new formats",
        arguments: [
            ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], InputEncoding.xz), ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x01], .plain),
            (Array("BZh9".utf8), .bzip2), (Array("BZh0".utf8), .plain), (Array("BZ".utf8), .plain),
            ([0x04, 0x22, 0x4D, 0x18], .lz4), ([0x02, 0x21, 0x4C, 0x18], .lz4), ([0x02, 0x21, 0x4C, 0x19], .plain),
        ] as [([UInt8], InputEncoding)])
    func magic(bytes: [UInt8], expected: InputEncoding) {
        #expect(bytes.withUnsafeBytes { InputEncoding.detect($0) } == expected)
    }

    @Test(
        "a stream cut anywhere is an error (never a silent drop), after what decoded",
        arguments: [
            "combined.log.xz", "combined.log.bz2", "combined.log.lz4", "legacy.log.lz4", "legacy-concatenated.log.lz4",
        ])
    func truncated(name: String) throws {
        let original = try InputFixtures.bytes(name)
        let plain = try InputFixtures.bytes("combined.log")
        for cut in stride(from: 8, to: original.count - 1, by: max(1, original.count / 23)) {
            let path = try InputFixtures.temporaryFile(Array(original[..<cut]), name: "cut")
            defer { InputFixtures.remove(path) }
            let (bytes, error) = try InputFixtures.decode(path: path, readSize: 1 << 16)
            let failure = try #require(error, "\(name) cut at \(cut) decoded silently")
            #expect(failure.offset != nil)
            #expect(InputFixtures.isPrefix(bytes, of: plain), "\(name) cut at \(cut)")
        }
    }

    static let binaries: [([UInt8], String)] = {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        let elf: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + [UInt8](repeating: 0, count: 60)
        let pdf: [UInt8] = Array("%PDF-1.7\n".utf8) + [0x25, 0xE2, 0xE3, 0x0A]
        let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 0]
        let nul: [UInt8] = [UInt8](repeating: 0x41, count: 100) + [0, 1, 2]
        let html = Array("<!DOCTYPE html>\n<html lang=\"en\"><head><title>Corridor report</title>".utf8)
        let htmlBOM = [0xEF, 0xBB, 0xBF] + Array("\n  <HTML>\n<body>GET /a HTTP/1.1</body>".utf8)
        return [
            (png, "a PNG image"), (elf, "an ELF executable"), (pdf, "a PDF document"), (zip, "a zip archive"),
            (nul, "it holds NUL bytes"), (html, "an HTML page"), (htmlBOM, "an HTML page"),
            // UTF-16 without its byte order mark (with one it is read: UTF16TranscoderTests).
            ([0x47, 0, 0x45, 0, 0x54, 0, 0x20, 0], "it holds NUL bytes"),
            // NULs spread through bytes of every value, as in any binary format (a NUL padding is read: NULTextTests).
            ((0..<4096).map { UInt8($0 % 256) }, "it holds NUL bytes"),
        ]
    }()

    @Test("a binary file is refused as not a text log before any line is counted", arguments: binaries)
    func binaryRefused(bytes: [UInt8], kind: String) throws {
        let path = try InputFixtures.temporaryFile(bytes, name: "binary")
        defer { InputFixtures.remove(path) }
        let error = #expect(throws: InputError.self) { try CorridorAnalyzer.InputStream.open(path: path) }
        #expect(error?.reason.contains("not a text log (\(kind)") == true, "\(String(describing: error))")
        #expect(error?.offset == 0)
    }

    @Test("a tar archive is refused; text with a few control bytes and UTF-8 is read")
    func tarAndText() throws {
        var tar = [UInt8](repeating: 0x61, count: 100) + [UInt8](repeating: 0, count: 157)
        tar += Array("ustar".utf8) + [UInt8](repeating: 0, count: 200)
        let tarPath = try InputFixtures.temporaryFile(tar, name: "logs.tar")
        defer { InputFixtures.remove(tarPath) }
        #expect(throws: InputError.self) { try CorridorAnalyzer.InputStream.open(path: tarPath) }
        let text =
            Array("<134>1 2026-11-21T05:06:37Z host app - - - GET /a <html>\n".utf8)
            + Array("héllo wörld \u{1B}[0m colour\n".utf8) + Array("MZ is a fine start of a line\n".utf8)
        let textPath = try InputFixtures.temporaryFile(text, name: "text.log")
        defer { InputFixtures.remove(textPath) }
        let stream = try CorridorAnalyzer.InputStream.open(path: textPath)
        #expect(stream.encoding == .plain)
        stream.close()
    }
}

/// Line endings: CR-only logs are split on CR.
@Suite("Line chunker: CR-only line endings")
struct CarriageReturnLineTests {
    @Test func carriageReturnOnlyLogIsSplitOnCR() throws {
        let path = try InputFixtures.temporaryFile(Array("first\rsecond\rthird".utf8))
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        var chunker = LineChunker(input: stream, chunkSize: 4)
        var lines = 0
        var bytes: [UInt8] = []
        while let chunk = try chunker.next() {
            lines += chunk.lineCount
            bytes += chunk.bytes
        }
        #expect(lines == 3)
        #expect(bytes == Array("first\nsecond\nthird".utf8))
    }

    /// The first CR ending the first read block can't be told from a CRLF's until the next block: it is a line ending
    /// all the same once the next block shows the log is CR-only.
    @Test("a CR that ends the first read block", arguments: [16, 17, 32])
    func carriageReturnAtABlockEnd(readSize: Int) throws {
        let first = String(repeating: "a", count: readSize - 1)
        let path = try InputFixtures.temporaryFile(Array((first + "\rsecond\rthird\r").utf8))
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path, inputBufferSize: readSize)
        defer { stream.close() }
        var chunker = LineChunker(input: stream, chunkSize: 8)
        var bytes: [UInt8] = []
        while let chunk = try chunker.next() { bytes += chunk.bytes }
        #expect(String(decoding: bytes, as: UTF8.self) == first + "\nsecond\nthird\n")
    }

    @Test func crlfStaysAsItIs() throws {
        let path = try InputFixtures.temporaryFile(Array("first\r\nsecond\r\n".utf8))
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        var chunker = LineChunker(input: stream)
        let chunk = try #require(try chunker.next())
        #expect(chunk.bytes == Array("first\r\nsecond\r\n".utf8))
        #expect(chunk.lineCount == 2)
    }
}
