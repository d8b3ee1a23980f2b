/// Tells a binary file from a text log by its first bytes: known file signatures (images, executables,
/// archives, documents), NUL bytes, or a high share of control bytes — and an HTML page (a report saved beside the
/// logs), text no log starts like. A text log in any ASCII-compatible encoding passes; so does a log with a few stray
/// control bytes.
enum BinarySniffer {
    /// How many leading bytes are looked at.
    static let sampleSize = 4096

    /// Known signatures: the bytes at the start, and what they are.
    static let signatures: [(bytes: [UInt8], kind: String)] = [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image"),
        ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        (Array("GIF8".utf8), "a GIF image"),
        ([0x7F, 0x45, 0x4C, 0x46], "an ELF executable"),
        (Array("%PDF-".utf8), "a PDF document"),
        ([0x50, 0x4B, 0x03, 0x04], "a zip archive"),
        ([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], "a 7-Zip archive"),
        (Array("Rar!".utf8), "a RAR archive"),
        ([0xCA, 0xFE, 0xBA, 0xBE], "a Mach-O or Java class file"),
        ([0xCF, 0xFA, 0xED, 0xFE], "a Mach-O executable"),
        (Array("MZ".utf8), "a Windows executable"),
        (Array("SQLite format 3\u{0}".utf8), "an SQLite database"),
    ]

    /// What the sample is when it is not text; nil for text.
    static func binaryKind(_ sample: UnsafeRawBufferPointer) -> String? {
        guard !sample.isEmpty else { return nil }
        for signature in signatures where sample.count >= signature.bytes.count {
            if zip(sample, signature.bytes).allSatisfy({ $0 == $1 }) {
                // "MZ" alone could start a text line: only when binary bytes follow.
                if signature.kind == "a Windows executable" && controlShare(sample) < 0.1 { continue }
                return signature.kind
            }
        }
        if sample.count > 262, Array(sample[257..<262]) == Array("ustar".utf8) { return "a tar archive" }
        if isHTMLPage(sample) { return "an HTML page" }
        if sample.contains(0) { return "it holds NUL bytes" }
        if controlShare(sample) > 0.1 { return "it is mostly not text" }
        return nil
    }

    /// Whether the sample starts, after a byte-order mark and blanks, with `<!DOCTYPE html` or `<html` (any case).
    static func isHTMLPage(_ sample: UnsafeRawBufferPointer) -> Bool {
        var start = UTF8ByteOrderMark.length(at: sample)
        while start < sample.count, [0x20, 0x09, 0x0A, 0x0D].contains(sample[start]) { start += 1 }
        let lowered = sample[start...].prefix(14).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return lowered.starts(with: Array("<!doctype html".utf8)) || lowered.starts(with: Array("<html".utf8))
    }

    /// The share of bytes that are control characters other than tab, line feed, carriage return, form feed and
    /// escape.
    static func controlShare(_ sample: UnsafeRawBufferPointer) -> Double {
        var control = 0
        for byte in sample
        where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B {
            control += 1
        }
        return Double(control) / Double(sample.count)
    }
}
