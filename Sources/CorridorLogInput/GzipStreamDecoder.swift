import CZlib

/// Streaming gzip decoding with zlib: members one after another (as `cat a.gz b.gz` makes). A stream that ends inside
/// a member, or bytes after a member that are not another member, are errors with the byte offset.
final class GzipStreamDecoder {
    /// zlib keeps a pointer back to its stream, so the stream lives at a fixed address.
    private let stream: UnsafeMutablePointer<z_stream>
    private let path: String
    /// True after a member ended and before the next one starts.
    private var memberEnded = false
    /// Set once decoding failed: every later call throws it again.
    private var failure: InputError?

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

    /// Decodes into `output` until it is full or the input ends; returns the number of bytes written (0 = end).
    /// Bytes decoded before an error are returned first; the error comes with the next call (and every call after).
    func decode(
        into output: UnsafeMutableRawBufferPointer, input: InputBuffer, source: FileDescriptorReader
    ) throws(InputError) -> Int {
        if let failure { throw failure }
        guard let destination = output.baseAddress, output.count > 0 else { return 0 }
        do throws(InputError) {
            return try decode(
                into: destination, capacity: min(output.count, Int(UInt32.max)), input: input, source: source)
        } catch {
            failure = error
            throw error
        }
    }

    private func decode(
        into destination: UnsafeMutableRawPointer, capacity: Int, input: InputBuffer, source: FileDescriptorReader
    ) throws(InputError) -> Int {
        var produced = 0
        var inputEnded = false
        var stalls = 0
        while produced < capacity {
            if input.available == 0 && !inputEnded {
                inputEnded = try !input.refill(from: source)
            }
            if input.available == 0 && inputEnded && memberEnded { break }
            if memberEnded {
                // More input follows a finished member: it must be the next member.
                inflateReset(stream)
                memberEnded = false
            }
            let inBefore = input.position
            stream.pointee.next_in = input.base + input.position
            stream.pointee.avail_in = UInt32(input.available)
            stream.pointee.next_out = (destination + produced).assumingMemoryBound(to: UInt8.self)
            stream.pointee.avail_out = UInt32(capacity - produced)
            let result = inflate(stream, Z_NO_FLUSH)
            let written = capacity - produced - Int(stream.pointee.avail_out)
            produced += written
            input.position += input.available - Int(stream.pointee.avail_in)
            switch result {
            case Z_OK, Z_BUF_ERROR:
                break
            case Z_STREAM_END:
                memberEnded = true
            default:
                let error = InputError(path: path, offset: input.currentOffset, reason: "gzip: \(describe(result))")
                if produced > 0 {
                    failure = error  // hand out what was decoded first
                    return produced
                }
                throw error
            }
            if written == 0 && input.position == inBefore && !memberEnded {
                if input.available == 0 && inputEnded {
                    if produced > 0 { break }  // hand out what was decoded; the next call reports the truncation
                    throw InputError(
                        path: path, offset: source.offset,
                        reason: "gzip: truncated input: the stream ends inside a member")
                }
                stalls += 1
                if stalls > 2 {
                    throw InputError(
                        path: path, offset: input.currentOffset, reason: "gzip: the decoder stopped making progress")
                }
            } else {
                stalls = 0
            }
        }
        return produced
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
