import Foundation

extension LinkSource {
    /// A custom URL scheme (`pokedex` for `pokedex://pokemons/25`). The first component after
    /// `://` is the URL's host, matched as the first path segment and compared case-insensitively.
    public static func customURLScheme(_ scheme: String) -> LinkSource {
        LinkSource(scheme: scheme)
    }

    /// A universal link: the scheme and host of `url` (`https://example.com`). A URL without a host
    /// or with a path gives a source that routers reject with a clear error.
    public static func universalLink(_ url: URL) -> LinkSource {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        let scheme = components?.scheme ?? ""
        var host = components?.percentEncodedHost ?? ""
        let path = components?.percentEncodedPath ?? ""
        if !host.isEmpty && !path.isEmpty && path != "/" {
            host += path.hasPrefix("/") ? path : "/" + path
        }
        return LinkSource(scheme: scheme, host: host)
    }

    /// A universal link written as text (`"https://example.com"`).
    public static func universalLink(_ string: String) -> LinkSource {
        guard let url = URL(string: string) else { return LinkSource(scheme: "", host: string) }
        return universalLink(url)
    }
}
