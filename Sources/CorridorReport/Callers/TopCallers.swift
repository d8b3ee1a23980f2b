/// A route's top callers (user agents or client addresses): a bounded heavy-hitter table of at most
/// ``CallerOptions/capacity`` rows with its error bound, as the unmatched table (``HeavyHitters``): every row's count
/// overestimates by at most its `error` (≤ ``errorBound``), and a caller not listed called at most ``errorBound``
/// times. Merging reports merges the tables within those bounds.
public struct TopCallers: Sendable, Equatable {
    /// The most rows the table keeps.
    public var capacity: Int
    /// Whether every caller is listed with its exact count.
    public var exact: Bool
    /// The largest overestimate of a listed count, and the largest count of a caller not listed (0 when exact).
    public var errorBound: Int
    /// The whole table, by count (descending) then key; a key is a user agent, a client address as logged, or a
    /// network (`192.0.2.0/24`) when addresses are truncated.
    public var rows: [HeavyHitter]
    /// The prefix client addresses were truncated to; nil when kept as logged (and for user agents).
    public var prefix: AddressPrefix?

    /// Creates a table.
    public init(capacity: Int, exact: Bool, errorBound: Int, rows: [HeavyHitter], prefix: AddressPrefix? = nil) {
        self.capacity = capacity
        self.exact = exact
        self.errorBound = errorBound
        self.rows = rows
        self.prefix = prefix
    }

    /// The rows of `table`, listed in report order.
    package init(_ table: HeavyHitters, prefix: AddressPrefix? = nil) {
        self.init(
            capacity: table.capacity, exact: table.isExact, errorBound: table.errorBound, rows: table.reportRows,
            prefix: prefix)
    }

    /// The table as a ``HeavyHitters`` (for merging).
    package var table: HeavyHitters {
        HeavyHitters(rows: rows, exact: exact, errorBound: errorBound, capacity: capacity)
    }

    /// The `n` most frequent callers.
    public func top(_ n: Int) -> ArraySlice<HeavyHitter> { rows.prefix(max(0, n)) }

    /// The two tables as one (``HeavyHitters/merged(with:)``); nil when either is missing or their addresses were
    /// truncated differently, since no table then covers both reports' calls within a bound.
    package static func merged(_ lhs: TopCallers?, _ rhs: TopCallers?) -> TopCallers? {
        guard let lhs, let rhs, lhs.prefix == rhs.prefix else { return nil }
        return TopCallers(lhs.table.merged(with: rhs.table), prefix: lhs.prefix)
    }
}

extension TopCallers {
    /// `{"capacity", "exact", "errorBound", ["prefix",] "rows": [{KEY, "count", "error"}]}`: the whole table, for
    /// merging; `prefix` (`"24,48"`, or null for addresses as logged) only in a client table.
    package func jsonValue(key: String) -> JSONValue {
        var members = [
            JSONMember("capacity", .int(capacity)),
            JSONMember("exact", .bool(exact)),
            JSONMember("errorBound", .int(errorBound)),
        ]
        if key == "client" { members.append(JSONMember("prefix", .optionalString(prefix?.text))) }
        members.append(
            JSONMember(
                "rows",
                .array(
                    rows.map {
                        .object([
                            JSONMember(key, .string($0.key)), JSONMember("count", .int($0.count)),
                            JSONMember("error", .int($0.error)),
                        ])
                    })))
        return .object(members)
    }

    init(reading table: ReportObject, key: String) throws {
        let rows = try table.objects("rows") { row in
            HeavyHitter(key: try row.string(ReportKey(key)), count: try row.count("count"), error: try row.count("error"))
        }
        var prefix: AddressPrefix?
        if let spelling = try table.optionalString("prefix") {
            guard spelling.contains(","), let read = try? AddressPrefix(bits: spelling[...]) else {
                throw table.failure("prefix", "expected \"V4,V6\" prefix bits")
            }
            prefix = read
        }
        let capacity = try table.count("capacity")
        guard capacity >= 1 else { throw table.failure("capacity must be at least 1") }
        self.init(
            capacity: capacity, exact: try table.bool("exact"), errorBound: try table.count("errorBound"), rows: rows,
            prefix: prefix)
    }
}
