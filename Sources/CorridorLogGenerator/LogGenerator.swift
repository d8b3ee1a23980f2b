import Foundation
import CorridorCore

/// Writes realistic access-log lines (Combined Log Format, optionally with nginx's `$request_time`
/// appended) for a route table, deterministically from a seed: Zipf-skewed route popularity, typed
/// param values (integers, UUIDs, hex, words with percent-escapes…), query strings that satisfy the
/// routes' query constraints plus tracking params, methods, status codes, referers and user agents;
/// a share of scanner noise that should match nothing (`/wp-login.php`, `/.env`, `/api/v9/items/123`),
/// of requests that are not URLs (`-`, `CONNECT`, TLS bytes) and of malformed lines.
///
/// ```swift
/// var generator = LogGenerator(routes: table, configuration: .init(seed: 42))
/// let text = generator.text(lines: 10_000)     // or nextLine() one by one, with what each line is
/// ```
public struct LogGenerator {
    /// The knobs of a generated log.
    public struct Configuration: Sendable {
        /// The seed: the same seed, table and configuration always give the same lines.
        public var seed: UInt64
        /// Share of requests made as scanner noise (meant to be unmatched).
        public var unmatchedShare: Double
        /// Share of lines whose request is not a URL.
        public var invalidShare: Double
        /// Share of malformed lines.
        public var malformedShare: Double
        /// The Zipf exponent of route popularity (1 ≈ web traffic; 0 = uniform).
        public var zipfExponent: Double
        /// Appends a request time in seconds (nginx `$request_time`): read such logs with
        /// `LogFormatSpec.combinedWithRequestTime` (CorridorLogFormats).
        public var includesRequestTime: Bool
        /// Unix time of the first line.
        public var startTime: Int64
        /// Names of routes never requested (dead routes, for coverage reports).
        public var idleRoutes: Set<String>
        /// What the unmatched requests look like.
        public var unmatchedMix: UnmatchedMix
        /// The UTC offsets (in minutes) the timestamps are written in, one after the other line by line (`[0]`:
        /// all `+0000`); the instants are the same whatever the offsets, only their local spelling changes.
        public var utcOffsetMinutes: [Int] = [0]

        /// A configuration; defaults: 6% noise, 0.5% invalid requests, 0.5% malformed lines, Zipf 1.1,
        /// no request time, starting 2024-01-31 10:00:00 UTC.
        public init(
            seed: UInt64 = 1, unmatchedShare: Double = 0.06, invalidShare: Double = 0.005,
            malformedShare: Double = 0.005, zipfExponent: Double = 1.1, includesRequestTime: Bool = false,
            startTime: Int64 = 1_706_695_200, idleRoutes: Set<String> = [], unmatchedMix: UnmatchedMix = .scanner
        ) {
            self.seed = seed
            self.unmatchedShare = unmatchedShare
            self.invalidShare = invalidShare
            self.malformedShare = malformedShare
            self.zipfExponent = zipfExponent
            self.includesRequestTime = includesRequestTime
            self.startTime = startTime
            self.idleRoutes = idleRoutes
            self.unmatchedMix = unmatchedMix
        }
    }

    /// What the unmatched requests of a generated log look like.
    public enum UnmatchedMix: String, Sendable, CaseIterable {
        /// A few dozen scanner paths and a few id-carrying shapes: few distinct paths.
        case scanner
        /// Real traffic: static assets with content hashes, ids under retired API prefixes, bots
        /// walking random paths (a new path almost every line), and some scanner paths.
        case realistic
    }

    private let table: RouteTable
    private let configuration: Configuration
    private var random: SplitMix64
    /// Routes that can be generated, by popularity rank, and the cumulative Zipf weights.
    private let ranked: [Int]
    private let cumulative: [Double]
    private var clock: Int64
    private var lineNumber = 0

    /// A generator for `routes` (routes whose param types no candidate value satisfies are skipped, as
    /// are ``Configuration/idleRoutes``).
    public init(routes: RouteTable, configuration: Configuration = Configuration()) {
        table = routes
        self.configuration = configuration
        random = SplitMix64(seed: configuration.seed)
        clock = configuration.startTime
        var usable = routes.routes.indices.filter {
            !configuration.idleRoutes.contains(routes.routes[$0].name)
                && LogGenerator.canGenerate(routes.routes[$0], types: routes.types)
        }
        // A seeded shuffle, so popularity does not follow file order.
        for index in usable.indices.reversed() where index > 0 {
            usable.swapAt(index, random.next(below: index + 1))
        }
        ranked = usable
        var total = 0.0
        cumulative = usable.indices.map { rank in
            total += 1 / pow(Double(rank + 1), configuration.zipfExponent)
            return total
        }
    }

