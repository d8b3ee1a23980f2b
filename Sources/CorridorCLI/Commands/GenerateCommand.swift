import ArgumentParser
import CorridorAnalyzer
import CorridorCore
import CorridorLogGenerator

extension LogGenerator.UnmatchedMix: ExpressibleByArgument {}

/// `corridor generate --routes FILE --lines N`: a realistic, reproducible access log for a routes file.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a realistic Combined access log for a routes file (for demos, tests and benchmarks).",
        discussion: """
            Route popularity is Zipf-skewed; params get values of their types; query strings, \
            percent-escapes, scanner noise (unmatched), requests that are not URLs and malformed lines \
            are mixed in. The same routes, --seed and options always give the same log.

            EXAMPLE
              $ corridor generate -r routes.txt --lines 1000000 | zstd -o access.log.zst
              $ corridor generate -r routes.txt --lines 10000 --idle feed -o access.log
            """)

    @OptionGroup var routes: RoutesOption

    @Option(help: ArgumentHelp("How many lines to write.", valueName: "n"))
    var lines: Int

    @Option(help: ArgumentHelp("The random seed.", valueName: "n"))
    var seed: UInt64 = 1

    @Option(
        name: [.customShort("o"), .customLong("output-file")],
        help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Flag(help: "Append nginx's $request_time (read with analyze --log-format nginx:'…' $request_time).")
    var requestTime = false

    @Option(
        name: .customLong("log-format"),
        help: ArgumentHelp(
            "Write the lines in this preset's layout (combined, aws-alb, w3c, caddy, … — docs/log-formats.md).",
            valueName: "name"),
        completion: .list(LogFormatPreset.names))
    var logFormat: String?

    @Option(help: ArgumentHelp("Share of scanner noise meant to match nothing (0-1).", valueName: "share"))
    var unmatchedShare = 0.06

    @Option(
        help: ArgumentHelp(
            "What unmatched requests look like: scanner (a few dozen scanner paths) or realistic (hashed asset "
                + "names, ids under retired API prefixes, random bot paths: many distinct paths).",
            valueName: "mix"))
    var unmatchedMix: LogGenerator.UnmatchedMix = .scanner

    @Option(help: ArgumentHelp("Share of malformed lines (0-1).", valueName: "share"))
    var malformedShare = 0.005

    @Option(help: ArgumentHelp("Share of requests that are not URLs (0-1).", valueName: "share"))
    var invalidShare = 0.005

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp("A route never requested (repeatable), to see it as never hit.", valueName: "route"))
    var idle: [String] = []

    @Option(
        name: .customLong("utc-offsets"),
        help: ArgumentHelp(
            "Write the timestamps in these UTC offsets, line after line (+0000,+0530,-0800): a multi-time-zone log of the same instants.",
            valueName: "offsets"))
    var utcOffsets = "+0000"

    /// `--utc-offsets` in minutes: `±hhmm` each, comma-separated, within −12:00 … +14:00.
    private func parsedOffsets() throws -> [Int] {
        try utcOffsets.split(separator: ",", omittingEmptySubsequences: false).map { text in
            let bytes = Array(text.utf8)
            guard bytes.count == 5, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
                bytes.dropFirst().allSatisfy({ $0 &- 0x30 < 10 })
            else {
                throw ValidationError("bad --utc-offsets: \"\(text)\" is not ±hhmm (+0530, -0800)")
            }
            let digits = bytes.dropFirst().map { Int($0 - 0x30) }
            let (hours, minutes) = (digits[0] * 10 + digits[1], digits[2] * 10 + digits[3])
            let offset = (hours * 60 + minutes) * (bytes[0] == UInt8(ascii: "-") ? -1 : 1)
            guard minutes < 60, (-12 * 60...14 * 60).contains(offset) else {
                throw ValidationError("bad --utc-offsets: \"\(text)\" is outside -1200 … +1400")
            }
            return offset
        }
    }

    func validate() throws {
        _ = try parsedOffsets()
        if lines < 0 { throw ValidationError("--lines must be 0 or more (got \(lines))") }
        for (name, share) in [
            ("--unmatched-share", unmatchedShare), ("--malformed-share", malformedShare),
            ("--invalid-share", invalidShare),
        ] where !(0...1).contains(share) {
            throw ValidationError("\(name) must be between 0 and 1 (got \(share))")
        }
        if unmatchedShare + malformedShare + invalidShare > 1 {
            throw ValidationError("--unmatched-share, --malformed-share and --invalid-share add up to more than 1")
        }
    }

    /// The header a format's files start with (W3C directives, the CSV header of Cloud Storage logs).
    static func header(for preset: String) -> String? {
        switch preset {
        case "w3c":
            "#Software: Microsoft Internet Information Services 10.0\n#Version: 1.0\n"
                + "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken"
        case "aws-cloudfront":
            "#Version: 1.0\n#Fields: date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken x-forwarded-for ssl-protocol ssl-cipher x-edge-response-result-type cs-protocol-version fle-status fle-encrypted-fields c-port time-to-first-byte x-edge-detailed-result-type sc-content-type sc-content-len sc-range-start sc-range-end"
        case "gcs":
            #""time_micros","c_ip","c_ip_type","c_ip_region","cs_method","cs_uri","sc_status","cs_bytes","sc_bytes","time_taken_micros","cs_host","cs_referer","cs_user_agent","s_request_id","cs_operation","cs_bucket","cs_object""#
        default: nil
        }
    }

    func run() throws {
        try OutputOverlap.refuse(output: outputFile, inputs: [routes.path])
        let table = try routes.load()
        let names = Set(table.routes.map(\.name))
        if let unknown = idle.first(where: { !names.contains($0) }) {
            throw CommandFailure.error("--idle: no route named '\(unknown)' in '\(routes.path)'")
        }
        // Without --log-format: Combined as ever (the same bytes for a seed). With one, every line is written from
        // its parts in the preset's layout, request times included, so all presets carry the same traffic.
        var writer: PresetLineWriter?
        // The wrappers around the preset's lines, outermost first (`fluent+json+combined`).
        var wrappers: [LogWrapper] = []
        if var logFormat {
            while let candidate = LogWrapper.allCases.first(where: { logFormat.hasPrefix($0.rawValue + "+") }) {
                wrappers.append(candidate)
                logFormat = String(logFormat.dropFirst(candidate.rawValue.count + 1))
            }
            guard let preset = LogFormatPreset.named(logFormat) else {
                throw ValidationError(
                    "unknown --log-format '\(logFormat)': use one of \(LogFormatPreset.names.joined(separator: ", "))")
            }
            // The same check analyze makes: a wrapper of JSON records around a layout of lines is refused.
            if let requested = self.logFormat {
                do throws(LogFormatError) {
                    _ = try LogFormat.parse(requested)
                } catch {
                    throw ValidationError("--log-format: \(error.reason)")
                }
            }
            // go-zero's logx writes its JSON entries itself: `json+go-zero` is those entries, not a shipper's entries
            // around its plain lines.
            let writesJSONEntries = preset.name == "go-zero" && wrappers.last == .json
            if writesJSONEntries { wrappers.removeLast() }
            writer = PresetLineWriter(preset: preset, writesJSONEntries: writesJSONEntries)
        }
        var configuration = LogGenerator.Configuration(
            seed: seed, unmatchedShare: unmatchedShare, invalidShare: invalidShare, malformedShare: malformedShare,
            includesRequestTime: requestTime || writer != nil, idleRoutes: Set(idle), unmatchedMix: unmatchedMix)
        configuration.utcOffsetMinutes = try parsedOffsets()
        var generator = LogGenerator(routes: table, configuration: configuration)
        let sink = try ByteSink(path: outputFile)
        func wrapped(_ text: String, seconds: Int64) -> String {
            wrappers.reversed().reduce(text) { PresetLineWriter.wrap($0, in: $1, seconds: seconds) }
        }
        // A CSV export starts with its column names.
        if wrappers.first == .csv { try sink.writeLine("@timestamp,@message,@logStream") }
        if let name = writer?.preset.name, let directive = Self.header(for: name) {
            for header in directive.split(separator: "\n") {
                try sink.writeLine(wrapped(String(header), seconds: 0))
            }
        }
        for _ in 0..<lines {
            let line = generator.nextLine()
            let text = writer?.text(for: line) ?? line.text
            let seconds = line.fields?.seconds ?? 0
            if writer?.wrapsEachLine == true {
                for part in text.split(separator: "\n") { try sink.writeLine(wrapped(String(part), seconds: seconds)) }
            } else {
                try sink.writeLine(wrapped(text, seconds: seconds))
            }
        }
        try sink.finish()
    }
}
