/// The hits of a route in one time bucket (see ``AnalysisReport/trafficBucketSeconds``).
public struct TrafficBucket: Sendable, Equatable {
    /// The bucket's start, seconds since 1970-01-01T00:00:00Z; a multiple of the report's bucket width.
    public var start: Int64
    /// Requests in `start ..< start + width` that matched the route (never 0 in a report: empty buckets are left out).
    public var hits: Int

    /// A bucket starting at `start` with `hits` hits.
    public init(start: Int64, hits: Int) {
        self.start = start
        self.hits = hits
    }
}

extension TrafficBucket {
    /// `buckets` (in time order, at a ladder width dividing `width`) added up into buckets of `width`, in time order.
    package static func coarsened(_ buckets: [TrafficBucket], to width: Int64) -> [TrafficBucket] {
        var result: [TrafficBucket] = []
        result.reserveCapacity(buckets.count)
        for bucket in buckets {
            let start = TrafficLadder.index(of: bucket.start, width: width) * width
            if let last = result.last, last.start == start {
                result[result.count - 1].hits &+= bucket.hits
            } else {
                result.append(TrafficBucket(start: start, hits: bucket.hits))
            }
        }
        return result
    }

    /// The bucket-wise sum of two series in time order (same width), in time order.
    package static func sum(_ lhs: [TrafficBucket], _ rhs: [TrafficBucket]) -> [TrafficBucket] {
        guard !lhs.isEmpty else { return rhs }
        guard !rhs.isEmpty else { return lhs }
        var result: [TrafficBucket] = []
        result.reserveCapacity(lhs.count + rhs.count)
        var (left, right) = (0, 0)
        while left < lhs.count || right < rhs.count {
            if right == rhs.count || (left < lhs.count && lhs[left].start < rhs[right].start) {
                result.append(lhs[left])
                left += 1
            } else if left == lhs.count || rhs[right].start < lhs[left].start {
                result.append(rhs[right])
                right += 1
            } else {
                result.append(TrafficBucket(start: lhs[left].start, hits: lhs[left].hits &+ rhs[right].hits))
                left += 1
                right += 1
            }
        }
        return result
    }
}
