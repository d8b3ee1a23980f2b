@testable import CorridorAnalyzer
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

@Suite("Input streams: detection and decoding")
struct InputStreamTests {
    @Test(
        "the encoding comes from the magic bytes, not the file name",
        arguments: [
            ("combined.log", InputEncoding.plain),
            ("combined.log.zst", .zstd),
            ("combined.log.gz", .gzip),
            ("multiframe.log.zst", .zstd),
            ("skippable.log.zst", .zstd),  // starts with a skippable frame
            ("multimember.log.gz", .gzip),
            ("longwindow.log.zst", .zstd),
            ("plain-named.log.zst", .plain),
        ])
    func detection(name: String, expected: InputEncoding) throws {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path(name))
        defer { stream.close() }
        #expect(stream.encoding == expected)
    }

    @Test(
        "magic numbers",
        arguments: [
            ([0x28, 0xB5, 0x2F, 0xFD, 0x00], InputEncoding.zstd),
            ([0x50, 0x2A, 0x4D, 0x18], .zstd),
            ([0x5F, 0x2A, 0x4D, 0x18], .zstd),
            ([0x60, 0x2A, 0x4D, 0x18], .plain),
            ([0x1F, 0x8B], .gzip),
            ([0x1F, 0x8B, 0x08, 0x00], .gzip),
            ([0x28, 0xB5, 0x2F], .plain),
            ([0x1F], .plain),
            ([], .plain),
            (Array("GET /".utf8), .plain),
        ] as [([UInt8], InputEncoding)])
    func magic(bytes: [UInt8], expected: InputEncoding) {
        #expect(bytes.withUnsafeBytes { InputEncoding.detect($0) } == expected)
    }

    @Test(
        "every compressed fixture decodes to the plain log, whatever the read and input buffer sizes",
        arguments: [
            "combined.log", "combined.log.zst", "combined.log.gz", "multiframe.log.zst", "skippable.log.zst",
            "multimember.log.gz", "longwindow.log.zst", "plain-named.log.zst",
        ], [(1, 16), (7, 16), (4096, 100), (1 << 20, CorridorAnalyzer.InputStream.defaultInputBufferSize)])
    func decoding(name: String, sizes: (read: Int, input: Int)) throws {
        let expected = try InputFixtures.bytes("combined.log")
        let (bytes, error) = try InputFixtures.decode(
            path: InputFixtures.path(name), readSize: sizes.read, inputBufferSize: sizes.input)
        #expect(error == nil)
        #expect(bytes == expected)
    }

    @Test("a window beyond libzstd's default limit (zstd --long=28) is accepted: windowLogMax is 31")
    func largeWindow() throws {
        let (bytes, error) = try InputFixtures.decode(path: InputFixtures.path("longwindow.log.zst"))
        #expect(error == nil)
        #expect(bytes == (try InputFixtures.bytes("combined.log")))
    }

    @Test("progress: every raw byte is counted, and the file size is known for regular files")
    func progress() throws {
        for name in ["combined.log.zst", "multimember.log.gz", "combined.log"] {
            let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path(name))
            defer { stream.close() }
            let size = try InputFixtures.bytes(name).count
            #expect(stream.fileSize == Int64(size))
            _ = InputFixtures.readAll(stream)
            #expect(stream.compressedBytesRead == Int64(size))
        }
    }

    @Test("a path that does not exist cannot be opened, and the error says so")
    func missingFile() {
        let path = InputFixtures.path("no-such-file.log")
        #expect(throws: InputError(path: path, offset: nil, reason: "cannot open: No such file or directory")) {
            try CorridorAnalyzer.InputStream.open(path: path)
        }
    }

    @Test("a directory given as a log is an error")
    func directory() throws {
        let path = URL(fileURLWithPath: InputFixtures.path("combined.log")).deletingLastPathComponent().path
        #expect(throws: InputError(path: path, offset: nil, reason: "is a directory, not a log file")) {
            try CorridorAnalyzer.InputStream.open(path: path)
        }
    }

    @Test("a zero-byte file is a plain input without bytes, not an error")
    func emptyFile() throws {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path("empty.log"))
        defer { stream.close() }
        #expect(stream.encoding == .plain)
        let (bytes, error) = InputFixtures.readAll(stream)
        #expect(bytes.isEmpty)
        #expect(error == nil)
    }

    @Test("reading after close is an error, not a crash")
    func readAfterClose() throws {
        let stream = try CorridorAnalyzer.InputStream.open(path: InputFixtures.path("combined.log"))
        stream.close()
        stream.close()
        let (bytes, error) = InputFixtures.readAll(stream)
        #expect(!bytes.isEmpty)  // the bytes looked at for detection were already read
        #expect(error?.reason == "read after close")
    }

    @Test("a file deleted while it is read is still read to its end")
    func deletedWhileReading() throws {
        let original = try InputFixtures.bytes("combined.log.gz")
        let path = try InputFixtures.temporaryFile(original, name: "vanishing.log.gz")
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        InputFixtures.remove(path)
        let (bytes, error) = InputFixtures.readAll(stream)
        #expect(error == nil)
        #expect(bytes == (try InputFixtures.bytes("combined.log")))
    }

    @Test("a file truncated while it is read is an error at the byte where it ended")
    func shrinkingFile() throws {
        let original = try InputFixtures.bytes("combined.log")
        let path = try InputFixtures.temporaryFile(original)
        defer { InputFixtures.remove(path) }
        let stream = try CorridorAnalyzer.InputStream.open(path: path, inputBufferSize: 64)
        defer { stream.close() }
        #expect(truncate(path, 1000) == 0)
        let (bytes, error) = InputFixtures.readAll(stream, readSize: 100)
        #expect(bytes == Array(original[0..<1000]))
        #expect(error?.offset == 1000)
        #expect(error?.reason.contains("shrank") == true)
    }

    @Test("a pipe: no file size, short reads, and still every byte decoded")
    func pipe() throws {
        let path = try InputFixtures.temporaryFile([], name: "fifo")
        defer { InputFixtures.remove(path) }
        unlink(path)
        #expect(mkfifo(path, 0o600) == 0)
        let payload = try InputFixtures.bytes("multimember.log.gz")
        let writer = Thread {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            var offset = 0
            while offset < payload.count {  // small writes: the reader sees many short reads
                let count = min(100, payload.count - offset)
                let written = payload.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, count) }
                if written <= 0 { break }
                offset += written
            }
            close(descriptor)
        }
        writer.start()
        let stream = try CorridorAnalyzer.InputStream.open(path: path)
        defer { stream.close() }
        #expect(stream.encoding == .gzip)
        #expect(stream.fileSize == nil)
        let (bytes, error) = InputFixtures.readAll(stream)
        #expect(error == nil)
        #expect(bytes == (try InputFixtures.bytes("combined.log")))
        #expect(stream.compressedBytesRead == Int64(payload.count))
    }

    @Test("descriptions name the input and the byte offset")
    func errorDescription() {
        #expect(
            InputError(path: "access.log.zst", offset: 18231, reason: "zstd: Data corruption detected").description
                == "access.log.zst: byte 18231: zstd: Data corruption detected")
        #expect(InputError(path: "-", offset: nil, reason: "read failed").description == "-: read failed")
    }
}
