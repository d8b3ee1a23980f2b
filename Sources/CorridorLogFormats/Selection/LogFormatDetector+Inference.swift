extension LogFormatDetector {
    /// The presets that read a Combined or Common line with anything after it, durations left unread: an input they
    /// read is tried with the layout its lines show when those show a duration
    /// (``LogLayoutInference/mayShowDuration(_:)``).
    package static let lenientPresetNames: Set<String> = ["combined", "common", "vhost-combined"]

    /// The layout an input's first lines show (``LogLayoutInference``), for an input no preset reads: its lines as
    /// they are, or inside a wrapper (a container runtime's, syslog's, a shipper's JSON entries), whichever reads
    /// better. The preset's name is the `nginx:` or `jsonl:` format that reads it (`docker+nginx:…` inside a
    /// wrapper); nil when no layout with a request and a status reads half of the lines.
    package static func inferLayout(_ lines: [[UInt8]]) -> Detection? {
        func inferred(_ lines: [[UInt8]]) -> Detection? {
            // JSON entries by their fields' names and values, other lines by their fields' shapes; the first line
            // told apart is neither blank nor a directive or header (`#…`: a CSV table's header before its rows).
            let first = lines.first { line in
                line.first != UInt8(ascii: "#") && !line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            }
            let isJSON = first?.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x1E }) == UInt8(ascii: "{")
            guard
                let (name, format) = isJSON
                    ? JSONLayoutInference.infer(lines)
                    : LogLayoutInference.infer(lines).map({ ("nginx:" + $0.template, $0.format) })
            else { return nil }
            let (score, parsed, sampled) = scoreOnce(format, lines: lines, evidence: .requests)
            let preset = LogFormatPreset(
                name: name, summary: "the layout its lines show", format: format,
                example: String(decoding: lines.first ?? [], as: UTF8.self))
            return Detection(preset: preset, parsedLines: parsed, sampledLines: sampled, score: score)
        }
        let plain = inferred(lines)
        var inside: Detection?
        for wrapper in [
            LogWrapper.cri, .docker, .compose, .kubectl, .fluent, .syslog, .timestamped, .json, .cef, .ltsv, .logfmt,
        ] {
            guard let inner = wrapper.unwrapSample(lines), let detection = inferred(inner),
                detection.score > inside?.score ?? 0
            else { continue }
            inside = wrapped(detection, in: wrapper)
        }
        // On a tie the lines inside: the wrapper's prefix is the runtime's or the collector's, not the server's layout.
        guard let inside, inside.score >= plain?.score ?? 0 else { return plain }
        return inside
    }
}