    /// The current time as an access-log timestamp, in this line's UTC offset.
    private func timestamp() -> String {
        let offsets = configuration.utcOffsetMinutes.isEmpty ? [0] : configuration.utcOffsetMinutes
        return AccessLogTimestamp.format(clock, offsetMinutes: offsets[lineNumber % offsets.count])
    }

    /// The next line with what it is.
    public mutating func nextLine() -> GeneratedLine {
        clock += Int64(random.next(below: 3))
        lineNumber += 1
        let roll = random.unit()
        if roll < configuration.malformedShare { return malformedLine() }
        if roll < configuration.malformedShare + configuration.invalidShare { return invalidLine() }
        if ranked.isEmpty
            || roll < configuration.malformedShare + configuration.invalidShare + configuration.unmatchedShare
        {
            let target = noiseTarget()
            let method = random.chance(0.9) ? "GET" : random.pick(["POST", "HEAD"])
            return requestLine(
                method: method, target: target, status: random.pick([404, 404, 404, 403, 400]), route: nil)
        }
        let route = ranked[pickRank()]
        let (method, target) = request(for: table.routes[route])
        return requestLine(method: method, target: target, status: status(for: method), route: route)
    }

    /// `count` lines, in order.
    public mutating func lines(_ count: Int) -> [GeneratedLine] {
        (0..<count).map { _ in nextLine() }
    }

    /// `count` lines as log text, each followed by a line feed.
    public mutating func text(lines count: Int) -> String {
        var output = ""
        for _ in 0..<count {
            output += nextLine().text
            output += "\n"
        }
        return output
    }

    // MARK: Requests for routes

    private mutating func pickRank() -> Int {
        let target = random.unit() * cumulative[cumulative.count - 1]
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] <= target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func request(for route: Route) -> (method: String, target: String) {
        let method = route.method ?? weightedMethod()
        var path = ""
        for segment in route.format.segments {
            switch segment {
            case .literal(let text):
                path += "/" + ValueSynthesizer.percentEncode(text)
            case .param(_, let type):
                let value = table.types[type.base].flatMap {
                    ValueSynthesizer.value(of: $0, list: type.isList, using: &random)
                }
                path += "/" + (value ?? "x")
            case .catchAll:
                for _ in 0..<random.next(in: 0...3) { path += "/" + random.pick(ValueSynthesizer.words) }
            }
        }
        if path.isEmpty || (random.chance(0.03) && !route.format.endsWithCatchAll) { path += "/" }
        var items: [String] = []
        for constraint in route.format.query {
            switch constraint.rule {
            case .required(let type):
                items.append(queryItem(constraint.name, type))
            case .optional(let type):
                if random.chance(0.5) { items.append(queryItem(constraint.name, type)) }
            case .literal(let value):
                items.append(
                    ValueSynthesizer.percentEncode(constraint.name) + "=" + ValueSynthesizer.percentEncode(value))
            }
        }
        if random.chance(0.15) {
            items.append(
                random.pick([
                    "utm_source=newsletter", "utm_medium=email", "page=\(random.next(in: 1...20))",
                    "ref=home", "q=" + ValueSynthesizer.percentEncode(random.pick(ValueSynthesizer.escapedWords)),
                ]))
        }
        if !table.globalParams.isEmpty && random.chance(0.1) {
            items.append(
                ValueSynthesizer.percentEncode(random.pick(table.globalParams)) + "="
                    + random.pick(ValueSynthesizer.words))
        }
        if items.count > 1 && random.chance(0.3) { items.shuffle(using: &random) }
        let query = items.isEmpty ? "" : "?" + items.joined(separator: "&")
        return (method, prefix(for: route) + path + query)
    }

    private mutating func queryItem(_ name: String, _ type: TypeReference) -> String {
        let value = table.types[type.base].flatMap { ValueSynthesizer.value(of: $0, list: type.isList, using: &random) }
        return ValueSynthesizer.percentEncode(name) + "=" + (value ?? "")
    }

    /// `scheme://host` for a route tied to a link source (or now and then an absolute-form target),
    /// else "" (origin-form).
    private mutating func prefix(for route: Route) -> String {
        let sources = route.effectiveSources
        if !sources.isEmpty {
            let source = random.pick(sources)
            if source.isUniversalLink { return "\(source.scheme)://\(source.host ?? "example.com")" }
            return "\(source.scheme):/"
        }
        return random.chance(0.01) ? "http://www.example.com" : ""
    }

