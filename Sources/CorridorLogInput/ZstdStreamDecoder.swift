import CZstd

/// Streaming Zstandard decoding with libzstd: any number of frames one after another, skippable frames, and windows up
/// to 2 GiB (`ZSTD_d_windowLogMax` = 31, for files written with `zstd --long`). A stream that ends inside a frame is an
/// error, reported at the offset where the input ended.
final class ZstdStreamDecoder: StreamDecoder {
    private let context: OpaquePointer
    let path: String
    /// True between frames (and before the first one): the end of the input is a clean end here.
    private var atFrameBoundary = true
    /// The decoder's hint for the size of the next input: feeding it no more than that makes it work one block at a
    /// time, so an error is found at the block (or checksum) it is in. A frame starts with a header of at least
    /// `ZSTD_FRAMEHEADERSIZE_PREFIX` (5) bytes.
    private var inputHint = 5
    var failure: InputError?

    init(path: String) throws(InputError) {
        self.path = path
        guard let context = ZSTD_createDCtx() else {
            throw InputError(path: path, offset: 0, reason: "zstd: cannot create a decompression context")
        }
        let result = ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, 31)
        if ZSTD_isError(result) != 0 {
            ZSTD_freeDCtx(context)
            throw InputError(path: path, offset: 0, reason: "zstd: \(Self.errorName(result))")
        }
        self.context = context
    }

    deinit {
        ZSTD_freeDCtx(context)
    }

    static let formatName = "zstd"
    static let unitName = "frame"
    var atBoundary: Bool { atFrameBoundary }

    func step(
        from input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) -> DecodeStep {
        var out = ZSTD_outBuffer(dst: output, size: capacity, pos: 0)
        var inBuffer = ZSTD_inBuffer(src: input, size: min(count, max(inputHint, 1)), pos: 0)
        let result = ZSTD_decompressStream(context, &out, &inBuffer)
        if ZSTD_isError(result) != 0 {
            return DecodeStep(consumed: inBuffer.pos, produced: out.pos, failure: Self.errorName(result))
        }
        atFrameBoundary = result == 0
        inputHint = result == 0 ? 5 : result
        return DecodeStep(consumed: inBuffer.pos, produced: out.pos, failure: nil)
    }

    private static func errorName(_ code: Int) -> String {
        String(cString: ZSTD_getErrorName(code))
    }
}
