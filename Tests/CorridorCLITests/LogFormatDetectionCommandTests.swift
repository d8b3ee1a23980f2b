import Foundation
import Testing

/// `--log-format auto` (the default): each input's format is detected from its first lines and said in
/// the report; the same requests in any format give the same per-route hits.
@Suite("corridor analyze: log formats detected")
struct LogFormatDetectionCommandTests {
    /// The requests of every fixture: method, path, query, status.
    static let requests: [(String, String, String, Int)] = [
        ("GET", "/user/42", "", 200), ("GET", "/user/7", "utm_source=mail", 200), ("POST", "/user", "", 201),
        ("GET", "/feed", "postIds=1,2", 200), ("GET", "/nope", "", 404),
    ]

    static func target(_ path: String, _ query: String) -> String { query.isEmpty ? path : path + "?" + query }

    static let logs: [String: String] = [
        "combined.log": requests.enumerated().map { index, request in
            #"192.0.2.\#(index + 1) - - [21/Nov/2026:05:06:3\#(index) +0000] "\#(request.0) \#(target(request.1, request.2)) HTTP/1.1" \#(request.3) 12 "-" "curl/8.5.0""#
        }.joined(separator: "\n") + "\n",
        "alb.log": requests.enumerated().map { index, request in
            #"https 2026-11-21T05:06:3\#(index).000000Z app/lb/1 192.0.2.\#(index + 1):4000 10.0.0.5:80 0.000 0.012 0.000 \#(request.3) \#(request.3) 34 12 "\#(request.0) https://api.example.com:443\#(target(request.1, request.2)) HTTP/1.1" "curl/8.5.0" - - arn:aws:tg "Root=1" "api.example.com" "-" 0 2026-11-21T05:06:3\#(index).000000Z "forward" "-" "-" "10.0.0.5:80" "200" "-" "-" TID_1"#
        }.joined(separator: "\n") + "\n",
        "iis.log":
            "#Software: Microsoft Internet Information Services 10.0\n#Version: 1.0\n#Date: 2026-11-21 05:06:30\n"
            + "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken\n"
            + requests.enumerated().map { index, request in
                "2026-11-21 05:06:3\(index) 10.0.0.5 \(request.0) \(request.1) \(request.2.isEmpty ? "-" : request.2) 443 - 192.0.2.\(index + 1) curl/8.5.0 - \(request.3) 0 0 12"
            }.joined(separator: "\n") + "\n",
        "iis-custom.log": "#Software: Microsoft Internet Information Services 10.0\n#Version: 1.0\n"
            + "#Fields: date time cs-method cs-uri-stem cs-uri-query c-ip cs(User-Agent) sc-status time-taken\n"
            + requests.enumerated().map { index, request in
                "2026-11-21 05:06:3\(index) \(request.0) \(request.1) \(request.2.isEmpty ? "-" : request.2) 192.0.2.\(index + 1) Mozilla/5.0+(X11) \(request.3) 12"
            }.joined(separator: "\n") + "\n",
        "caddy.log": requests.enumerated().map { index, request in
            #"{"level":"info","ts":1795237590.\#(index),"request":{"remote_ip":"192.0.2.\#(index + 1)","method":"\#(request.0)","uri":"\#(target(request.1, request.2))","headers":{"User-Agent":["curl/8.5.0"]}},"duration":0.012,"status":\#(request.3)}"#
        }.joined(separator: "\n") + "\n",
    ]

    func prepared() throws -> CorridorRunner {
        let runner = try CorridorRunner()
        try runner.write("routes.txt", RoutesFixtures.valid)
        for (name, text) in Self.logs { try runner.write(name, text) }
        return runner
    }

    /// `log`'s report with `--jobs 1`, checked to succeed and to be the report `--jobs 8` gives.
    static func reportForAnyJobs(_ runner: CorridorRunner, _ log: String) throws -> JSONDocument {
        let one = try runner.run(["analyze", "-r", "routes.txt", log, "--jobs", "1", "--output", "json"])
        let eight = try runner.run(["analyze", "-r", "routes.txt", log, "--jobs", "8", "--output", "json"])
        #expect(one.status == 0, "\(one)")
        #expect(one.stdout == eight.stdout)
        return try JSONDocument(one.stdout)
    }

