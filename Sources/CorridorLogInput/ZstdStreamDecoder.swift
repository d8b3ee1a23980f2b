import CZstd

/// Streaming Zstandard decoding with libzstd: any number of frames one after another, skippable frames, and windows up
/// to 2 GiB (`ZSTD_d_windowLogMax` = 31, for files written with `zstd --long`). A stream that ends inside a frame is an
/// error, reported at the offset where the input ended.
final class ZstdStreamDecoder {
    private let context: OpaquePointer
    private let path: String
    /// True between frames (and before the first one): the end of the input is a clean end here.
    private var atFrameBoundary = true
    /// The decoder's hint for the size of the next input: feeding it no more than that makes it work one block at a
    /// time, so an error is found at the block (or checksum) it is in. A frame starts with a header of at least
    /// `ZSTD_FRAMEHEADERSIZE_PREFIX` (5) bytes.
    private var inputHint = 5
    /// Set once decoding failed: every later call throws it again.
    private var failure: InputError?

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

    /// Decodes into `output` until it is full or the input ends; returns the number of bytes written (0 = end).
    /// Bytes decoded before an error are returned first; the error comes with the next call (and every call after).
    func decode(
        into output: UnsafeMutableRawBufferPointer, input: InputBuffer, source: FileDescriptorReader
    ) throws(InputError) -> Int {
        if let failure { throw failure }
        guard let destination = output.baseAddress, output.count > 0 else { return 0 }
        do throws(InputError) {
            return try decode(into: destination, count: output.count, input: input, source: source)
        } catch {
            failure = error
            throw error
        }
    }

    private func decode(
        into destination: UnsafeMutableRawPointer, count: Int, input: InputBuffer, source: FileDescriptorReader
    ) throws(InputError) -> Int {
        var out = ZSTD_outBuffer(dst: destination, size: count, pos: 0)
        var inputEnded = false
        var stalls = 0
        while out.pos < out.size {
            if input.available == 0 && !inputEnded {
                inputEnded = try !input.refill(from: source)
            }
            if input.available == 0 && inputEnded && atFrameBoundary { break }
            let outBefore = out.pos
            let inBefore = input.position
            let feed = min(input.available, max(inputHint, 1))
            var inBuffer = ZSTD_inBuffer(src: UnsafeRawPointer(input.base + input.position), size: feed, pos: 0)
            let result = ZSTD_decompressStream(context, &out, &inBuffer)
            input.position += inBuffer.pos
            if ZSTD_isError(result) != 0 {
                let error = InputError(
                    path: path, offset: input.currentOffset, reason: "zstd: \(Self.errorName(result))")
                if out.pos > 0 {
                    failure = error  // hand out what was decoded first
                    return out.pos
                }
                throw error
            }
            atFrameBoundary = result == 0
            inputHint = result == 0 ? 5 : result
            if out.pos == outBefore && input.position == inBefore {
                if input.available == 0 && inputEnded {
                    // Nothing more will come: whatever the frame still needed is missing.
                    if out.pos > 0 { break }  // hand out what was decoded; the next call reports the truncation
                    throw InputError(
                        path: path, offset: source.offset,
                        reason: "zstd: truncated input: the stream ends inside a frame")
                }
                stalls += 1
                if stalls > 2 {
                    throw InputError(
                        path: path, offset: input.currentOffset, reason: "zstd: the decoder stopped making progress")
                }
            } else {
                stalls = 0
            }
        }
        return out.pos
    }

    private static func errorName(_ code: Int) -> String {
        String(cString: ZSTD_getErrorName(code))
    }
}
