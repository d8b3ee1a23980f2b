@testable import CorridorAnalyzer
@testable import CorridorLogInput
import CorridorCore
import CorridorReport
import CorridorTestSupport
import Foundation
import Testing

/// Access lines as log platforms hand them back: Datadog's log search API responses (v2's `data[].attributes`, v1's
/// `logs[].content`), Sumo Logic's, Graylog's, Loggly's, Splunk's and New Relic's search responses (their entries
/// deeper in the document), an OpenTelemetry Collector's OTLP JSON batches, compact or pretty-printed, and the Azure
/// portal's CSV export of a Log Analytics table (`TimeGenerated [UTC]`).
@Suite("Log platforms' exports of access lines")
struct LogPlatformExportTests {
    static let lines = [
        #"203.0.113.9 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0""#,
        #"203.0.113.9 - - [21/Nov/2026:05:06:38 +0000] "POST /orders HTTP/1.1" 201 64 "-" "curl/8.5.0""#,
        #"203.0.113.9 - - [21/Nov/2026:05:06:39 +0000] "GET /users/7?x=1 HTTP/1.1" 200 512 "-" "curl/8.5.0""#,
    ]

    static func quoted(_ line: String) -> String {
        "\"" + line.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Datadog's `POST /api/v2/logs/events/search` response.
    static var datadogV2: String {
        let entries = lines.enumerated().map { index, line in
            #"{"attributes":{"attributes":{},"host":"web-1","message":"# + quoted(line)
                + #","service":"nginx","status":"info","tags":["source:nginx"],"timestamp":"2026-11-21T05:06:3\#(7 + index).000Z"},"id":"AQAAAX\#(index)","type":"log"}"#
        }
        return #"{"data":["# + entries.joined(separator: ",")
            + #"],"links":{"next":null},"meta":{"elapsed":12,"page":{"after":"eyJ"},"request_id":"abc","status":"done"}}"#
    }

    /// Datadog's `POST /api/v1/logs-queries/list` response.
    static var datadogV1: String {
        let entries = lines.enumerated().map { index, line in
            #"{"content":{"attributes":{},"host":"web-1","message":"# + quoted(line)
                + #","service":"nginx","tags":["source:nginx"],"timestamp":"2026-11-21T05:06:3\#(7 + index).000Z"},"id":"AAAAAW\#(index)"}"#
        }
        return #"{"logs":["# + entries.joined(separator: ",") + #"],"nextLogId":null,"status":"done"}"#
    }

    /// `datadogV2` pretty-printed (`jq -S .`: its members sorted, `data` first as the API writes it).
    static var datadogV2Pretty: String {
        let object = try! JSONSerialization.jsonObject(with: Data(datadogV2.utf8))
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
            as: UTF8.self)
    }

