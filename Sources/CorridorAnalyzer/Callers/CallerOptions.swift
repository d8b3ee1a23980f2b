/// Which callers of each route an analysis counts (`corridor analyze --callers`): user agents (on by default,
/// when the log format has them) and, only when asked, client addresses — optionally truncated to a network
/// prefix for privacy. Each is a bounded heavy-hitter table per route (``capacity`` rows, of which the renderings list
/// the top few), so memory is at most routes × ``capacity`` rows per table whatever the log.
public struct CallerOptions: Sendable, Equatable {
    /// Whether the top user agents of each route are counted.
    public var agents: Bool
    /// Whether the top client addresses of each route are counted.
    public var clients: Bool
    /// The prefix client addresses are truncated to; nil keeps them as logged.
    public var prefix: AddressPrefix?

    /// Rows kept per route and table (the K of Space-Saving).
    public static let capacity = 32

    /// Callers counted as given; by default user agents only.
    public init(agents: Bool = true, clients: Bool = false, prefix: AddressPrefix? = nil) {
        self.agents = agents
        self.clients = clients
        self.prefix = prefix
    }

    /// The `--callers` value that reads back as these options: `agents`, `none`, `ip` or `ip/V4,V6`.
    public var optionText: String {
        if clients { return prefix.map { "ip/" + $0.text } ?? "ip" }
        return agents ? "agents" : "none"
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

/// A `--callers` value that can't be read.
public struct CallerOptionsError: Error, CustomStringConvertible, Equatable {
    /// The value as given.
    public var text: String
    /// Why it can't be read.
    public var reason: String

    public var description: String { "invalid --callers \"\(text)\": \(reason)" }
}
