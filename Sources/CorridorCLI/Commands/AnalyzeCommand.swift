import ArgumentParser
import CorridorAnalyzer
import CorridorCore
import CorridorLogInput
import CorridorReportHTML
import Foundation

/// `corridor analyze --routes FILE [LOG ...]`: per-route hits, coverage and unmatched URLs of access logs.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Count the hits of every route in access logs: coverage, unmatched URLs, suggested formats.",
        discussion: """
            Logs may be zstd, gzip, xz, bzip2, lz4 or plain text (detected from their first bytes; a \
            binary file is refused), given as files or on standard input (no LOG, or `-`). Every core is \
            used; the report is the same for any --jobs. While it reads, a progress line is shown on \
            standard error when that is a terminal.

            Log formats (--log-format): by default each input's format is detected from its first lines \
            and named in the report. Presets: combined, combined-timed, combined-xff-timed, combined-us, combined-ms, combined-s, combined-t-d, combined-kv, combined-length-timed, combined-time-before-referer, dskit, influxdb, openstack, \
            common, common-timed, common-us, common-ms, common-s, vhost-combined, gandi, apache-ssl-request, \
            ingress-nginx, traefik, traefik-json, aws-alb, aws-elb, aws-cloudfront, aws-cloudfront-json, aws-cloudfront-realtime, aws-s3, w3c, iis-native, iis-json, haproxy, \
            envoy, kuma, istio, istio-json, ecs, heroku-router, gorouter, oauth2-proxy, ceph-rgw, f5-bigip, fortiweb, barracuda, imperva, cef-http, zscaler-web, vmware-cws, squid, pound, bluecoat, cisco-umbrella, gcs, gcp-http-lb, gcp-endpoints, cloudflare, cloudflare-workers, cloudflare-gateway, bunnycdn, keycdn, gcore, netlify, alibaba-cdn, huawei-cdn, byteplus-cdn, huawei-elb, ucloud-cdn, tencent-edgeone, tencent-cdn-realtime, alibaba-cdn-realtime, huawei-cdn-lts, tencent-clb, tencent-cos, ngrok, zeek, suricata, kubernetes-audit, azure-frontdoor, \
            azure-appgateway, azure-appservice, azure-apim, gcp-appengine, vercel, kong, apisix-json, gravitee, edgio, flog, vespa, fastly, akamai-datastream, akamai-cloudmonitor, \
            akamai-datastream-structured, wpvip, railway, aws-apigateway, aws-apigateway-clf, aws-vpc-lattice, aws-waf, aws-eb-healthd, yandex-alb, \
            apisix, discourse, caddy, fluent-nginx, nginx-proxy-manager, bunkerweb, zoraxy, pihole, uvicorn, morgan, koa, hono, http-server, ktor, gin, go-zero, negroni, fiber, iris, beego, hertz, gitea, chi, echo, pino, hapi-good, pomerium, kibana, express-winston, fastify, matomo, zerolog, zap, roadrunner, hanami, hanami-json, strapi, vapor, hummingbird, helidon, slog, tyk, \
            php-builtin, symfony-cli, php-fpm, confluence, jira, bitbucket, artifactory, nexus, couchdb, splunk, glassfish, tomcat-json, liberty-json, spring-boot-exchanges, hue, uwsgi, hypercorn, granian, sanic, tornado, daphne, actix, warp, tower-http, salvo, kemal, drogon, shelf, skipper, skipper-json, apicast, reactor-netty, rails, phoenix, lograge, lograge-json, semantic-logger, semantic-logger-json, aspnetcore, serilog, serilog-json, jsonl, url; container lines as cri+FORMAT, docker+FORMAT, compose+FORMAT or \
            timestamped+FORMAT (kubectl logs --timestamps), aws logs tail lines (--format detailed or json) and aws logs filter-log-events --output text \
            rows as cloudwatch+FORMAT, heroku logs' dyno \
            lines as heroku+FORMAT, fly logs' app lines as fly+FORMAT, syslog lines as \
            syslog+FORMAT, console encoder \
            lines as console+FORMAT (Caddy's format console), lines inside log shippers' JSON entries \
            (Fluent Bit, Vector, journald, Cloud Logging, Loki and its query API's responses) as json+FORMAT, kubectl logs --prefix \
            lines as kubectl+FORMAT, stern's lines as stern+FORMAT, \
            Fluent Bit's file and stdout output and Fluentd's stdout as fluent+FORMAT, a log \
            console's CSV export as csv+FORMAT, logfmt lines (logrus, Grafana, Tyk) as logfmt+FORMAT, CEF events (Imperva) as cef+FORMAT and LTSV lines as ltsv+FORMAT with FORMAT a \
            JSON preset (ltsv+jsonl); pretty-printed JSON and Logstash's rubydebug output read one entry a line; terminal colours taken out; any other layout with jsonl:FIELDS or nginx:'log_format' \
            (docs/log-formats.md).

            The report goes to standard output as a table, or to -o FILE in the format of its \
            extension (.json, .csv, .html, .txt) unless --output says otherwise. When an input can't \
            be read to its end the report is still written (JSON `"complete": false`) and the exit \
            status is 1.

            EXAMPLES
              $ corridor analyze --routes routes.txt access.log.zst
              $ corridor analyze -r routes.txt -o report.html day1.log.gz day2.log.zst
              $ zstdcat access.log.zst | corridor analyze -r routes.txt --output json
              $ cat day1.log.zst | corridor analyze -r routes.txt --input-name day1.log.zst \\
                  --output json --compact -o day1.partial.json
              $ corridor analyze -r routes.txt access.log.zst --min-coverage 80 --quiet
              $ corridor analyze -r api.yaml access.log --stale-after 30d
              $ corridor analyze -r routes.txt access.log --callers ip/24
              $ corridor analyze -r routes.txt AWSLogs/
              $ find logs -name '*.gz' -mtime -7 -print0 | corridor analyze -r routes.txt --files-from -
            """)

    @OptionGroup var routes: RoutesOption

    @Option(
        name: .customLong("log-format"),
        help: ArgumentHelp(
            "auto (each input's format detected from its first lines), a preset (combined, aws-alb, w3c, caddy, … — "
                + "see docs/log-formats.md), jsonl:fields or nginx:'log_format'.",
            valueName: "format"),
        completion: .list(LogFormatSpec.names),
        transform: AnalyzeCommand.logFormat(_:))
    var logFormat = LogFormatSpec.auto

    /// `--log-format`, parsed once, as the option is read.
    static func logFormat(_ text: String) throws -> LogFormatSpec {
        do {
            return try LogFormatSpec(text)
        } catch {
            throw ValidationError("bad --log-format: \(error.description)")
        }
    }

    @OptionGroup var report: ReportOutputOptions

    @Option(help: ArgumentHelp("Unmatched paths and suggested formats to list.", valueName: "n"))
    var top = 20

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Worker threads (default: one per core besides the reading thread, so all cores work).", valueName: "n"))
    var jobs: Int?
    /// The most worker threads `--jobs` may ask for.
    static let maximumJobs = 1024

    @Option(
        help: ArgumentHelp(
            "Callers counted per route (32 kept each, with an error bound): agents (user agents, the default), none, "
                + "ip (also client addresses), ip/V4[,V6] (addresses truncated to a prefix: ip/24 = IPv4 /24, IPv6 /48; "
                + "what is not an IP address counts as `unknown`).",
            valueName: "which"),
        completion: .list(["agents", "none", "ip", "ip/24", "ip/24,48"]),
        transform: AnalyzeCommand.callers(_:))
    var callers = CallerOptions()

    @OptionGroup var coverageGate: CoverageGateOption

    @OptionGroup var deprecatedGate: DeprecatedCallsGateOption

    @OptionGroup var time: TimeWindowOptions

    @Option(
        name: .customLong("stale-after"),
        help: ArgumentHelp(
            "List the routes not hit in this age (30d, 12h) before the last request in the logs (or before --now), never-hit ones included.",
            valueName: "age"),
        transform: { try TimeWindowOptions.timeSpec($0, option: "--stale-after") })
    var staleAfter: TimeSpec?

    @Option(
        help: ArgumentHelp(
            "The finest width of the per-route traffic-over-time buckets: 1h (default) or 1d (also 2d, 4d, … days in powers of two). The report widens it (1h, 1d, 2d, 4d, …) until the span of the hits takes at most 400 buckets.",
            valueName: "width"),
        transform: AnalyzeCommand.bucketWidth(_:))
    var bucket: Int64 = TrafficLadder.hour

    @Flag(name: .shortAndLong, help: "No progress line and no report on standard output (-o still writes).")
    var quiet = false

    @Option(
        name: .customLong("input-name"),
        help: ArgumentHelp(
            "The name standard input goes by in the report and in malformed-line locations (the file it was read from).",
            valueName: "name"))
    var inputName: String?

    @Option(
        name: .customLong("files-from"),
        help: ArgumentHelp(
            "Read the logs listed in this file (one path a line, or NUL-separated as `find -print0` writes; `-` is standard input), after any given as arguments: for more files than a command line takes.",
            valueName: "list"))
    var filesFrom: String?

    @Argument(
        help: ArgumentHelp(
            "Access logs, or directories of them (every file under one, hidden names passed over; default: standard input; `-` is standard input).",
            valueName: "log"))
    var logs: [String] = []

    func validate() throws {
        if let jobs, !(1...Self.maximumJobs).contains(jobs) {
            throw ValidationError("--jobs must be from 1 to \(Self.maximumJobs) (got \(jobs))")
        }
        if let inputName {
            if inputName.isEmpty { throw ValidationError("--input-name must not be empty") }
            if !logs.isEmpty && logs.filter({ $0 == "-" }).count != 1 {
                throw ValidationError("--input-name names standard input: give `-` once among the logs, or no log")
            }
        }
        if top < 0 { throw ValidationError("--top must be 0 or more (got \(top))") }
        if inputName != nil, filesFrom != nil, !logs.contains("-") {
            throw ValidationError("--input-name names standard input: give `-` among the logs")
        }
        if filesFrom == "-" && logs.contains("-") {
            throw ValidationError("--files-from - reads the list from standard input: no log can be `-` then")
        }
    }

    /// `--bucket` in seconds, parsed once as the option is read: an age that is a width of the traffic ladder.
    static func bucketWidth(_ text: String) throws -> Int64 {
        guard case .age(let seconds) = try TimeWindowOptions.timeSpec(text, option: "--bucket"),
            TrafficLadder.isWidth(seconds)
        else {
            throw ValidationError(
                "bad --bucket \"\(text)\": expected 1h or 1d (or 2d, 4d, 8d, … days in powers of two)")
        }
        return seconds
    }

    /// `--callers`, parsed once as the option is read.
    static func callers(_ text: String) throws -> CallerOptions {
        do {
            return try CallerOptions(parsing: text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// What the HTML page's header says of this run: the routes file, the options that shape the report (as
    /// `--name value` pairs, defaults left out) and the version.
    func htmlContext() -> HTMLReportContext {
        var options: [String] = []
        func add(_ name: String, _ value: String?) { if let value { options += [name, value] } }
        add("--log-format", logFormat.isAuto ? nil : logFormat.description)
        add("--callers", callers == CallerOptions() ? nil : callers.optionText)
        add("--since", time.since)
        add("--until", time.until)
        add("--stale-after", staleAfter?.text)
        add("--now", time.now)
        add(
            "--bucket",
            bucket == TrafficLadder.hour ? nil : (bucket % 86_400 == 0 ? "\(bucket / 86_400)d" : "\(bucket / 3_600)h"))
        add("--top", top == 20 ? nil : String(top))
        if routes.constrainQuery { options.append("--openapi-query") }
        add("--input-name", inputName)
        return HTMLReportContext(routesFile: routes.path, options: options, generator: "corridor \(BuildInfo.version)")
    }

    func run() throws {
        // A directory stands for the log files under it.
        let entries: [LogPaths.Entry]
        do throws(InputError) {
            let listed = try filesFrom.map { list throws(InputError) in try LogPaths.listed(in: list) }
            if let listed, listed.isEmpty, logs.isEmpty {
                throw InputError(path: filesFrom ?? "-", offset: nil, reason: "the list of logs is empty")
            }
            if filesFrom == "-", listed?.contains("-") == true {
                throw InputError(
                    path: "-", offset: nil, reason: "the list read from standard input names standard input (`-`)")
            }
            entries = try LogPaths.entries(of: logs.isEmpty && listed == nil ? ["-"] : logs + (listed ?? []))
        } catch {
            throw CommandFailure.error(error.description)
        }
        let inputs = entries.map(\.path)
        try OutputOverlap.refuse(
            output: report.outputFile,
            inputs: inputs + [routes.path] + [filesFrom].compactMap { $0 }.filter { $0 != "-" })
        let (table, operations) = try routes.loadWithOperations()
        let format = try report.resolvedFormat()
        let destination = try report.openDestination(quiet: quiet)
        let showsProgress = !quiet && StandardError.isTerminal
        if inputs.contains("-") && StandardStreams.inputWasClosed { throw StandardStreams.closedInputFailure }
        if !quiet && inputs.contains("-") { StandardError.hintReadingStandardInput("log lines") }
        var options = AnalyzerOptions(
            routes: table, logFormat: logFormat,
            jobs: jobs ?? AnalyzerOptions.defaultJobs, callers: callers)
        options.window = try time.window()
        options.minimumBucketWidth = bucket
        options.warning = { StandardError.write("corridor: warning: \($0)") }
        options.inputDirectories = entries.map(\.directory)
        options.inputErrors = entries.map(\.error)
        if showsProgress {
            options.progress = { ProgressLine.show($0) }
            ProgressLine.show(
                AnalysisProgress(bytesRead: 0, totalBytes: nil, lines: 0, elapsedSeconds: 0, inputIndex: 0))
        }
        ChunkAllocation.keepChunksInHeap()
        var result = Analyzer.run(inputs: inputs, options: options)
        if let inputName { result = result.renamingInput("-", to: inputName) }
        if let operations { result.describe(operations) }
        let renderOptions = ReportRenderOptions(topN: top, staleAfter: staleAfter, staleNow: try time.fixedNow())
        if showsProgress { ProgressLine.clear() }
        // When no input could even be opened there is nothing to report: the errors and exit 1 only. An input refused
        // as not a text log was opened and read: the report says what it is, as it does for text no format reads.
        let noneOpened = result.inputs.allSatisfy {
            $0.error != nil && $0.encoding == nil && $0.lines == 0 && $0.error?.notALog == nil
        }
        if !noneOpened {
            try report.write(result, as: format, to: destination, options: renderOptions, context: htmlContext())
        }
        try coverageGate.finish(result)
        try deprecatedGate.finish(result)
    }
}