    private mutating func weightedMethod() -> String {
        let roll = random.next(below: 100)
        switch roll {
        case 0..<80: return "GET"
        case 80..<90: return "POST"
        case 90..<94: return "HEAD"
        case 94..<97: return "PUT"
        case 97..<99: return "DELETE"
        default: return "PATCH"
        }
    }

    private mutating func status(for method: String) -> Int {
        let roll = random.next(below: 1000)
        switch roll {
        case 0..<5: return 500 + random.pick([0, 2, 3, 4])
        case 5..<40: return 404
        case 40..<55: return random.pick([400, 401, 403, 429])
        case 55..<100: return 304
        case 100..<120: return random.pick([301, 302])
        case 120..<121: return 101
        default: return method == "POST" ? 201 : 200
        }
    }

    // MARK: Noise, invalid and malformed lines

    private mutating func noiseTarget() -> String {
        if configuration.unmatchedMix == .realistic {
            switch random.next(below: 20) {
            case 0..<6: return hashedAsset()
            case 6..<13: return retiredAPIPath()
            case 13..<18: return botPath()
            default: break
            }
        }
        switch random.next(below: 10) {
        case 0: return "/api/v9/items/\(random.next(in: 1...99_999))"
        case 1: return "/api/v9/users/\(ValueSynthesizer.uuid(using: &random))/orders/\(random.next(in: 1...9999))"
        case 2: return "/assets/\(ValueSynthesizer.hex(count: 12, using: &random))"
        case 3: return "/reports/" + AccessLogTimestamp.isoDate(days: clock / 86_400 - Int64(random.next(below: 30)))
        case 4: return "/legacy/catalog/\(random.next(in: 1...500))/page/\(random.next(in: 1...9))?sort=price"
        default:
            return random.pick([
                "/wp-login.php", "/.env", "/.git/config", "/phpmyadmin/index.php", "/admin/config.php", "/xmlrpc.php",
                "/wp-admin/setup-config.php", "/cgi-bin/luci/;stok=/locale",
                "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
                "/.aws/credentials", "/server-status", "/actuator/health", "/boaform/admin/formLogin",
                "/wp-content/plugins/../../wp-config.php", "/%2e%2e/%2e%2e/etc/passwd",
                "/index.php?s=/Index/\\think\\app/invokefunction",
            ])
        }
    }

    /// `/static/js/vendor-3f9a1c2e7d.js`: a content-hashed asset of an old deployment.
    private mutating func hashedAsset() -> String {
        let (folder, ext) = random.pick([
            ("js", "js"), ("js", "js.map"), ("css", "css"), ("img", "png"), ("img", "webp"), ("fonts", "woff2"),
        ])
        let name = random.pick(["app", "vendor", "main", "runtime", "chunk", "polyfills", "logo", "hero", "inter"])
        let hash = ValueSynthesizer.hex(count: random.pick([8, 10, 16, 20]), using: &random)
        return "/static/\(folder)/\(name)-\(hash).\(ext)"
    }

    /// `/api/v1/orders/83121/items/7`: an id-carrying path under an API version that was retired.
    private mutating func retiredAPIPath() -> String {
        let version = random.pick(["v0", "v1", "v2", "beta"])
        let resource = random.pick(["orders", "users", "carts", "invoices", "sessions", "products", "accounts"])
        switch random.next(below: 4) {
        case 0: return "/api/\(version)/\(resource)/\(ValueSynthesizer.uuid(using: &random))"
        case 1:
            let sub = random.pick(["items", "events", "notes", "payments"])
            return "/api/\(version)/\(resource)/\(random.next(in: 1...9_999_999))/\(sub)/\(random.next(in: 1...999))"
        default: return "/api/\(version)/\(resource)/\(random.next(in: 1...9_999_999))"
        }
    }

    /// `/old/qzvk.php.bak`: a bot walking made-up paths, a new shape almost every time.
    private mutating func botPath() -> String {
        var path = ""
        for _ in 0..<random.next(in: 1...3) { path += "/" + token() }
        return path + random.pick(["", ".php", ".asp", ".bak", ".sql", ".zip", "/", ".html"])
    }

