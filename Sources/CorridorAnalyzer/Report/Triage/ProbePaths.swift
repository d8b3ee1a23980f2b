/// Well-known paths that vulnerability scanners and bots request on every server (`/.env`,
/// `/wp-login.php`, `/.git/HEAD`…): unmatched requests for them are probe traffic, not routes the
/// table is missing, so the reports list them apart and never suggest a format for them.
///
/// A path is a probe when, compared case-insensitively with its query dropped, it is one of
/// ``exact``, starts with one of ``prefixes``, has a segment that starts with a dot (hidden files and
/// folders: `/.env`, `/.aws/credentials`; `/.well-known/` is a real convention and excluded), or walks
/// up with a `..` segment (raw or percent-encoded).
package enum ProbePaths {
    /// Paths that are probes as a whole.
    package static let exact: Set<String> = [
        "/xmlrpc.php", "/wp-login.php", "/config.php", "/admin.php", "/setup.php", "/install.php",
        "/info.php", "/phpinfo.php", "/test.php", "/shell.php", "/eval-stdin.php", "/hnap1", "/boaform",
        "/server-status", "/server-info", "/console", "/manager/html", "/owa", "/autodiscover/autodiscover.xml",
        "/sftp-config.json", "/web.config", "/config.json", "/docker-compose.yml", "/.ds_store",
    ]

    /// Path prefixes (a whole first segment, or a longer prefix) that are probes.
    package static let prefixes: [String] = [
        "/wp-admin", "/wp-content", "/wp-includes", "/wordpress", "/phpmyadmin", "/pma", "/myadmin",
        "/cgi-bin/", "/vendor/phpunit", "/actuator", "/solr/", "/owa/", "/autodiscover", "/remote/login",
        "/boaform/", "/hnap1/", "/_ignition", "/telescope", "/etc/passwd", "/shell",
    ]

    /// Whether `path` (raw, as logged) is probe traffic.
    package static func contains(_ path: String) -> Bool {
        var lowered = path.lowercased()
        if let query = lowered.firstIndex(of: "?") { lowered = String(lowered[..<query]) }
        if exact.contains(lowered) { return true }
        if prefixes.contains(where: { lowered.hasPrefix($0) }) { return true }
        for segment in lowered.split(separator: "/") {
            let decoded = segment.replacing("%2e", with: ".")
            if decoded == ".." || decoded.hasPrefix("..;") { return true }
            if decoded.hasPrefix(".") && decoded != ".well-known" { return true }
        }
        return false
    }
}
