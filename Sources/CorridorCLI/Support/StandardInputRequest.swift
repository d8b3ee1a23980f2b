/// A line of `match`'s standard input: `URL` or `METHOD URL`, blanks around ignored.
struct StandardInputRequest: Equatable {
    /// The method given on the line, if any.
    let method: String?
    /// The URL.
    let url: String

    /// Splits a line; nil for a blank line.
    init?(line: String) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        guard let first = words.first else { return nil }
        if words.count == 2, first.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            method = String(first)
            url = String(words[1])
        } else {
            method = nil
            url = line.trimmingBlanks()
        }
    }
}
