/// Tells a binary file from a text log by its first bytes: known file signatures (images, executables,
/// archives, documents), NUL bytes spread through it, or a high share of control bytes — and an HTML page (a report
/// saved beside the logs), text no log starts like. A text log in any ASCII-compatible encoding passes; so does a log
/// with a few stray control bytes, and one with NUL padding or a few stray NULs (``isTextAroundNULs(_:)``).
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
        if sample.contains(0) {
            guard isTextAroundNULs(sample) else { return "it holds NUL bytes" }
            return nil
        }
        if controlShare(sample) > 0.1 { return "it is mostly not text" }
        return nil
    }

    /// Whether a sample holding NUL bytes is text around them (read without them: ``NULByteStripper``): its NULs in
    /// runs of at least ``paddingRun`` (the padding `logrotate`'s `copytruncate` or a crash leaves) but for at most
    /// four stray ones, and its other bytes text — few control bytes, and a line feed among them (or none at all: a
    /// sample of padding alone). A binary file's NULs are spread through it (about one byte in 256 of random bytes).
    static func isTextAroundNULs(_ sample: UnsafeRawBufferPointer) -> Bool {
        var stray = 0
        var run = 0
        var other = 0
        var control = 0
        var lineFeeds = 0
        for byte in sample {
            if byte == 0 {
                run += 1
                continue
            }
            if run > 0 && run < paddingRun { stray += run }
            run = 0
            other += 1
            if byte == 0x0A { lineFeeds += 1 }
            if isControl(byte) { control += 1 }
        }
        // A run the sample ends in is padding only when it is long (the file may go on with NULs).
        if run > 0 && run < paddingRun { stray += run }
        guard stray <= 4 else { return false }
        guard other > 0 else { return true }
        return Double(control) / Double(other) <= 0.1 && lineFeeds > 0
    }

    /// The shortest run of NUL bytes taken for padding.
    static let paddingRun = 16

    /// Whether the sample starts, after a byte-order mark and blanks, with `<!DOCTYPE html` or `<html` (any case).
    static func isHTMLPage(_ sample: UnsafeRawBufferPointer) -> Bool {
        var start = UTF8ByteOrderMark.length(at: sample)
        while start < sample.count, [0x20, 0x09, 0x0A, 0x0D].contains(sample[start]) { start += 1 }
        let lowered = sample[start...].prefix(14).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return lowered.starts(with: Array("<!doctype html".utf8)) || lowered.starts(with: Array("<html".utf8))
    }

    /// Whether `byte` is a control character other than tab, line feed, carriage return, form feed and escape.
    static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B
    }

    /// The share of bytes that are control characters (``isControl(_:)``).
    static func controlShare(_ sample: UnsafeRawBufferPointer) -> Double {
        var control = 0
        for byte in sample where isControl(byte) { control += 1 }
        return Double(control) / Double(sample.count)
    }
}
