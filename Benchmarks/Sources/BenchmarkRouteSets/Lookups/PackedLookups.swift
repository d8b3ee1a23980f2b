/// Lookups laid out once as raw bytes in one buffer, so that the measured loop hands Corridor
/// `UnsafeBufferPointer<UInt8>`s without building any String or Array, and without reference counting.
public final class PackedLookups {
    /// Where one lookup's method and target lie in ``bytes``.
    public struct Entry: Sendable {
        /// Offset of the target.
        public let targetStart: Int
        /// Length of the target in bytes.
        public let targetCount: Int
        /// Offset of the method.
        public let methodStart: Int
        /// Length of the method in bytes.
        public let methodCount: Int
    }

    /// All methods and targets, back to back.
    public let bytes: UnsafeMutableBufferPointer<UInt8>
    /// One entry per lookup, in order.
    public let entries: UnsafeMutableBufferPointer<Entry>

    /// Lays out `lookups`.
    public init(_ lookups: [Lookup]) {
        let total = lookups.reduce(0) { $0 + $1.method.utf8.count + $1.target.utf8.count }
        bytes = .allocate(capacity: max(total, 1))
        entries = .allocate(capacity: max(lookups.count, 1))
        var offset = 0
        for (index, lookup) in lookups.enumerated() {
            let methodStart = offset
            for byte in lookup.method.utf8 { bytes[offset] = byte; offset += 1 }
            let targetStart = offset
            for byte in lookup.target.utf8 { bytes[offset] = byte; offset += 1 }
            (entries.baseAddress! + index).initialize(
                to: Entry(
                    targetStart: targetStart, targetCount: offset - targetStart,
                    methodStart: methodStart, methodCount: targetStart - methodStart))
        }
        count = lookups.count
    }

    deinit {
        bytes.deallocate()
        entries.deallocate()
    }

    /// The number of lookups.
    public let count: Int
}
