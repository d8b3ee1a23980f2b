import Foundation

/// A `URL` rewritten as the request-target strings the engine reads.
///
/// * `http`/`https` URLs become `scheme://host:port/path?query` (user info and fragment dropped; the
///   engine compares the port only with sources that have one).
/// * Custom-scheme URLs become `scheme://host/path?query`, where the host is the first path
///   component (`pokedex://pokemons/25` → segments `pokemons`, `25`; `pokedex:/pokemons/25` too).
/// * A URL without a scheme whose first component looks like a host name
///   (`www.example.com/news_feed/?a=1`) is read as `https://www.example.com/news_feed/?a=1`;
///   any other scheme-less URL is a path (`user/15` → `/user/15`).
struct MatchTarget {
    /// The URL as given.
    let url: URL
    /// The target the trie matches: like ``capturing``, but with a custom scheme's host lowercased
    /// when the router folds custom hosts.
    let matching: String
    /// The target captures are read from (original case).
    let capturing: String
    /// The scheme, lowercased, or `nil` for a path-only target.
    let scheme: String?
    /// The host, lowercased: the authority host of an `http`/`https` URL.
    let host: String?
    /// The host and its `:port` when the URL has one, lowercased.
    let hostAndPort: String?

    /// Rewrites `url`; `nil` when it cannot be taken apart. `foldsCustomHost` lowercases the first
    /// component of a custom-scheme URL in ``matching`` (routers with link sources compare it
    /// case-insensitively, as Crossroad does).
    init?(_ url: URL, foldsCustomHost: Bool) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        self.url = url
        let query = components.percentEncodedQuery.map { "?" + $0 } ?? ""
        let path = components.percentEncodedPath
        if let rawScheme = components.scheme {
            let scheme = rawScheme.lowercased()
            self.scheme = scheme
            let host = components.percentEncodedHost ?? ""
            if LinkSource.schemeHasHost(scheme) {
                self.host = host.lowercased()
                let rooted = path.isEmpty || path.hasPrefix("/") ? path : "/" + path
                let port = components.port.map { ":\($0)" } ?? ""
                hostAndPort = (host + port).lowercased()
                capturing = "\(scheme)://\(host)\(port)\(rooted)\(query)"
                matching = capturing
            } else {
                self.host = nil
                hostAndPort = nil
                let rest = host.isEmpty ? path : host + (path.isEmpty || path.hasPrefix("/") ? path : "/" + path)
                capturing = "\(scheme)://\(rest)\(query)"
                matching = foldsCustomHost ? "\(scheme)://\(Self.lowercasingFirstComponent(rest))\(query)" : capturing
            }
            return
        }
        if let split = Self.leadingHost(of: path) {
            scheme = "https"
            host = split.host.lowercased()
            hostAndPort = host
            capturing = "https://\(split.host)\(split.rest)\(query)"
        } else {
            scheme = nil
            host = nil
            hostAndPort = nil
            capturing = (path.hasPrefix("/") ? path : "/" + path) + query
        }
        matching = capturing
    }

    /// `rest` with its first non-empty `/`-separated component lowercased.
    static func lowercasingFirstComponent(_ rest: String) -> String {
        guard let start = rest.firstIndex(where: { $0 != "/" }) else { return rest }
        let end = rest[start...].firstIndex(of: "/") ?? rest.endIndex
        return rest[..<start] + rest[start..<end].lowercased() + rest[end...]
    }

    /// Splits `www.example.com/news_feed/` into `www.example.com` and `/news_feed/` when the first
    /// component is a dotted host name whose last label is alphabetic (optionally with `:port`).
    static func leadingHost(of path: String) -> (host: String, rest: String)? {
        guard let first = path.first, first != "/" else { return nil }
        let end = path.firstIndex(of: "/") ?? path.endIndex
        var authority = path[..<end]
        if let colon = authority.lastIndex(of: ":") {
            let port = authority[authority.index(after: colon)...]
            guard !port.isEmpty, port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            authority = authority[..<colon]
        }
        let labels = authority.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return nil }
        for label in labels {
            guard !label.isEmpty, label.first != "-", label.last != "-",
                label.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else { return nil }
        }
        guard let top = labels.last, top.count >= 2, top.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return (String(authority), String(path[end...]))
    }
}
