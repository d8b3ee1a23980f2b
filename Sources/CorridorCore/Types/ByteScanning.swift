/// Allocation-free scanners over UTF-8 bytes, shared by the types and the matcher.
package enum ByteScanning {
    package static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    package static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte &- UInt8(ascii: "0") }
        let lower = byte | 0x20
        if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") { return lower &- UInt8(ascii: "a") &+ 10 }
        return nil
    }

    /// A name character of the format language: ALPHA / DIGIT / "_".
    package static func isNameByte(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    package static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        var index = 0
        while index < lhs.count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }

    /// `[+-]?digits`, fitting in `Int`.
    package static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if bytes.count > 0 && (bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-")) {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? times.subtractingReportingOverflow(Int(digit)) : times.addingReportingOverflow(Int(digit))
            if overflow1 || overflow2 { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `+?digits`, fitting in `UInt`.
    package static func parseUInt(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt? {
        var index = 0
        if bytes.count > 0 && bytes[0] == UInt8(ascii: "+") { index = 1 }
        guard index < bytes.count else { return nil }
        var value: UInt = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times.addingReportingOverflow(UInt(digit))
            if overflow1 || overflow2 { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `True true yes 1` / `False false no 0`.
    package static func parseBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch bytes.count {
        case 1:
            if bytes[0] == UInt8(ascii: "1") { return true }
            if bytes[0] == UInt8(ascii: "0") { return false }
        case 2:
            if bytes[0] == UInt8(ascii: "n") && bytes[1] == UInt8(ascii: "o") { return false }
        case 3:
            if bytes[0] == UInt8(ascii: "y") && bytes[1] == UInt8(ascii: "e") && bytes[2] == UInt8(ascii: "s") {
                return true
            }
        case 4:
            if (bytes[0] == UInt8(ascii: "t") || bytes[0] == UInt8(ascii: "T")) && bytes[1] == UInt8(ascii: "r")
                && bytes[2] == UInt8(ascii: "u") && bytes[3] == UInt8(ascii: "e")
            {
                return true
            }
        case 5:
            if (bytes[0] == UInt8(ascii: "f") || bytes[0] == UInt8(ascii: "F")) && bytes[1] == UInt8(ascii: "a")
                && bytes[2] == UInt8(ascii: "l") && bytes[3] == UInt8(ascii: "s") && bytes[4] == UInt8(ascii: "e")
            {
                return false
            }
        default: break
        }
        return nil
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?` with at most 400 bytes.
    package static func isDecimalNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 0 && bytes.count <= 400 else { return false }
        var index = 0
        if bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") { index = 1 }
        var mantissaDigits = 0
        while index < bytes.count && isDigit(bytes[index]) {
            mantissaDigits += 1
            index += 1
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count && isDigit(bytes[index]) {
                mantissaDigits += 1
                index += 1
            }
        }
        guard mantissaDigits > 0 else { return false }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            var exponentDigits = 0
            while index < bytes.count && isDigit(bytes[index]) {
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return false }
        }
        return index == bytes.count
    }

    /// `8-4-4-4-12` hexadecimal digits.
    package static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for index in 0..<36 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                if bytes[index] != UInt8(ascii: "-") { return false }
            } else if !isHexDigit(bytes[index]) {
                return false
            }
        }
        return true
    }

    /// FNV-1a over the bytes: the key of static trie edges.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash ^ UInt64(bytes.count)
    }
}
