extension AnalysisReport {
    /// Checks that the report agrees with itself where the schema implies it, naming the first contradiction with
    /// its place: the inputs' lines add up to `totals.lines`; `totals.lines` is `matched + unmatched + malformed +
    /// invalidRequests + outsideWindow`; each route's methods and status classes add up to its hits, its latency
    /// histogram and traffic buckets hold at most its hits, and a route without hits has no first/last seen; the
    /// routes' hits add up to `totals.matched`; `unmatched.total` and `malformed.count` are the totals'. Every sum
    /// is checked for overflow. Reading a report (``init(json:)``) runs it, so a hand-edited or damaged report is
    /// refused before it is merged into nonsense.
    ///
    /// - Throws: ``ReportDecodingError`` with the path of the contradiction (`routes[3].status`) and both numbers.
    public func checkConsistency() throws(ReportDecodingError) {
        let inputLines = try Self.sum(inputs.map(\.lines), "inputs[].lines")
        try Self.expect(inputLines == totals.lines, "totals.lines", "is \(totals.lines), but the inputs' lines add up to \(inputLines)")
        let parts = try Self.sum(
            [
                totals.matched, totals.unmatched, totals.malformed, totals.invalidRequests, totals.outsideWindow,
                totals.directives,
            ],
            "totals")
        try Self.expect(
            parts == totals.lines, "totals.lines",
            "is \(totals.lines), but matched + unmatched + malformed + invalidRequests + outsideWindow + directives is \(parts)")
        for (index, route) in routes.enumerated() {
            let place = "routes[\(index)]"
            let methods = try Self.sum(route.methods.sorted { $0.key < $1.key }.map(\.value), "\(place).methods")
            try Self.expect(methods == route.hits, "\(place).methods", "add up to \(methods), but the route has \(route.hits) hits")
            let status = try Self.sum(route.status.ordered, "\(place).status")
            try Self.expect(status == route.hits, "\(place).status", "add up to \(status), but the route has \(route.hits) hits")
            if let latency = route.latency {
                let count = latency.histogram.count
                try Self.expect(
                    count <= UInt64(route.hits), "\(place).latency",
                    "holds \(count) request times, more than the route's \(route.hits) hits")
            }
            let traffic = try Self.sum(route.traffic.map { Int($0.hits) }, "\(place).traffic")
            try Self.expect(
                traffic <= route.hits, "\(place).traffic", "holds \(traffic) hits, more than the route's \(route.hits)")
            try Self.expect(
                route.hits > 0 || route.seen == nil, "\(place).firstSeen", "is set, but the route has no hits")
        }
        let hits = try Self.sum(routes.map(\.hits), "routes[].hits")
        try Self.expect(hits == totals.matched, "totals.matched", "is \(totals.matched), but the routes' hits add up to \(hits)")
        try Self.expect(
            unmatched.total == totals.unmatched, "unmatched.total",
            "is \(unmatched.total), but totals.unmatched is \(totals.unmatched)")
        try Self.expect(
            malformed.count == totals.malformed, "malformed.count",
            "is \(malformed.count), but totals.malformed is \(totals.malformed)")
    }

    private static func sum(_ values: [Int], _ place: String) throws(ReportDecodingError) -> Int {
        var total = 0
        for value in values {
            let (next, overflow) = total.addingReportingOverflow(value)
            guard !overflow else {
                throw ReportDecodingError(path: place, offset: nil, message: "the counts add up past \(Int.max)")
            }
            total = next
        }
        return total
    }

    private static func expect(_ condition: Bool, _ place: String, _ message: @autoclosure () -> String)
        throws(ReportDecodingError)
    {
        if !condition { throw ReportDecodingError(path: place, offset: nil, message: "contradiction: \(message())") }
    }
}
