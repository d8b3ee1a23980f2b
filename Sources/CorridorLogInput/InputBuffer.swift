/// A block of raw (still compressed) bytes read from a ``FileDescriptorReader``, consumed by a decoder.
///
/// Tracks where the block sits in the file so that a decoder can report the byte offset at which it failed.
final class InputBuffer {
    /// Start of the storage.
    let base: UnsafeMutablePointer<UInt8>
    /// Capacity of the storage in bytes.
    let capacity: Int
    /// Index of the first byte not consumed yet.
    var position = 0
    /// Number of valid bytes in the storage.
    private(set) var end = 0
    /// File offset of `base[0]`.
    private(set) var fileOffset: Int64 = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Bytes not consumed yet.
    var available: Int { end - position }

    /// File offset of the first byte not consumed yet.
    var currentOffset: Int64 { fileOffset + Int64(position) }

    /// Discards the consumed bytes and reads the next block. Returns false at the end of the input.
    func refill(from source: FileDescriptorReader) throws(InputError) -> Bool {
        precondition(available == 0, "refill with unconsumed bytes")
        fileOffset = source.offset
        position = 0
        end = 0
        let count = try source.read(into: UnsafeMutableRawPointer(base), count: capacity)
        end = count
        return count > 0
    }

    /// Reads until at least `minimum` bytes are buffered or the input ends (used to look at the magic bytes).
    func fill(atLeast minimum: Int, from source: FileDescriptorReader) throws(InputError) {
        precondition(position == 0, "fill on a used buffer")
        if end == 0 { fileOffset = source.offset }
        while end < min(minimum, capacity) {
            let count = try source.read(into: UnsafeMutableRawPointer(base + end), count: capacity - end)
            if count == 0 { break }
            end += count
        }
    }

    /// Copies up to `count` unconsumed bytes to `destination` and consumes them; returns how many were copied.
    func drain(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        let copied = min(count, available)
        if copied > 0 {
            destination.copyMemory(from: base + position, byteCount: copied)
            position += copied
        }
        return copied
    }
}
