@testable import CorridorAnalyzer
@testable import CorridorReport
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
}
