/// One input opened for reading, decoded as it is read: zstd, gzip or plain text, told apart by the first bytes.
///
/// Reads a file (or standard input for `-`) with POSIX `read` through a fixed input buffer; decoders write straight
/// into the caller's buffer. Not safe for concurrent use: one reader thread at a time (it may move between threads,
/// hence `@unchecked Sendable`); ``compressedBytesRead`` alone may be read from any thread, for progress.
package final class InputStream: @unchecked Sendable {
    /// The path as given (`-` for standard input).
    package let path: String
    /// What the first bytes said the input is.
    package private(set) var encoding: InputEncoding
    private let source: FileDescriptorReader
    private let pending: InputBuffer
    private let decoder: Decoder

    private enum Decoder {
        case plain
        case compressed(any StreamDecoder)
    }

    /// Size of the input in bytes when it is a regular file; nil for standard input and pipes.
    package var fileSize: Int64? { source.fileSize }

    /// Raw (compressed) bytes read so far, for progress. Safe to read from any thread.
    package var compressedBytesRead: Int64 { source.offset }

    /// Default size of the raw input buffer that decoders read through.
    package static let defaultInputBufferSize = 256 * 1024

    private init(path: String, encoding: InputEncoding, source: FileDescriptorReader, pending: InputBuffer)
        throws(InputError)
    {
        self.path = path
        self.encoding = encoding
        self.source = source
        self.pending = pending
        switch encoding {
        case .plain: decoder = .plain
        case .zstd: decoder = .compressed(try ZstdStreamDecoder(path: path))
        case .gzip: decoder = .compressed(try GzipStreamDecoder(path: path))
        case .xz: decoder = .compressed(try XzStreamDecoder(path: path))
        case .bzip2: decoder = .compressed(try Bzip2StreamDecoder(path: path))
        case .lz4:
            let head = UnsafeRawBufferPointer(start: pending.base + pending.position, count: pending.available)
            decoder =
                Lz4LegacyStreamDecoder.opensLegacyStream(head)
                ? .compressed(Lz4LegacyStreamDecoder(path: path)) : .compressed(try Lz4StreamDecoder(path: path))
        }
    }

    /// Opens `path` (`-` = standard input) and detects its encoding from its first bytes.
    ///
    /// A path that cannot be opened or a directory is an ``InputError``. An input without a single byte (log
    /// rotation leaves such files every night) is a plain input with no lines, whatever its name claims.
    /// `inputBufferSize` is the size of the raw reads (at least 16 bytes).
    package static func open(
        path: String, inputBufferSize: Int = defaultInputBufferSize
    ) throws(InputError) -> InputStream {
        let source = try FileDescriptorReader.open(path: path)
        do throws(InputError) {
            let pending = InputBuffer(capacity: max(16, inputBufferSize))
            try pending.fill(atLeast: 6, from: source)
            let head = UnsafeRawBufferPointer(start: pending.base, count: pending.available)
            let encoding = InputEncoding.detect(head)
            if encoding == .plain {
                // What isn't a compressed log must be text: refuse an image, an executable or an archive before
                // a line of it is counted.
                try pending.fill(atLeast: BinarySniffer.sampleSize, from: source)
                let sample = UnsafeRawBufferPointer(start: pending.base, count: pending.available)
                if let kind = BinarySniffer.binaryKind(sample) {
                    throw InputError(path: path, offset: 0, reason: "not a text log (\(kind)): refused before any line was counted")
                }
            }
            return try InputStream(path: path, encoding: encoding, source: source, pending: pending)
        } catch {
            source.close()
            throw error
        }
    }

    /// Fills `buffer` with decoded bytes; returns the count, 0 at the end of the input.
    ///
    /// Decoded data is always handed out before an error: the call after the last good bytes throws. A truncated or
    /// corrupt compressed stream, a read error, or a regular file that shrinks while it is read is an ``InputError``
    /// carrying the raw byte offset.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard let destination = buffer.baseAddress, buffer.count > 0 else { return 0 }
        switch decoder {
        case .plain:
            if pending.available > 0 {
                return pending.drain(into: destination, count: buffer.count)
            }
            return try source.read(into: destination, count: buffer.count)
        case .compressed(let compressed):
            return try compressed.decode(into: buffer, input: pending, source: source)
        }
    }

    /// Closes the file (standard input stays open). Reading after `close` is an error.
    package func close() {
        source.close()
    }
}
