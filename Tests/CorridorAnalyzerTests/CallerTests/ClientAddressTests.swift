@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("Client addresses truncated to a prefix")
struct ClientAddressTests {
    private static func network(_ address: String, _ prefix: AddressPrefix) -> String {
        var key: [UInt8] = []
        Array(address.utf8).withUnsafeBufferPointer { ClientAddress.appendNetwork(of: $0, prefix: prefix, to: &key) }
        return String(decoding: key, as: UTF8.self)
    }

    @Test(
        "IPv4, IPv6 and IPv4-mapped addresses",
        arguments: [
            ("192.0.2.77", "192.0.2.0/24"),
            ("10.1.2.3", "10.1.2.0/24"),
            ("2001:db8:1:2:3:4:5:6", "2001:db8:1::/48"),
            ("2001:DB8:abcd:12::1", "2001:db8:abcd::/48"),
            ("::1", "::/48"),
            ("::ffff:192.0.2.77", "192.0.2.0/24"),
            ("::ffff:c000:24d", "192.0.2.0/24"),
            ("fe80::", "fe80::/48"),
            ("1::1.2.3.4", "1::/48"),
            ("example.com", "unknown"),
            ("192.0.2.1:443", "unknown"),
            ("256.1.1.1", "unknown"),
            ("1.2.3", "unknown"),
            ("1:2:3:4:5:6:7:8:9", "unknown"),
            ("1::2::3", "unknown"),
            ("fe80::1%eth0", "unknown"),
            ("12345::", "unknown"),
        ])
    func truncate(address: String, network: String) {
        #expect(Self.network(address, AddressPrefix(ipv4: 24, ipv6: 48)) == network)
    }

    @Test("other prefix lengths, with RFC 5952 zero compression")
    func prefixes() {
        #expect(Self.network("192.0.2.77", AddressPrefix(ipv4: 32, ipv6: 128)) == "192.0.2.77/32")
        #expect(Self.network("192.0.2.77", AddressPrefix(ipv4: 0, ipv6: 0)) == "0.0.0.0/0")
        #expect(Self.network("192.0.2.77", AddressPrefix(ipv4: 20, ipv6: 0)) == "192.0.0.0/20")
        #expect(Self.network("2001:db8:0:0:1:0:0:1", AddressPrefix(ipv4: 24, ipv6: 128)) == "2001:db8::1:0:0:1/128")
        #expect(Self.network("2001:db8:ffff::", AddressPrefix(ipv4: 24, ipv6: 40)) == "2001:db8:ff00::/40")
        #expect(Self.network("1:0:2:0:0:3:0:4", AddressPrefix(ipv4: 24, ipv6: 128)) == "1:0:2::3:0:4/128")
    }

    @Test(
        "--callers values",
        arguments: [
            ("agents", CallerOptions()), ("none", CallerOptions(agents: false)), ("ip", CallerOptions(clients: true)),
            ("ip/24", CallerOptions(clients: true, prefix: AddressPrefix(ipv4: 24, ipv6: 48))),
            ("ip/16,32", CallerOptions(clients: true, prefix: AddressPrefix(ipv4: 16, ipv6: 32))),
        ])
    func options(text: String, options: CallerOptions) throws {
        #expect(try CallerOptions(parsing: text) == options)
    }

    @Test(
        "--callers values that can't be read",
        arguments: [
            ("ips", "expected agents, none, ip, ip/V4 or ip/V4,V6"), ("ip/33", "the IPv4 prefix must be 0 to 32 bits"),
            ("ip/24,129", "the IPv6 prefix must be 0 to 128 bits"), ("ip/", "the IPv4 prefix must be 0 to 32 bits"),
            ("ip/24,48,1", "expected ip/V4 or ip/V4,V6"),
        ])
    func badOptions(text: String, reason: String) {
        #expect(throws: CallerOptionsError(text: text, reason: reason)) { try CallerOptions(parsing: text) }
    }
}
