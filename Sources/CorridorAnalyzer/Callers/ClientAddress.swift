import CorridorCore

/// Client addresses truncated to a network prefix, on bytes (no allocation): IPv4 dotted quads, IPv6 in any RFC 4291
/// text form (`::`, an IPv4 tail), IPv4-mapped IPv6 (`::ffff:192.0.2.7`, counted as IPv4). Networks are written
/// as `192.0.2.0/24` and `2001:db8:1::/48` (RFC 5952: lower case, longest zero run as `::`). Anything else — a host
/// name, an address with a port or a zone, `unknown` — is counted as `unknown`, so that truncation never lets a
/// full identifier through.
enum ClientAddress {
    /// The key written for an address that is neither IPv4 nor IPv6.
    static let unknown: [UInt8] = Array("unknown".utf8)

    /// Appends the network of `address` under `prefix` to `key`.
    static func appendNetwork(of address: UnsafeBufferPointer<UInt8>, prefix: AddressPrefix, to key: inout [UInt8]) {
        if let ipv4 = parseIPv4(address, from: 0, to: address.count) {
            appendIPv4(ipv4, bits: prefix.ipv4, to: &key)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 8) { groups in
            guard parseIPv6(address, into: groups) else {
                key.append(contentsOf: unknown)
                return
            }
            if groups[0] == 0 && groups[1] == 0 && groups[2] == 0 && groups[3] == 0 && groups[4] == 0
                && groups[5] == 0xFFFF
            {
                appendIPv4(UInt32(groups[6]) << 16 | UInt32(groups[7]), bits: prefix.ipv4, to: &key)
                return
            }
            for index in 0..<8 {
                let kept = max(0, min(16, prefix.ipv6 - index * 16))
                groups[index] &= kept == 0 ? 0 : UInt16(truncatingIfNeeded: 0xFFFF << (16 - kept))
            }
            appendIPv6(groups, to: &key)
            key.append(UInt8(ascii: "/"))
            appendDecimal(prefix.ipv6, to: &key)
        }
    }

    /// A dotted quad `address[from..<to]` (1 to 3 digits a part, each at most 255) as a number.
    static func parseIPv4(_ address: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> UInt32? {
        var value: UInt32 = 0
        var part: UInt32 = 0
        var digits = 0
        var parts = 0
        var index = from
        while index <= to {
            if index == to || address[index] == UInt8(ascii: ".") {
                guard digits > 0, parts < 4 else { return nil }
                value = value << 8 | part
                parts += 1
                part = 0
                digits = 0
            } else {
                let digit = address[index] &- UInt8(ascii: "0")
                guard digit < 10, digits < 3 else { return nil }
                part = part * 10 + UInt32(digit)
                guard part <= 255 else { return nil }
                digits += 1
            }
            index += 1
        }
        return parts == 4 ? value : nil
    }

    /// Parses an IPv6 address into its eight groups.
    static func parseIPv6(_ address: UnsafeBufferPointer<UInt8>, into groups: UnsafeMutableBufferPointer<UInt16>) -> Bool {
        let count = address.count
        guard count >= 2 else { return false }
        var gap = -1  // the number of groups before `::`, when there is one
        var index = 0
        if address[0] == UInt8(ascii: ":") {
            guard address[1] == UInt8(ascii: ":") else { return false }
            gap = 0
            index = 2
        }
        var written = 0
        while index < count {
            // A group, or an IPv4 tail.
            var end = index
            var value: UInt32 = 0
            while end < count, let digit = ByteScanning.hexValue(address[end]) {
                value = value << 4 | UInt32(digit)
                end += 1
                guard end - index <= 4 else { break }
            }
            if end < count && address[end] == UInt8(ascii: ".") {
                guard written <= 6, let ipv4 = parseIPv4(address, from: index, to: count) else { return false }
                groups[written] = UInt16(ipv4 >> 16)
                groups[written + 1] = UInt16(truncatingIfNeeded: ipv4)
                written += 2
                index = count
                break
            }
            guard end > index, end - index <= 4, written < 8 else { return false }
            groups[written] = UInt16(value)
            written += 1
            index = end
            if index == count { break }
            guard address[index] == UInt8(ascii: ":"), index + 1 < count else { return false }
            index += 1
            if address[index] == UInt8(ascii: ":") {
                guard gap < 0 else { return false }
                gap = written
                index += 1
            }
        }
        if gap < 0 { return written == 8 }
        guard written < 8 else { return false }
        // Move the groups after `::` to the end and zero the gap.
        let tail = written - gap
        for offset in stride(from: tail - 1, through: 0, by: -1) { groups[8 - tail + offset] = groups[gap + offset] }
        for position in gap..<(8 - tail) { groups[position] = 0 }
        return true
    }

    private static func appendIPv4(_ address: UInt32, bits: Int, to key: inout [UInt8]) {
        let network = bits == 0 ? 0 : address & (UInt32.max << (32 - bits))
        for shift in stride(from: 24, through: 0, by: -8) {
            appendDecimal(Int(network >> UInt32(shift) & 0xFF), to: &key)
            if shift > 0 { key.append(UInt8(ascii: ".")) }
        }
        key.append(UInt8(ascii: "/"))
        appendDecimal(bits, to: &key)
    }

    /// RFC 5952 text of eight groups: the longest run of two or more zero groups (the first of equal runs) as `::`.
    private static func appendIPv6(_ groups: UnsafeMutableBufferPointer<UInt16>, to key: inout [UInt8]) {
        var bestStart = -1
        var bestLength = 1
        var index = 0
        while index < 8 {
            guard groups[index] == 0 else {
                index += 1
                continue
            }
            var end = index
            while end < 8 && groups[end] == 0 { end += 1 }
            if end - index > bestLength {
                bestStart = index
                bestLength = end - index
            }
            index = end
        }
        index = 0
        while index < 8 {
            if index == bestStart {
                key.append(UInt8(ascii: ":"))
                if index == 0 { key.append(UInt8(ascii: ":")) }
                index += bestLength
                continue
            }
            appendHex(groups[index], to: &key)
            if index < 7 { key.append(UInt8(ascii: ":")) }
            index += 1
        }
    }

    private static func appendHex(_ value: UInt16, to key: inout [UInt8]) {
        var started = false
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = Int(value >> UInt16(shift) & 0xF)
            if digit != 0 || started || shift == 0 {
                key.append(digit < 10 ? UInt8(ascii: "0") + UInt8(digit) : UInt8(ascii: "a") + UInt8(digit - 10))
                started = true
            }
        }
    }

    private static func appendDecimal(_ value: Int, to key: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &key) }
        key.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
