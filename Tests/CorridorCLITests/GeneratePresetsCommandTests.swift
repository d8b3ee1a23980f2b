import Foundation
import Testing

/// `corridor generate --log-format NAME` writes the same traffic in every preset's layout; read back with no
/// flag (detection), every preset gives exactly the per-route hits of the Combined original, with times.
@Suite("corridor generate --log-format: every preset round-trips")
struct GeneratePresetsCommandTests {
    static let presets = [
        "combined", "common", "combined-us", "combined-timed", "vhost-combined", "apache-ssl-request", "ingress-nginx",
        "traefik", "aws-alb",
        "aws-elb",
        "aws-cloudfront", "aws-cloudfront-json", "aws-cloudfront-realtime", "w3c", "iis-native", "aws-s3", "haproxy",
        "envoy",
        "istio", "heroku-router", "squid",
        "gcs", "jsonl",
        "caddy", "traefik-json", "istio-json", "gcp-http-lb", "gcp-endpoints", "cloudflare", "azure-frontdoor",
        "azure-appgateway",
        "cri+combined", "cri+aws-alb", "docker+caddy", "docker+w3c", "compose+combined", "compose+caddy",
        "timestamped+combined", "timestamped+traefik-json", "cloudwatch+caddy", "fly+combined", "syslog+combined",
        "syslog+ingress-nginx", "json+combined",
        "kubectl+combined", "stern+envoy", "stern+combined", "fluent+json+combined", "csv+combined", "fluent-nginx",
        "akamai-datastream-structured",
        "json+haproxy", "combined-kv", "combined-xff-timed", "combined-ms", "common-timed", "common-us", "common-ms",
        "combined-s", "common-s",
        "nginx-proxy-manager",
        "pihole", "uvicorn", "morgan", "gin", "go-zero", "json+go-zero", "cri+go-zero", "negroni", "vapor",
        "hummingbird", "strapi", "hanami", "hanami-json", "couchdb", "helidon", "chi", "php-builtin", "uwsgi",
        "lograge", "lograge-json", "echo",
        "vercel", "kong", "gravitee", "edgio", "flog", "fastly", "dskit", "influxdb", "hapi-good", "openstack", "vespa",
        "railway", "pino", "azure-appservice", "gcp-appengine",
        "akamai-datastream", "akamai-cloudmonitor",
        "apisix", "combined-t-d", "tyk", "zerolog", "zap", "roadrunner", "console+roadrunner", "logfmt+tyk",
        "azure-apim", "hypercorn", "actix",
        "reactor-netty", "aws-apigateway", "heroku+combined", "ecs", "cloudflare-workers", "zeek", "alibaba-cdn",
        "ngrok", "ltsv+jsonl", "bunkerweb", "zoraxy",
        "suricata", "kubernetes-audit", "huawei-cdn", "huawei-elb", "ucloud-cdn", "tencent-edgeone", "aws-vpc-lattice",
        "tencent-clb", "tencent-cos", "cisco-umbrella", "bluecoat",
        "zscaler-web", "vmware-cws", "kuma", "tencent-cdn-realtime", "alibaba-cdn-realtime", "huawei-cdn-lts", "wpvip",
        "gcore", "netlify", "yandex-alb", "cloudflare-gateway", "drogon", "shelf", "hertz", "syslog+pound",
        "salvo", "discourse", "combined-length-timed", "combined-time-before-referer",
        "koa", "hono",
        "granian",
        "sanic", "http-server", "ktor", "aws-waf", "phoenix", "php-fpm", "matomo", "confluence", "jira", "bitbucket",
        "iris", "gandi",
        "hue", "tower-http", "warp", "gitea", "gorouter", "glassfish", "tornado", "daphne", "artifactory", "kemal",
        "keycdn", "beego", "liberty-json", "oauth2-proxy", "ceph-rgw", "nexus", "slog", "serilog", "serilog-json",
        "f5-bigip", "logfmt+fortiweb", "express-winston", "symfony-cli", "cef+imperva", "syslog+cef+imperva",
        "cef+cef-http",
        "barracuda", "splunk", "spring-boot-exchanges", "iis-json", "kibana", "apisix-json",
        "pomerium", "byteplus-cdn", "skipper", "skipper-json", "apicast",
    ]

