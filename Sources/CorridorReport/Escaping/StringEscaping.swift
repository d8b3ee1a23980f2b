import CorridorCore

/// The one home of string escaping for output, shared by the reports and the CLI: JSON string
/// literals (the JSON report, `match --output jsonl`) and control characters made visible (text
/// and HTML reports).
package enum StringEscaping {
    /// `text` as a JSON string literal, quotes included.
    package static func jsonQuoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendJSONQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal to UTF-8 bytes (``JSONEscaping``'s rule).
    package static func appendJSONQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var copy = text
        copy.withUTF8 { JSONEscaping.appendEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// `text` with control characters shown as `\xHH`, so a sample can't garble a terminal.
    package static func printable(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\x" + (hex.count < 2 ? "0" : "") + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `text` as one shell word: as it is when it holds only characters no shell treats specially, else in
    /// single quotes (a `'` inside written `'\''`); control characters shown as by ``printable(_:)``.
    package static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ($0.value >= 0x80 && $0.value != 0x85)
                    || "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,+@%".unicodeScalars
                        .contains($0)
            }
        if plain { return printable(text) }
        return "'" + printable(text).replacing("'", with: "'\\''") + "'"
    }
}
