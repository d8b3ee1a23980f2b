import Foundation

/// The width the text report must fit: `--width N` (0: no limit), else `COLUMNS`, else the terminal's width
/// when standard output is one, else 80; a report written to a file (`-o`) has no limit unless `--width`.
enum TerminalWidth {
    static func resolve(option: Int?, toFile: Bool) -> Int? {
        if let option { return option > 0 ? option : nil }
        if toFile { return nil }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        if isatty(STDOUT_FILENO) == 1 {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return 80
    }

    /// Whether colour may be used: standard output is a terminal, `NO_COLOR` is unset or empty, `TERM` is not `dumb`.
    static func allowsColor(toFile: Bool) -> Bool {
        guard !toFile, isatty(STDOUT_FILENO) == 1 else { return false }
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