    private mutating func token() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789_-".unicodeScalars)
        var text = ""
        for _ in 0..<random.next(in: 3...10) { text.unicodeScalars.append(letters[random.next(below: letters.count)]) }
        return text
    }

    private mutating func invalidLine() -> GeneratedLine {
        let request = random.pick([
            "-", "CONNECT www.example.com:443 HTTP/1.1", "\\x16\\x03\\x01\\x02\\x00\\x01\\x00\\x01\\xFC\\x03\\x03",
            "", "OPTIONS * HTTP/1.1",
        ])
        let client = address()
        let line = "\(client) - - [\(timestamp())] \"\(request)\" 400 150 \"-\" \"-\""
        return GeneratedLine(
            text: line + (configuration.includesRequestTime ? " 0.000" : ""), kind: .invalidRequest,
            fields: GeneratedLine.Fields(
                client: client, user: "-", seconds: clock, method: "-", target: request, status: 400, bytes: 150,
                referer: "-", agent: "-", millis: 0))
    }

    private mutating func malformedLine() -> GeneratedLine {
        let full = "\(address()) - - [\(timestamp())] \"GET /index.html HTTP/1.1\" 200 512"
        let text: String
        switch random.next(below: 5) {
        case 0: text = ""
        case 1: text = String(full.prefix(full.count * 2 / 3))  // cut inside the request field
        case 2: text = "GET /index.html HTTP/1.1"  // no timestamp
        case 3: text = "\(address()) - - [\(timestamp())] \"GET / HTTP/1.1\" OK 512"  // bad status
        default: text = "#Fields: date time cs-method cs-uri-stem sc-status"
        }
        return GeneratedLine(text: text, kind: .malformed)
    }

    // MARK: Line assembly

    private mutating func requestLine(method: String, target: String, status: Int, route: Int?) -> GeneratedLine {
        let user = random.chance(0.05) ? random.pick(["alice", "bob", "deploy"]) : "-"
        let bytes = status == 304 || method == "HEAD" ? 0 : random.next(in: 120...48_000)
        let referer =
            random.chance(0.5)
            ? "-"
            : random.pick([
                "https://www.example.com/", "https://www.google.com/", "https://news.ycombinator.com/",
                "https://www.example.com/search?q=corridor",
            ])
        let logged = target.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        let client = address()
        let agent = random.pick(LogGenerator.userAgents)
        var line = "\(client) - \(user) [\(timestamp())] \"\(method) \(logged) HTTP/1.1\" "
        line += "\(status) \(bytes) \"\(referer)\" \"\(agent)\""
        // Drawn only when written, so that logs without request times stay the same for a seed.
        let time = configuration.includesRequestTime ? requestTime(route: route) : (text: "", millis: 0)
        if configuration.includesRequestTime { line += " " + time.text }
        return GeneratedLine(
            text: line, kind: .request(method: method, target: target, route: route),
            fields: GeneratedLine.Fields(
                client: client, user: user, seconds: clock, method: method, target: target, status: status, bytes: bytes,
                referer: referer, agent: agent, millis: time.millis))
    }

    /// Seconds with millisecond resolution, log-normal-ish around a per-route base latency (and the milliseconds).
    private mutating func requestTime(route: Int?) -> (text: String, millis: Int) {
        let base = Double(5 + ((route ?? 7) * 37) % 120)
        var millis = base * (0.4 + random.unit() * 1.2)
        if random.chance(0.05) { millis *= 4 + random.unit() * 20 }
        let whole = Int(millis.rounded())
        let fraction = String(whole % 1000)
        return ("\(whole / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction, whole)
    }

    private mutating func address() -> String {
        "\(random.pick([203, 198, 192, 81, 93, 151, 185])).\(random.next(below: 256)).\(random.next(below: 256))"
            + ".\(random.next(in: 1...254))"
    }

    static let userAgents = [
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:122.0) Gecko/20100101 Firefox/122.0",
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
        "curl/8.5.0", "python-requests/2.31.0", "Go-http-client/2.0",
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 zgrab/0.x",
    ]

    /// Whether every typed param of `route` can be given a value.
    static func canGenerate(_ route: Route, types: TypeRegistry) -> Bool {
        var references: [TypeReference] = []
        for segment in route.format.segments {
            if case .param(_, let type) = segment { references.append(type) }
        }
        for constraint in route.format.query {
            switch constraint.rule {
            case .required(let type): references.append(type)
            case .optional, .literal: break
            }
        }
        return references.allSatisfy { reference in
            types[reference.base].map(ValueSynthesizer.canSynthesize) ?? false
        }
    }
}
