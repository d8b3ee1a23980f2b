import CorridorReport

extension HTMLReportPage {
    /// The numbers the page's script draws, as JSON: the time axis (`start`, `step` in seconds, or null) and per
    /// route, in report order, `[status counts (1xx 2xx 3xx 4xx 5xx other), latency ms (p50 p90 p99 max) or null,
    /// hits per point or null]`. Text (names, callers) is not repeated here: the script reads it from the served
    /// HTML, where it is also the no-script rendering.
    static func chartData(
        report: AnalysisReport, axis: HTMLReportTimes.Axis?, timelines: [RouteTimeline?]
    ) -> JSONValue {
        let routes: [JSONValue] = report.routes.indices.map { index in
            let route = report.routes[index]
            let timeline = index < timelines.count ? timelines[index] : nil
            let latency: JSONValue =
                route.latency.map { latency in
                    .array(
                        latency.percentileRow.map {
                            .number(HTMLNumbers.milliseconds($0).replacing(",", with: ""))
                        })
                } ?? .null
            return .array([
                .array(route.status.ordered.map { .int($0) }),
                latency,
                timeline?.buckets.map { .array($0.map { .int($0) }) } ?? .null,
            ])
        }
        return .object([
            JSONMember("start", axis.map { .int($0.start) } ?? .null),
            JSONMember("step", axis.map { .int($0.bucketSeconds) } ?? .null),
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
