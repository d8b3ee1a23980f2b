@testable import CorridorAnalyzer
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

/// Findings of the `decoder` fuzz target (Fuzz/Targets/DecoderFuzz.swift), one test each.
@Suite("Regressions from fuzzing the input decoders")
struct DecoderFuzzRegressionTests {
    /// A zstd frame without a content size or checksum whose header asks for a window of `windowDescriptor`
    /// (exponent in bits 7-3: window log = 10 + exponent), holding `payload` in one raw block.
    static func frame(windowDescriptor: UInt8, payload: [UInt8]) -> [UInt8] {
        let blockHeader = UInt32(1) | UInt32(payload.count) << 3  // last block, raw
        return [0x28, 0xB5, 0x2F, 0xFD, 0x00, windowDescriptor]
            + [UInt8(blockHeader & 0xFF), UInt8(blockHeader >> 8 & 0xFF), UInt8(blockHeader >> 16)] + payload
    }

    static let payload = Array("GET /a HTTP/1.1\n/b?c=1\n".utf8)

    /// Found by the fuzzer (out-of-memory: malloc of 2,147,876,928 bytes from a 70-byte input): one flipped byte in
    /// a frame header turned the window into 2 GiB, which libzstd reserves at once. That is the limit the decoder is
    /// built for (`ZSTD_d_windowLogMax` = 31, so that `zstd --long=31` files decode), and the reservation is address
    /// space, not memory in use; the fuzz target allows it (FUZZING.md). Pinned here: a 2 GiB window decodes, a
    /// 4 GiB one is refused with an error at the frame, never a crash.
    @Test("a frame asking for a 2 GiB window decodes; one asking for 4 GiB is an error")
    func windowLimit() throws {
        let accepted = try InputFixtures.temporaryFile(Self.frame(windowDescriptor: 21 << 3, payload: Self.payload))
        defer { InputFixtures.remove(accepted) }
        let (bytes, error) = try InputFixtures.decode(path: accepted)
        #expect(error == nil)
        #expect(bytes == Self.payload)

        let file = Self.frame(windowDescriptor: 22 << 3, payload: Self.payload)
        let refused = try InputFixtures.temporaryFile(file)
        defer { InputFixtures.remove(refused) }
        let (refusedBytes, refusedError) = try InputFixtures.decode(path: refused)
        #expect(refusedBytes.isEmpty)
        #expect(refusedError?.path == refused)
        #expect(refusedError?.reason == "zstd: Frame requires too much memory for decoding")
        #expect(refusedError?.offset.map { (0...Int64(file.count)).contains($0) } == true)
    }

