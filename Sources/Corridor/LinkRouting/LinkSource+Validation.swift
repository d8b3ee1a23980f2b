extension LinkSource {
    /// Custom schemes that belong to the system and cannot be an app's link source.
    /// (`http` and `https` too, when declared as custom schemes: see ``isWebSchemeDeclaredCustom``.)
    static let wellKnownSchemes: Set<String> = ["tel", "mailto", "facetime", "sms", "file"]

    /// What is wrong with this source, or `nil` when it is well-formed.
    var problem: RouteValidationError.LinkSourceProblem? {
        guard let first = scheme.utf8.first, ByteScanning.isAlpha(first),
            scheme.utf8.allSatisfy({
                ByteScanning.isAlpha($0) || ByteScanning.isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E
            })
        else { return .invalidScheme }
        if isWebSchemeDeclaredCustom { return .wellKnownScheme }
        if isUniversalLink {
            guard var host else { return nil }  // any host of this scheme
            if host.isEmpty { return .missingHost }
            if host.contains("/") { return .containsPath }
            // An optional port: digits after the last `:` (outside an IP literal's brackets).
            if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
                let port = host[host.index(after: colon)...]
                guard !port.isEmpty, port.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return .invalidHost }
                host = String(host[..<colon])
            }
            // A registered name (letters, digits, `-`, `.`, `_`, escapes, non-ASCII) or a bracketed IP literal.
            if host.hasPrefix("[") {
                let literal = host.utf8.dropFirst()
                let valid =
                    host.hasSuffix("]")
                    && literal.dropLast().allSatisfy { byte in
                        ByteScanning.isHexDigit(byte) || byte == 0x3A || byte == 0x2E
                    }
                return valid ? nil : .invalidHost
            }
            let allowed = host.utf8.allSatisfy { byte in
                ByteScanning.isAlpha(byte) || ByteScanning.isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x25
                    || byte == 0x5F || byte >= 0x80
            }
            return allowed ? nil : .invalidHost
        }
        if Self.wellKnownSchemes.contains(scheme) { return .wellKnownScheme }
        return host == nil ? nil : .customSchemeWithHost
    }
}
