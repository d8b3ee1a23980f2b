extension TrafficBucket {
    /// A route's buckets as JSON: `[[start, hits], …]`, start in seconds since 1970 (UTC), in time order.
    static func jsonValue(_ buckets: [TrafficBucket]) -> JSONValue {
        .pairs(buckets, \.start, { Int64($0.hits) })
    }

    /// The buckets of a route's `traffic` member (absent or null: none), checked against the report's bucket
    /// `width`: each start a multiple of it, in increasing order, with a positive hit count.
    static func buckets(in route: ReportObject, width: Int64?) throws -> [TrafficBucket] {
        guard try route.has("traffic") else { return [] }
        var previous: Int64?
        return try route.arrays("traffic") { list in
            var pair = try list.nestedUnkeyedContainer()
            guard pair.count == 2 else {
                throw pair.failure("expected [start, hits], found \(pair.count ?? 0) values")
            }
            guard let width else { throw pair.failure("a traffic bucket, but the report has no trafficBucketSeconds") }
            let start: (value: Int64, index: Int) = try pair.integer(expected: "expected an integer")
            guard TrafficLadder.index(of: start.value, width: width) * width == start.value else {
                throw pair.failure(
                    at: start.index,
                    "bucket start \(start.value) is not a multiple of trafficBucketSeconds (\(width))")
            }
            if let previous, previous >= start.value {
                throw pair.failure(at: start.index, "bucket start \(start.value) is not after the previous one")
            }
            let hits: (value: Int, index: Int) = try pair.integer(expected: "expected a positive hit count")
            guard hits.value > 0 else { throw pair.failure(at: hits.index, "expected a positive hit count") }
            previous = start.value
            return TrafficBucket(start: start.value, hits: hits.value)
        }
    }
}

extension TrafficLadder {
    /// A report's `trafficBucketSeconds` (absent or null: no traffic over time), a ladder width.
    static func trafficBucketSeconds(in root: ReportObject) throws -> Int64? {
        guard let width = try root.optionalCount("trafficBucketSeconds").map(Int64.init) else { return nil }
        guard TrafficLadder.isWidth(width) else {
            throw root.failure(
                "trafficBucketSeconds", "\(width) is not a bucket width (3600, or 86400 times a power of two)")
        }
        return width
    }
}
