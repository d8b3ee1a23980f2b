import CorridorCore

/// Picks the preset that reads an input's first lines best (`--log-format auto`). Every preset parses the
/// sample; each line scores by what its parser got out of it — a request counts most, then its time, its
/// latency, its user agent, its client address and its status — so that the richest exact layout wins (Combined over
/// Common, Traefik's CLF over Combined, ALB over a lenient reading). On a tie the earlier preset wins: the
/// exact layouts come before the lenient Common and Combined readers.
/// Runs once per input: nothing is spent per line once the choice is made.
package enum LogFormatDetector {
    /// How many non-blank, non-directive lines decide.
    package static let sampleLines = 64

    /// The outcome of a detection.
    package struct Detection: Sendable {
        /// The chosen preset.
        package let preset: LogFormatPreset
        /// Sample lines it read as requests (or as entries with a request it could not use).
        package let parsedLines: Int
        /// Sample lines considered.
        package let sampledLines: Int
        /// How well the preset read them (``score(_:lines:evidence:)``).
        package var score = 0
    }

    /// The best preset for `lines` (each without its line feed), or nil when no preset reads any of them.
    package static func detect(_ lines: [[UInt8]]) -> Detection? {
        // Container runtimes' lines (Kubernetes CRI, Docker json-file): detect the format of the lines inside.
        var plainDetection: Detection??
        for wrapper in [LogWrapper.cri, .docker, .compose, .console, .kubectl, .fluent] {
            guard let inner = wrapper.unwrapSample(lines), let detection = detect(inner) else { continue }
            if wrapper == .compose {
                // `docker compose logs`' `name  | ` prefix may be a layout's own first field and separator (Bitbucket's
                // `client | protocol | …`): the lines as they are win when they read better.
                let plain = detectUnwrapped(lines)
                plainDetection = .some(plain)
                if let plain, plain.score > detection.score { return plain }
            }
            return wrapped(detection, in: wrapper)
        }
        let plain = plainDetection ?? detectUnwrapped(lines)
        // Lines after a syslog prefix, a `--timestamps` instant or `aws logs tail`'s instant and log stream, or inside a
        // shipper's JSON entries: only when the
        // lines inside read at least as well as the lines as they are (classic ELB and Heroku lines start with an
        // instant of their own, and read worse without it; a JSON preset's entry may have a `message`), and not for
        // a layout that takes a syslog prefix in (HAProxy's, Heroku's) unless the syslog lines read better (the
        // router's lines with the BSD prefix Papertrail writes, whose time only the wrapper reads).
        for wrapper in [
            LogWrapper.syslog, .heroku, .fly, .timestamped, .cloudwatch, .json, .csv, .cef, .logfmt, .ltsv, .stern,
        ] {
            let takesPrefix = plain.map { LogFormatPreset.takesSyslogPrefix.contains($0.preset.name) } ?? false
            if wrapper == .heroku && takesPrefix { continue }
            guard let inner = wrapper.unwrapSample(lines), let detection = detect(inner) else { continue }
            if wrapper == .syslog && takesPrefix, let plain {
                // Better, or as well with the time only the prefix gives (the plain reading has requests, none
                // with a time).
                if detection.score > plain.score
                    || (detection.parsedLines >= plain.parsedLines
                        && score(plain.preset.format, lines: lines, evidence: .requests).parsed > 0
                        && score(plain.preset.format, lines: lines, evidence: .timedRequests).parsed == 0)
                {
                    return wrapped(detection, in: wrapper)
                }
                continue
            }
            // JSON entries are weighed by what is read of them: a generic JSON reading of a shipper's entry
            // (Logstash's `path`, the file the line came from, taken for a request path, and nothing else) must not
            // beat the access lines inside for reading one entry more (an error-log line among them).
            // A logfmt line's pairs read as JSON win only by reading more than a layout of its own (lograge's,
            // Heroku's). stern's lines (a pod's and a container's names first, shapes no layout's first fields have)
            // win by reading as well as the prefixed lines do: a lenient reading of those (Combined's, the vhost's)
            // would name the wrong layout.
            let readsBetter =
                wrapper == .stern
                ? detection.score >= plain?.score ?? 0 && detection.parsedLines >= plain?.parsedLines ?? 0
                : wrapper == .json
                    ? detection.score > plain?.score ?? 0
                        || (detection.score == plain?.score && detection.parsedLines >= plain?.parsedLines ?? 0)
                    : wrapper == .logfmt
                        ? detection.score > plain?.score ?? 0
                        : detection.parsedLines > plain?.parsedLines ?? 0
                            || (detection.parsedLines == plain?.parsedLines && detection.score >= plain?.score ?? 0)
            if readsBetter { return wrapped(detection, in: wrapper) }
        }
        return plain
    }

    static func wrapped(_ detection: Detection, in wrapper: LogWrapper) -> Detection {
        Detection(
            preset: LogFormatPreset(
                name: "\(wrapper.rawValue)+\(detection.preset.name)",
                summary: "\(detection.preset.summary), in \(wrapper.rawValue) lines",
                format: .wrapped(wrapper, detection.preset.format), example: detection.preset.example),
            parsedLines: detection.parsedLines, sampledLines: detection.sampledLines, score: detection.score)
    }

    /// The best preset for `lines` read as they are.
    private static func detectUnwrapped(_ lines: [[UInt8]]) -> Detection? {
        var best: (preset: LogFormatPreset, score: Int, parsed: Int, sampled: Int)?
        // A W3C log declares its columns (`#Fields:`): the layout it declares is a candidate too, first.
        var candidates = LogFormatPreset.all
        let fieldsDirective = lines.first(where: LogFormatPreset.isFieldsDirective)
        // Read first by its separators (IIS, CloudFront: fast), then as the W3C standard allows (runs of blanks,
        // quoted values: Oracle Web Cache, IIS Advanced Logging, Incapsula), which wins only by reading more.
        // Its lines' columns tab-separated (CloudFront's, WebLogic's; never IIS's): the declared layouts read them so,
        // their `time-taken` in seconds.
        let tabSeparated =
            fieldsDirective != nil
            && {
                let entries = lines.prefix(sampleLines).filter { $0.first != UInt8(ascii: "#") }
                return entries.count(where: { $0.contains(ByteScanning.tab) }) * 2 > entries.count
            }()
        if let directive = fieldsDirective,
            let (declared, columns) = W3CLayoutMemo.shared.layouts(declaredBy: directive, tabSeparated: tabSeparated)
        {
            // CloudFront's fields, legacy or v2's chosen ones: `x-edge-location`, `x-edge-request-id`, ….
            let cloudFront =
                directive.contains(bytes: Array(" x-edge-".utf8))
                || directive.starts(with: LogFormatPreset.cloudFrontCSVHeaderPrefix)
            // A Zeek log's `#fields`: its tab-separated columns, the one layout.
            let zeek = directive.starts(with: LogFormatPreset.zeekFieldsPrefix)
            let name = zeek ? "zeek" : cloudFront ? "aws-cloudfront" : "w3c"
            let example = String(decoding: directive, as: UTF8.self)
            let declaredPreset = LogFormatPreset(
                name: name,
                summary: zeek
                    ? "Zeek log with the columns its #fields names"
                    : "W3C extended log with the columns its #Fields names",
                format: declared, example: example)
            let columnsPreset = LogFormatPreset(
                name: name, summary: "W3C extended log with the columns its #Fields names, blank-separated",
                format: columns, example: example)
            // Values in quotes on most lines (Blue Coat's user agents and categories, `"Mozilla/5.0 (Windows NT
            // 10.0)"`): the columns as the standard writes them first, which a quoted value's blanks would otherwise
            // shift (and the shifted fields after it may read as well). Not for CloudFront's tab-separated columns,
            // nor for a stray line's quote.
            let entries = lines.prefix(sampleLines).filter { $0.first != UInt8(ascii: "#") }
            let quoted =
                !cloudFront
                && entries.count(where: { $0.contains(bytes: [ByteScanning.space, ByteScanning.quote]) }) * 2
                    > entries.count
            candidates.insert(
                contentsOf: zeek
                    ? [declaredPreset] : quoted ? [columnsPreset, declaredPreset] : [declaredPreset, columnsPreset],
                at: 0)
        }
        // The declared layouts come first, then every preset in its order (``DetectionParserPool/Key/preset(_:)``).
        let firstPreset = candidates.count - LogFormatPreset.all.count
        var scored = candidates.enumerated().map { index, preset in
            (
                preset: preset, evidence: preset.detectedOnlyByRequests ? LineEvidence.requests : .anyLine,
                key: index >= firstPreset ? .preset(index - firstPreset) : DetectionParserPool.Key.format(preset.format)
            )
        }
        // An IIS log cut from its header: the columns its first lines' shapes tell, then an older IIS release's default
        // columns. Read as columns, they would take any line apart: only lines they read with a date and a time count.
        // Tried after the presets, so that a named preset wins a tie.
        if fieldsDirective == nil {
            var headerless: [LogFormatPreset] = []
            var inferred: [[UInt8]] = []
            for line in lines.prefix(8) {
                guard let directive = LogFormatPreset.inferredIISFieldsDirective(line: line),
                    !inferred.contains(directive),
                    let format = W3CLayoutMemo.shared.layouts(declaredBy: directive)?.columns
                else { continue }
                inferred.append(directive)
                headerless.append(
                    LogFormatPreset(
                        name: "w3c", summary: "W3C extended log without its #Fields header, columns told by its lines",
                        format: format, example: String(decoding: directive, as: UTF8.self)))
            }
            // A Zeek http.log's lines without their header: tab-separated.
            let zeek =
                lines.prefix(sampleLines).contains { $0.contains(ByteScanning.tab) }
                ? LogFormatPreset.headerlessZeekLayouts : []
            scored += (headerless + LogFormatPreset.headerlessIISLayouts + zeek).map {
                (preset: $0, evidence: LineEvidence.timedRequests, key: DetectionParserPool.Key.format($0.format))
            }
        }
        // The highest score wins, the earlier candidate on a tie. The preset that won the detection before is read
        // first (the files of one run are mostly of one format), so that the others can stop reading as soon as
        // they cannot beat it; the choice is the same in any order.
        var order = Array(scored.indices)
        if let hinted = DetectionParserPool.shared.lastChosenPreset, scored.indices.contains(firstPreset + hinted) {
            order.swapAt(0, firstPreset + hinted)
            order[1...].sort()
        }
        var bestIndex = -1
        for index in order where scored[index].preset.isCandidate(for: lines.prefix(sampleLines)) {
            let (preset, evidence, key) = scored[index]
            // What the score must exceed to win: the best's, or one less for a candidate before it.
            let toBeat = best.map { $0.score - (index < bestIndex ? 1 : 0) }
            let (score, parsed, sampled) = self.score(
                preset.format, key: key, lines: lines, evidence: evidence, toBeat: toBeat)
            guard parsed > 0 else { continue }
            if toBeat == nil || score > toBeat! {
                best = (preset, score, parsed, sampled)
                bestIndex = index
            }
        }
        if best != nil, case .preset(let chosen) = scored[bestIndex].key {
            DetectionParserPool.shared.lastChosenPreset = chosen
        }
        // Presets whose vendor writes the duration in another unit in another setting or release (Caddy's
        // `duration_format nano`, Application Gateway v2): the unit the lines' values tell.
        if let chosen = best, let variant = durationUnitVariant(of: chosen.preset.name, lines: lines) {
            best?.preset = variant
        }
        // Combined lines whose referers and user agents are all `"-"` in the sample: Common reads them as well, and
        // would leave out the user agents of the lines after it.
        if let chosen = best,
            let variant = quotedAgentVariant(of: chosen.preset.name, lines: lines, score: chosen.score)
        {
            best?.preset = variant
        }
        // Trailing numbers the lines alone tell apart: milliseconds where a Combined or Common line's integer would be
        // read as Apache's microseconds, and a Combined line's `$gzip_ratio` where it would be read as a time.
        if let chosen = best, let variant = trailingNumberVariant(of: chosen.preset.name, lines: lines) {
            best?.preset = variant
        }
        return best.map {
            Detection(preset: $0.preset, parsedLines: $0.parsed, sampledLines: $0.sampled, score: $0.score)
        }
    }

    /// The preset a detected one stands for when its lines' trailing numbers say so (detection only; a preset given
    /// by name is read as it says): `combined-us` and `common-us` lines whose request times, read as microseconds,
    /// have a median under 100 µs or a tenth of them under 10 µs are in milliseconds (`combined-ms`, `common-ms`:
    /// Tomcat's `%D` before Tomcat 10, Apache's `%{ms}T`, Jetty) — Apache takes longer than that to answer even a
    /// health check — or in whole seconds when nine in ten are 0 and none over 60 (`combined-s`, `common-s`: Apache's
    /// `%T`); `combined-timed`
    /// lines whose trailing numbers all have two decimals hold nginx's `$gzip_ratio` (GitLab's `gitlab_access`
    /// format), not `$request_time`, which nginx writes with three: they are `combined`. Nil otherwise.
    static func trailingNumberVariant(of name: String, lines: [[UInt8]]) -> LogFormatPreset? {
        switch name {
        case "combined-us", "common-us":
            guard let preset = LogFormatPreset.named(name) else { return nil }
            let values = durations(preset.format, lines: lines).sorted()
            guard !values.isEmpty else { return nil }
            // Apache's microseconds: a request takes tens of them at the very least, a health check or a static file
            // a few hundred. Milliseconds: a median under 100, or a tenth of the values under 10 (0, 1, 2 ms for the
            // fast requests of any Tomcat).
            let median = values[values.count / 2]
            // Whole seconds (Apache's `%T`, as how-tos add it): nine in ten requests take less than one, and none a
            // minute; milliseconds are 0 for nine requests in ten only where nothing but health checks is served.
            let zeros = values.prefix { $0 == 0 }.count
            if zeros * 10 >= values.count * 9, values.count >= 8, let longest = values.last, longest <= 60 {
                return LogFormatPreset.named(name == "combined-us" ? "combined-s" : "common-s")
            }
            let tiny = values.prefix { $0 < 10 }.count
            guard median < 100 || tiny * 10 >= values.count else { return nil }
            return LogFormatPreset.named(name == "combined-us" ? "combined-ms" : "common-ms")
        case "combined-timed":
            var twoDecimals = 0
            for line in lines.prefix(sampleLines) {
                guard let quote = line.lastIndex(of: ByteScanning.quote) else { continue }
                let word = line[(quote + 1)...].drop { $0 == ByteScanning.space }.prefix { $0 != ByteScanning.space }
                if word.elementsEqual([ByteScanning.dash]) { continue }
                guard let dot = word.firstIndex(of: 0x2E), word.distance(from: dot, to: word.endIndex) == 3,
                    word[word.startIndex..<dot].allSatisfy(ByteScanning.isDigit),
                    word[(dot + 1)...].allSatisfy(ByteScanning.isDigit), dot > word.startIndex
                else { return nil }
                twoDecimals += 1
            }
            return twoDecimals > 0 ? LogFormatPreset.named("combined") : nil
        default: return nil
        }
    }

    /// The Combined preset a detected Common one stands for when its lines carry a referer and a user agent that are
    /// all `"-"` in the sample (a health checker's, a script's traffic first): `common`'s lenient reader reads the
    /// lines as well as `combined` does and wins the tie, and the user agents of the lines after the sample would
    /// go untallied. Nine sampled lines in ten must have the two quoted fields after the request's (six unescaped
    /// quotes), and the Combined preset must read the sample as well. Nil otherwise.
    static func quotedAgentVariant(of name: String, lines: [[UInt8]], score: Int) -> LogFormatPreset? {
        guard name.hasPrefix("common"),
            let combined = LogFormatPreset.named("combined" + name.dropFirst("common".count))
        else { return nil }
        var sampled = 0
        var quoted = 0
        for line in lines.prefix(sampleLines) where !line.allSatisfy({ $0 == ByteScanning.space }) {
            sampled += 1
            var quotes = 0
            var escaped = false
            for byte in line {
                if escaped {
                    escaped = false
                } else if byte == ByteScanning.backslash {
                    escaped = true
                } else if byte == ByteScanning.quote {
                    quotes += 1
                }
            }
            if quotes >= 6 { quoted += 1 }
        }
        guard sampled > 0, quoted * 10 >= sampled * 9 else { return nil }
        return self.score(combined.format, lines: lines).score >= score ? combined : nil
    }

    /// The presets whose vendor writes the durations in another unit in another setting or release, each with the
    /// test its lines pass when they are in that unit: Caddy's `duration_format nano`, Application Gateway v2.
    private static let durationUnitVariants: [(preset: LogFormatPreset, isInUse: @Sendable ([[UInt8]]) -> Bool)] = [
        (LogFormatPreset.caddyInNanoseconds, durationsAreCaddyNanoseconds),
        (LogFormatPreset.azureAppGatewayInSeconds, durationsAreAppGatewaySeconds),
        (LogFormatPreset.tomcatJSONInMilliseconds, durationsAreTomcatMilliseconds),
    ]

    /// The presets whose durations may come in another unit than their default (``durationUnitVariant(of:lines:)``).
    package static let presetsWithDurationUnitVariants = Set(durationUnitVariants.map(\.preset.name))

    /// The preset `name` stands for with its durations in the unit `lines` tell, when that is not the preset's
    /// default: Caddy's log written with `duration_format nano` (``durationsAreCaddyNanoseconds(_:)``), an Application
    /// Gateway v2 log (``durationsAreAppGatewaySeconds(_:)``); nil for any other preset or log. Detection applies it,
    /// and so does a run given the preset's name.
    package static func durationUnitVariant(of name: String, lines: [[UInt8]]) -> LogFormatPreset? {
        durationUnitVariants.first { $0.preset.name == name && $0.isInUse(lines) }?.preset
    }

    /// Whether Application Gateway lines are v2's: an access record (a line with `httpMethod`; not the firewall's
    /// records beside them, which have a `timeStamp` in v1 too) has a field only v2 writes (``appGatewayV2Fields``),
    /// or a `timeTaken` of the first lines, read as v1's whole milliseconds, has a fraction of a millisecond (v2 writes
    /// seconds with a fraction, `0.034`).
    package static func durationsAreAppGatewaySeconds(_ lines: [[UInt8]]) -> Bool {
        guard let preset = LogFormatPreset.named("azure-appgateway") else { return false }
        let sample = lines.prefix(sampleLines)
        if sample.contains(where: { line in
            line.contains(bytes: appGatewayMethodField) && appGatewayV2Fields.contains { line.contains(bytes: $0) }
        }) {
            return true
        }
        return durations(preset.format, lines: Array(sample)).contains { $0 % 1000 != 0 }
    }

    /// An Application Gateway access record's method key, quoted.
    private static let appGatewayMethodField = Array("\"httpMethod\"".utf8)

    /// Keys that Application Gateway v2's records have and v1's don't, quoted: a v2 log whose first durations are
    /// all whole seconds is told by them.
    private static let appGatewayV2Fields = [
        "\"timeStamp\"", "\"originalRequestUriWithArgs\"", "\"WAFEvaluationTime\"",
    ]
    .map { Array($0.utf8) }

    /// Whether Tomcat's JSON access lines were written by Tomcat 9 or earlier, whose `elapsedTime` (`%D`) is in
    /// milliseconds: read as Tomcat 10's microseconds, the first lines' durations have a median under 100 or a tenth of
    /// them under 10 (as for Apache's `%D`, ``trailingNumberVariant(of:lines:)``).
    package static func durationsAreTomcatMilliseconds(_ lines: [[UInt8]]) -> Bool {
        guard let preset = LogFormatPreset.named("tomcat-json") else { return false }
        let values = durations(preset.format, lines: lines).sorted()
        guard !values.isEmpty else { return false }
        return values[values.count / 2] < 100 || values.prefix { $0 < 10 }.count * 10 >= values.count
    }

    /// Whether Caddy lines were written with `duration_format nano`: their durations, read as Caddy's default seconds,
    /// have a median over an hour (whole nanoseconds, where seconds are fractions of one). Detection takes
    /// ``LogFormatPreset/caddyInNanoseconds`` then, and so does a run given `--log-format caddy`.
    package static func durationsAreCaddyNanoseconds(_ lines: [[UInt8]]) -> Bool {
        guard let preset = LogFormatPreset.named("caddy"), let median = medianDuration(preset.format, lines: lines)
        else { return false }
        return median > 3_600_000_000
    }

    /// The median request time, in microseconds, of the sample lines `format` reads with one; nil when none has one.
    private static func medianDuration(_ format: LogFormat, lines: [[UInt8]]) -> Int64? {
        let sorted = durations(format, lines: lines).sorted()
        return sorted.isEmpty ? nil : sorted[sorted.count / 2]
    }

    /// The request times, in microseconds, of the sample lines `format` reads with one.
    private static func durations(_ format: LogFormat, lines: [[UInt8]]) -> [Int64] {
        let parser = LogLineParser(format: format)
        var durations: [Int64] = []
        for line in lines.prefix(sampleLines) {
            if case .request(let request) = line.withUnsafeBufferPointer({ parser.parse($0) }),
                let micros = request.requestTimeMicros
            {
                durations.append(micros)
            }
        }
        return durations
    }

    /// How well `format` reads `lines`: the score, the lines it parsed, and the lines it was given (directive
    /// lines of the format not counted), counting the lines `evidence` says.
    package static func score(
        _ format: LogFormat, lines: [[UInt8]], evidence: LineEvidence = .anyLine
    ) -> (score: Int, parsed: Int, sampled: Int) {
        score(format, key: .format(format), lines: lines, evidence: evidence)
    }

    /// ``score(_:lines:evidence:)`` with a parser of its own, not kept: for formats made once for one input (the
    /// layouts ``LogLayoutInference`` tries), which must not take the places of the presets' kept parsers.
    package static func scoreOnce(
        _ format: LogFormat, lines: [[UInt8]], evidence: LineEvidence = .anyLine
    ) -> (score: Int, parsed: Int, sampled: Int) {
        let parser = LogLineParser(
            format: format, readsAgent: format.hasUserAgent, readsClient: format.hasClientAddress)
        return score(lines, with: parser, urlPerLine: format == .urlPerLine, evidence: evidence, toBeat: nil)
    }

    /// Whether a request's target is a path (`/users/12`, `*`) or an absolute URL (`https://host/path`): what a
    /// layout inferred from lines' shapes must have read where it took a column for the target, not a logger's name
    /// (`io.vertx.ext.web.handler.impl.LoggerHandlerImpl`) that happens to stand in its place.
    static func isPathOrURL(_ target: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = target.first else { return false }
        if first == UInt8(ascii: "/") || (first == UInt8(ascii: "*") && target.count == 1) { return true }
        let scheme = target.prefix { $0 != UInt8(ascii: ":") }
        return scheme.count < target.count && !scheme.isEmpty
            && scheme.allSatisfy { ($0 | 0x20) &- 0x61 < 26 || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
            && target[scheme.count...].starts(with: schemeSeparator)
    }

    private static let schemeSeparator = Array("://".utf8)

    /// Log levels as loggers write them (`INFO`, `WARN`, …): never an HTTP method (`TRACE` is one, and is left out).
    static func isLogLevel(_ method: UnsafeBufferPointer<UInt8>) -> Bool {
        logLevels.contains { $0.elementsEqual(method) }
    }

    private static let logLevels: [[UInt8]] = [
        "INFO", "DEBUG", "WARN", "WARNING", "ERROR", "FATAL", "NOTICE", "CRITICAL",
    ]
    .map { Array($0.utf8) }

    /// Which of a format's lines count for it.
    package enum LineEvidence: Sendable {
        /// Its requests, and its lines without a URL request (`"-"`, `CONNECT host:443`): lines of its shape.
        case anyLine
        /// Its requests only: a loose layout reads another log's lines as lines without a request
        /// (``LogFormatPreset/detectedOnlyByRequests``).
        case requests
        /// Its requests with a time only: columns inferred from lines, which would take any line apart.
        case timedRequests
    }

    /// The most a line adds to a score: a request with its time, latency, user agent, plausible client, method and
    /// status (``score(_:lines:evidence:)``).
    static let bestLineScore = 16

    /// ``score(_:lines:evidence:)`` with the key `format`'s parsers are kept under. With `toBeat`, scoring stops
    /// as soon as the lines left could not lift the score above it: the result is then a score no higher than
    /// `toBeat` (a preset that could not have been chosen), not the whole score.
    private static func score(
        _ format: LogFormat, key: DetectionParserPool.Key, lines: [[UInt8]], evidence: LineEvidence,
        toBeat: Int? = nil
    ) -> (score: Int, parsed: Int, sampled: Int) {
        DetectionParserPool.shared.withParser(for: format, key: key) { parser in
            score(lines, with: parser, urlPerLine: format == .urlPerLine, evidence: evidence, toBeat: toBeat)
        }
    }

    /// ``score(_:lines:evidence:)`` with a parser of the format.
    private static func score(
        _ lines: [[UInt8]], with parser: LogLineParser, urlPerLine: Bool, evidence: LineEvidence, toBeat: Int?
    ) -> (score: Int, parsed: Int, sampled: Int) {
        let directive = parser.format.directivePrefix
        var score = 0
        var parsed = 0
        var sampled = 0
        _ = parser.tookFormatMarker()  // a pooled parser's, from an earlier input
        for (index, line) in lines.enumerated() {
            if sampled >= sampleLines { break }
            if let toBeat {
                // The most the lines left can add: each sampled line up to the sample's end at most
                // `bestLineScore`, each directive line 2.
                let left = lines.count - index
                let most = bestLineScore * min(left, sampleLines - sampled) + (directive == nil ? 0 : 2 * left)
                if score + most <= toBeat { break }
            }
            if let directive, line.starts(with: directive) {
                score += 2  // a directive of this format: evidence for it
                continue
            }
            let isBlank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if isBlank || JournalMarker.matches(line) { continue }
            sampled += 1
            let result = line.withUnsafeBufferPointer { parser.parse($0) }
            switch result {
            case .request(let request):
                if evidence == .timedRequests && (request.seconds == nil || !Self.isPathOrURL(request.target)) { break }
                // A target with no slash at all (a logger's name where the layout expects the target), or a log
                // level where it expects the method (`INFO`), is not a request this layout read; it has the
                // layout's shape at most, as a line without a URL request does.
                if (!request.target.contains(UInt8(ascii: "/"))
                    && !request.target.elementsEqual(CollectionOfOne(UInt8(ascii: "*"))))
                    || request.method.map(Self.isLogLevel) == true
                {
                    if evidence != .anyLine || urlPerLine { break }
                    parsed += 1
                    score += 1
                    break
                }
                parsed += 1
                score += 8
                if request.seconds != nil { score += 2 }
                if request.requestTimeMicros != nil { score += 2 }
                if request.agent != nil { score += 1 }
                if let client = request.client, LogFieldValues.isPlausibleAddress(client) { score += 1 }
                if request.method != nil { score += 1 }
                // A status read (lograge's `status` over a layout that reads its path and duration but not that).
                if request.status >= 100 && request.status <= 599 { score += 1 }
            case .invalidRequest:
                if evidence != .anyLine { break }
                // A line with the format's shape but no URL request (`"-"`, `CONNECT host:443`) fits — except
                // for URL lists, where any text has that "shape".
                if urlPerLine { break }
                parsed += 1
                score += 1
            case .continuation:
                // A line only the format's logs hold (the ELB bucket's test file): read, though no request.
                if parser.tookFormatMarker() {
                    parsed += 1
                    score += 1
                    break
                }
                // A line about a request the format reads on another line, or a part of one: not a misfit.
                sampled -= 1
            case .malformed:
                break
            }
        }
        return (score, parsed, sampled)
    }
}
