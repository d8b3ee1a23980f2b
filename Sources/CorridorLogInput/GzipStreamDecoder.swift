import CZlib

/// Streaming gzip decoding with zlib: members one after another (as `cat a.gz b.gz` makes). A stream that ends inside
/// a member, or bytes after a member that are not another member, are errors with the byte offset.
final class GzipStreamDecoder: StreamDecoder {
    /// zlib keeps a pointer back to its stream, so the stream lives at a fixed address.
    private let stream: UnsafeMutablePointer<z_stream>
    let path: String
    /// True after a member ended and before the next one starts.
    private var memberEnded = false
    var failure: InputError?

    init(path: String) throws(InputError) {
        self.path = path
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 16 + MAX_WBITS: expect a gzip header and trailer.
        let result = inflateInit2_(stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        if result != Z_OK {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw InputError(path: path, offset: 0, reason: "gzip: cannot initialise zlib (error \(result))")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    static let formatName = "gzip"
    static let unitName = "member"
    var atBoundary: Bool { memberEnded }

    func step(
        from input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) -> DecodeStep {
        if memberEnded {
            // Zero bytes after a member are padding (tape blocks, some writers), skipped as gzip does.
            let bytes = input.assumingMemoryBound(to: UInt8.self)
            var zeros = 0
            while zeros < count && bytes[zeros] == 0 { zeros += 1 }
            if zeros > 0 || count == 0 { return DecodeStep(consumed: zeros, produced: 0, failure: nil) }
            // More input follows a finished member: it must be the next member.
            inflateReset(stream)
            memberEnded = false
        }
        let inCount = UInt32(clamping: count)
        let outCount = UInt32(clamping: capacity)
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = inCount
        stream.pointee.next_out = output.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = outCount
        let result = inflate(stream, Z_NO_FLUSH)
        var step = DecodeStep(
            consumed: Int(inCount - stream.pointee.avail_in), produced: Int(outCount - stream.pointee.avail_out),
            failure: nil)
        switch result {
        case Z_OK, Z_BUF_ERROR: break
        case Z_STREAM_END: memberEnded = true
        default: step.failure = describe(result)
        }
        return step
    }

    private func describe(_ result: Int32) -> String {
        let message = stream.pointee.msg.map { String(cString: $0) }
        switch result {
        case Z_DATA_ERROR: return message ?? "corrupt data"
        case Z_NEED_DICT: return "the stream needs a preset dictionary, which gzip files never have"
        case Z_MEM_ERROR: return "out of memory"
        default: return message ?? "zlib error \(result)"
        }
    }
}
