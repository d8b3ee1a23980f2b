// Times JSON report rendering: reads a report written by `corridor analyze --output json`, renders it
// back REPETITIONS times (default 50) and prints the size and the median, minimum and maximum time:
//   report-render-probe report.json [REPETITIONS]
// compare.sh runs it on the report of the 60%-unmatched high-cardinality mix (a full heavy-hitter table).
import CorridorReport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("usage: report-render-probe REPORT.json [REPETITIONS]\n".utf8))
    exit(2)
}
let repetitions = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 50) : 50
let report = try AnalysisReport(json: String(decoding: data, as: UTF8.self))
var bytes = report.jsonText().utf8.count  // warm-up
var times: [Double] = []
for _ in 0..<repetitions {
    let start = ContinuousClock.now
    bytes = report.jsonText().utf8.count
    let elapsed = (ContinuousClock.now - start).components
    times.append(Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15)
}
times.sort()
let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
print(
    String(
        format: "report %d bytes: median %.3f ms, min %.3f ms, max %.3f ms over %d renderings",
        bytes, median, times[0], times[times.count - 1], repetitions))
