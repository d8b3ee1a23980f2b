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
