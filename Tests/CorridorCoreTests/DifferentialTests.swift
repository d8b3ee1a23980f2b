import CorridorCore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random route tables and URLs drawn from small vocabularies, so that routes overlap a lot.
struct RandomRoutes {
    var random: SplitMix64
    static let literals = [
        "a", "b", "users", "Users", "1", "42", "-7", "true", "café", "x y", "a,b", "%zz", "deadbeef",
    ]
    static let types = ["int", "string", "bool", "[int]", "hex", "uuid", "[string]", "uint", "double"]
    static let names = ["q", "r", "s"]
    static let values = ["1", "x", "", "abc", "1,2", "%31", "tr%75e", "yes", "-5", "1,,2", "%zz", "deadbeef", "email"]

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func format(names used: inout Set<String>) -> (method: String?, format: String) {
        var text = ""
        if chance(12) {
            text = pick(["https://example.com", "app://", "app://", "HTTP://Example.com", "http://example.com:8080"])
        }
        var path = ""
        // Custom-scheme hosts compare case-insensitively: often start an `app://` route with a cased literal.
        if text == "app://" && chance(50) { path += "/" + pick(["users", "Users"]) }
        let count = Int(random.next() % 4)
        for index in 0..<count {
            if chance(50) {
                path += "/" + pick(Self.literals)
            } else {
                let name = "p\(index)"
                path += "/:\(name)" + (chance(20) ? "" : "{\(pick(Self.types))}")
            }
        }
        if chance(12) { path += "/" + pick(["*", ".*"]) }
        if text == "app://" {
            text += path.isEmpty ? "" : String(path.dropFirst())
        } else {
            text += path.isEmpty ? "/" : path
        }
        var items: [String] = []
        for name in Self.names where chance(20) && !used.contains(name) {
            let spec =
                switch random.next() % 5 {
                case 0: "{\(pick(Self.types))}"
                case 1: "{\(pick(Self.types))?}"
                case 2: "{'\(pick(["x", "email", "1", "a b"]))'}"
                case 3: ""
                default: "{string?}"
                }
            items.append(":\(name)\(spec)")
        }
        if !items.isEmpty { text += (chance(50) ? "/?" : "?") + items.joined(separator: "&") }
        let method: String? = chance(25) ? pick(["GET", "POST"]) : nil
        return (method, text)
    }

    mutating func segment() -> String {
        switch random.next() % 10 {
        case 0: return String(Int(random.next() % 2000) - 1000)
        case 1:
            return pick([
                "%61", "caf%C3%A9", "x%20y", "a%2Cb", "%2531", "%", "tr%75e", "123e4567-e89b-12d3-a456-426614174000",
            ])
        case 2: return pick(["1,2", "1,,2", "yes", "no", "DEADBEEF", "+5", "1.5e3", "", "USERS", "uSeRs", "%55sers"])
        default: return pick(Self.literals)
        }
    }

    mutating func target() -> (method: String?, target: String) {
        if chance(2) { return (nil, pick(["*", "-", "example.com:443", "", "\u{16}\u{03}"])) }
        var text = pick([
            "", "", "", "https://example.com", "http://EXAMPLE.com:8080", "https://other.org", "app:/", "APP:/",
        ])
        var count = Int(random.next() % 5)
        if text.hasSuffix(":/") && count > 0 && chance(50) {
            text += "/" + pick(["users", "USERS", "Users", "uSeRs", "%55sers"])
            count -= 1
        }
        for _ in 0..<count { text += (chance(5) ? "//" : "/") + segment() }
        if count == 0 || chance(10) { text += "/" }
        if chance(40) {
            var items: [String] = []
            for _ in 0..<Int(random.next() % 4) {
                let name = chance(90) ? pick(Self.names) : pick(["Q", "%71", "z"])
                items.append(chance(10) ? name : "\(name)=\(pick(Self.values))")
            }
            text += "?" + items.joined(separator: "&")
        }
        if chance(5) { text += "#frag?q=1" }
        return (chance(30) ? pick(["GET", "POST", "PUT"]) : nil, text)
    }

    /// A route template as a gateway logs it (origin-form or http(s)), its segments drawn from ``segment()`` and from
    /// placeholders (`{id}`, a last `{proxy+}`) and near-misses (`{}`, `{a{b}`, `%7Bid%7D`, `{+}`).
    mutating func templateTarget() -> (method: String?, target: String) {
        var text = pick(["", "", "", "https://example.com"])
        let count = Int(random.next() % 5)
        for index in 0..<count {
            if chance(45) {
                let last = index == count - 1
                text += "/" + pick(last ? ["{proxy+}", "{id}", "{p+}", "{+}"] : ["{id}", "{userId}", "{p+}"])
            } else if chance(10) {
                text += "/" + pick(["{}", "{a{b}", "%7Bid%7D", "{x", "x}", "{{y}}"])
            } else {
                text += "/" + segment()
            }
        }
        if count == 0 { text += "/" }
        if chance(20) { text += "?" + pick(["q=1", "r=x", "s", "q=1,2&r=email"]) }
        return (chance(30) ? pick(["GET", "POST", "PUT"]) : nil, text)
    }

