/// A terminal's control sequence in a log line (colours, bold, `ESC[2K`), as a program writes it when it colours its
/// lines: after the escape (the byte 0x1B, or a written form of it), `[`, parameter bytes (`0`–`?`), intermediate
/// bytes (space–`/`) and a final byte (`@`–`~`), none of them a quote or a backslash, at most ``maxBytes`` in all; or
/// `(` and one byte (a character set, as `tput sgr0` writes).
package enum TerminalSequence {
    /// The longest sequence after its escape: longer ones are no colour.
    package static let maxBytes = 32

    /// What follows an escape.
    package enum Scan: Equatable {
        /// A whole sequence, ending before the index.
        case ends(at: Int)
        /// What may be a sequence that the end of the bytes cut.
        case cut
        /// No sequence.
        case none
    }

    /// Whether `base[from..<count]` (what follows an escape) starts with a sequence.
    package static func scan(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Scan {
        guard from < count else { return .cut }
        let introducer = base[from]
        if introducer == parenthesis {
            guard from + 1 < count else { return .cut }
            let designation = base[from + 1]
            return designation >= 0x21 && designation <= 0x7E ? .ends(at: from + 2) : .none
        }
        guard introducer == bracket else { return .none }
        var end = from + 1
        let limit = from + maxBytes
        while end < count && end < limit {
            let next = base[end]
            // A quote or a backslash ends no colour: in a JSON string, taking one would break the string.
            guard next != quote && next != backslash else { return .none }
            if next >= 0x40 && next <= 0x7E { return .ends(at: end + 1) }
            guard next >= 0x20 && next <= 0x3F else { return .none }
            end += 1
        }
        return end == limit ? .none : .cut
    }

    /// Takes the sequences that start with the escape byte itself out of `base[0..<count]`, in place; returns the
    /// count left. An escape that starts no whole sequence stays.
    package static func removeSequences(_ base: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        guard var read = ByteScanning.firstIndex(of: escape, in: base, from: 0, to: count) else { return count }
        var write = read
        while read < count {
            if base[read] == escape, case .ends(let end) = scan(base, from: read + 1, count: count) {
                read = end
                continue
            }
            base[write] = base[read]
            write += 1
            read += 1
        }
        return write
    }

    /// The escape byte.
    package static let escape: UInt8 = 0x1B
    private static let bracket = UInt8(ascii: "[")
    private static let parenthesis = UInt8(ascii: "(")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}
