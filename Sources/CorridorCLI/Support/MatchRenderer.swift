import CorridorCore
import Foundation

/// Prints `match` results to standard output: JSON lines as they come, or text rows aligned per block
/// of ``blockSize`` rows (so a long standard input still streams). A failed write is an error.
struct MatchRenderer {
    /// Text rows are aligned within blocks of this many URLs.
    static let blockSize = 4096

    let table: RouteTable
    let format: MatchOutputFormat
    private var rows: [(request: String, result: String)] = []
    private let standardOutput: ByteSink
    private static let outputIsTerminal = isatty(STDOUT_FILENO) == 1

    /// A renderer for `table`'s matches.
    init(table: RouteTable, format: MatchOutputFormat) throws(CommandFailure) {
        self.table = table
        self.format = format
        standardOutput = try ByteSink(path: nil)
    }

    /// Matches `url` (as `method`) and prints or queues its result. `shownMethod` is printed before the
    /// URL in text output (a method read from the input line).
    mutating func add(url: String, method: String?, shownMethod: String?, scratch: MatchScratch)
        throws(CommandFailure)
    {
        let outcome = table.match(url, method: method, scratch: scratch)
        switch format {
        case .jsonl:
            try standardOutput.writeLine(jsonLine(url: url, method: method, outcome: outcome))
            if Self.outputIsTerminal { try standardOutput.flush() }
        case .text:
            rows.append(
                (request: shownMethod.map { "\($0) \(url)" } ?? url, result: textResult(url: url, outcome: outcome)))
            if rows.count >= Self.blockSize { try flush() }
        }
    }

    /// Prints the queued text rows, aligned, and writes out everything buffered.
    mutating func flush() throws(CommandFailure) {
        defer { rows.removeAll(keepingCapacity: true) }
        guard !rows.isEmpty else { return try standardOutput.flush() }
        let width = rows.map(\.request.count).max() ?? 0
        var output = ""
        for row in rows {
            output +=
                row.request + String(repeating: " ", count: width - row.request.count) + "  ->  " + row.result + "\n"
        }
        try standardOutput.write(output)
        try standardOutput.flush()
    }

    func textResult(url: String, outcome: MatchOutcome) -> String {
        switch outcome {
        case .notAURL:
            return "(not a URL)"
        case .unmatched:
            return "(no match)"
        case .matched(let index):
            let captures = table.captures(route: index, target: url)
            var parts = [table.routes[index].name]
            parts += captures.map { "\($0.name)=\($0.value.displayText)" }
            let globals = table.globalParamValues(target: url).sorted { $0.key < $1.key }
            parts += globals.map { "\($0.key)=\(ParamValue.string($0.value).displayText)" }
            return parts.joined(separator: "  ")
        }
    }

    func jsonLine(url: String, method: String?, outcome: MatchOutcome) -> String {
        var members: [(key: String, value: String)] = [("url", JSONText.string(url))]
        if let method { members.append(("method", JSONText.string(method))) }
        switch outcome {
        case .matched(let index):
            let captures = table.captures(route: index, target: url)
            members.append(("route", JSONText.string(table.routes[index].name)))
            members.append(("params", JSONText.object(captures.map { ($0.name, $0.value.json) })))
            let globals = table.globalParamValues(target: url).sorted { $0.key < $1.key }
            if !globals.isEmpty {
                members.append(("globals", JSONText.object(globals.map { ($0.key, JSONText.string($0.value)) })))
            }
        case .unmatched:
            members.append(("route", "null"))
            members.append(("params", "{}"))
        case .notAURL:
            members.append(("route", "null"))
            members.append(("params", "{}"))
            members.append(("error", JSONText.string("not a URL")))
        }
        return JSONText.object(members)
    }
}
