/// Which callers of each route an analysis counts (`corridor analyze --callers`): user agents (on by default,
/// when the log format has them) and, only when asked, client addresses — optionally truncated to a network
/// prefix for privacy. Each is a bounded heavy-hitter table per route (``capacity`` rows, the top ``shown``
/// rendered in text), so memory is at most routes × ``capacity`` rows per table whatever the log.
public struct CallerOptions: Sendable, Equatable {
    /// Whether the top user agents of each route are counted.
    public var agents: Bool
    /// Whether the top client addresses of each route are counted.
    public var clients: Bool
    /// The prefix client addresses are truncated to; nil keeps them as logged.
    public var prefix: AddressPrefix?

    /// Rows kept per route and table (the K of Space-Saving).
    public static let capacity = 32
    /// Rows the text report shows per route and table.
    public static let shown = 10

    /// Callers counted as given; by default user agents only.
    public init(agents: Bool = true, clients: Bool = false, prefix: AddressPrefix? = nil) {
        self.agents = agents
        self.clients = clients
        self.prefix = prefix
    }

    /// Reads a `--callers` value: `agents` (the default), `none`, `ip` (agents and client addresses as logged),
    /// or `ip/V4` / `ip/V4,V6` (addresses truncated to an IPv4 prefix of V4 bits and an IPv6 prefix of V6 bits;
    /// V6 defaults to 48): `ip/24` counts `192.0.2.0/24` and `2001:db8:1::/48`.
    public init(parsing text: String) throws(CallerOptionsError) {
        switch text {
        case "agents": self.init()
        case "none": self.init(agents: false)
        case "ip": self.init(clients: true)
        default:
            guard text.hasPrefix("ip/") else {
                throw CallerOptionsError(text: text, reason: "expected agents, none, ip, ip/V4 or ip/V4,V6")
            }
            let prefix: AddressPrefix
            do { prefix = try AddressPrefix(bits: text.dropFirst(3)) } catch {
                throw CallerOptionsError(text: text, reason: error.reason)
            }
            self.init(clients: true, prefix: prefix)
        }
    }
}

/// How many leading bits of a client address are kept: `192.0.2.77` with 24 counts as `192.0.2.0/24`.
public struct AddressPrefix: Sendable, Equatable {
    /// Bits kept of an IPv4 address (and of an IPv4-mapped IPv6 address), 0…32.
    public var ipv4: Int
    /// Bits kept of an IPv6 address, 0…128.
    public var ipv6: Int

    /// A prefix of `ipv4` and `ipv6` bits.
    public init(ipv4: Int, ipv6: Int) {
        self.ipv4 = ipv4
        self.ipv6 = ipv6
    }

    /// `24,48`: the spelling `--callers ip/…` takes and the report records.
    public var text: String { "\(ipv4),\(ipv6)" }

    /// Reads `V4` or `V4,V6` (``text``'s spelling; V6 defaults to 48), as `--callers ip/…` and a report give it.
    package init(bits text: Substring) throws(AddressPrefixError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw AddressPrefixError(reason: "expected ip/V4 or ip/V4,V6") }
        guard let v4 = Int(parts[0]), (0...32).contains(v4) else {
            throw AddressPrefixError(reason: "the IPv4 prefix must be 0 to 32 bits")
        }
        var v6 = 48
        if parts.count == 2 {
            guard let bits = Int(parts[1]), (0...128).contains(bits) else {
                throw AddressPrefixError(reason: "the IPv6 prefix must be 0 to 128 bits")
            }
            v6 = bits
        }
        self.init(ipv4: v4, ipv6: v6)
    }
}

/// Why a prefix spelling (``AddressPrefix/init(bits:)``) can't be read.
package struct AddressPrefixError: Error, Equatable {
    /// The reason, for the error of whoever read it.
    package var reason: String
}

/// A `--callers` value that can't be read.
public struct CallerOptionsError: Error, CustomStringConvertible, Equatable {
    /// The value as given.
    public var text: String
    /// Why it can't be read.
    public var reason: String

    public var description: String { "invalid --callers \"\(text)\": \(reason)" }
}
