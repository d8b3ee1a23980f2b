import CorridorCore

/// Decoding of URL-encoded log fields (`%XX` escapes, and `+` for a space as W3C/IIS writes user agents).
package enum URLDecoding {
    /// Writes `source` decoded to `output` (room for `source.count` bytes: decoding only shrinks); returns the
    /// number of bytes written. A `%` not followed by two hex digits is kept as it is. A `+` is a space, as IIS writes
    /// them — unless the value writes its spaces `%20`, as CloudFront does, which keeps a `+` as it is
    /// (`Slackbot%201.0%20(+https://api.slack.com/robots)`). A value encoded twice, as CloudFront logs written before
    /// 2019 have their user agents (`Mozilla/5.0%2520(X11…`), is decoded twice: told by a `%20` (an encoded space)
    /// left after the first pass.
    static func decode(_ source: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
        let plusIsSpace = !containsEncodedSpace(source, orTwice: true)
        let count = decodeOnce(source, plusIsSpace: plusIsSpace, into: output)
        guard containsEncodedSpace(UnsafeBufferPointer(start: output, count: count), orTwice: false) else {
            return count
        }
        let once = [UInt8](UnsafeBufferPointer(start: output, count: count))
        return once.withUnsafeBufferPointer { decodeOnce($0, plusIsSpace: plusIsSpace, into: output) }
    }

    /// Whether `source` has a space written `%20`, or with `orTwice` `%2520` (encoded twice).
    private static func containsEncodedSpace(_ source: UnsafeBufferPointer<UInt8>, orTwice: Bool) -> Bool {
        guard let base = source.baseAddress else { return false }
        var index = 0
        while let percent = ByteScanning.firstIndex(of: UInt8(ascii: "%"), in: base, from: index, to: source.count) {
            let rest = source.count - percent
            if rest >= 3 && base[percent + 1] == UInt8(ascii: "2") && base[percent + 2] == UInt8(ascii: "0") {
                return true
            }
            if orTwice && rest >= 5 && base[percent + 1] == UInt8(ascii: "2") && base[percent + 2] == UInt8(ascii: "5")
                && base[percent + 3] == UInt8(ascii: "2") && base[percent + 4] == UInt8(ascii: "0")
            {
                return true
            }
            index = percent + 1
        }
        return false
    }

    /// Where the first `%25`, an encoded `%`, is in `base[from..<to]`; nil when there is none.
    @inline(__always)
    static func firstEncodedPercent(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var index = from
        while let percent = ByteScanning.firstIndex(of: UInt8(ascii: "%"), in: base, from: index, to: to - 2) {
            if base[percent + 1] == UInt8(ascii: "2") && base[percent + 2] == UInt8(ascii: "5") { return percent }
            index = percent + 1
        }
        return nil
    }

    /// Writes `source` with each `mark` followed by two hex digits decoded (HAProxy's `#XX`) to `output` (room for
    /// `source.count` bytes); any other byte, a `mark` without two hex digits included, as it is. Returns the number
    /// of bytes written.
    static func decodeHexEscapes(
        _ source: UnsafeBufferPointer<UInt8>, marked mark: UInt8, into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        decodeOnce(source, mark: mark, plusIsSpace: false, into: output)
    }

    /// One pass of decoding: `mark` and two hex digits as the byte they name, a `+` as a space when `plusIsSpace`.
    private static func decodeOnce(
        _ source: UnsafeBufferPointer<UInt8>, mark: UInt8 = UInt8(ascii: "%"), plusIsSpace: Bool,
        into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        guard let base = source.baseAddress else { return 0 }
        let to = source.count
        var out = output
        var index = 0
        while index < to {
            // The run up to the next `%` (or `mark`) or `+` is copied as it is, in one move.
            let special = ByteScanning.firstIndexOrEnd(of: mark, or: UInt8(ascii: "+"), in: base, from: index, to: to)
            if special > index {
                out.update(from: base + index, count: special - index)
                out += special - index
                index = special
            }
            guard index < to else { break }
            if base[index] == UInt8(ascii: "+") {
                out.pointee = plusIsSpace ? ByteScanning.space : base[index]
                index += 1
            } else if index + 2 < to, let high = ByteScanning.hexValue(base[index + 1]),
                let low = ByteScanning.hexValue(base[index + 2])
            {
                out.pointee = high << 4 | low
                index += 3
            } else {
                out.pointee = base[index]
                index += 1
            }
            out += 1
        }
        return out - output
    }

    /// `bytes` decoded.
    package static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = decode(bytes, into: buffer.baseAddress!)
        }
    }
}