    /// Found by the fuzzer (its oracle: a rewritten input read read by read differs from its rewrite in one go): a
    /// Fastify log whose first entry is cut (its braces unbalanced) was rewritten one request a line and then taken,
    /// on its first block, for a pretty-printed JSON document and reflowed: lines joined that the rewrite had made.
    /// An input the reading rewrote is one entry a line already; the chunker leaves it as it is.
    @Test("a rewritten input whose first entry is not whole JSON is not reflowed as a JSON document")
    func rewrittenInputNotReflowed() throws {
        let broken = #"{"level":30,"time":1,"reqId":"req-1","req":{"method":"GET","url":"/a","# + "\n"
        let entries =
            #"{"level":30,"time":1,"reqId":"req-2","req":{"method":"GET","url":"/b"},"msg":"incoming request"}"#
            + "\n"
            + #"{"level":30,"time":2,"reqId":"req-2","res":{"statusCode":200},"responseTime":1,"msg":"request completed"}"#
            + "\n"
        // The cut entry opens the log but is no request of the joiner's: only the pair comes out, on one line.
        let path = try InputFixtures.temporaryFile(Array((broken + entries).utf8))
        defer { InputFixtures.remove(path) }
        let stream = try InputStream.open(path: path)
        defer { stream.close() }
        let (chunks, error) = InputFixtures.chunks(of: stream, chunkSize: 1 << 16)
        #expect(error == nil)
        let text = chunks.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(stream.isRewrittenIntoEntries)
        #expect(text.split(separator: "\n").count == 1)
        #expect(text.hasPrefix(#"{"incoming":{"level":30,"time":1,"reqId":"req-2""#))

        // An entry without its closing brace inside the first pair (its braces unbalanced), a whole pair after it:
        // two lines, as the rewrite wrote them.
        let cut = Array(
            (#"{"level":30,"reqId":"x","req":{"method":"GET","url":"/c"},"msg":"incoming request""# + "\n"
                + #"{"reqId":"x","res":{"statusCode":200},"msg":"request completed"}"# + "\n"
                + #"{"reqId":"y","req":{"method":"GET","url":"/d"},"msg":"incoming request"}"# + "\n"
                + #"{"reqId":"y","res":{"statusCode":200},"msg":"request completed"}"# + "\n").utf8)
        let cutPath = try InputFixtures.temporaryFile(cut)
        defer { InputFixtures.remove(cutPath) }
        let cutStream = try InputStream.open(path: cutPath)
        defer { cutStream.close() }
        let cutText = InputFixtures.chunks(of: cutStream, chunkSize: 1 << 16).chunks.map {
            String(decoding: $0.bytes, as: UTF8.self)
        }.joined()
        #expect(cutText.split(separator: "\n").count == 2)
    }

    /// Found by the fuzzer (its oracle: a JSON document reflowed read by read differs from its reflow in one go): the
    /// last line of a reflowed document, longer than the limit and blank in its head but not after it, came out as
    /// a cut line or not at all depending on how the reads fell — its head alone taken for the blanks after the
    /// document's last entry. A last line with anything but blanks is a line (cut when too long) however the input is
    /// read; one of blanks only, however long, is none.
    @Test(
        "a reflowed JSON document's last line is a line when anything but blanks is in it, however it is read",
        arguments: [(2, 17), (7, 64), (64, 17), (64, 1 << 16)])
    func reflowedDocumentLastLine(chunkSize: Int, readSize: Int) throws {
        let blanks = String(repeating: " ", count: 80)
        // The last entry after 80 blanks: its line (81 blanks, the entry, 3 blanks) is longer than 64 bytes, and its
        // head is blank.
        let lastEntry = "[{\"a\":1},\n" + blanks + "{\"b\":2}\n]\n"
        let cutLine = String(repeating: " ", count: 64)
        // After the last entry a comma's line break and then nothing but blanks, more than a line's worth: no line.
        let blankTail = "[{\"a\":1},{\"b\":2},\n" + blanks + "]\n"
        let cases: [(document: String, text: String, skipped: [Int])] = [
            (lastEntry, " {\"a\":1}\n" + cutLine, [2]),
            (blankTail, " {\"a\":1}\n{\"b\":2}\n", []),
        ]
        for (document, text, skipped) in cases {
            let path = try InputFixtures.temporaryFile(Array(document.utf8))
            defer { InputFixtures.remove(path) }
            let stream = try InputStream.open(path: path, inputBufferSize: readSize)
            defer { stream.close() }
            var chunker = LineChunker(input: stream, chunkSize: chunkSize, maxLineLength: 64)
            var read: [UInt8] = []
            while let chunk = try chunker.next() { read += chunk.bytes }
            #expect(String(decoding: read, as: UTF8.self) == text, "\(document.debugDescription)")
            #expect(chunker.skippedLongLines == skipped)
        }
    }

    /// Found by the fuzzer (its oracle: an unfinished line passed on before an error): a line longer than the limit
    /// whose rest could not be skipped — the input broke inside it (a damaged zstd frame) — had its head passed on
    /// without a line feed, then the error. An unfinished line an error cuts is not passed on, long or not.
    @Test("the input breaking inside a line longer than the limit: the line is not passed on, the error is thrown")
    func errorInsideLongLine() throws {
        // Two zstd frames between skippable ones: 65 `Z`s, then a frame with a byte flipped (its checksum fails).
        let file: [UInt8] = [
            0x50, 0x2A, 0x4D, 0x18, 0x05, 0x00, 0x00, 0x00, 0x00, 0x25, 0x4A, 0x6F, 0x94, 0x28,
            0xB5, 0x2F, 0xFD, 0x04, 0x00, 0x45, 0x00, 0x00, 0x10, 0x5A, 0x5A, 0x01, 0x00, 0x38,
            0x01, 0x16, 0xAA, 0xDA, 0x72, 0x91, 0x51, 0x2A, 0x4D, 0x18, 0x05, 0x00, 0x00, 0x00,
            0x00, 0x25, 0x4A, 0x6F, 0x94, 0x28, 0xB5, 0x2F, 0xFD, 0x04, 0x00, 0x3D, 0x01, 0x00,
            0xF0, 0x5A, 0x00, 0x69, 0x20, 0x39, 0x20, 0x39, 0x65, 0xFF, 0x1A, 0xFF, 0xFE, 0xFF,
            0xFF, 0xFF, 0x3F, 0xFF, 0xFF, 0xFF, 0x03, 0xB5, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFA,
            0xFF, 0xFF, 0xFF, 0x03, 0x10, 0x00, 0x04, 0x13, 0x93, 0x61, 0x01, 0x2B, 0x66, 0xCA,
            0x0E, 0x5F, 0x2A, 0x4D, 0x18, 0x05, 0x00, 0x00, 0x00, 0x00, 0x25, 0x4A, 0x6F, 0x94,
        ]
        let path = try InputFixtures.temporaryFile(file)
        defer { InputFixtures.remove(path) }
        for (readSize, chunkSize) in [(31, 64), (16, 16), (1 << 16, 64)] {
            let stream = try InputStream.open(path: path, inputBufferSize: readSize)
            defer { stream.close() }
            var chunker = LineChunker(input: stream, chunkSize: chunkSize, maxLineLength: 64)
            var read: [UInt8] = []
            var failure: InputError?
            do {
                while let chunk = try chunker.next() { read += chunk.bytes }
            } catch {
                failure = error
            }
            #expect(read.isEmpty, "\(String(decoding: read, as: UTF8.self))")
            #expect(
                failure?.path == path && failure?.reason.contains("checksum") == true, "\(String(describing: failure))")
            #expect(try chunker.next() == nil)
        }
    }

    /// Found by the fuzzer (a crash: an array index under zero): a closing bracket after a document whose entries sit
    /// at the end of a path of names (a log platform's search response) took the depth under the document's, and the
    /// next opening bracket looked up the path's step before its first. Brackets outside any document are bytes like
    /// any other there (blanks); the entries are read.
    @Test("closing brackets after a search response's document: no crash, its entries read")
    func bracketsAfterPathDocument() throws {
        let document = #"{"fields":[],"messages":[{"map":{"_raw":"a"}},{"map":{"_raw":"b"}}]}"#
        for text in [document + "}{[\n", document + "\n}}\n{\"x\":[{\n", document + "]]{{"] {
            let path = try InputFixtures.temporaryFile(Array(text.utf8))
            defer { InputFixtures.remove(path) }
            let stream = try InputStream.open(path: path, inputBufferSize: 16)
            defer { stream.close() }
            var chunker = LineChunker(input: stream, chunkSize: 64, maxLineLength: 1024)
            var read: [UInt8] = []
            while let chunk = try chunker.next() { read += chunk.bytes }
            let lines = String(decoding: read, as: UTF8.self).split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            #expect(
                lines.prefix(2) == [#"{"map":{"_raw":"a"}}"#, #"{"map":{"_raw":"b"}}"#], "\(text.debugDescription)")
        }
    }
}
