extension TrafficBucket {
    /// A route's buckets as JSON: `[[start, hits], …]`, start in seconds since 1970 (UTC), in time order.
    static func jsonValue(_ buckets: [TrafficBucket]) -> JSONValue {
        .array(buckets.map { .array([.int($0.start), .int($0.hits)]) })
    }

    /// The buckets of a route's `traffic` member (absent: none), checked against the report's bucket `width`: each
    /// start a multiple of it, in increasing order, with a positive hit count.
    static func buckets(field: JSONField?, width: Int64?) throws(ReportDecodingError) -> [TrafficBucket] {
        guard let field else { return [] }
        var buckets: [TrafficBucket] = []
        for element in try field.elements() {
            let pair = try element.elements()
            guard pair.count == 2 else {
                throw ReportDecodingError(
                    path: element.path, offset: nil, message: "expected [start, hits], found \(pair.count) values")
            }
            let start = Int64(try pair[0].int())
            let hits = try pair[1].count()
            guard let width else {
                throw ReportDecodingError(
                    path: element.path, offset: nil, message: "a traffic bucket, but the report has no trafficBucketSeconds")
            }
            guard TrafficLadder.index(of: start, width: width) * width == start else {
                throw ReportDecodingError(
                    path: pair[0].path, offset: nil,
                    message: "bucket start \(start) is not a multiple of trafficBucketSeconds (\(width))")
            }
            if let previous = buckets.last, previous.start >= start {
                throw ReportDecodingError(
                    path: pair[0].path, offset: nil, message: "bucket start \(start) is not after the previous one")
            }
            guard hits > 0 else {
                throw ReportDecodingError(path: pair[1].path, offset: nil, message: "expected a positive hit count")
            }
            buckets.append(TrafficBucket(start: start, hits: hits))
        }
        return buckets
    }
}

extension AnalysisReport {
    /// The report's `trafficBucketSeconds` (absent or null: no traffic over time), a ladder width.
    static func trafficBucketSeconds(field: JSONField?) throws(ReportDecodingError) -> Int64? {
        guard let field else { return nil }
        let width = Int64(try field.count())
        guard TrafficLadder.isWidth(width) else {
            throw ReportDecodingError(
                path: field.path, offset: nil,
                message: "\(width) is not a bucket width (3600, or 86400 times a power of two)")
        }
        return width
    }
}