    /// Presets whose vendors write no time: their requests are counted untimed.
    static let untimed: Set<String> = [
        "uvicorn", "morgan", "lograge", "aspnetcore", "hypercorn", "koa", "hono", "phoenix", "vapor",
    ]

    static func hits(_ text: String) throws -> [String: Int] {
        let document = try JSONDocument(text)
        let routes = try #require(document.value("routes") as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: routes.compactMap { route in
                (route["name"] as? String).map { ($0, route["hits"] as? Int ?? -1) }
            })
    }

    @Test(arguments: presets)
    func roundTrip(preset: String) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let original = try runner.run([
            "generate", "-r", "routes.txt", "--lines", "300", "--seed", "5", "--log-format", "combined", "-o",
            "original.log",
        ])
        try #require(original.status == 0, "\(original)")
        let generated = try runner.run([
            "generate", "-r", "routes.txt", "--lines", "300", "--seed", "5", "--log-format", preset, "-o",
            "\(preset).log",
        ])
        try #require(generated.status == 0, "\(generated)")
        let expected = try runner.run(["analyze", "-r", "routes.txt", "original.log", "--output", "json"])
        let actual = try runner.run(["analyze", "-r", "routes.txt", "\(preset).log", "--output", "json"])
        #expect(actual.status == 0, "\(actual)")
        #expect(try Self.hits(actual.stdout) == Self.hits(expected.stdout))
        let document = try JSONDocument(actual.stdout)
        let inputs = try #require(document.value("inputs") as? [[String: Any]])
        #expect(inputs.first?["logFormat"] as? String == preset)
        #expect(
            document.int("totals.untimed")
                == (Self.untimed.contains(preset)
                    ? document.int("totals.matched")! + document.int("totals.unmatched")! : 0))
    }

    @Test("AWS WAF's entries as Firehose delivers them to S3, one after another without line feeds: read as JSON lines")
    func concatenatedWAFEntries() throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        let generated = try runner.run([
            "generate", "-r", "routes.txt", "--lines", "300", "--seed", "5", "--log-format", "aws-waf", "-o", "waf.log",
        ])
        try #require(generated.status == 0, "\(generated)")
        // The entries (not the generator's stray lines of other text).
        let entries = try runner.read("waf.log").split(separator: "\n").filter { $0.hasPrefix("{") }
        // Firehose's objects end to end, a few records cut into lines of their own here and there.
        let concatenated = entries.enumerated().map { $0.offset % 97 == 96 ? $0.element + "\n" : String($0.element) }
        try runner.write("firehose.log", concatenated.joined())
        let expected = try runner.run(["analyze", "-r", "routes.txt", "waf.log", "--output", "json"])
        for jobs in ["1", "8"] {
            let actual = try runner.run([
                "analyze", "-r", "routes.txt", "firehose.log", "--jobs", jobs, "--output", "json",
            ])
            #expect(actual.status == 0, "\(actual)")
            #expect(try Self.hits(actual.stdout) == Self.hits(expected.stdout))
            let document = try JSONDocument(actual.stdout)
            #expect(document.string("inputs.0.logFormat") == "aws-waf")
            #expect(
                document.int("totals.lines") == entries.count && document.int("totals.malformed") == 0,
                "\(String(describing: document.value("totals")))")
        }
    }

    @Test(
        "a W3C log keeps the columns its header declares: the generator's stray #Fields noise is written as #Remark",
        arguments: ["aws-cloudfront", "w3c"])
    func w3cNoiseDeclaresNoColumns(preset: String) throws {
        let runner = try CorridorRunner()
        defer { runner.removeDirectory() }
        try runner.write("routes.txt", RoutesFixtures.valid)
        for name in ["combined", preset] {
            let generated = try runner.run(
                [
                    "generate", "-r", "routes.txt", "--lines", "4000", "--seed", "9", "--log-format", name, "-o",
                    "\(name).log",
                ])
            try #require(generated.status == 0, "\(generated)")
        }
        let lines = try String(contentsOf: runner.directory.appendingPathComponent("\(preset).log"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("#Fields:") }.count == 1)
        #expect(lines.contains { $0.hasPrefix("#Remark:") })
        let expected = try runner.run(["analyze", "-r", "routes.txt", "combined.log", "--output", "json"])
        let actual = try runner.run(["analyze", "-r", "routes.txt", "\(preset).log", "--output", "json"])
        #expect(try Self.hits(actual.stdout) == Self.hits(expected.stdout))
    }
}
