import CorridorReport

extension HTMLReportPage {
    /// The numbers the page's script draws, as JSON: the time axis (`start`, `step` in seconds, or
    /// null) and per route, in table order, `[status counts (1xx 2xx 3xx 4xx 5xx other), latency
    /// ms (p50 p90 p99 max) or null, hits per bucket or null, [[caller index, hits]…] or null, first seen,
    /// last seen, [[client index, hits]…] or null]`; the callers (user agents and client addresses, long and repeated
    /// from route to route) once each in `callers`; `clientPrefix` the truncation of the addresses (`24,48`) or null.
    static func chartData(report: AnalysisReport, axis: HTMLReportTimes.Axis?, timelines: [RouteTimeline?]) -> JSONValue {
        var callers: [String] = []
        var callerIndex: [String: Int] = [:]
        func callerNumber(_ caller: String) -> Int {
            if let index = callerIndex[caller] { return index }
            callers.append(caller)
            callerIndex[caller] = callers.count - 1
            return callers.count - 1
        }
        let routes: [JSONValue] = report.routes.indices.map { index in
            let route = report.routes[index]
            let timeline = index < timelines.count ? timelines[index] : nil
            let latency: JSONValue =
                route.latency.map { latency in
                    .array(
                        [latency.p50Micros, latency.p90Micros, latency.p99Micros, latency.maxMicros].map {
                            .number(LatencySummary.milliseconds($0))
                        })
                } ?? .null
            var topCallers = JSONValue.null
            var topClients = JSONValue.null
            if let timeline {
                var rows: [JSONValue] = []
                for caller in timeline.callers { rows.append(.array([.int(callerNumber(caller.caller)), .int(caller.hits)])) }
                topCallers = .array(rows)
                if !timeline.clients.isEmpty {
                    rows = []
                    for client in timeline.clients {
                        rows.append(.array([.int(callerNumber(client.caller)), .int(client.hits)]))
                    }
                    topClients = .array(rows)
                }
            }
            return .array([
                .array(route.status.ordered.map { .int($0) }),
                latency,
                timeline?.buckets.map { .array($0.map { .int($0) }) } ?? .null,
                topCallers,
                .optionalString(timeline?.firstSeen),
                .optionalString(timeline?.lastSeen),
                topClients,
            ])
        }
        return .object([
            JSONMember("start", axis.map { .int($0.start) } ?? .null),
            JSONMember("step", axis.map { .int($0.bucketSeconds) } ?? .null),
            JSONMember("callers", .array(callers.map { .string(StringEscaping.printable($0)) })),
            JSONMember("clientPrefix", .optionalString(report.routes.lazy.compactMap { $0.clients?.prefix?.text }.first)),
            JSONMember("routes", .array(routes)),
        ])
    }

    /// JSON text made safe inside an HTML `<script>` element: `<`, `>` and `&` (so no `</script>` or
    /// `<!--` can close or change the element) and U+2028/U+2029 (line terminators in older
    /// JavaScript) become `\uXXXX` escapes. They can only occur inside JSON strings, where the escape
    /// means the same character, so `JSON.parse` gives back the same value.
    static func scriptSafe(_ json: String) -> String {
        var output = ""
        output.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
