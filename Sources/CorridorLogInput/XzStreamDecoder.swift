import CLzma

/// Streaming xz decoding with liblzma: concatenated streams and stream padding (as `cat a.xz b.xz` and `xz`
/// itself make) are one input. A stream that ends inside a block, or bytes that are not xz, are errors with
/// the byte offset.
final class XzStreamDecoder: StreamDecoder {
    private let stream: UnsafeMutablePointer<lzma_stream>
    let path: String
    private var ended = false
    /// True once the decoder saw input: an empty remainder after a finished stream is a clean end.
    private var started = false
    var failure: InputError?

    init(path: String) throws(InputError) {
        self.path = path
        stream = UnsafeMutablePointer<lzma_stream>.allocate(capacity: 1)
        stream.initialize(to: lzma_stream())
        // No memory limit beyond what a log's dictionary needs; concatenated streams as one.
        let result = lzma_stream_decoder(stream, UInt64.max, 0x08)  // LZMA_CONCATENATED (a macro Swift does not import)
        if result != LZMA_OK {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw InputError(path: path, offset: 0, reason: "xz: cannot initialise liblzma (error \(result.rawValue))")
        }
    }

    deinit {
        lzma_end(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    static let formatName = "xz"
    static let unitName = "stream"
    var atBoundary: Bool { ended }

    func step(
        from input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) -> DecodeStep {
        if ended { return DecodeStep(consumed: 0, produced: 0, failure: nil) }
        stream.pointee.next_in = input.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_in = count
        stream.pointee.next_out = output.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = capacity
        // With LZMA_CONCATENATED the decoder only knows the input ended when told: LZMA_FINISH once there is
        // no more input (the drive loop calls with count 0 only at the end or to drain held output).
        let action = count == 0 ? LZMA_FINISH : LZMA_RUN
        let result = lzma_code(stream, action)
        var step = DecodeStep(
            consumed: count - stream.pointee.avail_in, produced: capacity - stream.pointee.avail_out, failure: nil)
        switch result {
        case LZMA_OK, LZMA_BUF_ERROR: break
        case LZMA_STREAM_END: ended = true
        case LZMA_DATA_ERROR: step.failure = "corrupt data"
        case LZMA_FORMAT_ERROR: step.failure = "not an xz stream"
        case LZMA_MEM_ERROR, LZMA_MEMLIMIT_ERROR: step.failure = "out of memory"
        case LZMA_OPTIONS_ERROR: step.failure = "unsupported options"
        default: step.failure = "liblzma error \(result.rawValue)"
        }
        return step
    }
}
