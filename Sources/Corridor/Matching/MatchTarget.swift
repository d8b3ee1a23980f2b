import Foundation

/// A `URL` rewritten as the request-target strings the engine reads.
///
/// * `http`/`https` URLs become `scheme://host:port/path?query` (user info and fragment dropped; the
///   engine compares the port only with sources that have one).
/// * Custom-scheme URLs become `scheme://host/path?query`, where the host is the first path
///   component (`pokedex://pokemons/25` → segments `pokemons`, `25`; `pokedex:/pokemons/25` too). The
///   engine compares that component case-insensitively (ASCII) with routes that accept a custom scheme —
///   its one host-folding rule (`RouteTable`), so the target keeps the URL's case.
/// * A URL without a scheme whose first component looks like a host name
///   (`www.example.com/news_feed/?a=1`) is read as `https://www.example.com/news_feed/?a=1`;
///   any other scheme-less URL is a path (`user/15` → `/user/15`).
struct MatchTarget {
    /// The URL as given.
    let url: URL
    /// The target the engine matches and reads captures from (the URL's case).
    let target: String
    /// The scheme, lowercased, or `nil` for a path-only target.
    let scheme: String?
    /// The host, lowercased: the authority host of an `http`/`https` URL.
    let host: String?
    /// The host and its `:port` when the URL has one, lowercased.
    let hostAndPort: String?

    /// Rewrites `url`; `nil` when it cannot be taken apart.
    init?(_ url: URL) {
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
                target = "\(scheme)://\(host)\(port)\(rooted)\(query)"
            } else {
                self.host = nil
                hostAndPort = nil
                let rest = host.isEmpty ? path : host + (path.isEmpty || path.hasPrefix("/") ? path : "/" + path)
                target = "\(scheme)://\(rest)\(query)"
            }
            return
        }
        if let split = Self.leadingHost(of: path) {
            scheme = "https"
            host = split.host.lowercased()
            hostAndPort = host
            target = "https://\(split.host)\(split.rest)\(query)"
        } else {
            scheme = nil
            host = nil
            hostAndPort = nil
            target = (path.hasPrefix("/") ? path : "/" + path) + query
        }
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
