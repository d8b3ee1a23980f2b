// libFuzzer target: reading JSON reports and merging them (`corridor merge`, `diff`, `suggest`) — partial reports
// come from other machines and may be damaged or hand-edited.
//
// Input: a stream of JSON reports (as `corridor merge -` reads: compact lines or documents one after another).
// Checked: no crash, no hang, memory bounded (run with -rss_limit_mb); every report read agrees with itself
// (checkConsistency passes: reading runs it); reports merge into one that agrees with itself too or are refused
// with a message; a merged report written as JSON reads back, and its JSON is the same again (a fixed point).

import CorridorReport

@_cdecl("LLVMFuzzerTestOneInput")
public func reportFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var merged: AnalysisReport?
    do {
        try AnalysisReport.forEachReport(inJSONStream: text) { report in
            do { try report.checkConsistency() } catch { preconditionFailure("a report read is consistent: \(error)") }
            guard let sofar = merged else {
                merged = report
                return
            }
            if let next = try? sofar.merged(with: report) {
                do { try next.checkConsistency() } catch { preconditionFailure("a merge is consistent: \(error)") }
                merged = next
            }
        }
    } catch {
        precondition(!String(describing: error).isEmpty, "a refusal says why")
    }
    if let merged {
        let json = merged.jsonText(compact: true)
        guard let again = try? AnalysisReport(json: json) else { preconditionFailure("a written report reads back") }
        precondition(again.jsonText(compact: true) == json, "JSON is a fixed point")
    }
    return 0
}