    /// `text` (one JSON document) pretty-printed, its members sorted, as `jq -S .` writes it.
    static func pretty(_ text: String) -> String {
        let object = try! JSONSerialization.jsonObject(with: Data(text.utf8))
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
            as: UTF8.self)
    }

    /// The line's time as the platforms write it: epoch milliseconds and ISO 8601.
    static func epochMillis(_ index: Int) -> Int { (1_795_237_597 + index) * 1000 }
    static func iso(_ index: Int) -> String { "2026-11-21T05:06:3\(7 + index).000Z" }

    /// Sumo Logic's search job messages, `GET /api/v1/search/jobs/{id}/messages`.
    static var sumo: String {
        let entries = lines.enumerated().map { index, line in
            #"{"map":{"_messageid":"-92233720368547\#(index)","_sourcecategory":"prod/web/nginx","_raw":"#
                + quoted(line) + #","_messagetime":"\#(epochMillis(index))","_collector":"web-1"}}"#
        }
        return
            #"{"fields":[{"name":"_messageid","fieldType":"long","keyField":false},{"name":"_raw","fieldType":"string","keyField":false}],"messages":["#
            + entries.joined(separator: ",") + "]}"
    }

    /// Graylog's search response, `GET /api/search/universal/relative`.
    static var graylog: String {
        let entries = lines.enumerated().map { index, line in
            #"{"highlight_ranges":{},"message":{"_id":"id\#(index)","source":"web-1","message":"# + quoted(line)
                + #","timestamp":"\#(iso(index))","streams":["000000000000000000000001"]},"index":"graylog_0"}"#
        }
        return #"{"query":"*","built_query":"{}","used_indices":[],"messages":["# + entries.joined(separator: ",")
            + #"],"fields":["source","message"],"time":12,"total_results":3,"decoration_stats":null}"#
    }

    /// Loggly's events API, `GET /apiv2/events`.
    static var loggly: String {
        let entries = lines.enumerated().map { index, line in
            #"{"tags":["nginx"],"timestamp":\#(epochMillis(index)),"logmsg":"# + quoted(line)
                + #","event":{"syslog":{"appName":"nginx","host":"web-1"}},"logtypes":["syslog"],"id":"id\#(index)"}"#
        }
        return #"{"total_events":3,"page":0,"events":["# + entries.joined(separator: ",") + "]}"
    }

    /// Splunk's search results, `GET /services/search/jobs/{sid}/results?output_mode=json`, with a message of its own
    /// first.
    static var splunkResults: String {
        let entries = lines.enumerated().map { index, line in
            #"{"_raw":"# + quoted(line)
                + #","_time":"\#(iso(index))","host":"web-1","source":"/var/log/nginx/access.log"}"#
        }
        return
            #"{"preview":false,"init_offset":0,"messages":[{"type":"INFO","text":"Your timerange was substituted"}],"fields":[{"name":"_raw"},{"name":"_time"}],"results":["#
            + entries.joined(separator: ",") + #"],"highlighted":{}}"#
    }

    /// CloudWatch Logs Insights' results, `aws logs get-query-results` (its rows' `@timestamp` in UTC, to the
    /// millisecond, with a blank before the time).
    static var cloudWatchInsights: String {
        let rows = lines.enumerated().map { index, line in
            #"[{"field":"@timestamp","value":"2026-11-21 05:06:3\#(7 + index).000"},{"field":"@message","value":"#
                + quoted(line) + #"},{"field":"@ptr","value":"CmAKJgoiNjAyNjU2MjE0NzQy\#(index)"}]"#
        }
        return #"{"results":["# + rows.joined(separator: ",")
            + #"],"statistics":{"recordsMatched":3.0,"recordsScanned":3.0,"bytesScanned":512.0},"status":"Complete"}"#
    }

    /// New Relic's NerdGraph NRQL query of its logs, `SELECT message, timestamp FROM Log`.
    static var nerdGraph: String {
        let entries = lines.enumerated().map { index, line in
            #"{"message":"# + quoted(line) + #","timestamp":\#(epochMillis(index)),"hostname":"web-1"}"#
        }
        return #"{"data":{"actor":{"account":{"nrql":{"results":["# + entries.joined(separator: ",") + "]}}}}}"
    }

    /// An OpenTelemetry Collector's file exporter (OTLP JSON) over the access log read by its filelog receiver: one
    /// batch a line, the records under each resource's scopes — here the first two lines in two scopes of one
    /// resource, the third under another resource.
    static var otlp: String {
        let records = lines.enumerated().map { index, line in
            #"{"timeUnixNano":"0","observedTimeUnixNano":"\#(epochMillis(index))000000","body":{"stringValue":"#
                + quoted(line)
                + #"},"attributes":[{"key":"log.file.name","value":{"stringValue":"access.log"}}],"traceId":"","spanId":""}"#
        }
        func resource(_ host: String, _ scopes: [[String]]) -> String {
            #"{"resource":{"attributes":[{"key":"host.name","value":{"stringValue":"\#(host)"}}]},"scopeLogs":["#
                + scopes.map { #"{"scope":{},"logRecords":["# + $0.joined(separator: ",") + "]}" }.joined(
                    separator: ",") + "]}"
        }
        return #"{"resourceLogs":["# + resource("web-1", [[records[0]], [records[1]]]) + ","
            + resource("web-2", [[records[2]]]) + "]}"
    }

    /// The same requests as a Collector's filelog receiver writes them when its `json_parser` parsed nginx's JSON
    /// access log into the record's body (`parse_to: body`): each body a key/value list, the integers as strings.
    static var otlpKeyValueLists: String {
        let requests = [
            ("GET /users/42", "200", "512"), ("POST /orders", "201", "64"), ("GET /users/7?x=1", "200", "512"),
        ]
        let records = requests.enumerated().map { index, request in
            let values = [
                #"{"key":"time_local","value":{"stringValue":"21/Nov/2026:05:06:3\#(7 + index) +0000"}}"#,
                #"{"key":"remote_addr","value":{"stringValue":"203.0.113.9"}}"#,
                #"{"key":"request","value":{"stringValue":"\#(request.0) HTTP/1.1"}}"#,
                #"{"key":"status","value":{"intValue":"\#(request.1)"}}"#,
                #"{"key":"body_bytes_sent","value":{"intValue":"\#(request.2)"}}"#,
                #"{"key":"http_user_agent","value":{"stringValue":"curl/8.5.0"}}"#,
                #"{"key":"upstream","value":{"kvlistValue":{"values":[{"key":"addr","value":{"stringValue":"10.0.0.5:80"}}]}}}"#,
                #"{"key":"tags","value":{"arrayValue":{"values":[{"stringValue":"edge"},{"boolValue":true}]}}}"#,
            ]
            return #"{"observedTimeUnixNano":"\#(epochMillis(index))000000","body":{"kvlistValue":{"values":["#
                + values.joined(separator: ",") + "]}}}"
        }
        return #"{"resourceLogs":[{"resource":{},"scopeLogs":[{"scope":{},"logRecords":["#
            + records.joined(separator: ",") + "]}]}]}\n"
    }

    /// The same records, one batch a line each: a batch of one record.
    static var otlpOneARecord: String {
        lines.enumerated().map { index, line in
            #"{"resourceLogs":[{"resource":{},"scopeLogs":[{"scope":{},"logRecords":[{"observedTimeUnixNano":"\#(epochMillis(index))000000","body":{"stringValue":"#
                + quoted(line) + "}}]}]}]}"
        }.joined(separator: "\n") + "\n"
    }

    /// Athena's query results over an ALB's logs, downloaded as CSV: a header row of the table's columns (quoted, as
    /// Athena writes every value), a row a request.
    static var athenaALB: String {
        let columns = [
            "type", "time", "elb", "client_ip", "client_port", "target_ip", "target_port", "request_processing_time",
            "target_processing_time", "response_processing_time", "elb_status_code", "target_status_code",
            "received_bytes", "sent_bytes", "request_verb", "request_url", "request_proto", "user_agent",
        ]
        let requests = [("GET", "/users/42", "200"), ("POST", "/orders", "201"), ("GET", "/users/7?x=1", "200")]
        let rows = requests.enumerated().map { index, request in
            [
                "https", "2026-11-21T05:06:3\(7 + index).123456Z", "app/web/50dc6c495c0c9188", "203.0.113.9", "46532",
                "10.0.0.5", "80", "0.001", "0.012", "0.0", request.2, request.2, "86", "512", request.0,
                "https://api.example.com:443" + request.1, "HTTP/1.1", "Mozilla/5.0 (X11; Linux x86_64) \"quoted\"",
            ]
        }
        func csv(_ fields: [String]) -> String {
            fields.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
        }
        return ([csv(columns)] + rows.map(csv)).joined(separator: "\n") + "\n"
    }

    /// The Azure portal's "Export to CSV" of a Log Analytics query over an Application Gateway's access log
    /// (AzureDiagnostics): quoted only where a value holds a comma, the time American with a 12-hour clock.
    static var azureGatewayCSV: String {
        let requests = [("GET", "/users/42", "200"), ("POST", "/orders", "201"), ("GET", "/users/7?x=1", "200")]
        return
            "TimeGenerated [UTC],Category,httpMethod_s,requestUri_s,httpStatus_d,timeTaken_d,userAgent_s,clientIP_s\n"
            + requests.enumerated().map { index, request in
                "\"11/21/2026, 5:06:3\(7 + index).000 AM\",ApplicationGatewayAccessLog,\(request.0),\(request.1),"
                    + "\(request.2),0.012,\"Mozilla/5.0 (X11, Linux)\",203.0.113.9"
            }.joined(separator: "\n") + "\n"
    }

    /// The Azure portal's "Export to CSV" of App Service's HTTP logs (AppServiceHTTPLogs, the displayed columns): the
    /// `azure-appservice` preset's names, the time column named with its zone.
    static var azureAppServiceCSV: String {
        let requests = [
            ("GET", "/users/42", "", "200"), ("POST", "/orders", "", "201"), ("GET", "/users/7", "x=1", "200"),
        ]
        return "TimeGenerated [UTC],CsMethod,CsUriStem,CsUriQuery,ScStatus,TimeTaken,CIp,UserAgent\n"
            + requests.enumerated().map { index, request in
                "\"11/21/2026, 5:06:3\(7 + index).123 AM\",\(request.0),\(request.1),\(request.2),\(request.3),12,"
                    + "203.0.113.9,curl/8.5.0"
            }.joined(separator: "\n") + "\n"
    }

    /// Athena's query results over the CloudFront table of AWS's documentation: W3C's names with underscores, the
    /// date and the time of day apart, `time_taken` in seconds.
    static var athenaCloudFront: String {
        let requests = [("GET", "/users/42", "200"), ("POST", "/orders", "201"), ("GET", "/users/7", "200")]
        return
            #""date","time","x_edge_location","sc_bytes","c_ip","cs_method","cs_host","cs_uri_stem","sc_status","cs_referrer","cs_user_agent","cs_uri_query","time_taken""#
            + "\n"
            + requests.enumerated().map { index, request in
                #""2026-11-21","05:06:3\#(7 + index)","IAD89-C1","512","203.0.113.9","\#(request.0)","d111111abcdef8.cloudfront.net","\#(request.1)","\#(request.2)","-","curl/8.5.0","-","0.012""#
            }.joined(separator: "\n") + "\n"
    }

    /// `mysql --batch` over an access-log table: tab-separated under a header of the columns' names.
    static var mysqlBatch: String {
        let requests = [("GET", "/users/42", "200"), ("POST", "/orders", "201"), ("GET", "/users/7?x=1", "200")]
        return "created_at\tip\tmethod\turi\tstatus\tresponse_time_ms\tuser_agent\n"
            + requests.enumerated().map { index, request in
                "2026-11-21 05:06:3\(7 + index)\t203.0.113.9\t\(request.0)\t\(request.1)\t\(request.2)\t12\tcurl/8.5.0"
            }.joined(separator: "\n") + "\n"
    }

    /// The same rows as `psql` prints them to a file (aligned: a rule under the header, the count after the rows and a
    /// blank line after it), a `timestamptz` with its offset.
    static var psqlAligned: String {
        let requests = [("GET", "/users/42", "200"), ("POST", "/orders", "201"), ("GET", "/users/7?x=1", "200")]
        return "       created_at       | method |     uri      | status | response_time_ms \n"
            + "------------------------+--------+--------------+--------+------------------\n"
            + requests.enumerated().map { index, request in
                " 2026-11-21 05:06:3\(7 + index)+00 | \(request.0.padding(toLength: 6, withPad: " ", startingAt: 0)) | "
                    + request.1.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + " |    \(request.2) |               12"
            }.joined(separator: "\n") + "\n(3 rows)\n\n"
    }

    /// The same rows as the `mysql` client prints them with `--table`: rules around the header and the rows.
    static var mysqlTable: String {
        let rule = "+---------------------+--------+-------------+--------+\n"
        let requests = [("GET", "/users/42", "200"), ("POST", "/orders", "201"), ("GET", "/users/7?x=1", "200")]
        return rule + "| created_at          | method | uri         | status |\n" + rule
            + requests.enumerated().map { index, request in
                "| 2026-11-21 05:06:3\(7 + index) | \(request.0) | \(request.1) | \(request.2) |"
            }.joined(separator: "\n") + "\n" + rule
    }

    /// Kibana's CSV report of Discover's documents (Elastic Common Schema fields as columns), every time in Kibana's
    /// default date format (here its `dateFormat:tz` set to UTC).
    static var kibanaCSV: String {
        let requests = [("GET", "/users/42", "200"), ("POST", "/orders", "201"), ("GET", "/users/7?x=1", "200")]
        return
            #""@timestamp","source.ip","http.request.method","url.original","http.response.status_code","user_agent.original""#
            + "\n"
            + requests.enumerated().map { index, request in
                #""Nov 21, 2026 @ 05:06:3\#(7 + index).000","203.0.113.9","\#(request.0)","\#(request.1)","\#(request.2)","curl/8.5.0""#
            }.joined(separator: "\n") + "\n"
    }

    /// The Azure portal's "Export to CSV" of a Log Analytics query over ContainerLogV2.
    static var azureCSV: String {
        "TimeGenerated [UTC],Computer,ContainerName,LogMessage\n"
            + lines.enumerated().map { index, line in
                "\"11/21/2026, 5:06:3\(7 + index).000 AM\",aks-node-1,nginx,\""
                    + line.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            }.joined(separator: "\n") + "\n"
    }

    /// `text` written to a file named `name`, analyzed with no log format given against the users and orders routes.
    static func analyze(_ text: String, name: String, jobs: Int) throws -> AnalysisReport {
        let path = try PipelineFixtures.temporaryFile(Array(text.utf8), name: name)
        defer { PipelineFixtures.remove(path) }
        let routes = try RoutesFile.parse("users GET /users/:id{int}\norders POST /orders\n", path: "routes")
        return Analyzer.run(
            inputs: [path], options: AnalyzerOptions(routes: routes, logFormat: try LogFormatSpec("auto"), jobs: jobs))
    }

    @Test(
        "read with no flag: every request, each at its line's time; the export's own rows neither requests nor malformed",
        arguments: [
            ("datadog-v2.json", datadogV2, "json+combined", 0),
            ("datadog-v2-pretty.json", datadogV2Pretty, "json+combined", 0),
            ("datadog-v1.json", datadogV1, "json+combined", 0),
            ("azure.csv", azureCSV, "csv+combined", 1),
            ("sumo.json", sumo, "json+combined", 0), ("sumo-pretty.json", pretty(sumo), "json+combined", 0),
            ("graylog.json", graylog, "json+combined", 0),
            ("graylog-pretty.json", pretty(graylog), "json+combined", 0),
            ("loggly.json", loggly, "json+combined", 0), ("loggly-pretty.json", pretty(loggly), "json+combined", 0),
            ("splunk-results.json", splunkResults, "json+combined", 0),
            ("splunk-results-pretty.json", pretty(splunkResults), "json+combined", 0),
            ("cloudwatch-insights.json", cloudWatchInsights, "json+combined", 0),
            ("cloudwatch-insights-pretty.json", pretty(cloudWatchInsights), "json+combined", 0),
            ("nerdgraph.json", nerdGraph, "json+combined", 0),
            ("nerdgraph-pretty.json", pretty(nerdGraph), "json+combined", 0),
            ("otlp.json", otlp, "json+combined", 0), ("otlp-pretty.json", pretty(otlp), "json+combined", 0),
            ("otlp-pages.json", otlp + "\n" + otlp + "\n", "json+combined", 0),
            ("otlp-one-a-record.json", otlpOneARecord, "json+combined", 0),
            ("otlp-kvlist.json", otlpKeyValueLists, "json+jsonl", 0),
            ("otlp-kvlist-pretty.json", pretty(otlpKeyValueLists), "json+jsonl", 0),
            (
                "athena-alb.csv", athenaALB,
                "jsonl:method=request_verb,path=request_url,status=elb_status_code,clock=time,duration=target_processing_time,duration-unit=s,agent=user_agent,client=client_ip",
                1
            ),
            // Two downloads joined: the header row again before the second's rows.
            (
                "athena-alb-pages.csv", athenaALB + athenaALB,
                "jsonl:method=request_verb,path=request_url,status=elb_status_code,clock=time,duration=target_processing_time,duration-unit=s,agent=user_agent,client=client_ip",
                2
            ),
            (
                "azure-gateway.csv", azureGatewayCSV,
                "jsonl:method=httpMethod_s,path=requestUri_s,status=httpStatus_d,clock=TimeGenerated,duration=timeTaken_d,duration-unit=s,agent=userAgent_s,client=clientIP_s",
                1
            ),
            ("azure-appservice.csv", azureAppServiceCSV, "azure-appservice", 1),
            (
                "athena-cloudfront.csv", athenaCloudFront,
                "jsonl:method=cs_method,path=cs_uri_stem,status=sc_status,clock=date,clock-time=time,duration=time_taken,duration-unit=s,agent=cs_user_agent,client=c_ip",
                1
            ),
            (
                "mysql-batch.tsv", mysqlBatch,
                "jsonl:method=method,path=uri,status=status,clock=created_at,duration=response_time_ms,duration-unit=ms,agent=user_agent,client=ip",
                1
            ),
            (
                "psql.txt", psqlAligned,
                "jsonl:method=method,path=uri,status=status,clock=created_at,duration=response_time_ms,duration-unit=ms",
                4
            ),
            ("kibana.csv", kibanaCSV, "ecs", 1),
            ("mysql.txt", mysqlTable, "jsonl:method=method,path=uri,status=status,clock=created_at", 4),
            // Pages of a response one a line, as a loop of `curl` calls appends them.
            ("sumo-pages.json", sumo + "\n" + sumo + "\n", "json+combined", 0),
        ] as [(String, String, String, Int)])
    func export(name: String, text: String, format: String, headers: Int) throws {
        for jobs in [1, 3] {
            let report = try Self.analyze(text, name: name, jobs: jobs)
            #expect(report.inputs.map(\.logFormat) == [format])
            let pages = name.contains("pages") ? 2 : 1
            #expect(report.routes.map(\.hits) == [2 * pages, pages])
            #expect(report.totals.malformed == 0 && report.totals.untimed == 0)
            #expect(report.totals.lines == 3 * pages + headers)
            #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_599))
        }
    }

    @Test(
        "the entries' own time stands in for a line without one: Sumo's _messagetime, Graylog's message.timestamp, CloudWatch Logs Insights' @timestamp, an OTLP record's observedTimeUnixNano",
        arguments: [
            ("sumo", sumo), ("graylog", graylog), ("cloudwatch-insights", cloudWatchInsights), ("otlp", otlp),
        ])
    func envelopeTimes(name: String, text: String) throws {
        // Uvicorn's access lines write no time.
        let untimed = text.replacingOccurrences(
            of:
                #"203.0.113.9 - - [21/Nov/2026:05:06:37 +0000] \"GET /users/42 HTTP/1.1\" 200 512 \"-\" \"curl/8.5.0\""#,
            with: #"INFO:     203.0.113.9:50000 - \"GET /users/42 HTTP/1.1\" 200 OK"#
        ).replacingOccurrences(
            of:
                #"203.0.113.9 - - [21/Nov/2026:05:06:39 +0000] \"GET /users/7?x=1 HTTP/1.1\" 200 512 \"-\" \"curl/8.5.0\""#,
            with: #"INFO:     203.0.113.9:50000 - \"GET /users/7?x=1 HTTP/1.1\" 200 OK"#
        ).replacingOccurrences(
            of: #"203.0.113.9 - - [21/Nov/2026:05:06:38 +0000] \"POST /orders HTTP/1.1\" 201 64 \"-\" \"curl/8.5.0\""#,
            with: #"INFO:     203.0.113.9:50000 - \"POST /orders HTTP/1.1\" 201 Created"#)
        #expect(!untimed.contains("[21/Nov/2026"))
        let report = try Self.analyze(Self.pretty(untimed), name: "\(name).json", jobs: 1)
        #expect(report.inputs.map(\.logFormat) == ["json+uvicorn"])
        #expect(report.routes.map(\.hits) == [2, 1] && report.totals.untimed == 0)
        #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_599))
    }

    /// Spring Boot Actuator's HTTP exchanges as `curl …/actuator/httpexchanges` saves them (Jackson's pretty printer,
    /// Boot 3: `timeTaken` an ISO 8601 duration) or Boot 2's `…/actuator/httptrace` (`traces`, `timeTaken` in ms).
    static func springBootExchanges(boot2: Bool) -> String {
        let requests = [("GET", "/users/42", 200), ("POST", "/orders", 201), ("GET", "/users/7?x=1", 200)]
        let entries = requests.enumerated().map { index, request in
            let timeTaken = boot2 ? "\(16 + index)" : "\"PT0.01\(6 + index)S\""
            return """
                {
                    "timestamp" : "2026-11-21T05:06:3\(7 + index)Z",
                    "request" : {
                      "uri" : "http://localhost:8080\(request.1)",
                      "method" : "\(request.0)",
                      "headers" : {
                        "User-Agent" : [ "curl/8.5.0" ]
                      }
                    },
                    "response" : {
                      "status" : \(request.2),
                      "headers" : { }
                    },
                    "timeTaken" : \(timeTaken)
                  }
                """
        }
        return "{\n  \"\(boot2 ? "traces" : "exchanges")\" : [ " + entries.joined(separator: ", ") + " ]\n}\n"
    }

    @Test("Spring Boot Actuator's HTTP exchanges, saved: each exchange a request, with its time and time taken")
    func springBootActuator() throws {
        for boot2 in [false, true] {
            for jobs in [1, 3] {
                let report = try Self.analyze(
                    Self.springBootExchanges(boot2: boot2), name: "httpexchanges.json", jobs: jobs)
                #expect(report.inputs.map(\.logFormat) == ["spring-boot-exchanges"])
                #expect(report.routes.map(\.hits) == [2, 1])
                #expect(report.totals.malformed == 0 && report.totals.untimed == 0 && report.totals.lines == 3)
                #expect(report.routes[0].seen == TimeRange(first: 1_795_237_597, last: 1_795_237_599))
                // 16 and 18 ms for the users route's two requests.
                #expect(report.routes[0].latency?.maxMicros == 18_000)
                #expect(report.routes[1].latency?.maxMicros == 17_000)
            }
        }
    }

    @Test("JSON lines whose entries hold an events array of their own stay lines: their requests are read")
    func jsonLinesWithArrays() throws {
        let text =
            Self.lines.map { line in
                #"{"message":"# + Self.quoted(line)
                    + #","events":[{"message":"cache miss"},{"message":"upstream ok"}]}"#
            }.joined(separator: "\n") + "\n"
        let report = try Self.analyze(text, name: "app.log", jobs: 1)
        #expect(report.inputs.map(\.logFormat) == ["json+combined"])
        #expect(report.routes.map(\.hits) == [2, 1] && report.totals.lines == 3)
    }
}