    mutating func table() -> RouteTable {
        var types = TypeRegistry.standard
        for extra in ["uint", "double", "uuid", "hex"] { try! types.registerExtra(named: extra) }
        let parser = FormatParser(types: types)
        var routes: [Route] = []
        let count = 1 + Int(random.next() % 24)
        while routes.count < count {
            var used: Set<String> = []
            let (method, text) = format(names: &used)
            guard let format = try? parser.parse(text) else { continue }
            routes.append(Route(name: "r\(routes.count)", method: method, format: format))
        }
        return try! RouteTable(routes: routes, types: types)
    }
}

@Suite("Differential: trie vs linear reference")
struct DifferentialTests {
    /// 100,000 cases by default; `CORRIDOR_DIFFERENTIAL_CASES=10000000` for a nightly run.
    static var caseCount: Int {
        getenv("CORRIDOR_DIFFERENTIAL_CASES").flatMap { Int(String(cString: $0)) } ?? 100_000
    }

    /// A differential run: random tables from `seed` (or `CORRIDOR_DIFFERENTIAL_SEED`), 100 cases each, until `count`
    /// cases are checked. `check` draws a case from the generator, compares the trie with the reference and returns a
    /// mismatch's description (nil when they agree) and whether the case counts toward the run's coverage figure.
    /// Returns the cases checked, those counted and the mismatches (the first five recorded as issues).
    static func run(
        seed: UInt64, cases count: Int,
        _ check: (inout RandomRoutes, RouteTable, ReferenceMatcher, MatchScratch) -> (mismatch: String?, counts: Bool)
    ) -> (checked: Int, counted: Int, failures: Int) {
        let seed = getenv("CORRIDOR_DIFFERENTIAL_SEED").flatMap { UInt64(String(cString: $0)) } ?? seed
        var generator = RandomRoutes(random: SplitMix64(seed: seed))
        let scratch = MatchScratch()
        var checked = 0
        var counted = 0
        var failures = 0
        while checked < count {
            let table = generator.table()
            let reference = ReferenceMatcher(table: table)
            for _ in 0..<100 {
                let (mismatch, counts) = check(&generator, table, reference, scratch)
                if let mismatch {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "\(mismatch)\nroutes: \(table.routes.map { ($0.method ?? "") + " " + $0.format.text })")
                    }
                }
                if counts { counted += 1 }
                checked += 1
            }
        }
        return (checked, counted, failures)
    }

    @Test("random tables and URLs: the trie returns exactly the first match of a linear scan")
    func trieEqualsReference() {
        let (checked, matched, failures) = Self.run(seed: 0xC0441D07, cases: Self.caseCount) {
            generator, table, reference, scratch in
            let (method, target) = generator.target()
            let expected = reference.match(target, method: method)
            let actual = table.match(target, method: method, scratch: scratch)
            let mismatch =
                expected == actual
                ? nil : "mismatch for \(method ?? "-") \(target): trie \(actual), reference \(expected)"
            return (mismatch, expected.routeIndex != nil)
        }
        #expect(failures == 0)
        // The generator must exercise matches, not only misses.
        #expect(matched > checked / 20)
    }

    @Test("route templates: the trie's template walk returns exactly the first match of a linear scan reading them")
    func templateEqualsReference() {
        let (checked, matchedByPlaceholder, failures) = Self.run(seed: 0x7E3A, cases: Self.caseCount / 4) {
            generator, table, reference, scratch in
            let (method, target) = generator.templateTarget()
            let expected = reference.match(target, method: method, isTemplate: true)
            var text = target
            let actual = text.withUTF8 { bytes in
                guard let method else { return table.match(template: bytes, method: nil, scratch: scratch) }
                return Array(method.utf8).withUnsafeBufferPointer {
                    table.match(template: bytes, method: $0, scratch: scratch)
                }
            }
            let mismatch =
                expected == actual
                ? nil : "template mismatch for \(method ?? "-") \(target): trie \(actual), reference \(expected)"
            // A match the placeholders decided: a URL reading would not make it.
            return (mismatch, expected.routeIndex != nil && reference.match(target, method: method) != expected)
        }
        #expect(failures == 0)
        #expect(matchedByPlaceholder > checked / 50)
    }

    @Test("fallthrough: from a lower bound, the trie returns the first match at or after it, like the scan")
    func lowerBoundEqualsReference() {
        let (checked, fellThrough, failures) = Self.run(seed: 0xFA11, cases: Self.caseCount / 10) {
            generator, table, reference, scratch in
            let (method, target) = generator.target()
            // The bound a refused first match falls through to, and a random one.
            let first = reference.match(target, method: method).routeIndex ?? -1
            var mismatches: [String] = []
            var fell = false
            for bound in [first + 1, Int(generator.random.next() % UInt64(table.count + 1))] {
                let expected = reference.match(target, method: method, from: bound)
                let actual = table.match(target, method: method, from: bound, scratch: scratch)
                if expected != actual {
                    mismatches.append(
                        "mismatch from route \(bound) for \(method ?? "-") \(target): trie \(actual), reference \(expected)"
                    )
                }
                if bound > 0, expected.routeIndex != nil { fell = true }
            }
            return (mismatches.isEmpty ? nil : mismatches.joined(separator: "\n"), fell)
        }
        #expect(failures == 0)
        // Some URLs must match a second route after their first.
        #expect(fellThrough > checked / 100)
    }
}
