import CLz4

/// Decoding of LZ4's legacy format (`lz4 -l`, magic `02 21 4C 18`) with liblz4's block decoder: after the magic,
/// blocks of at most 8 MiB decoded, each its compressed size (4 bytes, little-endian) then its bytes; another magic
/// starts another stream, the end of the input ends the last. A block cut short, a size no legacy block can have, or
/// bytes that are not a block are errors with the byte offset.
final class Lz4LegacyStreamDecoder: StreamDecoder {
    let path: String
    var failure: InputError?

    static let formatName = "lz4"
    static let unitName = "legacy block"
    /// The legacy stream's magic number, little-endian.
    static let magic: UInt32 = 0x184C_2102
    /// The most a legacy block decodes to.
    private static let blockCapacity = 8 << 20
    /// The most a legacy block's compressed bytes can be.
    private static let compressedCapacity = Int(LZ4_compressBound(Int32(blockCapacity)))

    /// The 4 bytes of a size or magic read so far.
    private var header: UInt32 = 0
    private var headerCount = 0
    /// The stream's magic has been read (the input must start with it).
    private var sawMagic = false
    /// The compressed block being gathered: its size, and how much of it has come.
    private var blockSize = 0
    private var blockFilled = 0
    private var inBlock = false
    private let compressed: UnsafeMutablePointer<UInt8>
    /// The last block decoded, and how much of it was handed out.
    private let decoded: UnsafeMutablePointer<UInt8>
    private var decodedCount = 0
    private var decodedOffset = 0

    init(path: String) {
        self.path = path
        compressed = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.compressedCapacity)
        decoded = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.blockCapacity)
    }

    deinit {
        compressed.deallocate()
        decoded.deallocate()
    }

    /// Whether `head`, an input's first bytes, open a legacy stream.
    static func opensLegacyStream(_ head: UnsafeRawBufferPointer) -> Bool {
        head.count >= 4
            && UInt32(head[0]) | UInt32(head[1]) << 8 | UInt32(head[2]) << 16 | UInt32(head[3]) << 24 == magic
    }

    var atBoundary: Bool { sawMagic && !inBlock && headerCount == 0 && decodedOffset == decodedCount }

    func step(
        from input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) -> DecodeStep {
        let source = input.assumingMemoryBound(to: UInt8.self)
        var step = DecodeStep(consumed: 0, produced: 0, failure: nil)
        while true {
            // The block decoded last, handed out first.
            if decodedOffset < decodedCount {
                let count = min(decodedCount - decodedOffset, capacity - step.produced)
                (output + step.produced).copyMemory(from: decoded + decodedOffset, byteCount: count)
                decodedOffset += count
                step.produced += count
                if step.produced == capacity { return step }
            }
            if !inBlock {
                while headerCount < 4 && step.consumed < count {
                    header |= UInt32(source[step.consumed]) << (8 * UInt32(headerCount))
                    headerCount += 1
                    step.consumed += 1
                }
                guard headerCount == 4 else { return step }
                let value = header
                header = 0
                headerCount = 0
                if value == Self.magic {
                    sawMagic = true
                    continue
                }
                guard sawMagic else {
                    step.failure = "not an LZ4 legacy stream"
                    return step
                }
                guard value > 0, Int(value) <= Self.compressedCapacity else {
                    step.failure =
                        value & 0xFFFF_FFF0 == 0x184D_2A50 || value == 0x184D_2204
                        ? "an LZ4 frame after a legacy stream is not read"
                        : "a legacy block of \(value) bytes (at most \(Self.compressedCapacity))"
                    return step
                }
                blockSize = Int(value)
                blockFilled = 0
                inBlock = true
            }
            let take = min(blockSize - blockFilled, count - step.consumed)
            (compressed + blockFilled).update(from: source + step.consumed, count: take)
            blockFilled += take
            step.consumed += take
            guard blockFilled == blockSize else { return step }
            inBlock = false
            let size = LZ4_decompress_safe(
                UnsafeRawPointer(compressed).assumingMemoryBound(to: CChar.self),
                UnsafeMutableRawPointer(decoded).assumingMemoryBound(to: CChar.self), Int32(blockSize),
                Int32(Self.blockCapacity))
            guard size >= 0 else {
                step.failure = "a corrupt legacy block"
                return step
            }
            decodedCount = Int(size)
            decodedOffset = 0
        }
    }
}
