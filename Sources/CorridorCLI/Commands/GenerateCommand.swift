import ArgumentParser
import CorridorAnalyzer
import CorridorCore
import CorridorLogGenerator

extension LogGenerator.UnmatchedMix: ExpressibleByArgument {}

/// `corridor generate --routes FILE --lines N`: a realistic, reproducible access log for a routes file.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a realistic Combined access log for a routes file (for demos, tests and benchmarks).",
        discussion: """
            Route popularity is Zipf-skewed; params get values of their types; query strings, \
            percent-escapes, scanner noise (unmatched), requests that are not URLs and malformed lines \
            are mixed in. The same routes, --seed and options always give the same log.

            EXAMPLE
              $ corridor generate -r routes.txt --lines 1000000 | zstd -o access.log.zst
              $ corridor generate -r routes.txt --lines 10000 --idle feed -o access.log
            """)

    @OptionGroup var routes: RoutesOption

    @Option(help: ArgumentHelp("How many lines to write.", valueName: "n"))
    var lines: Int

    @Option(help: ArgumentHelp("The random seed.", valueName: "n"))
    var seed: UInt64 = 1

    @Option(
        name: [.customShort("o"), .customLong("output-file")],
        help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Flag(help: "Append nginx's $request_time (read with analyze --log-format nginx:'…' $request_time).")
    var requestTime = false

    @Option(help: ArgumentHelp("Share of scanner noise meant to match nothing (0-1).", valueName: "share"))
    var unmatchedShare = 0.06

    @Option(
        help: ArgumentHelp(
            "What unmatched requests look like: scanner (a few dozen scanner paths) or realistic (hashed asset "
                + "names, ids under retired API prefixes, random bot paths: many distinct paths).",
            valueName: "mix"))
    var unmatchedMix: LogGenerator.UnmatchedMix = .scanner

    @Option(help: ArgumentHelp("Share of malformed lines (0-1).", valueName: "share"))
    var malformedShare = 0.005

    @Option(help: ArgumentHelp("Share of requests that are not URLs (0-1).", valueName: "share"))
    var invalidShare = 0.005

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp("A route never requested (repeatable), to see it as never hit.", valueName: "route"))
    var idle: [String] = []

    @Option(
        name: .customLong("utc-offsets"),
        help: ArgumentHelp(
            "Write the timestamps in these UTC offsets, line after line (+0000,+0530,-0800): a multi-time-zone log of the same instants.",
            valueName: "offsets"))
    var utcOffsets = "+0000"

    /// `--utc-offsets` in minutes: `±hhmm` each, comma-separated, within −12:00 … +14:00.
    private func parsedOffsets() throws -> [Int] {
        try utcOffsets.split(separator: ",", omittingEmptySubsequences: false).map { text in
            let bytes = Array(text.utf8)
            guard bytes.count == 5, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
                bytes.dropFirst().allSatisfy({ $0 &- 0x30 < 10 })
            else {
                throw ValidationError("bad --utc-offsets: \"\(text)\" is not ±hhmm (+0530, -0800)")
            }
            let digits = bytes.dropFirst().map { Int($0 - 0x30) }
            let (hours, minutes) = (digits[0] * 10 + digits[1], digits[2] * 10 + digits[3])
            let offset = (hours * 60 + minutes) * (bytes[0] == UInt8(ascii: "-") ? -1 : 1)
            guard minutes < 60, (-12 * 60...14 * 60).contains(offset) else {
                throw ValidationError("bad --utc-offsets: \"\(text)\" is outside -1200 … +1400")
            }
            return offset
        }
    }

    func validate() throws {
        _ = try parsedOffsets()
        if lines < 0 { throw ValidationError("--lines must be 0 or more (got \(lines))") }
        for (name, share) in [
            ("--unmatched-share", unmatchedShare), ("--malformed-share", malformedShare),
            ("--invalid-share", invalidShare),
        ] where !(0...1).contains(share) {
            throw ValidationError("\(name) must be between 0 and 1 (got \(share))")
        }
        if unmatchedShare + malformedShare + invalidShare > 1 {
            throw ValidationError("--unmatched-share, --malformed-share and --invalid-share add up to more than 1")
        }
    }

    func run() throws {
        try OutputOverlap.refuse(output: outputFile, inputs: [routes.path])
        let table = try routes.load()
        let names = Set(table.routes.map(\.name))
        if let unknown = idle.first(where: { !names.contains($0) }) {
            throw CommandFailure.error("--idle: no route named '\(unknown)' in '\(routes.path)'")
        }
        var configuration = LogGenerator.Configuration(
            seed: seed, unmatchedShare: unmatchedShare, invalidShare: invalidShare, malformedShare: malformedShare,
            includesRequestTime: requestTime, idleRoutes: Set(idle), unmatchedMix: unmatchedMix)
        configuration.utcOffsetMinutes = try parsedOffsets()
        var generator = LogGenerator(routes: table, configuration: configuration)
        let sink = try ByteSink(path: outputFile)
        for _ in 0..<lines { try sink.writeLine(generator.nextLine().text) }
        try sink.finish()
    }
}
