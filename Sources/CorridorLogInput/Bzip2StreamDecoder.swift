import CBzip2

/// Streaming bzip2 decoding with libbz2: streams one after another (as `cat a.bz2 b.bz2` and `pbzip2` make) are
/// one input. A stream that ends early, or bytes after a stream that are not another, are errors with the offset.
final class Bzip2StreamDecoder: StreamDecoder {
    private let stream: UnsafeMutablePointer<bz_stream>
    let path: String
    private var streamEnded = false
    private var initialized = false
    var failure: InputError?

    init(path: String) throws(InputError) {
        self.path = path
        stream = UnsafeMutablePointer<bz_stream>.allocate(capacity: 1)
        stream.initialize(to: bz_stream())
        try start()
    }

    private func start() throws(InputError) {
        let result = BZ2_bzDecompressInit(stream, 0, 0)
        guard result == BZ_OK else {
            throw InputError(path: path, offset: 0, reason: "bzip2: cannot initialise libbz2 (error \(result))")
        }
        initialized = true
    }

    deinit {
        if initialized { BZ2_bzDecompressEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    static let formatName = "bzip2"
    static let unitName = "stream"
    var atBoundary: Bool { streamEnded }

    func step(
        from input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) -> DecodeStep {
        if streamEnded {
            guard count > 0 else { return DecodeStep(consumed: 0, produced: 0, failure: nil) }
            // More input after a finished stream: the next stream.
            BZ2_bzDecompressEnd(stream)
            initialized = false
            stream.pointee = bz_stream()
            guard BZ2_bzDecompressInit(stream, 0, 0) == BZ_OK else {
                return DecodeStep(consumed: 0, produced: 0, failure: "cannot restart libbz2")
            }
            initialized = true
            streamEnded = false
        }
        let inCount = UInt32(clamping: count)
        let outCount = UInt32(clamping: capacity)
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.assumingMemoryBound(to: CChar.self))
        stream.pointee.avail_in = inCount
        stream.pointee.next_out = output.assumingMemoryBound(to: CChar.self)
        stream.pointee.avail_out = outCount
        let result = BZ2_bzDecompress(stream)
        var step = DecodeStep(
            consumed: Int(inCount - stream.pointee.avail_in), produced: Int(outCount - stream.pointee.avail_out),
            failure: nil)
        switch result {
        case BZ_OK: break
        case BZ_STREAM_END: streamEnded = true
        case BZ_DATA_ERROR, BZ_DATA_ERROR_MAGIC: step.failure = "corrupt data"
        case BZ_MEM_ERROR: step.failure = "out of memory"
        default: step.failure = "libbz2 error \(result)"
        }
        return step
    }
}
