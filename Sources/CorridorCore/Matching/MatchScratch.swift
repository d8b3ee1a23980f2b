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
    /// Where the path of the last target matched (a URL) lies in it: from after the scheme and host to the
    /// first `?` or `#` — ``RequestTarget/path(of:)`` of that target, found by the match's own scan.
    package var lastPath: Range<Int> { lastPathBounds[0]..<lastPathBounds[1] }
    /// ``lastPath``'s bounds, behind a `let` pointer: set on every match without an exclusivity check.
    let lastPathBounds: UnsafeMutablePointer<Int>
    /// A copy of a custom-scheme target with its host (first component) lowercased; allocated on first use.
    var folded: UnsafeMutablePointer<UInt8>?
    var foldedCapacity = 0

    /// Creates scratch space sized for typical URLs; it grows on demand.
    public init() {
        segmentCapacity = 64
        segments = .allocate(capacity: segmentCapacity)
        decodedCapacity = 1024
        decoded = .allocate(capacity: decodedCapacity)
        valueCapacity = 1024
        value = .allocate(capacity: valueCapacity)
        lastPathBounds = .allocate(capacity: 2)
        lastPathBounds.initialize(repeating: 0, count: 2)
    }

    deinit {
        segments.deallocate()
        decoded.deallocate()
        value.deallocate()
        folded?.deallocate()
        lastPathBounds.deallocate()
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

    /// `target` copied with the ASCII letters of the first non-empty path component from `pathStart`
    /// (a custom scheme's host) lowercased. Valid until the next call.
    func foldingHost(of target: UnsafeBufferPointer<UInt8>, from pathStart: Int) -> UnsafeBufferPointer<UInt8> {
        let length = target.count
        if length > foldedCapacity {
            folded?.deallocate()
            foldedCapacity = max(length, foldedCapacity * 2, 256)
            folded = .allocate(capacity: foldedCapacity)
        }
        let copy = folded!
        guard let base = target.baseAddress else { return UnsafeBufferPointer(start: copy, count: 0) }
        copy.update(from: base, count: length)
        var index = pathStart
        while index < length && copy[index] == UInt8(ascii: "/") { index += 1 }
        while index < length {
            let byte = copy[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { copy[index] = byte | 0x20 }
            index += 1
        }
        return UnsafeBufferPointer(start: copy, count: length)
    }

    /// Bytes that end a segment or the path, or start an escape: `#` (35), `%` (37), `/` (47), `?` (63).
    private static let specialBytes: UInt64 = 1 << 35 | 1 << 37 | 1 << 47 | 1 << 63

    /// Splits the path of `target` (from `start` to the first `?` or `#`) on `/`, drops empty segments
    /// and decodes the ones holding a `%`, in one pass; returns the segment count and where the path ends.
    func loadSegments(_ target: UnsafeBufferPointer<UInt8>, from pathStart: Int) -> (count: Int, pathEnd: Int) {
        let length = target.count
        // At most one segment per two bytes ("/a/b"), plus one.
        reserve(segments: (length - pathStart) / 2 + 1, decodedBytes: length - pathStart)
        guard let base = target.baseAddress else { return (0, pathStart) }
        var count = 0
        var decodedUsed = 0
        var start = pathStart
        var index = pathStart
        var hasEscape = false
        while index < length {
            let byte = base[index]
            if byte < 64 && (Self.specialBytes >> UInt64(byte)) & 1 != 0 {
                if byte == UInt8(ascii: "/") {
                    if index > start {
                        appendSegment(base + start, index - start, decode: hasEscape, &count, &decodedUsed)
                        hasEscape = false
                    }
                    start = index + 1
                } else if byte == UInt8(ascii: "%") {
                    hasEscape = true
                } else {
                    break
                }
            }
            index += 1
        }
        if index > start {
            appendSegment(base + start, index - start, decode: hasEscape, &count, &decodedUsed)
        }
        return (count, index)
    }

    private func appendSegment(
        _ start: UnsafePointer<UInt8>, _ length: Int, decode: Bool, _ count: inout Int, _ decodedUsed: inout Int
    ) {
        if decode {
            let written = PercentDecoding.decode(UnsafeBufferPointer(start: start, count: length), into: decoded + decodedUsed)
            segments[count] = SegmentSlot(start: UnsafePointer(decoded + decodedUsed), count: written)
            decodedUsed += written
        } else {
            segments[count] = SegmentSlot(start: start, count: length)
        }
        count += 1
    }
}

/// One decoded URL path segment.
struct SegmentSlot {
    var start: UnsafePointer<UInt8>
    var count: Int

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }
}
