/// A named log format (`--log-format aws-alb`): a layout written as data — an nginx-style template of
/// literal text and variables, or the field paths of a JSON line — that the generic readers execute.
/// Each reads the method, target, status, time (UTC), latency (in the vendor's unit), user agent and
/// client address where the format has them. docs/log-formats.md lists them with an example line.
package struct LogFormatPreset: Sendable {
    /// The name given to `--log-format` and shown in reports.
    package let name: String
    /// What writes this format.
    package let summary: String
    /// The layout.
    package let format: LogFormat
    /// A line of the format, for documentation and tests.
    package let example: String

    /// A preset (presets are data: made here for the table, for layouts a log declares, for wrapped formats).
    package init(name: String, summary: String, format: LogFormat, example: String) {
        self.name = name
        self.summary = summary
        self.format = format
        self.example = example
    }

    /// The preset named `name`, if any.
    package static func named(_ name: String) -> LogFormatPreset? {
        all.first { $0.name == name }
    }

    /// The names, in the order detection tries them.
    package static var names: [String] { all.map(\.name) }

    /// Every preset, most specific first: on a tie detection prefers the earlier.
    package static let all: [LogFormatPreset] = textPresets + jsonPresets

    // MARK: - Building

    static func nginx(_ template: String, collapsesBlanks: Bool = false, directive: String? = nil) -> LogFormat {
        do {
            var format = try NginxLogFormat(template, collapsesBlanks: collapsesBlanks)
            format.directivePrefix = directive.map { Array($0.utf8) }
            return .nginx(format)
        } catch {
            preconditionFailure("the preset template '\(template)' compiles: \(error)")
        }
    }

    static func json(
        request: String? = nil, method: String?, path: String?, status: String?, duration: String?, unit: DurationUnit,
        timestamp: String?, agent: String?, client: String?
    ) -> LogFormat {
        .jsonLines(
            JSONLogFields(
                request: request, method: method, path: path, query: nil, status: status, time: duration,
                timeUnit: unit, timestamp: timestamp, agent: agent, client: client))
    }
}
