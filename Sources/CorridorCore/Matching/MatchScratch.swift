/// Reusable working memory for matching: the decoded path segments and a buffer for decoded values.
///
/// Keep one per thread and pass it to every ``RouteTable/match(target:method:scratch:)`` call: once it
/// has grown to the longest URL seen, matching allocates nothing. Not thread-safe.
public final class MatchScratch {
    var segments: UnsafeMutablePointer<SegmentSlot>
    var segmentCapacity: Int
    var decoded: UnsafeMutablePointer<UInt8>
    var decodedCapacity: Int
    var value: UnsafeMutablePointer<UInt8>
    var valueCapacity: Int

    /// Creates scratch space sized for typical URLs; it grows on demand.
    public init() {
        segmentCapacity = 64
        segments = .allocate(capacity: segmentCapacity)
        decodedCapacity = 1024
        decoded = .allocate(capacity: decodedCapacity)
        valueCapacity = 1024
        value = .allocate(capacity: valueCapacity)
    }

    deinit {
        segments.deallocate()
        decoded.deallocate()
        value.deallocate()
    }

    func reserve(segments count: Int, decodedBytes: Int) {
        if count > segmentCapacity {
            segments.deallocate()
            segmentCapacity = max(count, segmentCapacity * 2)
            segments = .allocate(capacity: segmentCapacity)
        }
        if decodedBytes > decodedCapacity {
            decoded.deallocate()
            decodedCapacity = max(decodedBytes, decodedCapacity * 2)
            decoded = .allocate(capacity: decodedCapacity)
        }
    }

    func reserve(valueBytes: Int) {
        if valueBytes > valueCapacity {
            value.deallocate()
            valueCapacity = max(valueBytes, valueCapacity * 2)
            value = .allocate(capacity: valueCapacity)
        }
    }

    /// Splits `path` on `/`, drops empty segments, decodes and hashes each one; returns the count.
    func loadSegments(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        // At most one segment per two bytes ("/a/b"), plus one.
        reserve(segments: path.count / 2 + 1, decodedBytes: path.count)
        var count = 0
        var decodedUsed = 0
        var start = 0
        var index = 0
        var hasEscape = false
        let length = path.count
        while index <= length {
            let byte: UInt8 = index < length ? path[index] : UInt8(ascii: "/")
            if byte == UInt8(ascii: "/") {
                if index > start {
                    let raw = UnsafeBufferPointer(rebasing: path[start..<index])
                    var bytes = raw
                    if hasEscape {
                        let written = PercentDecoding.decode(raw, into: decoded + decodedUsed)
                        bytes = UnsafeBufferPointer(start: decoded + decodedUsed, count: written)
                        decodedUsed += written
                    }
                    segments[count] = SegmentSlot(bytes: bytes, hash: ByteScanning.hash(bytes))
                    count += 1
                }
                start = index + 1
                hasEscape = false
            } else if byte == UInt8(ascii: "%") {
                hasEscape = true
            }
            index += 1
        }
        return count
    }
}

/// One decoded URL path segment and its hash.
struct SegmentSlot {
    var bytes: UnsafeBufferPointer<UInt8>
    var hash: UInt64

    init(bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        self.bytes = bytes
        self.hash = hash
    }
}
