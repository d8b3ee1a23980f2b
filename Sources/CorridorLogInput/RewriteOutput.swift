/// What a rewrite of an input (``DecodedTextRewrite``) has written and not yet handed out.
package struct RewriteOutput {
    /// The bytes written; those from ``position`` on are still to be handed out.
    package var bytes: [UInt8] = []
    private var position = 0

    /// Nothing written yet.
    package init() {}

    /// Writes `parts`, one after another, and a line feed.
    package mutating func writeLine(_ parts: ArraySlice<UInt8>...) {
        for part in parts { bytes.append(contentsOf: part) }
        bytes.append(0x0A)
    }

    /// Whether bytes are waiting to be handed out.
    package var hasOutput: Bool { position < bytes.count }

    /// Hands out up to `capacity` bytes; returns the count.
    package mutating func drain(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        let count = min(capacity, bytes.count - position)
        bytes.withUnsafeBytes { source in
            destination.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        if position == bytes.count {
            bytes.removeAll(keepingCapacity: bytes.capacity <= 1 << 22)
            position = 0
        }
        return count
    }
}
