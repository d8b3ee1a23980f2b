import CorridorCore

/// What a rewrite of an input (``DecodedTextRewrite``) has written and not yet handed out.
package struct RewriteOutput {
    /// The bytes written; those from ``position`` on are still to be handed out.
    package var bytes: [UInt8] = []
    private var position = 0

    /// Nothing written yet.
    package init() {}

    /// Writes `parts`, one after another, in `envelope` (the wrapper's bytes around the line the first part came
    /// from; none for an input not wrapped), and a line feed.
    package mutating func writeLine(_ parts: ArraySlice<UInt8>..., in envelope: LineEnvelope? = nil) {
        if let envelope {
            envelope.write(parts, to: &bytes)
        } else {
            for part in parts { bytes.append(contentsOf: part) }
        }
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
