import CorridorAnalyzer

/// The progress line `analyze` keeps refreshed in place on standard error while it reads — bytes read
/// of the total, lines, lines per second and the time left — shown only when standard error is a
/// terminal, never in pipes or files.
enum ProgressLine {
    /// Carriage return plus "erase to end of line": the next text replaces the line in place.
    static let rewind = "\r\u{1B}[K"

    /// Draws `progress` over the current line.
    static func show(_ progress: AnalysisProgress) {
        StandardError.writeRaw(rewind + text(for: progress))
    }

    /// Erases the line (when the run is over, before the report).
    static func clear() {
        StandardError.writeRaw(rewind)
    }

    /// `read 12.3 MiB of 45.6 MiB (27%)  1234567 lines  2.51M lines/s  ETA 0:07`; without a known
    /// total (standard input, pipes) the share and the ETA are left out.
    static func text(for progress: AnalysisProgress) -> String {
        var text = "read \(bytes(progress.bytesRead))"
        if let total = progress.totalBytes, let fraction = progress.fraction {
            text += " of \(bytes(total)) (\(Int(fraction * 100))%)"
        }
        text += "  \(progress.lines) lines"
        if progress.elapsedSeconds > 0 {
            text += "  \(rate(Double(progress.lines) / progress.elapsedSeconds)) lines/s"
        }
        if let fraction = progress.fraction, fraction > 0, fraction < 1, progress.elapsedSeconds > 0 {
            text += "  ETA \(duration(progress.elapsedSeconds * (1 - fraction) / fraction))"
        }
        return text
    }

    /// `512 B`, `12.3 KiB`, `45.6 MiB`, `1.2 GiB`.
    static func bytes(_ count: Int64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(count)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(count) B" : "\(oneDecimal(value)) \(units[unit])"
    }

    /// `950`, `12.3k`, `2.51M`.
    static func rate(_ perSecond: Double) -> String {
        switch perSecond {
        case ..<1_000: return String(Int(perSecond))
        case ..<1_000_000: return "\(oneDecimal(perSecond / 1_000))k"
        default: return "\(twoDecimals(perSecond / 1_000_000))M"
        }
    }

    /// `0:07`, `12:34`, `1:02:03`.
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 { return "\(hours):\(minutes < 10 ? "0\(minutes)" : "\(minutes)"):\(paddedSeconds)" }
        return "\(minutes):\(paddedSeconds)"
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0\(fraction)" : "\(fraction)")"
    }
}
