@testable import CorridorAnalyzer
@testable import CorridorReport
import Foundation
import Testing
import CorridorTestSupport

/// Broken compressed inputs: truncated anywhere, bytes flipped, bad checksums, garbage after the end. Each must end
/// in an ``InputError`` with an offset — never a crash, never different data passed off as the log.
@Suite("Input streams: corrupt and truncated input")
struct CorruptInputTests {
    /// Every offset in the first 64 bytes (magic, frame and block headers), then every 5th, then the last 8.
    private static func cutPoints(size: Int, from start: Int) -> [Int] {
        Array(
            Set(
                Array(start..<min(64, size)) + Array(stride(from: 64, to: size, by: 5))
                    + Array(max(start, size - 8)..<size))
        )
        .sorted()
    }

    @Test("zstd truncated anywhere past the magic number: an error at the end offset, a clean prefix before it")
    func truncatedZstd() throws {
        let original = try InputFixtures.bytes("combined.log.zst")
        let plain = try InputFixtures.bytes("combined.log")
        for length in Self.cutPoints(size: original.count, from: 4) {
            let path = try InputFixtures.temporaryFile(Array(original[0..<length]), name: "truncated.log.zst")
            defer { InputFixtures.remove(path) }
            let (bytes, error) = try InputFixtures.decode(path: path, readSize: 4096)
            let failure = try #require(error, "truncated at \(length) bytes decoded without an error")
            #expect(failure.path == path)
            #expect(failure.offset == Int64(length), "truncated at \(length): \(failure)")
            #expect(failure.reason.hasPrefix("zstd: "))
            // Cut inside the 4-byte checksum, all the data is there but cannot be vouched for.
            #expect(InputFixtures.isPrefix(bytes, of: plain))
        }
    }

    @Test("gzip truncated anywhere past the magic number: an error at the end offset, a clean prefix before it")
    func truncatedGzip() throws {
        let original = try InputFixtures.bytes("combined.log.gz")
        let plain = try InputFixtures.bytes("combined.log")
        for length in Self.cutPoints(size: original.count, from: 2) {
            let path = try InputFixtures.temporaryFile(Array(original[0..<length]), name: "truncated.log.gz")
            defer { InputFixtures.remove(path) }
            let (bytes, error) = try InputFixtures.decode(path: path, readSize: 4096)
            let failure = try #require(error, "truncated at \(length) bytes decoded without an error")
            #expect(failure.offset == Int64(length), "truncated at \(length): \(failure)")
            #expect(failure.reason == "gzip: truncated input: the stream ends inside a member")
            #expect(InputFixtures.isPrefix(bytes, of: plain))
        }
    }

    @Test("a multi-frame zstd file cut inside its second frame keeps all of the first frame, then fails")
    func truncatedSecondFrame() throws {
        let original = try InputFixtures.bytes("multiframe.log.zst")
        let path = try InputFixtures.temporaryFile(Array(original.dropLast(10)), name: "cut.log.zst")
        defer { InputFixtures.remove(path) }
        let (bytes, error) = try InputFixtures.decode(path: path, readSize: 100)
        #expect(error?.offset == Int64(original.count - 10))
        let firstPart = Array(try InputFixtures.bytes("combined.log").prefix(bytes.count))
        #expect(bytes == firstPart)
        #expect(InputFixtures.lines(of: bytes).count >= 70)  // the first frame holds 70 lines
    }

    @Test("a flipped byte anywhere after the magic number is an error, or decodes to the very same log")
    func flippedBytes() throws {
        let plain = try InputFixtures.bytes("combined.log")
        for name in ["combined.log.zst", "combined.log.gz", "multimember.log.gz", "skippable.log.zst"] {
            let original = try InputFixtures.bytes(name)
            var silentlyDifferent: [Int] = []
            var errors = 0
            for offset in Self.cutPoints(size: original.count, from: 4) {
                var corrupt = original
                corrupt[offset] ^= 0x41
                let path = try InputFixtures.temporaryFile(corrupt, name: "flipped")
                defer { InputFixtures.remove(path) }
                let (bytes, error) = try InputFixtures.decode(path: path, readSize: 1 << 16)
                if let error {
                    errors += 1
                    #expect(
                        error.offset != nil && error.offset! <= Int64(corrupt.count), "\(name) @\(offset): \(error)")
                } else if !(bytes.count == plain.count && InputFixtures.isPrefix(bytes, of: plain)) {
                    silentlyDifferent.append(offset)
                }
            }
            #expect(errors > 0)
            // gzip headers have fields nobody checks (mtime, OS, XFL); zstd skippable payloads are skipped unread.
            // Anything else decodes to different data only with an error.
            #expect(silentlyDifferent.isEmpty, "\(name): flipped bytes decoded silently at \(silentlyDifferent)")
        }
    }

    @Test("a zstd frame whose checksum does not match is an error at the checksum's offset")
    func badChecksum() throws {
        let path = InputFixtures.path("bad-checksum.log.zst")
        let size = try InputFixtures.bytes("bad-checksum.log.zst").count
        let (bytes, error) = try InputFixtures.decode(path: path)
        let failure = try #require(error)
        #expect(failure.reason == "zstd: Restored data doesn't match checksum")
        #expect(failure.offset == Int64(size - 4))  // the checksum is the frame's last 4 bytes
        #expect(bytes == (try InputFixtures.bytes("combined.log")))  // decoded before the check, then the error
    }

    @Test("bytes after the last gzip member that are not a member are an error")
    func gzipTrailingGarbage() throws {
        let original = try InputFixtures.bytes("combined.log.gz")
        let path = try InputFixtures.temporaryFile(original + Array("not gzip".utf8), name: "garbage.log.gz")
        defer { InputFixtures.remove(path) }
        let (bytes, error) = try InputFixtures.decode(path: path)
        #expect(bytes == (try InputFixtures.bytes("combined.log")))
        let failure = try #require(error)
        #expect(failure.reason.hasPrefix("gzip: "))
        #expect(failure.offset! > Int64(original.count))
    }

    @Test("bytes after the last zstd frame that are not a frame are an error")
    func zstdTrailingGarbage() throws {
        let original = try InputFixtures.bytes("combined.log.zst")
        let path = try InputFixtures.temporaryFile(original + Array("not zstd".utf8), name: "garbage.log.zst")
        defer { InputFixtures.remove(path) }
        let (bytes, error) = try InputFixtures.decode(path: path)
        #expect(bytes == (try InputFixtures.bytes("combined.log")))
        let failure = try #require(error)
        #expect(failure.reason == "zstd: Unknown frame descriptor")
        #expect(failure.offset! >= Int64(original.count))
    }

    @Test("a skippable frame cut short is an error")
    func truncatedSkippableFrame() throws {
        let original = try InputFixtures.bytes("skippable.log.zst")
        // The file starts with a 33-byte skippable frame (8 header bytes, 25 payload bytes).
        let path = try InputFixtures.temporaryFile(Array(original[0..<20]), name: "skip.log.zst")
        defer { InputFixtures.remove(path) }
        let (bytes, error) = try InputFixtures.decode(path: path)
        #expect(bytes.isEmpty)
        #expect(error?.offset == 20)
    }
}
