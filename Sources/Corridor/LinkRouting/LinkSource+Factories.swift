import Foundation

extension LinkSource {
    /// A custom URL scheme (`pokedex` for `pokedex://pokemons/25`). The first component after
    /// `://` is the URL's host, matched as the first path segment and compared case-insensitively.
    /// Schemes of the system (`http`, `https`, `tel`, `mailto`, …) give a source routers refuse.
    public static func customURLScheme(_ scheme: String) -> LinkSource {
        LinkSource(customScheme: scheme)
    }

    /// A universal link: the scheme, host and port of `url` (`https://example.com`,
    /// `http://localhost:3000`: then only that port matches). A URL without a host or with a path
    /// gives a source that routers reject with a clear error.
    public static func universalLink(_ url: URL) -> LinkSource {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        let scheme = components?.scheme ?? ""
        var host = components?.percentEncodedHost ?? ""
        if !host.isEmpty, let port = components?.port { host += ":\(port)" }
        let path = components?.percentEncodedPath ?? ""
        if !host.isEmpty && !path.isEmpty && path != "/" {
            host += path.hasPrefix("/") ? path : "/" + path
        }
        // A relative URL (`/invalid`, `example.com`): keep its text, so the router's error quotes it.
        if scheme.isEmpty && host.isEmpty { host = url.absoluteString }
        return LinkSource(scheme: scheme, host: host)
    }

    /// A universal link written as text (`"https://example.com"`).
    public static func universalLink(_ string: String) -> LinkSource {
        guard let url = URL(string: string) else { return LinkSource(scheme: "", host: string) }
        return universalLink(url)
    }
}
