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

    /// Whether `path` (raw, as logged) is probe traffic. Called for every listed path and example
    /// when a report is rendered, so an ASCII path (paths are logged percent-encoded) is checked on
    /// its bytes without allocating; any other path is checked as text (Unicode lowercasing, text
    /// comparison), which gives the same answer on ASCII.
    package static func contains(_ path: String) -> Bool {
        let answer = path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? containsASCII(bytes) : nil
        }
        return (answer ?? nil) ?? containsText(path)
    }

    /// ``contains(_:)`` on the characters of `path`.
    static func containsText(_ path: String) -> Bool {
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

    /// ``exact`` and ``prefixes`` as bytes.
    private static let exactBytes: [[UInt8]] = exact.map { Array($0.utf8) }
    private static let prefixBytes: [[UInt8]] = prefixes.map { Array($0.utf8) }
    private static let wellKnown = Array(".well-known".utf8)

    /// ``contains(_:)`` on the bytes of an ASCII path.
    private static func containsASCII(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        let path = UnsafeBufferPointer(rebasing: raw[..<(raw.firstIndex(of: UInt8(ascii: "?")) ?? raw.endIndex)])
        if exactBytes.contains(where: { equalsLowered(path, $0) }) { return true }
        if prefixBytes.contains(where: { $0.count <= path.count && equalsLowered(path[..<$0.count], $0) }) {
            return true
        }
        var start = 0
        while start < path.count {
            let end = path[start...].firstIndex(of: UInt8(ascii: "/")) ?? path.count
            if end > start && segmentIsProbe(UnsafeBufferPointer(rebasing: path[start..<end])) { return true }
            start = end + 1
        }
        return false
    }

    /// Whether a non-empty segment, lowercased with every `%2e` read as `.`, is `..`, starts with
    /// `..;`, or starts with `.` and is not `.well-known`.
    private static func segmentIsProbe(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        // The segment's first 12 decoded bytes (enough to tell `.well-known`) and its decoded length.
        var decoded: [UInt8] = []
        var length = 0
        var index = 0
        while index < segment.count {
            var byte = lowered(segment[index])
            if byte == UInt8(ascii: "%") && index + 2 < segment.count && segment[index + 1] == UInt8(ascii: "2")
                && lowered(segment[index + 2]) == UInt8(ascii: "e")
            {
                byte = UInt8(ascii: ".")
                index += 3
            } else {
                index += 1
            }
            if length == 0 && byte != UInt8(ascii: ".") { return false }
            if length < 12 { decoded.append(byte) }
            length += 1
        }
        if length == 2 && decoded[1] == UInt8(ascii: ".") { return true }
        if length >= 3 && decoded[1] == UInt8(ascii: ".") && decoded[2] == UInt8(ascii: ";") { return true }
        return !(length == wellKnown.count && decoded == wellKnown)
    }

    private static func equalsLowered(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: [UInt8]) -> Bool {
        bytes.count == lowercase.count && zip(bytes, lowercase).allSatisfy { lowered($0) == $1 }
    }

    private static func equalsLowered(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: [UInt8]) -> Bool {
        equalsLowered(bytes[...], lowercase)
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}