    /// ``requests`` written one a line by `line` into `name`, read with no --log-format: checked to succeed with
    /// `warning` on standard error (nil: nothing there); its report (the same for any --jobs), Combined's, and the
    /// format it names.
    static func readWithoutFlag(
        _ runner: CorridorRunner, _ name: String, warning: String?,
        line: (Int, (String, String, String, Int)) -> String
    ) throws -> (document: JSONDocument, reference: JSONDocument, logFormat: String?) {
        try runner.write(name, requests.enumerated().map(line).joined(separator: "\n") + "\n")
        let result = try runner.run(["analyze", "-r", "routes.txt", name, "--output", "json"])
        #expect(result.status == 0, "\(result)")
        if let warning {
            #expect(result.stderr.contains(warning), "\(result.stderr)")
        } else {
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
        let document = try reportForAnyJobs(runner, name)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        return (document, try reportForAnyJobs(runner, "combined.log"), inputs.first?["logFormat"] as? String)
    }

    static func hits(_ document: JSONDocument) throws -> [String: Int] {
        let routes = try #require(document.value("routes") as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: routes.compactMap { route in
                (route["name"] as? String).map { ($0, route["hits"] as? Int ?? -1) }
            })
    }

    @Test("the same requests in four formats, no flag: identical per-route hits, each input's format named")
    func sameHitsInEveryFormat() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let original = try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"])
        try #require(original.status == 0, "\(original)")
        let expected = try Self.hits(JSONDocument(original.stdout))
        #expect(expected["user"] == 2)
        for name in ["alb.log", "iis.log", "iis-custom.log", "caddy.log"] {
            let result = try runner.run(["analyze", "-r", "routes.txt", name, "--output", "json"])
            #expect(result.status == 0, "\(result)")
            let document = try JSONDocument(result.stdout)
            #expect(try Self.hits(document) == expected, "\(name)")
            #expect(document.int("totals.malformed") == 0, "\(name)")
            #expect(document.int("timeSpan.first") != nil || document.value("timeSpan") != nil, "\(name)")
        }
        let all = try runner.run([
            "analyze", "-r", "routes.txt", "combined.log", "alb.log", "iis.log", "caddy.log", "--output", "json",
        ])
        #expect(all.status == 0, "\(all)")
        let document = try JSONDocument(all.stdout)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        #expect(inputs.compactMap { $0["logFormat"] as? String } == ["combined", "aws-alb", "w3c", "caddy"])
        #expect(document.int("totals.directives") == 4)
        #expect(document.int("totals.lines") == 24)
        #expect(document.int("totals.malformed") == 0)
        let text = try runner.run(["analyze", "-r", "routes.txt", "combined.log", "alb.log"])
        #expect(text.stdout.contains("log formats: combined.log combined, alb.log aws-alb"), "\(text.stdout)")
        // The W3C directives, neither requests nor malformed, in the text report's counts.
        let iis = try runner.run(["analyze", "-r", "routes.txt", "iis.log", "--width", "0"])
        #expect(iis.stdout.contains("  non-request lines 4 ("), "\(iis.stdout)")
    }

    @Test(
        "Cloud Logging entries as `gcloud logging read --format=json` writes them (one pretty-printed array), and in a records object: the hits of the Combined log"
    )
    func gcloudJSONArray() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let entries = Self.requests.enumerated().map { index, request in
            """
              {
                "httpRequest": {
                  "latency": "0.01\(index)s",
                  "remoteIp": "192.0.2.\(index + 1)",
                  "requestMethod": "\(request.0)",
                  "requestUrl": "https://api.example.com\(Self.target(request.1, request.2))",
                  "status": \(request.3),
                  "userAgent": "Mozilla/5.0 (X11; Linux x86_64) \\"quoted\\", [a] {b}"
                },
                "resource": {"type": "http_load_balancer"},
                "timestamp": "2026-11-21T05:06:3\(index).123456Z"
              }
            """
        }
        try runner.write("gcloud.json", "[\n" + entries.joined(separator: ",\n") + "\n]\n")
        try runner.write("records.json", "{\"records\": [\n" + entries.joined(separator: ",\n") + "\n]}\n")
        let original = try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"])
        let expected = try Self.hits(JSONDocument(original.stdout))
        for name in ["gcloud.json", "records.json"] {
            let result = try runner.run(["analyze", "-r", "routes.txt", name, "--output", "json"])
            #expect(result.status == 0, "\(result)")
            let document = try JSONDocument(result.stdout)
            #expect(try Self.hits(document) == expected, "\(name)")
            #expect(document.int("totals.lines") == Self.requests.count, "\(name): one line an entry")
            #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0, "\(name)")
            let inputs = try #require(document.value("inputs") as? [[String: Any]])
            #expect(inputs.first?["logFormat"] as? String == "gcp-http-lb", "\(name)")
        }
    }

    @Test(
        "a synced load balancer bucket: the test file AWS writes when access logs are turned on is read without error, beside the logs"
    )
    func elbTestFile() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write(
            "ELBAccessLogTestFile", "Enable AccessLog for ELB: app/lb/50dc6c495c0c9188 at 2026-11-21T05:06:30.781Z\n")
        let result = try runner.run(
            ["analyze", "-r", "routes.txt", "ELBAccessLogTestFile", "alb.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("ELBAccessLogTestFile"), "\(result.stderr)")
        let document = try JSONDocument(result.stdout)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        #expect(inputs.map { $0["logFormat"] as? String } == ["aws-alb", "aws-alb"])
        #expect(document.int("totals.directives") == 1 && document.int("totals.malformed") == 0)
        let alone = try runner.run(["analyze", "-r", "routes.txt", "alb.log", "--output", "json"])
        #expect(try Self.hits(document) == Self.hits(JSONDocument(alone.stdout)))
    }

    @Test(
        "a log most of whose lines have no URL request: the warning says they count as invalid requests, not malformed")
    func warningNamesInvalidRequests() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // Zeek's http.log without its header: two transactions Zeek saw no request line of (`-` method and URI).
        let lines = [
            "1795237597.587600\tCt73QY3M7T5dikxggf\t192.0.2.59\t55240\t198.51.100.29\t80\t1\t-\t-\t-\t-\t1.1\t-\t-\t0\t471\t200\tOK\t-\t-\t(empty)\t-\t-\t-",
            "1795237598.375568\tClEkJM2Vm5giqnMf4h\t192.0.2.185\t1923\t198.51.100.141\t80\t1\tGET\tapi.example.com\t/user/42\t-\t1.1\tcurl/8.5.0\t-\t0\t56320\t200\tOK\t-\t-\t(empty)\t-\t-\t-",
            "1795237599.455618\tCWGOypTfRypTC5C4g\t192.0.2.59\t44136\t198.51.100.110\t80\t1\t-\t-\t-\t-\t1.1\tcurl/8.5.0\t-\t0\t219\t301\tMoved Permanently\t-\t-\t(empty)\t-\t-\t-",
        ]
        try runner.write("http.log", lines.joined(separator: "\n") + "\n")
        let result = try runner.run(["analyze", "-r", "routes.txt", "http.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains("the others have no URL request: they will be counted as invalid requests"),
            "\(result.stderr)")
        let document = try JSONDocument(result.stdout)
        #expect(document.int("totals.invalidRequests") == 2 && document.int("totals.malformed") == 0)
    }

    @Test("the report is the same for any --jobs")
    func jobsInvariant() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let inputs = ["combined.log", "alb.log", "iis.log", "caddy.log"]
        let one = try runner.run(["analyze", "-r", "routes.txt", "--jobs", "1", "--output", "json"] + inputs)
        let four = try runner.run(["analyze", "-r", "routes.txt", "--jobs", "4", "--output", "json"] + inputs)
        #expect(one.status == 0)
        #expect(one.stdout == four.stdout)
    }

    @Test(
        "a binary file alone: refused as not a text log, exit 1, and the report written saying so; a missing file alone writes none"
    )
    func binaryAloneIsReported() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write(
            "image.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 64))
        let result = try runner.run(["analyze", "-r", "routes.txt", "image.png", "-o", "report.json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("image.png: byte 0: not a text log (a PNG image)"), "\(result)")
        let document = try JSONDocument(try runner.read("report.json"))
        #expect(document.value("complete") as? Bool == false)
        #expect(document.int("totals.lines") == 0)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        let error = try #require(inputs.first?["error"] as? [String: Any])
        #expect((error["reason"] as? String)?.hasPrefix("not a text log (a PNG image)") == true, "\(error)")
        let missing = try runner.run(["analyze", "-r", "routes.txt", "absent.log", "-o", "missing.json"])
        #expect(missing.status == 1 && !FileManager.default.fileExists(atPath: runner.path("missing.json")))
    }

    @Test("an input no format reads is an error naming it, what was tried and its first line; the others are reported")
    func nothingFits() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write("notes.txt", "shopping list:\teggs\nmilk\n")
        let result = try runner.run(["analyze", "-r", "routes.txt", "notes.txt", "combined.log", "--output", "json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("notes.txt: no known log format reads any of its first 2 lines"))
        #expect(result.stderr.contains("tried combined-us, combined-t-d, combined-timed, combined-xff-timed"))
        #expect(result.stderr.contains(#"the first line is "shopping list:\teggs""#))
        let document = try JSONDocument(result.stdout)
        #expect(document.value("complete") as? Bool == false)
        #expect(document.int("totals.matched") == 4)
    }

    @Test(
        "a custom layout no preset reads (time first, duration in parentheses) is read with the layout its lines show, said on stderr and in the report; given back with --log-format, it reads the same"
    )
    func customLayoutReadAsItsLinesShow() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let template = #"nginx:$date $time_hms $remote_addr "$request" $status ($request_time_ms ms)"#
        // Spring Boot's `server.tomcat.accesslog.pattern=%{yyyy-MM-dd HH:mm:ss}t %a "%r" %s (%D ms)`.
        let (document, reference, logFormat) = try Self.readWithoutFlag(
            runner, "custom.log",
            warning:
                "custom.log: no preset reads it; read with the layout its lines show, which reads 5 of its first 5 "
                + "lines: --log-format '\(template)'"
        ) { index, request in
            #"2026-11-21 05:06:3\#(index) 192.0.2.\#(index + 1) "\#(request.0) \#(Self.target(request.1, request.2)) HTTP/1.1" \#(request.3) (12 ms)"#
        }
        #expect(logFormat == template)
        #expect(try Self.hits(document) == Self.hits(reference))
        #expect(document.int("totals.untimed") == 0 && document.int("totals.malformed") == 0)
        #expect(try Self.everyRouteHitTook12Milliseconds(document))
        #expect(document.value("timeSpan.firstSeen") as? String == reference.value("timeSpan.firstSeen") as? String)
        #expect(document.value("timeSpan.lastSeen") as? String == reference.value("timeSpan.lastSeen") as? String)
        let given = try runner.run([
            "analyze", "-r", "routes.txt", "custom.log", "--log-format", template, "--output", "json",
        ])
        #expect(given.status == 0 && !given.stderr.contains("no preset reads it"), "\(given)")
        #expect(try Self.hits(JSONDocument(given.stdout)) == Self.hits(reference))
        // Given a preset that reads none of it, the warning names the layout that does.
        let wrong = try runner.run(["analyze", "-r", "routes.txt", "custom.log", "--log-format", "combined"])
        #expect(
            wrong.stderr.contains(
                "custom.log: --log-format combined reads 0 of the first 5 lines; --log-format '\(template)', the layout "
                    + "its lines show (or auto), reads 5"), "\(wrong.stderr)")
    }

    @Test(
        "Combined lines with nginx's request time after other added fields are read with it, not as plain Combined"
    )
    func combinedWithTimeAfterOtherFields() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // `… "$http_user_agent" "$http_x_forwarded_for" "$upstream_response_time" "$request_time"`.
        let (document, reference, logFormat) = try Self.readWithoutFlag(
            runner, "upstream.log", warning: "upstream.log: combined reads it without the durations its lines show"
        ) { index, request in
            #"192.0.2.\#(index + 1) - - [21/Nov/2026:05:06:3\#(index) +0000] "\#(request.0) \#(Self.target(request.1, request.2)) HTTP/1.1" \#(request.3) 12 "-" "curl/8.5.0" "-" "0.010" "0.012""#
        }
        #expect(logFormat?.hasSuffix(#" "$request_time""#) == true)
        #expect(try Self.hits(document) == Self.hits(reference))
        #expect(try Self.everyRouteHitTook12Milliseconds(document))
        // Plain Combined lines are still read as Combined: nothing is tried on them.
        let plain = try Self.reportForAnyJobs(runner, "combined.log")
        let plainInputs = try #require(plain.value("inputs") as? [[String: Any]])
        #expect(plainInputs.first?["logFormat"] as? String == "combined")
    }

    @Test(
        "JSON entries the standard names read without their duration are read with the names they show: the ELK how-tos' responsetime"
    )
    func jsonDurationUnderItsOwnName() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let (document, reference, logFormat) = try Self.readWithoutFlag(
            runner, "elk.log", warning: "elk.log: the standard jsonl names read less of its entries"
        ) { index, request in
            #"{"@timestamp":"2026-11-21T05:06:3\#(index)+00:00","clientip":"192.0.2.\#(index + 1)","responsetime":0.012,"upstreamtime":"0.011","url":"\#(Self.target(request.1, request.2))","agent":"curl/8.5.0","status":"\#(request.3)","method":"\#(request.0)"}"#
        }
        #expect(
            logFormat
                == "jsonl:method=method,path=url,status=status,clock=@timestamp,duration=responsetime,duration-unit=s,"
                + "agent=agent,client=clientip")
        #expect(try Self.hits(document) == Self.hits(reference))
        #expect(try Self.everyRouteHitTook12Milliseconds(document))
        #expect(document.int("totals.untimed") == 0)
    }

    @Test(
        "Spring Boot's HTTP exchanges one a line: read by their own preset, not by Kong's names (which read them without their times)"
    )
    func jsonTimeUnderItsOwnName() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // Kong's names read `request.method`, `request.uri` and `response.status`, but its time is `started_at`.
        let (document, reference, logFormat) = try Self.readWithoutFlag(runner, "exchanges.log", warning: nil) {
            index, request in
            #"{"timestamp":"2026-11-21T05:06:3\#(index).000Z","principal":{"name":"actuator"},"request":{"method":"\#(request.0)","uri":"http://10.0.14.124:8090\#(Self.target(request.1, request.2))","headers":{"user-agent":["curl/8.5.0"]},"remoteAddress":"192.0.2.\#(index + 1)"},"response":{"status":\#(request.3),"headers":{}},"timeTaken":"PT0.012S"}"#
        }
        #expect(logFormat == "spring-boot-exchanges")
        #expect(try Self.hits(document) == Self.hits(reference))
        #expect(document.int("totals.untimed") == 0)
        #expect(try Self.everyRouteHitTook12Milliseconds(document))
    }

    @Test("access lines after a hundred entries no format reads are found, read and warned about; nothing is lost")
    func accessLinesAfterOtherEntries() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // A node-wide shipper's file (Vector's kubernetes_logs events): another container's JSON logs come first.
        func entry(_ message: String, second: Int) -> String {
            let quoted = message.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            let clock = (second % 60 < 10 ? "0" : "") + String(second % 60)
            return #"{"file":"/var/log/pods/x/0.log","message":"\#(quoted)","stream":"stdout","#
                + #""timestamp":"2026-11-21T05:06:\#(clock).000Z"}"#
        }
        let app = (0..<100).map { entry(#"{"level":"info","msg":"tick \#($0)"}"#, second: $0) }
        let combined = try #require(Self.logs["combined.log"]).split(separator: "\n").map(String.init)
        let access = (0..<20).map { entry(combined[$0 % combined.count], second: $0) }
        try runner.write("node.log", (app + access).joined(separator: "\n") + "\n")
        let result = try runner.run(["analyze", "-r", "routes.txt", "node.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains(
                "node.log: no known log format reads any of its first 64 lines; read as json+combined, which reads 20 of "
                    + "the 56 lines from line 65 on"), "\(result.stderr)")
        let document = try JSONDocument(result.stdout)
        #expect(document.int("totals.lines") == 120)
        #expect(document.int("totals.malformed") == 100)
        #expect(document.int("totals.matched") == 16)
        #expect(document.int("totals.unmatched") == 4)
    }

    @Test("gcloud logging read's YAML: load balancer entries and a container's lines in textPayload")
    func gcloudYAML() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let balancer = Self.requests.enumerated().map { index, request in
            "---\nhttpRequest:\n  latency: 0.01\(index)s\n  remoteIp: 192.0.2.\(index + 1)\n  requestMethod: \(request.0)\n"
                + "  requestUrl: https://api.example.com\(Self.target(request.1, request.2))\n  status: \(request.3)\n"
                + "  userAgent: curl/8.5.0\ninsertId: id\(index)\nlogName: projects/p/logs/requests\n"
                + "timestamp: '2026-11-21T05:06:3\(index).123456Z'\n"
        }.joined()
        let combined = try #require(Self.logs["combined.log"]).split(separator: "\n")
        let container = combined.enumerated().map { index, line in
            "---\ninsertId: c\(index)\nlogName: projects/p/logs/stdout\nresource:\n  type: k8s_container\n"
                + "textPayload: '\(line.replacingOccurrences(of: "'", with: "''"))'\n"
                + "timestamp: '2026-11-21T05:06:3\(index).5Z'\n"
        }.joined()
        try runner.write("lb.yaml", balancer)
        try runner.write("gke.yaml", container)
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        for (name, format) in [("lb.yaml", "gcp-http-lb"), ("gke.yaml", "json+combined")] {
            let result = try runner.run(["analyze", "-r", "routes.txt", name, "--output", "json"])
            #expect(result.status == 0, "\(result)")
            let document = try JSONDocument(result.stdout)
            #expect(document.string("inputs.0.logFormat") == format, "\(name)")
            #expect(document.int("totals.lines") == Self.requests.count, "\(name)")
            #expect(document.int("totals.matched") == 4, "\(name)")
            #expect(document.int("totals.malformed") == 0, "\(name)")
            #expect(document.int("totals.untimed") == 0, "\(name)")
            #expect(try Self.hits(document) == Self.hits(reference), "\(name)")
        }
    }

    /// A Rails log of ``requests``: each request's lines tagged with its id, the next request started before the last
    /// one completes, boot lines first.
    static let railsLines: [String] = {
        var lines = ["=> Booting Puma", "* Listening on http://0.0.0.0:3000"]
        for (index, request) in requests.enumerated() {
            let prefix = "I, [2026-11-21T05:06:3\(index).000000 #7]  INFO -- : [r\(index)] "
            lines.append(
                prefix + "Started \(request.0) \"\(target(request.1, request.2))\" for 192.0.2.\(index + 1) at "
                    + "2026-11-21 05:06:3\(index) +0000")
            lines.append(prefix + "Processing by UsersController#show as JSON")
            if index > 0 {
                let previous = requests[index - 1]
                let reason = previous.3 == 404 ? "Not Found" : previous.3 == 201 ? "Created" : "OK"
                lines.append(
                    "I, [2026-11-21T05:06:3\(index).000000 #7]  INFO -- : [r\(index - 1)] Completed \(previous.3) \(reason) "
                        + "in 12ms (Views: 1.0ms | ActiveRecord: 0.5ms | Allocations: 100)")
            }
        }
        lines.append("I, [2026-11-21T05:06:39.000000 #7]  INFO -- : [r4] Completed 404 Not Found in 12ms")
        return lines
    }()

    @Test("a Rails log, its requests' lines interleaved: one request each, with status and duration, for any --jobs")
    func railsLog() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let lines = Self.railsLines
        try runner.write("production.log", lines.joined(separator: "\n") + "\n")
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        let document = try Self.reportForAnyJobs(runner, "production.log")
        #expect(document.string("inputs.0.logFormat") == "rails")
        #expect(document.int("totals.lines") == Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0)
        #expect(try Self.hits(document) == Self.hits(reference))
        #expect(try Self.everyRouteHitTook12Milliseconds(document))
    }

    @Test("AWS Amplify's CSV access log reads the same detected or given as aws-cloudfront")
    func amplifyGivenAsCloudFront() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let header =
            #"date,time,x-edge-location,sc-bytes,c-ip,cs-method,cs\(Host),cs-uri-stem,sc-status,cs\(Referer),cs\(User-Agent),cs-uri-query,cs\(Cookie),x-edge-result-type,x-edge-request-id,x-host-header,cs-protocol,cs-bytes,time-taken"#
        let rows = Self.requests.enumerated().map { index, request in
            // A comma in a query is written `%2C` in a CSV row.
            let query = request.2.isEmpty ? "-" : request.2.replacingOccurrences(of: ",", with: "%2C")
            let path = request.1
            return "2026-11-21,05:06:3\(index),SIN3-P3,900,192.0.2.\(index + 1),\(request.0),d1.cloudfront.net,\(path),"
                + "\(request.3),-,curl/8.5.0,\(query),-,Miss,-,api.example.com,https,210,0.012"
        }
        try runner.write("amplify.csv", ([header] + rows).joined(separator: "\n") + "\n")
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        for flags in [[], ["--log-format", "aws-cloudfront"]] {
            let result = try runner.run(["analyze", "-r", "routes.txt", "amplify.csv", "--output", "json"] + flags)
            let document = try JSONDocument(result.stdout)
            #expect(document.string("inputs.0.logFormat") == "aws-cloudfront", "\(flags)")
            #expect(document.int("totals.matched") == reference.int("totals.matched"), "\(flags)")
            #expect(document.int("totals.directives") == 1 && document.int("totals.malformed") == 0, "\(flags)")
            #expect(try Self.hits(document) == Self.hits(reference), "\(flags)")
            #expect(try Self.everyRouteHitTook12Milliseconds(document), "\(flags)")
        }
    }

    /// Whether every route with hits in `document` has a median latency of 12 ms (every request took 12 ms; the
    /// histogram's bucket of 12 ms reads back within 0.3 %), and some route has hits.
    static func everyRouteHitTook12Milliseconds(_ document: JSONDocument) throws -> Bool {
        let routes = try #require(document.value("routes") as? [[String: Any]])
        let timed = routes.filter { ($0["hits"] as? Int ?? 0) > 0 }
        return !timed.isEmpty
            && timed.allSatisfy {
                guard let p50 = ($0["latency"] as? [String: Any])?["p50"] as? Double else { return false }
                return p50 >= 12 && p50 < 12.04
            }
    }

    /// A Phoenix log of ``requests``: each request's lines under its request id, the next request coming before the
    /// last one is answered, an application line between.
    static let phoenixLines: [String] = {
        var lines = ["[info] Running ApiWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)"]
        for (index, request) in requests.enumerated() {
            lines.append(
                "05:06:3\(index).123 request_id=F1ssWNn62Xas\(index) [info] \(request.0) \(target(request.1, request.2))"
            )
            lines.append(
                "05:06:3\(index).130 request_id=F1ssWNn62Xas\(index) [debug] Processing with ApiWeb.UserController.show/2"
            )
            if index > 0 {
                lines.append(
                    "05:06:3\(index).140 request_id=F1ssWNn62Xas\(index - 1) [info] Sent \(requests[index - 1].3) in 12ms"
                )
            }
        }
        lines.append("05:06:39.000 request_id=F1ssWNn62Xas4 [info] Sent \(requests[4].3) in 12ms")
        return lines
    }()

    @Test("a Phoenix log, its requests' lines interleaved: one request each, with status and duration, untimed")
    func phoenixLog() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write("app.log", Self.phoenixLines.joined(separator: "\n") + "\n")
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        let document = try Self.reportForAnyJobs(runner, "app.log")
        #expect(document.string("inputs.0.logFormat") == "phoenix")
        #expect(document.int("totals.lines") == Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == Self.requests.count)
        #expect(try Self.hits(document) == Self.hits(reference))
        #expect(try Self.everyRouteHitTook12Milliseconds(document))
    }

    /// An ASP.NET Core hosting log before .NET 6 of ``requests``, as .NET Core 3.1's simple console writes it: each
    /// message on its own line after its category, the next request starting before the last one is finished.
    static let aspNetCoreLines: [String] = {
        var lines = ["info: Microsoft.Hosting.Lifetime[0]", "      Now listening on: http://[::]:80"]
        for (index, request) in requests.enumerated() {
            lines += [
                "info: Microsoft.AspNetCore.Hosting.Diagnostics[1]",
                "      Request starting HTTP/1.1 \(request.0) http://api.example.com\(target(request.1, request.2))  ",
                "info: Microsoft.AspNetCore.Routing.EndpointMiddleware[0]", "      Executing endpoint 'Users'",
            ]
            if index > 0 {
                lines += [
                    "info: Microsoft.AspNetCore.Hosting.Diagnostics[2]",
                    "      Request finished in 12.0000ms \(requests[index - 1].3) application/json; charset=utf-8",
                ]
            }
        }
        lines += [
            "info: Microsoft.AspNetCore.Hosting.Diagnostics[2]", "      Request finished in 12.0000ms \(requests[4].3)",
        ]
        return lines
    }()

    /// The log of ASP.NET Core's HTTP logging middleware for ``requests``, as .NET 8's simple console writes it: each
    /// entry's category on its own line, its fields indented below, the application's lines between, each response
    /// followed by its `Duration` entry; the next request starting before the last one is answered.
    static let aspNetCoreHttpLoggingLines: [String] = {
        let category = "info: Microsoft.AspNetCore.HttpLogging.HttpLoggingMiddleware"
        var lines = ["info: Microsoft.Hosting.Lifetime[14]", "      Now listening on: http://[::]:8080"]
        func answer(_ status: Int) -> [String] {
            [
                "\(category)[2]", "      Response:", "      StatusCode: \(status)",
                "      Content-Type: application/json; charset=utf-8", "\(category)[8]", "      Duration: 12.0000ms",
            ]
        }
        for (index, request) in requests.enumerated() {
            lines += [
                "\(category)[1]", "      Request:", "      Protocol: HTTP/1.1", "      Method: \(request.0)",
                "      Scheme: http", "      PathBase: ", "      Path: \(request.1)",
                "      QueryString: \(request.2.isEmpty ? "" : "?" + request.2)", "      Accept: */*",
                "      Host: api.example.com", "      User-Agent: curl/8.5.0",
                "info: Users.Controller[0]", "      Serving \(request.1)",
            ]
            if index > 0 { lines += answer(requests[index - 1].3) }
        }
        return lines + answer(requests[4].3)
    }()

    @Test(
        "an ASP.NET Core log before .NET 6 or an HTTP logging middleware's: one request each, joined, with status and duration, untimed",
        arguments: [false, true])
    func aspNetCoreLog(httpLogging: Bool) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let lines = httpLogging ? Self.aspNetCoreHttpLoggingLines : Self.aspNetCoreLines
        try runner.write("app.log", lines.joined(separator: "\n") + "\n")
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        let document = try Self.reportForAnyJobs(runner, "app.log")
        #expect(document.string("inputs.0.logFormat") == "aspnetcore")
        #expect(document.int("totals.lines") == Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == Self.requests.count)
        #expect(try Self.hits(document) == Self.hits(reference))
        #expect(try Self.everyRouteHitTook12Milliseconds(document))
    }

    /// A line as a container runtime or a shipper writes it: `cri` (a line over 40 bytes in two `P` parts and an `F`
    /// one), `docker` (json-file, the same line in two entries, the first without its `\n`), `compose` with
    /// `--timestamps`, `heroku` (`heroku logs`' dyno lines), `json` (Vector's entries).
    static func wrapped(_ line: String, in wrapper: String) -> [String] {
        let stamp = "2026-11-21T05:06:37.123456789Z"
        func jsonString(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
        switch wrapper {
        case "cri":
            guard line.count > 40 else { return ["\(stamp) stdout F \(line)"] }
            let parts = [String(line.prefix(20)), String(line.dropFirst(20).prefix(20)), String(line.dropFirst(40))]
            return ["\(stamp) stdout P \(parts[0])", "\(stamp) stdout P \(parts[1])", "\(stamp) stdout F \(parts[2])"]
        case "docker":
            let cut = line.count / 2
            return [
                #"{"log":"\#(jsonString(String(line.prefix(cut))))","stream":"stdout","time":"\#(stamp)"}"#,
                #"{"log":"\#(jsonString(String(line.dropFirst(cut))))\n","stream":"stdout","time":"\#(stamp)"}"#,
            ]
        case "compose+timestamped": return ["web-1  | \(stamp) \(line)"]
        case "heroku": return ["2026-11-21T05:06:37.123456+00:00 app[web.1]: \(line)"]
        case "fly": return ["2026-11-21T05:06:37Z app[148e272dc69589] iad [info]\(line)"]
        default: return [#"{"message":"\#(jsonString(line))","timestamp":"\#(stamp)","source_type":"docker_logs"}"#]
        }
    }

    @Test(
        "a Rails, Fastify, Phoenix or ASP.NET Core log inside a container runtime's or a shipper's lines is joined as one written as it is",
        arguments: [
            ("rails", "cri"), ("rails", "docker"), ("rails", "compose+timestamped"), ("rails", "json"),
            ("rails", "heroku"), ("rails", "fly"),
            ("fastify", "docker"), ("fastify", "cri"), ("fastify", "json"), ("phoenix", "cri"), ("phoenix", "docker"),
            ("aspnetcore", "cri"), ("aspnetcore", "docker"), ("aspnetcore-http-logging", "cri"),
            ("aspnetcore-http-logging", "json"), ("aspnetcore-http-logging", "compose+timestamped"),
        ])
    func wrappedJoinedLogs(log: String, wrapper: String) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let lines =
            switch log {
            case "rails": Self.railsLines
            case "phoenix": Self.phoenixLines
            case "aspnetcore": Self.aspNetCoreLines
            case "aspnetcore-http-logging": Self.aspNetCoreHttpLoggingLines
            default: Self.fastifyLines
            }
        // The HTTP logging middleware's requests are read in the hosting log's layout.
        let log = log == "aspnetcore-http-logging" ? "aspnetcore" : log
        try runner.write("app.log", lines.joined(separator: "\n") + "\n")
        try runner.write("wrapped.log", lines.flatMap { Self.wrapped($0, in: wrapper) }.joined(separator: "\n") + "\n")
        let plain = try runner.run(["analyze", "-r", "routes.txt", "app.log", "--output", "json"])
        let document = try Self.reportForAnyJobs(runner, "wrapped.log")
        let reference = try JSONDocument(plain.stdout)
        #expect(reference.string("inputs.0.logFormat") == log)
        #expect(document.string("inputs.0.logFormat") == "\(wrapper)+\(log)")
        #expect(document.int("totals.lines") == Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0)
        // Phoenix's and ASP.NET Core's consoles write no date: their own lines are untimed, the container's lines give
        // the time.
        if log == "phoenix" || log == "aspnetcore" {
            #expect(reference.int("totals.untimed") == Self.requests.count)
            #expect(try Self.hits(document) == Self.hits(reference))
            return
        }
        // The same report but for the inputs' names and formats: hits, statuses, times and latencies.
        for key in ["totals", "routes", "unmatched", "timeSpan", "coverage"] {
            let value = try #require(document.value(key) as? NSObject, "\(key)")
            #expect(value == reference.value(key) as? NSObject, "\(key)")
        }
    }

    /// Gin's default logger on a terminal: the status and the method in colours.
    static let colouredGinLines: [String] = requests.enumerated().map { index, request in
        let escape = "\u{1B}"
        let method = request.0.padding(toLength: 7, withPad: " ", startingAt: 0)
        return "[GIN] 2026/11/21 - 05:06:3\(index) |\(escape)[97;42m \(request.3) \(escape)[0m|          12ms |"
            + "       192.0.2.\(index + 1) |\(escape)[97;44m \(method) \(escape)[0m \"\(target(request.1, request.2))\""
    }

    @Test(
        "a coloured log, as it is or in a container runtime's or syslog's lines, is read as its plain lines",
        arguments: [
            ("plain", "gin"), ("cri", "cri+gin"), ("docker", "docker+gin"), ("rsyslog", "syslog+gin"),
        ])
    func colouredLog(wrapper: String, format: String) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let lines = Self.colouredGinLines.map { line in
            switch wrapper {
            case "cri": return "2026-11-21T05:06:37.123456789Z stdout F \(line)"
            case "docker":
                let escaped = line.replacingOccurrences(of: "\"", with: "\\\"")
                    .replacingOccurrences(of: "\u{1B}", with: "\\u001b")
                return #"{"log":"\#(escaped)\n","stream":"stdout","time":"2026-11-21T05:06:37.123456789Z"}"#
            case "rsyslog":
                return "2026-11-21T05:06:37.123456+00:00 web1 shop[812]: "
                    + line.replacingOccurrences(of: "\u{1B}", with: "#033")
            default: return line
            }
        }
        try runner.write("coloured.log", lines.joined(separator: "\n") + "\n")
        let document = try Self.reportForAnyJobs(runner, "coloured.log")
        #expect(document.string("inputs.0.logFormat") == format)
        #expect(document.int("totals.lines") == Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0)
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        #expect(try Self.hits(document) == Self.hits(reference))
        let routes = try #require(document.value("routes") as? [[String: Any]])
        #expect(
            routes.filter { ($0["hits"] as? Int ?? 0) > 0 }.allSatisfy {
                (($0["latency"] as? [String: Any])?["p50"] as? Double).map { $0 >= 12 && $0 < 12.04 } ?? false
            })
    }

    @Test("a log in UTF-16 with its byte order mark (PowerShell 5's >) is read as its UTF-8 text, for any --jobs")
    func utf16Log() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let text = try #require(Self.logs["combined.log"]).replacingOccurrences(of: "\n", with: "\r\n")
        let units = [0xFEFF] + Array(text.utf16)
        try runner.write("utf16.log", bytes: units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let document = try Self.reportForAnyJobs(runner, "utf16.log")
        #expect(document.string("inputs.0.logFormat") == "combined")
        #expect(document.int("totals.lines") == Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0)
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        #expect(try Self.hits(document) == Self.hits(reference))
    }

    @Test("the Rails lines among another format's in one docker compose log leave that format's lines read")
    func railsAmongNginxLines() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // An nginx's Combined lines and a Rails app's lines, as `docker compose logs` interleaves them.
        let nginx = Self.logs["combined.log"]!.split(separator: "\n").map { "nginx-1  | \($0)" }
        let rails = Self.railsLines.map { "web-1    | \($0)" }
        var lines: [String] = []
        for index in 0..<max(nginx.count, rails.count) {
            if index < nginx.count { lines.append(nginx[index]) }
            if index < rails.count { lines.append(rails[index]) }
        }
        try runner.write("compose.log", lines.joined(separator: "\n") + "\n")
        let result = try runner.run(["analyze", "-r", "routes.txt", "compose.log", "--output", "json"])
        let document = try JSONDocument(result.stdout)
        #expect(document.string("inputs.0.logFormat") == "compose+combined")
        #expect(document.int("totals.lines") == lines.count)
        #expect(document.int("totals.matched")! + document.int("totals.unmatched")! == nginx.count)
    }

    @Test("a Rails line among an access log's, as they are, leaves the access lines read (no Rails log joined)")
    func railsLineAmongCombinedLines() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        var lines = Self.logs["combined.log"]!.split(separator: "\n").map(String.init)
        lines.insert(#"Started GET "/users/42" for 192.0.2.7 at 2026-11-21 05:06:37 +0000"#, at: 1)
        try runner.write("mixed.log", lines.joined(separator: "\n") + "\n")
        let result = try runner.run(["analyze", "-r", "routes.txt", "mixed.log", "--output", "json"])
        let document = try JSONDocument(result.stdout)
        #expect(document.string("inputs.0.logFormat") == "combined")
        #expect(document.int("totals.lines") == lines.count && document.int("totals.malformed") == 1)
        #expect(document.int("totals.matched")! + document.int("totals.unmatched")! == lines.count - 1)
    }

    @Test("a preset given inside a wrapper is named so in the report")
    func wrappedPresetName() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        try runner.write(
            "router.log",
            #"Oct 05 21:58:24 myapp heroku/router: at=info method=GET path="/users/42" host=myapp.herokuapp.com fwd="198.51.100.4" dyno=web.1 connect=0ms service=18ms status=200 bytes=13"#
                + "\n")
        for spec in ["syslog+heroku-router", "auto"] {
            let result = try runner.run([
                "analyze", "-r", "routes.txt", "router.log", "--log-format", spec, "--output", "json",
            ])
            let document = try JSONDocument(result.stdout)
            #expect(document.string("inputs.0.logFormat") == "syslog+heroku-router", "\(spec)")
            #expect(document.int("totals.untimed") == 0, "\(spec)")
            #expect(document.int("totals.matched")! + document.int("totals.unmatched")! == 1, "\(spec)")
        }
    }

    /// A Fastify log of ``requests``: each request's `incoming request` and `request completed` entries, the next
    /// request's arriving before the last one completes.
    static let fastifyLines: [String] = {
        var lines: [String] = []
        for (index, request) in requests.enumerated() {
            lines.append(
                #"{"level":30,"time":179523759\#(index)000,"pid":7,"hostname":"api","reqId":"req-\#(index)","req":{"method":"\#(request.0)","url":"\#(target(request.1, request.2))","host":"api.example.com","remoteAddress":"192.0.2.\#(index + 1)","remotePort":51234},"msg":"incoming request"}"#
            )
            if index > 0 {
                lines.append(
                    #"{"level":30,"time":179523759\#(index)012,"pid":7,"hostname":"api","reqId":"req-\#(index - 1)","res":{"statusCode":\#(requests[index - 1].3)},"responseTime":12.0,"msg":"request completed"}"#
                )
            }
        }
        lines.append(
            #"{"level":30,"time":1795237599012,"pid":7,"hostname":"api","reqId":"req-4","res":{"statusCode":404},"responseTime":12.0,"msg":"request completed"}"#
        )
        return lines
    }()

    @Test(
        "rails_semantic_logger's JSON: each request once, from its Completed entry; the other entries (debug Started, queries) no requests"
    )
    func semanticLoggerJSON() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        var lines: [String] = []
        for (index, request) in Self.requests.enumerated() {
            let target = Self.target(request.1, request.2)
            let stamp = "2026-11-21T05:06:3\(index).012345Z"
            let head =
                #"{"host":"web-1","application":"Semantic Logger","environment":"production","timestamp":"\#(stamp)","pid":1,"thread":"puma srv tp 001","#
            lines.append(
                head
                    + #""level":"debug","name":"Rails","message":"Started","payload":{"method":"\#(request.0)","path":"\#(target)","ip":"192.0.2.7"}}"#
            )
            lines.append(
                head
                    + #""level":"debug","duration_ms":0.5,"name":"ActiveRecord","message":"User Load","payload":{"sql":"SELECT \"users\".* FROM \"users\" LIMIT $1","binds":{"limit":1}}}"#
            )
            lines.append(
                head
                    + #""level":"info","duration_ms":12.0,"duration":"12.0ms","named_tags":{"request_id":"r\#(index)","ip":"192.0.2.\#(index + 1)"},"name":"UsersController","message":"Completed #show","payload":{"controller":"UsersController","action":"show","format":"JSON","method":"\#(request.0)","path":"\#(target)","status":\#(request.3),"view_runtime":4.1,"db_runtime":0.5,"allocations":1234}}"#
            )
        }
        try runner.write("production.json.log", lines.joined(separator: "\n") + "\n")
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        let result = try runner.run(["analyze", "-r", "routes.txt", "production.json.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("malformed"), "\(result.stderr)")
        let document = try JSONDocument(result.stdout)
        #expect(document.string("inputs.0.logFormat") == "semantic-logger-json")
        #expect(document.int("totals.lines") == lines.count)
        #expect(document.int("totals.directives") == 2 * Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0)
        #expect(try Self.hits(document) == Self.hits(reference))
        let routes = try #require(document.value("routes") as? [[String: Any]])
        let p50s = routes.compactMap { ($0["latency"] as? [String: Any])?["p50"] as? Double }
        #expect(!p50s.isEmpty && p50s.allSatisfy { $0 >= 12 && $0 < 12.04 }, "\(p50s)")
    }

    @Test(
        "rails_semantic_logger's text lines, the payload as Ruby before and since 3.4 inspects it: each request once, the other lines no requests",
        arguments: [false, true])
    func semanticLoggerText(ruby34: Bool) throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        var lines = ["2026-11-21 05:06:29.900000 I [1:puma srv] Rails -- Puma starting in single mode..."]
        for (index, request) in Self.requests.enumerated() {
            let time = "2026-11-21 05:06:3\(index).012345"
            let thread = "[1:puma srv tp 00\(index % 3)]"
            // The query kept, as the Combined log has it, for the same routes (rails_semantic_logger drops it).
            let path = Self.target(request.1, request.2)
            let payload =
                ruby34
                ? #"{controller: "UsersController", action: "show", params: {"id" => "42"}, format: "JSON", method: "\#(request.0)", path: "\#(path)", status: \#(request.3), view_runtime: 4.1, db_runtime: 0.5, allocations: 1234, status_message: "OK"}"#
                : #"{:controller=>"UsersController", :action=>"show", :params=>{"id"=>"42"}, :format=>"JSON", :method=>"\#(request.0)", :path=>"\#(path)", :status=>\#(request.3), :view_runtime=>4.1, :db_runtime=>0.5, :allocations=>1234, :status_message=>"OK"}"#
            lines.append(
                "\(time) D \(thread) {request_id: r\(index)} Rails -- Started -- "
                    + (ruby34
                        ? #"{method: "\#(request.0)", path: "\#(request.1)", ip: "192.0.2.7"}"#
                        : #"{:method=>"\#(request.0)", :path=>"\#(request.1)", :ip=>"192.0.2.7"}"#))
            lines.append(
                "\(time) D \(thread) {request_id: r\(index)} (0.5ms) ActiveRecord -- User Load -- "
                    + #"{:sql=>"SELECT \"users\".* FROM \"users\" LIMIT $1", :binds=>{:limit=>1}}"#)
            let tags = index % 2 == 0 ? "{request_id: r\(index)} " : ""
            let duration = index == 2 ? "1.234s" : "12.0ms"
            lines.append(
                "\(time) I \(thread) \(tags)(\(duration)) UsersController -- Completed #show -- \(payload)")
        }
        try runner.write("production.log", lines.joined(separator: "\n") + "\n")
        let result = try runner.run(["analyze", "-r", "routes.txt", "production.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        let document = try JSONDocument(result.stdout)
        #expect(document.string("inputs.0.logFormat") == "semantic-logger")
        #expect(document.int("totals.lines") == lines.count)
        #expect(document.int("totals.directives") == 1 + 2 * Self.requests.count)
        #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0)
        let reference = try JSONDocument(
            try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"]).stdout)
        #expect(try Self.hits(document) == Self.hits(reference))
        let routes = try #require(document.value("routes") as? [[String: Any]])
        let maxima = routes.compactMap { ($0["latency"] as? [String: Any])?["max"] as? Double }
        #expect(maxima.contains { $0 > 1233 && $0 < 1236 }, "the 1.234s request: \(maxima)")
    }

    @Test("a format given that reads little of an input is warned about, naming the one that reads more")
    func wrongFormatWarned() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let result = try runner.run(["analyze", "-r", "routes.txt", "caddy.log", "--log-format", "common", "--quiet"])
        #expect(
            result.stderr.contains(
                "caddy.log: --log-format common reads 0 of the first 5 lines; --log-format caddy (or auto) reads 5"),
            "\(result.stderr)")
    }

    @Test(
        "Caddy's duration_format nano is read in nanoseconds with --log-format caddy as with detection, its default in seconds"
    )
    func caddyNanosecondsByName() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        // 12 ms as whole nanoseconds; the seconds log (`caddy.log`) writes 0.012.
        try runner.write("caddy-nano.log", Self.logs["caddy.log"]!.replacingOccurrences(of: "0.012", with: "12000000"))
        for (log, format) in [("caddy-nano.log", "caddy"), ("caddy-nano.log", "auto"), ("caddy.log", "caddy")] {
            let result = try runner.run([
                "analyze", "-r", "routes.txt", log, "--log-format", format, "--output", "json",
            ])
            #expect(result.status == 0, "\(result)")
            let routes = try #require(JSONDocument(result.stdout).value("routes") as? [[String: Any]])
            let maxima = routes.compactMap { ($0["latency"] as? [String: Any])?["max"] as? Double }
            #expect(!maxima.isEmpty && maxima.allSatisfy { $0 > 11.9 && $0 < 12.1 }, "\(log) as \(format): \(maxima)")
        }
    }

    @Test("times written without a year are read in the year of the file's modification time")
    func yearlessTimes() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", "user GET /user/:id{int}\n")
        let lines = [
            #"time="Dec 31 23:59:58" level=info api_name=shop client_ip=203.0.113.10 latency_total=12 method=GET path=/user/42 prefix=access-log status=200"#,
            #"time="Jan 01 00:00:02" level=info api_name=shop client_ip=203.0.113.10 latency_total=12 method=GET path=/user/7 prefix=access-log status=200"#,
        ]
        let path = try runner.write("tyk.log", lines.joined(separator: "\n") + "\n")
        // Last written on 2027-01-03: December's line is of 2026.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_798_970_400)], ofItemAtPath: path)
        let result = try runner.run(["analyze", "-r", "routes.txt", "tyk.log", "--output", "json"])
        #expect(result.status == 0, "\(result)")
        let document = try JSONDocument(result.stdout)
        #expect(document.string("inputs.0.logFormat") == "logfmt+tyk")
        #expect(document.string("timeSpan.firstSeen") == "2026-12-31T23:59:58Z", "\(result.stdout)")
        #expect(document.string("timeSpan.lastSeen") == "2027-01-01T00:00:02Z", "\(result.stdout)")
        #expect(document.int("totals.untimed") == 0)
        // The window reads the times so found.
        let since = try runner.run([
            "analyze", "-r", "routes.txt", "tyk.log", "--since", "2027-01-01", "--output", "json",
        ])
        #expect(try JSONDocument(since.stdout).int("totals.outsideWindow") == 1, "\(since.stdout)")
    }

    @Test(
        "Zeek's http.log, tab-separated under its #fields and as JSON, and a Worker's trace events: the hits of the Combined log, with times, for any --jobs"
    )
    func zeekAndWorkers() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let fields = [
            "ts", "uid", "id.orig_h", "id.orig_p", "id.resp_h", "id.resp_p", "trans_depth", "method", "host", "uri",
            "referrer", "version", "user_agent", "origin", "request_body_len", "response_body_len", "status_code",
            "status_msg", "info_code", "info_msg", "tags", "username", "password", "proxied", "orig_fuids",
            "orig_filenames", "orig_mime_types", "resp_fuids", "resp_filenames", "resp_mime_types",
        ]
        let rows = Self.requests.enumerated().map { index, request in
            [
                "1795237590.\(index)23456", "CHhAvVGS1DHFjwGM\(index)", "192.0.2.\(index + 1)", "5211\(index)",
                "198.51.100.2", "80", "1", request.0, "api.example.com", Self.target(request.1, request.2), "-", "1.1",
                "Mozilla/5.0 (X11; Linux x86_64)", "-", "0", "12", "\(request.3)", "OK", "-", "-", "(empty)", "-", "-",
                "-", "-", "-", "-", "Fhm\(index)", "-", "application/json",
            ].joined(separator: "\t")
        }
        // The way Zeek opens and closes each log; a request that had no reply (`-` status), to a path of no route.
        let noReply = rows[4].replacingOccurrences(of: "\t404\tOK\t", with: "\t-\t-\t")
        let zeek =
            "#separator \\x09\n#set_separator\t,\n#empty_field\t(empty)\n#unset_field\t-\n#path\thttp\n"
            + "#open\t2026-11-21-05-06-30\n#fields\t" + fields.joined(separator: "\t")
            + "\n#types\ttime\tstring\taddr\n"
            + rows.joined(separator: "\n") + "\n" + noReply + "\n#close\t2026-11-21-06-00-00\n"
        try runner.write("http.log", zeek)
        let json = Self.requests.enumerated().map { index, request in
            #"{"ts":1795237590.\#(index)23456,"uid":"CHhAvVGS1DHFjwGM\#(index)","id.orig_h":"192.0.2.\#(index + 1)","id.orig_p":5211\#(index),"id.resp_h":"198.51.100.2","id.resp_p":80,"trans_depth":1,"method":"\#(request.0)","host":"api.example.com","uri":"\#(Self.target(request.1, request.2))","version":"1.1","user_agent":"curl/8.5.0","request_body_len":0,"response_body_len":12,"status_code":\#(request.3),"status_msg":"OK","tags":[]}"#
        }
        try runner.write("http.json", json.joined(separator: "\n") + "\n")
        let events = Self.requests.enumerated().map { index, request in
            #"{"CPUTimeMs":1,"Event":{"RayID":"8e2f1a2b3c4d5e6\#(index)","Request":{"URL":"https://api.example.com\#(Self.target(request.1, request.2))","Method":"\#(request.0)"},"Response":{"Status":\#(request.3)}},"EventTimestampMs":17952375901\#(index)3,"EventType":"fetch","Exceptions":[],"Logs":[],"Outcome":"ok","ScriptName":"api","ScriptTags":[],"WallTimeMs":1\#(index)}"#
        }
        try runner.write("workers.json", events.joined(separator: "\n") + "\n")
        let original = try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"])
        let expected = try Self.hits(JSONDocument(original.stdout))
        for (name, format) in [("http.log", "zeek"), ("http.json", "zeek"), ("workers.json", "cloudflare-workers")] {
            let document = try Self.reportForAnyJobs(runner, name)
            #expect(try Self.hits(document) == expected, "\(name)")
            #expect(document.string("inputs.0.logFormat") == format, "\(name)")
            #expect(document.int("totals.malformed") == 0 && document.int("totals.untimed") == 0, "\(name)")
            #expect(document.string("timeSpan.firstSeen") == "2026-11-21T05:06:30Z", "\(name): \(document)")
            // Given by name, the same.
            let named = try runner.run([
                "analyze", "-r", "routes.txt", name, "--log-format", format, "--output", "json",
            ])
            #expect(try Self.hits(JSONDocument(named.stdout)) == expected, "\(name) as \(format)")
        }
        let tsv = try Self.reportForAnyJobs(runner, "http.log")
        // Its nine directives; the request without a reply counted (on no route, as the log's other /nope).
        #expect(tsv.int("totals.directives") == 9)
        #expect(tsv.int("totals.lines") == 9 + Self.requests.count + 1)
        #expect(tsv.int("totals.unmatched") == 2)
    }

    @Test(
        "a service's log saved from journalctl: its lines between entries (-- Boot … --) are neither requests nor malformed"
    )
    func journalctlMarkers() throws {
        let runner = try prepared()
        defer { runner.removeDirectory() }
        let lines = Self.requests.enumerated().map { index, request in
            "Nov 21 05:06:3\(index) lb1 haproxy[812]: 192.0.2.\(index + 1):5123\(index) [21/Nov/2026:05:06:3\(index).123] "
                + "fe_http be_api/srv1 0/0/1/12/13 \(request.3) 512 - - ---- 1/1/0/0/0 0/0 "
                + "\"\(request.0) \(Self.target(request.1, request.2)) HTTP/1.1\""
        }
        let log =
            "-- Logs begin at Mon 2026-11-02 10:00:00 UTC, end at Sat 2026-11-21 05:07:00 UTC. --\n"
            + lines[0...1].joined(separator: "\n") + "\n-- Reboot --\n-- Boot 4f3c8a0e2b9d4c6a8e1f0b2d3c4e5f6a --\n"
            + lines[2...].joined(separator: "\n") + "\n-- No entries --\r\n"
        try runner.write("haproxy.log", log)
        let original = try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"])
        let document = try Self.reportForAnyJobs(runner, "haproxy.log")
        #expect(try Self.hits(document) == Self.hits(JSONDocument(original.stdout)))
        #expect(document.string("inputs.0.logFormat") == "haproxy")
        #expect(document.int("totals.directives") == 4)
        #expect(document.int("totals.malformed") == 0)
    }
}
