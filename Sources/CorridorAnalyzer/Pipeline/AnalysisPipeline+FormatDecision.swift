import CorridorLogFormats
import CorridorLogInput

extension AnalysisPipeline {
    /// What the first chunk of an input says about its format.
    enum FormatDecision {
        /// Read the input in the format at `slot` (0: the run's own), named `name` in the report (nil: not said).
        case format(slot: Int, name: String?)
        /// No format reads any of its first lines: the input is refused with this error.
        case unreadable(InputError)
    }

    /// How many of the first chunk's lines are searched, a sample at a time, for lines a format reads when none of the
    /// first sample's are.
    static let searchedLines = 64 * LogFormatDetector.sampleLines

    /// The first lines of a chunk (each without its line feed), at most `limit`; a table's header rows and an aligned
    /// table's rules, counted as directives (``CSVTableRows/isHeaderMarker(_:)``), left out.
    static func firstLines(of chunk: LineChunk, limit: Int) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        chunk.forEachLine { line, _ in
            if lines.count < limit && !CSVTableRows.isHeaderMarker(line) { lines.append(Array(line)) }
        }
        return lines
    }

    /// With `--log-format auto`, the preset that reads the chunk's first lines best, in its slot; when none
    /// reads any, the error naming the input, what was tried and the first line. With a format given, a
    /// warning when it reads under half of the sample and a preset would read more.
    func decideFormat(of chunk: LineChunk, path: String, slots: LogFormatSlots?) -> FormatDecision {
        let lines = Self.firstLines(of: chunk, limit: 4 * LogFormatDetector.sampleLines)
        let name = path == "-" ? "standard input" : path
        guard let slots, options.logFormat.isAuto else {
            let given = options.logFormat
            // A W3C preset given for a log whose header declares its columns: read as the header says, the columns
            // split the way that reads the lines (single separators, or blank runs and quotes).
            // A Zeek log given as `zeek`, tab-separated with its `#fields` rather than JSON, likewise.
            // CloudFront's fields as CSV under a header row (Amplify's) given as `aws-cloudfront`: read by that header.
            if let slots, given.format.followsFieldsDirectives || given.presetName == "zeek",
                let detection = LogFormatDetector.detect(lines),
                detection.preset.format.followsFieldsDirectives
                    || detection.preset.format.directivePrefix == LogFormatPreset.cloudFrontCSVHeaderPrefix,
                lines.contains(where: LogFormatPreset.isFieldsDirective)
            {
                let format = detection.preset.format
                return .format(
                    slot: slots.slot(named: format.layoutKey(name: given.presetName ?? "w3c"), format: format),
                    name: nil)
            }
            if let slots, let name = given.presetName,
                let variant = LogFormatDetector.durationUnitVariant(of: name, lines: lines)
            {
                // Caddy's log written with `duration_format nano`, Application Gateway v2's: its durations in the unit
                // its lines tell, as detection reads them.
                let format = variant.format
                return .format(slot: slots.slot(named: format.layoutKey(name: name), format: format), name: nil)
            }
            let (_, parsed, sampled) = LogFormatDetector.score(given.format, lines: lines)
            if sampled > 0, parsed * 2 < sampled {
                if let better = LogFormatDetector.detect(lines), better.parsedLines > parsed,
                    better.preset.name != given.presetName
                {
                    options.warning?(
                        "\(name): --log-format \(given.description) reads \(parsed) of the first \(sampled) lines; "
                            + "--log-format \(better.preset.name) (or auto) reads \(better.parsedLines)")
                } else if let inferred = LogFormatDetector.inferLayout(lines), inferred.parsedLines > parsed,
                    inferred.preset.name != given.description
                {
                    // No preset reads more: the layout the lines show may.
                    options.warning?(
                        "\(name): --log-format \(given.description) reads \(parsed) of the first \(sampled) lines; "
                            + "--log-format '\(inferred.preset.name)', the layout its lines show (or auto), reads "
                            + "\(inferred.parsedLines)")
                }
            }
            return .format(slot: 0, name: nil)
        }
        guard let detection = LogFormatDetector.detect(lines) else {
            // Access lines after other entries (a node-wide shipper's file, another container's JSON logs first): the
            // next lines of the chunk, a sample at a time.
            let more = Self.firstLines(of: chunk, limit: Self.searchedLines)
            var start = LogFormatDetector.sampleLines
            while start < more.count {
                if let later = LogFormatDetector.detect(Array(more[start...])) {
                    options.warning?(
                        "\(name): no known log format reads any of its first \(start) lines; read as "
                            + "\(later.preset.name), which reads \(later.parsedLines) of the \(later.sampledLines) lines "
                            + "from line \(start + 1) on; the lines it does not read will be counted as malformed")
                    return Self.readAs(later.preset, slots: slots)
                }
                start += LogFormatDetector.sampleLines
            }
            // A custom layout (the time first, an unquoted request, a duration between): the one its lines show, said
            // on standard error so that it can be checked and given with --log-format.
            if let inferred = LogFormatDetector.inferLayout(lines) {
                return inferredFormat(inferred, name: name, slots: slots, reason: "no preset reads it")
            }
            let first = lines.first { line in !line.allSatisfy { $0 == 0x20 || $0 == 0x09 } } ?? []
            return .unreadable(
                InputError(
                    path: path, offset: nil,
                    reason:
                        "no known log format reads any of its first \(max(min(lines.count, LogFormatDetector.sampleLines), more.count)) lines "
                        + "(tried \(LogFormatPreset.all.filter { !$0.detectedOnlyAsVariant }.map(\.name).joined(separator: ", "))); the first line is \(Self.quoted(first)); "
                        + "give --log-format nginx:'…' or jsonl:… for another layout",
                    notALog: "text no known log format reads, first line \(Self.quoted(first))"))
        }
        // The layout the lines show, found at most once for the three cases below.
        var inferredOnce: LogFormatDetector.Detection??
        func inferred() -> LogFormatDetector.Detection? {
            if let found = inferredOnce { return found }
            let found = LogFormatDetector.inferLayout(lines)
            inferredOnce = .some(found)
            return found
        }
        // JSON entries (or LTSV's and logfmt's pairs) the standard names read, the fields' own names more
        // (`"response_time": 0.012`, nginx's `$request_time`, where the standard names have no duration; LTSV's
        // `time_ngx` and `req_time`).
        if detection.preset.name == "jsonl" || detection.preset.name.hasSuffix("+jsonl"), let inferred = inferred(),
            inferred.parsedLines >= detection.parsedLines, inferred.score > detection.score
        {
            return inferredFormat(
                inferred, name: name, slots: slots, reason: "the standard jsonl names read less of its entries")
        }
        // A JSON preset that reads the entries' requests but none of their times — a vendor's names over another
        // application's entries (Spring Boot's HTTP exchanges by Kong's `request.method` and `response.status`) —
        // where the layout the names and values show reads as many and their times too.
        if detection.preset.format.readsJSONFieldsByName,
            LogFormatDetector.score(detection.preset.format, lines: lines, evidence: .timedRequests).parsed == 0,
            let inferred = inferred(), inferred.parsedLines >= detection.parsedLines, inferred.score > detection.score,
            LogFormatDetector.scoreOnce(inferred.preset.format, lines: lines, evidence: .timedRequests).parsed * 2
                >= inferred.parsedLines
        {
            return inferredFormat(
                inferred, name: name, slots: slots,
                reason: "\(detection.preset.name) reads its entries without their times")
        }
        // A Combined or Common line with more after it (nginx's `$request_time` after other added fields, quoted, or
        // after the upstream's): the layout the lines show, when it reads as many of them and more of each.
        if LogFormatDetector.lenientPresetNames.contains(detection.preset.name),
            LogLayoutInference.mayShowDuration(lines), let inferred = inferred(),
            inferred.parsedLines >= detection.parsedLines, inferred.score > detection.score
        {
            return inferredFormat(
                inferred, name: name, slots: slots,
                reason: "\(detection.preset.name) reads it without the durations its lines show")
        }
        if detection.parsedLines * 2 < detection.sampledLines {
            // The layout the lines show, when it reads more of them (a custom layout a preset reads a few lines of).
            if let inferred = inferred(), inferred.parsedLines > detection.parsedLines {
                return inferredFormat(
                    inferred, name: name, slots: slots,
                    reason:
                        "\(detection.preset.name), the preset that reads it best, reads only \(detection.parsedLines) of "
                        + "its first \(detection.sampledLines) lines")
            }
            // What the others will count as: lines of the layout without a URL request (Zeek's `-` method), misfits.
            let anyLine = LogFormatDetector.score(detection.preset.format, lines: lines, evidence: .anyLine)
            let requests = LogFormatDetector.score(detection.preset.format, lines: lines, evidence: .requests)
            let withoutRequest = anyLine.parsed > requests.parsed
            let misfits = anyLine.parsed < anyLine.sampled
            let others =
                !withoutRequest
                ? "will be counted as malformed"
                : misfits
                    ? "will be counted as malformed or, without a URL request, as invalid requests"
                    : "have no URL request: they will be counted as invalid requests"
            options.warning?(
                "\(name): read as \(detection.preset.name), which reads only \(detection.parsedLines) of its first "
                    + "\(detection.sampledLines) lines; the others \(others)")
        }
        return Self.readAs(detection.preset, slots: slots)
    }

    /// Reads the input as `preset`, named so in the report, in the slot of its layout — keyed by layout too: two W3C
    /// logs with different `#Fields:` are two formats.
    private static func readAs(_ preset: LogFormatPreset, slots: LogFormatSlots) -> FormatDecision {
        .format(
            slot: slots.slot(named: preset.format.layoutKey(name: preset.name), format: preset.format),
            name: preset.name)
    }

    /// The layout an input's lines show, in its slot, said on standard error so that it can be checked and given
    /// with `--log-format`.
    private func inferredFormat(
        _ inferred: LogFormatDetector.Detection, name: String, slots: LogFormatSlots, reason: String
    ) -> FormatDecision {
        let skipped = inferred.preset.name.contains("$field") ? "the fields named $fieldN are not read; " : ""
        options.warning?(
            "\(name): \(reason); read with the layout its lines show, which reads \(inferred.parsedLines) of its "
                + "first \(inferred.sampledLines) lines: --log-format '\(inferred.preset.name)' (\(skipped)check the "
                + "layout, or give your own)")
        return Self.readAs(inferred.preset, slots: slots)
    }

    /// A line for an error message: quoted, control bytes escaped, cut after 120 characters.
    static func quoted(_ line: [UInt8]) -> String {
        var text = ""
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            if text.unicodeScalars.count >= 120 {
                text += "…"
                break
            }
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    text += "\\x" + String(scalar.value, radix: 16, uppercase: false).leftPadded(to: 2)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"" + text + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
